extension LayoutEngine {
    /// The view's frame rectangle in root coordinates (no bounds origins, no snapping).
    func solvedFrame(of view: View) -> Rect {
        view.solvedRect(self).outset(by: view.alignmentRectInsets)
    }

    /// `rect` relative to `origin`, both in root coordinates, with edges snapped to pixels
    /// when the traits have a display scale.
    func relative(_ rect: Rect, to origin: Point) -> Rect {
        guard let scale = traits.displayScale, scale > 0, scale.isFinite else {
            return Rect(x: rect.minX - origin.x, y: rect.minY - origin.y, width: rect.width, height: rect.height)
        }
        func snap(_ x: Double) -> Double { (x * scale).rounded() / scale }
        let x0 = snap(rect.minX), y0 = snap(rect.minY), x1 = snap(rect.maxX), y1 = snap(rect.maxY)
        let ox = snap(origin.x), oy = snap(origin.y)
        return Rect(x: x0 - ox, y: y0 - oy, width: x1 - x0, height: y1 - y0)
    }
}
