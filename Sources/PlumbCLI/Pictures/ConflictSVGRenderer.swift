import PlumbLayout

/// `plumb explain-log --render`: the views of a rebuilt conflict block as Plumb solves them
/// (the broken constraint left out), and the constraints of the minimal conflicting set as red
/// lines between the anchors they relate. Same look and conventions as ``SVGRenderer``
/// (``SVGMarkup``).
struct ConflictSVGRenderer {
    let root: View
    let conflicting: [LayoutConstraint]
    let title: String

    /// A rebuilt block has no screen: views sit where the solver puts them, possibly at
    /// negative coordinates or with no size. Items smaller than this are drawn this big.
    static let minimumDrawnSize = 4.0

    func render() -> String {
        let frames = root.subviews.map { ($0.name, $0.frame) }
        var bounds: Rect?
        for (_, r) in frames { bounds = bounds.map { SVGMarkup.union($0, r) } ?? r }
        let canvas = bounds ?? Rect(x: 0, y: 0, width: 100, height: 100)
        var body: [String] = []
        for (name, r) in frames {
            let drawn = Rect(x: r.minX, y: r.minY, width: max(r.width, Self.minimumDrawnSize),
                             height: max(r.height, Self.minimumDrawnSize))
            body.append(SVGMarkup.rect(drawn, fill: "#ffffff", fillOpacity: 0.55, stroke: "#555555", width: 1))
            body.append(text("\(name) \(r)", x: drawn.minX + 2, y: drawn.minY + 10, size: 9, color: "#222222"))
        }
        for c in conflicting {
            guard let first = c.firstItem.flatMap(frame) else { continue }
            var from = SVGMarkup.anchorPoint(first, c.firstAttribute)
            var to: Point
            if let second = c.secondItem.flatMap(frame) {
                to = SVGMarkup.anchorPoint(second, c.secondAttribute)
            } else if c.firstAttribute == .width {
                from = Point(x: first.minX, y: first.midY)
                to = Point(x: first.maxX, y: first.midY)
            } else {
                from = Point(x: first.midX, y: first.minY)
                to = Point(x: first.midX, y: first.maxY)
            }
            if abs(from.x - to.x) < 0.5, abs(from.y - to.y) < 0.5 { to = Point(x: to.x + 6, y: to.y + 6) }
            body.append("<line x1=\"\(SVGMarkup.number(from.x))\" y1=\"\(SVGMarkup.number(from.y))\" x2=\"\(SVGMarkup.number(to.x))\" y2=\"\(SVGMarkup.number(to.y))\" "
                + "stroke=\"\(SVGRenderer.conflictColor)\" stroke-width=\"2.5\"/>")
            body.append("<circle cx=\"\(SVGMarkup.number(from.x))\" cy=\"\(SVGMarkup.number(from.y))\" r=\"3\" fill=\"\(SVGRenderer.conflictColor)\"/>")
            body.append(text(c.equationDescription, x: (from.x + to.x) / 2 + 4, y: (from.y + to.y) / 2 - 4, size: 9,
                             color: SVGRenderer.conflictColor))
        }
        let m = SVGRenderer.margin
        let x0 = canvas.minX - m, y0 = canvas.minY - m - 16
        let width = max(canvas.width + 2 * m, 420), height = canvas.height + 2 * m + 40
        var svg = SVGMarkup.documentStart(canvas: Rect(x: x0, y: y0, width: width, height: height), title: title)
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

    private func text(_ content: String, x: Double, y: Double, size: Double, color: String) -> String {
        SVGMarkup.text(content, x: x, y: y, font: PictureText.font(size), color: color)
    }
}
