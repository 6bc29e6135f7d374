import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// Storyboards and xibs in every command (issue 12, rules 4 to 6): solve, render and explain
/// read them like diagnose; JSON and SARIF carry everything the text says; exit statuses.
@Suite("CLI: storyboards and xibs")
struct StoryboardCommandTests {
    static let form = "Layouts/scroll-form.storyboard"
    static let fixtures = "Tests/PlumbInterfaceBuilderTests/Fixtures/"

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func solvePrintsEverySceneWithFramesAndContentSizes() {
        let r = runInRepository(["solve", Self.form])
        #expect(r.status == 0)
        #expect(r.error.isEmpty)
        #expect(r.output.contains("Layouts/scroll-form.storyboard: scene \"Sign Up\" (frm-scn), wC hR, 375 × 667 (iPhone 8, portrait)"))
        #expect(r.output.contains("scene \"Sign Up (no bottom)\" (opn-scn)"))
        #expect(r.output.contains("└─ Scroll View (frm-scroll)"))
        #expect(r.output.contains("{0, 20, 375, 647}  content 375 × 293.5, offset (0, 0)"))
        #expect(r.output.contains("Button \"Sign Up\" (frm-signUp)"))
    }

    @Test func aStoryboardLaysOutRightToLeftWithoutCallingItsFramesMisplaced() {
        let r = runInRepository(["solve", Self.form, "--scene", "frm-scn", "--traits", "direction=rightToLeft"])
        #expect(r.status == 0)
        // 20 from the leading edge, which is the right one: x' = 375 - 20 - 210.
        #expect(r.output.contains("Label \"Create your account\" (frm-title)  {145, 20, 210, 26.5}"))
        let ltr = runInRepository(["diagnose", Self.form])
        let rtl = runInRepository(["diagnose", Self.form, "--traits", "direction=rightToLeft"])
        #expect(rtl.status == ltr.status && rtl.output == ltr.output)
        let sized = runInRepository(["solve", Self.form, "--traits", "width=compact"])
        #expect(sized.status == 2)
        #expect(sized.error.hasPrefix("plumb solve: error: --traits takes only direction=… for storyboards"))
    }

    @Test func solveSelectsScenesAndSizeClasses() throws {
        let one = runInRepository(["solve", Self.form, "--scene", "Sign Up", "--format", "json"])
        #expect(one.status == 0)
        let layouts = try #require(try json(one.output)["layouts"] as? [[String: Any]])
        #expect(layouts.count == 1)
        #expect(layouts.first?["sizeClass"] as? String == "wC hR")
        let views = try #require(layouts.first?["views"] as? [[String: Any]])
        let scroll = try #require(views.first { $0["element"] as? String == "frm-scroll" })
        let content = try #require((scroll["scroll"] as? [String: Any])?["contentSize"] as? [String: Double])
        #expect(content == ["width": 375, "height": 293.5])
        #expect(scroll["designFrame"] != nil)
        // The size classes the document uses: other ones are refused with the list.
        let sizes = runInRepository(["solve", Self.fixtures + "SizeClasses.storyboard", "--size-class", "wR hR"])
        #expect(sizes.status == 0)
        #expect(sizes.output.contains(", wR hR, "))
        #expect(!sizes.output.contains(", wC hR, "))
        let missing = runInRepository(["solve", Self.form, "--scene", "Nowhere"])
        #expect(missing.status == 2)
        #expect(missing.error.hasPrefix("Layouts/scroll-form.storyboard: error: no scene 'Nowhere' (scenes: frm-scn \"Sign Up\""))
        let unused = runInRepository(["solve", Self.form, "--size-class", "wR hR"])
        #expect(unused.status == 2)
        #expect(unused.error.contains("does not use wR hR (it uses wC hR)"))
        #expect(runInRepository(["solve", Self.form, "--size-class", "huge"]).status == 2)
    }

