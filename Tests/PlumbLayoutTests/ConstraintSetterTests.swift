import PlumbLayout
import Testing

// The DSL's translatesAutoresizingMaskIntoConstraints rule, and UIKit's settable `isActive`
// and `priority` (issue 16).

@Suite("DSL autoresizing rule and constraint setters")
struct ConstraintSetterTests {
    /// `root.edges == card.edges.inset(16)` and `card.edges == root.edges.inset(16)` place the
    /// card the same way: the card, positioned by both, stops translating its frame; the root,
    /// its ancestor, is left alone.
    @Test(arguments: [false, true])
    func eitherSideOfEqualsGivesTheSameLayout(cardFirst: Bool) throws {
        let card = View("card")
        let root = View("root") { card }
        try activate {
            if cardFirst {
                card.edges == root.edges.inset(16)
            } else {
                root.edges == card.edges.inset(16)
            }
        }
        root.layout(in: Size(width: 320, height: 200))
        #expect(!card.translatesAutoresizingMaskIntoConstraints)
        #expect(root.translatesAutoresizingMaskIntoConstraints)
        #expect(root.layoutIssues.isEmpty)
        // The inset applies to the right-hand side: `root.edges == card.edges.inset(16)` makes
        // the root the card inset by 16, so the card overhangs the root by 16 on every side.
        let expected = cardFirst ? Rect(x: 16, y: 16, width: 288, height: 168) : Rect(x: -16, y: -16, width: 352, height: 232)
        #expect(card.frame == expected)
    }

    @Test func anAncestorThatIsASubviewKeepsItsFlag() throws {
        let inner = View("inner")
        let container = View("container") { inner }
        let root = View("root") { container }
        try activate {
            container.edges == inner.edges        // container is inner's ancestor
        }
        #expect(container.translatesAutoresizingMaskIntoConstraints)
        #expect(!inner.translatesAutoresizingMaskIntoConstraints)
        _ = root
    }

    @Test func siblingsAreBothPositionedUnlessPlacedByFrame() throws {
        let a = View("a"), b = View("b"), framed = View("framed")
        framed.frame = Rect(x: 10, y: 10, width: 50, height: 20)
        let root = View("root") {
            a
            b
            framed
        }
        try activate {
            b.leading == a.trailing + 8           // a is on the right-hand side: still positioned
            framed.trailing == b.leading - 8      // framed keeps its frame: the program set it
        }
        #expect(!a.translatesAutoresizingMaskIntoConstraints && !b.translatesAutoresizingMaskIntoConstraints)
        #expect(framed.translatesAutoresizingMaskIntoConstraints)
        _ = root
    }

    @Test func settingIsActiveActivatesAndDeactivates() throws {
        let box = constrained("box")
        let root = View("root") { box }
        let width = box.width == 100
        try activate { box.leading == root.leading; box.top == root.top; box.height == 10 }
        width.isActive = true
        root.layout(in: Size(width: 320, height: 200))
        #expect(width.isActive && box.frame.width == 100)
        width.isActive = false
        #expect(!width.isActive)
        #expect(root.constraintsAffectingLayout(for: .horizontal).allSatisfy { $0 !== width })
    }

    @Test func settingIsActiveOnAnInvalidConstraintRecordsTheError() throws {
        let a = View("a"), b = View("b")
        let root = View("root") { a }
        let crossHierarchy = a.width == b.width    // b is in no hierarchy with a
        crossHierarchy.isActive = true
        #expect(!crossHierarchy.isActive)
        guard case .refusedChange(let c, .noCommonAncestor)? = root.layoutIssues.last else {
            Issue.record("expected a refused activation, got \(root.layoutIssues)")
            return
        }
        #expect(c === crossHierarchy)
        #expect(root.layoutIssues.last?.description.hasPrefix("Change refused for a.width == b.width") == true)
    }

    @Test func settingPriority() throws {
        let box = constrained("box")
        let root = View("root") { box }
        let wide = box.width == 300 ~ 500
        let narrow = box.width == 100 ~ 400
        try activate {
            box.leading == root.leading
            box.verticalEdges == root.verticalEdges
            wide
            narrow
        }
        root.layout(in: Size(width: 320, height: 200))
        #expect(box.frame.width == 300)
        narrow.priority = 600                       // optional to optional: allowed, incremental
        root.layoutIfNeeded()
        #expect(narrow.priority == 600 && box.frame.width == 100)

        // Optional → required on an active constraint: refused, as UIKit refuses it; the
        // constraint keeps its priority and the refusal is a layout issue with a message.
        narrow.priority = .required
        #expect(narrow.priority == 600)
        guard case .refusedChange(let c, .requiredPriorityChange)? = root.layoutIssues.last else {
            Issue.record("expected a refused change, got \(root.layoutIssues)")
            return
        }
        #expect(c === narrow)
        #expect(root.layoutIssues.last?.description.contains("deactivate it first") == true)
        #expect(throws: LayoutError.self) { try narrow.setPriority(.required) }

        // Inactive, any change is allowed.
        narrow.isActive = false
        narrow.priority = .required
        #expect(narrow.priority == .required)
    }
}
