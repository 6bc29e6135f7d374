import Testing

// Tests of the oracle itself: hand-computed cases, and a brute-force cross-check on small
// random systems. Standard library + Testing only (no PlumbSolver), so the oracle can be trusted
// independently of the solver under test.

@Suite("Reference LP (test oracle)")
struct ReferenceLPTests {
    /// Unwraps an optimal outcome or records why not.
    static func levels(_ n: Int, _ cs: [RefConstraint], sourceLocation: SourceLocation = #_sourceLocation)
        -> [(priority: Double, cost: Double)]?
    {
        switch ReferenceLP.solve(variableCount: n, cs) {
        case .optimal(let s): return s.levels
        case .infeasible:
            Issue.record("reference says infeasible", sourceLocation: sourceLocation)
        case .oracleFailure(let why):
            Issue.record("oracle failure: \(why)", sourceLocation: sourceLocation)
        }
        return nil
    }

    static func expectLevels(_ n: Int, _ cs: [RefConstraint], _ expected: [(Double, Double)],
                             sourceLocation: SourceLocation = #_sourceLocation) {
        guard let got = levels(n, cs, sourceLocation: sourceLocation) else { return }
        let ok = got.count == expected.count && zip(got, expected).allSatisfy {
            $0.priority == $1.0 && Swift.abs($0.cost - $1.1) <= 1e-9 * Swift.max(1, Swift.abs($1.1))
        }
        #expect(ok, "levels \(got) != expected \(expected)", sourceLocation: sourceLocation)
    }

    @Test func lowerLevelNeverBeatsHigherLevel() {
        // (Only 60 copies: the dense oracle is slow on big systems; the solver tests use 1000.)
        var cs = [RefConstraint([1], 0, .equal, priority: 251)]
        for _ in 0..<60 { cs.append(RefConstraint([1], -10, .equal, priority: 250)) }
        Self.expectLevels(1, cs, [(251, 0), (250, 600)])
        // The same with one heavy constraint.
        Self.expectLevels(1, [RefConstraint([1], 0, .equal, priority: 251),
                              RefConstraint([1], -10, .equal, priority: 250, weight: 1e6)],
                          [(251, 0), (250, 1e7)])
    }

    @Test func weightsWithinALevel() {
        // x == 0 ×3 and x == 10 ×1 at 500: x = 0 costs 10, x = 10 costs 30.
        Self.expectLevels(1, [RefConstraint([1], 0, .equal, priority: 500, weight: 3),
                              RefConstraint([1], -10, .equal, priority: 500)], [(500, 10)])
    }

    @Test func inequalityViolations() {
        // x >= 10 @750, x <= 5 @250 → x = 10, level 250 pays 5.
        Self.expectLevels(1, [RefConstraint([1], -10, .greaterOrEqual, priority: 750),
                              RefConstraint([1], -5, .lessOrEqual, priority: 250)], [(750, 0), (250, 5)])
        // Satisfied inequalities cost nothing.
        Self.expectLevels(1, [RefConstraint([1], -10, .greaterOrEqual, priority: 750),
                              RefConstraint([1], -20, .lessOrEqual, priority: 250)], [(750, 0), (250, 0)])
    }

    @Test func requiredChain() {
        // x0 == 0, x1 >= x0 + 10, x2 >= x1 + 10 (required); x2 <= 15 @750; x2 == 100 @250.
        let cs = [
            RefConstraint([1, 0, 0], 0, .equal),
            RefConstraint([-1, 1, 0], -10, .greaterOrEqual),
            RefConstraint([0, -1, 1], -10, .greaterOrEqual),
            RefConstraint([0, 0, 1], -15, .lessOrEqual, priority: 750),
            RefConstraint([0, 0, 1], -100, .equal, priority: 250),
        ]
        Self.expectLevels(3, cs, [(750, 5), (250, 80)])
    }

    @Test func lexicographicNotWeightedSum() {
        // x + y == 10 (required); x == 0 @750; y == 0 @500 ×100.
        Self.expectLevels(2, [RefConstraint([1, 1], -10, .equal),
                              RefConstraint([1, 0], 0, .equal, priority: 750),
                              RefConstraint([0, 1], 0, .equal, priority: 500, weight: 100)],
                          [(750, 0), (500, 1000)])
        // Three levels, fractional priority.
        Self.expectLevels(1, [RefConstraint([1], -1, .greaterOrEqual, priority: 999.5),
                              RefConstraint([1], -3, .greaterOrEqual, priority: 999),
                              RefConstraint([1], 0, .lessOrEqual, priority: 998, weight: 2)],
                          [(999.5, 0), (999, 0), (998, 6)])
    }

    @Test func feasibility() {
        #expect(!ReferenceLP.requiredFeasible(variableCount: 1, [RefConstraint([1], -10, .greaterOrEqual),
                                                                 RefConstraint([1], -5, .lessOrEqual)]))
        #expect(ReferenceLP.requiredFeasible(variableCount: 1, [RefConstraint([1], -5, .greaterOrEqual),
                                                                RefConstraint([1], -5, .lessOrEqual)]))
        if case .infeasible = ReferenceLP.solve(variableCount: 1, [RefConstraint([1], -10, .greaterOrEqual),
                                                                   RefConstraint([1], -5, .lessOrEqual),
                                                                   RefConstraint([1], 0, .equal, priority: 5)]) {
        } else {
            Issue.record("expected infeasible")
        }
        // Optional constraints never make a system infeasible.
        #expect(ReferenceLP.requiredFeasible(variableCount: 1, [RefConstraint([1], -10, .equal, priority: 5),
                                                                RefConstraint([1], 0, .equal, priority: 5)]))
        // Constant-only constraints.
        #expect(!ReferenceLP.requiredFeasible(variableCount: 1, [RefConstraint([0], 5, .equal)]))
        #expect(ReferenceLP.requiredFeasible(variableCount: 1, [RefConstraint([0], 0, .equal)]))
        #expect(!ReferenceLP.requiredFeasible(variableCount: 1, [RefConstraint([0], 5, .lessOrEqual)]))
        #expect(ReferenceLP.requiredFeasible(variableCount: 1, [RefConstraint([0], -5, .lessOrEqual)]))
        // No constraints at all.
        Self.expectLevels(2, [], [])
    }

    @Test func redundantAndNoisyRequiredRows() {
        let cs = [
            RefConstraint([1, 1], -20, .equal),
            RefConstraint([1, 0], -10, .equal),
            RefConstraint([0, 1], -10, .equal),
            RefConstraint([2, 2], -40, .equal),
            RefConstraint([1, 0], -10, .equal),
            RefConstraint([1, 0], 0, .equal, priority: 250),
        ]
        Self.expectLevels(2, cs, [(250, 10)])
        // 0.1 + 0.2 != 0.3 in binary; still feasible.
        #expect(ReferenceLP.requiredFeasible(variableCount: 2, [RefConstraint([1, 0], -0.1, .equal),
                                                                RefConstraint([0, 1], -0.2, .equal),
                                                                RefConstraint([1, 1], -0.3, .equal)]))
    }

    @Test func pointIsConsistentWithReportedCosts() {
        for seed: UInt64 in 1...300 {
            let system = SystemGenerator.system(seed: seed)
            guard case .optimal(let solution) = ReferenceLP.solve(variableCount: system.variableCount,
                                                                  system.constraints) else { continue }
            let x = solution.point
            for c in system.constraints where c.isRequired {
                #expect(c.violation(at: x) <= 1e-7 * c.magnitude(at: x), "required violated: \(c)\n\(system)")
            }
            let costs = ReferenceLP.levelCosts(system.constraints, at: x)
            #expect(costs.count == solution.levels.count)
            for (a, b) in zip(costs, solution.levels) {
                #expect(a.priority == b.priority)
                // The LP's value can only be ≥ the true cost at its point (violation columns
                // may be inflated), and at the optimum they agree.
                #expect(Swift.abs(a.cost - b.cost) <= 1e-6 * Swift.max(1, b.cost),
                        "level \(b.priority): point cost \(a.cost) vs LP \(b.cost)\n\(system)")
            }
        }
    }

    @Test func agreesWithBruteForceOnSmallSystems() {
        var compared = 0, infeasible = 0
        for seed: UInt64 in 1...3000 {
            let system = SystemGenerator.system(seed: seed &* 7919)
            guard system.variableCount <= 3, system.constraints.count <= 8 else { continue }
            let brute = BruteForce.solve(variableCount: system.variableCount, system.constraints)
            let ref = ReferenceLP.solve(variableCount: system.variableCount, system.constraints)
            compared += 1
            switch (ref, brute) {
            case (.infeasible, nil):
                infeasible += 1
            case (.optimal(let s), let b?):
                let same = s.levels.count == b.count && zip(s.levels, b).allSatisfy {
                    Swift.abs($0.cost - $1) <= 1e-6 * Swift.max(1, $1)
                }
                #expect(same, "reference \(s.levels) vs brute force \(b)\n\(system)")
            case (.oracleFailure(let why), _):
                Issue.record("oracle failure \(why)\n\(system)")
            default:
                Issue.record("feasibility disagrees: reference \(ref), brute force \(String(describing: brute))\n\(system)")
            }
        }
        #expect(compared >= 200)
        #expect(infeasible >= 10)
    }
}

