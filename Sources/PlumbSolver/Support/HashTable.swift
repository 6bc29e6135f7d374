/// The package's one hash table: open addressing with linear probing and backward-shift
/// deletion (no tombstones), keyed by nonzero 64-bit integers, each key beside its value in
/// one array, so that a lookup in a table larger than the cache misses once, not once for the
/// key and again for the value.
///
/// A `Dictionary` pays SipHash and a generic key for every lookup; the solver and the engine
/// look up constraints, variables and cells millions of times. Keys are homed either by
/// Fibonacci hashing, which spreads keys made in sequence (ids, row and symbol numbers), or by
/// address over 16, for object addresses: objects made one after another then sit in
/// neighbouring slots, so that adding them touches a few cache lines of a large table rather
/// than one each. The table is never iterated, so no result depends on the order of its slots
/// (addresses differ from run to run).
///
/// Users: ``IdentityMap`` (constraints by identity, variables by id), ``CellIndex`` (a cell's
/// position in its row), ``VariableSymbols`` and the layout engine's variable owners (pages of
/// ids by page number).
package struct HashTable<Value> {
    /// How keys pick their first slot.
    @frozen
    package enum Homing: Sendable {
        /// Fibonacci hashing: for ids and other keys made in sequence.
        case spread
        /// The address over 16: for object addresses (distinct objects are 16 bytes apart).
        case address
    }

    @usableFromInline
    struct Entry {
        @usableFromInline var key: UInt64
        @usableFromInline var value: Value

        @inlinable init(key: UInt64, value: Value) {
            self.key = key
            self.value = value
        }
    }

    /// No key is 0: callers store ids plus one, and no object lives at address 0.
    @inlinable static var empty: UInt64 { 0 }

    @usableFromInline var entries: [Entry]
    @usableFromInline var mask: Int
    @usableFromInline let homing: Homing
    /// The value empty slots hold (never returned).
    @usableFromInline let placeholder: Value
    @usableFromInline package internal(set) var count = 0

    /// An empty table; `placeholder` fills the empty slots (any value of the type).
    package init(placeholder: Value, homing: Homing = .spread, capacity: Int = 8) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        entries = Array(repeating: Entry(key: Self.empty, value: placeholder), count: size)
        mask = size - 1
        self.homing = homing
        self.placeholder = placeholder
    }

    @inlinable @inline(__always)
    static func home(_ key: UInt64, _ mask: Int, _ homing: Homing) -> Int {
        switch homing {
        case .spread: Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 20) & mask
        case .address: Int(truncatingIfNeeded: key >> 4) & mask
        }
    }

    /// The slot holding `key`, or the empty slot where it would go.
    @inlinable @inline(__always)
    func slot(of key: UInt64) -> Int {
        var i = Self.home(key, mask, homing)
        while entries[i].key != key && entries[i].key != Self.empty { i = (i + 1) & mask }
        return i
    }

    /// The value of `key` (nonzero), if any.
    @inlinable @inline(__always)
    package func find(_ key: UInt64) -> Value? {
        let i = slot(of: key)
        return entries[i].key == Self.empty ? nil : entries[i].value
    }

    /// Sets the value of `key` (nonzero).
    @inlinable @inline(__always)
    package mutating func set(_ key: UInt64, _ value: Value) {
        if (count + 1) * 2 > entries.count { grow() }
        let i = slot(of: key)
        if entries[i].key == Self.empty {
            entries[i].key = key
            count += 1
        }
        entries[i].value = value
    }

    /// Removes `key`, pulling the later entries of its probe run back; returns its value.
    @inlinable @discardableResult
    package mutating func removeValue(forKey key: UInt64) -> Value? {
        let i = slot(of: key)
        guard entries[i].key != Self.empty else { return nil }
        let removed = entries[i].value
        let (m, homing, empty) = (mask, homing, Entry(key: Self.empty, value: placeholder))
        entries.withUnsafeMutableBufferPointer { entries in
            backwardShiftDelete(at: i, in: entries, empty: empty, mask: m, isEmpty: { $0.key == Self.empty },
                                home: { Self.home($0.key, m, homing) })
        }
        count -= 1
        return removed
    }

    /// Removes every key, keeping the homing.
    package mutating func removeAll() {
        self = HashTable(placeholder: placeholder, homing: homing)
    }

    @inlinable
    mutating func grow() {
        let old = entries
        entries = Array(repeating: Entry(key: Self.empty, value: placeholder), count: old.count * 2)
        mask = entries.count - 1
        for entry in old where entry.key != Self.empty {
            entries[slot(of: entry.key)] = entry
        }
    }
}

/// A ``HashTable`` of `Int32` values for callers in other modules (the layout engine's pages
/// of variable owners): its methods are compiled here, specialised, where a generic table
/// used from another module ran unspecialised, many times slower per lookup.
package struct Int32HashTable {
    private var table = HashTable<Int32>(placeholder: 0)

    package init() {}

    /// The value of `key` (nonzero), if any.
    package func find(_ key: UInt64) -> Int32? { table.find(key) }

    /// Sets the value of `key` (nonzero).
    package mutating func set(_ key: UInt64, _ value: Int32) { table.set(key, value) }

    /// Removes `key`.
    package mutating func remove(_ key: UInt64) { table.removeValue(forKey: key) }
}

/// Backward-shift deletion for an open-addressing table whose entries hold the key beside the
/// value: empties `slot` (storing `empty` in the slot finally emptied) and pulls
/// the later entries of its probe run back.
@inlinable @inline(__always)
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
