@testable import PlumbLayout
import PlumbTestSupport
import Testing

// Direct arrangement must give the frames the generated constraints give. Each random
// hierarchy of stacks and plain views is built twice from one seed, once allowed to arrange
// directly and once not, laid out, then changed the same way in both (constants, spacing,
// hiding, constraints added and removed, views added and removed, the root's size) and laid
// out again: every frame must agree after every step.

/// A random hierarchy of stacks (fill and fillEqually mostly, every alignment) and plain views
/// with and without constant sizes, its top pinned to the root in one of four ways.
private final class RandomStacks {
    let root = View("root")
    var views: [View] = []
    var leaves: [View] = []
    var stacks: [StackView] = []
    var sizeConstraints: [LayoutConstraint] = []
    var topConstraints: [LayoutConstraint] = []
    var rng: SplitMix64

    init(seed: UInt64, direct: Bool) {
        rng = SplitMix64(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 1)
        root.arrangesStacksDirectly = direct
        root.logsUnsatisfiableConstraints = false
        let top = makeStack(depth: 0)
        root.addSubview(top)
        top.translatesAutoresizingMaskIntoConstraints = false
        // Pinned as its content allows, mostly (both edges in an axis the content leaves
        // free, one position in an axis it sizes): otherwise the top conflicts with its
        // content, or is not determined, and is not arranged directly.
        let engine = root.ensureEngine()
        func content(_ view: View) -> DirectContent? {
            guard let stack = view as? StackView else { return engine.directContent(ofLeaf: view) }
            return engine.directContent(of: stack, child: content)
        }
        let planned = rng.chance(0.8) ? content(top) : nil
        for axis in [LayoutAxis.horizontal, .vertical] {
            let free = planned.map { $0[axis].kind == .free || $0[axis].kind == .elastic } ?? rng.chance(0.5)
            let centred = rng.chance(0.3)
            switch (axis, free) {
            case (.horizontal, true):
                topConstraints += [top.leading.constraint(equalTo: root.leading, constant: 3),
                                   top.trailing.constraint(equalTo: root.trailing, constant: -10)]
            case (.horizontal, false):
                topConstraints.append(centred ? top.centerX.constraint(equalTo: root.centerX)
                                      : top.leading.constraint(equalTo: root.leading, constant: 7))
            case (.vertical, true):
                topConstraints += [top.top.constraint(equalTo: root.top),
                                   top.bottom.constraint(equalTo: root.bottom, constant: -4)]
            case (.vertical, false):
                topConstraints.append(centred ? top.centerY.constraint(equalTo: root.centerY)
                                      : top.top.constraint(equalTo: root.top, constant: 5))
            }
        }
        for c in topConstraints { c.isActive = true }
    }

