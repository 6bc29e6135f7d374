/// Where each (row, symbol) cell sits inside its row's arrays, in a ``HashTable``.
///
/// Rows store their cells unsorted so that appending and swap-removing are O(1); this index
/// gives O(1) lookup of a symbol's coefficient in any long row, so adding a short row into a
/// long one costs the length of the short row, not of the long one.
struct CellIndex {
    private var table: HashTable<Int32>

    init(capacity: Int = 64) {
        table = HashTable(placeholder: 0, homing: .spread, capacity: capacity)
    }

    var count: Int { table.count }

    /// The key of a cell: row and symbol side by side, plus one (no key is 0; both are ≥ 0).
    @inline(__always)
    private static func key(_ row: Int32, _ symbol: Int32) -> UInt64 {
        (UInt64(UInt32(bitPattern: row)) << 32 | UInt64(UInt32(bitPattern: symbol))) &+ 1
    }

    /// The position of `symbol` in `row`, or nil.
    @inline(__always)
    func find(_ row: Int32, _ symbol: Int32) -> Int32? {
        table.find(Self.key(row, symbol))
    }

    /// Records or moves `symbol` of `row` to `position`.
    @inline(__always)
    mutating func set(_ row: Int32, _ symbol: Int32, _ position: Int32) {
        table.set(Self.key(row, symbol), position)
    }

    /// Forgets `symbol` of `row`.
    mutating func remove(_ row: Int32, _ symbol: Int32) {
        table.removeValue(forKey: Self.key(row, symbol))
    }
}
