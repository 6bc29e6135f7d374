import PlumbLayout
import Testing

/// `LayoutAnalysis`: the read-only seam analysis tools read a solved layout through.
@Suite("Layout analysis: ranges, witnesses and constraints of a solved layout")
struct LayoutAnalysisTests {
    /// Docs/examples/ambiguous.layout: a box with a size and a top, kept inside the root (or
    /// only right of its leading edge).
    private func ambiguousBox(keptInside: Bool = true) throws -> (root: View, box: View, constraints: [LayoutConstraint]) {
        let box = constrained("box")
        let root = View("root") { box }
        let constraints = try activate {
            box.top == root.top + 20
            box.width == 100
            box.height == 50
            box.leading >= root.leading
            if keptInside { box.trailing <= root.trailing }
        }
        root.layout(in: Size(width: 320, height: 200))
        return (root, box, constraints)
    }

    @Test func nothingToAnalyseBeforeTheFirstLayoutPass() throws {
        let box = constrained("box")
        let root = View("root") { box }
        try activate { box.width == 100 }
        #expect(LayoutAnalysis(root) == nil)
        root.layout(in: Size(width: 320, height: 200))
        #expect(LayoutAnalysis(root)?.views.map(\.name) == ["root", "box"])
    }

    @Test func aFreePositionHasItsRangeAndTwoWitnessFrames() throws {
        let (root, box, _) = try ambiguousBox()
        let shown = box.frame
        let analysis = try #require(LayoutAnalysis(root))
        let x = try #require(analysis.frameAmbiguity(of: box, along: .horizontal))
        #expect(!x.position.isDetermined && x.length.isDetermined)
        #expect(close(x.position.lower, 0) && close(x.position.upper, 220))
        let (first, second) = (try #require(x.position.lowerFrame), try #require(x.position.upperFrame))
        #expect(close(first, Rect(x: 0, y: 20, width: 100, height: 50)))
        #expect(close(second, Rect(x: 220, y: 20, width: 100, height: 50)))
        #expect(analysis.frameAmbiguity(of: box, along: .vertical) == nil)
        #expect(analysis.frameAmbiguity(of: root, along: .horizontal) == nil)
        // Asking probes a snapshot: the layout is left as it was.
        root.layoutIfNeeded()
        #expect(box.frame == shown)
    }

    @Test func anUnboundedEndHasNoWitnessFrame() throws {
        let (root, box, _) = try ambiguousBox(keptInside: false)
        let x = try #require(LayoutAnalysis(root)?.frameAmbiguity(of: box, along: .horizontal))
        #expect(x.position.upper == .infinity && x.position.upperFrame == nil)
        #expect(x.position.lowerFrame != nil)
    }

    @Test func aViewOfAnotherHierarchyIsNotAnalysed() throws {
        let (root, _, _) = try ambiguousBox()
        let (_, otherBox, otherConstraints) = try ambiguousBox()
        let analysis = try #require(LayoutAnalysis(root))
        #expect(analysis.frameAmbiguity(of: otherBox, along: .horizontal) == nil)
        #expect(analysis.violation(of: otherConstraints[0]) == nil)
        #expect(!analysis.isBinding(otherConstraints[0]))
    }

    @Test func bindingAndViolatedConstraints() throws {
        let box = constrained("box")
        let root = View("root") { box }
        let constraints = try activate {
            box.edges == root.edges
            (box.width == 500).priority(.defaultLow)
            box.height <= 1000
        }
        root.layout(in: Size(width: 320, height: 200))
        let analysis = try #require(LayoutAnalysis(root))
        let wish = try #require(constraints.first { $0.priority == .defaultLow })
        let cap = try #require(constraints.last)
        #expect(close(analysis.violation(of: wish) ?? -1, 180))
        #expect(!analysis.isBinding(wish))
        #expect(analysis.violation(of: cap) == 0 && !analysis.isBinding(cap))
        #expect(analysis.isBinding(constraints[0]))
        #expect(analysis.enforcedConstraints.contains { $0 === wish })
        #expect(analysis.solverConstraintsInAddOrder().count == analysis.enforcedConstraints.count)
        wish.isActive = false
        #expect(LayoutAnalysis(root)?.violation(of: wish) == nil)
    }
}