    private func makeStack(depth: Int) -> StackView {
        let stack = StackView("s\(stacks.count)")
        stacks.append(stack)
        views.append(stack)
        stack.axis = rng.chance(0.5) ? .horizontal : .vertical
        stack.distribution = rng.pick([.fill, .fill, .fill, .fillEqually, .fillEqually, .equalSpacing])
        stack.alignment = rng.pick([.fill, .fill, .leading, .trailing, .center, .fill, .leading, .firstBaseline])
        stack.spacing = rng.pick([0, 2, 8, 3.5])
        // Mostly sizes the generated constraints can satisfy (one view free to take the slack
        // of `fill`, equal sizes where the stack makes them equal), now and then not.
        let valid = rng.chance(0.95)
        let horizontal = stack.axis == .horizontal
        let equalAlong = stack.distribution == .fillEqually, equalAcross = stack.alignment == .fill
        let along = rng.pick([10.0, 20, 25.5]), across = rng.pick([12.0, 30, 40])
        let count = rng.int(1...4)
        let freeIndex = rng.chance(0.4) ? rng.int(0...(count - 1)) : -1
        let freeAcross = rng.chance(0.3)
        for i in 0..<count {
            if depth < 3, rng.chance(0.3) {
                stack.addArrangedSubview(makeStack(depth: depth + 1))
                continue
            }
            // Now and then a one-line label, its size its text's (its own hugging and
            // compression resistance, no constraint).
            if !equalAlong, rng.chance(equalAcross ? 0.3 : 0.25) {
                let label = Label("v\(views.count)", text: rng.pick(["Hi", "Hello, world", "Ok"]))
                // Priorities that pick the view to take the slack or the deficit, or tie.
                try? label.setContentHuggingPriority(rng.pick([250, 251, 240]), for: stack.axis)
                try? label.setContentCompressionResistancePriority(rng.pick([750, 740, 760]), for: stack.axis)
                views.append(label)
                leaves.append(label)
                stack.addArrangedSubview(label)
                continue
            }
            let leaf = View("v\(views.count)")
            views.append(leaf)
            leaves.append(leaf)
            stack.addArrangedSubview(leaf)
            var lengthAlong: Double? = equalAlong ? (freeIndex >= 0 ? nil : along) : (i == freeIndex ? nil : rng.pick([5.0, 10, 33]))
            var lengthAcross: Double? = equalAcross ? (freeAcross ? nil : across) : rng.pick([6.0, 12, 50])
            if !valid {
                if rng.chance(0.5) { lengthAlong = lengthAlong == nil ? 7 : nil } else { lengthAcross = lengthAcross == nil ? 9 : nil }
            }
            let (w, h) = horizontal ? (lengthAlong, lengthAcross) : (lengthAcross, lengthAlong)
            if rng.chance(0.25) {
                // An intrinsic size instead of constraints: preferred, held by compression
                // resistance.
                leaf.intrinsicContentSize = Size(width: w ?? View.noIntrinsicMetric, height: h ?? View.noIntrinsicMetric)
                continue
            }
            if let w { size(leaf.width.constraint(equalToConstant: w)) }
            if let h { size(leaf.height.constraint(equalToConstant: h)) }
        }
        return stack
    }

    private func size(_ c: LayoutConstraint) {
        sizeConstraints.append(c)
        c.isActive = true
    }

    var usesDirectArrangement: Bool { !(root.engine?.direct.tops.isEmpty ?? true) }
}

@Suite("Direct arrangement")
struct DirectArrangementTests {
    /// Frames agree to this much (the arithmetic and the solver round differently).
    static let tolerance = 1e-9

