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

    /// Xcode 8.0's `<frame key="frameInset" minX minY width height/>`: the frame as insets from
    /// the superview's origin, each a number or a percentage of the superview's size (`4.58%`).
    static func frameInset(_ element: DocumentElement, in superSize: Size?) -> Rect? {
        func value(_ name: String, _ length: Double?) -> Double? {
            guard let text = element[name] else { return nil }
            if text.hasSuffix("%") {
                guard let percent = number(String(text.dropLast())), let length else { return nil }
                return percent / 100 * length
            }
            return number(text)
        }
        let w = superSize?.width, h = superSize?.height
        guard let width = value("width", w) ?? w.map({ $0 - (value("minX", w) ?? 0) - (value("maxX", w) ?? 0) }),
              let height = value("height", h) ?? h.map({ $0 - (value("minY", h) ?? 0) - (value("maxY", h) ?? 0) })
        else { return nil }
        let x = value("minX", w) ?? w.flatMap { w in value("maxX", w).map { w - $0 - width } } ?? 0
        let y = value("minY", h) ?? h.flatMap { h in value("maxY", h).map { h - $0 - height } } ?? 0
        return Rect(x: x, y: y, width: width, height: height)
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
