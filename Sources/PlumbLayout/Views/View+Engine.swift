import PlumbSolver

/// How large a hierarchy's solver may grow (``View/solverCellLimit``): the solver's
/// ``PlumbSolver/CellLimit``, named here so that a client of the layout engine needs no
/// import of the solver.
public typealias SolverCellLimit = PlumbSolver.CellLimit

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
        // In preorder (the order the engine lists them in), from a stack of views: each is read
        // once, where a step-by-step walk re-reads its parent's subviews at every step.
        var pending: [View] = [self]
        while let view = pending.popLast() {
            engine.register(view)
            let subviews = view.subviews
            var k = subviews.count
            while k > 0 {
                k -= 1
                if subviews[k] !== joining { pending.append(subviews[k]) }
            }
        }
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

extension View {
    // MARK: Issues

    /// What the layout engine of this view's hierarchy had to work around (conflicts and
    /// refused constraints), oldest first. Kept on the root; read it from any view.
    public var layoutIssues: [LayoutIssue] { rootView.engine?.conflictState.issues ?? [] }

    /// Whether the last layout pass of this view's hierarchy stopped at its deadline
    /// (``layout(in:traits:deadline:)``) or at ``solverCellLimit``: its frames are those of
    /// the pass before.
    public var layoutWasInterrupted: Bool { rootView.engine?.conflictState.lastPassInterrupted ?? false }

    /// Whether the last layout pass of this view's hierarchy stopped because its solver passed
    /// ``solverCellLimit`` (then ``layoutWasInterrupted`` is true too).
    public var layoutPassedCellLimit: Bool { rootView.engine?.conflictState.lastPassPassedCellLimit ?? false }

    /// How large the solver of this view's hierarchy may grow in a layout pass (nil, the
    /// default: no limit). Kept on the root; set it from any view.
    ///
    /// A layout's solver grows with its constraints, a few cells to a row, but some layouts
    /// fill it in quadratically (an `equalCentering` stack of thousands of labels:
    /// Docs/benchmarks.md). With a limit, such a pass stops as at a deadline
    /// (``LayoutIssue/layoutTooLarge(cellLimit:)``, ``layoutPassedCellLimit``) before it takes
    /// all the memory there is. The `plumb` command line sets one on every layout file it
    /// reads (Docs/reliability.md).
    public var solverCellLimit: SolverCellLimit? {
        get { rootView.engine?.cellLimit }
        set { rootView.ensureEngine().cellLimit = newValue }
    }

    /// Forgets the recorded ``layoutIssues``.
    public func clearLayoutIssues() { rootView.engine?.conflictState.issues.removeAll() }

    /// The active constraints (yours and the engine's) that involve this view's attributes in an
    /// axis, in the order they were added: UIKit's debugging method of the same name.
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        rootView.engine?.constraints(involving: self, axis: axis) ?? []
    }
}
