import Foundation
@testable import PlumbCLI
import Testing

/// Captures what a command writes.
final class Capture {
    var output = ""
    var error = ""
    var console: Console {
        Console(writeOutput: { self.output += $0 }, writeError: { self.error += $0 }, errorIsTerminal: false)
    }
}

func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
    let capture = Capture()
    let status = PlumbCLI.run(arguments, console: capture.console)
    return (status, capture.output, capture.error)
}

/// A tiny solvable workload file, written to a temporary directory.
func tinyWorkload(_ text: String = """
    # tiny
    v left
    v width
    e width strong
    c == required 0 1 left
    c >= required -10 1 width
    c == weak -50 1 width
    c <= strong -80 1 left 1 width
    t width 30
    t width 60
    """, name: String = "tiny") throws -> String {
    let directory = NSTemporaryDirectory() + "plumb-cli-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let path = "\(directory)/\(name).txt"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

/// Removes the directory `tinyWorkload` made for `path`.
func removeWorkload(_ path: String) {
    guard let slash = path.lastIndex(of: "/") else { return }
    try? FileManager.default.removeItem(atPath: String(path[..<slash]))
}

@Suite("plumb command")
struct PlumbCommandTests {
    @Test func help() {
        for arguments in [["--help"], ["-h"], ["help"]] {
            let r = run(arguments)
            #expect(r.status == 0)
            #expect(r.output.hasPrefix("USAGE: plumb COMMAND"))
            #expect(r.error.isEmpty)
        }
    }

    @Test func version() {
        let r = run(["--version"])
        #expect(r.status == 0)
        #expect(r.output == "plumb \(PlumbCLI.version)\n")
    }

    @Test func badUsageExitsWith2OnStandardError() {
        for arguments in [[], ["frobnicate"], ["--frobnicate"], ["help", "frobnicate"]] {
            let r = run(arguments)
            #expect(r.status == 2)
            #expect(r.output.isEmpty)
            #expect(!r.error.isEmpty)
        }
        #expect(run(["frobnicate"]).error.hasPrefix("plumb: error: unknown command 'frobnicate'\n"))
    }

    @Test func benchHelp() {
        for arguments in [["bench", "--help"], ["bench", "-h"], ["help", "bench"]] {
            let r = run(arguments)
            #expect(r.status == 0)
            #expect(r.output.hasPrefix("USAGE: plumb bench"))
            #expect(r.output.contains("--phases"))
        }
    }

    @Test(arguments: [
        (["bench"], "no workload"),
        (["bench", "--reps", "0", "x.txt"], "option '--reps' must be between 1 and 1000000, not 0"),
        (["bench", "--reps"], "option '--reps' needs a value"),
        (["bench", "--phases", "build,solve", "x.txt"], "unknown phase 'solve'"),
        (["bench", "--format", "xml", "x.txt"], "unknown --format 'xml'"),
        (["bench", "--workload", "grid", "--size", "3"], "unknown --workload 'grid'"),
        (["bench", "--workload", "chain"], "--workload chain needs --size N"),
        (["bench", "--workload", "tree", "--size", "3"], "--size does not apply to --workload tree"),
        (["bench", "--workload", "chain", "--size", "3", "--depth", "2"], "--depth does not apply"),
        (["bench", "--workload", "tree", "--depth", "30", "--fanout", "8"], "too large"),
        (["bench", "--workload", "chain", "--size", "3333333"], "--size"),
        (["bench", "--quick", "x.txt"], "--quick runs a built-in set"),
        (["bench", "--size", "3", "x.txt"], "--size does not apply to workload files"),
    ])
    func benchUsageErrors(_ arguments: [String], _ message: String) {
        let r = run(arguments)
        #expect(r.status == 2)
        #expect(r.output.isEmpty)
        #expect(r.error.hasPrefix("plumb bench: error: "))
        #expect(r.error.contains(message), "\(r.error)")
        #expect(r.error.hasSuffix("Run 'plumb bench --help' for usage.\n"))
    }

    @Test func badWorkloadFileExitsWith2NamingLineAndColumn() throws {
        let path = try tinyWorkload("v x\nc == required 0 1 y\n", name: "bad")
        defer { removeWorkload(path) }
        let r = run(["bench", path, "/nonexistent/plumb.txt"])
        #expect(r.status == 2)
        #expect(r.output.isEmpty)
        #expect(r.error.contains("\(path):2:19: error: undeclared variable 'y'"))
        #expect(r.error.contains("/nonexistent/plumb.txt:1:1: error: cannot open the file: No such file or directory"))
    }
}

@Suite("plumb bench")
struct BenchCommandTests {
    /// RESULT lines: 8 tab-separated fields, like kiwi_bench's.
    func results(_ output: String) -> [[String]] {
        output.split(separator: "\n").filter { $0.hasPrefix("RESULT\t") }.map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }

    func isMilliseconds(_ s: String) -> Bool {
        guard let dot = s.firstIndex(of: "."), Double(s) != nil else { return false }
        return s[s.index(after: dot)...].count == 4
    }

    @Test func printsKiwiBenchLines() throws {
        let path = try tinyWorkload()
        defer { removeWorkload(path) }
        let r = run(["bench", "--reps", "3", "--phases", "make,build,edit,remove,readd", "--impl", "plumb-test", path])
        #expect(r.status == 0, "\(r.output)\(r.error)")
        #expect(r.error.isEmpty)
        let lines = r.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "#RESULT\timpl\tworkload/phase\tn\tms_median\tms_min\treps\tcheck")
        let rows = results(r.output)
        #expect(rows.map { $0[2] } == ["tiny/make", "tiny/build", "tiny/edit", "tiny/remove", "tiny/readd"])
        #expect(rows.map { $0[3] } == ["4", "4", "2", "2", "2"])
        for row in rows {
            #expect(row.count == 8)
            #expect(row[1] == "plumb-test")
            #expect(isMilliseconds(row[4]) && isMilliseconds(row[5]), "\(row)")
            #expect(Double(row[5])! <= Double(row[4])!)
            #expect(row[6] == "3")
        }
        #expect(rows[0][7] == "-" && rows[3][7] == "-")
        for row in [rows[1], rows[2], rows[4]] {
            #expect(row[7].hasPrefix("obj=") && row[7].contains(";req="), "\(row)")
        }
        #expect(rows[2][7].contains(";width="))
    }

    @Test func removeAlsoPrintsReaddAsKiwiBenchDoes() throws {
        let path = try tinyWorkload()
        defer { removeWorkload(path) }
        let remove = results(run(["bench", "--reps", "1", "--phases", "remove", path]).output)
        #expect(remove.map { $0[2] } == ["tiny/remove", "tiny/readd"])
        let readd = results(run(["bench", "--reps", "1", "--phases", "readd", path]).output)
        #expect(readd.map { $0[2] } == ["tiny/readd"])
    }

    @Test func defaultPhasesAreKiwiBenchs() throws {
        let path = try tinyWorkload()
        defer { removeWorkload(path) }
        let rows = results(run(["bench", "--reps", "1", path]).output)
        #expect(rows.map { $0[2] } == ["tiny/make", "tiny/build", "tiny/edit", "tiny/remove", "tiny/readd"])
        #expect(rows.allSatisfy { $0[6] == "1" })
    }

    @Test func editIsSkippedWithoutTicks() {
        let rows = results(run(["bench", "--reps", "1", "--phases", "build,edit", "--workload", "chain", "--size", "3"]).output)
        #expect(rows.map { $0[2] } == ["chain_3/build"])
        #expect(rows.first?[3] == "12")
    }

    @Test func generatedWorkloads() {
        let tree = results(run(["bench", "--reps", "1", "--phases", "build", "--workload", "tree", "--depth", "1", "--fanout", "2"]).output)
        #expect(tree.map { $0[2] } == ["tree_d1_f2/build"])
        let edit = results(run(["bench", "--reps", "1", "--phases", "edit", "--workload", "chain_edit", "--size", "4", "--ticks", "7"]).output)
        #expect(edit.map { $0[2] } == ["chain_edit_4/edit"])
        #expect(edit.first?[3] == "7")
    }

    @Test func quickSet() {
        let r = run(["bench", "--quick", "--reps", "1"])
        #expect(r.status == 0)
        let names = results(r.output).map { $0[2] }
        #expect(names.first == "chain_100/build")
        #expect(names.contains("tree_d3_f4/readd"))
        #expect(names.contains("chain_edit_100/edit"))
    }

    @Test func jsonIsAnArrayOfResults() throws {
        let path = try tinyWorkload()
        defer { removeWorkload(path) }
        let r = run(["bench", "--reps", "2", "--phases", "build,edit", "--format", "json", path])
        #expect(r.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.output.utf8)) as? [[String: Any]])
        #expect(json.count == 3)
        #expect(json[2]["workload"] as? String == "tiny")
        #expect((json[2]["peak_kib"] as? Int ?? 0) > 0)
        #expect(json[0]["workload"] as? String == "tiny")
        #expect(json[0]["phase"] as? String == "build")
        #expect(json[0]["n"] as? Int == 4)
        #expect(json[0]["reps"] as? Int == 2)
        #expect((json[0]["ms"] as? [Double])?.count == 2)
        #expect(json[1]["phase"] as? String == "edit")
        #expect((json[1]["check"] as? String)?.hasPrefix("obj=") == true)
    }

    @Test func solverRefusalIsAnErrorLineAndStatus1() throws {
        let path = try tinyWorkload("v x\nc == required -1 1 x\nc == required -2 1 x\n", name: "conflict")
        defer { removeWorkload(path) }
        let r = run(["bench", "--reps", "1", "--phases", "build", path])
        #expect(r.status == 1)
        let error = r.output.split(separator: "\n").first { $0.hasPrefix("ERROR\t") }
        #expect(error?.hasPrefix("ERROR\tplumb\tconflict\tline 3: ") == true, "\(r.output)")
    }
}
