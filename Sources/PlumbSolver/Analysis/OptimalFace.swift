/// The values a variable takes over every optimal solution, with two optimal solutions that
/// show the extremes.
public struct OptimalRange: Sendable, Equatable {
    /// The least value over the optimal solutions (`-infinity` if unbounded).
    public var lower: Double
    /// The greatest value over the optimal solutions (`+infinity` if unbounded).
    public var upper: Double
    /// The witnessed variables' values in an optimal solution where the variable is `lower`.
    public var lowerWitness: [Double]
    /// The witnessed variables' values in an optimal solution where the variable is `upper`.
    public var upperWitness: [Double]

    /// Ranges narrower than this (relative to the values' magnitude, at least this much in
    /// absolute terms) count as a single value: what the solver's own rounding can produce.
    public static let tolerance = 1e-6

    /// Whether every optimal solution gives the variable the same value.
    public var isDetermined: Bool {
        lower.isFinite && upper.isFinite && upper - lower <= Self.tolerance * max(1, abs(lower), abs(upper))
    }
}

/// A snapshot of a solver's current optimum that answers, exactly, which values are forced.
///
/// A variable is *determined* when every optimal solution (every priority level at its optimum)
/// gives it the same value; otherwise the layout is ambiguous in it. `range(of:)` finds the
/// extremes by optimising the variable at a priority below every existing one, which can only
/// move along the optimal face, then restores the snapshot. The solver it came from is not
/// touched.
public struct OptimalFace {
    var tableau: Tableau
    private let probe: Constraint
    /// Beyond this distance from the current value, a variable counts as unbounded.
    static let unbounded = 1e9

    init(_ source: Tableau) {
        var t = source
        t.ensureOptimal()
        let lowest = t.objective.levels.last ?? Priority.required.value
        probe = Constraint(Expression(0), .equal, priority: Priority(lowest / 2))
        // The probe's level, below every other.
        _ = t.slot(for: lowest / 2)
        tableau = t
    }

    /// Holds each of `variables` at or above 0 in the snapshot (the solver is not touched), so
    /// that ranges respect the bounds: a caller whose optimum already satisfies them (a layout's
    /// sizes, never negative) keeps the same optimum, with the ranges narrowed to the bounds.
    /// A bound the current optimum violates is skipped.
    public mutating func requireNonNegative(_ variables: [Variable]) {
        for v in variables {
            let bound = Constraint(Expression(v), .greaterThanOrEqual)
            _ = tableau.add(bound, order: -1)
        }
        tableau.ensureOptimal()
        freeDependence = []
    }

    /// Holds `variable` at `value`, as strongly as `priority` allows, in the snapshot (the
    /// solver is not touched), and optimises again: ranges are then over the optimal solutions
    /// of the layout with that preference added, as if it were a constraint. Interface
    /// Builder's "Verify Position Only" asks this of a view held at its design size.
    public mutating func hold(_ variable: Variable, at value: Double, priority: Priority) {
        let held = Constraint(Expression(variable) - value, .equal, priority: priority)
        _ = tableau.add(held, order: -1)
        tableau.ensureOptimal()
        freeDependence = []
    }

    /// The range of `variable` over the optimal solutions, and the values of `witnesses` at
    /// each end.
    public mutating func range(of variable: Variable, witnessing witnesses: [Variable] = []) -> OptimalRange {
        guard let s = tableau.symbols.symbolOf[variable.id] else {
            // A variable in no constraint is free: any value is optimal.
            let zeros = witnesses.map { _ in 0.0 }
            return OptimalRange(lower: -.infinity, upper: .infinity, lowerWitness: zeros, upperWitness: zeros)
        }
        let (lower, lowerWitness) = extreme(s, -1, witnesses)
        let (upper, upperWitness) = extreme(s, 1, witnesses)
        return OptimalRange(lower: lower, upper: upper, lowerWitness: lowerWitness, upperWitness: upperWitness)
    }

    /// Whether `variable` could differ between optimal solutions, decided cheaply and
    /// conservatively: false proves it is determined (no probe needed); true means "probe it".
    ///
    /// At an optimal basis, a parametric symbol is *pinned* when every way it can move (its own
    /// hard bounds permitting) has a lexicographically positive reduced cost. By convexity the
    /// objective grows at least by Σ reducedCost·|move| away from the optimum (the basics' piece
    /// slopes are subgradients), so no optimal solution moves a pinned symbol, and a variable
    /// that depends on pinned symbols only has one optimal value.
    public mutating func mayVary(_ variable: Variable) -> Bool {
        guard let s = tableau.symbols.symbolOf[variable.id] else { return true }
        if freeDependence.isEmpty { computeFreeDependence() }
        return freeDependence[Int(s)]
    }

    /// Whether `expression` could differ between optimal solutions; the same conservative screen
    /// as ``mayVary(_:)-(Variable)`` applied to each of its variables.
    public mutating func mayVary(_ expression: Expression) -> Bool {
        expression.terms.contains { $0.coefficient != 0 && mayVary($0.variable) }
    }

    /// For every symbol, whether its value depends on an unpinned parametric symbol.
    private var freeDependence: [Bool] = []

