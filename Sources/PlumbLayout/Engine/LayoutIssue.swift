import PlumbSolver

/// Something the layout engine had to work around, kept in ``View/layoutIssues`` of the root.
public enum LayoutIssue: CustomStringConvertible {
    /// Required constraints could not all hold. `conflicts` is a minimal conflicting set (it
    /// includes `broken`): with all of them the system has no solution, without any one of them
    /// it has. The engine broke `broken`, the member UIKit's rule picks (Docs/diagnostics.md,
    /// "Which constraint is broken"), and went on. A member may be the engine's rule that a
    /// view's size is never negative (``LayoutConstraint/Kind/nonNegativeSize(_:)``), never
    /// the one broken.
    case unsatisfiable(broken: LayoutConstraint, conflicts: [LayoutConstraint])
    /// The solver refused the constraint (for example a NaN constant); it is not enforced.
    case invalidConstraint(LayoutConstraint, reason: String)
    /// A change to an active constraint that could not be made (from ``LayoutConstraint/priority(_:)``).
    case refusedChange(LayoutConstraint, LayoutError)
    /// The safe-area and margin insets of subviews still changed after the pass's last
    /// iteration; frames use the last values.
    case safeAreaDidNotSettle
    /// A multi-line label that wraps at its laid-out width was still given a new width after
    /// the pass's last extra solve (``Label/wrapsAtLaidOutWidth``): its width depends on its own
    /// height through the constraints. Frames are those of the last solve.
    case textWrappingDidNotSettle(Label)
    /// ``View/layoutSubviews()`` still changed the layout after the pass's last round
    /// (``LayoutEngine/layoutRoundLimit``): the view named waits for another call, which the
    /// next pass makes. Frames are those of the last solve.
    case layoutSubviewsDidNotSettle(View)
    /// A vertical ``StackView`` was given a baseline alignment, which only horizontal stacks
    /// support; it lays out with `treatedAs` (leading for first baseline, trailing for last).
    case invalidStackAlignment(StackView, alignment: StackView.Alignment, treatedAs: StackView.Alignment)
    /// The pass stopped at its deadline (``View/layout(in:traits:deadline:)``) before it
    /// finished: frames are those of the pass before; the next pass finishes the work.
    case layoutInterrupted
    /// The pass stopped because the solver's tableau passed ``View/solverCellLimit``
    /// (`cellLimit`): frames are those of the pass before. The constraints fill the tableau in
    /// faster than linearly; the next pass stops the same way.
    case layoutTooLarge(cellLimit: SolverCellLimit)
    /// The solution gives the view a value that is not a finite number: the arithmetic of its
    /// constraints overflowed (magnitudes past about 1.8e308, through multipliers and large
    /// constants). Its frame is not usable; the constraints on it need smaller numbers.
    case nonFiniteValue(View, LayoutAxis)
    /// The solver stopped short of the optimum because going on would take a value beyond
    /// about ±1.8e308 (``PlumbSolver/Solver/didOverflow``): every frame is a number, but the
    /// optional constraints are not satisfied as far as they could be.
    case solutionOutOfRange

    /// The conflict message in UIKit's wording, or a one-line message for the other issues.
    public var description: String {
        switch self {
        case .unsatisfiable(let broken, let conflicts):
            var s = UnsatisfiableConstraintsLog.advice
            if conflicts.contains(where: { $0.kind == .autoresizingMask }) {
                s += """
                    \t(Note: If you're seeing autoresizing mask constraints that you don't understand, refer to the \
                    documentation for the View property translatesAutoresizingMaskIntoConstraints)

                    """
            }
            s += "(\n"
            s += conflicts.map { "    \"\($0)\"" }.joined(separator: ",\n")
            s += "\n)\n\nWill attempt to recover by breaking constraint \n\(broken)\n\n"
            s += "Inspect layoutIssues of the root view to find this conflict from code.\n"
            return s
        case .invalidConstraint(let c, let reason): return "Constraint not enforced: \(c): \(reason)"
        case .refusedChange(let c, let error): return "Change refused for \(c): \(error)"
        case .safeAreaDidNotSettle:
            return "Safe area insets did not settle; the layout uses the last computed values"
        case .textWrappingDidNotSettle(let label):
            return "\(label.debugName) wraps its text at its laid-out width, and that width still changed after "
                + "\(LayoutEngine.wrappingPassLimit) more solves (its width depends on its height); the layout keeps the last frames"
        case .layoutSubviewsDidNotSettle(let view):
            return "\(view.debugName)'s layoutSubviews still changed the layout after \(LayoutEngine.layoutRoundLimit) rounds; "
                + "the layout keeps the last frames"
        case .invalidStackAlignment(let stack, let alignment, let treatedAs):
            return "\(stack.debugName): alignment \(alignment) applies to horizontal stack views only; "
                + "this vertical stack view lays out as \(treatedAs)"
        case .layoutInterrupted:
            return "The layout pass stopped at its deadline; frames are those of the pass before"
        case .layoutTooLarge(let limit):
            return "The layout pass stopped: its solver passed its limit (\(limit); solverCellLimit), "
                + "as \(Self.tooLargeCauses) make it do; frames are those of the pass before"
        case .nonFiniteValue(let view, let axis):
            return "\(view.debugName)'s \(axis == .horizontal ? "x or width" : "y or height") is not a finite number: its constraints overflow"
        case .solutionOutOfRange:
            return "The layout stopped short of its optimum: going on would take a value beyond ±1.8e308"
        }
    }

    /// What makes a solver pass ``View/solverCellLimit``, for messages that say why a layout
    /// was stopped.
    public static let tooLargeCauses = "constraints that fill the solver in quadratically (an equalCentering stack of "
        + "thousands of labels) or a stack of tens of thousands of views filling proportionally (its hundreds of "
        + "priorities cost every variable a slot each)"

    /// The constraint the engine stopped enforcing, if any.
    public var brokenConstraint: LayoutConstraint? {
        switch self {
        case .unsatisfiable(let broken, _): broken
        case .invalidConstraint(let c, _): c
        case .refusedChange, .safeAreaDidNotSettle, .textWrappingDidNotSettle, .layoutSubviewsDidNotSettle, .invalidStackAlignment,
             .layoutInterrupted, .layoutTooLarge, .nonFiniteValue, .solutionOutOfRange: nil
        }
    }
}
