import PlumbBenchmarks
@testable import PlumbLayout
import Testing

// Changes re-solve incrementally and agree with a rebuild from scratch.

/// Every frame of a hierarchy, in preorder.
private func frames(_ root: View) -> [Rect] {
    var out: [Rect] = [root.frame]
    func walk(_ v: View) {
        for s in v.subviews {
            out.append(s.frame)
            walk(s)
        }
    }
    walk(root)
    return out
}

@Suite("Incremental layout")
struct IncrementalTests {
    @Test func constantChangesEqualARebuild() {
        let edits: [(row: Int, index: Int, constant: Double)] = [(3, 3, 20), (7, 6, -30), (0, 2, 40), (11, 7, 50)]
        let live = RowListBenchmark(rows: 12)
        live.layout(width: 320, height: 600)
        let solver = live.root.engine!.solver
        let constraintsBefore = solver.constraints.count
        for edit in edits {
            live.constraints[edit.row * 9 + edit.index].constant = edit.constant
            live.layout(width: 320, height: 600)
        }
        #expect(solver.constraints.count == constraintsBefore)

        let fresh = RowListBenchmark(rows: 12)
        for edit in edits { fresh.constraints[edit.row * 9 + edit.index].constant = edit.constant }
        fresh.layout(width: 320, height: 600)
        let a = frames(live.root), b = frames(fresh.root)
        #expect(a.count == b.count)
        #expect(zip(a, b).allSatisfy { close($0, $1) }, "\(a) vs \(b)")
    }

    @Test func onlyChangedViewsGetNewFrames() {
        let list = RowListBenchmark(rows: 20)
        let all = list.layout(width: 320, height: 600)
        #expect(all > 0)
        // The last row's label moves right: only that label (and nothing else) is updated.
        let leading = list.constraints[19 * 9 + 3]
        leading.constant = 24
        let updated = list.root.layoutIfNeeded()
        let label19 = list.rows[19].subviews[0]
        #expect(updated.map(\.name) == ["label19"])
        #expect(close(label19.frame.minX, 24))
        // Nothing changed: nothing updated.
        #expect(list.root.layoutIfNeeded().isEmpty)
        // The first row grows: every row below moves (their subviews move with them in root
        // coordinates, so they are recomputed too, but keep their frames).
        let label5 = list.rows[5].subviews[0].frame
        list.constraints[4].constant = 10
        let moved = Set(list.root.layoutIfNeeded().map(\.name))
        #expect(moved.isSuperset(of: (1..<20).map { "row\($0)" }))
        #expect(!moved.contains("list"))
        #expect(list.rows[5].subviews[0].frame == label5)
        #expect(close(list.rows[1].frame.minY, list.rows[0].frame.maxY + 8))
    }

    @Test func rootResizeIsIncremental() {
        let list = RowListBenchmark(rows: 5)
        list.layout(width: 320, height: 600)
        let solver = list.root.engine!.solver
        let count = solver.constraints.count
        list.layout(width: 400, height: 600)
        #expect(solver.constraints.count == count)
        #expect(close(list.rows[0].frame.width, 400))
        #expect(close(list.rows[0].subviews[1].frame.maxX, 384))
    }

    @Test func intrinsicChangesEqualARebuild() {
        let live = RowListBenchmark(rows: 6)
        live.layout()
        live.rows[2].subviews[0].intrinsicContentSize = Size(width: 70, height: 44)
        live.rows[4].subviews[1].intrinsicContentSize = Size(width: 10, height: 8)
        live.layout()
        let fresh = RowListBenchmark(rows: 6)
        fresh.rows[2].subviews[0].intrinsicContentSize = Size(width: 70, height: 44)
        fresh.rows[4].subviews[1].intrinsicContentSize = Size(width: 10, height: 8)
        fresh.layout()
        #expect(zip(frames(live.root), frames(fresh.root)).allSatisfy { close($0, $1) })
    }
}

/// A container that generates its own constraints in the update pass, the way stack views will.
private final class Column: View {
    var spacing: Double = 4 {
        didSet { setNeedsUpdateConstraints() }
    }
    private var generated: [LayoutConstraint] = []

    override func didAddSubview(_ view: View) { setNeedsUpdateConstraints() }

    override func updateConstraints() {
        LayoutConstraint.deactivate(generated)
        generated = []
        var previous: View?
        for view in subviews {
            view.translatesAutoresizingMaskIntoConstraints = false
            generated.append(view.leading == leading)
            generated.append(view.trailing == trailing)
            generated.append(previous.map { view.top == $0.bottom + spacing } ?? (view.top == top))
            previous = view
        }
        if let last = previous { generated.append(bottom == last.bottom) }
        for c in generated { c.identifier = "column" }
        try? LayoutConstraint.activate(generated)
    }
}

