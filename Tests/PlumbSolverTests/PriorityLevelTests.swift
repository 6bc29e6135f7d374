@testable import PlumbSolver
import PlumbTestSupport
import Testing

/// Priority levels keep the slot they were created with (``Objective/slotsByPriority``): the
/// lexicographic tests read slots by priority, whatever order the levels arrived in, and a new
/// level widens the cost vectors only when its spare slots are used up.
@Suite("Priority levels")
struct PriorityLevelTests {
    /// Competing equalities on one variable, added in `order`: the highest priority wins.
    private func winner(of priorities: [Double]) throws -> Double {
        let x = Variable("x")
        let solver = Solver()
        for p in priorities { try solver.add(Constraint(x - p, .equal, priority: Priority(p))) }
        solver.updateVariables()
        #expect(solver.invariantViolation == nil)
        return solver.value(of: x)
    }

    @Test func theHighestLevelWinsWhateverOrderTheLevelsArrivedIn() throws {
        let rising = (1...40).map { Double($0 * 20) }
        #expect(try winner(of: rising) == 800)
        #expect(try winner(of: rising.reversed()) == 800)
        // Interleaved: each new level lands between two older ones.
        let interleaved = rising.enumerated().map { $0.offset.isMultiple(of: 2) ? $0.element : 820 - $0.element }
        #expect(try winner(of: interleaved) == (try #require(interleaved.max())))
    }

    /// Two levels, the lower one first: widening to two slots numbers them by priority (the
    /// two-level path of pricing reads slot 1 first); a tenth level, which finds a spare slot,
    /// takes it out of priority order.
    @Test func twoLevelsCreatedLowestFirstCompareHighestFirst() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(Constraint(x - 10, .equal, priority: 250))
        try solver.add(Constraint(y - 10, .equal, priority: 250))
        try solver.add(Constraint(x + y - 100, .equal, priority: 750))
        solver.updateVariables()
        #expect(solver.value(of: x) + solver.value(of: y) == 100)
        #expect(solver.tableau.objective.slotsByPriority == [1, 2])
        // An edit keeps re-pricing rows through the same path.
        try solver.addEditVariable(x, priority: 500)
        for target in [20.0, 70, 5] {
            try solver.suggestValue(target, for: x)
            solver.updateVariables()
            #expect(solver.value(of: x) == target)
            #expect(solver.value(of: y) == 100 - target)
        }
        // Up to eight levels every new one widens the vectors and is numbered in; the ninth
        // leaves spare slots, and the tenth (700) takes one out of priority order.
        let z = Variable("z")
        for p in [600.0, 100, 90, 80, 70, 60, 700] {
            try solver.add(Constraint(z - p, .equal, priority: Priority(p)))
        }
        solver.updateVariables()
        #expect(solver.tableau.objective.slotsByPriority.prefix(3) == [1, 10, 2])
        #expect(solver.tableau.objective.stride == 17)
        #expect(solver.value(of: z) == 700)
        #expect(solver.value(of: x) == 5)
        #expect(solver.invariantViolation == nil)
    }

    /// A run of new levels (a stack's proportions count 249 of them down) widens the cost
    /// vectors a few times, not once per level, and moves no stored slope or cost: values and
    /// invariants hold after every level.
    @Test func newLevelsWidenTheCostVectorsByDoubling() throws {
        let solver = Solver()
        let xs = (0..<60).map { Variable("x\($0)") }
        var widths: Set<Int> = []
        for (i, x) in xs.enumerated() {
            try solver.add(Constraint(x - Double(i), .equal, priority: Priority(Double(999 - i))))
            try solver.add(Constraint(Expression(x), .greaterThanOrEqual, priority: Priority(Double(100 + i))))
            solver.updateVariables()
            widths.insert(solver.tableau.objective.stride)
            #expect(solver.invariantViolation == nil)
        }
        #expect(solver.tableau.objective.levels.count == 120)
        // Exact up to 9 slots (8 levels), then 17, 33, 65 and 129.
        #expect(widths.count <= 12, "widths \(widths.sorted())")
        #expect(solver.tableau.objective.stride <= 2 * 121)
        for (i, x) in xs.enumerated() { #expect(solver.value(of: x) == Double(i)) }
    }

    /// Random systems over sixteen levels (the differential tests' pools have at most five):
    /// past eight levels new ones take spare slots out of priority order, and widening numbers
    /// them again; every level's cost must still match the reference optimum.
    @Test func manyLevelsMatchTheReference() {
        let pool: [Double] = [1, 2, 50, 100, 150, 200, 249, 250, 251, 300, 500, 600, 750, 900, 999, 999.5]
        var stats = DifferentialStats()
        var failures: [String] = []
        for seed: UInt64 in 1...300 {
            var rng = SplitMix64(seed: seed &* 7919)
            let n = rng.int(2...8)
            var constraints: [RefConstraint] = []
            for _ in 0..<rng.int(10...24) {
                constraints.append(SystemGenerator.constraint(variableCount: n, pool: pool, requiredChance: 0.2,
                                                              existing: constraints, rng: &rng))
            }
            let system = RandomSystem(seed: seed, variableCount: n, constraints: constraints)
            if let problem = DifferentialTests.runSystem(system, style: Int(seed), stats: &stats) { failures.append(problem) }
        }
        #expect(failures.isEmpty, "\(failures.count) of 300 failed; first: \(failures.first ?? "")")
        #expect(stats.levelsCompared >= 1000, "\(stats)")
    }
}

