import PlumbLayout
import Testing

// SEMANTICS §4.2 items 2–3 and §4.5: hidden arranged views collapse to length 0, with half a gap
// on each side inside the arrangement and none at its ends.

@Suite("StackView: hidden arranged views")
struct StackViewHidingTests {
    /// A horizontal fill stack of a (40), b (60), c (80), spacing 10, at its natural size.
    static func row(axis: LayoutAxis = .horizontal) throws -> (View, StackView, View, View, View) {
        let horizontal = axis == .horizontal
        let a = horizontal ? item("a", 40, 20) : item("a", 20, 40)
        let b = horizontal ? item("b", 60, 20) : item("b", 20, 60)
        let c = horizontal ? item("c", 80, 20) : item("c", 20, 80)
        let stack = StackView("stack", axis: axis, spacing: 10) {
            a
            b
            c
        }
        let root = try host(stack)
        return (root, stack, a, b, c)
    }

    @Test func hiddenFirstViewAddsNoGap() throws {
        let (root, stack, a, b, c) = try Self.row()
        a.isHidden = true
        layOut(root)
        expectFrame(a, 0, 0, 0, 20)
        expectFrame(b, 0, 0, 60, 20)
        expectFrame(c, 70, 0, 80, 20)
        expectFrame(stack, 0, 0, 150, 20)
        #expect(root.layoutIssues.isEmpty)
    }

    @Test func hiddenMiddleViewSitsHalfAGapFromEachNeighbour() throws {
        let (root, stack, a, b, c) = try Self.row()
        b.isHidden = true
        layOut(root)
        // x = a.maxX + 10/2, width 0; a and c exactly one gap apart.
        expectFrame(a, 0, 0, 40, 20)
        expectFrame(b, 45, 0, 0, 20)
        expectFrame(c, 50, 0, 80, 20)
        expectFrame(stack, 0, 0, 130, 20)
        #expect(root.layoutIssues.isEmpty)
    }

    @Test func hiddenLastViewAddsNoGap() throws {
        let (root, stack, a, b, c) = try Self.row()
        c.isHidden = true
        layOut(root)
        expectFrame(b, 50, 0, 60, 20)
        expectFrame(c, 110, 0, 0, 20)
        expectFrame(stack, 0, 0, 110, 20)
        #expect(root.layoutIssues.isEmpty)
        #expect(a.frame.width == 40)
    }

    @Test func hidingInAVerticalStack() throws {
        let (root, stack, a, b, c) = try Self.row(axis: .vertical)
        b.isHidden = true
        layOut(root)
        expectFrame(a, 0, 0, 20, 40)
        expectFrame(b, 0, 45, 20, 0)
        expectFrame(c, 0, 50, 20, 80)
        expectFrame(stack, 0, 0, 20, 130)
    }

    @Test func showingAgainRestoresTheLayout() throws {
        let (root, stack, a, b, c) = try Self.row()
        layOut(root)
        expectFrame(c, 120, 0, 80, 20)
        for view in [a, b, c] {
            view.isHidden = true
            root.layoutIfNeeded()
            view.isHidden = false
            root.layoutIfNeeded()
            expectFrame(a, 0, 0, 40, 20)
            expectFrame(b, 50, 0, 60, 20)
            expectFrame(c, 120, 0, 80, 20)
            expectFrame(stack, 0, 0, 200, 20)
        }
        #expect(root.layoutIssues.isEmpty)
        #expect(!stack.arrangementConstraints.contains { $0.identifier == "UISV-hiding" })
    }

