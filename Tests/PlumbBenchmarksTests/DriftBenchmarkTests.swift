import PlumbBenchmarks
import PlumbLayout
import Testing

/// The drift workload does what it says: each frame moves the views by the constants it sets.
@Suite("Drift benchmark")
struct DriftBenchmarkTests {
    @Test(arguments: [(1, false), (2, true), (10, false)])
    func framesFollowTheConstants(constantsPerFrame: Int, withOptionalConstraints: Bool) throws {
        let benchmark = try DriftBenchmark(constantsPerFrame: constantsPerFrame, withOptionalConstraints: withOptionalConstraints)
        #expect(benchmark.views.count == (constantsPerFrame + 1) / 2)
        var clock = 0.0
        let (first, last) = benchmark.run(frames: 200, window: 50) { clock += 1; return clock }
        #expect(first > 0 && last > 0)
        // Frame 200: the first view's leading is 200 % 100 = 0, its top (when it changes)
        // 10 + (200 + 7) % 100 = 17; required sizes win over the optional ones.
        let box = benchmark.views[0]
        #expect(box.frame.minX == 0)
        #expect(box.frame.minY == (constantsPerFrame >= 2 ? 17 : 10))
        #expect(box.frame.width == 100 && box.frame.height == 50)
    }
}
