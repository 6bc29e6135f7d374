import PlumbLayout
import Testing

// SEMANTICS §1.4: unsatisfiable required constraints are broken (one member of a minimal
// conflicting set, by the rule that best predicts UIKit on real console logs: the app's first
// fixed size, else its first far edge, else its first member), logged in UIKit's wording, and
// the layout goes on.

@Suite("Unsatisfiable constraints")
struct ConflictTests {
    @Test func theFirstFixedSizeIsBrokenAndLogged() throws {
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
        let line = #line - 6
        root.layout(in: Size(width: 320, height: 100))
        let found = conflicts(root)
        #expect(found.count == 1)
        let broken = try #require(found.first?.broken)
        // title.width == 100: the first of the app's members to fix a size.
        #expect(broken === list[2])
        #expect(broken.isBroken && broken.isActive)
        // A minimal set: the root width, both widths, the three horizontal connections.
        let members = found[0].conflicts.map(\.equationDescription)
        #expect(Set(members) == [
            "Form.width == 320", "title.leading == Form.leading + 20", "title.width == 100", "date.width == 100",
            "date.trailing == Form.trailing - 20", "title.trailing == date.leading - 8",
        ])
        let message = root.layoutIssues[0].description
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints.\n"))
        #expect(message.contains("Probably at least one of the constraints in the following list is one you don't want."))
        #expect(message.contains("\"title.width == 100 (ConflictTests.swift:\(line))\""))
        #expect(message.contains("Will attempt to recover by breaking constraint \ntitle.width == 100 (ConflictTests.swift:\(line))"))
        #expect(!message.contains("translatesAutoresizingMaskIntoConstraints"))
        #expect(root.layoutIssues[0].brokenConstraint === broken)
        // The layout went on without it: title takes what is left.
        expectFrame(title, 20, 0, 172, 20)
        expectFrame(date, 200, 0, 100, 20)
    }

    @Test func withoutAFixedSizeTheFirstFarEdgeIsBroken() throws {
        // The most common real block: a cell 0 wide (its size is the container's, as UIKit's
        // 'UIView-Encapsulated-Layout-Width'), a label padded 16 + 16 inside. UIKit breaks the
        // trailing constraint (console-log corpus, b-04, b-09, c-24).
        let label = constrained("label")
        let cell = constrained("cell")
        cell.addSubview(label)
        let root = View("root") { cell }
        let list = try activate {
            cell.leading == root.leading
            cell.top == root.top
            cell.width == root.width
            cell.height == 44
            label.top == cell.top
            label.height == 20
            label.leading == cell.leading + 16
            label.trailing == cell.trailing - 16
        }
        root.layout(in: Size(width: 0, height: 100))
        let found = conflicts(root)
        #expect(found.count == 1)
        #expect(found.first?.broken === list.last)
        #expect(found.first?.conflicts.contains { $0.description == "label's width cannot be negative" } == true)
        expectFrame(label, 16, 0, 0, 20)
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
        // Two fixed sizes: the first added is broken (UIKit's choice on real logs).
        expectFrame(box, 0, 0, 200, 10)
        #expect(narrow.isBroken && !wide.isBroken)
        wide.deactivate()
        root.layoutIfNeeded()
        #expect(!narrow.isBroken)
        expectFrame(box, 0, 0, 100, 10)
        #expect(conflicts(root).count == 1)
    }

    @Test func aConstantChangeThatConflictsBreaksByTheSameRule() throws {
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
        // Both fix the size; the first added goes, whichever changed.
        #expect(maxWidth.isBroken && !width.isBroken)
        root.layoutIfNeeded()
        #expect(conflicts(root).last?.broken === maxWidth)
        expectFrame(box, 0, 0, 350, 10)
        // Changing it back mends the conflict: the broken one is tried again at the next pass.
        width.constant = 250
        root.layoutIfNeeded()
        #expect(!maxWidth.isBroken)
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
