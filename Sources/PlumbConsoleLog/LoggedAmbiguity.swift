/// A line of UIKit's `_autolayoutTrace` that reports a view whose layout is ambiguous:
///
///     |   |   *UILabel:0x7f9d6b510e80'Hello'- AMBIGUOUS LAYOUT for UILabel:0x7f9d6b510e80'Hello'.minX{id: 11}, UILabel:0x7f9d6b510e80'Hello'.Width{id: 12}
///
/// The trace names the view and the engine variables it found free, nothing else: no
/// constraint is listed.
public struct LoggedAmbiguity: Sendable {
    /// The line of the log.
    public var line: Int
    /// The view.
    public var item: LoggedItem
    /// The free variables as UIKit names them (`minX`, `minY`, `Width`, `Height`).
    public var variables: [String]

    /// The view's name as explain-log says it: its text, else its class.
    public var itemName: String {
        if let label = item.label, !label.isEmpty { return label }
        return item.shortClassName
    }

    /// Whether only vertical variables are free (`minY`, `Height`): UIKit's axis 1, else 0.
    public var isVerticalOnly: Bool {
        let names = variables.map { $0.lowercased() }
        return !names.contains("minx") && !names.contains("width")
    }

    /// The free parts of the frame in words (`x position`, `width`), in UIKit's order.
    public var freeParts: [String] {
        variables.map { v in
            switch v.lowercased() {
            case "minx": "x position"
            case "miny": "y position"
            case "width": "width"
            case "height": "height"
            default: v
            }
        }
    }

    private static let marker = Array("AMBIGUOUS LAYOUT for ".utf8)

    /// Reads a trace line; nil when it does not report an ambiguous view.
    static func parse(_ line: [UInt8], number: Int) -> LoggedAmbiguity? {
        guard let at = ConstraintDescriptionParser.find(marker, in: line[...]) else { return nil }
        let rest = String(decoding: line[(at + marker.count)...], as: UTF8.self)
        var variables: [String] = []
        var item: LoggedItem?
        for part in rest.split(separator: ",") {
            // `UILabel:0x7f9d6b510e80'Hello'.minX{id: 11}`: the variable after the last dot
            // before the braces; the view before that dot.
            let text = part.trimmingPrefix(while: { $0 == " " })
            let beforeBrace = text.split(separator: "{", maxSplits: 1).first.map(String.init) ?? String(text)
            guard let dot = beforeBrace.lastIndex(of: ".") else { continue }
            let variable = String(beforeBrace[beforeBrace.index(after: dot)...])
            guard !variable.isEmpty, variable.allSatisfy(\.isLetter) else { continue }
            variables.append(variable)
            if item == nil { item = LoggedAmbiguity.item(String(beforeBrace[..<dot])) }
        }
        guard let item, !variables.isEmpty else { return nil }
        return LoggedAmbiguity(line: number, item: item, variables: variables)
    }

    /// `UILabel:0x7f9d6b510e80'Hello'`: class, address and text.
    private static func item(_ text: String) -> LoggedItem? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let className = String(text[..<colon])
        var address = String(text[text.index(after: colon)...])
        var label: String?
        if let quote = address.firstIndex(of: "'") {
            let inner = address[address.index(after: quote)...]
            label = inner.last == "'" ? String(inner.dropLast()) : String(inner)
            address = String(address[..<quote])
        }
        guard address.hasPrefix("0x"), !className.isEmpty else { return nil }
        return LoggedItem(className: className, address: address, label: label)
    }
}
