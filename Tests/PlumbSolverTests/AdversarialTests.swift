@testable import PlumbSolver
import Testing

/// Inputs meant to break a solver (issue 9): every one gets a clear error or a bounded,
/// correct result, never a trap or a hang. Each test runs well under a second.
@Suite("Adversarial inputs")
struct AdversarialTests {
    @Test func extremeMagnitudesNeverTrap() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x == 1e308)
        try solver.add(Constraint(y - x, .lessThanOrEqual, priority: 750))
        try solver.add(Constraint(Expression(terms: [Term(y, Double.leastNonzeroMagnitude)], constant: 0), .greaterThanOrEqual))
        solver.updateVariables()
        #expect(solver.value(of: x) == 1e308)
        // Overflowing combinations are refused or solved, but never crash.
        _ = try? solver.add(2 * x + 1e308 == 0)
        _ = solver.value(of: y)
        #expect(solver.invariantViolation == nil)
    }

    /// Found by the solver fuzzer: a required bound on `x0` made the feasibility repair hand
    /// `x0`'s row to `x3`, a variable with no cost, which makes the row lazy. No other row
    /// changed, and the pivot used to re-price the row's symbols only when one did, so the
    /// marker of `4·x3 + 3·x0` kept a reduced cost that still counted `x0`'s slope.
    @Test func aRepairThatMakesARowLazyLeavesNoStaleReducedCost() throws {
        let x = (0..<5).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.addEditVariable(x[3], priority: 500)
        try solver.addEditVariable(x[0], priority: 251)
        try solver.addEditVariable(x[4], priority: 500)
        try solver.addEditVariable(x[2], priority: 750)
        try solver.add(Constraint(4 * x[3] + 3 * x[0] + 20, .lessThanOrEqual, priority: 500))
        try solver.removeEditVariable(x[3])
        #expect(solver.invariantViolation == nil)
        try solver.add(-12 * x[0] - 20 == 0)
        #expect(solver.invariantViolation == nil)
        solver.updateVariables()
        #expect(abs(solver.value(of: x[0]) + 20.0 / 12) < 1e-9)
        #expect(4 * solver.value(of: x[3]) + 3 * solver.value(of: x[0]) + 20 <= 1e-9)
    }

    @Test func nonFiniteNumbersAreRefused() {
        let x = Variable("x")
        let solver = Solver()
        for bad in [Double.nan, .infinity, -.infinity] {
            #expect(throws: SolverError.self) { try solver.add(Constraint(Expression(terms: [Term(x, bad)]), .equal)) }
            #expect(throws: SolverError.self) { try solver.add(x == bad) }
        }
        #expect(solver.constraints.isEmpty)
    }

    @Test func selfReferencingConstraints() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(Expression(x) == x)             // 0 == 0: redundant, accepted
        #expect(throws: SolverError.self) { try solver.add(x == x + 1) }   // 0 == 1
        try solver.add(Constraint(x - x, .lessThanOrEqual, Expression(5)))  // 0 <= 5
        try solver.add(x == 3)
        #expect(solver.value(of: x) == 3)
    }

    @Test func tenThousandConstraintsOnOneVariable() throws {
        let x = Variable("x")
        let solver = Solver()
        let levels: [Priority] = [250, 500, 750]
        for i in 0..<10_000 {
            try solver.add(Constraint(x - Double(i % 100), .equal, priority: levels[i % 3]))
        }
        try solver.add(x >= 40)
        // At 750 the targets are i % 100 for i ≡ 2 (mod 3): every value 0…99, about equally
        // often, so the L1 optimum is their median: x lands within the middle, and ≥ 40.
        let v = solver.value(of: x)
        #expect(v >= 40 && v <= 60)
        #expect(solver.invariantViolation == nil)
    }

    @Test func aThousandDistinctPriorityLevels() throws {
        let x = Variable("x")
        let solver = Solver()
        for i in 0..<999 {
            try solver.add(Constraint(x - Double(i), .equal, priority: Priority(Double(1 + i))))
        }
        // Strictly lexicographic: the highest level (999, target 998) wins outright.
        #expect(solver.value(of: x) == 998)
    }

    @Test func coefficientsFromMicroToMega() throws {
        // x scaled by 1e6 and 1e-6 in the same system: the solution stays within tolerance.
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        try solver.add(1e6 * x - y == 0)
        try solver.add(1e-6 * y - z == 0)
        try solver.add(z == 0.25)
        #expect(abs(solver.value(of: x) - 0.25) < 1e-9)
        #expect(abs(solver.value(of: y) - 250_000) < 1e-3)
    }

    @Test func nearlyParallelConstraintsDoNotInventConflicts() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x + y == 10)
        // The same line, rounded differently: consistent within tolerance, never a conflict.
        try solver.add(0.1 * x + 0.1 * y == 1.0000000000000002)
        try solver.add(3 * x + 3 * y == 30.000000000000004)
        try solver.add(x - y == 2)
        #expect(abs(solver.value(of: x) - 6) < 1e-9)
        #expect(abs(solver.value(of: y) - 4) < 1e-9)
    }

    @Test func longChainAccumulatesNoFalseConflict() throws {
        // 5,000 links of 0.1 each: the end is 500 up to rounding, and closing the chain with
        // exactly 500 is accepted (the rounding of the sum is not a conflict).
        let n = 5_000
        let xs = (0...n).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add(xs[0] == 0)
        for i in 1...n { try solver.add(xs[i] - xs[i - 1] == 0.1) }
        try solver.add(xs[n] == 500)
        #expect(abs(solver.value(of: xs[n]) - 500) < 1e-6)
        #expect(throws: SolverError.self) { try solver.add(xs[n] == 500.01) }
    }
}
