@testable import PlumbSolver
import Testing

/// A variable that no constraint or edit names any longer leaves the solver at the next
/// optimisation, and its slot goes to the next new variable: a long-lived solver whose
/// constraints come and go (views added and removed under one root) stays the size of what it
/// holds now, not of everything it ever held.
@Suite("Variables that leave the solver")
struct UnnamedVariableTests {
    @Test func aVariableNoConstraintNamesLeavesAndItsSlotIsReused() throws {
        let solver = Solver()
        let anchor = Variable("anchor")
        try solver.add(anchor == 0)
        _ = solver.updateVariables()
        let baseline = solver.statistics.symbols
        for round in 0..<50 {
            let x = Variable("x\(round)"), w = Variable("w\(round)")
            let constraints = [
                x == anchor + 8,
                Constraint(w - 40, .equal, priority: .init(250)),
                Constraint(w - 10, .greaterThanOrEqual),
            ]
            try solver.add(contentsOf: constraints)
            _ = solver.updateVariables()
            #expect(solver.value(of: x) == 8)
            #expect(solver.value(of: w) == 40)
            if round.isMultiple(of: 2) {
                try solver.remove(contentsOf: constraints)
            } else {
                for c in constraints { try solver.remove(c) }
            }
            _ = solver.updateVariables()
            #expect(solver.invariantViolation == nil)
            // Two variables and one marker came and went: nothing of them is left.
            #expect(solver.statistics.symbols == baseline, "round \(round)")
            #expect(solver.value(of: x) == 0)
        }
        // The slots were reused: the per-symbol storage did not grow past one round's needs.
        #expect(solver.tableau.symbols.kinds.count <= baseline + 3)
    }

    /// A variable whose last constraint is removed and a new one added before the next update
    /// keeps its symbol and value (a stack view rearranging its views, a cell moved to
    /// another row).
    @Test func aVariableNamedAgainBeforeTheNextUpdateStays() throws {
        let solver = Solver()
        let x = Variable("x")
        let first = x == 70
        try solver.add(first)
        _ = solver.updateVariables()
        let symbols = solver.statistics.symbols
        try solver.remove(first)
        try solver.add(x >= 70)
        let changed = Array(solver.updateVariables())
        #expect(changed.isEmpty)
        #expect(solver.value(of: x) == 70)
        #expect(solver.statistics.symbols == symbols)
    }

    /// A variable that left and comes back is reported at the next update even when its new
    /// value is 0: the caller last saw another value, and its fresh slot starts at 0.
    @Test func aVariableThatComesBackIsReportedAgain() throws {
        let solver = Solver()
        let x = Variable("x")
        let placed = x == 70
        try solver.add(placed)
        #expect(Array(solver.updateVariables()) == [x])
        try solver.remove(placed)
        _ = solver.updateVariables()
        try solver.add(x == 0)
        #expect(Array(solver.updateVariables()) == [x])
        #expect(solver.value(of: x) == 0)
    }

    /// An edit variable is named by its edit: it stays while edited, and leaves with the edit.
    @Test func anEditKeepsItsVariable() throws {
        let solver = Solver()
        let x = Variable("x")
        let pinned = x >= 5
        try solver.add(pinned)
        try solver.addEditVariable(x, priority: .init(500))
        try solver.suggestValue(30, for: x)
        _ = solver.updateVariables()
        try solver.remove(pinned)
        _ = solver.updateVariables()
        #expect(solver.value(of: x) == 30)
        try solver.suggestValue(12, for: x)
        _ = solver.updateVariables()
        #expect(solver.value(of: x) == 12)
        try solver.removeEditVariable(x)
        _ = solver.updateVariables()
        #expect(solver.statistics.symbols == 0)
        #expect(solver.invariantViolation == nil)
    }
}
