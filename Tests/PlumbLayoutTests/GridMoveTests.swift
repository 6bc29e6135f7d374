@testable import PlumbBenchmarks
import PlumbLayout
import Testing

/// Cells moved between the rows of a grid, laid out after every move (the WWDC `wwdc_move`
/// workload): the engine re-adds a cell's own constraints, the solver evaluates only the
/// definitions downstream of what changed, and every frame must still satisfy its row's and
/// cell's constraints, moved cells and their new neighbours included.
@Suite("Moving cells in a grid")
struct GridMoveTests {
    static func expectConsistent(_ grid: WWDCWorkload.Grid, _ what: String) {
        for (r, cells) in grid.cells.enumerated() {
            var previousMaxX = 0.0
            for (c, cell) in cells.enumerated() {
                let f = cell.frame
                let expectedX = c == 0 ? 0 : previousMaxX + 8
                #expect(abs(f.minX - expectedX) < 1e-6, "\(what): row \(r) cell \(c) at x \(f.minX), expected \(expectedX)")
                #expect(abs(f.minY) < 1e-6, "\(what): row \(r) cell \(c) at y \(f.minY)")
                previousMaxX = f.maxX
                let image = cell.subviews[0].frame, label = cell.subviews[1].frame
                #expect(abs(image.minX - 4) < 1e-6 && abs(image.minY - 4) < 1e-6, "\(what): image of \(r)/\(c) at \(image)")
                #expect(abs(image.maxX - (f.width - 4)) < 1e-6, "\(what): image of \(r)/\(c) is \(image) in \(f)")
                #expect(abs(label.minY - (image.maxY + 4)) < 1e-6, "\(what): label of \(r)/\(c) at \(label)")
                #expect(abs(label.maxY - (f.height - 4)) < 1e-6, "\(what): label of \(r)/\(c) ends at \(label.maxY) in \(f)")
            }
        }
    }

    @Test func framesStayConsistentWhileCellsMove() {
        var grid = WWDCWorkload.grid(1_000)
        _ = grid.root.layout(in: WWDCWorkload.gridSize)
        Self.expectConsistent(grid, "before")
        for tick in 0..<25 {
            WWDCWorkload.moveCell(&grid, tick: tick)
            Self.expectConsistent(grid, "after tick \(tick)")
        }
    }
}
