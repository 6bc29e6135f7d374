import PlumbSolver
import Testing

// Bridges between PlumbSolver and the reference LP, and the comparisons the differential tests
// make. Failure messages always carry enough context (seed, system) to reproduce the case.

/// Tolerances of the comparisons with the reference (explicit, all here).
enum Check {
    /// Per-level cost agreement: |solver − reference| ≤ costRelative × max(1, reference).
    static let costRelative = 1e-6
    /// A required constraint holds when |violation| ≤ requiredRelative × (|b| + Σ|a_j x_j|, ≥ 1).
    static let requiredRelative = 1e-7
    /// "Values unchanged" (for example after a refused call): |after − before| ≤ this × max(1, |before|).
    static let sameValue = 1e-9
}

/// The dense reference form of a Plumb constraint over `variables` (repeated variables have
/// their coefficients added, as the solver does). Every variable of `c` must be in `variables`.
func reference(_ c: Constraint, over variables: [Variable]) -> RefConstraint {
    var a = [Double](repeating: 0, count: variables.count)
    for term in c.expression.terms {
        guard let j = variables.firstIndex(of: term.variable) else {
            Issue.record("variable \(term.variable) of \(c) is not in the variable list")
            continue
        }
        a[j] += term.coefficient
    }
    let relation: RefRelation = switch c.relation {
    case .equal: .equal
    case .lessThanOrEqual: .lessOrEqual
    case .greaterThanOrEqual: .greaterOrEqual
    }
    return RefConstraint(a, c.expression.constant, relation, priority: c.priority.value, weight: c.weight)
}

/// Builds a Plumb constraint equal to `r` (same equation, priority and weight), written in one
/// of several styles so that the solver sees terms in different orders, repeated variables,
/// explicit zero coefficients, and variables on both sides.
func makeConstraint(_ r: RefConstraint, _ variables: [Variable], style: Int) -> Constraint {
    let priority = Priority(r.priority)
    let relation: Relation = switch r.relation {
    case .equal: .equal
    case .lessOrEqual: .lessThanOrEqual
    case .greaterOrEqual: .greaterThanOrEqual
    }
    let indexed = r.coefficients.enumerated().filter { $0.element != 0 }
    switch style % 4 {
    case 0:
        // Plain terms, in variable order.
        let terms = indexed.map { Term(variables[$0.offset], $0.element) }
        return Constraint(Expression(terms: terms, constant: r.constant), relation,
                          priority: priority, weight: r.weight)
    case 1:
        // Operators, terms in reverse order, the constant on the right-hand side
        // (lhs − (−b) == lhs + b exactly), plus an explicit zero term.
        var lhs = Expression(0)
        for (j, a) in indexed.reversed() { lhs = lhs + a * variables[j] }
        if let first = variables.first { lhs = lhs + Expression(terms: [Term(first, 0)]) }
        return Constraint(lhs, relation, Expression(-r.constant), priority: priority, weight: r.weight)
    case 2:
        // Each coefficient split into two terms of the same variable (exact: a/2 + a/2).
        var terms: [Term] = []
        for (j, a) in indexed { terms.append(Term(variables[j], a / 2)) }
        for (j, a) in indexed.reversed() { terms.append(Term(variables[j], a / 2)) }
        return Constraint(Expression(terms: terms, constant: r.constant), relation,
                          priority: priority, weight: r.weight)
    default:
        // Negative terms moved to the right-hand side with positive coefficients.
        let lhs = Expression(terms: indexed.filter { $0.element > 0 }.map { Term(variables[$0.offset], $0.element) },
                             constant: r.constant)
        let rhs = Expression(terms: indexed.filter { $0.element < 0 }.map { Term(variables[$0.offset], -$0.element) })
        return Constraint(lhs, relation, rhs, priority: priority, weight: r.weight)
    }
}

/// The solver's current values of `variables` (after bringing them up to date).
func values(_ solver: Solver, _ variables: [Variable]) -> [Double] {
    solver.updateVariables()
    return variables.map { solver.value(of: $0) }
}

/// Compares a point (the solver's values) with the reference's lexicographic optimum of
/// `constraints`: the required constraints must hold and each level's cost must equal the
/// reference optimum (costs, not points: optima need not be unique). Returns a description
/// of the first disagreement, or nil.
func disagreement(point x: [Double], _ constraints: [RefConstraint], variableCount n: Int) -> String? {
    for c in constraints where c.isRequired {
        let v = c.violation(at: x)
        if v > Check.requiredRelative * c.magnitude(at: x) {
            return "required constraint violated by \(v): \(c)\n  solver point \(x)"
        }
    }
    switch ReferenceLP.solve(variableCount: n, constraints) {
    case .infeasible:
        return "the reference says the required constraints are infeasible, the solver accepted them"
    case .oracleFailure(let why):
        return "reference failure: \(why)"
    case .optimal(let ref):
        let got = ReferenceLP.levelCosts(constraints, at: x)
        for (g, e) in zip(got, ref.levels) where Swift.abs(g.cost - e.cost) > Check.costRelative * Swift.max(1, e.cost) {
            return """
                level @\(e.priority): solver cost \(g.cost), reference optimum \(e.cost)
                  all levels (solver): \(got.map { "@\($0.priority)=\($0.cost)" })
                  all levels (reference): \(ref.levels.map { "@\($0.priority)=\($0.cost)" })
                  solver point \(x)
                  reference point \(ref.point)
                """
        }
        return nil
    }
}

/// Checks a conflict set reported with `.unsatisfiable(c, conflicts:)`: every member is a
/// required constraint in the solver, the set plus `c` is infeasible, and dropping any one member
/// makes it feasible. Returns a description of the first problem, or nil.
func conflictProblem(_ c: Constraint, _ conflicts: [Constraint], solver: Solver, variables: [Variable]) -> String? {
    var seen = Set<ObjectIdentifier>()
    for m in conflicts {
        if !seen.insert(ObjectIdentifier(m)).inserted { return "conflict listed twice: \(m)" }
        if m === c { return "the refused constraint itself is listed as a conflict" }
        if !solver.contains(m) { return "conflict \(m) is not a constraint of the solver" }
        if !m.priority.isRequired { return "conflict \(m) is not required" }
    }
    let refC = reference(c, over: variables)
    let refs = conflicts.map { reference($0, over: variables) }
    if ReferenceLP.requiredFeasible(variableCount: variables.count, refs + [refC]) {
        return "conflict set plus the refused constraint is feasible (per the reference)"
    }
    for i in refs.indices {
        var rest = refs
        rest.remove(at: i)
        if !ReferenceLP.requiredFeasible(variableCount: variables.count, rest + [refC]) {
            return "conflict set is not minimal: still infeasible without \(conflicts[i])"
        }
    }
    return nil
}

/// A readable listing of Plumb constraints.
func listing(_ constraints: [Constraint]) -> String {
    constraints.enumerated().map { "  [\($0.offset)] \($0.element)" }.joined(separator: "\n")
}