/// Exhaustive lexicographic optimum for tiny systems (used only to check the reference LP).
///
/// The optimal set P is a polyhedron whose faces lie on the hyperplanes `a_i·x + b_i = 0`; a
/// minimal face of P is the intersection of some linearly independent subset of those
/// hyperplanes, and the least-norm point of that intersection lies in P. So the least-norm
/// points of all such intersections (plus the origin) contain an optimal point.
enum BruteForce {
    /// Per-level optimal costs (highest priority first), or nil when the required set is
    /// infeasible.
    static func solve(variableCount n: Int, _ cs: [RefConstraint]) -> [Double]? {
        let planes = cs.indices.filter { i in cs[i].coefficients.contains { $0 != 0 } }
        var candidates: [[Double]] = [[Double](repeating: 0, count: n)]
        func visit(_ start: Int, _ chosen: [Int]) {
            if !chosen.isEmpty, let x = leastNorm(n, chosen.map { cs[$0] }) { candidates.append(x) }
            guard chosen.count < n else { return }
            for k in start..<planes.count { visit(k + 1, chosen + [planes[k]]) }
        }
        visit(0, [])
        var alive = candidates.filter { x in
            cs.allSatisfy { !$0.isRequired || $0.violation(at: x) <= 1e-7 * $0.magnitude(at: x) }
        }
        if alive.isEmpty { return nil }
        var result: [Double] = []
        for level in ReferenceLP.optionalLevels(cs) {
            func cost(_ x: [Double]) -> Double {
                cs.filter { $0.priority == level }.reduce(0) { $0 + $1.weight * $1.violation(at: x) }
            }
            let best = alive.map(cost).min() ?? 0
            result.append(best)
            alive = alive.filter { cost($0) <= best + 1e-7 * Swift.max(1, best) }
        }
        return result
    }

