import Foundation
import PlumbBenchmarks
import Testing

@Suite("Workload generators")
struct WorkloadGeneratorTests {
    /// Counts printed by gen_workloads.py (and written on the files' last line).
    @Test(arguments: [
        ("chain_100", 202, 303, 0, 0),
        ("chainfit_100", 202, 303, 0, 0),
        ("chain_1000", 2002, 3003, 0, 0),
        ("chain_edit_1000", 2002, 3002, 1, 1000),
        ("tree_d3_f4", 340, 617, 0, 0),
        ("tree_d3_f8", 2340, 4461, 0, 0),
        ("tree_d5_f4", 5460, 9897, 0, 0),
        ("tree_d4_f8", 18724, 35693, 0, 0),
    ])
    func countsMatchTheReferenceGenerator(_ name: String, _ vars: Int, _ cons: Int, _ edits: Int, _ ticks: Int) throws {
        let w = try #require(Self.generate(name))
        #expect(w.name == name)
        #expect(w.variables.count == vars)
        #expect(w.constraints.count == cons)
        #expect(w.editCount == edits)
        #expect(w.ticks.count == ticks)
        #expect(w.buildSteps.count == cons + edits)
        if name.hasPrefix("tree") {
            let tree = try #require(Self.tree(name))
            #expect(tree.constraintCount == cons)
        }
    }

