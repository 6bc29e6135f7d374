import PlumbSolver
import Testing

/// `Solver.optimalFace()`: which values every optimal solution shares (ambiguity detection).
@Suite("Optimal face (ambiguity)")
struct OptimalFaceTests {
    @Test func determinedAndAmbiguousByHand() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        try solver.add(x + y == 100)
        try solver.add(x >= 0)
        try solver.add(y >= 0)
        try solver.add(z == 7)
        var face = solver.optimalFace()

        let rx = face.range(of: x, witnessing: [x, y])
        #expect(!rx.isDetermined)
        #expect(abs(rx.lower - 0) < 1e-9 && abs(rx.upper - 100) < 1e-9)
        #expect(rx.lowerWitness == [0, 100])
        #expect(rx.upperWitness == [100, 0])
        #expect(face.range(of: z).isDetermined)

        // A weak preference picks one point: no longer ambiguous.
        try solver.add(Constraint(x - 30, .equal, priority: 250))
        var face2 = solver.optimalFace()
        let r2 = face2.range(of: y)
        #expect(r2.isDetermined)
        #expect(abs(r2.lower - 70) < 1e-9)
        // Asking did not move the solver.
        #expect(solver.value(of: x) == 30)
    }

    @Test func unboundedVariables() throws {
        let x = Variable("x"), y = Variable("y"), free = Variable("free")
        let solver = Solver()
        try solver.add(x - y == 5)
        var face = solver.optimalFace()
        let r = face.range(of: x)
        #expect(r.lower == -.infinity && r.upper == .infinity)
        let unknown = face.range(of: free)
        #expect(unknown.lower == -.infinity && unknown.upper == .infinity)
    }

    @Test func tiesWithinALevelAreAmbiguous() throws {
        // Two equal-priority preferences pulling apart: any split of the slack is optimal
        // (the hugging tie of SEMANTICS §2.4).
        let a = Variable("a"), b = Variable("b")
        let solver = Solver()
        try solver.add(a + b == 100)
        try solver.add(Constraint(a - 30, .lessThanOrEqual, priority: 250))
        try solver.add(Constraint(b - 30, .lessThanOrEqual, priority: 250))
        var face = solver.optimalFace()
        let r = face.range(of: a, witnessing: [a, b])
        #expect(!r.isDetermined)
        #expect(abs(r.lower - 30) < 1e-9 && abs(r.upper - 70) < 1e-9)
        // Break the tie by one priority point: determined.
        try solver.add(Constraint(a - 30, .lessThanOrEqual, priority: 251))
        var face2 = solver.optimalFace()
        #expect(face2.range(of: a).isDetermined)
    }

    /// Every "ambiguous" verdict comes with two optimal witnesses that differ in the variable;
    /// every "determined" verdict survives an exact re-solve with the value pushed by ±1 (the
    /// reference optimum gets strictly worse, or the required constraints become infeasible).
    /// The cheap screen (`mayVary` false) must only ever name determined variables.
    @Test func verdictsAreExactOnRandomSystems() throws {
        var checked = (determined: 0, ambiguous: 0, screened: 0)
        var failures: [String] = []
        for seed in UInt64(1)...150 {
            let system = SystemGenerator.system(seed: seed)
            let n = system.variableCount
            let variables = (0..<n).map { Variable("x\($0)") }
            let solver = Solver()
            var accepted: [RefConstraint] = []
            for (i, r) in system.constraints.enumerated() {
                if (try? solver.add(makeConstraint(r, variables, style: i))) != nil { accepted.append(r) }
            }
            guard case .optimal(let optimum) = ReferenceLP.solve(variableCount: n, accepted) else { continue }
            let point = values(solver, variables)
            var face = solver.optimalFace()
            let screened = (0..<n).map { !face.mayVary(variables[$0]) }
            for j in 0..<n {
                let range = face.range(of: variables[j], witnessing: variables)
                let v = point[j]
                if screened[j] {
                    checked.screened += 1
                    if !range.isDetermined {
                        failures.append("seed \(seed) x\(j) screened as determined, yet ranges over [\(range.lower), \(range.upper)]\n\(system)")
                    }
                }
                if v < range.lower - 1e-6 * max(1, abs(v)) || v > range.upper + 1e-6 * max(1, abs(v)) {
                    failures.append("seed \(seed) x\(j) = \(v) outside [\(range.lower), \(range.upper)]")
                }
                if range.isDetermined {
                    checked.determined += 1
                    for push in [-1.0, 1.0] {
                        var pinned = accepted
                        var a = [Double](repeating: 0, count: n)
                        a[j] = 1
                        pinned.append(RefConstraint(a, -(v + push), .equal))
                        if case .optimal(let other) = ReferenceLP.solve(variableCount: n, pinned),
                           !lexicographicallyWorse(other.levels, than: optimum.levels) {
                            failures.append("seed \(seed) x\(j) determined at \(v), yet x = \(v + push) is as good\n\(system)")
                        }
                    }
                } else {
                    checked.ambiguous += 1
                    for (end, witness) in [(range.lower, range.lowerWitness), (range.upper, range.upperWitness)] where end.isFinite {
                        if let problem = disagreement(point: witness, accepted, variableCount: n) {
                            failures.append("seed \(seed) x\(j) witness at \(end) is not optimal: \(problem)\n\(system)")
                        }
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures; first: \(failures.first ?? "")")
        #expect(checked.determined > 50 && checked.ambiguous > 50 && checked.screened > 20, "\(checked)")
    }

    private func lexicographicallyWorse(_ a: [(priority: Double, cost: Double)],
                                        than b: [(priority: Double, cost: Double)]) -> Bool {
        for (x, y) in zip(a, b) {
            let tolerance = Check.costRelative * max(1, y.cost)
            if x.cost > y.cost + tolerance { return true }
            if x.cost < y.cost - tolerance { return false }
        }
        return false
    }
}
