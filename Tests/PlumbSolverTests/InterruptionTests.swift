@testable import PlumbSolver
import Testing

// Solver.deadline (issue 39): a long addition stops at the deadline and is undone, as a refused
// one is; an optimisation stops with a feasible solution and finishes at the next update.

@Suite("Solver: a deadline that stops long calls")
struct InterruptionTests {
    /// A row of `n` widths, each preferring 20 (hugging 250, compression 750), laid end to end
    /// from 0; `total` then forces the end to 30 × n, which moves every width (a phase-1
    /// repair of many pivots).
    static func row(_ n: Int) throws -> (Solver, [Variable], Constraint) {
        let solver = Solver()
        let widths = (0..<n).map { Variable("w\($0)") }
        let ends = (0..<n).map { Variable("e\($0)") }
        for k in 0..<n {
            let start: Expression = k == 0 ? Expression(0) : Expression(ends[k - 1])
            try solver.add(Constraint(Expression(ends[k]) - start - widths[k], .equal))
            try solver.add(Constraint(Expression(widths[k]) - 20, .lessThanOrEqual, priority: 250))
            try solver.add(Constraint(Expression(widths[k]) - 20, .greaterThanOrEqual, priority: 750))
            try solver.add(Constraint(Expression(widths[k]), .greaterThanOrEqual))
        }
        _ = solver.updateVariables()
        let total = Constraint(Expression(ends[n - 1]) - Double(30 * n), .equal)
        return (solver, widths + ends, total)
    }

    @Test func anAdditionPastTheDeadlineIsRefusedAndTheSolverIsUnchanged() throws {
        let (solver, variables, total) = try Self.row(50)
        let before = SolverSnapshot(solver, variables)
        solver.deadline = ContinuousClock.now - .seconds(1)
        #expect(caught { try solver.add(total) }.map { if case .interrupted = $0 { true } else { false } } == true)
        #expect(solver.isInterrupted)
        _ = solver.updateVariables()
        #expect(SolverSnapshot(solver, variables).matches(before))
        // A new deadline (here none) clears it; the same addition then succeeds.
        solver.deadline = nil
        #expect(!solver.isInterrupted)
        try solver.add(total)
        _ = solver.updateVariables()
        #expect(isClose(solver.value(of: variables[99]), 1500))   // the last end
        #expect(solver.invariantViolation == nil)
    }

    /// The deadline passing inside phase 1 (after the addition started): the repair's pivots
    /// are undone from the journal, and the tableau is exactly as before.
    @Test func aRepairStoppedMidwayIsUndone() throws {
        let (solver, variables, total) = try Self.row(200)
        let before = SolverSnapshot(solver, variables)
        let rows = solver.tableau.rowStore.rows.count
        // The clock is read at the first pivot, past the check on entry that Solver.add makes.
        solver.tableau.interruption = Interruption(deadline: ContinuousClock.now - .seconds(1))
        guard case .failure(let conflicts) = solver.tableau.add(total, order: solver.constraints.count) else {
            Issue.record("the addition was not stopped")
            return
        }
        #expect(conflicts.isEmpty && solver.tableau.interruption?.happened == true)
        #expect(solver.tableau.rowStore.rows.count == rows)
        #expect(solver.invariantViolation == nil)
        solver.deadline = nil
        _ = solver.updateVariables()
        #expect(SolverSnapshot(solver, variables).matches(before))
    }

    @Test func anOptimisationStoppedAtTheDeadlineFinishesAtTheNextUpdate() throws {
        let (solver, variables, total) = try Self.row(200)
        try solver.add(total)   // settled at once while building; the next changes are batched
        let reference = try Self.row(200)
        try reference.0.add(reference.2)
        _ = reference.0.updateVariables()
        solver.deadline = ContinuousClock.now - .seconds(1)
        try? solver.remove(total)
        _ = solver.updateVariables()
        solver.deadline = nil
        try solver.add(total)
        _ = solver.updateVariables()
        #expect(values(solver, variables) == values(reference.0, reference.1))
        #expect(solver.invariantViolation == nil)
    }

    /// A cell limit stops an addition as the deadline does: undone, the solver as before; the
    /// limit counts only when both the cells and their average per row pass it.
    @Test func anAdditionPastTheCellLimitIsRefusedAndTheSolverIsUnchanged() throws {
        let (solver, variables, total) = try Self.row(50)
        let before = SolverSnapshot(solver, variables)
        let cells = solver.statistics.cells, rows = solver.statistics.rows
        // More cells than the limit but not more to a row: no stop.
        solver.cellLimit = CellLimit(cells: 1, perRow: cells / rows + 1, countInterval: .zero)
        let stopped = solver.tableau.isInterruptedBeforeAddition()
        #expect(!stopped)
        // Past both.
        solver.cellLimit = CellLimit(cells: cells - 1, perRow: 0, countInterval: .zero)
        #expect(caught { try solver.add(total) }.map { if case .interrupted = $0 { true } else { false } } == true)
        #expect(solver.isInterrupted && solver.passedCellLimit)
        _ = solver.updateVariables()
        #expect(SolverSnapshot(solver, variables).matches(before))
        // The cost vectors' slots are a limit of their own (this row has two priority levels).
        solver.cellLimit = CellLimit(cells: Int.max, perRow: 0, costSlots: 3 * solver.statistics.symbols, countInterval: .zero)
        #expect(caught { try solver.add(total) }.map { if case .interrupted = $0 { true } else { false } } == true)
        #expect(solver.passedCellLimit)
        solver.cellLimit = nil
        #expect(!solver.isInterrupted && !solver.passedCellLimit)
        try solver.add(total)
        _ = solver.updateVariables()
        #expect(isClose(solver.value(of: variables[99]), 1500))
        #expect(solver.invariantViolation == nil)
    }
}
