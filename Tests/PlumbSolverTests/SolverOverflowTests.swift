@testable import PlumbSolver
import Testing

/// The rule for values beyond Double's range (issue 39): a required constraint whose repair
/// would overflow is refused and leaves the solver as it was; an optimising step that would
/// overflow is refused, so values stay numbers and the next change is solved exactly.
@Suite("Solver overflow")
struct SolverOverflowTests {
    /// An edit variable `x` doubled into `y`, with `z >= y` pulled toward 0.
    private func doubling() throws -> (Solver, x: Variable, y: Variable, z: Variable) {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        try solver.addEditVariable(x, priority: 999)
        try solver.add(y == 2 * x)
        try solver.add(z - y >= 0)
        try solver.add(Constraint(Expression(z), .equal, priority: 1))
        return (solver, x, y, z)
    }

    /// The optimum of ``doubling()`` for a suggestion `v` whose double is in range.
    private func expectOptimum(_ solver: Solver, _ x: Variable, _ y: Variable, _ z: Variable, _ v: Double) {
        #expect(solver.value(of: x) == v)
        #expect(solver.value(of: y) == 2 * v)
        #expect(solver.value(of: z) == max(0, 2 * v))
        #expect(solver.invariantViolation == nil)
    }

    @Test func aSuggestionThatWouldOverflowIsRefusedAndTheNextIsExact() throws {
        let (solver, x, y, z) = try doubling()
        try solver.suggestValue(5, for: x)
        solver.updateVariables()
        expectOptimum(solver, x, y, z, 5)
        #expect(!solver.didOverflow)

        try solver.suggestValue(1e308, for: x)   // y would be 2e308
        solver.updateVariables()
        #expect(solver.didOverflow)
        #expect(solver.value(of: x) == 5)
        #expect(solver.value(of: z) == 10)

        // Before the rule, z came out NaN here and later ticks stayed wrong.
        for v in [7.0, -1e308, 3, 1e308, 8] {
            try solver.suggestValue(v, for: x)
            solver.updateVariables()
            #expect([x, y, z].allSatisfy { solver.value(of: $0).isFinite })
            if abs(v) < 1e300 { expectOptimum(solver, x, y, z, v); #expect(!solver.didOverflow) }
        }
    }

    /// Moves far beyond 2⁵³ and back: a slope read one point from a breakpoint at -1e16 fell on
    /// the breakpoint (the edit stalled at 0 for good), and values updated by 1e300 and back
    /// carried errors that broke `z >= y`.
    @Test func movesFarOutAndBackAreExact() throws {
        let (solver, x, y, z) = try doubling()
        for v in [5.0, -1e16, 3, -1e300, 4, 1e300, 6] {
            try solver.suggestValue(v, for: x)
            solver.updateVariables()
            expectOptimum(solver, x, y, z, v)
        }
    }

    @Test func aRequiredConstraintWhoseRepairOverflowsIsRefused() throws {
        let w = Variable("w"), z = Variable("z")
        let solver = Solver()
        try solver.add(Constraint(Expression(z), .equal, priority: 1))
        try solver.add(z == 2 * w)
        solver.updateVariables()
        let huge = w >= 1e308
        #expect(throws: SolverError.self) { try solver.add(huge) }
        do { try solver.add(huge) } catch {
            guard case .overflow(let c) = error else { Issue.record("\(error)"); return }
            #expect(c === huge)
        }
        solver.updateVariables()
        #expect(solver.constraints.count == 2)
        #expect(solver.value(of: w) == 0 && solver.value(of: z) == 0)
        #expect(solver.invariantViolation == nil)
        try solver.add(w >= 5)
        solver.updateVariables()
        #expect(solver.value(of: w) == 5 && solver.value(of: z) == 10)
    }
}
