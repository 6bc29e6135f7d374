@testable import PlumbLayout
import Testing

@Suite("Tracked constraints")
struct TrackedConstraintsTests {
    /// The constraints of some items come back in activation order, each once, whether the
    /// engine sorts them (a few of its constraints) or marks its whole list (most of them).
    @Test func aSubtreesConstraintsComeInActivationOrder() throws {
        let root = View("root")
        let views = (0..<30).map { View("v\($0)") }
        for view in views { root.addSubview(view) }
        // Activated out of the views' order, and some between two views of the same subset.
        var constraints: [LayoutConstraint] = []
        for i in stride(from: 29, to: 0, by: -1) {
            constraints.append(views[i].leading.constraint(equalTo: views[i - 1].trailing, constant: 8))
        }
        for i in 0..<30 { constraints.append(views[i].top.constraint(equalTo: root.top, constant: Double(i))) }
        constraints.append(views[3].width.constraint(equalTo: views[17].width))
        constraints.append(views[0].leading.constraint(equalTo: root.leading))
        try LayoutConstraint.activate(constraints)
        let engine = root.ensureEngine()
        let all = engine.trackedInOrder()
        #expect(all.count == constraints.count)

        for items in [[views[5]], [views[3], views[17]], Array(views[10..<20]), views, [root] + views] {
            let got = engine.tracked(touching: items)
            let expected = all.filter { c in items.contains { $0 === c.firstItem || $0 === c.secondItem } }
            #expect(got.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init),
                    "\(items.count) items: \(got.count) constraints, expected \(expected.count)")
        }
        // Both ways were taken: a single view's two neighbours and its top are sorted, the
        // whole row is marked.
        #expect(3 * LayoutEngine.markingShare <= all.count)
        #expect(views.count * LayoutEngine.markingShare > all.count)
    }
}