@Suite("Hooks for container views")
struct ContainerHookTests {
    @Test func updateConstraintsRunsBeforeThePass() throws {
        let column = Column("column")
        column.addSubview(label("a", 50, 20))
        column.addSubview(label("b", 60, 30))
        let root = View("root") { column }
        try activate {
            column.leading == root.leading + 10
            column.top == root.top + 10
            column.width == 100
        }
        root.layout(in: Size(width: 320, height: 480))
        expectFrame(column, 10, 10, 100, 54)
        expectFrame(column.subviews[1], 0, 24, 100, 30)
        column.spacing = 10
        root.layoutIfNeeded()
        expectFrame(column, 10, 10, 100, 60)
        #expect(root.layoutIssues.isEmpty)
        #expect(column.constraintsAffectingLayout(for: .vertical).contains { $0.identifier == "column" })
    }

    @Test func subtreeEnginesMergeAndSplit() throws {
        // A laid-out subtree joins a hierarchy that has not been laid out yet.
        let card = View("card") { label("title", 80, 20) }
        let title = card.subviews[0]
        try activate {
            title.leading == card.leading + 4
            title.top == card.top + 4
        }
        card.layout(in: Size(width: 100, height: 50))
        expectFrame(title, 4, 4, 80, 20)
        let root = View("root")
        root.addSubview(card)
        try activate { card.edges == root.edges.inset(20) }
        root.layout(in: Size(width: 300, height: 200))
        expectFrame(card, 20, 20, 260, 160)
        expectFrame(title, 4, 4, 80, 20)
        #expect(card.engine == nil && root.engine != nil)
        let rootEngine = root.engine
        card.removeFromSuperview()
        // The card and its title are most of the hierarchy: they keep its engine, with their
        // constraints in it, and the root gets a new one.
        #expect(card.engine === rootEngine && root.engine !== rootEngine && root.engine != nil)
        #expect(title.constraintsAffectingLayout(for: .horizontal).contains { $0.firstItem === title && $0.secondItem === card })
        #expect(!card.hasAmbiguousLayout)
        card.layout(in: Size(width: 30, height: 30))
        expectFrame(card, 0, 0, 30, 30)
        expectFrame(title, 4, 4, 80, 20)
        root.layout(in: Size(width: 300, height: 200))
        #expect(root.layoutIssues.isEmpty && card.layoutIssues.isEmpty)
    }

    @Test func aSmallerSubtreeWaitsForAnEngine() throws {
        let card = View("card") { label("title", 80, 20) }
        let title = card.subviews[0]
        let root = View("root") {
            card
            View("a")
            View("b")
        }
        try activate {
            title.leading == card.leading + 4
            title.top == card.top + 4
            card.edges == root.edges.inset(20)
        }
        root.layout(in: Size(width: 300, height: 200))
        let rootEngine = root.engine
        card.removeFromSuperview()
        // Two of five views leave: the root keeps its engine, and the card's constraints wait
        // for one, made when the subtree is laid out.
        #expect(root.engine === rootEngine)
        #expect(card.engine == nil && title.constraintsAffectingLayout(for: .horizontal).isEmpty)
        card.layout(in: Size(width: 30, height: 30))
        #expect(card.engine != nil)
        expectFrame(title, 4, 4, 80, 20)
    }

    @Test func guidesMoveBetweenViews() throws {
        let a = View("a"), b = View("b")
        let root = View("root") {
            a
            b
        }
        let guide = LayoutGuide("g")
        a.addLayoutGuide(guide)
        let c = try activate { guide.width == 10 }
        b.addLayoutGuide(guide)
        #expect(a.layoutGuides.isEmpty && b.layoutGuides.count == 1 && guide.owningView === b)
        #expect(!c[0].isActive)
        _ = root
    }

    @Test func safeAreaFeedbackSettles() throws {
        let bar = constrained("bar"), title = label("title", 100, 20)
        let root = View("root") { bar }
        bar.addSubview(title)
        root.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        try activate {
            bar.top == root.top
            bar.horizontalEdges == root.horizontalEdges
            title.top == bar.safeAreaLayoutGuide.top + 8
            title.leading == bar.leading + 16
            bar.bottom == title.bottom + 8
        }
        root.layout(in: Size(width: 375, height: 812))
        expectFrame(bar, 0, 0, 375, 44 + 8 + 20 + 8)
        expectFrame(title, 16, 52, 100, 20)
        #expect(root.layoutIssues.isEmpty)
    }

    @Test func constraintsBuilderDoesNotActivate() {
        let a = View("a")
        let root = View("root") { a }
        let list = constraints {
            a.width == 10
            a.edges == root.edges
        }
        #expect(list.count == 5 && list.allSatisfy { !$0.isActive })
        #expect(a.translatesAutoresizingMaskIntoConstraints)
        #expect(list[0].sourceLocation?.fileName == "IncrementalTests.swift")
    }
}