    @Test func renderDrawsEverySceneWithItsFindings() throws {
        let r = runInRepository(["render", Self.form])
        #expect(r.status == 1)  // the second scene's warnings
        let parser = XMLParser(data: Data(r.output.utf8))
        #expect(parser.parse(), "not well-formed: \(String(describing: parser.parserError))")
        #expect(r.output.components(separatedBy: "<svg ").count - 1 == 3)  // the page and two scenes
        #expect(r.output.contains("2 findings: run plumb diagnose Layouts/scroll-form.storyboard"))
        #expect(r.output.contains("no findings"))
        let one = runInRepository(["render", Self.form, "--scene", "frm-scn"])
        #expect(one.status == 0)
        #expect(one.output.components(separatedBy: "<svg ").count - 1 == 1)
    }

    @Test func explainAddressesViewsByIdLabelOrNameInAScene() {
        let r = runInRepository(["explain", Self.form, "Sign Up", "Content.height"])
        #expect(r.status == 0)
        #expect(r.output.contains("Content (frm-content).height = 293.5"))
        #expect(r.output.contains("Layouts/scroll-form.storyboard:"))
        // The scroll view's own height is fixed, but its content height is not: said, exit 1.
        let open = runInRepository(["explain", Self.form, "opn-scroll.height"])
        #expect(open.status == 1)
        #expect(open.output.contains("Scroll View (opn-scroll).height = 647"))
        #expect(open.output.contains("ambiguous: Has ambiguous scrollable content height"))
        let content = runInRepository(["explain", Self.form, "opn-content.height"])
        #expect(content.status == 1)
        #expect(content.output.contains("ambiguous: Need constraints for: height"))
        // "Content" is in both scenes: the scene must be named.
        let both = runInRepository(["explain", Self.form, "Content.height"])
        #expect(both.status == 2)
        #expect(both.error.contains("is in several scenes"))
    }

    @Test func jsonFindingsHaveElementAxisSizeClassSceneAndTheFileItsNotesAndMarks() throws {
        let r = runInRepository(["diagnose", Self.fixtures + "ScrollContent.xib", "--format", "json"])
        #expect(r.status == 1)
        let file = try #require((try json(r.output)["files"] as? [[String: Any]])?.first)
        let findings = try #require(file["findings"] as? [[String: Any]])
        let first = try #require(findings.first)
        #expect(first["element"] as? String == "scr-SC-001")
        #expect(first["axis"] as? String == "horizontal")
        #expect(first["sizeClass"] as? String == "wC hR")
        #expect((first["scene"] as? [String: String]) == ["id": "rt1-SC-000", "name": "Center Only"])
        #expect(first["suppressed"] as? Bool == false)
        let suppressed = findings.filter { $0["suppressed"] as? Bool == true }
        #expect(suppressed.count == 2)
        #expect(suppressed.allSatisfy { $0["severity"] as? String == "note" && $0["element"] as? String == "scr-SC-008" })
        #expect(file["notes"] is [[String: Any]])
        #expect((file["xcodeMarks"] as? [String: Any])?["disagree"] != nil)
        // Import notes and marks of a file that has both.
        let marked = runInRepository(["diagnose", Self.fixtures + "StaleMarks.storyboard", "--format", "json"])
        let marks = try #require(((try json(marked.output)["files"] as? [[String: Any]])?.first?["xcodeMarks"] as? [String: Any]))
        #expect(marks["agree"] as? Int == 1)
        #expect((marks["marks"] as? [[String: Any]])?.count == 4)
    }

