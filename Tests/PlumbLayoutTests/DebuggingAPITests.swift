import PlumbLayout
import Testing

// UIKit's debugging API: hasAmbiguousLayout, exerciseAmbiguityInLayout(),
// constraintsAffectingLayout(for:) per axis, and a recursiveDescription with ambiguity marks.

@Suite("Debugging API")
struct DebuggingAPITests {
    /// A box whose width may be anything from 100 to 200.
    func ambiguousBox() throws -> (root: View, box: View) {
        let box = View("box")
        let root = View("root") { box }
        try activate {
            box.leading == root.leading + 10
            box.top == root.top + 20
            box.height == 50
            box.width >= 100
            box.width <= 200
        }
        root.layout(in: Size(width: 320, height: 200))
        return (root, box)
    }

    @Test func hasAmbiguousLayoutIsPerView() throws {
        let (root, box) = try ambiguousBox()
        #expect(box.hasAmbiguousLayout)
        #expect(!root.hasAmbiguousLayout)
        try (box.width == 150).activate()
        root.layoutIfNeeded()
        #expect(!box.hasAmbiguousLayout)
        #expect(!View("alone").hasAmbiguousLayout)   // never laid out: nothing to say
    }

    @Test func exerciseAmbiguityMovesBetweenTheEnds() throws {
        let (root, box) = try ambiguousBox()     // the root owns the engine: keep it
        let solved = box.frame.width
        #expect(solved >= 100 && solved <= 200)
        box.exerciseAmbiguityInLayout()
        let first = box.frame
        #expect(first.origin == Point(x: 10, y: 20) && first.height == 50)
        #expect(Swift.abs(first.width - solved) >= 50)         // to the far end: 100 or 200
        #expect(first.width == 100 || first.width == 200)
        box.exerciseAmbiguityInLayout()
        #expect(box.frame.width == 300 - first.width)            // and back to the other
        #expect(root.layoutIssues.isEmpty)
    }

    @Test func exerciseAmbiguityStepsTowardAnUnboundedEnd() throws {
        let box = View("box")
        let root = View("root") { box }
        try activate {
            box.top == root.top
            box.size == Size(width: 40, height: 40)      // x is free in both directions
        }
        root.layout(in: Size(width: 320, height: 200))
        let x = box.frame.minX
        box.exerciseAmbiguityInLayout()
        #expect(Swift.abs(Swift.abs(box.frame.minX - x) - View.ambiguityExerciseDistance) < 1e-6)
        #expect(box.frame.size == Size(width: 40, height: 40))
    }

    @Test func exerciseAmbiguityMovesAFreeSizeAsVisiblyAsAFreePosition() throws {
        // The leading edge pinned, the width free: it ranges over [0, ∞) (sizes are never
        // negative), so the first call widens the view by the exercise distance and the second
        // brings it back to 0.
        let box = View("box")
        let root = View("root") { box }
        try activate {
            box.leading == root.leading + 56
            box.top == root.top + 8
            box.height == 20
        }
        root.layout(in: Size(width: 320, height: 200))
        expectFrame(box, 56, 8, 0, 20)
        box.exerciseAmbiguityInLayout()
        expectFrame(box, 56, 8, View.ambiguityExerciseDistance, 20)
        box.exerciseAmbiguityInLayout()
        expectFrame(box, 56, 8, 0, 20)
        root.layoutIfNeeded()
        expectFrame(box, 56, 8, 0, 20)
    }

    @Test func constraintsAffectingLayoutPerAxis() throws {
        let box = View("box")
        let root = View("root") { box }
        let made = try activate {
            box.leading == root.leading + 10
            box.width == 100
            box.top == root.top + 20
            box.height == 50
        }
        root.layout(in: Size(width: 320, height: 200))
        #expect(box.constraintsAffectingLayout(for: .horizontal).map(\.description)
            == made[0...1].map(\.description))
        #expect(box.constraintsAffectingLayout(for: .vertical).map(\.description)
            == made[2...3].map(\.description))
    }

    @Test func recursiveDescriptionMarksConstrainedAndAmbiguousViews() throws {
        let title = Label("title", text: "Create your account")
        let card = View("card") { title }
        let framed = View("framed")
        framed.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        let root = View("root") {
            card
            framed
        }
        try activate {
            card.edges == root.edges.inset(16)
            title.top == card.top + 8          // no horizontal position
        }
        root.layout(in: Size(width: 320, height: 200))

        #expect(root.recursiveDescription == """
            root: View {0, 0, 320, 200}
            |   *card: View {16, 16, 288, 168}
            |   |   *title: Label \(title.frame) - AMBIGUOUS LAYOUT for title.minX
            |   framed: View {0, 0, 10, 10}

            """)
    }
}
