import PlumbFormats
import PlumbLayout
import Testing

// The flexbox comparison's layouts (FlexLayouts) are all direct arrangements: laid out with and
// without it, then after the comparison's change (a box, a spacing, a cell), every frame must
// agree, and so must the conflict the tree's change makes where its gaps do not fit.
@Suite("The flexbox comparison's layouts, arranged directly")
struct FlexLayoutsDirectTests {
    static func model(_ text: String, direct: Bool) throws -> LayoutModel {
        let model = try LayoutFile.load(source: LayoutSource(path: "flex.layout", text: text))
        model.root.arrangesStacksDirectly = direct
        model.layout()
        return model
    }

    static func expectSameFrames(_ text: String, _ change: String, conflicts: Bool = false) throws {
        let a = try model(text, direct: true), b = try model(text, direct: false)
        for (x, y) in zip(a.views, b.views) {
            #expect(Swift.abs(x.frame.minX - y.frame.minX) + Swift.abs(x.frame.minY - y.frame.minY)
                        + Swift.abs(x.frame.width - y.frame.width) + Swift.abs(x.frame.height - y.frame.height) < 1e-9,
                    "\(x.name): \(x.frame) directly, \(y.frame) by the solver")
        }
        for m in [a, b] {
            try LayoutChange(change).apply(to: m)
            m.layout()
        }
        #expect(a.root.layoutIssues.count == b.root.layoutIssues.count)
        #expect(b.root.layoutIssues.isEmpty != conflicts)
        for (x, y) in zip(a.views, b.views) {
            #expect(Swift.abs(x.frame.minX - y.frame.minX) + Swift.abs(x.frame.minY - y.frame.minY)
                        + Swift.abs(x.frame.width - y.frame.width) + Swift.abs(x.frame.height - y.frame.height) < 1e-9,
                    "after \(change): \(x.name): \(x.frame) directly, \(y.frame) by the solver")
        }
    }

    @Test func rows() throws {
        let (text, change) = FlexLayouts.rows(leaves: 200)
        try Self.expectSameFrames(text, change)
    }

    @Test func grid() throws {
        let (text, change) = FlexLayouts.grid(side: 12)
        try Self.expectSameFrames(text, change)
    }

    /// Fan-out 17, 3 deep: 16 gaps of 4 points do not fit in an innermost stack 58.8 points
    /// high, so the change makes the layout conflict, as fan-out 18 does in the benchmark.
    @Test func treeWhoseChangeConflicts() throws {
        let (text, change) = FlexLayouts.tree(fanout: 17, depth: 3)
        try Self.expectSameFrames(text, change, conflicts: true)
    }
}
