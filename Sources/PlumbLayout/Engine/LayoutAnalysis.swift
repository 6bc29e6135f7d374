import PlumbSolver

/// A read-only view of a laid-out hierarchy's solution, for tools that analyse a layout
/// (diagnostics, `plumb explain`, importers) rather than lay one out.
///
/// It answers, in layout terms, what the engine knows beyond the frames: which values every
/// optimal solution shares (and, for those it does not, their range with two optimal frames),
/// whether a scroll view's constraints define its content size, and which enforced
/// constraints hold with equality or are violated. Nothing asked of it changes the layout.
///
/// Make one after a layout pass (``View/layout(in:traits:)``) and ask it before the hierarchy
/// changes: the ranges come from a snapshot of the optimum taken at the first question that
/// needs one, the rest from the engine's current solution. Not thread-safe, like the views.
public final class LayoutAnalysis {
    /// The view the analysis was made from.
    public let view: View
    /// `view` and its descendants, in preorder (a view before its subviews, subviews in order);
    /// listed at the first use, so that an analysis that does not need them costs nothing.
    public private(set) lazy var views: [View] = {
        var views: [View] = []
        view.forEachInSubtree { views.append($0) }
        return views
    }()
    private let engine: LayoutEngine
    /// The snapshot of the optimum, made at the first range question (optimising first, and
    /// copying the solver's tableau, is wasted on callers that only read values).
    private var face: OptimalFace?
    /// Sizes the ranges hold views at (``init(_:holdingSizes:priority:)``).
    private let heldSizes: [(view: View, size: Size)]
    private let heldPriority: LayoutPriority

    /// The analysis of `view` and its descendants, within its hierarchy's layout; nil before
    /// the hierarchy's first layout pass.
    public convenience init?(_ view: View) {
        self.init(view, holdingSizes: [], priority: .required)
    }

    /// The analysis of `view`'s hierarchy with each of `heldSizes` held at its size (its
    /// alignment rectangle's width and height) as strongly as `priority` allows: ranges are
    /// over the optimal solutions of the layout with those preferences added, as if they were
    /// constraints, and the layout itself is not touched. Frames and constraint questions
    /// answer for the layout as it is.
    public init?(_ view: View, holdingSizes heldSizes: [(view: View, size: Size)], priority: LayoutPriority) {
        guard let engine = view.rootView.engine, engine.hasLaidOut else { return nil }
        engine.ensureNoDirectArrangements()
        self.view = view
        self.engine = engine
        self.heldSizes = heldSizes.filter { $0.view.registeredEngine === engine }
        heldPriority = priority
    }

    /// Every constraint the engine enforces in the whole hierarchy (the user's and its own,
    /// such as content-size and autoresizing constraints), in the order they were activated.
    /// Broken and inactive constraints are not among them.
    public var enforcedConstraints: [LayoutConstraint] { engine.enforcedConstraints }

    // MARK: Ranges over the optimal solutions

    /// How `view`'s frame can vary along `axis` over the optimal solutions (every priority
    /// level at its optimum), in its superview's coordinates; nil when its position and its
    /// length there are both determined, or `view` is not in this hierarchy.
    ///
    /// Cheap for most views: a screen of the optimum settles them without a probe; each
    /// coordinate it cannot settle costs a probe of the solver.
    public func frameAmbiguity(of view: View, along axis: LayoutAxis) -> FrameAmbiguity? {
        guard view.registeredEngine === engine else { return nil }
        return probing { face in
            guard let ranges = view.freeRanges(axis, in: &face) else { return nil }
            let current = view.ambiguityWitnessVariables.map { engine.solver.value(of: $0) }
            return FrameAmbiguity(axis: axis,
                                  position: LayoutRange(ranges.position.range, of: view, along: ranges.position.expression, from: current),
                                  length: LayoutRange(ranges.length.range, of: view, along: ranges.length.expression, from: current))
        }
    }

    /// Whether an enforced constraint reaches `scrollView`'s content area along `axis`, so that
    /// the constraints, not the value code assigns, give its ``ScrollView/contentSize`` there.
    public func isContentSizeDefinedByConstraints(_ scrollView: ScrollView, along axis: LayoutAxis) -> Bool {
        scrollView.registeredEngine === engine && scrollView.isContentSizeDefinedByConstraints(axis)
    }

    /// The values `scrollView`'s content width (or height) takes over the optimal solutions,
    /// when the constraints define it (``isContentSizeDefinedByConstraints(_:along:)``) but do
    /// not fix it; nil when they fix it or do not define it. The range has no frames.
    public func contentSizeAmbiguity(of scrollView: ScrollView, along axis: LayoutAxis) -> LayoutRange? {
        guard isContentSizeDefinedByConstraints(scrollView, along: axis) else { return nil }
        let guide = scrollView.contentLayoutGuide
        let variable = axis == .horizontal ? guide.widthVariable : guide.heightVariable
        return probing { face in
            guard face.mayVary(variable) else { return nil }
            let range = LayoutRange(face.range(of: variable))
            return range.isDetermined ? nil : range
        }
    }

