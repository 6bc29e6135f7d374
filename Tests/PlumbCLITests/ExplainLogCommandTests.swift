import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import PlumbCLI
import Testing

// plumb explain-log on Docs/examples/console.log (two blocks among noise lines).

@Suite("plumb explain-log")
struct ExplainLogCommandTests {
    @Test func textPointsAtTheLogsLines() {
        let r = runInRepository(["explain-log", "Docs/examples/console.log"])
        #expect(r.status == 1)
        #expect(r.error.isEmpty)
        let lines = r.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "Docs/examples/console.log:2: error: Unable to simultaneously satisfy constraints: 4 of the 6 listed constraints conflict [conflicting-constraints]")
        #expect(lines.contains { $0.hasPrefix("Docs/examples/console.log:11: note: UITableViewCellContentView#1's bottom edge is 12 below") })
        #expect(lines.contains { $0.hasPrefix("    fix: Set translatesAutoresizingMaskIntoConstraints = false on UIView#1") })
        #expect(lines.last == "2 conflict blocks in Docs/examples/console.log (40 lines)")
    }

    @Test func jsonHoldsEveryBlock() throws {
        let r = runInRepository(["explain-log", "--format", "json", "Docs/examples/console.log"])
        #expect(r.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.output.utf8)) as? [String: Any])
        let blocks = try #require(object["blocks"] as? [[String: Any]])
        #expect(blocks.count == 2)
        #expect((blocks[0]["minimalSet"] as? [Any])?.count == 4)
        #expect(blocks[0]["agreement"] as? String == "same")
        let fix = try #require(blocks[0]["fix"] as? [String: Any])
        #expect(fix["kind"] as? String == "encapsulated-layout-size" && fix["verified"] as? Bool == true)
        #expect((blocks[1]["fix"] as? [String: Any])?["kind"] as? String == "translates-autoresizing-mask")
        #expect(object["skippedCount"] as? Int == 0)
    }

    @Test func sarifHasOneResultPerBlock() throws {
        let r = runInRepository(["explain-log", "--format", "sarif", "Docs/examples/console.log"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.output.utf8)) as? [String: Any])
        let runs = try #require(object["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.count == 2 && results.allSatisfy { $0["ruleId"] as? String == "conflicting-constraints" })
    }

    @Test func renderDrawsTheFirstConflict() throws {
        let path = NSTemporaryDirectory() + "explain-log-\(UUID().uuidString).svg"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = runInRepository(["explain-log", "Docs/examples/console.log", "--render", path])
        #expect(r.status == 1)
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(XMLParser(data: Data(svg.utf8)).parse())
        #expect(svg.components(separatedBy: "stroke=\"#d62728\"").count - 1 == 4)
    }

    @Test func unreadableInputAndUsage() {
        let missing = runInRepository(["explain-log", "Docs/examples/no-such.log"])
        #expect(missing.status == 2 && missing.error.hasPrefix("Docs/examples/no-such.log:1:1: error: cannot open"))
        #expect(runInRepository(["explain-log"]).status == 2)
        #expect(runInRepository(["explain-log", "--format", "xml", "Docs/examples/console.log"]).status == 2)
        let clean = runInRepository(["explain-log", "Layouts/priorities.layout"])
        #expect(clean.status == 0 && clean.output == "no conflict blocks in Layouts/priorities.layout\n")
    }

    /// The layout commands do not read console logs: each says so once, where the first
    /// conflict block starts, instead of a syntax error per line of the log.
    @Test(arguments: [
        ["solve", "Docs/examples/console.log"],
        ["diagnose", "Docs/examples/console.log"],
        ["render", "Docs/examples/console.log", "-o", "-"],
        ["explain", "Docs/examples/console.log", "view.width"],
    ])
    func layoutCommandsPointAConsoleLogToExplainLog(_ arguments: [String]) {
        let r = runInRepository(arguments)
        #expect(r.status == 2)
        #expect(r.output.isEmpty || arguments[0] == "diagnose")
        let errors = r.error.split(separator: "\n").filter { $0.contains("error:") }
        #expect(errors == ["Docs/examples/console.log:2:1: error: a console log, not a layout file (2 conflict blocks, "
            + "the first here): 'plumb explain-log Docs/examples/console.log' explains them"])
    }

    @Test func textThatIsNoConsoleLogKeepsItsLayoutErrors() throws {
        let path = NSTemporaryDirectory() + "not-a-log-\(UUID().uuidString).layout"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "Unable to simultaneously satisfy constraints is only a phrase here\n".write(toFile: path, atomically: true, encoding: .utf8)
        let r = runInRepository(["solve", path])
        #expect(r.status == 2)
        #expect(r.error.contains("error: expected") && !r.error.contains("console log"))
    }

    @Test func anAutolayoutTraceReportsEachAmbiguousView() throws {
        let log = """
            UIWindow:0x7f9d6b50a100
            |   *UIView:0x7f9d6b50fc00
            |   |   *UILabel:0x7f9d6b510e00'Hello'- AMBIGUOUS LAYOUT for UILabel:0x7f9d6b510e00'Hello'.minX{id: 11}, UILabel:0x7f9d6b510e00'Hello'.Width{id: 12}
            |   |   *UIButton:0x7f9d6b511000'OK'
            """
        let (r, path) = try explainLog(log)
        #expect(r.status == 1)
        #expect(r.output.hasPrefix("\(path):3: warning: Has an ambiguous layout (UIKit's _autolayoutTrace): x position and width free [ambiguous-layout]"))
        #expect(r.output.contains("constraintsAffectingLayoutForAxis:0"))
        #expect(r.output.hasSuffix("1 ambiguous view (_autolayoutTrace) in \(path) (4 lines)\n"))
    }

    @Test func aConstraintsAffectingLayoutPrintSaysWhatIsFreeAndClaimsNoConflict() throws {
        let log = """
            (lldb) po label.constraintsAffectingLayout(for: .horizontal)
              - 0 : <NSLayoutConstraint:0x600002c5d0e0 UILabel:0x7fb8f2d1b4e0'Name'.leading == UIView:0x7fb8f2d1a2c0.leading + 20   (active)>
              - 1 : <NSLayoutConstraint:0x600002c5d130 'UIView-Encapsulated-Layout-Width' UIView:0x7fb8f2d1a2c0.width == 375   (active)>
            """
        let (r, path) = try explainLog(log)
        #expect(r.status == 0)
        #expect(r.output.hasPrefix("\(path):2: note: 2 constraints listed without a conflict: they can all hold"))
        #expect(r.output.contains("They leave free: Name's width."))
        #expect(r.output.hasSuffix("1 list of constraints without a conflict in \(path) (3 lines)\n"))
    }

    @Test func skippedLinesGoToStandardErrorWithTheirNumbers() throws {
        let log = """
            noise
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600000d0a0a0 UIView:0x7f8c5e10a2b0.width == 100   (active)>",
                "<NSLayoutConstraint:0x600000d0a0f0 UIView:0x7f8c5e10a2b0.width =! 120   (active)>",
                "<NSLayoutConstraint:0x600000d0a140 UIView:0x7f8c5e10a2b0.width == 120   (active)>"
            )
            """
        let (r, path) = try explainLog(log)
        #expect(r.status == 1)
        #expect(r.error == "\(path):5: warning: skipped: unreadable constraint: expected ==, <= or >=\n")
        #expect(r.output.hasPrefix("\(path):2: error: Unable to simultaneously satisfy constraints: 2 of the 2 listed"))
        #expect(r.output.contains("The 2 listed constraints cannot all hold; without any one of them the others can. "
            + "The log does not say which one UIKit broke; Plumb breaks the constraint on line 4."))
    }

    /// `plumb explain-log` on a temporary file holding `log`, removed afterwards.
    func explainLog(_ log: String) throws -> (result: (status: Int32, output: String, error: String), path: String) {
        let path = NSTemporaryDirectory() + "explain-log-\(UUID().uuidString).log"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(log.utf8).write(to: URL(fileURLWithPath: path))
        let r = run(["explain-log", path])
        return ((r.status, r.output, r.error), path)
    }
}
