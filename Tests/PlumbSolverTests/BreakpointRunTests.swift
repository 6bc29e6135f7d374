@testable import PlumbSolver
import PlumbTestSupport
import Testing

/// A run of steps of length zero, each switching one basic's piece, takes its later steps from
/// the basics its first step found instead of running the ratio test again
/// (``Tableau/takeBreakpointMetAtOnce(_:_:_:gathered:ownInStore:)``). The steps must be the
/// ones the ratio test would take: on random systems shaped like a stack view's spanner (one
/// edge tied to each arranged view's edge by optional equalities, required bounds on the other
/// side, a weak fit pulling the spanner in), both ways give bit-identical values and counts.
@Suite("Runs of piece switches")
struct BreakpointRunTests {
    private static let priorities = [999.5, 750, 250, 51, 25]

    /// The values (as bits) and the statistics of one random spanner system.
    private static func solve(seed: UInt64, reusing: Bool) throws -> (values: [UInt64], statistics: TableauStatistics) {
        var rng = SplitMix64(seed: seed &* 0x9E37_79B9_7F4A_7C15)
        var settings = TableauSettings()
        settings.reusesBreakpointsMetAtOnce = reusing
        if rng.int(0...1) == 0 { settings.switchColumnLength = 2 }
        let solver = Solver(settings: settings)
        let origin = Variable("origin"), lead = Variable("spanner.lead"), trail = Variable("spanner.trail")
        var variables = [origin, lead, trail]
        var constraints: [Constraint] = [
            Expression(origin) == Double(rng.int(0...3)),
            Expression(trail) - Expression(origin) == Double(rng.int(0...400)),
            Constraint(Expression(trail) - Expression(lead), .equal, priority: Priority(rng.pick([51, 49]))),
        ]
        for k in 0..<rng.int(2...60) {
            let edge = Variable("v\(k).lead"), width = Variable("v\(k).width")
            variables += [edge, width]
            let offset = rng.int(0...3) == 0 ? Double(rng.int(-5...5)) : 0
            constraints.append(Expression(edge) - Expression(origin) == offset)
            constraints.append(Constraint(Expression(lead) - Expression(edge), .equal,
                                          priority: Priority(rng.pick(priorities))))
            constraints.append(Expression(trail) - Expression(edge) - Expression(width) >= 0)
            constraints.append(Constraint(Expression(width), .equal, priority: 25))
            if rng.int(0...4) == 0 {
                constraints.append(Constraint(Expression(width) - Double(rng.int(0...500)), .greaterThanOrEqual,
                                              priority: Priority(rng.pick(priorities))))
            }
        }
        // Half the systems are added after a first update, so that one optimisation at the end
        // meets every breakpoint at once (the others settle as they are built).
        if rng.int(0...1) == 0 { solver.updateVariables() }
        for constraint in constraints { try solver.add(constraint) }
        solver.updateVariables()
        return (variables.map { solver.value(of: $0).bitPattern }, solver.tableau.statistics)
    }

    @Test func runsTakeTheStepsTheRatioTestWould() throws {
        var shortened = 0
        for seed: UInt64 in 1...200 {
            let reusing = try Self.solve(seed: seed, reusing: true)
            let walking = try Self.solve(seed: seed, reusing: false)
            #expect(reusing.values == walking.values, "seed \(seed)")
            #expect(reusing.statistics.stepCount == walking.statistics.stepCount
                    && reusing.statistics.pivotCount == walking.statistics.pivotCount
                    && reusing.statistics.pieceSwitches == walking.statistics.pieceSwitches, "seed \(seed)")
            if reusing.statistics.ratioTestEntries < walking.statistics.ratioTestEntries { shortened += 1 }
        }
        // The runs happen: otherwise this would compare one path with itself.
        #expect(shortened >= 20, "\(shortened) of 200 systems had a run")
    }
}
