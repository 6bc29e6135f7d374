import PlumbLayout
import Testing

// Views laid out by frame (translatesAutoresizingMaskIntoConstraints) mixed with constrained ones.

@Suite("Autoresizing mask constraints")
struct AutoresizingTests {
    @Test func frameViewsMixWithConstrainedViews() throws {
        let button = View("button")
        button.frame = Rect(x: 20, y: 15, width: 80, height: 30)
        let caption = label("caption", 60, 20)
        let root = View("root") {
            button
            caption
        }
        try activate {
            caption.leading == button.trailing + 8
            caption.centerY == button.centerY
        }
        root.layout(in: Size(width: 320, height: 200))
        expectFrame(button, 20, 15, 80, 30)
        expectFrame(caption, 108, 20, 60, 20)
        #expect(button.translatesAutoresizingMaskIntoConstraints)
        #expect(!caption.translatesAutoresizingMaskIntoConstraints)

        // Moving the frame is incremental and carries the constrained view along.
        button.frame = Rect(x: 40, y: 100, width: 100, height: 40)
        root.layoutIfNeeded()
        expectFrame(button, 40, 100, 100, 40)
        expectFrame(caption, 148, 110, 60, 20)
        let kinds = button.constraintsAffectingLayout(for: .horizontal).map(\.kind)
        #expect(kinds.filter { $0 == .autoresizingMask }.count == 2)
    }

    @Test func nestedFrameViewsAreRelativeToTheirSuperview() {
        let outer = View("outer"), inner = View("inner")
        outer.frame = Rect(x: 10, y: 20, width: 200, height: 100)
        inner.frame = Rect(x: 5, y: 6, width: 50, height: 40)
        outer.addSubview(inner)
        let root = View("root") { outer }
        root.layout(in: Size(width: 320, height: 200))
        expectFrame(outer, 10, 20, 200, 100)
        expectFrame(inner, 5, 6, 50, 40)
        #expect(close(inner.convert(Point.zero, to: nil), Point(x: 15, y: 26)))
        // A bounds origin (a scrolled superview) moves where subviews appear, not their frames.
        outer.boundsOrigin = Point(x: 0, y: 30)
        #expect(close(inner.convert(Point.zero, to: nil), Point(x: 15, y: -4)))
        #expect(close(inner.convert(Point(x: 15, y: -4), from: nil), Point.zero))
        #expect(close(inner.convert(Rect(x: 1, y: 2, width: 3, height: 4), to: outer), Rect(x: 6, y: 8, width: 3, height: 4)))
        expectFrame(inner, 5, 6, 50, 40)
    }

    @Test func conflictWithAConstraintIsLoggedWithTheAutoresizingNote() throws {
        let forgotten = View("forgotten")  // still translates its (zero) frame
        let root = View("root") { forgotten }
        let width = forgotten.width == 100
        try LayoutConstraint.activate([width])
        root.layout(in: Size(width: 320, height: 200))
        let found = conflicts(root)
        #expect(found.count == 1)
        #expect(found.first?.broken === width)
        #expect(found.first?.conflicts.map(\.kind) == [.autoresizingMask, .user])
        let message = root.layoutIssues.first?.description ?? ""
        #expect(message.contains("translatesAutoresizingMaskIntoConstraints"))
        #expect(message.contains("forgotten.width == 0 (autoresizing mask)"))
        expectFrame(forgotten, 0, 0, 0, 0)
        #expect(width.isActive && width.isBroken)

        // Turning the flag off removes the autoresizing constraints; the broken constraint is
        // retried and now holds.
        forgotten.translatesAutoresizingMaskIntoConstraints = false
        try activate {
            forgotten.leading == root.leading
            forgotten.top == root.top
            forgotten.height == 10
        }
        root.layoutIfNeeded()
        #expect(!width.isBroken)
        expectFrame(forgotten, 0, 0, 100, 10)
    }

    @Test func alignmentRectInsets() throws {
        let framed = View("framed")
        framed.alignmentRectInsets = EdgeInsets(top: 2, left: 3, bottom: 4, right: 5)
        framed.frame = Rect(x: 10, y: 10, width: 50, height: 30)
        let shadowed = constrained("shadowed")
        shadowed.alignmentRectInsets = EdgeInsets(top: 0, left: 0, bottom: 6, right: 6)
        let root = View("root") {
            framed
            shadowed
        }
        try activate {
            // Constraints place alignment rectangles.
            shadowed.leading == framed.trailing + 10
            shadowed.top == framed.top
            shadowed.size == Size(width: 40, height: 20)
        }
        root.layout(in: Size(width: 320, height: 200))
        expectFrame(framed, 10, 10, 50, 30)
        #expect(framed.alignmentRect == Rect(x: 13, y: 12, width: 42, height: 24))
        // framed's alignment rect ends at 55; shadowed's alignment rect starts at 65, its frame
        // is 6 larger at the trailing and bottom edges.
        expectFrame(shadowed, 65, 12, 46, 26)
    }
}
