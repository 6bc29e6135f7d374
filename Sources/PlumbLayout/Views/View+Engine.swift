import PlumbSolver

extension View {
    /// Calls `body` with every constraint the engine made for this view: content size,
    /// autoresizing mask, system guides. Without building a list: the layout pass and every
    /// registration and removal walk them for each view of a hierarchy.
    func forEachImplicitConstraint(_ body: (LayoutConstraint) -> Void) {
        sizing.contentConstraints.forEach(body)
        for c in autoresizingConstraints { body(c) }
        if let c = sizing.sizeBounds[0] { body(c) }
        if let c = sizing.sizeBounds[1] { body(c) }
        forEachSystemGuide { guide in
            for c in guide.definingConstraints { body(c) }
        }
    }

    /// The root's engine, created (and every view of the hierarchy registered) if needed.
    /// Call on a root. A new engine leaves `joining`'s subtree out: a subtree that is being
    /// added registers through ``LayoutEngine/adopt(subtree:from:)``.
    func ensureEngine(excluding joining: View? = nil) -> LayoutEngine {
        if let engine { return engine }
        let engine = LayoutEngine(root: self)
        self.engine = engine
        var walk = PreorderWalk(self, skipping: joining)
        while let view = walk.next() { engine.register(view) }
        for c in takeConstraintsAwaitingEngine() {
            engine.track(c)
            engine.sync(c)
        }
        return engine
    }

    /// The constraints kept since this view's subtree was removed (``constraintsAwaitingEngine``)
    /// that are still active and untracked (those deactivated, or re-activated and so tracked,
    /// since are dropped), in activation order; the list is emptied.
    func takeConstraintsAwaitingEngine() -> [LayoutConstraint] {
        let waiting = constraintsAwaitingEngine
        constraintsAwaitingEngine = []
        return waiting.filter { $0.activeState && $0.engine == nil }
    }

    /// The origin of the frame in root coordinates (no bounds origins), from the solver.
    func engineFrameOrigin(_ engine: LayoutEngine) -> Point {
        Point(x: engine.solver.value(of: minX) - alignmentRectInsets.left,
              y: engine.solver.value(of: minY) - alignmentRectInsets.top)
    }
}