    fileprivate static func expectSameFrames(_ a: RandomStacks, _ b: RandomStacks, _ step: String,
                                 sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Bool {
        for (x, y) in zip(a.views, b.views) where x.superview != nil {
            // A layout the constraints leave ambiguous may settle elsewhere once a direct
            // arrangement has turned into constraints (added later than they would have been).
            guard close(x.frame, y.frame, tolerance * Swift.max(1, Swift.abs(y.frame.maxX) + Swift.abs(y.frame.maxY)))
                    || y.hasAmbiguousLayout || (y.superview?.hasAmbiguousLayout ?? false) else {
                Issue.record("\(step): \(x.name) \(x.frame) directly, \(y.frame) by the solver", sourceLocation: sourceLocation)
                return false
            }
        }
        return true
    }

    @Test func randomStacksLayOutAsTheirConstraints() {
        var direct = 0, kept = 0, materialized = 0
        for seed in UInt64(0)..<70 {
            let a = RandomStacks(seed: seed, direct: true), b = RandomStacks(seed: seed, direct: false)
            var size = Size(width: 400, height: 300)
            a.root.layout(in: size)
            b.root.layout(in: size)
            if a.usesDirectArrangement { direct += 1 }
            guard Self.expectSameFrames(a, b, "seed \(seed), first layout") else { continue }
            // Conflicting hierarchies (never arranged directly) are slow to resolve and
            // checked at their first layout only.
            guard b.root.layoutIssues.isEmpty else { continue }
            var rng = SplitMix64(seed: seed)
            for tick in 0..<6 {
                let wasDirect = a.usesDirectArrangement
                switch rng.int(0...10) {
                case 0, 1:
                    guard !a.sizeConstraints.isEmpty else { break }
                    let i = rng.int(0...(a.sizeConstraints.count - 1)), k = rng.pick([0.0, 7, 18, 31.5])
                    a.sizeConstraints[i].constant = k
                    b.sizeConstraints[i].constant = k
                case 2:
                    let i = rng.int(0...(a.stacks.count - 1)), s = rng.pick([0.0, 4, 11])
                    a.stacks[i].spacing = s
                    b.stacks[i].spacing = s
                case 3:
                    size = Size(width: rng.pick([200.0, 400, 520]), height: rng.pick([150.0, 300, 640]))
                case 4:
                    let i = rng.int(0...(a.leaves.count - 1))
                    a.leaves[i].isHidden.toggle()
                    b.leaves[i].isHidden.toggle()
                case 5:
                    guard !a.sizeConstraints.isEmpty else { break }
                    let i = rng.int(0...(a.sizeConstraints.count - 1))
                    a.sizeConstraints[i].isActive.toggle()
                    b.sizeConstraints[i].isActive.toggle()
                case 6:
                    let i = rng.int(0...(a.leaves.count - 1))
                    a.leaves[i].removeFromSuperview()
                    b.leaves[i].removeFromSuperview()
                case 7:
                    let i = rng.int(0...(a.stacks.count - 1))
                    for r in [a, b] {
                        let leaf = View("new\(tick)")
                        r.views.append(leaf)
                        r.stacks[i].addArrangedSubview(leaf)
                        leaf.width.constraint(equalToConstant: 12).isActive = true
                    }
                case 10:
                    // A new intrinsic size or text: the content-size constraints change.
                    let i = rng.int(0...(a.leaves.count - 1)), k = rng.pick([3.0, 17, 44])
                    for r in [a, b] {
                        if let label = r.leaves[i] as? Label { label.text = "Text \(k)" } else {
                            r.leaves[i].intrinsicContentSize = Size(width: k, height: View.noIntrinsicMetric)
                        }
                    }
                case 8:
                    // Not a constraint: an alignment rectangle the frame is placed around.
                    let i = rng.int(0...(a.leaves.count - 1))
                    a.leaves[i].alignmentRectInsets = EdgeInsets(top: 1, left: 2, bottom: 0, right: 0)
                    b.leaves[i].alignmentRectInsets = EdgeInsets(top: 1, left: 2, bottom: 0, right: 0)
                default:
                    let i = rng.int(0...(a.topConstraints.count - 1)), k = rng.pick([0.0, 9, -3])
                    a.topConstraints[i].constant = k
                    b.topConstraints[i].constant = k
                }
                a.root.layout(in: size)
                b.root.layout(in: size)
                if wasDirect { if a.usesDirectArrangement { kept += 1 } else { materialized += 1 } }
                guard Self.expectSameFrames(a, b, "seed \(seed), tick \(tick)") else { break }
            }
        }
        // The test is only worth its name if both paths are taken often.
        #expect(direct >= 18, "\(direct) of 70 hierarchies arranged directly")
        #expect(kept >= 17, "\(kept) changes kept a direct arrangement")
        #expect(materialized >= 18, "\(materialized) changes turned one into constraints")
    }

    @Test func aGridOfFixedCellsIsPlacedWithoutItsConstraints() throws {
        let root = View("root")
        let grid = StackView("grid", axis: .vertical, alignment: .leading, spacing: 2) {
            for r in 0..<3 {
                StackView("row\(r)", axis: .horizontal, alignment: .top, spacing: 2) {
                    for c in 0..<4 { View("c\(r)_\(c)") }
                }
            }
        }
        root.addSubview(grid)
        grid.translatesAutoresizingMaskIntoConstraints = false
        try activate {
            grid.top == root.top + 10
            grid.leading == root.leading + 20
        }
        for row in grid.arrangedSubviews.compactMap({ $0 as? StackView }) {
            for cell in row.arrangedSubviews {
                try activate {
                    cell.width == 10
                    cell.height == (row.name == "row1" ? 14 : 10)
                }
            }
        }
        root.layout(in: Size(width: 320, height: 480))
        let engine = try #require(root.engine)
        #expect(engine.direct.tops.count == 1)
        // Two constraints for the top's position, two for its size, four for the root: the
        // cells' sizes and the generated constraints stay out of the solver.
        #expect(engine.enforced.all.count == 8)
        expectFrame(grid, 20, 10, 46, 38)
        expectFrame(grid.arrangedSubviews[1], 0, 12, 46, 14)
        expectFrame(grid.arrangedSubviews[2].subviews[3], 36, 0, 10, 10)

        // A constant changes: the top plans again and keeps arranging directly.
        let cell = grid.arrangedSubviews[2].subviews[1]
        cell.sizeConstraints(for: .vertical).first?.constant = 20
        root.layoutIfNeeded()
        #expect(engine.direct.tops.count == 1)
        expectFrame(grid, 20, 10, 46, 48)
        expectFrame(grid.arrangedSubviews[2], 0, 28, 46, 20)
        expectFrame(cell, 12, 0, 10, 20)

        // Asked for its constraints, the stack turns into them, with UIKit's identifiers.
        let identifiers = Set((grid.arrangedSubviews[0] as? StackView)?.arrangementConstraints.compactMap(\.identifier) ?? [])
        #expect(identifiers.contains("UISV-spacing") && identifiers.contains("UISV-spanning-fit"))
        #expect(engine.direct.tops.isEmpty)
        root.layoutIfNeeded()
        expectFrame(grid, 20, 10, 46, 48)
        expectFrame(cell, 12, 0, 10, 20)
    }

    /// A tree of `fillEqually` stacks, the comparison's: `fanOut` views a stack, 3 deep, in a
    /// 100-point root.
    private static func tree(fanOut: Int, direct: Bool) -> (root: View, innermost: [StackView], views: [View]) {
        let root = View("root")
        root.arrangesStacksDirectly = direct
        root.logsUnsatisfiableConstraints = false
        var views: [View] = []
        var innermost: [StackView] = []
        func stack(_ name: String, _ axis: LayoutAxis, depth: Int) -> StackView {
            let s = StackView(name)
            s.axis = axis
            s.distribution = .fillEqually
            views.append(s)
            for i in 0..<fanOut {
                if depth == 2 {
                    let leaf = View("\(name)_\(i)")
                    views.append(leaf)
                    s.addArrangedSubview(leaf)
                } else {
                    s.addArrangedSubview(stack("\(name)_\(i)", axis == .vertical ? .horizontal : .vertical, depth: depth + 1))
                }
            }
            if depth == 2 { innermost.append(s) }
            return s
        }
        let top = stack("s", .vertical, depth: 0)
        root.addSubview(top)
        top.translatesAutoresizingMaskIntoConstraints = false
        for c in [top.top.constraint(equalTo: root.top), top.leading.constraint(equalTo: root.leading),
                  top.bottom.constraint(equalTo: root.bottom), top.trailing.constraint(equalTo: root.trailing)] {
            c.isActive = true
        }
        return (root, innermost, views)
    }

    @Test func aConflictDeepInsideTurnsOnlyTheStacksAboveItIntoConstraints() throws {
        let a = Self.tree(fanOut: 4, direct: true), b = Self.tree(fanOut: 4, direct: false)
        let size = Size(width: 100, height: 100)
        a.root.layout(in: size)
        b.root.layout(in: size)
        let engine = try #require(a.root.engine)
        #expect(engine.direct.tops.count == 1)
        // 3 gaps of 10 do not fit in an innermost stack 25 points high: its leaves would be
        // negative, the required constraints conflict.
        a.innermost[5].spacing = 10
        b.innermost[5].spacing = 10
        a.root.layout(in: size)
        b.root.layout(in: size)
        #expect(!b.root.layoutIssues.isEmpty)
        // The same conflict, the same constraint broken; the listing is in the order the
        // constraints went into the solver, which differs (the stacks above the conflict went
        // in at the change).
        #expect(a.root.layoutIssues.count == b.root.layoutIssues.count)
        for (x, y) in zip(a.root.layoutIssues, b.root.layoutIssues) {
            #expect(x.description.split(separator: "\n").sorted() == y.description.split(separator: "\n").sorted())
            #expect(x.description.contains("breaking constraint \ns.bottom == root.bottom"))
        }
        for (x, y) in zip(a.views, b.views) {
            #expect(close(x.frame, y.frame), "\(x.name): \(x.frame) directly, \(y.frame) by the solver")
        }
        // The three stacks above the conflict became constraints; the 6 stacks beside them
        // stay direct, each a top of its own.
        #expect(engine.direct.tops.count == 6)
        // A later change beside the conflict is followed directly.
        a.innermost[0].spacing = 2
        b.innermost[0].spacing = 2
        a.root.layout(in: size)
        b.root.layout(in: size)
        #expect(engine.direct.tops.count == 6)
        for (x, y) in zip(a.views, b.views) {
            #expect(close(x.frame, y.frame), "\(x.name): \(x.frame) directly, \(y.frame) by the solver")
        }
    }

    @Test func aStackThatOutlivesItsHierarchyArrangesAgainInTheNext() throws {
        let a = View("a"), b = View("b")
        let stack = StackView("stack", axis: .horizontal, spacing: 4) { a; b }
        try activate {
            a.width == 30
            a.height == 10
            b.width == 20
            b.height == 10
        }
        do {
            let first = root(holding: stack, named: "first")
            try activate { stack.top == first.top; stack.leading == first.leading }
            first.layout(in: Size(width: 200, height: 100))
            #expect(first.engine?.direct.tops.count == 1)
            stack.removeFromSuperview()
        }
        // In a hierarchy without direct arrangement, every constraint is enforced again.
        let second = root(holding: stack, named: "second", direct: false)
        try activate { stack.top == second.top + 5; stack.leading == second.leading + 6 }
        second.layout(in: Size(width: 200, height: 100))
        expectFrame(stack, 6, 5, 54, 10)
        expectFrame(b, 34, 0, 20, 10)
        #expect(stack.arrangementConstraints.contains { $0.identifier == "UISV-spacing" })
    }

    /// The column of a form: labels of different widths filling a stack pinned on both sides,
    /// its height from the labels. Their widths are the stack's, whatever their hugging.
    @Test func aColumnOfLabelsPinnedOnBothSides() throws {
        func column(direct: Bool) throws -> (View, [View]) {
            let labels = ["Name", "Address, in full", "Notes"].map { Label($0, text: $0) }
            let stack = StackView("column", axis: .vertical, spacing: 6) { labels[0]; labels[1]; labels[2] }
            let root = root(holding: stack, direct: direct)
            try activate {
                stack.top == root.top + 20
                stack.leading == root.leading + 16
                stack.trailing == root.trailing - 16
            }
            root.layout(in: Size(width: 320, height: 480))
            return (root, [stack] + labels)
        }
        let (a, av) = try column(direct: true), (_, bv) = try column(direct: false)
        #expect(a.engine?.direct.tops.count == 1)
        for (x, y) in zip(av, bv) { #expect(close(x.frame, y.frame), "\(x.name): \(x.frame), \(y.frame)") }
        #expect(av[2].frame.width == 288)
    }

    /// A row of labels pinned on both sides (Layouts/stack-fill.layout): the slack goes to the
    /// label that hugs least, a deficit to the one that resists least.
    /// With compression resistances that tie, a squeezed row is not the rules' to share: it
    /// turns into constraints, and the solver shares it (as it would have).
    @Test(arguments: [(375.0, false), (120.0, false), (375.0, true), (120.0, true)])
    func aRowOfLabelsSharesItsLengthByPriority(width: Double, compressionTies: Bool) throws {
        func row(direct: Bool) throws -> (View, [View]) {
            let labels = ["One", "Three", "Twelve words"].map { Label($0, text: $0) }
            // As Interface Builder gives labels (251), the middle one lowered.
            for label in labels { try label.setContentHuggingPriority(251, for: .horizontal) }
            try labels[1].setContentHuggingPriority(250, for: .horizontal)
            if !compressionTies { try labels[2].setContentCompressionResistancePriority(749, for: .horizontal) }
            let stack = StackView("row", axis: .horizontal, alignment: .center, spacing: 8) { labels[0]; labels[1]; labels[2] }
            let root = root(holding: stack, direct: direct)
            try activate {
                stack.top == root.top
                stack.leading == root.leading
                stack.trailing == root.trailing
            }
            root.layout(in: Size(width: width, height: 200))
            return (root, [stack] + labels)
        }
        let (a, av) = try row(direct: true), (_, bv) = try row(direct: false)
        #expect(a.engine?.direct.tops.count == (compressionTies && width < 200 ? 0 : 1))
        for (x, y) in zip(av, bv) { #expect(close(x.frame, y.frame), "\(x.name): \(x.frame), \(y.frame)") }
    }

    @Test func anEngineThatGoesLeavesNoViewDirectlyPlaced() throws {
        let a = View("a"), b = View("b")
        let stack = StackView("stack", axis: .vertical) { a; b }
        do {
            let root = root(holding: stack)
            try activate {
                stack.top == root.top
                stack.leading == root.leading
                a.width == 10
                a.height == 10
                b.height == 10  // as wide as a: the stack fills across
            }
            root.layout(in: Size(width: 100, height: 100))
            #expect(root.engine?.direct.tops.count == 1)
            #expect(a.isDirectlyPlaced && stack.direct.arranges)
        }
        // The root and its engine are gone; the stack and its views stay, flags cleared, to
        // arrange through constraints in whatever hierarchy they join.
        #expect(!a.isDirectlyPlaced && !b.isDirectlyPlaced && !stack.direct.arranges)
        #expect(stack.axisSideNeedsUpdate && stack.crossSideNeedsUpdate)
    }

    @Test func analysisSeesEveryConstraint() throws {
        let a = View("a"), b = View("b")
        let stack = StackView("stack", axis: .horizontal, spacing: 4) { a; b }
        let root = root(holding: stack)
        try activate {
            stack.edges == root.edges
            a.width == 30
        }
        root.layout(in: Size(width: 200, height: 100))
        #expect(root.engine?.direct.tops.count == 1)
        expectFrame(b, 34, 0, 166, 100)
        // Ambiguity is a question for the constraints: the stack turns into them first.
        #expect(!b.hasAmbiguousLayout)
        #expect(root.engine?.direct.tops.isEmpty == true)
        expectFrame(b, 34, 0, 166, 100)
        #expect(b.constraintsAffectingLayout(for: .horizontal).contains { $0.identifier == "UISV-canvas-connection" })
    }
}

private extension View {
    /// The active constant size constraints on this view in an axis.
    func sizeConstraints(for axis: LayoutAxis) -> [LayoutConstraint] {
        trackedConstraints.filter { $0.isActive && $0.firstAttribute == (axis == .horizontal ? .width : .height) }
    }
}

/// A root holding `stack`, which constraints will place (``View/arrangesStacksDirectly`` as
/// `direct` says).
private func root(holding stack: StackView, named name: String = "root", direct: Bool = true) -> View {
    let root = View(name)
    root.arrangesStacksDirectly = direct
    root.addSubview(stack)
    stack.translatesAutoresizingMaskIntoConstraints = false
    return root
}
