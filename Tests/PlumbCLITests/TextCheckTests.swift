import Foundation
@testable import PlumbCLI
import PlumbLayout
import Testing

/// `plumb diagnose --text-size` and `--pseudo-localize` (issue 40): the layout is laid out with
/// grown texts, and texts that no longer fit are reported.
@Suite("diagnose: texts that grow")
struct TextCheckTests {
    static let layout = """
        size 375x200
        view root {
            label title "Account settings" {
                font = headline
                adjustsFontForContentSizeCategory = true
            }
            label date "21 Nov" { font = body }
            button save "Save"
        }
        title.leading == root.leading + 20; title.top == root.top + 20
        title.trailing <= root.trailing - 120
        date.leading == root.leading + 20; date.top == title.bottom + 8
        save.top == date.bottom + 20; save.leading == root.leading + 20; save.width == 40
        """

    func withFile(_ text: String, _ body: (String) throws -> Void) throws {
        let path = NSTemporaryDirectory() + "plumb-text-\(UUID().uuidString).layout"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        try body(path)
    }

    @Test func largerTextTruncatesOnlyWhatAdjusts() throws {
        try withFile(Self.layout) { path in
            #expect(run(["diagnose", path]).status == 0)
            let r = run(["diagnose", "--text-size", "accessibilityExtraLarge", path])
            #expect(r.status == 1)
            #expect(r.output.contains("\(path):3:11: warning: Text is truncated: title is 235 wide, its text \"Account settings\" needs"))
            #expect(!r.output.contains("date is"))   // fixed font: it does not grow
            #expect(r.output.contains("[truncated-text]"))
        }
    }

    @Test func pseudoLocalizedTextsThatNoLongerFit() throws {
        try withFile(Self.layout) { path in
            let r = run(["diagnose", "--pseudo-localize", "--format", "json", path])
            #expect(r.status == 1)
            #expect(r.output.contains("\"kind\": \"truncated-text\""))
            #expect(r.output.contains("[Šáʋé]"))
        }
    }

    @Test func overlappingTexts() throws {
        try withFile("""
            size 375x200
            view root {
                label a "Left"
                label b "Right"
            }
            a.leading == root.leading; a.top == root.top
            b.leading == root.leading + 10; b.top == root.top
            """) { path in
            let r = run(["diagnose", "--pseudo-localize", path])
            #expect(r.output.contains("warning: Texts overlap: a and b share"))
            #expect(r.output.contains("[overlapping-text]"))
        }
    }

    @Test func aNoteWhenNothingAdjusts() throws {
        let r = runInRepository(["diagnose", "--text-size", "extraSmall", "Layouts/stack-fill.layout"])
        #expect(r.output.contains("note: --text-size extraSmall: no label or button adjusts its font"))
    }

    @Test func badUsage() throws {
        let r = run(["diagnose", "--text-size", "huge", "a.layout"])
        #expect(r.status == 2 && r.error.contains("unknown --text-size 'huge' (expected extraSmall, small"))
        let storyboard = runInRepository(["diagnose", "--pseudo-localize", "Layouts/scroll-form.storyboard"])
        #expect(storyboard.status == 2 && storyboard.error.contains("--text-size and --pseudo-localize are for layout files"))
    }

    @Test func pseudoLocalization() {
        #expect(PseudoLocalization.transform("Sign in") == "[Šíĝñ íñ]")
        #expect(PseudoLocalization.transform("Create your account") == "[Çŕéáťé ýóúŕ áççóúñť ~~~~~]")
        #expect(PseudoLocalization.transform("a\n\nb") == "[á]\n\n[ƀ]")
    }
}
