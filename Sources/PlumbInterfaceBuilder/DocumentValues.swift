import PlumbLayout

/// Parsers for the values Interface Builder writes in attributes: numbers, multipliers,
/// rectangles, insets.
enum DocumentValues {
    /// A decimal number (`7.3300000000000001`, `-20`, `1e3`), finite.
    static func number(_ text: String?) -> Double? {
        guard let text, let value = Double(text.trimmingWhitespace), value.isFinite else { return nil }
        return value
    }

    /// A multiplier in any written form: `0.5`, `2`, a fraction `1/3`, a ratio `16:9` or
    /// `2:0.9`. Nil for a zero denominator or text that is none of these.
    static func multiplier(_ text: String) -> Double? {
        let trimmed = text.trimmingWhitespace
        for separator in ["/", ":"] as [Character] where trimmed.contains(separator) {
            let parts = trimmed.split(separator: separator, omittingEmptySubsequences: false)
            guard parts.count == 2, let a = number(String(parts[0])), let b = number(String(parts[1])), b != 0 else {
                return nil
            }
            let value = a / b
            return value.isFinite ? value : nil
        }
        return number(trimmed)
    }

    /// `<rect x y width height>`; missing coordinates are 0 (IB leaves out none, hand-written
    /// files might).
    static func rect(_ element: DocumentElement) -> Rect? {
        guard let width = number(element["width"]), let height = number(element["height"]) else { return nil }
        return Rect(x: number(element["x"]) ?? 0, y: number(element["y"]) ?? 0, width: width, height: height)
    }

    /// `<size width height>`.
    static func size(_ element: DocumentElement) -> Size? {
        guard let width = number(element["width"]), let height = number(element["height"]) else { return nil }
        return Size(width: width, height: height)
    }

    /// `<edgeInsets top left bottom right>` or `<directionalEdgeInsets top leading bottom
    /// trailing>` (Plumb lays out left to right: leading is left).
    static func insets(_ element: DocumentElement) -> EdgeInsets {
        EdgeInsets(top: number(element["top"]) ?? 0,
                   left: number(element["left"] ?? element["leading"]) ?? 0,
                   bottom: number(element["bottom"]) ?? 0,
                   right: number(element["right"] ?? element["trailing"]) ?? 0)
    }
}

extension String {
    /// Without leading and trailing spaces, tabs and newlines.
    var trimmingWhitespace: String {
        var s = Substring(self)
        while let c = s.first, c.isWhitespace { s.removeFirst() }
        while let c = s.last, c.isWhitespace { s.removeLast() }
        return String(s)
    }
}
