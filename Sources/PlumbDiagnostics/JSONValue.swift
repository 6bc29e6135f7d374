import PlumbLayout

/// A JSON value with ordered object keys, written by hand (no Foundation) so that the output
/// is byte-for-byte stable: keys in the order given, numbers without a trailing `.0`,
/// non-finite numbers as `null`, two-space indentation. Package-wide: the findings' JSON and
/// SARIF here, and the command-line tool's other reports.
package enum JSONValue: Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, without a trailing `.0` when whole.
    case number(Double)
    /// A string, escaped.
    case string(String)
    /// An array, on one line when it holds only numbers.
    case array([JSONValue])
    /// An object with its keys in the order given.
    case object([(String, JSONValue)])

    /// The string, or `null`.
    package static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    /// The number, or `null`.
    package static func optional(_ value: Double?) -> JSONValue { value.map(JSONValue.number) ?? .null }
    /// An integer as a number.
    package static func int(_ value: Int) -> JSONValue { .number(Double(value)) }

    /// `{x, y, width, height}`.
    package static func rect(_ r: Rect) -> JSONValue {
        .object([("x", .number(r.minX)), ("y", .number(r.minY)), ("width", .number(r.width)), ("height", .number(r.height))])
    }

    /// `{width, height}`.
    package static func size(_ s: Size) -> JSONValue { .object([("width", .number(s.width)), ("height", .number(s.height))]) }

    /// `{x, y}`.
    package static func point(_ p: Point) -> JSONValue { .object([("x", .number(p.x)), ("y", .number(p.y))]) }

    /// `{top, left, bottom, right}`.
    package static func insets(_ e: EdgeInsets) -> JSONValue {
        .object([("top", .number(e.top)), ("left", .number(e.left)), ("bottom", .number(e.bottom)), ("right", .number(e.right))])
    }

    /// The text, pretty-printed, ending with a line break.
    package var text: String {
        var out = ""
        write(into: &out, indent: 0)
        return out + "\n"
    }

    /// The text on one line.
    package var compactText: String {
        var out = ""
        write(into: &out, indent: nil)
        return out
    }

    private func write(into out: inout String, indent: Int?) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let x): out += JSONValue.format(x)
        case .string(let s): JSONValue.quote(s, into: &out)
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            // Arrays of numbers stay on one line.
            let inline = indent == nil || items.allSatisfy { if case .number = $0 { true } else { false } }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += inline ? ", " : "," }
                if !inline, let indent { out += "\n" + String(repeating: "  ", count: indent + 1) }
                item.write(into: &out, indent: inline ? nil : indent.map { $0 + 1 })
            }
            if !inline, let indent { out += "\n" + String(repeating: "  ", count: indent) }
            out += "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            // Small objects of scalars (rectangles, points) stay on one line.
            let inline = indent == nil || (members.count <= 4 && members.allSatisfy {
                switch $0.1 { case .number, .null, .bool: true; default: false }
            })
            out += "{"
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out += inline ? ", " : "," }
                if !inline, let indent { out += "\n" + String(repeating: "  ", count: indent + 1) }
                JSONValue.quote(key, into: &out)
                out += ": "
                value.write(into: &out, indent: inline ? nil : indent.map { $0 + 1 })
            }
            if !inline, let indent { out += "\n" + String(repeating: "  ", count: indent) }
            out += "}"
        }
    }

    /// A number as JSON writes it: whole numbers without a fraction, non-finite ones as `null`.
    package static func format(_ x: Double) -> String {
        guard x.isFinite else { return "null" }
        if x == x.rounded(), abs(x) < 1e15 { return String(Int64(x)) }
        return "\(x)"
    }

    /// Appends `s` quoted and escaped.
    package static func quote(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
