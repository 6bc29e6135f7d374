import PlumbLayout
import Testing

// SEMANTICS §4.0: arrangedSubviews and subviews.

@Suite("StackView: arranged subviews")
struct StackViewArrangementTests {
    @Test func addingArrangesAndAddsAsSubview() {
        let a = View("a"), b = View("b")
        let stack = StackView("stack")
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill && stack.spacing == 0)
        #expect(!stack.isLayoutMarginsRelativeArrangement && !stack.isBaselineRelativeArrangement)
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(b)
        #expect(stack.arrangedSubviews.map(\.name) == ["a", "b"])
        #expect(stack.subviews.map(\.name) == ["a", "b"])
        #expect(!a.translatesAutoresizingMaskIntoConstraints && !b.translatesAutoresizingMaskIntoConstraints)
        #expect(a.superview === stack)
    }

    @Test func insertingChangesTheStackIndexOnly() {
        let a = View("a"), b = View("b"), c = View("c")
        let stack = StackView("stack", arrangedSubviews: [a, b])
        stack.insertArrangedSubview(c, at: 0)
        #expect(stack.arrangedSubviews.map(\.name) == ["c", "a", "b"])
        #expect(stack.subviews.map(\.name) == ["a", "b", "c"])
        // Moving an arranged view; out-of-range indices are clamped.
        stack.insertArrangedSubview(c, at: 99)
        #expect(stack.arrangedSubviews.map(\.name) == ["a", "b", "c"])
        stack.insertArrangedSubview(b, at: -5)
        #expect(stack.arrangedSubviews.map(\.name) == ["b", "a", "c"])
        stack.addArrangedSubview(b)
        #expect(stack.arrangedSubviews.map(\.name) == ["a", "c", "b"])
        #expect(stack.subviews.count == 3)
    }

    @Test func aSubviewIsNotArrangedUntilAsked() throws {
        let a = item("a", 40, 20), loose = item("loose", 10, 10)
        let stack = StackView("stack", arrangedSubviews: [a])
        stack.addSubview(loose)
        #expect(stack.arrangedSubviews.map(\.name) == ["a"])
        stack.addArrangedSubview(loose)
        #expect(stack.arrangedSubviews.map(\.name) == ["a", "loose"])
        #expect(stack.subviews.count == 2)
        let root = try host(stack)
        layOut(root)
        expectFrame(loose, 40, 0, 10, 20)
    }

    @Test func removingFromTheArrangementKeepsTheSubview() throws {
        let a = item("a", 40, 20), b = item("b", 60, 20), c = item("c", 80, 20)
        let stack = StackView("stack", arrangedSubviews: [a, b, c])
        stack.spacing = 10
        let root = try host(stack)
        layOut(root)
        stack.removeArrangedSubview(b)
        #expect(stack.arrangedSubviews.map(\.name) == ["a", "c"])
        #expect(b.superview === stack)
        #expect(!stack.arrangementConstraints.contains { $0.firstItem === b || $0.secondItem === b })
        root.layoutIfNeeded()
        expectFrame(c, 50, 0, 80, 20)
        expectFrame(stack, 0, 0, 130, 20)
    }

    @Test func removeFromSuperviewAlsoRemovesFromTheArrangement() throws {
        let a = item("a", 40, 20), b = item("b", 60, 20), c = item("c", 80, 20)
        let stack = StackView("stack", arrangedSubviews: [a, b, c])
        stack.spacing = 10
        let root = try host(stack)
        layOut(root)
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews.map(\.name) == ["a", "c"])
        #expect(b.superview == nil)
        #expect(b.constraintsAffectingLayout(for: .horizontal).isEmpty)
        root.layoutIfNeeded()
        expectFrame(c, 50, 0, 80, 20)
        #expect(root.layoutIssues.isEmpty)
        // Arranging it elsewhere moves it out of the first stack.
        let other = StackView("other")
        other.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(other)
        other.addArrangedSubview(c)
        #expect(stack.arrangedSubviews.map(\.name) == ["a"])
        #expect(other.arrangedSubviews.map(\.name) == ["c"])
        root.layoutIfNeeded()
        expectFrame(stack, 0, 0, 40, 20)
    }

    @Test func aStackCannotArrangeItselfOrAnAncestor() {
        let outer = StackView("outer")
        let stack = StackView("stack")
        outer.addArrangedSubview(stack)
        stack.addArrangedSubview(stack)
        stack.addArrangedSubview(outer)
        #expect(stack.arrangedSubviews.isEmpty && stack.subviews.isEmpty)
        #expect(outer.arrangedSubviews.count == 1)
    }

    @Test func builderArrangesTheListedViews() throws {
        let stack = StackView("stack") {
            item("a", 10, 10)
            item("b", 20, 10)
        }
        #expect(stack.arrangedSubviews.map(\.name) == ["a", "b"])
        let configured = StackView(axis: .vertical, distribution: .fillEqually, alignment: .center, spacing: 4) {
            for i in 0..<3 { item("v\(i)", 10, 10) }
        }
        #expect(configured.arrangedSubviews.count == 3)
        #expect(configured.axis == .vertical && configured.distribution == .fillEqually)
        #expect(configured.alignment == .center && configured.spacing == 4)
        #expect(StackView.Alignment.top == .leading && StackView.Alignment.bottom == .trailing)
        #expect(StackView.Distribution.equalCentering.rawValue == 4 && StackView.Alignment.lastBaseline.rawValue == 5)
        let root = try host(stack)
        layOut(root)
        expectFrame(stack, 0, 0, 30, 10)
    }

    @Test func aStackWithoutArrangedViewsGeneratesNothing() throws {
        let stack = StackView("stack")
        stack.distribution = .equalSpacing
        stack.alignment = .center
        let root = try host(stack, width: 100, height: 50)
        layOut(root)
        #expect(stack.arrangementConstraints.isEmpty)
        #expect(stack.layoutGuides.isEmpty)
        expectFrame(stack, 0, 0, 100, 50)
    }

    @Test func aStackMovesBetweenHierarchiesWithItsConstraints() throws {
        let a = item("a", 40, 20), b = item("b", 60, 20)
        try b.setContentHuggingPriority(249, for: .horizontal)
        let stack = StackView("stack", arrangedSubviews: [a, b])
        stack.alignment = .center
        // Laid out alone first (its own root).
        stack.layout(in: Size(width: 200, height: 50))
        expectFrame(b, 40, 15, 160, 20)
        let root = try host(stack)
        layOut(root)
        expectFrame(stack, 0, 0, 100, 20)
        expectFrame(b, 40, 0, 60, 20)
        // Taken out again.
        stack.removeFromSuperview()
        stack.layout(in: Size(width: 300, height: 40))
        expectFrame(b, 40, 10, 260, 20)
        #expect(stack.layoutIssues.isEmpty)
    }
}
