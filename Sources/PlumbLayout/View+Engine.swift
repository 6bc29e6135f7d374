import PlumbSolver

extension View {
    /// Every constraint the engine made for this view.
    var implicitConstraints: [LayoutConstraint] {
        contentConstraints.compactMap { $0 } + autoresizingConstraints + systemGuides.flatMap(\.definingConstraints)
    }

    /// The root's engine, created (and every view of the hierarchy registered) if needed.
    /// Call on a root.
    func ensureEngine() -> LayoutEngine {
        if let engine { return engine }
        let engine = LayoutEngine(root: self)
        self.engine = engine
        forEachInSubtree { engine.register($0) }
        let waiting = constraintsAwaitingEngine
        constraintsAwaitingEngine = []
        // Those deactivated (or re-activated, and so tracked already) since are skipped.
        for c in waiting where c.activeState && c.engine == nil {
            engine.track(c)
            engine.sync(c)
        }
        return engine
    }

    /// The origin of the frame in root coordinates (no bounds origins), from the solver.
    func engineFrameOrigin(_ engine: LayoutEngine) -> Point {
        Point(x: engine.solver.value(of: minX) - alignmentRectInsets.left,
              y: engine.solver.value(of: minY) - alignmentRectInsets.top)
    }
}
