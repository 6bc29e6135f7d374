import Foundation
import Testing

/// The same input gives byte-identical output whatever the hash seed: the `plumb` executable
/// runs as a child process once with `SWIFT_DETERMINISTIC_HASHING` set and twice without it (two
/// random seeds), and every output must match. A Dictionary or Set iterated on its way to the
/// output would differ between seeds.
@Suite struct DeterminismTests {
    /// The `plumb` executable `swift test` built next to the test bundle.
    static func plumbExecutable() -> URL? {
        var directory = Bundle.main.bundleURL
        for _ in 0..<3 {
            let candidate = directory.appendingPathComponent("plumb")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return nil
    }

    static func runChild(_ executable: URL, _ arguments: [String], deterministic: Bool) throws -> Data {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: repositoryRoot)
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = deterministic ? "1" : nil
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data + Data("\nexit \(process.terminationStatus)\n".utf8)
    }

    static let runs: [[String]] = [
        ["diagnose", "Layouts/login-ambiguous.layout"],
        ["diagnose", "Layouts/login-ambiguous.layout", "--format", "json"],
        ["solve", "Layouts/login-ambiguous.layout"],
        ["solve", "Layouts/login-ambiguous.layout", "--format", "json"],
        ["diagnose", "Layouts/priorities.layout", "--format", "json"],
        ["solve", "Layouts/profile-stack.layout", "--format", "json"],
    ]

    @Test(arguments: runs)
    func outputDoesNotDependOnTheHashSeed(_ arguments: [String]) throws {
        let executable = try #require(Self.plumbExecutable(), "the plumb executable next to the tests")
        let fixed = try Self.runChild(executable, arguments, deterministic: true)
        let random1 = try Self.runChild(executable, arguments, deterministic: false)
        let random2 = try Self.runChild(executable, arguments, deterministic: false)
        #expect(fixed.count > 20)
        #expect(random1 == fixed, "\(arguments.joined(separator: " ")): output differs with a random hash seed")
        #expect(random2 == fixed, "\(arguments.joined(separator: " ")): output differs with a random hash seed")
    }
}
