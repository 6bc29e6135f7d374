import PlumbLayout

/// `plumb explain-log --render`: the views of a rebuilt conflict block as Plumb solves them
/// (the broken constraint left out), and the constraints of the minimal conflicting set as red
/// lines between the anchors they relate. Same look and conventions as ``SVGRenderer``.
struct ConflictSVGRenderer {
    let root: View
    let conflicting: [LayoutConstraint]
    let title: String

    /// A rebuilt block has no screen: views sit where the solver puts them, possibly at
    /// negative coordinates or with no size. Items smaller than this are drawn this big.
    static let minimumDrawnSize = 4.0

    func render() -> String {
        let style = SVGRenderer.self
        var frames: [(String, Rect, Bool)] = []
        for view in root.subviews { frames.append((view.name, view.frame, false)) }
        var bounds: Rect?
        for (_, r, _) in frames { bounds = bounds.map { union($0, r) } ?? r }
        let canvas = bounds ?? Rect(x: 0, y: 0, width: 100, height: 100)
        var body: [String] = []
        for (name, r, _) in frames {
            let drawn = Rect(x: r.minX, y: r.minY, width: max(r.width, Self.minimumDrawnSize),
                             height: max(r.height, Self.minimumDrawnSize))
            body.append("<rect x=\"\(n(drawn.minX))\" y=\"\(n(drawn.minY))\" width=\"\(n(drawn.width))\" "
                + "height=\"\(n(drawn.height))\" fill=\"#ffffff\" fill-opacity=\"0.55\" stroke=\"#555555\" stroke-width=\"1\"/>")
            body.append(text("\(name) \(r)", x: drawn.minX + 2, y: drawn.minY + 10, size: 9, color: "#222222"))
        }
        for c in conflicting {
            guard let first = c.firstItem.flatMap(frame) else { continue }
            var from = anchor(first, c.firstAttribute)
            var to: Point
            if let second = c.secondItem.flatMap(frame) {
                to = anchor(second, c.secondAttribute)
            } else if c.firstAttribute == .width {
                from = Point(x: first.minX, y: first.midY)
                to = Point(x: first.maxX, y: first.midY)
            } else {
                from = Point(x: first.midX, y: first.minY)
                to = Point(x: first.midX, y: first.maxY)
            }
            if abs(from.x - to.x) < 0.5, abs(from.y - to.y) < 0.5 { to = Point(x: to.x + 6, y: to.y + 6) }
            body.append("<line x1=\"\(n(from.x))\" y1=\"\(n(from.y))\" x2=\"\(n(to.x))\" y2=\"\(n(to.y))\" "
                + "stroke=\"\(style.conflictColor)\" stroke-width=\"2.5\"/>")
            body.append("<circle cx=\"\(n(from.x))\" cy=\"\(n(from.y))\" r=\"3\" fill=\"\(style.conflictColor)\"/>")
            body.append(text(c.equationDescription, x: (from.x + to.x) / 2 + 4, y: (from.y + to.y) / 2 - 4, size: 9,
                             color: style.conflictColor))
        }
        let m = style.margin
        let x0 = canvas.minX - m, y0 = canvas.minY - m - 16
        let width = max(canvas.width + 2 * m, 420), height = canvas.height + 2 * m + 40
        var svg = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\(n(width))" height="\(n(height))" \
            viewBox="\(n(x0)) \(n(y0)) \(n(width)) \(n(height))" font-family="Helvetica, Arial, sans-serif">

            """
        svg += "<title>\(escape(title))</title>\n"
        svg += "<rect x=\"\(n(x0))\" y=\"\(n(y0))\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#ffffff\"/>\n"
        svg += text("\(title) — \(conflicting.count) conflicting constraints (red), views as Plumb solves them",
                    x: x0 + 8, y: y0 + 14, size: 11, color: "#000000") + "\n"
        for element in body { svg += element + "\n" }
        return svg + "</svg>\n"
    }

    private func frame(_ item: LayoutItem) -> Rect? {
        if let view = item as? View { return view.frame }
        if let guide = item as? LayoutGuide { return guide.layoutFrame }
        return nil
    }

    private func anchor(_ r: Rect, _ attribute: LayoutAttribute) -> Point {
        switch attribute {
        case .left, .leading, .leftMargin, .leadingMargin: Point(x: r.minX, y: r.midY)
        case .right, .trailing, .rightMargin, .trailingMargin: Point(x: r.maxX, y: r.midY)
        case .top, .topMargin, .firstBaseline: Point(x: r.midX, y: r.minY)
        case .bottom, .bottomMargin, .lastBaseline: Point(x: r.midX, y: r.maxY)
        default: Point(x: r.midX, y: r.midY)
        }
    }

    private func union(_ a: Rect, _ b: Rect) -> Rect {
        guard b.width.isFinite, b.height.isFinite, b.minX.isFinite, b.minY.isFinite else { return a }
        let x0 = min(a.minX, b.minX), y0 = min(a.minY, b.minY)
        return Rect(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
    }

    private func text(_ content: String, x: Double, y: Double, size: Double, color: String) -> String {
        "<text x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size))\" fill=\"\(color)\">\(escape(content))</text>"
    }

    private func escape(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case _ where scalar.value < 0x20: out += "?"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private func n(_ x: Double) -> String {
        guard x.isFinite else { return "0" }
        let rounded = (x * 100).rounded() / 100
        return JSONValue.format(rounded == 0 ? 0 : rounded)
    }
}
