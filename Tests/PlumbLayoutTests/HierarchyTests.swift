import PlumbLayout
import Testing

// Building and changing hierarchies; coordinates; rounding.

@Suite("Hierarchy and layout pass")
struct HierarchyTests {
    @Test func builderWithConditionsAndLoops() {
        let showFooter = true
        let root = View("root") {
            View("header")
            View("content") {
                for i in 0..<3 { View("item\(i)") }
            }
            if showFooter {
                View("footer")
            } else {
                View("placeholder")
            }
        }
        #expect(root.subviews.map(\.name) == ["header", "content", "footer"])
        #expect(root.descendant(named: "item2")?.superview?.name == "content")
        #expect(root.descendant(named: "missing") == nil)
        #expect(root.descendant(named: "item1")?.rootView === root)
        #expect(root.descendant(named: "item1")?.isDescendant(of: root) == true)
    }

    @Test func addingASubviewToItselfOrADescendantDoesNothing() {
        let root = View("root") { View("child") }
        let child = root.subviews[0]
        child.addSubview(root)
        root.addSubview(root)
        #expect(root.superview == nil && child.subviews.isEmpty)
    }

    @Test func removingASubviewDeactivatesConstraintsAcrossTheBoundary() throws {
        let card = constrained("card"), title = constrained("title")
        let root = View("root") { card }
        card.addSubview(title)
        let list = try activate {
            card.edges == root.edges.inset(10)
            title.edges == card.edges.inset(5)
        }
        root.layout(in: Size(width: 200, height: 100))
        expectFrame(title, 5, 5, 170, 70)
        card.removeFromSuperview()
        #expect(list[0...3].allSatisfy { !$0.isActive })
        #expect(list[4...7].allSatisfy { $0.isActive })
        // The inner constraints still work in the detached hierarchy...
        card.layout(in: Size(width: 50, height: 40))
        expectFrame(title, 5, 5, 40, 30)
        // ...and move with it into another one.
        let other = try moveIntoNewRoot(card, Size(width: 300, height: 300))
        expectFrame(card, 0, 0, 300, 300)
        expectFrame(title, 5, 5, 290, 290)
        #expect(other.layoutIssues.isEmpty)
    }

    /// A removed subtree gets no engine until it needs one: what happens to its constraints
    /// in between (deactivation, a guide removed) must hold once it has one.
    @Test func aRemovedSubtreeKeepsItsConstraintsUntilItHasAnEngine() throws {
        let card = constrained("card"), title = constrained("title"), badge = constrained("badge")
        let root = View("root") { card }
        card.addSubview(title)
        card.addSubview(badge)
        let guide = LayoutGuide("inset")
        card.addLayoutGuide(guide)
        let list = try activate {
            card.edges == root.edges
            title.edges == card.edges.inset(5)
            badge.leading == guide.leading
            guide.leading == card.leading + 30
            badge.top == card.top
            badge.width == 10
            badge.height == 10
        }
        root.layout(in: Size(width: 200, height: 100))
        expectFrame(badge, 30, 0, 10, 10)
        card.removeFromSuperview()
        // Waiting for an engine: one constraint deactivated, the guide (and its two) removed.
        list[10].isActive = false
        card.removeLayoutGuide(guide)
        #expect(list[0...3].allSatisfy { !$0.isActive } && !list[8].isActive && !list[9].isActive && !list[10].isActive)
        #expect(list[4...7].allSatisfy(\.isActive) && list[11...12].allSatisfy(\.isActive))
        try activate {
            badge.leading == card.leading + 7
            badge.top == card.top + 3
        }
        let other = try moveIntoNewRoot(card, Size(width: 100, height: 60))
        expectFrame(title, 5, 5, 90, 50)
        expectFrame(badge, 7, 3, 10, 10)
        #expect(other.layoutIssues.isEmpty)
    }

    @Test func reorderingSubviewsKeepsConstraints() throws {
        let a = constrained("a"), b = constrained("b")
        let root = View("root") {
            a
            b
        }
        let list = try activate {
            a.edges == root.edges
            b.edges == a.edges
        }
        root.addSubview(a)
        #expect(root.subviews.map(\.name) == ["b", "a"])
        #expect(list.allSatisfy { $0.isActive })
        root.insertSubview(a, at: 0)
        #expect(root.subviews.map(\.name) == ["a", "b"])
    }

    @Test func hiddenViewsStillTakePart() throws {
        let a = constrained("a")
        let root = View("root") { a }
        a.isHidden = true
        try activate { a.edges == root.edges.inset(1) }
        root.layout(in: Size(width: 10, height: 10))
        expectFrame(a, 1, 1, 8, 8)
    }

    @Test func layoutFromASubviewLaysOutTheRoot() throws {
        let a = constrained("a")
        let root = View("root") { a }
        try activate { a.edges == root.edges }
        a.layout(in: Size(width: 30, height: 40))
        expectFrame(root, 0, 0, 30, 40)
        expectFrame(a, 0, 0, 30, 40)
    }

    @Test func pixelSnapping() throws {
        let views = (0..<3).map { constrained("v\($0)") }
        let root = View("root") { views }
        try activate {
            views[0].leading == root.leading
            views[2].trailing == root.trailing
            views[1].leading == views[0].trailing
            views[2].leading == views[1].trailing
            views[1].width == views[0].width
            views[2].width == views[0].width
            for v in views { v.verticalEdges == root.verticalEdges.inset(top: 0.3, bottom: 0.3) }
        }
        root.layout(in: Size(width: 100, height: 10))
        #expect(close(views[1].frame.minX, 100.0 / 3))
        root.layout(in: Size(width: 100, height: 10), traits: TraitCollection(displayScale: 2))
        // Edges snap to half points; neighbours still touch.
        #expect(views.map(\.frame.minX) == [0, 33.5, 66.5])
        #expect(views.map(\.frame.width) == [33.5, 33, 33.5])
        #expect(views[0].frame.minY == 0.5 && views[0].frame.height == 9)
        root.layout(in: Size(width: 100, height: 10), traits: TraitCollection(displayScale: 3))
        #expect(views.map(\.frame.maxX).map { ($0 * 3).rounded() } == [100, 200, 300])
        root.layout(in: Size(width: 100, height: 10))
        #expect(close(views[2].frame.minX, 200.0 / 3))
    }

    @Test func engineStaysAcrossPasses() throws {
        let a = constrained("a")
        let root = View("root") { a }
        try activate {
            a.leading == root.leading + 1
            a.top == root.top
            a.width == root.width / 2
            a.height == 5
        }
        let first = root.layout(in: Size(width: 100, height: 10))
        #expect(Set(first.map(\.name)) == ["root", "a"])
        let second = root.layout(in: Size(width: 100, height: 10))
        #expect(second.isEmpty)
        let third = root.layout(in: Size(width: 200, height: 10))
        #expect(Set(third.map(\.name)) == ["root", "a"])
        expectFrame(a, 1, 0, 100, 5)
    }

    /// Lays out a new root of `size`, moves `view` into it pinned to its edges, and lays it out.
    private func moveIntoNewRoot(_ view: View, _ size: Size) throws -> View {
        let other = View("other")
        other.layout(in: size)
        other.addSubview(view)
        try activate { view.edges == other.edges }
        other.layoutIfNeeded()
        return other
    }
}
