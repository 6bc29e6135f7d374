import PlumbDiagnostics
import PlumbLayout
import Testing

/// What a program cannot get is said: a conflict written with the DSL is in `layoutIssues`
/// (UIKit's wording) and in `Diagnostics.diagnose` (with the place of every constraint).
@Suite("No silent failure")
struct NoSilentFailureTests {
    @Test func aFramePinnedViewConstrainedOnFourEdgesConflictsVisibly() throws {
        let card = View("card")
        card.frame = Rect(x: 0, y: 0, width: 100, height: 100)   // placed by its frame: keeps it
        let root = View("root") { card }
        let line = #line + 1
        try activate { root.edges == card.edges.inset(16) }
        root.layout(in: Size(width: 320, height: 200))

        #expect(card.translatesAutoresizingMaskIntoConstraints)
        let conflicts = root.layoutIssues.filter { if case .unsatisfiable = $0 { true } else { false } }
        #expect(!conflicts.isEmpty)
        let message = try #require(conflicts.first).description
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(message.contains("(autoresizing mask)"))
        #expect(message.contains("translatesAutoresizingMaskIntoConstraints"))

        let findings = Diagnostics.diagnose(root).filter { $0.kind == .conflictingConstraints }
        #expect(findings.count == conflicts.count)
        let text = try #require(findings.first).description
        #expect(text.contains("error: Conflicting constraints"))
        #expect(text.contains("NoSilentFailureTests.swift:\(line): note: root."))
    }

    @Test func refusedSettersAreIssuesWithMessages() throws {
        let box = View("box")
        let root = View("root") { box }
        let width = box.width == 100 ~ 750
        try activate { width }
        width.priority = .required
        #expect(width.priority == 750)
        #expect(root.layoutIssues.map(\.description) == [
            "Change refused for \(width): mutating a priority from required to not required (or back) on an "
                + "active constraint is not supported: \(width) to 1000; deactivate it first",
        ])
    }
}
