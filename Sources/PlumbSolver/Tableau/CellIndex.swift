/// Where each (row, symbol) cell sits inside its row's arrays: an open-addressing hash table
/// with linear probing and backward-shift deletion (no tombstones).
///
/// Rows store their cells unsorted so that appending and swap-removing are O(1); this index
/// gives O(1) lookup of a symbol's coefficient in any row, so adding a short row into a long
/// one costs the length of the short row, not of the long one.
struct CellIndex {
    // Keys and positions in two arrays (12 bytes a slot; one array of 16-byte pairs made
    // chain_100000's table a third larger and its build 5 % slower), each method working
    // through buffers held open (one uniqueness check a call).
    private var keys: [UInt64]
    private var positions: [Int32]
    private var mask: Int
    private(set) var count = 0

    private static let empty = UInt64.max

    init(capacity: Int = 64) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        keys = Array(repeating: Self.empty, count: size)
        positions = Array(repeating: 0, count: size)
        mask = size - 1
    }

    @inline(__always)
    private static func key(_ row: Int32, _ symbol: Int32) -> UInt64 {
        UInt64(UInt32(bitPattern: row)) << 32 | UInt64(UInt32(bitPattern: symbol))
    }

    @inline(__always)
    private static func slot(for key: UInt64, _ mask: Int) -> Int {
        // Fibonacci hashing: deterministic, and spreads the sequential ids well.
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 20) & mask
    }

    /// The slot holding `k`, or the empty slot where it would go.
    @inline(__always)
    private static func probe(_ k: UInt64, _ keys: UnsafeBufferPointer<UInt64>, _ mask: Int) -> Int {
        var i = slot(for: k, mask)
        while keys[i] != k && keys[i] != empty { i = (i + 1) & mask }
        return i
    }

    /// The position of `symbol` in `row`, or nil.
    @inline(__always)
    func find(_ row: Int32, _ symbol: Int32) -> Int32? {
        let k = Self.key(row, symbol)
        let m = mask
        return keys.withUnsafeBufferPointer { keys in
            let i = Self.probe(k, keys, m)
            return keys[i] == k ? positions[i] : nil
        }
    }

    /// Records or moves `symbol` of `row` to `position`.
    mutating func set(_ row: Int32, _ symbol: Int32, _ position: Int32) {
        if (count + 1) * 2 > keys.count { grow() }
        let k = Self.key(row, symbol)
        let m = mask
        let added = keys.withUnsafeMutableBufferPointer { keys in
            positions.withUnsafeMutableBufferPointer { positions -> Bool in
                let i = Self.probe(k, UnsafeBufferPointer(keys), m)
                positions[i] = position
                guard keys[i] != k else { return false }
                keys[i] = k
                return true
            }
        }
        if added { count += 1 }
    }

    /// Forgets `symbol` of `row`.
    mutating func remove(_ row: Int32, _ symbol: Int32) {
        let k = Self.key(row, symbol)
        let m = mask
        let removed = keys.withUnsafeMutableBufferPointer { keys in
            positions.withUnsafeMutableBufferPointer { positions -> Bool in
                let i = Self.probe(k, UnsafeBufferPointer(keys), m)
                guard keys[i] == k else { return false }
                backwardShiftDelete(at: i, keys: keys, values: positions, empty: Self.empty, mask: m) {
                    Self.slot(for: $0, m)
                }
                return true
            }
        }
        if removed { count -= 1 }
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldPositions = positions
        let size = keys.count * 2
        keys = Array(repeating: Self.empty, count: size)
        positions = Array(repeating: 0, count: size)
        mask = size - 1
        count = 0
        for i in 0..<oldKeys.count where oldKeys[i] != Self.empty {
            var j = Self.slot(for: oldKeys[i], mask)
            while keys[j] != Self.empty { j = (j + 1) & mask }
            keys[j] = oldKeys[i]
            positions[j] = oldPositions[i]
            count += 1
        }
    }
}

/// Empties slot `slot` of an open-addressing table with linear probing and pulls the later
/// entries of its probe run back (backward-shift deletion, so there are no tombstones).
/// `home(key)` is the slot a key hashes to. Returns the slot finally emptied (its value is
/// stale; a caller holding references clears it).
@inline(__always)
@discardableResult
func backwardShiftDelete<Key: Equatable, Value>(
    at slot: Int, keys: UnsafeMutableBufferPointer<Key>, values: UnsafeMutableBufferPointer<Value>, empty: Key,
    mask: Int, home: (Key) -> Int
) -> Int {
    var hole = slot
    var j = (slot + 1) & mask
    while keys[j] != empty {
        let h = home(keys[j])
        // Move j into the hole if its home is not in the cyclic range (hole, j].
        let inRange = hole <= j ? (h > hole && h <= j) : (h > hole || h <= j)
        if !inRange {
            keys[hole] = keys[j]
            values[hole] = values[j]
            hole = j
        }
        j = (j + 1) & mask
    }
    keys[hole] = empty
    return hole
}

/// ``backwardShiftDelete(at:keys:values:empty:mask:home:)`` for a table whose entries hold the
/// key beside the value: empties `slot` (storing `empty` in the slot finally emptied) and pulls
/// the later entries of its probe run back.
@inline(__always)
func backwardShiftDelete<Entry>(
    at slot: Int, in entries: UnsafeMutableBufferPointer<Entry>, empty: Entry, mask: Int,
    isEmpty: (Entry) -> Bool, home: (Entry) -> Int
) {
    var hole = slot
    var j = (slot + 1) & mask
    while !isEmpty(entries[j]) {
        let h = home(entries[j])
        // Move j into the hole if its home is not in the cyclic range (hole, j].
        let inRange = hole <= j ? (h > hole && h <= j) : (h > hole || h <= j)
        if !inRange {
            entries[hole] = entries[j]
            hole = j
        }
        j = (j + 1) & mask
    }
    entries[hole] = empty
}
