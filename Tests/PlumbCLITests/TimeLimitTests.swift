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
        #expect(r.output.contains("error: Diagnosis stopped at its time limit after"))
    }

    @Test func timeoutMustBePositive() {
        let r = run(["diagnose", "--timeout", "0", "Layouts/priorities.layout"])
        #expect(r.status == 2)
        #expect(r.error.contains("--timeout takes a number of seconds greater than 0"))
    }
}
