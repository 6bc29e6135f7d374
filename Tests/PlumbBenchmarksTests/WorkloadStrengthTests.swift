import PlumbBenchmarks
import PlumbSolver
import Testing

@Suite("Workload strengths")
struct WorkloadStrengthTests {
    @Test func namedStrengthsMapToPlumbPriorities() {
        #expect(WorkloadStrength.required.priority == .required)
        #expect(WorkloadStrength.strong.priority == 750)
        #expect(WorkloadStrength.medium.priority == 500)
        #expect(WorkloadStrength.weak.priority == 250)
        for s in [WorkloadStrength.required, .strong, .medium, .weak] { #expect(s.weight == 1) }
    }

    @Test func namedStrengthsKeepKiwisNumbers() {
        #expect(WorkloadStrength.required.kiwiValue == 1_001_001_000)
        #expect(WorkloadStrength.strong.kiwiValue == 1_000_000)
        #expect(WorkloadStrength.medium.kiwiValue == 1000)
        #expect(WorkloadStrength.weak.kiwiValue == 1)
        #expect(WorkloadStrength.required.isKiwiRequired)
        #expect(!WorkloadStrength.strong.isKiwiRequired)
    }

    /// `a:b:c:w` with one nonzero level: that level, weight value × w; kiwi's number is kept.
    @Test(arguments: [
        ("0:1:0:1.25", 500.0, 1.25, 1250.0),  // enaml's mmedium
        ("0:100:0:1", 500, 100, 100_000),  // enaml's smedium
        ("2:0:0", 750, 2, 2_000_000),  // three fields: w = 1
        ("0:0:3:0.5", 250, 1.5, 1.5),
        ("0:2000:0:1", 500, 2000, 1_000_000),  // kiwi clamps each level to 1000, Plumb's weight is not
    ])
    func customStrength(_ spelling: String, _ priority: Double, _ weight: Double, _ kiwi: Double) throws {
        let w = try WorkloadParser.parse("v x\nc == \(spelling) 0 1 x\n")
        let strength = w.constraints[0].strength
        #expect(strength.priority == Priority(priority))
        #expect(strength.weight == weight)
        #expect(strength.kiwiValue == kiwi)
        let objects = w.makeObjects()
        #expect(objects.constraints[0].priority == Priority(priority))
        #expect(objects.constraints[0].weight == weight)
    }

    @Test func customStrengthIsWrittenWithFourFields() throws {
        #expect(WorkloadStrength.custom(a: 0, b: 1, c: 0, w: 1.25).spelling == "0:1:0:1.25")
        let w = try WorkloadParser.parse("v x\nc == 2:0:0 0 1 x\n")
        #expect(w.constraints[0].strength.spelling == "2:0:0:1")
    }

    @Test func kiwiCreateMatchesKiwi() {
        #expect(WorkloadStrength.kiwiCreate(1000, 1000, 1000, 1) == 1_001_001_000)
        #expect(WorkloadStrength.kiwiCreate(1, 2, 3, 2) == 2_004_006)
        #expect(WorkloadStrength.kiwiCreate(-5, 0, 5000, 1) == 1000)
    }
}
