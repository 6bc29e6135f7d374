import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import PlumbCLI
import PlumbDiagnostics
import Testing

/// The repository's root (commands take paths relative to it, as the README shows them).
let repositoryRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

/// Runs `plumb ARGUMENTS` in-process from the repository's root.
func runInRepository(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
    _ = FileManager.default.changeCurrentDirectoryPath(repositoryRoot)
    return run(arguments)
}

/// Every file in Layouts/.
func layoutFiles() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: repositoryRoot + "/Layouts")) ?? []
    return names.filter { $0.hasSuffix(".layout") }.sorted().map { "Layouts/" + $0 }
}

/// A line of Tests/Expected/manifest.txt: the expected output's file, the exit status, the arguments.
struct ExpectedRun: CustomTestStringConvertible, Sendable {
    var name: String
    var status: Int32
    var arguments: [String]
    var testDescription: String { "plumb " + arguments.joined(separator: " ") }
}

func expectedRuns() -> [ExpectedRun] {
    let text = (try? String(contentsOfFile: repositoryRoot + "/Tests/Expected/manifest.txt", encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap { line in
        guard !line.hasPrefix("#") else { return nil }
        let words = line.split(separator: " ").map(String.init)
        guard words.count >= 3, let status = Int32(words[1]) else { return nil }
        return ExpectedRun(name: words[0], status: status, arguments: Array(words.dropFirst(2)))
    }
}

@Suite("Layout commands: checked-in outputs")
struct ExpectedOutputTests {
    @Test(arguments: expectedRuns())
    func outputMatchesTheCheckedInFile(_ expected: ExpectedRun) throws {
        let r = runInRepository(expected.arguments)
        let file = repositoryRoot + "/Tests/Expected/" + expected.name
        let wanted = try String(contentsOfFile: file, encoding: .utf8)
        #expect(r.output == wanted, "run Scripts/update-expected.sh after an intended change")
        #expect(r.status == expected.status)
        #expect(r.error.isEmpty)
    }

    @Test func everyLayoutIsCoveredBySolveAndDiagnoseInTextAndJSON() {
        let runs = expectedRuns()
        #expect(!layoutFiles().isEmpty)
        for path in layoutFiles() {
            for (command, format) in [("solve", nil), ("solve", "json"), ("diagnose", nil), ("diagnose", "json")] as [(String, String?)] {
                let covered = runs.contains { run in
                    run.arguments.first == command && run.arguments.contains(path)
                        && (format.map { run.arguments.contains($0) } ?? !run.arguments.contains("--format"))
                }
                #expect(covered, "\(command) \(path) \(format ?? "text") is missing from Tests/Expected")
            }
        }
    }

    @Test func theKeyboardBringsTheLastFieldAboveIt() throws {
        let r = runInRepository(["solve", "Layouts/login-keyboard.layout", "--keyboard", "216", "--format", "json"])
        #expect(r.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.output.utf8)) as? [String: Any])
        let views = try #require(json["views"] as? [[String: Any]])
        let field = try #require(views.first { $0["name"] as? String == "inviteField" })
        let frame = try #require(field["frameInRoot"] as? [String: Double])
        let keyboard = try #require(json["keyboard"] as? [String: Double])
        #expect(try #require(frame["y"]) + #require(frame["height"]) <= #require(keyboard["y"]))
        #expect(try #require(frame["y"]) >= 0)
    }

    @Test func theAmbiguousLoginReportsTheContentViewWithoutAWidth() {
        let r = runInRepository(["diagnose", "Layouts/login-ambiguous.layout"])
        #expect(r.status == 1)
        #expect(r.output.hasPrefix("Layouts/login-ambiguous.layout:19:12: warning: Has ambiguous scrollable content width [ambiguous-scrollable-content-size]\n"))
        #expect(r.output.contains("warning: Need constraints for: width [ambiguous-layout]"))
        #expect(r.output.contains("The constraints leave content's width free"))
    }
}

@Suite("Layout commands: every subcommand on every layout")
struct EveryLayoutTests {
    @Test(arguments: layoutFiles())
    func renderWritesWellFormedSVG(_ path: String) throws {
        let out = NSTemporaryDirectory() + "plumb-\(UUID().uuidString).svg"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let r = runInRepository(["render", path, "-o", out])
        #expect(r.status == 0 || r.status == 1)
        #expect(r.error.isEmpty)
        let data = try Data(contentsOf: URL(fileURLWithPath: out))
        let parser = XMLParser(data: data)
        #expect(parser.parse(), "\(path): \(parser.parserError.map { "\($0)" } ?? "")")
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        // Findings are drawn exactly when diagnose has some.
        let diagnosed = runInRepository(["diagnose", path])
        #expect(r.status == diagnosed.status)
    }

    @Test(arguments: layoutFiles())
    func explainAnswersForTheRoot(_ path: String) {
        let r = runInRepository(["explain", path, "root.width"])
        #expect(r.status == 0)
        #expect(r.output.hasPrefix("root.width = "))
    }

    @Test func renderDrawsTheKeyboardScrollAreasAndFindings() throws {
        let keyboard = runInRepository(["render", "Layouts/login-keyboard.layout", "--keyboard", "216"])
        #expect(keyboard.status == 0)
        #expect(keyboard.output.contains("keyboard 216 pt"))
        #expect(keyboard.output.contains("<title>scroll: content 375 × 736, offset (0, 170)</title>"))
        #expect(keyboard.output.contains("class=\"scroll-content\""))
        let ambiguous = runInRepository(["render", "Layouts/login-ambiguous.layout"])
        #expect(ambiguous.status == 1)
        #expect(ambiguous.output.contains("class=\"ambiguous-outline\" x="))
        #expect(ambiguous.output.contains("stroke=\"\(SVGRenderer.ambiguousColor)\" stroke-width=\"3\""))
    }

    @Test func renderAnimatesBetweenTheWitnessFramesOfAnAmbiguity() throws {
        let path = NSTemporaryDirectory() + "plumb-witness-\(UUID().uuidString).layout"
        try "size 320x200\nview root { view box }\nbox.top == root.top; box.leading == root.leading; box.height == 20; box.width <= 100\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = run(["render", path])
        #expect(r.status == 1)
        // Both witness frames dashed, and an outline whose width moves from one to the other.
        #expect(r.output.contains("<rect class=\"witness\" x=\"0\" y=\"0\" width=\"100\" height=\"20\""))
        #expect(r.output.contains("<animate attributeName=\"width\" values=\"0;100;0\""))
        #expect(r.output.contains("<g class=\"marker\" data-finding=\"1\" data-view=\"v1\""))
    }

    @Test func renderDrawsConflictingConstraints() throws {
        let path = NSTemporaryDirectory() + "plumb-conflict-\(UUID().uuidString).layout"
        try "size 320x200\nview root { view box }\nbox.edges == root.edges\nbox.width == 100\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = run(["render", path])
        #expect(r.status == 1)
        #expect(r.output.contains("<line class=\"constraint-line\""))
        // Listed beside the canvas under the finding's number, pinned on the box.
        #expect(r.output.contains("<title>box.width == 100 ("))
        #expect(r.output.contains("<g class=\"marker\" data-finding=\"1\""))
        let solve = run(["solve", path])
        #expect(solve.status == 1)
        #expect(solve.error.contains("1 conflicting constraint was broken"))
    }
}

@Suite("Layout commands: usage")
struct LayoutCommandUsageTests {
    @Test(arguments: ["solve", "diagnose", "render", "explain", "bench"])
    func everySubcommandHasHelp(_ command: String) {
        for arguments in [[command, "--help"], [command, "-h"], ["help", command]] {
            let r = run(arguments)
            #expect(r.status == 0)
            #expect(r.output.hasPrefix("USAGE: plumb \(command)"))
            #expect(r.error.isEmpty)
        }
    }

    @Test(arguments: [
        (["solve"], "plumb solve: error: no layout file: give one FILE"),
        (["solve", "a.layout", "b.layout"], "plumb solve: error: give one FILE (plumb diagnose takes several)"),
        (["solve", "--size", "big", "a.layout"], "plumb solve: error: --size needs WIDTHxHEIGHT with positive numbers up to 1e9, such as 375x667, not 'big'"),
        (["solve", "--size", "1e308x1e308", "a.layout"], "plumb solve: error: --size needs WIDTHxHEIGHT with positive numbers up to 1e9, such as 375x667, not '1e308x1e308'"),
        (["solve", "--traits", "scale=1e308", "a.layout"], "plumb solve: error: --traits scale needs a number from 0 to 16 (UIKit's screens use 1, 2 and 3), not '1e308'"),
        (["solve", "--traits", "width=huge", "a.layout"], "plumb solve: error: unknown size class 'huge' (expected compact, regular or unspecified)"),
        (["solve", "--traits", "direction=upward", "a.layout"], "plumb solve: error: unknown direction 'upward' (expected leftToRight or rightToLeft)"),
        (["solve", "--keyboard", "-5", "a.layout"], "plumb solve: error: --keyboard needs a height in points (a number ≥ 0), not '-5'"),
        (["solve", "--format", "xml", "a.layout"], "plumb solve: error: unknown --format 'xml' (expected text or json)"),
        (["diagnose"], "plumb diagnose: error: no layout file: give one or more FILEs or directories"),
        (["diagnose", "--format", "html", "a.layout"], "plumb diagnose: error: unknown --format 'html' (expected text, json, sarif or github)"),
        (["render"], "plumb render: error: no layout file: give one FILE"),
        (["explain", "a.layout"], "plumb explain: error: give a FILE and a VIEW.ATTRIBUTE, such as: plumb explain form.layout content.width"),
        (["explain", "a.layout", "content.wide"], "plumb explain: error: unknown attribute 'wide' (expected one of bottom, bottomMargin, centerX, centerXWithinMargins, centerY, centerYWithinMargins, firstBaseline, height, lastBaseline, leading, leadingMargin, left, leftMargin, right, rightMargin, top, topMargin, trailing, trailingMargin, width)"),
        (["bench", "--workload", "rowlist", "--ticks", "3"], "plumb bench: error: --ticks does not apply to --workload rowlist"),
        (["solve", "--frobnicate"], "plumb solve: error: unknown option '--frobnicate'"),
        (["measure"], "plumb measure: error: give a TEXT to measure, such as: plumb measure \"Sign in\""),
        (["measure", "--font", "17:fat", "x"], "plumb measure: error: unknown font weight 'fat' in '17:fat' (expected ultraLight, thin, light, regular, medium, semibold, bold, heavy, black or italic)"),
        (["measure", "--font", "-3", "x"], "plumb measure: error: --font needs SIZE[:WEIGHT][:italic] with a size from 0 to 1000 points, or a text style, not '-3'"),
        (["measure", "--scale", "1e308", "x"], "plumb measure: error: --scale needs a number from 0 to 16 (UIKit's screens use 1, 2 and 3), not '1e308'"),
        (["measure", "--era", "ios7", "x"], "plumb measure: error: unknown --era 'ios7' (expected ios14 or ios11)"),
    ] as [([String], String)])
    func badUsageExitsWith2(_ arguments: [String], _ message: String) {
        let r = run(arguments)
        #expect(r.status == 2)
        #expect(r.output.isEmpty)
        #expect(r.error.hasPrefix(message + "\n"))
        #expect(r.error.contains("--help"))
    }

    @Test func theDirectionTraitLaysOutRightToLeft() throws {
        let path = NSTemporaryDirectory() + "plumb-rtl-\(UUID().uuidString).layout"
        try "size 320x44\nview root { view back }\nback.leading == root.leading + 10; back.top == root.top; back.width == 40; back.height == 30\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = run(["solve", "--traits", "direction=rightToLeft", path])
        #expect(r.status == 0)
        #expect(r.output.contains("direction: rightToLeft"))
        #expect(r.output.contains("back  {270, 0, 40, 30}"))
    }

    @Test func aBadFileExitsWith2WithLocatedErrors() throws {
        let path = NSTemporaryDirectory() + "plumb-bad-\(UUID().uuidString).layout"
        try "view root { view a }\na.width == b.width\na.top == 1.2.3\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        for command in ["solve", "diagnose", "render"] {
            let r = run([command, path])
            #expect(r.status == 2)
            #expect(r.error.hasPrefix("\(path):3:10: error: malformed number '1.2.3'\na.top == 1.2.3\n         ^~~~~\n"))
        }
        let missing = run(["diagnose", "Layouts/no-such-file.layout"])
        #expect(missing.status == 2)
        #expect(missing.error.hasPrefix("Layouts/no-such-file.layout:1:1: error: cannot open the file"))
    }

    @Test func measureBatchReadsLabelsAndLocatesBadLines() throws {
        let path = NSTemporaryDirectory() + "plumb-measure-\(UUID().uuidString).tsv"
        try "17\t3\tHello World\n15:bold\t\ta\\tb\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = run(["measure", "--batch", path])
        #expect(r.status == 0)
        #expect(r.output.hasPrefix("88\t20.333333333333332\n"))
        #expect(r.output.split(separator: "\n").count == 2)
        try "17\t3\tok\nno tabs here\n".write(toFile: path, atomically: true, encoding: .utf8)
        let bad = run(["measure", "--batch", path])
        #expect(bad.status == 2)
        #expect(bad.error == "\(path):2:1: error: expected FONT<TAB>SCALE<TAB>TEXT\n")
        let missing = run(["measure", "--batch", path + ".missing"])
        #expect(missing.status == 2 && missing.error.hasPrefix("\(path).missing:1:1: error: cannot open the file"))
    }

    @Test func diagnoseReportsSeveralFilesInTheOrderGiven() {
        let files = layoutFiles()
        let r = runInRepository(["diagnose", "--format", "json"] + files)
        #expect(r.status == 1)
        let order = files.compactMap { path in r.output.firstRange(of: "\"path\": \"\(path)\"")?.lowerBound }
        #expect(order.count == files.count)
        #expect(order == order.sorted())
    }

    @Test func sarifIsOneRunOfPlumbWithRuleIdsFromFindingKinds() throws {
        let r = runInRepository(["diagnose", "--format", "sarif", "Layouts/login-ambiguous.layout", "Layouts/priorities.layout"])
        #expect(r.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(r.output.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "plumb")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == Finding.Kind.allCases.map(\.rawValue))
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(!results.isEmpty)
        for result in results {
            let ruleId = try #require(result["ruleId"] as? String)
            #expect(Finding.Kind(rawValue: ruleId) != nil)
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let uri = try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
            #expect(uri.hasPrefix("Layouts/"))
            #expect((location["region"] as? [String: Any])?["startLine"] as? Int != nil)
        }
    }

    @Test func colourOnlyWhenTheConsoleAllowsIt() {
        _ = FileManager.default.changeCurrentDirectoryPath(repositoryRoot)
        var output = ""
        let colored = Console(writeOutput: { output += $0 }, writeError: { _ in }, errorIsTerminal: false,
                              colorsOutput: true, colorsError: true)
        #expect(PlumbCLI.run(["diagnose", "Layouts/login-ambiguous.layout"], console: colored) == 1)
        #expect(output.contains("\u{1B}[1;35mwarning:\u{1B}[0m"))
        let plain = runInRepository(["diagnose", "Layouts/login-ambiguous.layout"])
        #expect(!plain.output.contains("\u{1B}["))
    }

    @Test func benchLayoutWorkloadsPrintATable() {
        let r = run(["bench", "--workload", "rowlist", "--size", "31", "--reps", "1"])
        #expect(r.status == 0)
        let lines = r.output.split(separator: "\n")
        #expect(lines.count == 5)
        #expect(lines[0].hasPrefix("workload"))
        #expect(lines.last?.hasPrefix("MEMORY\tplumb\trowlist_31\tpeak_kib=") == true)
        #expect(lines[1].hasPrefix("rowlist_31") && lines[1].contains("layout"))
        #expect(lines[2].contains("solver"))
        #expect(lines[3].contains("ratio"))
        let wwdc = run(["bench", "--workload", "wwdc_grid", "--size", "1000", "--reps", "1"]).output
        let rows = wwdc.split(separator: "\n")
        // The smaller size runs 21 times whatever --reps says; the largest runs --reps times.
        #expect(rows.contains { $0.hasPrefix("wwdc_grid_1000    build+layout     100") && $0.hasSuffix(" 21") })
        #expect(rows.contains { $0.hasPrefix("wwdc_grid_1000    build+layout    1000") && $0.hasSuffix(" 1") })
        #expect(wwdc.contains("growth          100→1000   N^"))
        let keyboard = run(["bench", "--workload", "keyboard", "--size", "5", "--reps", "1", "--format", "json"])
        #expect(keyboard.status == 0)
        #expect(keyboard.output.contains("\"phase\": \"cycle\""))
        let file = run(["bench", "--workload", "layoutfile", "--size", "100", "--reps", "1"])
        #expect(file.status == 0)
        #expect(file.output.contains("total"))
    }

    /// The drift workload times the first and the last frames of each variant and their ratio.
    @Test func benchDriftPrintsEachVariantsRatio() {
        let r = run(["bench", "--workload", "drift", "--size", "200", "--reps", "1"])
        #expect(r.status == 0)
        let rows = r.output.split(separator: "\n")
        for variant in ["k1", "k1o", "k2", "k2o", "k10", "k10o"] {
            let name = "drift_200/\(variant)".padding(toLength: 18, withPad: " ", startingAt: 0)
            #expect(rows.contains { $0.hasPrefix(name + "first") && $0.contains(" 100 ") })
            #expect(rows.contains { $0.hasPrefix(name + "last") })
            #expect(rows.contains { $0.hasPrefix(name + "drift") && $0.contains("×") })
        }
    }
}
