/// Where each (row, symbol) cell sits inside its row's arrays: an open-addressing hash table
/// with linear probing and backward-shift deletion (no tombstones).
///
/// Rows store their cells unsorted so that appending and swap-removing are O(1); this index
/// gives O(1) lookup of a symbol's coefficient in any row, so adding a short row into a long
/// one costs the length of the short row, not of the long one.
struct CellIndex {
    /// A key and its position side by side: a probe reads one cache line, not one per array.
    private struct Slot {
        var key: UInt64
        var position: Int32
    }

    private var slots: [Slot]
    private var mask: Int
    private(set) var count = 0

    private static let empty = UInt64.max

    init(capacity: Int = 64) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = Array(repeating: Slot(key: Self.empty, position: 0), count: size)
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

    /// The position of `symbol` in `row`, or nil.
    @inline(__always)
    func find(_ row: Int32, _ symbol: Int32) -> Int32? {
        let k = Self.key(row, symbol)
        let m = mask
        return slots.withUnsafeBufferPointer { slots in
            var i = Self.slot(for: k, m)
            while true {
                let stored = slots[i].key
                if stored == k { return slots[i].position }
                if stored == Self.empty { return nil }
                i = (i + 1) & m
            }
        }
    }

    /// Records or moves `symbol` of `row` to `position`.
    mutating func set(_ row: Int32, _ symbol: Int32, _ position: Int32) {
        if (count + 1) * 2 > slots.count { grow() }
        let k = Self.key(row, symbol)
        let m = mask
        let added = slots.withUnsafeMutableBufferPointer { slots -> Bool in
            var i = Self.slot(for: k, m)
            while true {
                let stored = slots[i].key
                if stored == k {
                    slots[i].position = position
                    return false
                }
                if stored == Self.empty {
                    slots[i] = Slot(key: k, position: position)
                    return true
                }
                i = (i + 1) & m
            }
        }
        if added { count += 1 }
    }

    /// Forgets `symbol` of `row`.
    mutating func remove(_ row: Int32, _ symbol: Int32) {
        let k = Self.key(row, symbol)
        let m = mask
        let removed = slots.withUnsafeMutableBufferPointer { slots -> Bool in
            var i = Self.slot(for: k, m)
            while true {
                let stored = slots[i].key
                if stored == Self.empty { return false }
                if stored == k { break }
                i = (i + 1) & m
            }
            // Backward-shift deletion (no tombstones): pull later entries of the probe run
            // into the hole unless their home lies in the cyclic range (hole, j].
            var hole = i
            var j = (i + 1) & m
            while slots[j].key != Self.empty {
                let h = Self.slot(for: slots[j].key, m)
                let inRange = hole <= j ? (h > hole && h <= j) : (h > hole || h <= j)
                if !inRange {
                    slots[hole] = slots[j]
                    hole = j
                }
                j = (j + 1) & m
            }
            slots[hole].key = Self.empty
            return true
        }
        if removed { count -= 1 }
    }

    private mutating func grow() {
        let old = slots
        let size = slots.count * 2
        slots = Array(repeating: Slot(key: Self.empty, position: 0), count: size)
        mask = size - 1
        count = 0
        let m = mask
        slots.withUnsafeMutableBufferPointer { slots in
            for entry in old where entry.key != Self.empty {
                var j = Self.slot(for: entry.key, m)
                while slots[j].key != Self.empty { j = (j + 1) & m }
                slots[j] = entry
                count += 1
            }
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
    at slot: Int, keys: inout [Key], values: inout [Value], empty: Key, mask: Int, home: (Key) -> Int
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
