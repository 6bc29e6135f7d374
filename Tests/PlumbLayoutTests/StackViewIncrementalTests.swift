import PlumbLayout
import Testing

// Changes replace only the generated constraints whose equations change: the others keep their
// identity (and stay in the solver), constants and priorities change in place.

@Suite("StackView: incremental updates")
struct StackViewIncrementalTests {
    static func row() throws -> (View, StackView, View, View, View) {
        let a = item("a", 40, 20), b = item("b", 60, 30), c = item("c", 80, 10)
        let stack = StackView("stack", axis: .horizontal, alignment: .center, spacing: 10) {
            a
            b
            c
        }
        let root = try host(stack)
        layOut(root)
        return (root, stack, a, b, c)
    }

    /// The constraints of `after` that are not in `before`, and those of `before` gone from `after`.
    static func difference(_ before: [LayoutConstraint], _ after: [LayoutConstraint]) -> (added: [String], removed: [String]) {
        let old = Set(before.map(ObjectIdentifier.init)), new = Set(after.map(ObjectIdentifier.init))
        return (after.filter { !old.contains(ObjectIdentifier($0)) }.map { Generated($0).description },
                before.filter { !new.contains(ObjectIdentifier($0)) }.map { Generated($0).description })
    }

    @Test func hidingTouchesOnlyTheViewAndItsGaps() throws {
        let (root, stack, _, b, c) = try Self.row()
        let before = stack.arrangementConstraints
        b.isHidden = true
        root.layoutIfNeeded()
        let after = stack.arrangementConstraints
        let (added, removed) = Self.difference(before, after)
        #expect(added == ["'UISV-hiding' b.width == 0 @1000.0"])
        #expect(removed == ["'UISV-spanning-boundary' stack-alignment-spanner.top <= b.top @1000.0",
                            "'UISV-spanning-boundary' stack-alignment-spanner.bottom >= b.bottom @1000.0"])
        // The two spacing constraints stayed, with half gaps.
        let spacing = after.filter { $0.identifier == "UISV-spacing" }
        #expect(spacing.map(\.constant) == [5, 5])
        #expect(spacing.allSatisfy { s in before.contains { $0 === s } })
        expectFrame(c, 50, 5, 80, 10)
        expectFrame(stack, 0, 0, 130, 20)
    }

    @Test func spacingChangesConstantsInPlace() throws {
        let (root, stack, _, b, c) = try Self.row()
        let before = stack.arrangementConstraints
        stack.spacing = 4
        stack.setCustomSpacing(20, after: b)
        root.layoutIfNeeded()
        let (added, removed) = Self.difference(before, stack.arrangementConstraints)
        #expect(added.isEmpty && removed.isEmpty)
        #expect(stack.arrangementConstraints.filter { $0.identifier == "UISV-spacing" }.map(\.constant) == [4, 20])
        expectFrame(c, 124, 10, 80, 10)
    }

    @Test func distributionLeavesTheCrossSideAlone() throws {
        let (root, stack, a, b, c) = try Self.row()
        let before = stack.arrangementConstraints
        stack.distribution = .fillEqually
        root.layoutIfNeeded()
        let (added, removed) = Self.difference(before, stack.arrangementConstraints)
        #expect(added == ["'UISV-fill-equally' b.width == a.width @1000.0", "'UISV-fill-equally' c.width == a.width @1000.0"])
        #expect(removed.isEmpty)
        expectFrame(a, 0, 5, 80, 20)
        expectFrame(b, 90, 0, 80, 30)
        expectFrame(c, 180, 10, 80, 10)

        // Equal centering: gap guides appear, the spacing relation becomes ≥ (new constraints).
        stack.distribution = .equalCentering
        root.layoutIfNeeded()
        #expect(stack.gapGuides.count == 2)
        #expect(stack.arrangementConstraints.filter { $0.identifier == "UISV-spacing" }.allSatisfy { $0.relation == .greaterThanOrEqual })
        stack.distribution = .fill
        root.layoutIfNeeded()
        #expect(stack.gapGuides.isEmpty && stack.layoutGuides.map(\.name) == ["stack-alignment-spanner"])
        expectFrame(c, 120, 10, 80, 10)
    }

    @Test func alignmentLeavesTheAxisSideAlone() throws {
        let (root, stack, a, b, c) = try Self.row()
        let axisSide = stack.arrangementConstraints.prefix(4).map(ObjectIdentifier.init)
        #expect(stack.arrangementConstraints.prefix(4).allSatisfy { $0.firstAttribute.axis == .horizontal })
        stack.alignment = .bottom
        root.layoutIfNeeded()
        #expect(stack.arrangementConstraints.prefix(4).map(ObjectIdentifier.init) == axisSide)
        expectFrame(a, 0, 10, 40, 20)
        expectFrame(b, 50, 0, 60, 30)
        expectFrame(c, 120, 20, 80, 10)
        // Fill: the spanner goes.
        stack.alignment = .fill
        root.layoutIfNeeded()
        #expect(stack.alignmentSpanner == nil && stack.layoutGuides.isEmpty)
        #expect(stack.arrangementConstraints.prefix(4).map(ObjectIdentifier.init) == axisSide)
        expectFrame(c, 120, 0, 80, 30)
    }

    @Test func axisChangeTransposes() throws {
        let (root, stack, a, b, c) = try Self.row()
        stack.axis = .vertical
        root.layoutIfNeeded()
        // Column: heights 20, 30, 10 with gaps of 10; widths centred on the widest (80).
        expectFrame(stack, 0, 0, 80, 80)
        expectFrame(a, 20, 0, 40, 20)
        expectFrame(b, 10, 30, 60, 30)
        expectFrame(c, 0, 70, 80, 10)
        stack.axis = .horizontal
        root.layoutIfNeeded()
        expectFrame(stack, 0, 0, 200, 30)
        expectFrame(c, 120, 10, 80, 10)
        #expect(root.layoutIssues.isEmpty)
    }

    @Test func insertingReplacesOnlyTheSplitGap() throws {
        let a = item("a", 40, 20), b = item("b", 60, 20), c = item("c", 80, 20)
        let stack = StackView("stack", arrangedSubviews: [a, c])
        stack.spacing = 10
        let root = try host(stack)
        layOut(root)
        let before = stack.arrangementConstraints
        stack.insertArrangedSubview(b, at: 1)
        root.layoutIfNeeded()
        let (added, removed) = Self.difference(before, stack.arrangementConstraints)
        #expect(removed == ["'UISV-spacing' c.leading == a.trailing + 10 @1000.0"])
        #expect(added == ["'UISV-spacing' b.leading == a.trailing + 10 @1000.0",
                          "'UISV-spacing' c.leading == b.trailing + 10 @1000.0",
                          "'UISV-alignment' a.top == b.top @1000.0",
                          "'UISV-alignment' a.bottom == b.bottom @1000.0"])
        expectFrame(c, 120, 0, 80, 20)
    }

    @Test func aPassWithoutChangesChangesNothing() throws {
        let (root, stack, _, _, _) = try Self.row()
        let before = stack.arrangementConstraints.map(ObjectIdentifier.init)
        stack.spacing = 10
        stack.alignment = .center
        #expect(root.layoutIfNeeded().isEmpty)
        #expect(stack.arrangementConstraints.map(ObjectIdentifier.init) == before)
    }

    /// Stacks nested three deep, `fillEqually`, fan-out 3, in a 300 × 300 root; the innermost
    /// stack on the middle path has `spacing`. Returns the root and every view, depth first.
    static func nestedStacks(spacing middle: Double) throws -> (View, [View]) {
        var all: [View] = []
        func stack(_ path: [Int]) -> View {
            guard path.count < 3 else {
                let leaf = View("l\(path)")
                all.append(leaf)
                return leaf
            }
            let s = StackView("s\(path)", arrangedSubviews: (0..<3).map { stack(path + [$0]) })
            s.axis = path.count % 2 == 0 ? .vertical : .horizontal
            s.distribution = .fillEqually
            if path == [1, 1] { s.spacing = middle }
            all.append(s)
            return s
        }
        let top = stack([])
        let root = View("root") { top }
        try activate { top.edges == root.edges }
        root.layout(in: Size(width: 300, height: 300))
        return (root, all)
    }

    /// A spacing changed after the first layout removes the stack's spacing equations and adds
    /// them with the new constant in one replacement, which keeps each equation's marker in the
    /// solver (``Solver/replacingConstraints(_:)``): the frames are a fresh layout's.
    @Test func aSpacingChangedInPlaceLaysOutAsAFreshLayout() throws {
        let (root, views) = try Self.nestedStacks(spacing: 0)
        let middle = try #require(views.first { $0.name == "s[1, 1]" } as? StackView)
        middle.spacing = 4
        root.layoutIfNeeded()
        let (_, fresh) = try Self.nestedStacks(spacing: 4)
        #expect(views.count == fresh.count)
        for (view, expected) in zip(views, fresh) {
            #expect(view.name == expected.name)
            #expect(abs(view.frame.minX - expected.frame.minX) < 1e-9 && abs(view.frame.minY - expected.frame.minY) < 1e-9
                    && abs(view.frame.width - expected.frame.width) < 1e-9
                    && abs(view.frame.height - expected.frame.height) < 1e-9, "\(view.name): \(view.frame) ≠ \(expected.frame)")
        }
        // Changed back, the first layout's frames again.
        middle.spacing = 0
        root.layoutIfNeeded()
        let (_, original) = try Self.nestedStacks(spacing: 0)
        for (view, expected) in zip(views, original) {
            #expect(abs(view.frame.minX - expected.frame.minX) < 1e-9 && abs(view.frame.width - expected.frame.width) < 1e-9)
        }
    }
}
