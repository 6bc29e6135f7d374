import PlumbLayout
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
