import PlumbSolver

// For benchmarks that time the solver alone on a hierarchy's constraints (plumb bench
// rowlist). Package-level: not part of the public API.

extension View {
    /// The solver constraints of the hierarchy, in the order the engine added them to its
    /// solver (root size, then each view's own, then the user's): replaying them on a fresh
    /// `Solver` in this order rebuilds the same system.
    package var solverConstraintsInAddOrder: [Constraint] {
        guard let engine = rootView.engine else { return [] }
        return engine.enforcedConstraints.sorted { $0.addedStamp < $1.addedStamp }.compactMap(\.solverConstraint)
    }
}
