import PlumbBenchmarks
@testable import PlumbSolver
import Testing

/// A step of length zero on a long column may switch the leaving basic's piece instead of
/// pivoting (``Tableau/switchPiece``). Each basic switches once a pass: a basic switched back and
/// forth by the entering symbols of its row cost a tree's final optimisation 14,000 switches
/// before the pass's limit stopped them (tree_d4_f8 built in 900 ms instead of 60).
@Suite("Piece switches")
struct PieceSwitchTests {
    /// The tree's build with every step of length zero allowed to switch (columns of 2 or more)
    /// against the same build that always pivots: the same optimum in about as many steps.
    /// Switching back and forth took 5.4 times the steps on tree_d3_f4 and 9.9 on tree_d3_f8.
    @Test(arguments: [(3, 4), (3, 8)])
    func switchingEverywhereTakesAboutTheStepsOfPivoting(_ depth: Int, _ fanout: Int) throws {
        let workload = TreeWorkload(depth: depth, fanout: fanout).make()
        func build(switchColumnLength: Int) throws -> (TableauStatistics, WorkloadCheck) {
            var settings = TableauSettings()
            settings.switchColumnLength = switchColumnLength
            let solver = Solver(settings: settings)
            let objects = workload.makeObjects()
            try workload.build(objects, into: solver)
            return (solver.tableau.statistics, workload.check(objects, in: solver))
        }
        let (switching, switchingCheck) = try build(switchColumnLength: 2)
        let (pivoting, pivotingCheck) = try build(switchColumnLength: .max)
        #expect(pivoting.pieceSwitches == 0)
        #expect(switching.pieceSwitches > 0, "no switch: the test no longer reaches the path")
        #expect(switching.stepCount <= pivoting.stepCount * 3 / 2,
                "steps \(switching.stepCount) switching, \(pivoting.stepCount) pivoting")
        #expect(abs(switchingCheck.objective - pivotingCheck.objective) <= 1e-6 * max(1, abs(pivotingCheck.objective)))
        #expect(switchingCheck.requiredViolation <= 1e-9)
    }
}