    private mutating func computeFreeDependence() {
        let t = tableau
        var flags = Array(repeating: false, count: t.symbols.kinds.count)
        // Parametric symbols: pinned or not.
        var d = Array(repeating: 0.0, count: t.objective.stride)
        for s in 0..<t.symbols.kinds.count where t.symbols.rowOf[s] < 0 {
            var pinned = true
            for sigma in [1.0, -1.0] where pinned {
                for k in 0..<t.objective.stride { d[k] = 0 }
                guard tableau.addOwnDerivative(of: Int32(s), sigma, into: &d) else { continue }
                for r in t.rowStore.columns[s] {
                    guard let p = t.position(r, Int32(s)), !t.isLazy(r) else { continue }
                    let a = t.rowStore.rows[Int(r)].coefficients[Int(p)] * sigma
                    let base = t.costBase(Int(t.rowStore.rows[Int(r)].basic))
                    for k in 1..<t.objective.stride { d[k] += a * t.objective.slopes[base + k] }
                }
                if !Tableau.isPositive(d, t.objective.slotsByPriority) { pinned = false }
            }
            flags[s] = !pinned
        }
        // Reduced basics name parametric symbols only.
        for r in t.rowStore.rows.indices where t.rowStore.rows[r].basic >= 0 && !t.isLazy(Int32(r)) {
            flags[Int(t.rowStore.rows[r].basic)] = t.rowStore.rows[r].symbols.contains { flags[Int($0)] }
        }
        // Lazy basics, dependencies first.
        var order: [Int32] = []
        for r in t.rowStore.rows.indices where t.rowStore.rows[r].basic >= 0 && t.isLazy(Int32(r)) { order.append(t.rowStore.rows[r].basic) }
        for b in tableau.lazyTopologicalOrder(from: order).reversed() {
            let r = Int(tableau.symbols.rowOf[Int(b)])
            guard r >= 0, tableau.isLazy(Int32(r)) else { continue }
            flags[Int(b)] = tableau.rowStore.rows[r].symbols.contains { flags[Int($0)] }
        }
        freeDependence = flags
    }

    /// The range of a linear expression over the optimal solutions (for instance a view's
    /// position relative to its superview), and the values of `witnesses` at each end.
    public mutating func range(of expression: Expression, witnessing witnesses: [Variable] = []) -> OptimalRange {
        if expression.terms.count == 1, expression.terms[0].coefficient == 1 {
            var r = range(of: expression.terms[0].variable, witnessing: witnesses)
            r.lower += expression.constant
            r.upper += expression.constant
            return r
        }
        // A fresh variable defined as the expression: the definition is a lazy row, so it
        // changes nothing else and is removed afterwards.
        let probeVariable = Variable("probe")
        let definition = Constraint(Expression(probeVariable) - expression, .equal)
        guard case .success = tableau.add(definition, order: -1) else {
            let zeros = witnesses.map { _ in 0.0 }
            return OptimalRange(lower: -.infinity, upper: .infinity, lowerWitness: zeros, upperWitness: zeros)
        }
        let r = range(of: probeVariable, witnessing: witnesses)
        tableau.remove(definition)
        return r
    }

    /// Pushes symbol `s` toward `direction`·∞ at the lowest priority, reads, and undoes.
    private mutating func extreme(_ s: Int32, _ direction: Double, _ witnesses: [Variable]) -> (Double, [Double]) {
        let start = tableau.currentValue(of: s)
        let far = start + direction * Self.unbounded
        let attachment = Attachment(
            constraint: probe, relation: direction > 0 ? .greaterThanOrEqual : .lessThanOrEqual,
            target: far, slot: tableau.slot(for: probe.priority.value), weight: 1)
        tableau.journal = Journal()
        _ = tableau.attach(attachment, to: s, followingEqualities: false)
        tableau.optimize()
        var reached = tableau.currentValue(of: s)
        if abs(reached - start) >= Self.unbounded * (1 - 1e-6) { reached = direction * .infinity }
        let witness = witnesses.map { v in tableau.symbols.symbolOf[v.id].map { tableau.currentValue(of: $0) } ?? 0 }
        let record = tableau.journal ?? Journal()
        tableau.journal = nil
        tableau.undo(record)
        tableau.detach(probe, from: s)
        return (reached, witness)
    }
}

extension Solver {
    /// A snapshot of the current optimum for asking which values every optimal solution shares
    /// (ambiguity detection). Optimises first if needed; the solver itself is not changed by
    /// what the snapshot is asked.
    public func optimalFace() -> OptimalFace {
        tableau.ensureOptimal()
        return OptimalFace(tableau)
    }
}

extension Tableau {
    /// The value of one symbol, following lazy rows if it is a lazy basic (without evaluating
    /// every lazy row).
    mutating func currentValue(of s: Int32) -> Double {
        let r = symbols.rowOf[Int(s)]
        guard r >= 0, isLazy(r) else { return symbols.value[Int(s)] }
        let (symbols, coefficients) = expand([(s, 1)])
        var v = 0.0
        for k in symbols.indices { v += coefficients[k] * self.symbols.value[Int(symbols[k])] }
        return v
    }
}
