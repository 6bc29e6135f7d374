import PlumbSolver

/// The solver objects of a workload, made by ``Workload/makeObjects()`` (the benchmarks'
/// *make* phase): one ``Variable`` per declared variable and one ``Constraint`` per constraint,
/// by index.
public struct WorkloadObjects {
    /// `variables[i]` is the variable declared `i`-th.
    public let variables: [Variable]
    /// `constraints[i]` is the `i`-th constraint of the file.
    public let constraints: [Constraint]
}

/// How good a solution is, scored the way kiwi_bench scores it (the `check` column).
public struct WorkloadCheck: Sendable, Equatable {
    /// The kiwi-weighted objective: the sum over optional constraints of kiwi strength ×
    /// violation (strong 1e6, medium 1e3, weak 1). Equal objectives mean equally good solutions.
    public var objective: Double
    /// The largest violation of a required constraint (0 for a valid solution).
    public var requiredViolation: Double
}

extension Workload {
    /// Creates the variables and constraints (priority and weight from each strength; see
    /// ``WorkloadStrength``).
    public func makeObjects() -> WorkloadObjects {
        let vars = variables.map { Variable($0) }
        var cons: [Constraint] = []
        cons.reserveCapacity(constraints.count)
        for c in constraints {
            var terms: [Term] = []
            terms.reserveCapacity(c.terms.count)
            for term in c.terms { terms.append(Term(vars[term.variable], term.coefficient)) }
            cons.append(Constraint(
                Expression(terms: terms, constant: c.constant), c.relation,
                priority: c.strength.priority, weight: c.strength.weight))
        }
        return WorkloadObjects(variables: vars, constraints: cons)
    }

    /// The build phase: adds the edit variables and constraints to `solver` one at a time, in
    /// file order, then updates the variables.
    public func build(_ objects: WorkloadObjects, into solver: Solver) throws(SolverError) {
        for step in buildSteps {
            switch step {
            case .constraint(let index):
                try solver.add(objects.constraints[index])
            case .edit(let variable, let strength):
                try solver.addEditVariable(objects.variables[variable], priority: strength.priority)
            }
        }
        solver.updateVariables()
    }

    /// One tick of the edit phase: suggests each value, then updates the variables.
    public func run(_ tick: Tick, _ objects: WorkloadObjects, on solver: Solver) throws(SolverError) {
        for suggestion in tick.suggestions {
            try solver.suggestValue(suggestion.value, for: objects.variables[suggestion.variable])
        }
        solver.updateVariables()
    }

    /// Scores the solver's current values (see ``check(values:)``).
    public func check(_ objects: WorkloadObjects, in solver: Solver) -> WorkloadCheck {
        check(values: objects.variables.map { solver.value(of: $0) })
    }

    /// Scores a solution given as one value per variable (a missing value counts as 0), with kiwi_bench's arithmetic in
    /// kiwi_bench's order, so that equal solutions give bit-identical numbers. Constraints kiwi
    /// considers required (strength ≥ kiwi's `required`) count toward ``WorkloadCheck/requiredViolation``;
    /// the others toward the objective.
    public func check(values: [Double]) -> WorkloadCheck {
        var objective = 0.0
        var requiredViolation = 0.0
        for c in constraints {
            var e = c.constant
            for term in c.terms where term.variable < values.count { e += term.coefficient * values[term.variable] }
            let violation: Double
            switch c.relation {
            case .equal: violation = abs(e)
            // std::max(0.0, x) is (0.0 < x ? x : 0.0): never -0.0.
            case .greaterThanOrEqual: violation = 0 < -e ? -e : 0
            case .lessThanOrEqual: violation = 0 < e ? e : 0
            }
            let strength = c.strength.kiwiValue
            if strength >= WorkloadStrength.kiwiRequired {
                if requiredViolation < violation { requiredViolation = violation }
            } else {
                objective += strength * violation
            }
        }
        return WorkloadCheck(objective: objective, requiredViolation: requiredViolation)
    }
}
