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
                ("errors", .array(file.errors.map(JSONValue.diagnostic))),
                ("findings", .array(file.findings.map(JSONValue.finding))),
            ])
        }
        // An Interface Builder document: every finding with its element, axis, size class and
        // scene; the import notes; Xcode's marks.
        return .object([
            ("path", .string(file.path)),
            ("errors", .array(file.errors.map(JSONValue.diagnostic))),
            ("findings", .array(ib.findings.map(InterfaceBuilderJSON.finding))),
            ("notes", InterfaceBuilderJSON.notes(ib)),
            ("xcodeMarks", InterfaceBuilderJSON.marks(ib)),
        ])
    }
}
