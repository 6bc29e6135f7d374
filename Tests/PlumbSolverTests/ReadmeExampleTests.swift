import PlumbSolver
import Testing

/// The README's tour, verbatim, so the documentation cannot drift from the behaviour.
@Suite("README examples")
struct ReadmeExampleTests {
    @Test func tour() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width")
        try solver.add(left == 8)
        try solver.add(Constraint(Expression(width), .greaterThanOrEqual, Expression(20), priority: 750))
        try solver.add(Constraint(Expression(width), .equal, Expression(100), priority: 250))
        try solver.add(left + width <= 60)
        #expect(solver.value(of: width) == 52)

        var message = ""
        do {
            try solver.add(width >= 70)
        } catch {
            message = error.description
        }
        #expect(message == "unsatisfiable constraint: width - 70 >= 0; it conflicts with: left - 8 == 0; left + width - 60 <= 0")
        #expect(solver.value(of: width) == 52)
    }
}
