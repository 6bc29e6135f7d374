/// The tableau's rows and where their cells are: the rows (a free list of their slots), the
/// cell index of long rows, each symbol's column (the rows that may hold it; stale entries are
/// filtered through ``CellIndex``), and the buffers that rewriting a row reuses.
struct RowStore {
    var columns: [[Int32]] = []
    /// Per symbol: the length past which its column is compacted at the next optimisation
    /// (``Tableau/compactOversizedColumns()``): twice its live entries at the last compaction,
    /// plus ``minimumColumnLimit``. Rows removed and made again (a constant animated frame
    /// after frame) leave stale and repeated entries; compacting at a doubling keeps a column
    /// within a constant factor of its live rows at an amortised constant cost per entry.
    var columnLimit: [Int32] = []
    /// Symbols of deleted rows whose column had passed its limit (may repeat).
    var oversizedColumns: [Int32] = []
    static let minimumColumnLimit: Int32 = 16
    /// Deleted rows longer than this do not check their columns: a constraint remade frame
    /// after frame is a short row, and checking every column of a long row (a row of views'
    /// budget) touched one cache line per symbol of it.
    static let checkedRowLength = 16
    var rows: [Row] = []
    var freeRows: [Int32] = []
    /// The positions of the cells of long rows (``Row/indexed``).
    var cells = CellIndex()
    /// Per symbol: 1 + its position in the short row being rewritten by ``substitute(_:inRow:by:)``,
    /// or in the expansion under way (``expand(_:keeping:)``); 0 otherwise (all zero between
    /// calls; the two never run one inside the other).
    var cellSlot: [Int32] = []
    /// The cells a short row's substitution adds (buffers reused from call to call).
    var newCellSymbols: [Int32] = []
    var newCellCoefficients: [Double] = []
    var stamps: [UInt32] = []
    var epoch: UInt32 = 0
    /// Bumped by every change to a row's cells or basic, and to whether a basic's row is lazy:
    /// a column gathered at one version is exact at the same version (``gatherColumn(_:into:)``).
    var rowsVersion: UInt64 = 0
    /// The scratch of an expansion (``expand(_:keeping:)``), reused across calls.
    var expansion = Expansion()
    /// The merged terms of the constraint being added (``add(_:order:)``), a buffer reused
    /// across additions (it holds the last one's terms until the next).
    var addedTerms: [(Int32, Double)] = []

    /// A fresh mark for `stamps` (row-indexed "seen" flags that need no clearing): the stamps
    /// are cleared only when the counter wraps.
    @inline(__always) @discardableResult
    mutating func nextEpoch() -> UInt32 {
        epoch &+= 1
        if epoch == 0 {
            for i in stamps.indices { stamps[i] = 0 }
            epoch = 1
        }
        return epoch
    }
}
