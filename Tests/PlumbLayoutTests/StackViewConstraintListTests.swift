import PlumbLayout
import Testing

// The generated constraints themselves (identifier, equation with its relation, priority),
// compared with the tables of SEMANTICS §4.2–4.4, so that a change in generation is caught
// even where frames happen to stay the same. Order: the axis side (leading canvas connection,
// spacing, hiding, distribution, canvas fit, text width, trailing canvas connection), then the
// cross side (canvas connections, alignment, spanner boundaries, spanner fit, canvas fit,
// ambiguity suppression).

@Suite("StackView: generated constraints")
struct StackViewConstraintListTests {
    static let canvas = "UISV-canvas-connection", spacing = "UISV-spacing", hiding = "UISV-hiding"
    static let alignment = "UISV-alignment", fillEqually = "UISV-fill-equally"
    static let proportionally = "UISV-fill-proportionally", edge = "UISV-distributing-edge"
    static let boundary = "UISV-spanning-boundary", spanningFit = "UISV-spanning-fit", canvasFit = "UISV-canvas-fit"
    static let suppression = "UISV-ambiguity-suppression", textWidth = "UISV-text-width-disambiguation"

    /// Laid out with every generated constraint in the solver: the suite reads them after the
    /// hierarchy is gone, where a direct arrangement (Docs/stack-views.md) would have only its
    /// content constraints to show.
    static func laidOut(_ stack: StackView) throws {
        let root = try host(stack)
        root.arrangesStacksDirectly = false
        layOut(root)
    }

    @Test func fillCenter() throws {
        let stack = StackView("stack", axis: .horizontal, alignment: .center, spacing: 8) {
            item("a", 10, 10)
            item("b", 10, 10)
            item("c", 10, 10)
        }
        try Self.laidOut(stack)
        let s = "stack-alignment-spanner"
        expectGenerated(stack, [
            Generated(Self.canvas, "stack.leading == a.leading"),
            Generated(Self.spacing, "b.leading == a.trailing + 8"),
            Generated(Self.spacing, "c.leading == b.trailing + 8"),
            Generated(Self.canvas, "c.trailing == stack.trailing"),
            Generated(Self.canvas, "stack.top == \(s).top"),
            Generated(Self.canvas, "\(s).bottom == stack.bottom"),
            Generated(Self.canvas, "stack.centerY == a.centerY"),
            Generated(Self.alignment, "a.centerY == b.centerY"),
            Generated(Self.alignment, "a.centerY == c.centerY"),
            Generated(Self.boundary, "\(s).top <= a.top"),
            Generated(Self.boundary, "\(s).bottom >= a.bottom"),
            Generated(Self.boundary, "\(s).top <= b.top"),
            Generated(Self.boundary, "\(s).bottom >= b.bottom"),
            Generated(Self.boundary, "\(s).top <= c.top"),
            Generated(Self.boundary, "\(s).bottom >= c.bottom"),
            Generated(Self.spanningFit, "\(s).height == 0", 51),
            Generated(Self.suppression, "a.height == 0", 25),
            Generated(Self.suppression, "b.height == 0", 25),
            Generated(Self.suppression, "c.height == 0", 25),
        ])
        #expect(stack.arrangementConstraints.allSatisfy { $0.kind == .stackView && $0.isActive })
        #expect(stack.layoutGuides.map(\.name) == [s])
    }

    @Test func fillEquallyFill() throws {
        let stack = StackView("stack", axis: .horizontal, distribution: .fillEqually, spacing: 4) {
            item("a", 10, 10)
            item("b", 10, 10)
            item("c", 10, 10)
        }
        try Self.laidOut(stack)
        expectGenerated(stack, [
            Generated(Self.canvas, "stack.leading == a.leading"),
            Generated(Self.spacing, "b.leading == a.trailing + 4"),
            Generated(Self.spacing, "c.leading == b.trailing + 4"),
            Generated(Self.fillEqually, "b.width == a.width"),
            Generated(Self.fillEqually, "c.width == a.width"),
            Generated(Self.canvas, "c.trailing == stack.trailing"),
            Generated(Self.canvas, "stack.top == a.top"),
            Generated(Self.canvas, "a.bottom == stack.bottom"),
            Generated(Self.alignment, "a.top == b.top"),
            Generated(Self.alignment, "a.bottom == b.bottom"),
            Generated(Self.alignment, "a.top == c.top"),
            Generated(Self.alignment, "a.bottom == c.bottom"),
        ])
        #expect(stack.layoutGuides.isEmpty)
    }