    @Test func chain100Lines() {
        let text = WorkloadWriter.write(ChainWorkload(.chain, count: 100).make())
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "# chain n=100 container width fixed at 6000")
        #expect(Array(lines[1...4]) == ["v cl", "v cw", "v x0", "v w0"])
        #expect(lines[203] == "c == required 0 1 cl")
        #expect(lines[204] == "c == required -6000 1 cw")
        #expect(lines[205] == "c == required -8 1 x0 -1 cl")
        #expect(lines[206] == "c >= strong -20 1 w0")
        #expect(lines[207] == "c == weak -100 1 w0")
        #expect(lines[208] == "c == required -8 1 x1 -1 x0 -1 w0")
        #expect(lines[505] == "c == required 8 1 x99 1 w99 -1 cl -1 cw")
        #expect(lines[506] == "# counts: vars=202 constraints=303 edits=0 ticks=0")
        #expect(lines.count == 508 && lines[507].isEmpty)
    }

    @Test func chainfitLastEdgeIsAnInequality() {
        let w = ChainWorkload(.chainfit, count: 100).make()
        #expect(w.comments == ["chainfit n=100 container width fixed at 12000"])
        #expect(w.constraints[1].constant == -12000)
        #expect(w.constraints.last?.relation == .lessThanOrEqual)
    }

    @Test func chainEditTicksDragTheContainer() {
        let w = ChainWorkload(.chainEdit, count: 1000).make()
        #expect(w.comments == ["chain n=1000 container width = edit variable"])
        #expect(w.buildSteps.last == .edit(variable: 1, strength: .strong))
        let values = w.ticks.map { $0.suggestions.map(\.value) }
        #expect(Array(values.prefix(4)) == [[60000], [60094], [60188.5], [60282.5]])
        #expect(values.allSatisfy { $0.count == 1 && $0[0] >= 45000 && $0[0] <= 75000 })
        #expect(values[250] == [75000] && values[750] == [45000])
        let text = WorkloadWriter.write(w)
        #expect(text.contains("\ne cw strong\nt cw 60000\nt cw 60094\nt cw 60188.5\n"))
    }

    @Test func treeD3F4Lines() {
        let text = WorkloadWriter.write(TreeWorkload(depth: 3, fanout: 4).make())
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "# tree depth=3 fan=4 (85 nodes, 64 leaves) root 816x196")
        #expect(Array(lines[1...4]) == ["v n0l", "v n0t", "v n0w", "v n0h"])
        #expect(Array(lines[341...349]) == [
            "c == required 0 1 n0l",
            "c == required 0 1 n0t",
            "c == required -816 1 n0w",
            "c == required -196 1 n0h",
            "c == required -8 1 n1l -1 n0l",
            "c == required -8 1 n1t -1 n0t",
            "c <= required 16 1 n1h -1 n0h",
            "c == medium 16 1 n1h -1 n0h",
            "c == required -4 1 n22l -1 n1l -1 n1w",
        ])
        #expect(lines.contains("c == weak -52 1 n3w"))  // leaf 3: 20 + 4·(21 mod 13)
        #expect(lines.contains("c == required 8 1 n64l 1 n64w -1 n0l -1 n0w"))
        #expect(lines.last == "# counts: vars=340 constraints=617 edits=0 ticks=0")
    }

    @Test func invalidTreeShapesGiveNoCount() {
        #expect(TreeWorkload(depth: -1, fanout: 4).nodeCount == nil)
        #expect(TreeWorkload(depth: 3, fanout: 0).nodeCount == nil)
        #expect(TreeWorkload(depth: 100, fanout: 8).nodeCount == nil)
        #expect(TreeWorkload(depth: 100, fanout: 8).make().constraints.isEmpty)
        #expect(TreeWorkload(depth: 0, fanout: 1).make().constraints.count == 8)
    }

    @Test(arguments: ["chain_100", "chainfit_100", "chain_edit_1000", "tree_d3_f4"])
    func writtenTextReadsBackIdentically(_ name: String) throws {
        let w = try #require(Self.generate(name))
        let text = WorkloadWriter.write(w)
        let back = try WorkloadParser.parse(text, file: "\(name).txt")
        #expect(WorkloadWriter.write(back) == text)
        #expect(back.variables == w.variables)
        #expect(back.buildSteps == w.buildSteps)
        #expect(back.ticks == w.ticks)
        #expect(back.constraints.map { $0.terms } == w.constraints.map { $0.terms })
    }

    /// Byte-identical to gen_workloads.py, when python3 and the script are available.
    @Test(.enabled(if: ReferenceGenerator.available))
    func byteIdenticalToTheReferenceGenerator() throws {
        let made: [(String, String)] = [
            ("chain_100", "g.gen_chain(o('chain_100'), 100)"),
            ("chainfit_100", "g.gen_chain(o('chainfit_100'), 100, fit=True)"),
            ("chain_edit_1000", "g.gen_chain(o('chain_edit_1000'), 1000, 1000)"),
            ("tree_d3_f4", "g.gen_tree(o('tree_d3_f4'), 3, 4)"),
            ("tree_d3_f8", "g.gen_tree(o('tree_d3_f8'), 3, 8)"),
        ]
        let directory = try ReferenceGenerator.run(made.map(\.1))
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (name, _) in made {
            let reference = try String(contentsOfFile: "\(directory)/\(name).txt", encoding: .utf8)
            let ours = WorkloadWriter.write(try #require(Self.generate(name)))
            #expect(ours == reference, "\(name) differs from gen_workloads.py")
        }
    }

    // MARK: Helpers

    static func generate(_ name: String) -> Workload? {
        if let tree = tree(name) { return tree.make() }
        for kind in [ChainWorkload.Kind.chainEdit, .chainfit, .chain] where name.hasPrefix(kind.rawValue + "_") {
            guard let n = Int(name.dropFirst(kind.rawValue.count + 1)) else { return nil }
            return ChainWorkload(kind, count: n).make()
        }
        return nil
    }

    static func tree(_ name: String) -> TreeWorkload? {
        let parts = name.split(separator: "_")
        guard parts.count == 3, parts[0] == "tree", let d = Int(parts[1].dropFirst()), let f = Int(parts[2].dropFirst())
        else { return nil }
        return TreeWorkload(depth: d, fanout: f)
    }
}

/// gen_workloads.py, run through python3: found with `PLUMB_GEN_WORKLOADS` or at
/// `../shared/bench/gen_workloads.py` next to the package.
enum ReferenceGenerator {
    static var script: String? {
        if let path = ProcessInfo.processInfo.environment["PLUMB_GEN_WORKLOADS"] { return path }
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return package.deletingLastPathComponent().appendingPathComponent("shared/bench/gen_workloads.py").path
    }

    static var python: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/python3" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static var available: Bool {
        guard let script, python != nil else { return false }
        return FileManager.default.fileExists(atPath: script)
    }

    /// Runs the generator calls (`o(name)` is the output path) into a fresh directory.
    static func run(_ calls: [String]) throws -> String {
        guard let script, let python else { throw CocoaError(.fileNoSuchFile) }
        let directory = NSTemporaryDirectory() + "plumb-gen-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let scriptDirectory = URL(fileURLWithPath: script).deletingLastPathComponent().path
        let program = """
            import sys
            sys.path.insert(0, \(pythonString(scriptDirectory)))
            import gen_workloads as g
            o = lambda name: \(pythonString(directory)) + '/' + name + '.txt'
            \(calls.joined(separator: "\n"))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", program]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.executableLoad) }
        return directory
    }

    static func pythonString(_ s: String) -> String {
        "'" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
