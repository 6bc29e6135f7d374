@testable import PlumbLayout
import Testing

// A re-plan reads again only the views that changed and sums the contents its stacks kept
// (DirectStackState): after every batch of changes between two passes (one cell, two cells of
// one row, cells of two rows, the same cell twice, a cell and its row's spacing, a cell hidden),
// a grid arranged directly must give the frames the solver gives the same grid.
@Suite("Direct arrangement: re-plans from kept contents")
struct DirectReplanTests {
    /// A grid of `rows` × `columns` cells of fixed sizes, in rows (horizontal stacks) in a
    /// vertical stack pinned at its top and leading edges.
    private final class Grid {
        let root = View("root")
        let top = StackView("grid", axis: .vertical, alignment: .leading, spacing: 2) {}
        var rows: [StackView] = []
        var heights: [[LayoutConstraint]] = []
        var cells: [[View]] = []

        init(rows: Int, columns: Int, direct: Bool) throws {
            root.arrangesStacksDirectly = direct
            root.addSubview(top)
            top.translatesAutoresizingMaskIntoConstraints = false
            top.top.constraint(equalTo: root.top, constant: 4).isActive = true
            top.leading.constraint(equalTo: root.leading, constant: 6).isActive = true
            for r in 0..<rows {
                let row = StackView("row\(r)", axis: .horizontal, alignment: .top, spacing: 3) {}
                top.addArrangedSubview(row)
                self.rows.append(row)
                var rowCells: [View] = [], rowHeights: [LayoutConstraint] = []
                for c in 0..<columns {
                    let cell = View("c\(r)_\(c)")
                    row.addArrangedSubview(cell)
                    cell.width.constraint(equalToConstant: Double(8 + c)).isActive = true
                    let height = cell.height.constraint(equalToConstant: 10)
                    height.isActive = true
                    rowCells.append(cell)
                    rowHeights.append(height)
                }
                cells.append(rowCells)
                heights.append(rowHeights)
            }
            root.layout(in: Size(width: 400, height: 300))
        }

        var views: [View] { [top] + rows + cells.flatMap { $0 } }
    }

    private static func expectSameFrames(_ a: Grid, _ b: Grid, _ step: String,
                                         sourceLocation: SourceLocation = #_sourceLocation) {
        for (x, y) in zip(a.views, b.views) {
            let d = Swift.abs(x.frame.minX - y.frame.minX) + Swift.abs(x.frame.minY - y.frame.minY)
                + Swift.abs(x.frame.width - y.frame.width) + Swift.abs(x.frame.height - y.frame.height)
            #expect(d < 1e-9, "\(step): \(x.name) \(x.frame) directly, \(y.frame) by the solver",
                    sourceLocation: sourceLocation)
        }
    }

    @Test func batchesOfChangesGiveTheSolversFrames() throws {
        let a = try Grid(rows: 4, columns: 5, direct: true), b = try Grid(rows: 4, columns: 5, direct: false)
        let engine = try #require(a.root.engine)
        #expect(engine.direct.tops.count == 1)
        Self.expectSameFrames(a, b, "first layout")
        let batches: [(String, (Grid) -> Void)] = [
            ("one cell", { $0.heights[1][2].constant = 17 }),
            ("the same cell back", { $0.heights[1][2].constant = 10 }),
            ("two cells of a row", { $0.heights[2][0].constant = 13; $0.heights[2][4].constant = 21 }),
            ("cells of two rows", { $0.heights[0][1].constant = 15; $0.heights[3][3].constant = 6 }),
            ("the same cell twice", { $0.heights[3][3].constant = 30; $0.heights[3][3].constant = 8 }),
            ("a cell and its row's spacing", { $0.heights[0][0].constant = 19; $0.rows[0].spacing = 7 }),
            ("the grid's spacing and a cell", { $0.top.spacing = 5; $0.heights[2][2].constant = 11 }),
            ("a cell back after the spacing", { $0.heights[2][2].constant = 10 }),
        ]
        for (step, change) in batches {
            change(a)
            change(b)
            a.root.layoutIfNeeded()
            b.root.layoutIfNeeded()
            Self.expectSameFrames(a, b, step)
            #expect(engine.direct.tops.count == 1, "\(step): the grid stays arranged directly")
        }
        // A cell hidden: the row no longer arranges directly; the frames still agree.
        for g in [a, b] {
            g.cells[1][1].isHidden = true
            g.heights[1][3].constant = 25
            g.root.layoutIfNeeded()
        }
        Self.expectSameFrames(a, b, "a cell hidden beside a change")
    }
}