    @Test func equalSpacingLeadingWithAHiddenView() throws {
        let b = item("b", 10, 10)
        b.isHidden = true
        let stack = StackView("stack", axis: .vertical, distribution: .equalSpacing, alignment: .leading, spacing: 10) {
            item("a", 10, 10)
            b
            item("c", 10, 10)
            item("d", 10, 10)
        }
        try Self.laidOut(stack)
        let s = "stack-alignment-spanner"
        expectGenerated(stack, [
            Generated(Self.canvas, "stack.top == a.top"),
            Generated(Self.spacing, "b.top >= a.bottom + 5"),
            Generated(Self.spacing, "c.top >= b.bottom + 5"),
            Generated(Self.spacing, "d.top >= c.bottom + 10"),
            Generated(Self.hiding, "b.height == 0"),
            Generated(Self.edge, "stack-gap0.top == a.bottom"),
            Generated(Self.edge, "c.top == stack-gap0.bottom"),
            Generated(Self.edge, "stack-gap1.top == c.bottom"),
            Generated(Self.edge, "d.top == stack-gap1.bottom"),
            Generated(Self.fillEqually, "stack-gap1.height == stack-gap0.height"),
            Generated(Self.canvasFit, "stack.height == 0", 49),
            Generated(Self.canvas, "d.bottom == stack.bottom"),
            Generated(Self.canvas, "stack.leading == a.leading"),
            Generated(Self.canvas, "\(s).trailing == stack.trailing"),
            Generated(Self.alignment, "a.leading == b.leading"),
            Generated(Self.alignment, "a.leading == c.leading"),
            Generated(Self.alignment, "a.leading == d.leading"),
            Generated(Self.boundary, "\(s).leading == a.leading", 999.5),
            Generated(Self.boundary, "\(s).trailing >= a.trailing"),
            Generated(Self.boundary, "\(s).leading == c.leading", 999.5),
            Generated(Self.boundary, "\(s).trailing >= c.trailing"),
            Generated(Self.boundary, "\(s).leading == d.leading", 999.5),
            Generated(Self.boundary, "\(s).trailing >= d.trailing"),
            Generated(Self.spanningFit, "\(s).width == 0", 51),
            Generated(Self.suppression, "a.width == 0", 25),
            Generated(Self.suppression, "b.width == 0", 25),
            Generated(Self.suppression, "c.width == 0", 25),
            Generated(Self.suppression, "d.width == 0", 25),
        ])
        #expect(stack.gapGuides.map(\.name) == ["stack-gap0", "stack-gap1"])
        #expect(Set(stack.layoutGuides.map(\.name)) == [s, "stack-gap0", "stack-gap1"])
    }

    @Test func fillProportionallyFirstBaseline() throws {
        let stack = StackView("stack", axis: .horizontal, distribution: .fillProportionally, alignment: .firstBaseline) {
            item("a", 100, 10)
            item("b", 100, 10)
            item("c", 200, 10)
        }
        try Self.laidOut(stack)
        let s = "stack-alignment-spanner"
        expectGenerated(stack, [
            Generated(Self.canvas, "stack.leading == a.leading"),
            Generated(Self.spacing, "b.leading == a.trailing"),
            Generated(Self.spacing, "c.leading == b.trailing"),
            Generated(Self.proportionally, "a.width == 0.25*stack.width", 999),
            Generated(Self.proportionally, "b.width == 0.25*stack.width", 998),
            Generated(Self.proportionally, "c.width == 0.5*stack.width", 997),
            Generated(Self.canvas, "c.trailing == stack.trailing"),
            Generated(Self.canvas, "stack.top <= a.top"),
            Generated(Self.canvas, "\(s).bottom == stack.bottom"),
            Generated(Self.alignment, "a.firstBaseline == b.firstBaseline"),
            Generated(Self.alignment, "a.firstBaseline == c.firstBaseline"),
            Generated(Self.boundary, "\(s).top <= a.top"),
            Generated(Self.boundary, "\(s).bottom >= a.bottom"),
            Generated(Self.boundary, "\(s).top <= b.top"),
            Generated(Self.boundary, "\(s).bottom >= b.bottom"),
            Generated(Self.boundary, "\(s).top <= c.top"),
            Generated(Self.boundary, "\(s).bottom >= c.bottom"),
            Generated(Self.spanningFit, "\(s).height == 0", 51),
            Generated(Self.canvasFit, "stack.height == 0", 49),
            Generated(Self.suppression, "a.height == 0", 25),
            Generated(Self.suppression, "b.height == 0", 25),
            Generated(Self.suppression, "c.height == 0", 25),
        ])
    }

