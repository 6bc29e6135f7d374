import PlumbDiagnostics
import PlumbInterfaceBuilder
import PlumbLayout

/// What JSON and SARIF say about an Interface Builder document beyond the plain findings:
/// each finding's structured place (`element`, `axis`, `sizeClass`, `designCombination`, `scene`, `suppressed`, `canvasDifference`,
/// `savedFramesAgree`, `savedFramesConfirm`),
/// the import notes, and Xcode's saved marks against Plumb's findings. Field names are stable
/// (Docs/diagnostics.md): the corpus scorer reads them.
enum InterfaceBuilderJSON {
    /// The fields added to one finding.
    static func fields(_ f: InterfaceBuilderFinding) -> [(String, JSONValue)] {
        [
            ("element", .optional(f.elementID)),
            ("axis", f.axis.map { .string($0 == .horizontal ? "horizontal" : "vertical") } ?? .null),
            ("sizeClass", .string(f.sizeClass.label)),
            ("designCombination", .bool(f.inDesignCombination)),
            ("scene", .object([("id", .string(f.sceneID)), ("name", .string(f.sceneName))])),
            ("suppressed", .bool(f.isSuppressed)),
            ("canvasDifference", .bool(f.isCanvasDifference)),
            ("savedFramesAgree", .bool(f.savedFramesAgree)),
            ("savedFramesConfirm", .bool(f.savedFramesConfirm)),
        ]
    }

    /// `{file, line, column, message}` per import note.
    static func notes(_ d: InterfaceBuilderDiagnosis) -> JSONValue {
        .array(d.notes.map { JSONValue.diagnostic($0.diagnostic) })
    }

    /// Xcode's marks against Plumb's findings, with the counts.
    static func marks(_ d: InterfaceBuilderDiagnosis) -> JSONValue {
        let summary = d.markSummary
        return .object([
            ("agree", .int(summary.agree)),
            ("disagree", .int(summary.disagree)),
            ("marks", .array(d.marks.map { m in
                .object([
                    ("element", .string(m.itemID)), ("name", .string(m.itemName)), ("mark", .string(m.mark.rawValue)),
                    ("xcode", .bool(m.xcode)), ("plumb", .bool(m.plumb)), ("agrees", .bool(m.agrees)),
                    ("detail", .string(m.detail)), ("sizeClass", .string(m.sizeClass.label)),
                    ("scene", .string(m.sceneName)),
                    ("location", JSONValue.location(m.location)),
                ])
            })),
        ])
    }

    /// The finding's JSON object with the structured fields appended.
    static func finding(_ f: InterfaceBuilderFinding) -> JSONValue {
        guard case .object(var members) = JSONValue.finding(f.finding) else { return JSONValue.finding(f.finding) }
        members += fields(f)
        return .object(members)
    }
}
