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
            case _ where scalar.value < 0x20 && scalar != "\t" && scalar != "\n": out += "?"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The XML declaration, the `<svg>` element for a canvas, its title and white background.
    static func documentStart(canvas r: Rect, title: String) -> String {
        let x0 = number(r.minX), y0 = number(r.minY), width = number(r.width), height = number(r.height)
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\(width)" height="\(height)" \
            viewBox="\(x0) \(y0) \(width) \(height)" font-family="Helvetica, Arial, sans-serif">
            <title>\(escape(title))</title>
            <rect x="\(x0)" y="\(y0)" width="\(width)" height="\(height)" fill="#ffffff"/>

            """
    }
}