    @Test func hiddenRunsAtTheEndsAddNoGap() throws {
        // Plumb policy for the [U] case of two or more hidden views at an end: no half gap.
        let (root, stack, a, b, c) = try Self.row()
        a.isHidden = true
        b.isHidden = true
        layOut(root)
        expectFrame(c, 0, 0, 80, 20)
        expectFrame(stack, 0, 0, 80, 20)
        a.isHidden = false
        c.isHidden = true
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 40, 20)
        expectFrame(stack, 0, 0, 40, 20)
        expectFrame(b, 40, 0, 0, 20)
        expectFrame(c, 40, 0, 0, 20)
    }

    @Test func twoHiddenViewsInTheMiddleMergeIntoOneGap() throws {
        let a = item("a", 40, 20), b = item("b", 60, 20), c = item("c", 80, 20), d = item("d", 30, 20)
        let stack = StackView("stack", arrangedSubviews: [a, b, c, d])
        stack.spacing = 10
        let root = try host(stack)
        b.isHidden = true
        c.isHidden = true
        layOut(root)
        expectFrame(b, 45, 0, 0, 20)
        expectFrame(c, 45, 0, 0, 20)
        expectFrame(d, 50, 0, 30, 20)
    }

    @Test func customSpacingAroundAHiddenViewIsHalved() throws {
        // Plumb policy (SEMANTICS §4.8): the halving rule applies to each gap's own value.
        let (root, stack, a, b, c) = try Self.row()
        stack.setCustomSpacing(20, after: a)
        b.isHidden = true
        layOut(root)
        // Half of a's 20, then half of b's 10.
        expectFrame(b, 50, 0, 0, 20)
        expectFrame(c, 55, 0, 80, 20)
        stack.setCustomSpacing(30, after: b)
        root.layoutIfNeeded()
        expectFrame(c, 65, 0, 80, 20)
    }

    @Test func hidingWithEqualSpacingDropsAGapGuide() throws {
        let (root, stack, a, b, c) = try Self.row()
        stack.distribution = .equalSpacing
        try activate { stack.width == 300 }
        layOut(root)
        #expect(stack.gapGuides.count == 2)
        expectFrame(b, 100, 0, 60, 20)
        b.isHidden = true
        root.layoutIfNeeded()
        #expect(stack.gapGuides.count == 1)
        #expect(stack.layoutGuides.count == 1)
        expectFrame(a, 0, 0, 40, 20)
        expectFrame(c, 220, 0, 80, 20)
        // The gap guide spans the whole space between a and c; b sits at least 5 after a and
        // 5 before c (spacing is a minimum here), anywhere between: check the guide only.
        #expect(close(stack.gapGuides[0].layoutFrame.minX, 40) && close(stack.gapGuides[0].layoutFrame.width, 180))
        b.isHidden = false
        root.layoutIfNeeded()
        #expect(stack.gapGuides.count == 2)
        expectFrame(b, 100, 0, 60, 20)
    }

    // MARK: §1.4 / §4.5: a hidden view with its own required length

    @Test func hiddenViewWithARequiredWidthConflicts() throws {
        let (root, stack, a, b, c) = try Self.row()
        let width = try activate { b.width == 60 }[0]
        layOut(root)
        #expect(root.layoutIssues.isEmpty)

        b.isHidden = true
        root.layoutIfNeeded()
        let found = conflicts(root)
        try #require(found.count == 1)
        let hiding = try #require(stack.arrangementConstraints.first { $0.identifier == "UISV-hiding" })
        #expect(hiding.equationDescription == "b.width == 0")
        // The minimal set: the stack's hiding constraint and the user's width; the user's is
        // broken, as UIKit breaks the app's member (console-log corpus: d-01, d-02).
        #expect(found[0].conflicts.count == 2)
        #expect(found[0].conflicts.contains { $0 === hiding })
        #expect(found[0].conflicts.contains { $0 === width })
        #expect(found[0].broken === width)
        #expect(width.isBroken && !hiding.isBroken)
        let message = root.layoutIssues[0].description
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(message.contains("'UISV-hiding' b.width == 0"))
        // The layout goes on without the user's width: b is hidden, half a gap from each
        // neighbour.
        expectFrame(a, 0, 0, 40, 20)
        expectFrame(b, 45, 0, 0, 20)
        expectFrame(c, 50, 0, 80, 20)

        // The usual fix: the user's width at 999, and the conflict is gone for good.
        width.deactivate()
        try activate { b.width == 60 ~ 999 }
        root.layoutIfNeeded()
        #expect(!hiding.isBroken)
        expectFrame(b, 45, 0, 0, 20)
        expectFrame(c, 50, 0, 80, 20)
        #expect(conflicts(root).count == 1)
    }
}
