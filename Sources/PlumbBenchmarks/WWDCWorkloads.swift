#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import PlumbLayout

/// The five scaling workloads of WWDC 2018's "High Performance Auto Layout", built on the layout
/// engine (views and anchors, not raw solver constraints) and timed at 10², 10³, … views up to
/// `--size`, so that the growth exponent (the log-log slope of time over views) can be printed.
///
/// * `wwdc_row` — a long row of labels: each with an intrinsic size and default hugging and
///   compression resistance, chained leading to trailing 8 apart, pinned to the root's top.
/// * `wwdc_deep` — a deep hierarchy: each view nested in the previous one, inset 1 on all edges.
/// * `wwdc_grid` — a grid of cells (a collection view): rows of 10 cells, each cell with a
///   label and an image of intrinsic sizes, cells chained in their row, rows stacked.
/// * `wwdc_move` — a subtree moved between parents each tick: a grid of N views is built and laid
///   out (untimed); then 100 ticks each remove one cell from its row, add it to another row,
///   re-constrain it there and lay out. The time is per tick.
/// * `wwdc_remove` — removal of a hierarchy: a grid of N views is built and laid out (untimed),
///   then its container is removed from the root and the root laid out again.
public enum WWDCWorkload: String, CaseIterable, Sendable {
    /// A long row of labels.
    case row = "wwdc_row"
    /// A deep hierarchy.
    case deep = "wwdc_deep"
    /// A grid of cells.
    case grid = "wwdc_grid"
    /// A cell moved between rows each tick.
    case move = "wwdc_move"
    /// A grid removed from its root.
    case remove = "wwdc_remove"

    /// The sizes run for a largest size: powers of ten from 100 up to `largest`.
    public static func sizes(upTo largest: Int) -> [Int] {
        var sizes: [Int] = []
        var n = 100
        while n <= largest {
            sizes.append(n)
            n *= 10
        }
        return sizes.isEmpty ? [max(1, largest)] : sizes
    }

    /// The phase name of every result: what one timed run covers.
    public var phase: String {
        switch self {
        case .row, .deep, .grid: "build+layout"
        case .move: "tick"
        case .remove: "remove"
        }
    }

    static let moveTicks = 100

    /// Times the workload at `views` views `reps` times (milliseconds; per tick for `wwdc_move`).
    public func run(views: Int, reps: Int, progress: (Int) -> Void) -> [Double] {
        var times: [Double] = []
        for rep in 0..<reps {
            progress(rep)
            switch self {
            case .row: times.append(Self.timeBuild(in: Size(width: 1e9, height: 100)) { Self.row(views) })
            case .deep: times.append(Self.timeBuild(in: Size(width: 1e6, height: 1e6)) { Self.deep(views) })
            case .grid: times.append(Self.timeBuild(in: Self.gridSize) { Self.grid(views).root })
            case .move:
                let grid = Self.grid(views)
                _ = grid.root.layout(in: Self.gridSize)
                times.append(Self.time { Self.moveCells(grid, ticks: Self.moveTicks) } / Double(Self.moveTicks))
            case .remove:
                let grid = Self.grid(views)
                _ = grid.root.layout(in: Self.gridSize)
                times.append(Self.time {
                    grid.container.removeFromSuperview()
                    _ = grid.root.layout(in: Self.gridSize)
                })
            }
        }
        return times
    }

    private static let clock = ContinuousClock()

    private static func time(_ body: () -> Void) -> Double {
        let start = clock.now
        body()
        let d = clock.now - start
        return Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
    }

    /// Times building a hierarchy and its first layout. The hierarchy is released after the
    /// clock stops: freeing it is the work of a screen going away, not of laying one out
    /// (Docs/benchmarks.md gives its cost).
    private static func timeBuild(in size: Size, _ build: () -> View) -> Double {
        var root: View?
        let ms = time {
            root = build()
            _ = root?.layout(in: size)
        }
        withExtendedLifetime(root) {}
        return ms
    }

    private static func activate(_ constraints: [LayoutConstraint]) {
        // Every anchor is in one hierarchy with valid priorities, so activation cannot fail.
        try? LayoutConstraint.activate(constraints)
    }

