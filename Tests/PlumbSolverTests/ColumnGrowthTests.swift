@testable import PlumbSolver
import Testing

/// A constant animated frame after frame is a constraint removed and added again each frame
/// (the layout engine replaces a changed constraint). The tableau's columns list the rows that
/// may hold each symbol, and entries for rows that no longer hold it are dropped as they are
/// met: the columns must stay as long after 20,000 frames as after 1,000, or every frame would
/// scan the rows of all the earlier ones (the drift `plumb bench --workload drift` measures).
@Suite("Columns do not grow over an animation")
struct ColumnGrowthTests {
    /// The solver constraints of one view placed by four required constraints in a root
    /// pinned at the origin, two of whose constants change every frame.
    @Test(arguments: [false, true])
    func columnsStayBoundedWhileConstantsChange(withOptionalConstraints: Bool) throws {
        let rootX = Variable("root.minX"), rootY = Variable("root.minY")
        let x = Variable("box.minX"), y = Variable("box.minY"), w = Variable("box.width"), h = Variable("box.height")
        let solver = Solver()
        try solver.add(Expression(rootX) == 0)
        try solver.add(Expression(rootY) == 0)
        try solver.add(Expression(w) == 100)
        try solver.add(Expression(h) == 50)
        if withOptionalConstraints {
            try solver.add(Constraint(Expression(w) - 120, .equal, priority: Priority(750)))
            try solver.add(Constraint(Expression(h) - 40, .lessThanOrEqual, priority: Priority(500)))
        }
        var leading = Constraint(Expression(x) - Expression(rootX) - 10, .equal)
        var top = Constraint(Expression(y) - Expression(rootY) - 10, .equal)
        try solver.add(leading)
        try solver.add(top)
        func columnEntries() -> Int { solver.tableau.rowStore.columns.reduce(0) { $0 + $1.count } }
        var afterFirstThousand = 0
        for frame in 1...20_000 {
            try solver.remove(leading)
            leading = Constraint(Expression(x) - Expression(rootX) - Double(frame % 100), .equal)
            try solver.add(leading)
            try solver.remove(top)
            top = Constraint(Expression(y) - Expression(rootY) - Double(frame % 77), .equal)
            try solver.add(top)
            _ = solver.updateVariables()
            if frame == 1_000 { afterFirstThousand = columnEntries() }
        }
        #expect(solver.value(of: x) == Double(20_000 % 100) && solver.value(of: y) == Double(20_000 % 77))
        #expect(columnEntries() <= afterFirstThousand + 8, "columns grew from \(afterFirstThousand) to \(columnEntries()) entries")
        #expect(solver.invariantViolation == nil)
    }
}
