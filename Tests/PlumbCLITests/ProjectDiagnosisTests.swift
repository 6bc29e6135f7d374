import Foundation
@testable import PlumbCLI
import Testing

/// `plumb diagnose DIR…` as a CI job runs it (issue 42): a directory walked, a baseline written
/// and read, GitHub annotations.
@Suite("Diagnose a project")
struct ProjectDiagnosisTests {
    /// A temporary directory with `files` (relative path → text); removed by the caller.
    private func project(_ files: [String: String]) throws -> String {
        let root = NSTemporaryDirectory() + "plumb-project-\(UUID().uuidString)"
        for (path, text) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        return root
    }

    /// A layout whose `box` is placed but, unless `sized`, has no width: one ambiguity.
    private func layout(sized: Bool) -> String {
        """
        size 320x480
        view root {
            view box
        }
        box.top == root.top + 10
        box.leading == root.leading + 10
        box.height == 40
        \(sized ? "box.width == 100" : "")
        """
    }

    @Test func aDirectoryIsWalkedSkippingBuildProductsAndDependencies() throws {
        let root = try project([
            "App/a.layout": layout(sized: true),
            "App/Views/b.layout": layout(sized: true),
            "App/notes.txt": "not a layout",
            "Pods/Lib/c.layout": layout(sized: false),
            "build/d.layout": layout(sized: false),
            ".git/e.layout": layout(sized: false),
            "Legacy/f.layout": layout(sized: false),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let walk = ProjectFiles(excluded: ["Legacy"]).expand([root])
        #expect(walk.failures.isEmpty)
        // A directory's files first, then its subdirectories, each in byte order.
        #expect(walk.files == [root + "/App/a.layout", root + "/App/Views/b.layout"])
        let r = run(["diagnose", "--exclude", "Legacy", root])
        #expect(r.status == 0)
        #expect(r.output.contains("no findings in 2 files"))
        // Without the exclusion, Legacy's ambiguity is found.
        #expect(run(["diagnose", root]).status == 1)
    }

    @Test func aDirectoryWithNoDocumentIsAnError() throws {
        let root = try project(["README.md": "nothing here"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let r = run(["diagnose", root])
        #expect(r.status == 2)
        #expect(r.error.contains("no .storyboard, .xib or .layout file in this directory"))
    }

    @Test func excludePatterns() {
        let m = { (p: String, t: String) in ProjectFiles.matches(Array(p.utf8), Array(t.utf8)) }
        #expect(m("*.xib", "Cell.xib") && !m("*.xib", "Cell.storyboard"))
        #expect(m("App/Old/**", "App/Old/a/b.xib") && !m("App/Old/*", "App/Old/a/b.xib"))
        #expect(m("?ld", "Old") && !m("?ld", "Gold"))
        let files = ProjectFiles(excluded: ["*.xib", "App/Legacy/**"])
        #expect(files.isExcluded("App/Cells/Cell.xib"))
        #expect(files.isExcluded("App/Legacy/Screens/Main.storyboard"))
        #expect(!files.isExcluded("App/Main.storyboard"))
    }

    /// A hundred files, one of them ambiguous: every file is diagnosed, the finding is reported
    /// once, and the baseline round trip keeps only what is new.
    @Test func aHundredFilesAndABaselineRoundTrip() throws {
        var files: [String: String] = [:]
        for k in 0..<100 { files["Screens/s\(k / 10)/v\(k).layout"] = layout(sized: k != 42) }
        let root = try project(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let baseline = root + "/plumb-baseline.txt"

        let first = run(["diagnose", "--write-baseline", baseline, root])
        #expect(first.status == 1)
        #expect(first.output.contains("1 finding (1 warning) in 100 files"))
        let written = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(written.hasPrefix("# plumb baseline 1"))
        #expect(written.contains("ambiguous-layout\t\(root)/Screens/s4/v42.layout\tbox\tNeed constraints for: width"))

        // Accepted: nothing new.
        let accepted = run(["diagnose", "--baseline", baseline, root])
        #expect(accepted.status == 0)
        #expect(accepted.error.contains("baseline: 1 known finding not shown"))

        // One constraint changed in another file: only its finding is reported.
        try layout(sized: false).write(toFile: root + "/Screens/s0/v7.layout", atomically: true, encoding: .utf8)
        let changed = run(["diagnose", "--baseline", baseline, root])
        #expect(changed.status == 1)
        #expect(changed.output.contains("v7.layout"))
        #expect(!changed.output.contains("v42.layout"))
        #expect(changed.output.contains("1 finding (1 warning) in 100 files"))
        #expect(run(["diagnose", "--baseline", baseline, "--fail-on", "error", root]).status == 0)

        // The accepted one fixed: reported as fixed, not as new.
        try layout(sized: true).write(toFile: root + "/Screens/s4/v42.layout", atomically: true, encoding: .utf8)
        let fixed = run(["diagnose", "--baseline", baseline, root])
        #expect(fixed.error.contains("1 fixed since"))
        #expect(fixed.error.contains("v42.layout: ambiguous-layout box: Need constraints for: width"))
    }

    @Test func aBaselineThatIsNotOneIsAnErrorWithItsLine() throws {
        let root = try project(["a.layout": layout(sized: true), "bad.txt": "# plumb baseline 1\nambiguous-layout\tonly two\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let r = run(["diagnose", "--baseline", root + "/bad.txt", root + "/a.layout"])
        #expect(r.status == 2)
        #expect(r.error.contains("\(root)/bad.txt:2:1: error: expected 4 tab-separated fields"))
    }

    @Test func numbersAreNormalizedButIdsKept() {
        let n = FindingBaseline.Identity.normalized
        #expect(n("Expected {15, 123.312, 241, 120} for (2ds-zI-OMo)") == "Expected {#, #, #, #} for (2ds-zI-OMo)")
        #expect(FindingBaseline.Identity.subject(ofItem: "Label \"Name\" (kSX-8R-3sG)") == "kSX-8R-3sG")
    }

    @Test func githubAnnotationsAreEscaped() throws {
        let root = try project(["v.layout": layout(sized: false)])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let r = run(["diagnose", "--format", "github", root + "/v.layout"])
        #expect(r.status == 1)
        #expect(r.output == "::warning file=\(root)/v.layout,line=6,col=1,title=plumb ambiguous-layout::Need constraints for: width\n")
        #expect(FindingGitHubRenderer.escapeData("50% done\nnext") == "50%25 done%0Anext")
        #expect(FindingGitHubRenderer.escapeProperty("a,b:c") == "a%2Cb%3Ac")
        #expect(FindingGitHubRenderer.escapeProperty("\u{1B}[31m") == "\\u{1B}[31m")
    }
}

/// Xcode's wording and nothing more (issue 42, item 3).
@Suite("Diagnose: no noise")
struct DiagnoseNoiseTests {
    static let staleMarks = "Tests/PlumbInterfaceBuilderTests/Fixtures/StaleMarks.storyboard"

    /// A frame Xcode saved in place that Plumb computes elsewhere is one note per file, the
    /// reason said once; `--verbose` lists each; JSON flags each.
    @Test func canvasDifferencesAreOneNotePerFile() {
        let folded = run(["diagnose", Self.staleMarks])
        #expect(folded.output.contains("note: 1 view Xcode saved in place comes out elsewhere in Plumb's layout (mov-MK-001) [misplaced-view]"))
        #expect(folded.output.components(separatedBy: "without a misplaced mark").count - 1 == 1)
        #expect(!folded.output.contains("Expected {50, 200, 100, 50}"))
        let verbose = run(["diagnose", "--verbose", Self.staleMarks])
        #expect(verbose.output.contains("Expected {50, 200, 100, 50}, the constraints give {20, 200, 100, 50}"))
        #expect(verbose.output.components(separatedBy: "without a misplaced mark").count - 1 == 1)
        let json = run(["diagnose", "--format", "json", Self.staleMarks])
        #expect(json.output.contains("\"canvasDifference\": true"))
    }

    /// Without variations, no size class after the message; with them, Xcode's suffix.
    @Test func theSizeClassSuffixOnlyWhereTheDocumentVaries() {
        let plain = run(["diagnose", "Layouts/scroll-form.storyboard"])
        #expect(plain.output.contains("warning: Need constraints for: height [ambiguous-layout]"))
        let varied = run(["diagnose", "Tests/PlumbInterfaceBuilderTests/Fixtures/SizeClasses.storyboard"])
        #expect(varied.output.contains("Need constraints for: Y position (wR hR) [ambiguous-layout]"))
    }
}

/// Placeholder constraints (issue 42, item 4): the layout as built, not only as drawn.
@Suite("Diagnose: placeholders")
struct PlaceholderNoteTests {
    @Test func aSceneWithPlaceholdersSaysWhatIsAmbiguousWithoutThem() {
        let r = run(["diagnose", "Tests/PlumbInterfaceBuilderTests/Fixtures/Placeholders.storyboard"])
        #expect(r.status == 0)
        #expect(r.output.contains("Placeholders.storyboard:31:29: note: 1 placeholder constraint is removed at build time; without it, Panel (pnl-PH-001): Need constraints for: Y position [ambiguous-layout]"))
        #expect(r.output.contains("(placeholder ptp-PH-001)"))
        // A document without placeholders gets no such note.
        #expect(!run(["diagnose", "Layouts/scroll-form.storyboard"]).output.contains("placeholder"))
    }
}

/// `--devices` (issue 42, item 7): several devices and orientations in one run.
@Suite("Diagnose: a device matrix")
struct DeviceMatrixTests {
    @Test func findingsOnSomeDevicesOnlySaySo() {
        let r = run(["diagnose", "--devices", "retina4_0,ipad12_9rounded:portrait", "Layouts/priorities.layout"])
        #expect(r.status == 1)
        // Wider than the design size, the two labels share slack at equal hugging.
        #expect(r.output.contains("have the same horizontal hugging priority (251) (only on: iPhone SE (1st generation) landscape, iPad Pro (12.9-inch) portrait) [content-priority-ambiguity]"))
        #expect(r.output.contains("devices: 3 layouts (iPhone SE (1st generation) portrait, iPhone SE (1st generation) landscape, iPad Pro (12.9-inch) portrait): 0 findings on every one, 2 on some only"))
    }

    @Test func aStoryboardOnEveryStandardDevice() {
        let r = run(["diagnose", "--devices", "standard", "Layouts/scroll-form.storyboard"])
        #expect(r.status == 1)
        #expect(r.output.contains("warning: Need constraints for: height [ambiguous-layout]"))
        #expect(r.output.contains("devices: 6 layouts"))
        #expect(r.output.contains("2 findings on every one, 0 on some only"))
        #expect(!r.output.contains("misplaced"))
    }

    @Test func unknownDevicesAndOrientationsAreUsageErrors() {
        let bad = run(["diagnose", "--devices", "iphone99", "Layouts/priorities.layout"])
        #expect(bad.status == 2)
        #expect(bad.error.contains("unknown device 'iphone99' in --devices"))
        let side = run(["diagnose", "--devices", "retina4_7:sideways", "Layouts/priorities.layout"])
        #expect(side.status == 2)
        #expect(side.error.contains("unknown orientation 'sideways'"))
    }
}
