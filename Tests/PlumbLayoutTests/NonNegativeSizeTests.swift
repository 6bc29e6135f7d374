import PlumbLayout
import Testing

// UIKit never lets a view's width or height go negative: a required rule its engine keeps and
// never prints. Its console logs show it: a block whose only constraint is `width == - 16`, and
// the cell whose content view is 0 wide while a label inside is padded 16 + 16.

@Suite("Sizes are never negative")
struct NonNegativeSizeTests {
    /// A content view fixed at `width`, holding a label padded `padding` on each side.
    static func paddedCell(width: Double, padding: Double) throws -> (View, View, View) {
        let title = label("title", 40, 20)
        let cell = constrained("cell")
        cell.addSubview(title)
        let root = View("root") { cell }
        try activate {
            cell.leading == root.leading
            cell.top == root.top
            cell.height == 44
            cell.width == width
            title.top == cell.top
            title.leading == cell.leading + padding
            title.trailing == cell.trailing - padding
        }
        root.layout(in: Size(width: 320, height: 480))
        return (root, cell, title)
    }

    @Test func aZeroWidthCellWithPaddingIsAConflictNamingTheLabelsWidth() throws {
        let (root, cell, title) = try Self.paddedCell(width: 0, padding: 16)
        let found = conflicts(root)
        #expect(found.count == 1)
        let members = try #require(found.first?.conflicts)
        #expect(Set(members.map { $0.kind.isSizeBound ? $0.description : $0.equationDescription }) == [
            "cell.width == 0", "title.leading == cell.leading + 16", "title.trailing == cell.trailing - 16",
            "title's width cannot be negative",
        ])
        // The rule is never the one broken, and no frame is negative.
        #expect(found.first?.broken.description != "title's width cannot be negative")
        #expect(title.frame.width >= 0)
        #expect(cell.frame.width >= 0)
        // UIKit's block does not print the rule.
        let block = root.layoutIssues[0].description
        #expect(block.contains("title's width cannot be negative"))
        let console = UnsatisfiableConstraintsLog.message(broken: found[0].broken, conflicts: members)
        #expect(!console.contains("cannot be negative"))
        #expect(!console.contains(">= 0"))
    }

    @Test func aNegativeWidthAloneIsAConflict() throws {
        let box = constrained("box")
        let root = View("root") { box }
        let negative = box.width == -16
        try activate {
            box.leading == root.leading
            box.top == root.top
            box.height == 10
            negative
        }
        root.layout(in: Size(width: 320, height: 480))
        let found = conflicts(root)
        #expect(found.count == 1)
        #expect(found.first?.broken === negative)
        #expect(found.first?.conflicts.count == 2)
        expectFrame(box, 0, 0, 0, 10)
    }

    @Test func paddingThatLeavesExactlyZeroIsNoConflict() throws {
        let (root, _, title) = try Self.paddedCell(width: 32, padding: 16)
        #expect(conflicts(root).isEmpty)
        expectFrame(title, 16, 0, 0, 20)
    }

    @Test func aHiddenArrangedViewPaddedInsideConflictsWithTheStacksHidingConstraint() throws {
        let inner = label("inner", 40, 20)
        let card = constrained("card")
        card.addSubview(inner)
        let other = item("other", 40, 30)
        let stack = StackView("stack", axis: .vertical, spacing: 0) {
            card
            other
        }
        try activate {
            inner.leading == card.leading
            inner.trailing == card.trailing
            inner.top == card.top + 16
            inner.bottom == card.bottom - 16
        }
        let root = try host(stack)
        layOut(root)
        #expect(conflicts(root).isEmpty)
        card.isHidden = true
        layOut(root)
        let found = conflicts(root)
        #expect(found.count == 1)
        let members = try #require(found.first?.conflicts)
        #expect(members.contains { $0.identifier == "UISV-hiding" })
        #expect(members.contains { $0.description == "inner's height cannot be negative" })
        #expect(inner.frame.height >= 0 && card.frame.height >= 0)
    }

    @Test func aFreeWidthRangesFromZero() throws {
        let box = constrained("box")
        let root = View("root") { box }
        try activate {
            box.leading == root.leading + 10
            box.top == root.top
            box.height == 10
        }
        root.layout(in: Size(width: 320, height: 480))
        let analysis = try #require(LayoutAnalysis(root))
        let x = try #require(analysis.frameAmbiguity(of: box, along: .horizontal))
        #expect(x.length.lower == 0)
        #expect(x.length.upper == .infinity)
        #expect(x.position.isDetermined)
        #expect(conflicts(root).isEmpty)
    }

    @Test func aWidthBoundedBelowByZeroAndAboveByZeroIsDetermined() throws {
        let box = constrained("box")
        let root = View("root") { box }
        try activate {
            box.leading == root.leading
            box.top == root.top
            box.height == 10
            box.width <= 0
        }
        root.layout(in: Size(width: 320, height: 480))
        let analysis = try #require(LayoutAnalysis(root))
        #expect(analysis.frameAmbiguity(of: box, along: .horizontal) == nil)
        expectFrame(box, 0, 0, 0, 10)
    }

    @Test func anOptionalConstraintCannotPullASizeBelowZero() throws {
        let box = constrained("box")
        let root = View("root") { box }
        try activate {
            box.leading == root.leading
            box.top == root.top
            box.height == 10
            (box.width == -50).priority(.defaultHigh)
        }
        root.layout(in: Size(width: 320, height: 480))
        #expect(conflicts(root).isEmpty)
        expectFrame(box, 0, 0, 0, 10)
    }
}
