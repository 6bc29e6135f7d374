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
        let m = SVGRenderer.margin
        let width = max(canvas.width + 2 * m, 420)
        let area = Rect(x: canvas.minX - m, y: canvas.minY - m, width: width, height: canvas.height + 2 * m)
        // Captions and equations go where they overlap nothing (BoxPlacer, as in plumb render);
        // what finds no room is listed under the drawing.
        var placer = BoxPlacer(area: area)
        let font = PictureText.font(9)
        let metrics = PictureText.metrics(font)
        var body: [String] = [], labels: [String] = [], unplaced: [(String, String)] = []
        func place(_ content: String, _ candidates: (Size) -> [Point], color: String) {
            let size = Size(width: PictureText.width(content, font), height: metrics.lineHeight)
            if let origin = placer.place(size, at: candidates(size)) {
                labels.append(SVGMarkup.text(content, x: origin.x, y: origin.y + metrics.ascender, font: font, color: color,
                                             class: "caption"))
            } else {
                unplaced.append((content, color))
            }
        }
        var drawnFrames: [(String, Rect, Rect)] = []
        for (name, r) in frames {
            let drawn = Rect(x: r.minX, y: r.minY, width: max(r.width, Self.minimumDrawnSize),
                             height: max(r.height, Self.minimumDrawnSize))
            body.append(SVGMarkup.rect(drawn, fill: "#ffffff", fillOpacity: 0.55, stroke: "#555555", width: 1))
            drawnFrames.append((name, r, drawn))
        }
        for c in conflicting {
            guard let first = c.firstItem.flatMap(frame) else { continue }
            let (from, to) = SVGMarkup.constraintLine(c, first: first, second: c.secondItem.flatMap(frame))
            body.append("<line x1=\"\(SVGMarkup.number(from.x))\" y1=\"\(SVGMarkup.number(from.y))\" x2=\"\(SVGMarkup.number(to.x))\" y2=\"\(SVGMarkup.number(to.y))\" "
                + "stroke=\"\(SVGRenderer.conflictColor)\" stroke-width=\"2.5\"/>")
            body.append("<circle cx=\"\(SVGMarkup.number(from.x))\" cy=\"\(SVGMarkup.number(from.y))\" r=\"3\" fill=\"\(SVGRenderer.conflictColor)\"/>")
            let mid = Point(x: (from.x + to.x) / 2, y: (from.y + to.y) / 2)
            place(c.equationDescription, { s in
                [Point(x: mid.x + 4, y: mid.y - s.height - 2), Point(x: mid.x + 4, y: mid.y + 2),
                 Point(x: mid.x - s.width - 4, y: mid.y - s.height - 2), Point(x: mid.x - s.width - 4, y: mid.y + 2)]
            }, color: SVGRenderer.conflictColor)
        }
        // Smallest views first: they have the least room.
        for (name, r, drawn) in drawnFrames.sorted(by: { $0.2.width * $0.2.height < $1.2.width * $1.2.height }) {
            place("\(name) \(r)", { BoxPlacer.candidates(around: drawn, $0) }, color: "#222222")
        }
        let x0 = area.minX, y0 = area.minY - 16
        let height = area.height + 24 + Double(unplaced.count) * metrics.lineHeight
        var svg = SVGMarkup.documentStart(canvas: Rect(x: x0, y: y0, width: width, height: height), title: title)
        let titleFont = PictureText.font(11)
        svg += SVGMarkup.text(PictureText.middle("\(title) — \(conflicting.count) conflicting constraints (red), views as Plumb solves them",
                                                 titleFont, width: width - 16),
                              x: x0 + 8, y: y0 + 14, font: titleFont, color: "#000000", class: "title") + "\n"
        for element in body + labels { svg += element + "\n" }
        for (i, (content, color)) in unplaced.enumerated() {
            svg += SVGMarkup.text(PictureText.tail(content, font, width: width - 16), x: x0 + 8,
                                  y: area.maxY + 12 + Double(i) * metrics.lineHeight, font: font, color: color,
                                  class: "outline-entry") + "\n"
        }
        return svg + "</svg>\n"
    }

    private func frame(_ item: LayoutItem) -> Rect? {
        if let view = item as? View { return view.frame }
        if let guide = item as? LayoutGuide { return guide.layoutFrame }
        return nil
    }

}
