import Foundation
@testable import PlumbCLI
import PlumbFormats
import PlumbLayout
import Testing

/// `plumb bench FILE.layout [--change …]` and storyboards (issue 38): a user's own layout,
/// phase by phase, and the relayout after a change.
@Suite("bench: a user's own layout")
struct DocumentBenchTests {
    @Test func phasesOfALayoutFileWithAChange() {
        let r = runInRepository(["bench", "Layouts/profile-stack.layout", "--reps", "2", "--change", "form.spacing = 20"])
        #expect(r.status == 0)
        let phases = r.output.split(separator: "\n").dropFirst().compactMap { line in
            line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.map(String.init)
        }
        #expect(phases.prefix(4) == ["parse", "build", "layout", "relayout"])
        #expect(r.output.contains("profile-stack.layout"))
        let json = runInRepository(["bench", "Layouts/priorities.layout", "--reps", "1", "--format", "json",
                                    "--change", "line 25: constant = 30"])
        #expect(json.status == 0 && json.output.contains("\"phase\": \"relayout\""))
    }

    @Test func aStoryboardIsTimedToo() {
        let r = runInRepository(["bench", "Layouts/scroll-form.storyboard", "--reps", "1"])
        #expect(r.status == 0 && r.output.contains("scroll-form.storyboard  parse"))
    }

    /// The change is the relayout an app makes: the frames after it are those of a layout
    /// built with the change in the file.
    @Test func aChangeRelaysOutAsTheFileWithTheChangeWould() throws {
        let model = try LayoutFile.load(path: repositoryRoot + "/Layouts/profile-stack.layout")
        model.layout()
        try LayoutChange("email.isHidden = true").apply(to: model)
        try LayoutChange("form.spacing = 20").apply(to: model)
        model.layout()
        let text = try String(contentsOfFile: repositoryRoot + "/Layouts/profile-stack.layout", encoding: .utf8)
        let fresh = try LayoutFile.load(source: LayoutSource(path: "fresh.layout",
                                                              text: text + "\nemail.isHidden = true\nform.spacing = 20\n"))
        fresh.layout()
        #expect(model.views.map(\.frame) == fresh.views.map(\.frame))
    }

    @Test func badChangesAndMisuse() {
        let unknown = runInRepository(["bench", "Layouts/profile-stack.layout", "--reps", "1", "--change", "nope.isHidden = true"])
        #expect(unknown.status == 2 && unknown.error.hasPrefix("--change:1:1: error: unknown view 'nope'"))
        let line = runInRepository(["bench", "Layouts/profile-stack.layout", "--reps", "1", "--change", "line 3: constant = 2"])
        #expect(line.status == 2 && line.error.contains("line 3 of Layouts/profile-stack.layout declares no constraint"))
        let storyboard = runInRepository(["bench", "Layouts/scroll-form.storyboard", "--change", "a.isHidden = true"])
        #expect(storyboard.status == 2 && storyboard.error.contains("--change is for layout files"))
        let noFile = run(["bench", "--workload", "stack", "--change", "a.isHidden = true"])
        #expect(noFile.status == 2 && noFile.error.contains("--change needs a layout file"))
        let missing = run(["bench", "no-such.layout"])
        #expect(missing.status == 2 && missing.error.hasPrefix("no-such.layout:1:1: error: cannot open the file"))
    }
}

/// The flexbox comparison's families (`--workload flexrows|flextree|flexgrid`).
@Suite("bench: the flex families")
struct FlexFamilyTests {
    @Test func everyFamilyRunsItsPhases() {
        for (kind, size, name) in [("flexrows", "20", "flexrows_20"), ("flextree", "81", "flextree_f3"), ("flexgrid", "16", "flexgrid_4")] {
            let r = run(["bench", "--workload", kind, "--size", size, "--reps", "1"])
            #expect(r.status == 0, "\(kind): \(r.error)")
            for phase in ["parse", "build", "layout", "relayout"] {
                #expect(r.output.contains("\(name)") && r.output.contains(" \(phase) "), "\(kind) \(phase)")
            }
        }
    }

    @Test func theGridAndItsChange() throws {
        let (text, change) = FlexLayouts.grid(side: 3)
        let model = try LayoutFile.load(source: LayoutSource(path: "grid.layout", text: text))
        model.layout()
        let cell = try #require(model.item(named: "c1_2") as? View)
        #expect(cell.frame == Rect(x: 24, y: 0, width: 10, height: 10))
        try LayoutChange(change).apply(to: model)
        model.layout()
        let middle = try #require(model.item(named: "c1_1") as? View)
        #expect(middle.frame.height == 20)
        #expect((model.item(named: "g2") as? View)?.frame.minY == 34)   // the row after it moved down
    }
}
