import PlumbLayout
import Testing

// SEMANTICS §5.2: layout margins; safe area guides; user layout guides.

@Suite("Margins, safe area and guides")
struct MarginsAndSafeAreaTests {
    @Test func defaultMarginsAreEight() throws {
        let child = constrained("child")
        let root = View("root") { child }
        try activate { child.edges == root.layoutMarginsGuide.edges }
        root.layout(in: Size(width: 320, height: 200))
        expectFrame(child, 8, 8, 304, 184)
        #expect(root.layoutMarginsGuide.layoutFrame == Rect(x: 8, y: 8, width: 304, height: 184))
    }

    @Test func marginAttributesAndChanges() throws {
        let child = constrained("child")
        let root = View("root") { child }
        root.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        try activate {
            child.leading == root.leadingMargin
            child.trailing == root.trailingMargin
            child.top == root.topMargin
            child.bottom == root.bottomMargin
        }
        root.layout(in: Size(width: 320, height: 200))
        expectFrame(child, 20, 10, 260, 160)
        root.layoutMargins = EdgeInsets(16)
        root.layoutIfNeeded()
        expectFrame(child, 16, 16, 288, 168)
    }

    @Test func safeAreaOfTheRoot() throws {
        let content = constrained("content"), inset = constrained("inset")
        let root = View("root") {
            content
            inset
        }
        root.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        try activate {
            content.edges == root.safeAreaLayoutGuide.edges
            inset.edges == root.layoutMarginsGuide.edges
        }
        root.layout(in: Size(width: 375, height: 812))
        expectFrame(content, 0, 44, 375, 812 - 78)
        // Margins are measured from the safe area.
        expectFrame(inset, 8, 52, 359, 812 - 78 - 16)
        #expect(root.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))

        root.insetsLayoutMarginsFromSafeArea = false
        root.layoutIfNeeded()
        expectFrame(inset, 8, 8, 359, 796)

        root.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        root.layoutIfNeeded()
        expectFrame(content, 0, 20, 375, 792)
    }

    @Test func subviewsInheritTheOverlap() throws {
        let full = constrained("full"), top = constrained("top"), middle = constrained("middle")
        let inFull = constrained("inFull"), inTop = constrained("inTop")
        let root = View("root") {
            full
            top
            middle
        }
        full.addSubview(inFull)
        top.addSubview(inTop)
        root.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        try activate {
            full.edges == root.edges
            top.top == root.top + 20
            top.horizontalEdges == root.horizontalEdges
            top.height == 100
            middle.center == root.center
            middle.size == Size(width: 100, height: 100)
            inFull.edges == full.safeAreaLayoutGuide.edges
            inTop.edges == top.safeAreaLayoutGuide.edges
        }
        root.layout(in: Size(width: 375, height: 812))
        expectFrame(inFull, 0, 44, 375, 734)
        #expect(full.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        // `top` starts 20 down: 24 of it is under the unsafe area.
        expectFrame(inTop, 0, 24, 375, 76)
        #expect(top.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 0, right: 0))
        #expect(middle.safeAreaInsets == .zero)
        #expect(root.layoutIssues.isEmpty)
    }

    @Test func userGuides() throws {
        let a = label("a", 50, 20), b = label("b", 50, 20), c = label("c", 50, 20)
        let gap1 = LayoutGuide("gap1"), gap2 = LayoutGuide("gap2")
        let root = View("root") {
            a
            b
            c
        }
        root.addLayoutGuide(gap1)
        root.addLayoutGuide(gap2)
        #expect(root.layoutGuides.count == 2 && gap1.owningView === root)
        try activate {
            a.leading == root.leading
            c.trailing == root.trailing
            gap1.leading == a.trailing
            gap1.trailing == b.leading
            gap2.leading == b.trailing
            gap2.trailing == c.leading
            gap1.width == gap2.width
            for v in [a, b, c] { v.top == root.top }
            gap1.top == root.top
            gap1.height == 10
        }
        root.layout(in: Size(width: 350, height: 100))
        expectFrame(b, 150, 0, 50, 20)
        #expect(gap1.layoutFrame == Rect(x: 50, y: 0, width: 100, height: 10))
        #expect(gap1.description == "gap1")
        // Removing a guide deactivates its constraints.
        let before = b.frame
        root.removeLayoutGuide(gap2)
        #expect(gap2.owningView == nil && root.layoutGuides.count == 1)
        root.layoutIfNeeded()
        #expect(root.layoutIssues.isEmpty)
        _ = before
    }
}
