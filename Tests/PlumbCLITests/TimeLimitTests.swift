import Foundation
@testable import PlumbCLI
import PlumbFormats
import Testing

/// A pathological input hits `plumb diagnose`'s time limit with a clear message and exit status
/// 2, instead of running on (issue 9's resource bounds).
@Suite("Time limit")
struct TimeLimitTests {
    @Test func aDeepHierarchyHitsTheTimeLimit() throws {
        let path = NSTemporaryDirectory() + "plumb-deep-\(UUID().uuidString).layout"
        try LayoutGenerator.nested(depth: 3_000, constrainedLevels: 100)
            .write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = run(["diagnose", "--timeout", "0.001", path])
        #expect(r.status == 2)
        // The limit stops the first layout pass or the diagnosis after it, whichever it reaches.
        #expect(r.output.contains("error: Diagnosis stopped at its time limit after")
            || r.output.contains("error: Layout stopped at its time limit before the first pass finished"))
    }

    /// The limit holds inside the layout pass too, not only between the views diagnosed: a
    /// stack whose layout is long stops in the solver (issue 39).
    @Test func aLongLayoutPassStopsAtTheTimeLimit() throws {
        let path = NSTemporaryDirectory() + "plumb-stack-\(UUID().uuidString).layout"
        let views = (0..<300).map { "        view v\($0) \(20 + $0 % 50)x20" }.joined(separator: "\n")
        try """
            size 375x9000
            view root {
                stack s {
                    axis = vertical
                    distribution = fillEqually
            \(views)
                }
            }
            s.edges == root.edges
            """.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = run(["diagnose", "--timeout", "0.001", path])
        #expect(r.status == 2)
        #expect(r.output.hasPrefix("\(path):1:1: error: Layout stopped at its time limit before the first pass finished [diagnostics-incomplete]"))
    }

    @Test func timeoutMustBePositive() {
        let r = run(["diagnose", "--timeout", "0", "Layouts/priorities.layout"])
        #expect(r.status == 2)
        #expect(r.error.contains("--timeout takes a number of seconds greater than 0"))
    }
}
