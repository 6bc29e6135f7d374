import Foundation
import PlumbBenchmarks
import PlumbSolver
import Testing

@Suite("Workload writer and check")
struct WorkloadWriterTests {
    @Test(arguments: [
        (-8.0, "-8"), (0, "0"), (-0.0, "0"), (6000, "6000"), (60188.5, "60188.5"), (1.25, "1.25"),
        (0.0001, "0.0001"), (0.00001, "1e-05"), (-0.5, "-0.5"), (1e300, "1e+300"),
    ])
    func numbersAreWrittenLikeTheReferenceGenerator(_ x: Double, _ text: String) {
        #expect(WorkloadWriter.formatNumber(x) == text)
    }

    @Test func writesEveryDirective() throws {
        let text = "# t\nv a\nv b\ne a strong\nc == 0:1:0:1.25 -1.5 2 a -1 b\nc >= weak 0\nt a 1 a 2.5\n"
        let w = try WorkloadParser.parse(text)
        #expect(WorkloadWriter.write(w) == text + "# counts: vars=2 constraints=2 edits=1 ticks=1\n")
    }

    /// The reference files as compare.sh leaves them (skipped when absent) read back and are
    /// written out byte for byte.
    @Test(arguments: ["enaml", "chain_100", "chainfit_100", "tree_d3_f4", "chain_edit_1000"])
    func referenceFilesRoundTrip(_ name: String) throws {
        let path = "/tmp/plumb-bench/workloads/\(name).txt"
        guard let data = FileManager.default.contents(atPath: path) else { return }
        let w = try WorkloadParser.parse(bytes: [UInt8](data), file: path)
        #expect(w.name == name)
        #expect(WorkloadWriter.write(w) == String(decoding: data, as: UTF8.self))
    }

    @Test func checkScoresLikeKiwiBench() throws {
        let w = try WorkloadParser.parse("""
            v x
            v y
            c == required -10 1 x
            c >= required 0 1 y
            c == strong -5 1 y
            c <= medium 0 1 x -1 y
            c >= weak -100 1 x
            c == 0:1:0:1.25 0 1 y
            """)
        // x = 10, y = 3: required hold; strong off by 2, medium by 7, weak by 90, custom by 3.
        let good = w.check(values: [10, 3])
        #expect(good.requiredViolation == 0)
        let expected: Double = 2e6 + 7e3 + 90 + 3750
        #expect(good.objective == expected)
        // x = 9, y = -1: required violated by 1 (x) and 1 (y >= 0); the largest is kept.
        let bad = w.check(values: [9, -1])
        #expect(bad.requiredViolation == 1)
        #expect(w.check(values: []).requiredViolation == 10)  // missing values count as 0
    }

    @Test func makeObjectsMapsEveryConstraint() throws {
        let w = try WorkloadParser.parse("v x\nv y\nc <= weak 4 2 x -1 y\n")
        let objects = w.makeObjects()
        #expect(objects.variables.map(\.name) == ["x", "y"])
        let c = try #require(objects.constraints.first)
        #expect(c.relation == .lessThanOrEqual)
        #expect(c.priority == 250)
        #expect(c.expression.constant == 4)
        #expect(c.expression.terms.map(\.coefficient) == [2, -1])
        #expect(c.expression.terms.map(\.variable) == objects.variables)
    }
}
