import PlumbLayout
import Testing

/// One long-lived root under which cells come, go and come back, laid out after every change,
/// against a fresh root built from the same description each time: the engine and its solver
/// let go of what a removed cell used (variables leave the solver, their slots go to the next
/// cells) and a cell added again must be placed and reported as if new.
@Suite("Cells coming and going under one root")
struct HierarchyChurnTests {
    /// What a cell is: where it sits in the root and its two subviews' sizes.
    struct CellSpec {
        var x: Double
        var y: Double
        var width: Double
        var labelWidth: Double
        var fixedWidth: Bool
    }

    /// A cell: a view with an inner label centred in it and a badge pinned to its top leading
    /// corner, its own constraints active; the root's constraints are made by ``place(_:_:in:)``.
    static func makeCell(_ spec: CellSpec, _ name: String) throws -> View {
        let cell = View(name)
        cell.translatesAutoresizingMaskIntoConstraints = false
        if !spec.fixedWidth { cell.intrinsicContentSize = Size(width: spec.width, height: 30) }
        let label = View(name + ".label")
        label.translatesAutoresizingMaskIntoConstraints = false
        label.intrinsicContentSize = Size(width: spec.labelWidth, height: 12)
        let badge = View(name + ".badge")
        badge.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        cell.addSubview(badge)
        var own = [
            label.centerX.constraint(equalTo: cell.centerX),
            label.centerY.constraint(equalTo: cell.centerY),
            badge.leading.constraint(equalTo: cell.leading, constant: 2),
            badge.top.constraint(equalTo: cell.top, constant: 2),
            badge.width.constraint(equalToConstant: 6),
            badge.height.constraint(equalTo: badge.width),
        ]
        if spec.fixedWidth {
            own += [cell.width.constraint(equalToConstant: spec.width), cell.height.constraint(equalToConstant: 30)]
        }
        try LayoutConstraint.activate(own)
        return cell
    }

    static func place(_ cell: View, _ spec: CellSpec, in root: View) throws {
        root.addSubview(cell)
        try LayoutConstraint.activate([
            cell.leading.constraint(equalTo: root.leading, constant: spec.x),
            cell.top.constraint(equalTo: root.top, constant: spec.y),
        ])
    }

    static let size = Size(width: 400, height: 800)

    /// A view whose only horizontal constraint is replaced across two layout passes: its x
    /// leaves the solver in between, comes back in a fresh slot at 0, and must still move the
    /// frame there.
    @Test func aViewPinnedAgainAtZeroMovesThere() throws {
        let root = View("root")
        let view = View("view")
        view.translatesAutoresizingMaskIntoConstraints = false
        view.intrinsicContentSize = Size(width: 40, height: 20)
        root.addSubview(view)
        let top = view.top.constraint(equalTo: root.top, constant: 10)
        let first = view.leading.constraint(equalTo: root.leading, constant: 50)
        try LayoutConstraint.activate([top, first])
        root.layout(in: Self.size)
        #expect(view.frame == Rect(x: 50, y: 10, width: 40, height: 20))
        first.isActive = false
        root.layout(in: Self.size)
        try LayoutConstraint.activate([view.leading.constraint(equalTo: root.leading)])
        root.layout(in: Self.size)
        #expect(view.frame == Rect(x: 0, y: 10, width: 40, height: 20))
    }

    @Test func framesMatchAFreshRootAfterEveryChange() throws {
        var seed: UInt64 = 0x5EED
        func next(_ n: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(n))
        }
        let root = View("root")
        var live: [(id: Int, cell: View, spec: CellSpec)] = []
        var removed: [(id: Int, cell: View, spec: CellSpec)] = []
        var made = 0, removals = 0, readded = 0
        for step in 0..<120 {
            switch next(10) {
            case 0..<5 where live.count < 12, 0 where live.isEmpty:
                let spec = CellSpec(x: Double(next(300)), y: Double(next(700)), width: Double(20 + next(60)),
                                    labelWidth: Double(4 + next(16)), fixedWidth: next(2) == 0)
                let cell = try Self.makeCell(spec, "cell\(made)")
                try Self.place(cell, spec, in: root)
                live.append((made, cell, spec))
                made += 1
            case 5..<8 where !live.isEmpty:
                let gone = live.remove(at: next(live.count))
                gone.cell.removeFromSuperview()
                removed.append(gone)
                removals += 1
            case 8..<10 where !removed.isEmpty:
                // Back under the root somewhere else: its own constraints waited with it.
                // At the root's edge now and then: a variable that left the solver and comes
                // back at 0 must still be reported, or the cell keeps its old frame.
                var back = removed.remove(at: next(removed.count))
                back.spec.x = next(3) == 0 ? 0 : Double(next(300))
                back.spec.y = next(3) == 0 ? 0 : Double(next(700))
                readded += 1
                try Self.place(back.cell, back.spec, in: root)
                live.append(back)
            default:
                continue
            }
            root.layout(in: Self.size)

            let fresh = View("fresh")
            var freshCells: [View] = []
            for entry in live {
                let cell = try Self.makeCell(entry.spec, "fresh\(entry.id)")
                try Self.place(cell, entry.spec, in: fresh)
                freshCells.append(cell)
            }
            fresh.layout(in: Self.size)
            for (entry, expected) in zip(live, freshCells) {
                #expect(entry.cell.frame == expected.frame, "step \(step): cell\(entry.id)")
                for (sub, expectedSub) in zip(entry.cell.subviews, expected.subviews) {
                    #expect(sub.frame == expectedSub.frame, "step \(step): \(sub.name)")
                }
            }
        }
        #expect(removals >= 20 && readded >= 10, "\(removals) removals, \(readded) cells added again")
    }
}