    /// Runs `body` on the snapshot of the optimum, made on first use.
    private func probing<T>(_ body: (inout OptimalFace) -> T) -> T {
        var current = face ?? heldFace()
        // The stored copy is released, so that probing mutates `current` in place instead of
        // copying the whole tableau.
        face = nil
        defer { face = current }
        return body(&current)
    }

    private func heldFace() -> OptimalFace {
        var face = engine.boundedOptimalFace()
        let priority = Priority(heldPriority.value)
        for (view, size) in heldSizes {
            face.hold(view.widthVariable, at: size.width, priority: priority)
            face.hold(view.heightVariable, at: size.height, priority: priority)
        }
        return face
    }

    // MARK: Constraints in the current solution

    /// Whether `constraint` is enforced by this layout and holds with equality in the current
    /// solution (an inequality at its bound, an optional constraint fully satisfied, …): the
    /// constraints that pin a value rather than merely bound it.
    public func isBinding(_ constraint: LayoutConstraint) -> Bool {
        guard let (s, e) = residual(constraint) else { return false }
        return abs(e) <= 1e-6 * max(1, abs(s.expression.constant))
    }

    /// How far the current solution is from satisfying `constraint`, in points (0 when it
    /// holds); nil when this layout does not enforce it. An optional constraint that lost to
    /// higher priorities has a positive violation.
    public func violation(of constraint: LayoutConstraint) -> Double? {
        guard let (s, e) = residual(constraint) else { return nil }
        return switch s.relation {
        case .equal: abs(e)
        case .greaterThanOrEqual: max(0, -e)
        case .lessThanOrEqual: max(0, e)
        }
    }

    /// The solver constraint enforcing `c` in this layout, and its expression's value in the
    /// current solution (zero when it holds with equality).
    private func residual(_ c: LayoutConstraint) -> (Constraint, Double)? {
        guard c.engine === engine, let s = c.solverConstraint else { return nil }
        return (s, s.expression.evaluate { engine.solver.value(of: $0) })
    }

    // MARK: Export

    /// The solver constraints the engine enforces, in the order it added them to its solver
    /// (root size, then each view's own, then the user's): adding them in this order to a
    /// fresh `Solver` rebuilds the same system, which is how `plumb bench` times the solver
    /// alone on a hierarchy's constraints.
    ///
    /// PlumbSolver's types, not layout ones, because the point is to bypass the layout engine.
    /// They are immutable; adding them to another solver leaves this layout untouched.
    public func solverConstraintsInAddOrder() -> [Constraint] {
        engine.enforcedConstraints.sorted { $0.addedStamp < $1.addedStamp }.compactMap(\.solverConstraint)
    }
}

/// How a view's frame can vary along one axis over the optimal solutions of its layout
/// (``LayoutAnalysis/frameAmbiguity(of:along:)``): at least one of the two is not determined.
public struct FrameAmbiguity: Sendable, Equatable {
    /// The axis: x and width, or y and height.
    public var axis: LayoutAxis
    /// The frame's x (or y) in the superview's coordinates.
    public var position: LayoutRange
    /// The frame's width (or height).
    public var length: LayoutRange
}

/// The values one coordinate of a solved layout takes over every optimal solution, with the
/// view's frame at each end (two frames its constraints allow equally well).
///
/// The ends are plain numbers rather than a `ClosedRange`: either may be infinite, and for a
/// determined value the solver's rounding may leave `lower` a hair above `upper`.
public struct LayoutRange: Sendable, Equatable {
    /// The least value (`-infinity` when unbounded).
    public var lower: Double
    /// The greatest value (`+infinity` when unbounded).
    public var upper: Double
    /// Whether every optimal solution gives the same value (within the solver's rounding).
    public var isDetermined: Bool
    /// The view's frame, in its superview's coordinates, in an optimal solution where the value
    /// is `lower`; nil when `lower` is unbounded or the range is not of a frame coordinate.
    public var lowerFrame: Rect?
    /// The frame where the value is `upper`; nil when `upper` is unbounded or the range is not
    /// of a frame coordinate.
    public var upperFrame: Rect?
    /// When `lower` is unbounded: the frame of an optimal solution ``View/ambiguityExerciseDistance``
    /// below the solved value (as `exerciseAmbiguityInLayout()` moves the view); else nil.
    public var lowerStepFrame: Rect?
    /// When `upper` is unbounded: the frame of an optimal solution that far above it.
    public var upperStepFrame: Rect?

    init(_ range: OptimalRange, of view: View? = nil, along expression: Expression? = nil, from current: [Double] = []) {
        lower = range.lower
        upper = range.upper
        isDetermined = range.isDetermined
        lowerFrame = range.lower.isFinite ? view?.frame(fromWitness: range.lowerWitness) : nil
        upperFrame = range.upper.isFinite ? view?.frame(fromWitness: range.upperWitness) : nil
        if let view, let expression, !range.isDetermined {
            if !range.lower.isFinite { lowerStepFrame = view.steppedFrame(toward: range.lowerWitness, from: current, along: expression) }
            if !range.upper.isFinite { upperStepFrame = view.steppedFrame(toward: range.upperWitness, from: current, along: expression) }
        }
    }
}