    @Test func equalCenteringTrailingMarginsRelative() throws {
        let stack = StackView("stack", axis: .horizontal, distribution: .equalCentering, alignment: .bottom, spacing: 5) {
            item("a", 10, 10)
            item("b", 10, 10)
            item("c", 10, 10)
            item("d", 10, 10)
        }
        stack.isLayoutMarginsRelativeArrangement = true
        try Self.laidOut(stack)
        let s = "stack-alignment-spanner", m = "stack.layoutMarginsGuide"
        expectGenerated(stack, [
            Generated(Self.canvas, "\(m).leading == a.leading"),
            Generated(Self.spacing, "b.leading >= a.trailing + 5"),
            Generated(Self.spacing, "c.leading >= b.trailing + 5"),
            Generated(Self.spacing, "d.leading >= c.trailing + 5"),
            Generated(Self.edge, "stack-gap0.leading == a.centerX"),
            Generated(Self.edge, "stack-gap0.trailing == b.centerX"),
            Generated(Self.edge, "stack-gap1.leading == b.centerX"),
            Generated(Self.edge, "stack-gap1.trailing == c.centerX"),
            Generated(Self.edge, "stack-gap2.leading == c.centerX"),
            Generated(Self.edge, "stack-gap2.trailing == d.centerX"),
            Generated(Self.fillEqually, "stack-gap1.width == stack-gap0.width", 149),
            Generated(Self.fillEqually, "stack-gap2.width == stack-gap0.width", 148),
            Generated(Self.canvasFit, "stack.width == 0", 49),
            Generated(Self.canvas, "d.trailing == \(m).trailing"),
            Generated(Self.canvas, "\(m).top == \(s).top"),
            Generated(Self.canvas, "a.bottom == \(m).bottom"),
            Generated(Self.alignment, "a.bottom == b.bottom"),
            Generated(Self.alignment, "a.bottom == c.bottom"),
            Generated(Self.alignment, "a.bottom == d.bottom"),
            Generated(Self.boundary, "\(s).top <= a.top"),
            Generated(Self.boundary, "\(s).bottom == a.bottom", 999.5),
            Generated(Self.boundary, "\(s).top <= b.top"),
            Generated(Self.boundary, "\(s).bottom == b.bottom", 999.5),
            Generated(Self.boundary, "\(s).top <= c.top"),
            Generated(Self.boundary, "\(s).bottom == c.bottom", 999.5),
            Generated(Self.boundary, "\(s).top <= d.top"),
            Generated(Self.boundary, "\(s).bottom == d.bottom", 999.5),
            Generated(Self.spanningFit, "\(s).height == 0", 51),
            Generated(Self.suppression, "a.height == 0", 25),
            Generated(Self.suppression, "b.height == 0", 25),
            Generated(Self.suppression, "c.height == 0", 25),
            Generated(Self.suppression, "d.height == 0", 25),
        ])
    }