    @Test func sarifCarriesTheSamePlacesNotesAndMarks() throws {
        let r = runInRepository(["diagnose", Self.fixtures + "StaleMarks.storyboard", "--format", "sarif"])
        let run = try #require((try json(r.output)["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        let properties = try #require(results.first?["properties"] as? [String: Any])
        #expect(properties["element"] as? String == "flo-MK-001")
        #expect(properties["axis"] as? String == "vertical")
        #expect((run["properties"] as? [String: Any])?["xcodeMarks"] != nil)
        let notes = runInRepository(["diagnose", "--format", "sarif", Self.fixtures + "Cells.xib"])
        let invocation = try #require(((try json(notes.output)["runs"] as? [[String: Any]])?.first?["invocations"] as? [[String: Any]])?.first)
        let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notifications.allSatisfy { $0["level"] as? String == "note" })
        #expect(invocation["executionSuccessful"] as? Bool == true)
    }

    @Test func notesAloneExitZeroUnlessFailOnSaysNote() {
        // StaleMarks has one warning and three notes; Placeholders only notes (an unsatisfied
        // optional constraint at most) or nothing.
        let warned = runInRepository(["diagnose", Self.fixtures + "StaleMarks.storyboard"])
        #expect(warned.status == 1)
        #expect(runInRepository(["diagnose", "--fail-on", "error", Self.fixtures + "StaleMarks.storyboard"]).status == 0)
        let onlyNotes = runInRepository(["diagnose", "Layouts/priorities.layout"])
        #expect(onlyNotes.output.contains("1 finding (1 note)"))
        #expect(onlyNotes.status == 0)
        #expect(runInRepository(["diagnose", "--fail-on", "note", "Layouts/priorities.layout"]).status == 1)
        let bad = runInRepository(["diagnose", "--fail-on", "sometimes", "Layouts/priorities.layout"])
        #expect(bad.status == 2)
        #expect(bad.error.hasPrefix("plumb diagnose: error: unknown --fail-on 'sometimes' (expected error, warning or note)"))
    }

    @Test func aNotePrintsItsConstraintOnceAndPlumbsOwnInWords() {
        let r = runInRepository(["diagnose", "Layouts/priorities.layout"])
        // The unsatisfied constraint is in the message, at its line: no second line for it.
        #expect(r.output.components(separatedBy: "button.centerY == root.centerY @250").count - 1 == 1)
        let conflict = runInRepository(["diagnose", "Docs/examples/conflict.layout"])
        #expect(conflict.output.contains("    with the root view's size for this layout pass: root.width == 320\n"))
        #expect(!conflict.output.contains("(root frame)"))
    }

    @Test func aFileWithoutMarksIsNotToldXcodeSavedItBefore() {
        let r = runInRepository(["diagnose", Self.form])
        #expect(r.status == 1)
        #expect(!r.output.contains("Xcode saved it before"))
        #expect(!r.output.contains("Xcode's saved marks"))
        let marked = runInRepository(["diagnose", Self.fixtures + "StaleMarks.storyboard"])
        #expect(marked.output.contains("Xcode's saved marks (ambiguous, misplaced): 1 agree with Plumb, 3 disagree"))
    }
}

/// Constraints Plumb makes for a document (the status bar's safe area, a legacy layout guide)
/// are said in words, and a conflict is located at a constraint the document wrote.
@Suite("CLI: Plumb's own constraints in storyboards")
struct StoryboardOwnConstraintTests {
    @Test func aConflictWithALayoutGuideNamesTheGuideInWordsAtAWrittenConstraint() {
        let path = StoryboardCommandTests.fixtures + "LegacyConflict.storyboard"
        let r = runInRepository(["diagnose", path])
        #expect(r.status == 1)
        #expect(r.output.hasPrefix("\(path):22:29: error: Conflicting constraints: 4 required constraints cannot all hold"))
        #expect(r.output.contains("    with the safe area (device and bars): View (root).safeAreaLayoutGuide.top == View (root).top + 20\n"))
        #expect(r.output.contains("    with the view controller's layout guide (UIKit's, placed by Plumb): Top Layout Guide (top).bottom == View (root).safeAreaLayoutGuide.top\n"))
        #expect(!r.output.contains("_UILayoutSupportConstraint"))
        #expect(r.output.contains("\(path):22:29: note: Box (box).top == Top Layout Guide (top).bottom\n"))
    }
}
