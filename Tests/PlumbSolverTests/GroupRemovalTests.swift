@testable import PlumbSolver
import PlumbTestSupport
import Testing

/// Removing many constraints at once (``Solver/remove(contentsOf:)``) and the definitions that
/// keep a column of rows of cells linear in cells: the shapes of a collection view, checked
/// against the reference LP and the tableau's invariants.
@Suite("Group removal and column definitions")
struct GroupRemovalTests {
    /// A column of `rows` rows stacked 8 apart under a container, each with `columns` cells
    /// (a cell's inner view pinned first, then the cell's top to its row's top, as a layout
    /// engine adds them), the last row's bottom pinned to the container's bottom.
    static func column(rows: Int, columns: Int) -> (variables: [Variable], constraints: [Constraint], cells: [[Constraint]]) {
        let top = Variable("top"), height = Variable("height")
        var variables = [top, height]
        var constraints = [top == 0]
        var cellGroups: [[Constraint]] = []
        var previous: (y: Variable, h: Variable)? = nil
        var heights: [Variable] = []
        for r in 0..<rows {
            let y = Variable("row\(r).y"), h = Variable("row\(r).h")
            variables += [y, h]
            heights.append(h)
            constraints.append(previous.map { y == $0.y + $0.h + 8 } ?? (y == top + 0))
            for c in 0..<columns {
                let cy = Variable("cell\(r)_\(c).y"), ch = Variable("cell\(r)_\(c).h")
                let iy = Variable("inner\(r)_\(c).y"), ih = Variable("inner\(r)_\(c).h")
                variables += [cy, ch, iy, ih]
                let group: [Constraint] = [
                    ih == Double(20 + (r + c) % 7),
                    iy == cy + 4,
                    iy + ih == cy + ch - 4,
                    cy == y + 0,
                    Constraint(cy + ch - y - h, .lessThanOrEqual),
                ]
                constraints += group
                cellGroups.append(group)
            }
            previous = (y, h)
        }
        if let (y, h) = previous { constraints.append(y + h == top + height) }
        // Rows as short as their cells allow.
        for h in heights { constraints.append(Constraint(Expression(h), .equal, priority: 1)) }
        return (variables, constraints, cellGroups)
    }

    @Test func aColumnOfRowsOfCellsStaysLinearInCells() throws {
        // Each cell's top is defined lazily by its row's top instead of a row that expands the
        // rows above it: cells grow with the constraints, not with rows × constraints.
        let (_, constraints, _) = Self.column(rows: 60, columns: 5)
        let solver = Solver()
        try solver.add(contentsOf: constraints)
        solver.updateVariables()
        #expect(solver.statistics.cells <= 4 * constraints.count, "\(solver.statistics)")
        #expect(solver.invariantViolation == nil)
    }

    @Test func aColumnSolvesAsTheReferenceDoes() throws {
        let (variables, constraints, _) = Self.column(rows: 6, columns: 3)
        let solver = Solver()
        try solver.add(contentsOf: constraints)
        ChainCuttingTests.check(solver, variables, constraints, "column 6×3")
    }

    @Test func aDetachedComponentIsDroppedWholeAndTheRestKeepsItsValues() throws {
        let (variables, constraints, _) = Self.column(rows: 4, columns: 3)
        let other = (0..<5).map { Variable("o\($0)") }
        var component = [other[0] == 10]
        for i in 1..<other.count { component.append(other[i] == other[i - 1] + 8) }
        component.append(Constraint(other[4] - 100, .equal, priority: 500))
        let solver = Solver()
        try solver.add(contentsOf: constraints + component)
        solver.updateVariables()
        let before = variables.map { solver.value(of: $0) }
        let rowsBefore = solver.statistics.rows
        try solver.remove(contentsOf: component)
        solver.updateVariables()
        #expect(variables.map { solver.value(of: $0) } == before)
        #expect(solver.statistics.rows < rowsBefore)
        #expect(solver.constraints.count == constraints.count)
        ChainCuttingTests.check(solver, variables, constraints, "after the component left")
        // The same constraints can come back.
        try solver.add(contentsOf: component)
        ChainCuttingTests.check(solver, variables + other, constraints + component, "after it came back")
    }

    @Test func membersThatShareVariablesWithTheRestAreRemovedToo() throws {
        // Removing one row's cells: their constraints name the row's variables, which stay.
        let (variables, constraints, cells) = Self.column(rows: 4, columns: 3)
        let solver = Solver()
        try solver.add(contentsOf: constraints)
        solver.updateVariables()
        let leaving = cells[3] + cells[4] + cells[5]
        try solver.remove(contentsOf: leaving)
        let ids = Set(leaving.map(ObjectIdentifier.init))
        let live = constraints.filter { !ids.contains(ObjectIdentifier($0)) }
        #expect(solver.constraints.map(ObjectIdentifier.init) == live.map(ObjectIdentifier.init))
        ChainCuttingTests.check(solver, variables, live, "after one row's cells left")
    }

    @Test func anUnknownMemberRemovesNothing() throws {
        let x = Variable("x"), y = Variable("y")
        let a = x == 1, b = y == x + 2, stranger = y == 7
        let solver = Solver()
        try solver.add(contentsOf: [a, b])
        #expect(throws: SolverError.self) { try solver.remove(contentsOf: [b, a, stranger]) }
        #expect(solver.constraints == [a, b])  // in their order, each still removable
        #expect(solver.contains(a) && solver.contains(b))
        solver.updateVariables()
        #expect(solver.value(of: y) == 3)
        // A repeated member counts once.
        try solver.remove(contentsOf: [a, b, a])
        #expect(solver.constraints.isEmpty)
    }

    /// Constraints on the same expression share one marker, also after thousands of removed
    /// expressions made the marker table compact its pool of terms: a second constraint on a
    /// surviving expression adds no row, one on a forgotten expression does.
    @Test func expressionsStillShareMarkersAfterManyAreForgotten() throws {
        let solver = Solver()
        let n = 3000
        let xs = (0..<n).map { Variable("x\($0)") }
        let ys = (0..<n).map { Variable("y\($0)") }
        var gaps: [Constraint] = []
        for i in 0..<n {
            try solver.add(xs[i] == Double(i))
            let gap = Constraint(xs[i] - ys[i] - Double(i % 5 + 1), .equal)
            try solver.add(gap)
            gaps.append(gap)
        }
        // Each removal alone (not a group): every marker is forgotten through `discard`.
        for i in 0..<n where i % 4 != 0 { try solver.remove(gaps[i]) }
        solver.updateVariables()
        let rows = solver.statistics.rows
        for i in stride(from: 0, to: n, by: 4) {
            try solver.add(Constraint(xs[i] - ys[i] - 10, .lessThanOrEqual))
        }
        #expect(solver.statistics.rows == rows)
        try solver.add(Constraint(xs[1] - ys[1] - 3, .equal))
        #expect(solver.statistics.rows == rows + 1)
        solver.updateVariables()
        for i in stride(from: 0, to: n, by: 4) {
            #expect(abs(solver.value(of: ys[i]) - Double(i - i % 5 - 1)) < 1e-9)
        }
        #expect(abs(solver.value(of: ys[1]) - -2) < 1e-9)
    }
}
