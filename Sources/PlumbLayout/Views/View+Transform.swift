// How a view's transform maps points between its bounds coordinates and its superview's.
// Auto Layout ignores transforms (constraints place the untransformed rectangle, as in UIKit);
// `frame` and the `convert` methods apply them.

extension View {
    /// The point, in the superview's bounds coordinates, about which ``transform`` applies:
    /// the centre of the untransformed frame (UIKit's default anchor point), except for a
    /// scroll view's zoomed view, which scales about the content origin (see
    /// ``ScrollView/zoomScale``).
    var transformAnchor: Point {
        if let scrollView = superview as? ScrollView, scrollView.zoomedView === self { return .zero }
        return Point(x: storedFrame.midX, y: storedFrame.midY)
    }

    /// ``transform`` about ``transformAnchor``, in the superview's coordinates.
    var anchoredTransform: AffineTransform {
        let anchor = transformAnchor
        return AffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform)
            .concatenating(AffineTransform(translationX: anchor.x, y: anchor.y))
    }

    /// The frame with ``transform`` applied: the bounding box of the transformed rectangle.
    var transformedFrame: Rect { anchoredTransform.apply(to: storedFrame) }

    /// A point of this view's bounds coordinates in its superview's bounds coordinates (for a
    /// root, in root coordinates).
    func pointInParent(_ p: Point) -> Point {
        let q = Point(x: p.x - boundsOrigin.x + storedFrame.minX, y: p.y - boundsOrigin.y + storedFrame.minY)
        return transform.isIdentity ? q : anchoredTransform.apply(to: q)
    }

    /// The inverse of ``pointInParent(_:)`` (a singular transform is ignored).
    func pointFromParent(_ q: Point) -> Point {
        var q = q
        if !transform.isIdentity, let inverse = anchoredTransform.inverted() { q = inverse.apply(to: q) }
        return Point(x: q.x - storedFrame.minX + boundsOrigin.x, y: q.y - storedFrame.minY + boundsOrigin.y)
    }

    /// A point of this view's bounds coordinates in root coordinates (every bounds origin and
    /// transform on the way applied).
    func pointInRoot(_ p: Point) -> Point {
        var point = p
        var current: View? = self
        while let view = current {
            point = view.pointInParent(point)
            current = view.superview
        }
        return point
    }

    /// A point of root coordinates in this view's bounds coordinates.
    func pointFromRoot(_ p: Point) -> Point {
        var chain: [View] = []
        var current: View? = self
        while let view = current {
            chain.append(view)
            current = view.superview
        }
        var point = p
        for view in chain.reversed() { point = view.pointFromParent(point) }
        return point
    }

    /// Whether this view or an ancestor has a transform.
    var hasTransformInChain: Bool {
        var current: View? = self
        while let view = current {
            if !view.transform.isIdentity { return true }
            current = view.superview
        }
        return false
    }
}

extension Rect {
    /// The smallest rectangle holding the four corners mapped by `map`.
    func boundingBox(_ map: (Point) -> Point) -> Rect {
        let corners = [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: minX, y: maxY), Point(x: maxX, y: maxY)]
            .map(map)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min() ?? 0, x1 = xs.max() ?? 0, y0 = ys.min() ?? 0, y1 = ys.max() ?? 0
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
