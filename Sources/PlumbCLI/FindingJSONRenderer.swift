import PlumbDiagnostics
import PlumbFormats
import PlumbLayout

/// Findings as JSON (Docs/diagnostics.md, "JSON"): one object with the tool, and per file its
/// load errors and findings. Field names are stable; `kind` is ``Finding/Kind``'s raw value.
struct FindingJSONRenderer {
    static let formatVersion = 1

    func render(_ files: [FileDiagnosis]) -> String {
        JSONValue.object([
            ("version", .int(FindingJSONRenderer.formatVersion)),
            ("tool", .object([("name", .string("plumb")), ("version", .string(PlumbCLI.version))])),
            ("files", .array(files.map(file))),
        ]).text
    }

    func file(_ file: FileDiagnosis) -> JSONValue {
        guard let ib = file.interfaceBuilder else {
            return .object([
                ("path", .string(file.path)),
                ("errors", .array(file.errors.map(FindingJSONRenderer.error))),
                ("findings", .array(file.findings.map(FindingJSONRenderer.finding))),
            ])
        }
        // An Interface Builder document: every finding with its element, axis, size class and
        // scene; the import notes; Xcode's marks.
        return .object([
            ("path", .string(file.path)),
            ("errors", .array(file.errors.map(FindingJSONRenderer.error))),
            ("findings", .array(ib.findings.map(InterfaceBuilderJSON.finding))),
            ("notes", InterfaceBuilderJSON.notes(ib)),
            ("xcodeMarks", InterfaceBuilderJSON.marks(ib)),
        ])
    }

    /// `{file, line, column, message}`: a load error or an import note (line and column 0
    /// when unknown).
    static func error(_ e: Diagnostic) -> JSONValue {
        .object([("file", .string(e.location?.file ?? "")), ("line", .int(e.location?.line ?? 0)),
                 ("column", .int(e.location?.column ?? 0)), ("message", .string(e.message))])
    }

    static func location(_ l: SourceLocation?) -> JSONValue {
        guard let l else { return .null }
        return .object([("file", .string(l.file)), ("line", .int(l.line)), ("column", l.column.map(JSONValue.int) ?? .null)])
    }

    static func finding(_ f: Finding) -> JSONValue {
        .object([
            ("kind", .string(f.kind.rawValue)),
            ("severity", .string(f.severity.rawValue)),
            ("message", .string(f.message)),
            ("explanation", .string(f.explanation)),
            ("items", .array(f.items.map(JSONValue.string))),
            ("constraints", .array(f.constraints.map { c in
                .object([("description", .string(c.description)), ("identifier", .optional(c.identifier)),
                         ("location", location(c.location))])
            })),
            ("location", location(f.location)),
            ("witness", f.witness.map { w in
                .object([("item", .string(w.item)), ("first", .rect(w.first)), ("second", .rect(w.second))])
            } ?? .null),
            ("suggestion", .optional(f.suggestion)),
        ])
    }
}
