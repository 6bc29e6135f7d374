import PlumbLayout
import Testing

// Values that overflow are reported, never silent (issue 39): a chain of multipliers past a
// Double's range gives views no finite value, and the layout says which.

@Suite("Layout: values that overflow")
struct OverflowTests {
    @Test func aChainOfMultipliersPastADoubleIsReported() throws {
        let views = (0..<40).map { View("v\($0)") }
        let root = View("root") { views }
        try activate {
            views[0].width == 1e9
            for k in 1..<views.count { views[k].width == views[k - 1].width * 1e9 }
            for v in views {
                v.leading == root.leading
                v.top == root.top
                v.height == 10
            }
        }
        root.layout(in: Size(width: 375, height: 667))
        let overflowing = root.layoutIssues.compactMap { issue -> String? in
            if case .nonFiniteValue(let view, .horizontal) = issue { view.name } else { nil }
        }
        // 1e9 × (1e9)^k passes 1.8e308 at k = 34.
        #expect(overflowing.first == "v34")
        #expect(overflowing.count == 6)
        #expect(views[33].frame.width.isFinite && !views[34].frame.width.isFinite)
        // Reported once, however many passes.
        root.layoutIfNeeded()
        #expect(root.layoutIssues.filter { if case .nonFiniteValue = $0 { true } else { false } }.count == 6)
    }
}
