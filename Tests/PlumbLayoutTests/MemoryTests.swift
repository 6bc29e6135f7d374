@testable import PlumbLayout
@testable import PlumbSolver
import Testing

/// A laid-out hierarchy must be freed when its last user lets go: the root owns its engine,
/// so the engine may not hold views strongly (a cycle would keep every hierarchy alive).
@Suite("Memory")
struct MemoryTests {
    @Test func laidOutHierarchiesAreFreed() throws {
        weak var weakRoot: View?
        weak var weakStack: StackView?
        weak var weakScroll: ScrollView?
        weak var weakLabel: View?
        do {
            let label = View("label")
            label.intrinsicContentSize = Size(width: 40, height: 20)
            let stack = StackView("stack", arrangedSubviews: [label, View("other")])
            let content = View("content")
            let scroll = ScrollView("scroll")
            scroll.addSubview(content)
            content.addSubview(stack)
            let root = View("root") { scroll }
            try activate {
                scroll.edges == root.edges
                content.edges == scroll.contentLayoutGuide.edges
                content.width == scroll.frameLayoutGuide.width
                stack.edges == content.edges
            }
            root.layout(in: Size(width: 320, height: 480))
            label.isHidden = true
            root.layout(in: Size(width: 320, height: 480))
            weakRoot = root
            weakStack = stack
            weakScroll = scroll
            weakLabel = label
        }
        #expect(weakRoot == nil)
        #expect(weakStack == nil)
        #expect(weakScroll == nil)
        #expect(weakLabel == nil)
    }

    /// A root that outlives the views shown under it (a window, screens coming and going)
    /// keeps a solver the size of what it shows now: every view used to leave its four
    /// variables behind in the root's solver when removed.
    @Test func aRootDoesNotGrowWithTheViewsItOnceShowed() throws {
        let root = View("root")
        let size = Size(width: 320, height: 480)
        var symbolsAfterFirstRound = 0
        for round in 0..<4 {
            for i in 0..<50 {
                let cell = View("cell\(i)")
                cell.translatesAutoresizingMaskIntoConstraints = false
                cell.intrinsicContentSize = Size(width: 40, height: 20)
                let label = View("label")
                label.translatesAutoresizingMaskIntoConstraints = false
                label.intrinsicContentSize = Size(width: 30, height: 10)
                cell.addSubview(label)
                root.addSubview(cell)
                try LayoutConstraint.activate([
                    cell.leading.constraint(equalTo: root.leading, constant: 8),
                    cell.top.constraint(equalTo: root.top, constant: Double(i)),
                    label.centerX.constraint(equalTo: cell.centerX),
                    label.centerY.constraint(equalTo: cell.centerY),
                ])
                root.layout(in: size)
                #expect(cell.frame == Rect(x: 8, y: Double(i), width: 40, height: 20))
                cell.removeFromSuperview()
                root.layout(in: size)
            }
            let symbols = try #require(root.engine).solver.statistics.symbols
            if round == 0 { symbolsAfterFirstRound = symbols }
            #expect(symbols == symbolsAfterFirstRound, "round \(round)")
        }
        #expect(try #require(root.engine).solver.invariantViolation == nil)
    }

    /// Each view's deinit used to free its subviews from inside itself, one stack frame chain
    /// per level: releasing 100,000 nested views overflowed the stack (a crash, not a test
    /// failure, before the fix).
    @Test func aVeryDeepHierarchyIsFreedWithoutRecursion() {
        weak var weakLeaf: View?
        weak var weakTop: View?
        do {
            let leaf = View("leaf")
            var top = leaf
            // Built from the leaf up, so that no step walks the chain.
            for _ in 0..<100_000 {
                let parent = View()
                parent.addSubview(top)
                top = parent
            }
            weakLeaf = leaf
            weakTop = top
        }
        #expect(weakTop == nil)
        #expect(weakLeaf == nil)
    }

    /// Constraints, subviews and guides name views without keeping them alive (Handle.swift):
    /// what outlives a view reads nil where it named it, and never the freed view.
    @Test func whatOutlivesAViewNoLongerNamesIt() throws {
        let child = View("child")
        let guide: LayoutGuide
        let userGuide = LayoutGuide("user")
        let constraint: LayoutConstraint
        let grandchild = View("grandchild")
        weak var weakParent: View?
        do {
            let scroll = ScrollView("scroll")
            let parent = View("parent")
            parent.addSubview(scroll)
            scroll.addSubview(child)
            child.addSubview(grandchild)
            parent.addLayoutGuide(userGuide)
            guide = scroll.contentLayoutGuide
            constraint = child.width.constraint(equalTo: scroll.width)
            try LayoutConstraint.activate([constraint] + (child.edges == guide.edges))
            parent.layout(in: Size(width: 100, height: 100))
            weakParent = parent
        }
        #expect(weakParent == nil)
        #expect(child.superview == nil)
        #expect(grandchild.superview === child)
        #expect(guide.owningView == nil)
        #expect(userGuide.owningView == nil)
        #expect(constraint.firstItem === child)
        #expect(constraint.secondItem == nil)
        #expect(guide.layoutFrame == .zero)
    }
}
