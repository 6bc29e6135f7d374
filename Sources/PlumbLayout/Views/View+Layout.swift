extension View {
    // MARK: Layout pass

    /// Solves the constraints of the hierarchy this view is the root of, at `size`, and
    /// assigns frames.
    ///
    /// The root is placed at (0, 0) with the given size. The engine is kept across passes, so a
    /// pass after a few changes costs only those changes; only views whose variables changed
    /// (and subviews of views that moved) get new frames, and those are returned.
    /// Called on a subview, it lays out that subview's root.
    ///
    /// With a `deadline`, a pass still running when it passes stops (the solver checks it
    /// inside long additions and optimisations): the frames stay as they were,
    /// ``layoutIssues`` holds ``LayoutIssue/layoutInterrupted``, and the next pass finishes.
    @discardableResult
    public func layout(in size: Size, traits: TraitCollection = TraitCollection(),
                       deadline: ContinuousClock.Instant? = nil) -> [View] {
        rootView.ensureEngine().layout(in: size, traits: traits, deadline: deadline)
    }

    /// Lays out again at the last size and traits (the root's frame size and default traits if
    /// there was no pass yet), after constraint or content changes.
    @discardableResult
    public func layoutIfNeeded() -> [View] {
        let root = rootView
        let size = root.engine?.lastSize ?? root.frame.size
        return layout(in: size, traits: root.engine?.traits ?? TraitCollection())
    }

    // MARK: Coordinates

    /// The origin of this view's frame in root coordinates, with every bounds origin applied
    /// (where it is composited): each step adds `frame.origin − superview.boundsOrigin`.
    var originInRoot: Point {
        var point = frame.origin
        var view = self
        while let parent = view.superview {
            let o = parent.frame.origin
            point = Point(x: point.x - parent.boundsOrigin.x + o.x, y: point.y - parent.boundsOrigin.y + o.y)
            view = parent
        }
        return point
    }

    /// Converts a point from this view's bounds coordinates to `view`'s (to the root's
    /// coordinates for nil). Views of different hierarchies convert as if both roots sat at
    /// the same place. Transforms on the way apply (View+Transform.swift).
    public func convert(_ point: Point, to view: View?) -> Point {
        if hasTransformInChain || view?.hasTransformInChain == true {
            let inRoot = pointInRoot(point)
            return view?.pointFromRoot(inRoot) ?? inRoot
        }
        let o = originInRoot
        let inRoot = Point(x: point.x - boundsOrigin.x + o.x, y: point.y - boundsOrigin.y + o.y)
        guard let view else { return inRoot }
        let t = view.originInRoot
        return Point(x: inRoot.x - t.x + view.boundsOrigin.x, y: inRoot.y - t.y + view.boundsOrigin.y)
    }

    /// Converts a point from `view`'s bounds coordinates (the root's for nil) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        let inRoot = view?.convert(point, to: nil) ?? point
        if hasTransformInChain { return pointFromRoot(inRoot) }
        let o = originInRoot
        return Point(x: inRoot.x - o.x + boundsOrigin.x, y: inRoot.y - o.y + boundsOrigin.y)
    }

    /// Converts a rectangle from this view's bounds coordinates to `view`'s (through a
    /// transform: the bounding box of the converted corners).
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        if hasTransformInChain || view?.hasTransformInChain == true {
            return rect.boundingBox { convert($0, to: view) }
        }
        return Rect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts a rectangle from `view`'s bounds coordinates to this view's.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        if hasTransformInChain || view?.hasTransformInChain == true {
            return rect.boundingBox { convert($0, from: view) }
        }
        return Rect(origin: convert(rect.origin, from: view), size: rect.size)
    }
}
