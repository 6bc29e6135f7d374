@testable import PlumbSolver
import PlumbTestSupport
import Testing

/// A suggestion moves its edit variable to the new target at once when that is the one step
/// the simplex would take (``Tableau/moveEditedSymbol(_:edit:from:to:)``). On random systems
/// shaped like a resizable window (a row and a column of views between required bounds,
/// preferred sizes and equal widths at lower priorities, the window's size edited), the values
/// after every tick must be those of the simplex, bit for bit, and both paths must be taken.
@Suite("Edits moved along")
struct EditMoveTests {
    private static let priorities = [750, 500, 250, 51]

    /// Every tick's values (as bits) and the statistics of one random system.
    private static func run(seed: UInt64, movesAlong: Bool) throws -> (ticks: [[UInt64]], statistics: TableauStatistics) {
        var rng = SplitMix64(seed: seed &* 0x9E37_79B9_7F4A_7C15)
        var settings = TableauSettings()
        settings.movesEditsAlong = movesAlong
        let solver = Solver(settings: settings)
        let width = Variable("width"), height = Variable("height")
        var variables = [width, height]
        for (size, axis) in [(width, "x"), (height, "y")] {
            var previousEnd: Expression = Expression(constant: 0)
            var previousSize: Variable?
            for k in 0..<rng.int(1...12) {
                let origin = Variable("\(axis)\(k)"), extent = Variable("\(axis)\(k).size")
                variables += [origin, extent]
                try solver.add(Expression(origin) - previousEnd >= Double(rng.int(0...8)))
                try solver.add(Expression(extent) >= Double(rng.int(0...40)))
                try solver.add(Constraint(Expression(extent) - Double(rng.int(10...120)), .equal,
                                          priority: Priority(Double(rng.pick(priorities)))))
                if let previousSize, rng.int(0...2) == 0 {
                    try solver.add(Constraint(Expression(extent) - Expression(previousSize), .equal,
                                              priority: Priority(Double(rng.pick(priorities)))))
                }
                if rng.int(0...3) == 0 {
                    try solver.add(Constraint(Expression(origin) + Expression(extent) - Expression(size) + Double(rng.int(0...20)),
                                              .lessThanOrEqual, priority: Priority(Double(rng.pick(priorities)))))
                }
                previousEnd = Expression(origin) + Expression(extent)
                previousSize = extent
            }
            try solver.add(previousEnd - Expression(size) <= 0)
            // Now and then a cost stronger than the edit holds the size or a view near it, so
            // that a suggestion must not move it (the edit's pull does not price as improving).
            if rng.int(0...2) == 0 {
                let held = rng.int(0...1) == 0 ? Expression(size) : previousEnd
                try solver.add(Constraint(held - Double(rng.int(200...700)), .equal, priority: 900))
            }
            // And now and then one as strong as the edit pulls the other way: a tie at the
            // edit's level, which the weaker costs decide.
            if rng.int(0...2) == 0 {
                try solver.add(Constraint(Expression(size) - Double(rng.int(200...700)), .equal, priority: 800))
            }
        }
        try solver.addEditVariable(width, priority: 800)
        try solver.addEditVariable(height, priority: 800)
        var ticks: [[UInt64]] = []
        for _ in 0..<25 {
            // Mostly small moves, as a drag makes; now and then a jump.
            try solver.suggestValue(Double(rng.int(0...3) == 0 ? rng.int(0...1500) : 300 + rng.int(0...60)), for: width)
            try solver.suggestValue(Double(rng.int(0...3) == 0 ? rng.int(0...1500) : 500 + rng.int(0...60)), for: height)
            solver.updateVariables()
            ticks.append(variables.map { solver.value(of: $0).bitPattern })
        }
        return (ticks, solver.tableau.statistics)
    }

    @Test func movingAlongGivesTheSimplexsValues() throws {
        var moves = 0, slowSteps = 0
        for seed: UInt64 in 1...20 {
            let along = try Self.run(seed: seed, movesAlong: true)
            let simplex = try Self.run(seed: seed, movesAlong: false)
            #expect(along.ticks == simplex.ticks, "seed \(seed)")
            #expect(simplex.statistics.editMoves == 0)
            moves += along.statistics.editMoves
            slowSteps += along.statistics.stepCount - along.statistics.editMoves
        }
        // Both paths are taken: most suggestions move along, the rest cross a breakpoint.
        #expect(moves >= 200, "\(moves) suggestions moved along")
        #expect(slowSteps >= 200, "\(slowSteps) simplex steps")
    }

    /// A tie: an equality as strong as the edit holds the variable the other way, so that the
    /// edit's pull, once the variable sits at its target, no longer improves anything, and the
    /// simplex leaves it where it is. Moving along must leave it there too.
    @Test func aSuggestionHeldByATieStays() throws {
        for movesAlong in [true, false] {
            var settings = TableauSettings()
            settings.movesEditsAlong = movesAlong
            let solver = Solver(settings: settings)
            let x = Variable("x")
            try solver.add(x >= 0)
            try solver.addEditVariable(x, priority: 800)
            try solver.suggestValue(500, for: x)
            solver.updateVariables()
            // Added once the variable sits at 500: moving toward 300 gains nothing either.
            try solver.add(Constraint(Expression(x) - 300, .equal, priority: 800))
            solver.updateVariables()
            let first = solver.value(of: x)
            try solver.suggestValue(600, for: x)
            solver.updateVariables()
            // Every value from 300 to the target costs the same; the simplex does not move.
            #expect(solver.value(of: x) == first, "moves along: \(movesAlong), \(first) → \(solver.value(of: x))")
            #expect(first == 500)
        }
    }
}
