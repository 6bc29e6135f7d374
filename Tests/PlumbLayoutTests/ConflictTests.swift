import PlumbLayout
import Testing

// SEMANTICS §1.4: unsatisfiable required constraints are broken (the most recently added of a
// minimal conflicting set), logged in UIKit's wording, and the layout goes on.

@Suite("Unsatisfiable constraints")
struct ConflictTests {
    @Test func theMostRecentIsBrokenAndLogged() throws {
        let title = constrained("title"), date = constrained("date")
        let root = View("Form") {
            title
            date
        }
        let list = try activate {
            title.leading == root.leading + 20
            title.top == root.top
            title.size == Size(width: 100, height: 20)
            date.top == root.top
            date.size == Size(width: 100, height: 20)
            date.trailing == root.trailing - 20
            title.trailing == date.leading - 8
        }
        let line = #line - 2
        root.layout(in: Size(width: 320, height: 100))
        let found = conflicts(root)
        #expect(found.count == 1)
        let broken = try #require(found.first?.broken)
        #expect(broken === list[8])
        #expect(broken.isBroken && broken.isActive)
        // A minimal set: the root width, both widths, the three horizontal connections.
        let members = found[0].conflicts.map(\.equationDescription)
        #expect(Set(members) == [
            "Form.width == 320", "title.leading == Form.leading + 20", "title.width == 100", "date.width == 100",
            "date.trailing == Form.trailing - 20", "title.trailing == date.leading - 8",
        ])
        // The first pass adds the root size first, the views' own constraints next, then the
        // user's in activation order: the last one added is the one broken.
        #expect(found[0].conflicts.last === broken)
        let message = root.layoutIssues[0].description
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints.\n"))
        #expect(message.contains("Probably at least one of the constraints in the following list is one you don't want."))
        #expect(message.contains("\"title.trailing == date.leading - 8 (ConflictTests.swift:\(line))\""))
        #expect(message.contains("Will attempt to recover by breaking constraint \ntitle.trailing == date.leading - 8 (ConflictTests.swift:\(line))"))
        #expect(!message.contains("translatesAutoresizingMaskIntoConstraints"))
        #expect(root.layoutIssues[0].brokenConstraint === broken)
        // The layout went on without it.
        expectFrame(title, 20, 0, 100, 20)
        expectFrame(date, 200, 0, 100, 20)
    }

    @Test func brokenConstraintsComeBackWhenTheConflictGoes() throws {
        let box = constrained("box")
        let root = View("root") { box }
        let narrow = box.width == 100
        let wide = box.width == 200
        try activate {
            box.leading == root.leading
            box.top == root.top
            box.height == 10
            narrow
            wide
        }
        root.layout(in: Size(width: 400, height: 100))
        expectFrame(box, 0, 0, 100, 10)
        #expect(wide.isBroken && !narrow.isBroken)
        narrow.deactivate()
        root.layoutIfNeeded()
        #expect(!wide.isBroken)
        expectFrame(box, 0, 0, 200, 10)
        #expect(conflicts(root).count == 1)
    }

    @Test func aConstantChangeThatConflictsBreaksThatConstraint() throws {
        let box = constrained("box")
        let root = View("root") { box }
        let maxWidth = box.width <= 300
        let width = box.width == 100
        try activate {
            box.leading == root.leading
            box.top == root.top
            box.height == 10
            maxWidth
            width
        }
        root.layout(in: Size(width: 400, height: 100))
        width.constant = 350
        #expect(width.isBroken && !maxWidth.isBroken)
        root.layoutIfNeeded()
        #expect(conflicts(root).last?.broken === width)
        // Changing it back mends it at once.
        width.constant = 250
        #expect(!width.isBroken)
        root.layoutIfNeeded()
        expectFrame(box, 0, 0, 250, 10)
        root.clearLayoutIssues()
        #expect(root.layoutIssues.isEmpty)
    }

    @Test func nonFiniteConstantsAreRefusedNotCrashes() throws {
        let box = constrained("box")
        let root = View("root") { box }
        let width = box.width == 100
        try activate {
            box.leading == root.leading
            box.top == root.top
            box.height == 10
            width
        }
        root.layout(in: Size(width: 400, height: 100))
        width.constant = .nan
        root.layoutIfNeeded()
        guard case .invalidConstraint = root.layoutIssues.last else {
            Issue.record("no invalid-constraint issue: \(root.layoutIssues)")
            return
        }
        width.constant = 120
        root.layoutIfNeeded()
        expectFrame(box, 0, 0, 120, 10)
    }
}
