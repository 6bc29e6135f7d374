@testable import PlumbSolver
import PlumbTestSupport
import Testing

/// Dragging a row's container (an edit variable basic in the row's budget row): the stored
/// reduced costs are updated by each pivot and each slope flip of the edit, never recomputed,
/// so every tick is checked against the reference LP, not only the last.
@Suite("Dragging a row's container")
struct ContainerDragTests {
    @Test func everyTickIsOptimal() throws {
        try drag(rounds: 16, views: 3...9, seed: 2026)
    }

    /// Rows long enough for the edit's basic to be exchanged for another width directly
    /// (``Tableau/exchange(basicOf:for:moving:)``, from 32 symbols: widths and the links'
    /// markers): every tick still optimal, and exchanges did happen.
    @Test func everyTickIsOptimalWhenWidthsAreExchanged() throws {
        let exchanges = try drag(rounds: 4, views: 17...22, seed: 7)
        #expect(exchanges > 0)
    }

    /// Drags the container of random rows; returns the exchanges the solvers made.
    @discardableResult
    private func drag(rounds: Int, views: ClosedRange<Int>, seed: UInt64) throws -> Int {
        var rng = SplitMix64(seed: seed)
        var exchanges = 0
        for round in 0..<rounds {
            let n = rng.int(views)
            let left = Variable("cl"), width = Variable("cw")
            var variables = [left, width]
            var constraints = [left == 0]
            var previous: (x: Variable, w: Variable)? = nil
            for i in 0..<n {
                let x = Variable("x\(i)"), w = Variable("w\(i)")
                variables += [x, w]
                constraints.append(previous.map { x == $0.x + $0.w + 8 } ?? (x == left + 8))
                constraints.append(Constraint(w - Double(rng.int(10...30)), .greaterThanOrEqual, priority: 750))
                constraints.append(Constraint(w - Double(rng.int(40...120)), .equal, priority: 250))
                previous = (x, w)
            }
            if let (x, w) = previous {
                constraints.append(Constraint(x + w + 8 - left - width, rng.chance(0.5) ? .equal : .lessThanOrEqual))
            }
            let solver = Solver()
            try solver.add(contentsOf: constraints)
            try solver.addEditVariable(width, priority: Priority(750))
            for tick in 0..<24 {
                let target = Double(rng.int(15 * n...140 * n)) + (rng.chance(0.5) ? 0.5 : 0)
                try solver.suggestValue(target, for: width)
                let point = values(solver, variables)
                let live = constraints + [Constraint(width - target, .equal, priority: 750)]
                if let problem = disagreement(point: point, live.map { reference($0, over: variables) },
                                              variableCount: variables.count) {
                    Issue.record("round \(round), n \(n), tick \(tick), target \(target): \(problem)")
                    return exchanges
                }
            }
            #expect(solver.invariantViolation == nil)
            exchanges += solver.exchangeCount
        }
        return exchanges
    }
}