    private static func view(_ name: String, in parent: View) -> View {
        let view = View(name)
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    /// A root and `views - 1` labels in one row.
    static func row(_ views: Int) -> View {
        let root = View("root")
        var made: [LayoutConstraint] = []
        made.reserveCapacity(3 * views)
        var previous: View?
        for i in 0..<max(0, views - 1) {
            let label = view("label\(i)", in: root)
            label.intrinsicContentSize = Size(width: Double(40 + (i * 7) % 40), height: 20)
            made.append(label.top.constraint(equalTo: root.top, constant: 8))
            made.append(previous.map { label.leading.constraint(equalTo: $0.trailing, constant: 8) }
                ?? label.leading.constraint(equalTo: root.leading, constant: 8))
            previous = label
        }
        activate(made)
        return root
    }

    /// A root and a chain of `views - 1` views, each inside the previous, inset 1 on every edge.
    static func deep(_ views: Int) -> View {
        let root = View("root")
        var made: [LayoutConstraint] = []
        made.reserveCapacity(4 * views)
        var parent = root
        for i in 0..<max(0, views - 1) {
            let child = view("v\(i)", in: parent)
            made += [
                child.leading.constraint(equalTo: parent.leading, constant: 1),
                child.trailing.constraint(equalTo: parent.trailing, constant: -1),
                child.top.constraint(equalTo: parent.top, constant: 1),
                child.bottom.constraint(equalTo: parent.bottom, constant: -1),
            ]
            parent = child
        }
        activate(made)
        return root
    }

    /// A grid: a root, a container pinned to it, rows of `columns` cells; 3 views per cell.
    struct Grid {
        let root: View
        let container: View
        var rows: [View]
        /// Every row's cells, left to right.
        var cells: [[View]]
    }

    static let columns = 10
    static let gridSize = Size(width: 2000, height: 1e7)

    static func grid(_ views: Int) -> Grid {
        let root = View("root")
        let container = view("grid", in: root)
        var made: [LayoutConstraint] = [
            container.leading.constraint(equalTo: root.leading), container.top.constraint(equalTo: root.top),
            container.trailing.constraint(equalTo: root.trailing),
        ]
        let cellCount = max(1, (views - 2) / 3)
        let rowCount = (cellCount + columns - 1) / columns
        var grid = Grid(root: root, container: container, rows: [], cells: [])
        var previousRow: View?
        for r in 0..<rowCount {
            let row = view("row\(r)", in: container)
            made += [
                row.leading.constraint(equalTo: container.leading),
                previousRow.map { row.top.constraint(equalTo: $0.bottom, constant: 8) }
                    ?? row.top.constraint(equalTo: container.top),
            ]
            var cells: [View] = []
            for c in 0..<min(columns, cellCount - r * columns) {
                let cell = makeCell("cell\(r)_\(c)", in: row, index: r * columns + c, into: &made)
                made += [
                    cell.top.constraint(equalTo: row.top), cell.bottom.constraint(lessThanOrEqualTo: row.bottom),
                    cells.last.map { cell.leading.constraint(equalTo: $0.trailing, constant: 8) }
                        ?? cell.leading.constraint(equalTo: row.leading),
                ]
                cells.append(cell)
            }
            if let last = cells.last { made.append(last.trailing.constraint(lessThanOrEqualTo: row.trailing)) }
            grid.rows.append(row)
            grid.cells.append(cells)
            previousRow = row
        }
        if let last = previousRow { made.append(last.bottom.constraint(equalTo: container.bottom)) }
        activate(made)
        return grid
    }

    /// A cell with an image on top and a label under it, both inset 4 from the cell's edges.
    private static func makeCell(_ name: String, in row: View, index: Int, into made: inout [LayoutConstraint]) -> View {
        let cell = view(name, in: row)
        let image = view(name + ".image", in: cell)
        let label = view(name + ".label", in: cell)
        image.intrinsicContentSize = Size(width: 120, height: 90)
        label.intrinsicContentSize = Size(width: Double(60 + (index * 13) % 60), height: 20)
        made += [
            image.leading.constraint(equalTo: cell.leading, constant: 4),
            image.trailing.constraint(equalTo: cell.trailing, constant: -4),
            image.top.constraint(equalTo: cell.top, constant: 4),
            label.top.constraint(equalTo: image.bottom, constant: 4),
            label.leading.constraint(equalTo: cell.leading, constant: 4),
            label.trailing.constraint(lessThanOrEqualTo: cell.trailing, constant: -4),
            label.bottom.constraint(equalTo: cell.bottom, constant: -4),
        ]
        return cell
    }

    /// Each tick moves the last cell of one row to the end of another and lays out.
    static func moveCells(_ grid: Grid, ticks: Int) {
        var grid = grid
        guard grid.rows.count >= 2 else { return }
        for tick in 0..<ticks { moveCell(&grid, tick: tick) }
    }

    /// One tick of ``moveCells(_:ticks:)``: the last cell of one row is removed, added to the
    /// end of another row, re-constrained to its new neighbour and row, and the root laid out.
    static func moveCell(_ grid: inout Grid, tick: Int) {
        guard grid.rows.count >= 2 else { return }
        let from = (tick * 7) % grid.rows.count
        var to = (tick * 13 + 1) % grid.rows.count
        if to == from { to = (to + 1) % grid.rows.count }
        guard let cell = grid.cells[from].popLast() else { return }
        cell.removeFromSuperview()
        let row = grid.rows[to]
        row.addSubview(cell)
        var made = [
            cell.top.constraint(equalTo: row.top), cell.bottom.constraint(lessThanOrEqualTo: row.bottom),
            grid.cells[to].last.map { cell.leading.constraint(equalTo: $0.trailing, constant: 8) }
                ?? cell.leading.constraint(equalTo: row.leading),
        ]
        if grid.cells[to].isEmpty { made.append(cell.trailing.constraint(lessThanOrEqualTo: row.trailing)) }
        grid.cells[to].append(cell)
        activate(made)
        _ = grid.root.layoutIfNeeded()
    }

    /// The log-log slope of time over views between two measurements.
    public static func exponent(_ a: (n: Int, ms: Double), _ b: (n: Int, ms: Double)) -> Double? {
        guard a.n > 0, b.n > a.n, a.ms > 0, b.ms > 0 else { return nil }
        return (log(b.ms) - log(a.ms)) / (log(Double(b.n)) - log(Double(a.n)))
    }
}
