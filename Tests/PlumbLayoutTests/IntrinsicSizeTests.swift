import PlumbLayout
import Testing

// SEMANTICS §2: intrinsic content size, hugging and compression resistance.

/// Two labels in a row, `|[a][b]|`, in a root `width` wide; returns (a, b) after layout.
private func row(width: Double, _ configure: (View, View) throws -> Void) throws -> (View, View) {
    let a = label("a", 100, 20), b = label("b", 100, 20)
    let root = View("root") {
        a
        b
    }
    try configure(a, b)
    try activate {
        a.leading == root.leading
        b.leading == a.trailing
        b.trailing == root.trailing
        a.top == root.top
        b.top == root.top
    }
    root.layout(in: Size(width: width, height: 100))
    #expect(root.layoutIssues.isEmpty)
    return (a, b)
}

@Suite("Intrinsic content size")
struct IntrinsicSizeTests {
    @Test func fourImplicitConstraints() {
        let view = label("v", 100, 30)
        let root = View("root") { view }
        root.layout(in: Size(width: 400, height: 300))
        let horizontal = view.constraintsAffectingLayout(for: .horizontal).filter { $0.kind != .user }
        #expect(horizontal.map(\.description) == [
            "v.width <= 100 @250 (content hugging)", "v.width >= 100 @750 (compression resistance)",
        ])
        #expect(horizontal.map(\.kind) == [.contentHugging(.horizontal), .compressionResistance(.horizontal)])
        let vertical = view.constraintsAffectingLayout(for: .vertical).filter { $0.kind != .user }
        #expect(vertical.map(\.equationDescription) == ["v.height <= 30", "v.height >= 30"])
        #expect(vertical.map(\.priority) == [250, 750])
        #expect(vertical.allSatisfy { $0.isActive })
    }

    @Test func noIntrinsicMetricAxisHasNoConstraints() {
        let bar = label("navigationBar", View.noIntrinsicMetric, 44)
        let root = View("root") { bar }
        root.layout(in: Size(width: 400, height: 300))
        #expect(bar.constraintsAffectingLayout(for: .horizontal).isEmpty)
        #expect(bar.constraintsAffectingLayout(for: .vertical).count == 2)
        let plain = View()
        #expect(plain.intrinsicContentSize == Size(width: -1, height: -1))
        #expect(View.noIntrinsicMetric == -1)
    }

    @Test func defaultPriorities() {
        let view = View()
        #expect(view.contentHuggingPriority(for: .horizontal) == 250)
        #expect(view.contentHuggingPriority(for: .vertical) == 250)
        #expect(view.contentCompressionResistancePriority(for: .horizontal) == 750)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == 750)
    }

    @Test func spareRoomGoesToTheLowerHugging() throws {
        var (a, b) = try row(width: 400) { a, _ in try a.setContentHuggingPriority(251, for: .horizontal) }
        expectFrame(a, 0, 0, 100, 20)
        expectFrame(b, 100, 0, 300, 20)
        (a, b) = try row(width: 400) { _, b in try b.setContentHuggingPriority(251, for: .horizontal) }
        expectFrame(a, 0, 0, 300, 20)
        expectFrame(b, 300, 0, 100, 20)
    }

    @Test func deficitComesFromTheLowerCompressionResistance() throws {
        var (a, b) = try row(width: 150) { _, b in try b.setContentCompressionResistancePriority(751, for: .horizontal) }
        expectFrame(a, 0, 0, 50, 20)
        expectFrame(b, 50, 0, 100, 20)
        (a, b) = try row(width: 150) { a, _ in try a.setContentCompressionResistancePriority(751, for: .horizontal) }
        expectFrame(a, 0, 0, 100, 20)
        expectFrame(b, 100, 0, 50, 20)
    }

    @Test func huggingAgainstOtherPriorities() throws {
        for (priority, width) in [(249.0, 100.0), (251, 200)] {
            let a = label("a", 100, 20)
            let root = View("root") { a }
            try activate {
                a.leading == root.leading
                a.top == root.top
                a.width == 200 ~ LayoutPriority(priority)
            }
            root.layout(in: Size(width: 400, height: 100))
            expectFrame(a, 0, 0, width, 20)
        }
    }

    @Test func compressionAgainstRequired() throws {
        let a = label("a", 100, 20)
        let root = View("root") { a }
        try activate {
            a.leading == root.leading
            a.top == root.top
            a.width <= 50
            a.height <= 15 ~ 749
        }
        root.layout(in: Size(width: 400, height: 100))
        expectFrame(a, 0, 0, 50, 20)
    }

    @Test func requiredHuggingIsRequired() throws {
        let a = label("a", 100, 20)
        let root = View("root") { a }
        try a.setContentHuggingPriority(.required, for: .horizontal)
        try activate {
            a.leading == root.leading
            a.top == root.top
            a.trailing == root.trailing
        }
        root.layout(in: Size(width: 400, height: 100))
        #expect(conflicts(root).count == 1)
        #expect(conflicts(root).first?.broken.kind == .user)
        #expect(conflicts(root).first?.conflicts.contains { $0.kind == .contentHugging(.horizontal) } == true)
        expectFrame(a, 0, 0, 100, 20)
    }

    @Test func invalidationIsIncremental() throws {
        let a = label("a", 100, 20)
        let root = View("root") { a }
        try activate {
            a.leading == root.leading
            a.top == root.top
        }
        root.layout(in: Size(width: 400, height: 100))
        let before = a.constraintsAffectingLayout(for: .horizontal).filter { $0.kind != .user }
        a.intrinsicContentSize = Size(width: 140, height: 20)
        let updated = root.layoutIfNeeded()
        expectFrame(a, 0, 0, 140, 20)
        #expect(updated.count == 1 && updated.first === a)
        let after = a.constraintsAffectingLayout(for: .horizontal).filter { $0.kind != .user }
        // The same constraint objects, with new constants.
        #expect(zip(before, after).allSatisfy { $0 === $1 } && after.count == 2)
        #expect(after.map(\.constant) == [140, 140])
        // Dropping the metric drops the constraints; the view becomes ambiguous but laid out.
        a.intrinsicContentSize = Size(width: View.noIntrinsicMetric, height: 20)
        root.layoutIfNeeded()
        #expect(a.constraintsAffectingLayout(for: .horizontal).filter { $0.kind != .user }.isEmpty)
        // Priority changes replace them.
        a.intrinsicContentSize = Size(width: 90, height: 20)
        try a.setContentCompressionResistancePriority(.required, for: .horizontal)
        try activate { a.width <= 50 ~ 999 }
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 90, 20)
        #expect(root.layoutIssues.isEmpty)
    }

    @Test func requiredContentPrioritiesFollowAShrinkingAndGrowingSize() throws {
        let a = View("a")
        let root = View("root") { a }
        a.intrinsicContentSize = Size(width: 76, height: 20)
        try a.setContentHuggingPriority(.required, for: .horizontal)
        try a.setContentCompressionResistancePriority(.required, for: .horizontal)
        try activate {
            a.leading == root.leading
            a.top == root.top
        }
        root.layout(in: Size(width: 320, height: 100))
        for width in [68.0, 90, 40] {
            a.intrinsicContentSize = Size(width: width, height: 20)
            root.layoutIfNeeded()
            expectFrame(a, 0, 0, width, 20)
        }
        #expect(root.layoutIssues.isEmpty)
    }
}
