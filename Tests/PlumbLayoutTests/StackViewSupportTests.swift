import PlumbLayout
import PlumbMessages
import Testing

// Helpers for the StackView*Tests files.

/// A view with an intrinsic size, not yet constrained (a stack turns its autoresizing mask off
/// when it arranges it).
func item(_ name: String, _ width: Double = View.noIntrinsicMetric, _ height: Double = View.noIntrinsicMetric) -> View {
    let view = View(name)
    view.intrinsicContentSize = Size(width: width, height: height)
    return view
}

/// A generated constraint as the §4 tables describe it.
struct Generated: Equatable, CustomStringConvertible {
    var identifier: String
    var equation: String
    var priority: Double

    init(_ identifier: String, _ equation: String, _ priority: Double = 1000) {
        self.identifier = identifier
        self.equation = equation
        self.priority = priority
    }

    init(_ c: LayoutConstraint) {
        self.init(c.identifier ?? "", c.equationDescription, c.priority.value)
    }

    var description: String { "'\(identifier)' \(equation) @\(priority)" }
}

/// The stack's generated constraints as (identifier, equation, priority).
func generated(_ stack: StackView) -> [Generated] {
    stack.arrangementConstraints.map(Generated.init)
}

/// Expects two lists of generated constraints to be equal, with a readable diff.
func expectGenerated(_ stack: StackView, _ expected: [Generated], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let actual = generated(stack)
    let missing = expected.filter { !actual.contains($0) }
    let extra = actual.filter { !expected.contains($0) }
    #expect(actual == expected, "missing: \(missing)\nextra: \(extra)", sourceLocation: sourceLocation)
}

/// The stack-alignment issues recorded for a hierarchy.
func stackAlignmentIssues(_ view: View) -> [(StackView, StackView.Alignment, StackView.Alignment)] {
    view.layoutIssues.compactMap {
        if case .invalidStackAlignment(let stack, let alignment, let treatedAs) = $0 { return (stack, alignment, treatedAs) }
        return nil
    }
}

@Suite("StackView test support")
struct StackViewSupportTests {
    @Test func itemHasItsIntrinsicSize() {
        let view = item("a", 10, 20)
        #expect(view.intrinsicContentSize == Size(width: 10, height: 20))
        #expect(Generated("UISV-spacing", "b.leading == a.trailing").description == "'UISV-spacing' b.leading == a.trailing @1000.0")
    }
}

/// Puts a stack in a root at (0, 0), optionally with a fixed width and height, and returns the
/// root (lay it out with `layout(in:)`).
@discardableResult
func host(_ stack: StackView, width: Double? = nil, height: Double? = nil) throws -> View {
    let root = View("root") { stack }
    try activate {
        stack.leading == root.leading
        stack.top == root.top
        if let width { stack.width == width }
        if let height { stack.height == height }
    }
    return root
}

/// Lays out a root in a 1000 × 1000 space.
func layOut(_ root: View) {
    root.layout(in: Size(width: 1000, height: 1000))
}

/// `label` measured with the fixed 8-points-a-character model, for tests about layout rather
/// than text (their widths can be counted by hand).
@discardableResult
func counted<V: View>(_ view: V) -> V {
    if let label = view as? Label { label.textMeasurer = FixedAdvanceMeasurer() }
    if let button = view as? Button { button.textMeasurer = FixedAdvanceMeasurer() }
    return view
}
