/// Limits on the simplex's loops: a deadline, and how large the tableau may grow (``CellLimit``).
/// A long addition or optimisation stops when one passes, so that a caller with a time limit
/// (`plumb diagnose --timeout`) gets control back, and a layout whose tableau fills in
/// quadratically stops before it takes all the memory there is.
///
/// An addition stopped in phase 1 is undone from its journal, as a refused one is (the solver
/// is as before it); an optimisation stopped in phase 2 leaves a feasible solution that is not
/// yet optimal, and its remaining candidates queued for the next one.
///
/// A class held by the tableau as an optional reference: the clock's instant is a resilient
/// type, and stored in the tableau struct itself it made every access to the tableau go
/// through runtime metadata (+1.1 % instructions on `chain_3000`).
final class Interruption {
    /// When long loops stop.
    let deadline: ContinuousClock.Instant?
    /// How large the tableau may grow before long loops stop.
    let cellLimit: CellLimit?
    /// Whether a loop stopped at a limit.
    private(set) var happened = false
    /// Whether the limit passed was ``cellLimit`` (else the deadline).
    private(set) var passedCellLimit = false
    /// When the cells are counted next: counting walks every row, so it is done at most every
    /// ``CellLimit/countInterval``, whatever the loops' pace.
    private var nextCellCount: ContinuousClock.Instant

    init(deadline: ContinuousClock.Instant?, cellLimit: CellLimit? = nil) {
        self.deadline = deadline
        self.cellLimit = cellLimit
        nextCellCount = ContinuousClock.now + (cellLimit?.countInterval ?? .zero)
    }

    /// Optimisation steps between two readings of the clock: a reading costs tens of
    /// nanoseconds, a step about as much on a small tableau. (Phase 1 reads it at every
    /// pivot, each of which rewrites rows.)
    static let stepsPerCheck = 16

    /// Whether a limit has passed, reading the clock when `iteration` is a multiple of
    /// `interval` and calling `size` for the tableau's cells and rows when a count is due; once
    /// a limit has passed, it stays passed.
    func hasPassed(iteration: Int, every interval: Int = 1, size: () -> TableauSize) -> Bool {
        if happened { return true }
        guard iteration % interval == 0 else { return false }
        let now = ContinuousClock.now
        if let deadline, now > deadline { happened = true }
        if !happened, let cellLimit, now >= nextCellCount {
            nextCellCount = now + cellLimit.countInterval
            if cellLimit.isPassed(by: size()) {
                happened = true
                passedCellLimit = true
            }
        }
        return happened
    }
}

/// What the tableau holds, for ``CellLimit``: its non-zero cells, its rows, and the slots of
/// its per-symbol cost vectors (three vectors a symbol, one slot per priority level).
struct TableauSize {
    var cells: Int
    var rows: Int
    var costSlots: Int
}

/// How large a solver's tableau may grow (``Solver/cellLimit``): past `cells` non-zero cells
/// when they are also more than `perRow` to a row on average, or past `costSlots` slots of cost
/// vectors. Ordinary constraints keep a few cells to a row however large the layout (a tree of
/// 10⁵ views: about 4.5); a tableau that fills in quadratically grows rows as long as the
/// layout, and passes both. The cost vectors grow with the symbols times the priority levels: a
/// stack filling proportionally has up to 249 levels (Docs/benchmarks.md).
public struct CellLimit: Sendable, Hashable, CustomStringConvertible {
    /// The fewest cells at which long loops stop.
    public var cells: Int
    /// The average row length past which they stop, once there are more than `cells`.
    public var perRow: Int
    /// The most slots of cost vectors (8 bytes each), nil for no limit.
    public var costSlots: Int?
    /// How long a limited call runs between two counts of the cells, the first one included:
    /// counting walks every row (a million rows take about a millisecond), and a call that ends
    /// sooner (a layout pass of an animation's frame) never counts. Zero counts at every check
    /// of the limits (tests).
    public var countInterval: Duration

    public init(cells: Int, perRow: Int, costSlots: Int? = nil, countInterval: Duration = .milliseconds(200)) {
        self.cells = cells
        self.perRow = perRow
        self.costSlots = costSlots
        self.countInterval = countInterval
    }

    /// "16000000 non-zero cells at more than 32 to a row, or 300000000 slots of cost vectors".
    public var description: String {
        "\(cells) non-zero cells at more than \(perRow) to a row" + (costSlots.map { ", or \($0) slots of cost vectors" } ?? "")
    }

    func isPassed(by size: TableauSize) -> Bool {
        if let costSlots, size.costSlots > costSlots { return true }
        return size.cells > cells && size.cells / max(size.rows, 1) > perRow
    }
}