    /// The least-norm solution of `a_i·x = -b_i` (i over `rows`), or nil if the rows are
    /// linearly dependent. x = Aᵀy with (AAᵀ)y = −b.
    static func leastNorm(_ n: Int, _ rows: [RefConstraint]) -> [Double]? {
        let k = rows.count
        var m = [[Double]](repeating: [Double](repeating: 0, count: k + 1), count: k)
        for i in 0..<k {
            for j in 0..<k {
                var dot = 0.0
                for v in 0..<n { dot += rows[i].coefficients[v] * rows[j].coefficients[v] }
                m[i][j] = dot
            }
            m[i][k] = -rows[i].constant
        }
        // Gaussian elimination with partial pivoting; a tiny pivot means dependent rows.
        for col in 0..<k {
            var p = col
            for r in col..<k where Swift.abs(m[r][col]) > Swift.abs(m[p][col]) { p = r }
            if Swift.abs(m[p][col]) < 1e-9 { return nil }
            m.swapAt(p, col)
            for r in 0..<k where r != col {
                let f = m[r][col] / m[col][col]
                if f == 0 { continue }
                for c in col...k { m[r][c] -= f * m[col][c] }
            }
        }
        let y = (0..<k).map { m[$0][k] / m[$0][$0] }
        var x = [Double](repeating: 0, count: n)
        for i in 0..<k { for v in 0..<n { x[v] += rows[i].coefficients[v] * y[i] } }
        return x
    }
}
