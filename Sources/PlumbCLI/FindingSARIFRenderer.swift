import PlumbDiagnostics
import PlumbLayout

/// Findings as a SARIF 2.1.0 log (Docs/diagnostics.md, "SARIF"): one run, tool `plumb`, one
/// rule per ``Finding/Kind`` (ruleId = its raw value), one result per finding located at
/// ``Finding/location``, the involved constraints as related locations. Files that could not
/// be read become tool execution notifications, and the invocation is then unsuccessful.
struct FindingSARIFRenderer {
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    static let ruleDescriptions: [Finding.Kind: String] = [
        .ambiguousLayout: "A view's position or size is not determined by its constraints (Missing Constraints).",
        .ambiguousScrollableContentSize: "A scroll view's content width or height is not determined (Scrollable Content Size Ambiguity).",
        .contentPriorityAmbiguity: "Equal hugging or compression resistance priorities leave the split of space undecided.",
        .conflictingConstraints: "Required constraints that cannot all hold (Conflicting Constraints).",
        .unsatisfiedConstraint: "An optional constraint that the layout could not satisfy.",
        .misplacedView: "A view whose solved frame differs from the frame the document expects.",
        .diagnosticsIncomplete: "The time limit stopped the diagnosis; other findings may be missing.",
    ]

    func render(_ files: [FileDiagnosis]) -> String {
        let rules = Finding.Kind.allCases
        var results: [JSONValue] = []
        for file in files {
            if let ib = file.interfaceBuilder {
                for finding in ib.findings {
                    // The structured place of an Interface Builder finding, as in JSON.
                    guard case .object(var members) = result(finding.finding, file.path, rules) else { continue }
                    members.append(("properties", .object(InterfaceBuilderJSON.fields(finding))))
                    results.append(.object(members))
                }
            } else {
                for finding in file.findings { results.append(result(finding, file.path, rules)) }
            }
        }
        // Import notes are the tool's messages about its input; Xcode's marks go in the run's
        // property bag, per file.
        let importNotes = files.compactMap(\.interfaceBuilder).flatMap(\.notes).map { notification($0.diagnostic) }
        let marks = files.compactMap { file in file.interfaceBuilder.map { (file.path, InterfaceBuilderJSON.marks($0)) } }
        let notifications = files.flatMap(\.errors).map(notification)
        var run: [(String, JSONValue)] = [
            ("tool", .object([("driver", .object([
                ("name", .string("plumb")),
                ("version", .string(PlumbCLI.version)),
                ("rules", .array(rules.map { kind in
                    .object([
                        ("id", .string(kind.rawValue)),
                        ("shortDescription", .object([("text", .string(FindingSARIFRenderer.ruleDescriptions[kind] ?? kind.rawValue))])),
                    ])
                })),
            ]))])),
            ("invocations", .array([.object([
                ("executionSuccessful", .bool(notifications.isEmpty)),
                ("toolExecutionNotifications", .array(notifications + importNotes)),
            ])])),
            ("results", .array(results)),
        ]
        if !marks.isEmpty {
            run.append(("properties", .object([("xcodeMarks", .object(marks))])))
        }
        return JSONValue.object([
            ("$schema", .string(FindingSARIFRenderer.schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(run)])),
        ]).text
    }

    /// A tool execution notification: a load error or an import note, at its place.
    private func notification(_ d: Diagnostic) -> JSONValue {
        .object([
            ("level", .string(d.severity.rawValue)),
            ("message", .object([("text", .string(d.message))])),
            ("locations", .array(d.location.map { [physical($0)] } ?? [])),
        ])
    }

    private func result(_ finding: Finding, _ path: String, _ rules: [Finding.Kind]) -> JSONValue {
        var text = finding.message
        if let suggestion = finding.suggestion { text += " " + suggestion }
        let location = finding.location.map(physical)
            ?? .object([("physicalLocation", .object([("artifactLocation", .object([("uri", .string(path))]))]))])
        var members: [(String, JSONValue)] = [
            ("ruleId", .string(finding.kind.rawValue)),
            ("ruleIndex", .int(rules.firstIndex(of: finding.kind) ?? 0)),
            ("level", .string(finding.severity.rawValue)),
            ("message", .object([("text", .string(text))])),
            ("locations", .array([location])),
        ]
        let related = finding.constraints.enumerated().compactMap { index, c -> JSONValue? in
            guard let l = c.location else { return nil }
            guard case .object(var fields) = physical(l) else { return nil }
            fields.insert(("id", .int(index)), at: 0)
            fields.append(("message", .object([("text", .string(c.equation))])))
            return .object(fields)
        }
        if !related.isEmpty { members.append(("relatedLocations", .array(related))) }
        return .object(members)
    }

    /// The file, and the region when the location has a line (a whole file has none).
    private func physical(_ location: SourceLocation) -> JSONValue {
        var fields: [(String, JSONValue)] = [("artifactLocation", .object([("uri", .string(FindingSARIFRenderer.uri(location.file)))]))]
        if !location.isWholeFile {
            var region: [(String, JSONValue)] = [("startLine", .int(location.line))]
            if let column = location.column { region.append(("startColumn", .int(column))) }
            fields.append(("region", .object(region)))
        }
        return .object([("physicalLocation", .object(fields))])
    }

    /// A relative path as a URI reference: percent-encode what a URI cannot hold.
    static func uri(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let c = Character(Unicode.Scalar(byte))
            if byte < 0x80, c.isLetter || c.isNumber || "-._~/".contains(c) {
                out.append(c)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }
}
