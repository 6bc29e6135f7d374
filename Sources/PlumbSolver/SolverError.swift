/// Why a ``Solver`` call was refused. A refused call leaves the solver as it was.
public enum SolverError: Error, Sendable, CustomStringConvertible {
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// A priority outside (0, 1000], or NaN.
    case invalidPriority(Double)
    /// A weight that is not a finite number greater than 0.
    case invalidWeight(Double)
    /// A coefficient or constant that is NaN or infinite, or a suggested value that is.
    case nonFiniteNumber(Constraint?)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional (priority below 1000).
    case requiredEditVariable(Variable)
    /// The required constraint cannot hold together with the required constraints already in
    /// the solver. `conflicts` is a minimal set of those: with the new constraint they cannot all
    /// hold, and dropping any one member makes the rest satisfiable.
    case unsatisfiable(Constraint, conflicts: [Constraint])
    /// Holding the required constraint would take a value beyond Double's range (a width of
    /// 1e308 doubled by a multiplier); the constraint was not added.
    case overflow(Constraint)
    /// The solver's ``Solver/deadline`` passed before the call finished; the call was undone.
    case interrupted

    /// A readable form, as Plumb prints it.
    public var description: String {
        switch self {
        case .duplicateConstraint(let c): "duplicate constraint: \(c)"
        case .unknownConstraint(let c): "unknown constraint: \(c)"
        case .invalidPriority(let p): "invalid priority \(p): priorities must be greater than 0 and at most 1000"
        case .invalidWeight(let w): "invalid weight \(w): weights must be finite and greater than 0"
        case .nonFiniteNumber(let c): "NaN or infinite number" + (c.map { " in constraint \($0)" } ?? "")
        case .duplicateEditVariable(let v): "duplicate edit variable: \(v)"
        case .unknownEditVariable(let v): "unknown edit variable: \(v)"
        case .requiredEditVariable(let v): "edit variable \(v) cannot be required (priority 1000)"
        case .overflow(let c): "overflow: holding \(c) would take a value beyond ±1.8e308"
        case .interrupted: "interrupted: the solver's deadline passed"
        case .unsatisfiable(let c, let conflicts):
            "unsatisfiable constraint: \(c); it conflicts with: " + conflicts.map(\.description).joined(separator: "; ")
        }
    }
}