    @Test func lastBaselineAndSingleViews() throws {
        let stack = StackView("stack", axis: .horizontal, alignment: .lastBaseline) {
            item("a", 10, 10)
            item("b", 10, 10)
        }
        try Self.laidOut(stack)
        let s = "stack-alignment-spanner"
        let cross = generated(stack).filter { $0.identifier == Self.canvas || $0.identifier == Self.alignment }
        #expect(cross == [
            Generated(Self.canvas, "stack.leading == a.leading"),
            Generated(Self.canvas, "b.trailing == stack.trailing"),
            Generated(Self.canvas, "stack.top == \(s).top"),
            Generated(Self.canvas, "a.bottom <= stack.bottom"),
            Generated(Self.alignment, "a.lastBaseline == b.lastBaseline"),
        ])

        // One arranged view: no spanner; the free side is one-sided; canvas fit across.
        let single = StackView("single", arrangedSubviews: [item("x", 10, 10)])
        single.alignment = .center
        try Self.laidOut(single)
        expectGenerated(single, [
            Generated(Self.canvas, "single.leading == x.leading"),
            Generated(Self.canvas, "x.trailing == single.trailing"),
            Generated(Self.canvas, "single.top <= x.top"),
            Generated(Self.canvas, "x.bottom <= single.bottom"),
            Generated(Self.canvas, "single.centerY == x.centerY"),
            Generated(Self.canvasFit, "single.height == 0", 49),
            Generated(Self.suppression, "x.height == 0", 25),
        ])
        #expect(single.alignmentSpanner == nil)
        single.alignment = .leading
        single.layoutIfNeeded()
        #expect(generated(single).filter { $0.identifier == Self.canvas }.map(\.equation).suffix(2)
            == ["single.top == x.top", "x.bottom <= single.bottom"])
        single.alignment = .trailing
        single.layoutIfNeeded()
        #expect(generated(single).filter { $0.identifier == Self.canvas }.map(\.equation).suffix(2)
            == ["single.top <= x.top", "x.bottom == single.bottom"])
    }

    @Test func textWidthAndSingleProportionalView() throws {
        let a = item("a", 10, 10), b = item("b", 10, 10)
        b.hasMultilineText = true
        let stack = StackView("stack", arrangedSubviews: [a, b])
        stack.spacing = 6
        try Self.laidOut(stack)
        #expect(generated(stack).filter { $0.identifier == Self.textWidth }
            == [Generated(Self.textWidth, "b.width == 0.5*stack.width - 3", 760)])
        stack.distribution = .fillProportionally
        a.isHidden = true
        stack.layoutIfNeeded()
        #expect(generated(stack).filter { $0.identifier == Self.proportionally }
            == [Generated(Self.proportionally, "b.width == stack.width")])
        #expect(generated(stack).filter { $0.identifier == Self.textWidth }.isEmpty)
    }

    // MARK: The §4 quick-reference table, for every generated constraint

    /// What the §4 quick reference allows for each identifier: relations and priorities.
    static func conformsToTable(_ c: LayoutConstraint) -> Bool {
        let p = c.priority.value, rel = c.relation
        switch c.identifier ?? "" {
        case canvas: return p == 1000
        case spacing: return p == 1000 && rel != .lessThanOrEqual
        case hiding, alignment, edge: return p == 1000 && rel == .equal
        case fillEqually: return rel == .equal && (p == 1000 || (p <= 149 && p > 51))
        case proportionally: return rel == .equal && (p == 1000 || (p <= 999 && p > 750))
        case boundary: return (rel == .equal && p == 999.5) || (rel != .equal && p == 1000)
        case spanningFit: return rel == .equal && p == 51 && c.constant == 0
        case canvasFit: return rel == .equal && p == 49 && c.constant == 0
        case suppression: return rel == .equal && p == 25 && c.constant == 0
        case textWidth: return rel == .equal && p == 760
        default: return false
        }
    }

    @Test(arguments: StackCombination.all)
    func everyGeneratedConstraintMatchesTheTable(_ combination: StackCombination) throws {
        let (root, stack, views) = try StackViewCombinationTests.fixture(combination, fixed: false)
        views[1].hasMultilineText = true
        layOut(root)
        var seen = Set<String>()
        for hidden in [nil, 0, 1, 2] as [Int?] {
            for (k, view) in views.enumerated() { view.isHidden = k == hidden }
            root.layoutIfNeeded()
            for c in stack.arrangementConstraints {
                #expect(Self.conformsToTable(c), "\(c)")
                seen.insert(c.identifier ?? "")
            }
        }
        // Every view takes part in the axis chain and, hidden or not, in the alignment.
        #expect(seen.isSuperset(of: [Self.canvas, Self.spacing, Self.hiding]))
        if combination.effectiveAlignment != .fill {
            #expect(seen.isSuperset(of: [Self.boundary, Self.spanningFit, Self.suppression]))
        }
    }

    @Test func allTwelveIdentifiersAreGenerated() throws {
        var seen = Set<String>()
        for combination in StackCombination.all {
            let (root, stack, views) = try StackViewCombinationTests.fixture(combination, fixed: false)
            views[0].hasMultilineText = true
            views[2].isHidden = true
            layOut(root)
            seen.formUnion(stack.arrangementConstraints.compactMap(\.identifier))
        }
        #expect(seen == [Self.canvas, Self.spacing, Self.hiding, Self.alignment, Self.fillEqually, Self.proportionally,
                         Self.edge, Self.boundary, Self.spanningFit, Self.canvasFit, Self.suppression, Self.textWidth])
    }
}
