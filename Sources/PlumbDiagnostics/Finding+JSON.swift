import PlumbLayout
import PlumbMessages

/// Findings and diagnostics as JSON values (Docs/diagnostics.md, "JSON"): the objects of
/// `plumb diagnose --format json`, with stable field names.
extension JSONValue {
    /// `{file, line, column}` (column `null` when unknown), or `null` without a location.
    package static func location(_ l: SourceLocation?) -> JSONValue {
        guard let l else { return .null }
        return .object([("file", .string(l.file)), ("line", .int(l.line)), ("column", l.column.map(JSONValue.int) ?? .null)])
    }

    /// `{file, line, column, message}`: a load error or an import note (line and column 0
    /// when unknown).
    package static func diagnostic(_ d: Diagnostic) -> JSONValue {
        .object([("file", .string(d.location?.file ?? "")), ("line", .int(d.location?.line ?? 0)),
                 ("column", .int(d.location?.column ?? 0)), ("message", .string(d.message))])
    }

    /// Every field of a finding; `kind` is ``Finding/Kind``'s raw value.
    package static func finding(_ f: Finding) -> JSONValue {
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

extension Finding {
    /// The finding as a JSON object, pretty-printed with a final line break: the form of each
    /// finding in `plumb diagnose --format json` (Docs/diagnostics.md, "JSON").
    public var json: String { JSONValue.finding(self).text }
}
