import PlumbDiagnostics
import PlumbLayout

/// What both SVG pictures (``SVGRenderer`` for layout files, ``ConflictSVGRenderer`` for
/// `explain-log`) write the same way: anchors, bounds, numbers, escaping.
enum SVGMarkup {
    /// Where a constraint's attribute sits on a rectangle (an edge's midpoint, or the center).
    static func anchorPoint(_ r: Rect, _ attribute: LayoutAttribute) -> Point {
        switch attribute {
        case .left, .leading, .leftMargin, .leadingMargin: Point(x: r.minX, y: r.midY)
        case .right, .trailing, .rightMargin, .trailingMargin: Point(x: r.maxX, y: r.midY)
        case .top, .topMargin, .firstBaseline: Point(x: r.midX, y: r.minY)
        case .bottom, .bottomMargin, .lastBaseline: Point(x: r.midX, y: r.maxY)
        default: Point(x: r.midX, y: r.midY)
        }
    }

    /// Where a constraint's line runs: between the anchors it relates (`first` and `second` are
    /// its items' rectangles), or along its item for a constant size; a line with no length is
    /// drawn a little long so that it shows.
    static func constraintLine(_ c: LayoutConstraint, first: Rect, second: Rect?) -> (from: Point, to: Point) {
        var from = anchorPoint(first, c.firstAttribute)
        var to: Point
        if let second {
            to = anchorPoint(second, c.secondAttribute)
        } else if c.firstAttribute == .width {
            (from, to) = (Point(x: first.minX, y: first.midY), Point(x: first.maxX, y: first.midY))
        } else {
            (from, to) = (Point(x: first.midX, y: first.minY), Point(x: first.midX, y: first.maxY))
        }
        if abs(from.x - to.x) < 0.5, abs(from.y - to.y) < 0.5 { to = Point(x: to.x + 6, y: to.y + 6) }
        return (from, to)
    }

    /// The bounding box of both; a non-finite `b` is left out.
    static func union(_ a: Rect, _ b: Rect) -> Rect {
        guard b.width.isFinite, b.height.isFinite, b.minX.isFinite, b.minY.isFinite else { return a }
        let x0 = min(a.minX, b.minX), y0 = min(a.minY, b.minY)
        return Rect(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
    }

    /// Up to two decimals, no trailing zeros; 0 for non-finite values (never NaN in the file).
    static func number(_ x: Double) -> String {
        guard x.isFinite else { return "0" }
        let rounded = (x * 100).rounded() / 100
        return JSONValue.format(rounded == 0 ? 0 : rounded)
    }

    /// XML text and attribute escaping.
    static func escape(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            // Character references: an attribute's raw newline would read back as a space.
            case "\n": out += "&#10;"
            case "\t": out += "&#9;"
            case _ where scalar.value < 0x20: out += "?"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The XML declaration, the `<svg>` element for a canvas, its title and white background.
    static func documentStart(canvas r: Rect, title: String, svgClass: String? = nil) -> String {
        let x0 = number(r.minX), y0 = number(r.minY), width = number(r.width), height = number(r.height)
        let classAttribute = svgClass.map { " class=\"\($0)\"" } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" version="1.1"\(classAttribute) width="\(width)" height="\(height)" \
            viewBox="\(x0) \(y0) \(width) \(height)" font-family="Helvetica, Arial, sans-serif">
            <title>\(escape(title))</title>
            <rect x="\(x0)" y="\(y0)" width="\(width)" height="\(height)" fill="#ffffff"/>

            """
    }

    /// A line of text with its baseline at `y`, as wide as the text measure says (`textLength`).
    static func text(_ content: String, x: Double, y: Double, font: Font, color: String, class className: String? = nil,
                     anchor: String? = nil, attributes: [(String, String)] = [], tooltip: String? = nil) -> String {
        var s = "<text"
        if let className { s += " class=\"\(className)\"" }
        for (name, value) in attributes { s += " \(name)=\"\(escape(value))\"" }
        s += " x=\"\(number(x))\" y=\"\(number(y))\" font-size=\"\(number(font.pointSize))\""
        if font.weight != .regular { s += " font-weight=\"\(PictureText.cssWeight(font.weight))\"" }
        if font.isItalic { s += " font-style=\"italic\"" }
        s += " fill=\"\(color)\""
        if let anchor { s += " text-anchor=\"\(anchor)\"" }
        let width = PictureText.width(content, font)
        if width > 0 { s += " textLength=\"\(number(width))\" lengthAdjust=\"spacingAndGlyphs\"" }
        s += ">"
        if let tooltip { s += "<title>\(escape(tooltip))</title>" }
        return s + escape(content) + "</text>"
    }

    /// A rectangle; `attributes` come first (class, data).
    static func rect(_ r: Rect, fill: String, fillOpacity: Double? = nil, stroke: String, width: Double,
                     dash: String? = nil, radius: Double? = nil, attributes: [(String, String)] = []) -> String {
        var s = "<rect"
        for (name, value) in attributes { s += " \(name)=\"\(escape(value))\"" }
        s += " x=\"\(number(r.minX))\" y=\"\(number(r.minY))\" width=\"\(number(max(0, r.width)))\" height=\"\(number(max(0, r.height)))\" fill=\"\(fill)\""
        if let fillOpacity { s += " fill-opacity=\"\(number(fillOpacity))\"" }
        if let radius { s += " rx=\"\(number(radius))\"" }
        s += " stroke=\"\(stroke)\" stroke-width=\"\(number(width))\""
        if let dash { s += " stroke-dasharray=\"\(dash)\"" }
        return s + "/>"
    }

    /// `x y w h`, the form of `data-frame`.
    static func frameAttribute(_ r: Rect) -> String {
        "\(number(r.minX)) \(number(r.minY)) \(number(r.width)) \(number(r.height))"
    }
}
