@testable import PlumbSolver
import Testing

/// Optional costs kept on the variable a required equality makes theirs follow
/// (``CostForwarding``): the optimum is the one the costs give on their own variable, and
/// removing the equality or the cost gives back what was written.
@Suite("Costs follow required equalities")
struct CostForwardingTests {
    private func values(_ solver: Solver, _ variables: Variable...) -> [Double] {
        variables.map { solver.value(of: $0) }
    }

    /// A cost written before the equality moves with it, and returns when the equality goes.
    @Test func aCostWrittenBeforeTheEqualityReturnsWhenItGoes() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let onX = Constraint(x - 30, .equal, priority: 500)
        let onY = Constraint(y - 50, .equal, priority: 250)
        let same = x == Expression(y)
        try solver.add(contentsOf: [onX, onY, same])
        // One of the two costs lives on the other variable (the newer one's moves).
        #expect(solver.tableau.forwarding[onX] != nil || solver.tableau.forwarding[onY] != nil)
        #expect(values(solver, x, y) == [30, 30])
        try solver.remove(same)
        #expect(solver.tableau.forwarding.isEmpty)
        #expect(values(solver, x, y) == [30, 50])
        #expect(solver.invariantViolation == nil)
    }

    /// A cost moved along an equality returns at its own priority even when a higher level
    /// arrived in between (it shifted every live slot; the solver fuzzer's find: the @250 cost
    /// came back at @999's slot and outweighed the @999 bound).
    @Test func aReturnedCostKeepsItsPriorityAfterANewLevel() throws {
        let x0 = Variable("x0"), x4 = Variable("x4")
        let solver = Solver()
        let tie = Constraint(Expression(-20) - 2 * x0 + 3 * x4, .equal, priority: 1000)
        try solver.add(tie)
        try solver.add(Constraint(Expression(-40) - 4 * x0, .equal, priority: 250))
        solver.updateVariables()
        try solver.add(Constraint(Expression(-40) - 2 * x0, .greaterThanOrEqual, priority: 999))
        try solver.remove(tie)
        solver.updateVariables()
        // x0 ≤ −20 at 999 wins over x0 = −10 at 250.
        #expect(solver.value(of: x0) == -20)
        #expect(solver.invariantViolation == nil)
    }

    /// Removing the moved cost itself takes it off the variable that held it.
    @Test func removingAMovedCostTakesItOffItsHolder() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let onX = Constraint(x - 30, .equal, priority: 500)
        try solver.add(contentsOf: [onX, Constraint(y - 50, .equal, priority: 250), x == Expression(y)])
        try solver.remove(onX)
        #expect(solver.tableau.forwarding.isEmpty)
        #expect(values(solver, x, y) == [50, 50])
        try solver.add(onX)
        #expect(values(solver, x, y) == [30, 30])
        #expect(solver.invariantViolation == nil)
    }

    /// A cost attached after a chain of equalities goes to its end, scaled and shifted, and
    /// comes back one link at a time.
    @Test func aCostAttachedLaterFollowsAChainScaled() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        let xy = 2 * x == y + 4
        let yz = y == z + 1
        // z has a cost first, so the second equality defines y (named by x's row), not z.
        try solver.add(contentsOf: [Constraint(z - 100, .lessThanOrEqual, priority: 100), xy, yz])
        let onX = Constraint(x - 7, .equal, priority: 300)
        try solver.add(onX)
        let moved = try #require(solver.tableau.forwarding[onX])
        #expect(moved.path.count == 2)
        #expect(values(solver, x, y, z) == [7, 10, 9])
        try solver.remove(yz)
        #expect(values(solver, x, y) == [7, 10])
        try solver.remove(xy)
        #expect(solver.tableau.forwarding.isEmpty)
        #expect(solver.value(of: x) == 7)
        #expect(solver.invariantViolation == nil)
    }

    /// Required bounds and edits stay on their own variable: a conflict names the equality, and
    /// a suggestion finds its edit.
    @Test func requiredBoundsAndEditsStayPut() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let floor = x >= 10
        try solver.add(floor)
        try solver.addEditVariable(x, priority: 500)
        try solver.add(x == Expression(y))
        #expect(solver.tableau.forwarding.isEmpty)
        try solver.suggestValue(40, for: x)
        #expect(values(solver, x, y) == [40, 40])
        #expect(throws: SolverError.self) { try solver.add(y <= 5) }
    }
}
