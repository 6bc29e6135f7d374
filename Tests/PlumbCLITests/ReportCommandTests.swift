import Foundation
import Testing
@testable import PlumbCLI

@Suite("plumb report and render's pictures")
struct ReportCommandTests {
    /// The `data-views` lists of the page's findings, and the views its pictures draw.
    private func pins(_ html: String, _ marker: String) -> [String] {
        html.split(separator: marker).dropFirst().compactMap { rest in
            guard let start = rest.firstRange(of: "data-views=\"") else { return nil }
            let tail = rest[start.upperBound...]
            return tail.firstIndex(of: "\"").map { String(tail[..<$0]) }
        }
    }

    @Test func aProjectBecomesOnePageWithEverySceneAndItsFindings() throws {
        let path = NSTemporaryDirectory() + "plumb-report-\(UUID().uuidString).html"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = runInRepository(["report", "Layouts", "Tests/PlumbInterfaceBuilderTests/Fixtures/Constraints.storyboard", "-o", path])
        #expect(r.status == 1)  // login-ambiguous warns
        let html = try String(contentsOfFile: path, encoding: .utf8)
        let layouts = try FileManager.default.contentsOfDirectory(atPath: "Layouts").filter { $0.hasSuffix(".layout") || $0.hasSuffix(".storyboard") }
        for file in layouts { #expect(html.contains("<h2>Layouts/\(file)</h2>"), "\(file)") }
        // scroll-form.storyboard has two scenes; every section holds its picture.
        let sections = html.components(separatedBy: "<section class=\"scene\"").count - 1
        #expect(sections >= layouts.count + 2)
        #expect(html.components(separatedBy: "<svg xmlns").count - 1 == sections)
        // Each finding names views its section draws, and is pinned by a marker with its number.
        let findings = pins(html, "<li class=\"finding\"")
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { !$0.isEmpty })
        #expect(html.contains("<input type=\"checkbox\" class=\"filter\" data-severity=\"warning\" checked>"))
        #expect(html.contains("<g class=\"marker\" data-finding=\"1\""))
        // Self-contained: nothing loaded from elsewhere.
        #expect(!html.contains("src="))
        #expect(!html.contains("<link"))
    }

    @Test func aFileThatCannotBeReadIsSaidOnThePageAndFailsTheRun() throws {
        let path = NSTemporaryDirectory() + "plumb-report-\(UUID().uuidString).html"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = runInRepository(["report", "Layouts/stack-fill.layout", "no-such-file.layout", "-o", path])
        #expect(r.status == 2)
        #expect(r.error.contains("no-such-file.layout"))
        let html = try String(contentsOfFile: path, encoding: .utf8)
        #expect(html.contains("<h2>Layouts/stack-fill.layout</h2>"))
        #expect(html.contains("<pre class=\"failure\">"))
    }

    @Test func renderShowsTheSafeAreaAndMarginsOnDemand() {
        let plain = runInRepository(["render", "Layouts/scroll-form.storyboard"])
        let shown = runInRepository(["render", "Layouts/scroll-form.storyboard", "--show", "safe-area,margins"])
        #expect(plain.status == shown.status)
        #expect(!plain.output.contains("class=\"unsafe-area\""))
        #expect(shown.output.contains("class=\"unsafe-area\""))
        #expect(shown.output.contains("class=\"margins\""))
        let bad = runInRepository(["render", "Layouts/scroll-form.storyboard", "--show", "keyboard"])
        #expect(bad.status == 2)
        #expect(bad.error.contains("unknown --show 'keyboard'"))
    }

    @Test func anAmbiguousContentSizeIsABandOverItsRange() {
        let r = runInRepository(["render", "Layouts/login-ambiguous.layout"])
        // From 40 (the content's least width) on, open past 40 + 40 (the range is unbounded).
        #expect(r.output.contains("<rect class=\"range-band\" x=\"40\" y=\"0\" width=\"40\""))
        #expect(r.output.contains("<title>content width from 40 to ∞</title>"))
        #expect(r.output.contains("class=\"range-open-end\""))
    }

    @Test func storyboardPicturesDrawTheDocumentsColoursAndTexts() {
        let r = runInRepository(["render", "Layouts/scroll-form.storyboard"])
        // The placeholder of a text field, in UIKit's placeholder grey, inside its field.
        #expect(r.output.contains("class=\"view-text\" data-view="))
        #expect(r.output.contains(">Jane Appleseed</text>"))
        #expect(r.output.contains(">Sign Up</text>"))
    }
}
