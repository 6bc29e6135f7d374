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
    /// the superview's edges. A length is a number or a percentage of the superview's length; an
    /// inset is a number or a percentage of the room the view leaves in its superview (`minY="75%"`
    /// for a view 144 high in a cell 180 high is 27: 0.75 × (180 − 144)), which is how Xcode 8
    /// wrote the frames of views whose position it kept proportional (IQKeyboardManager's
    /// `MainSwift.storyboard`: the labels of each cell then stack without gap or overlap).
    static func frameInset(_ element: DocumentElement, in superSize: Size?) -> Rect? {
        /// The attribute in points: a number, or a percentage of `whole` (nil when there is none).
        func value(_ name: String, of whole: Double?) -> Double? {
            guard let text = element[name] else { return nil }
            guard text.hasSuffix("%") else { return number(text) }
            guard let percent = number(String(text.dropLast())), let whole else { return nil }
            return percent / 100 * whole
        }
        let w = superSize?.width, h = superSize?.height
        // A length not given is what the insets (in points) leave of the superview's.
        guard let width = value("width", of: w) ?? w.map({ $0 - (value("minX", of: nil) ?? 0) - (value("maxX", of: nil) ?? 0) }),
              let height = value("height", of: h) ?? h.map({ $0 - (value("minY", of: nil) ?? 0) - (value("maxY", of: nil) ?? 0) })
        else { return nil }
        let roomX = w.map { $0 - width }, roomY = h.map { $0 - height }
        let x = value("minX", of: roomX) ?? roomX.flatMap { room in value("maxX", of: room).map { room - $0 } } ?? 0
        let y = value("minY", of: roomY) ?? roomY.flatMap { room in value("maxY", of: room).map { room - $0 } } ?? 0
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
