/// Values by identity: a constraint's record in the tableau and its place in the solver's
/// order (by object identity), a variable's symbol (by ``Variable/id``). An open-addressing
/// hash table with linear probing and backward-shift deletion.
///
/// Every constraint added or removed looks itself and its variables up several times; a
/// `Dictionary` pays SipHash for each. Here the hash is the key times a constant, or, for a map
/// made `byAddress`, the object's address over 16: objects made one after another (the
/// constraints of a screen being built) then sit in neighbouring slots, so that adding them
/// touches a few cache lines of a table larger than the cache, not one line each (a
/// constraint's record: `wwdc_row` at 10⁵ views, its lookups 6 % → 2.7 % of the samples).
/// Distinct objects are at least 16 bytes apart, so no two share a home slot unless their
/// addresses are a multiple of the table's span apart. Object addresses differ from run to
/// run, which is harmless: the map is never iterated, so no result depends on the order of
/// its slots.
struct IdentityMap<Value> {
    /// A key and its value side by side: a lookup in a table larger than the cache misses once,
    /// not once for the key and again for the value (wwdc_row at 10⁵ views: a constraint's
    /// record, its place in the order and each variable's symbol are random slots of tables of
    /// a million entries).
    private struct Entry {
        var key: UInt
        var value: Value?
    }

    private var entries: [Entry]
    private var mask: Int
    /// Whether object keys are homed by address (see above); variable ids, made in sequence,
    /// would fill runs of slots with no gap and make deletions walk them.
    private let byAddress: Bool
    private(set) var count = 0

    /// No object lives at address 0, and variable ids are stored plus one.
    private static var empty: UInt { 0 }

    init(byAddress: Bool = false) {
        self.byAddress = byAddress
        entries = Array(repeating: Entry(key: Self.empty, value: nil), count: 16)
        mask = 15
    }

    @inline(__always)
    private static func home(_ key: UInt, _ mask: Int, _ byAddress: Bool) -> Int {
        byAddress ? Int(truncatingIfNeeded: key >> 4) & mask
            : Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> 20) & mask
    }

    /// The slot holding `key`, or the empty slot where it would go.
    @inline(__always)
    private func slot(of key: UInt) -> Int {
        var i = Self.home(key, mask, byAddress)
        while entries[i].key != key && entries[i].key != Self.empty { i = (i + 1) & mask }
        return i
    }

    /// The value of an object.
    subscript(_ id: ObjectIdentifier) -> Value? {
        get { self[key: UInt(bitPattern: id)] }
        set { self[key: UInt(bitPattern: id)] = newValue }
    }

    /// The value of a variable, by its id (ids count up from 0).
    subscript(variable id: Int) -> Value? {
        get { self[key: UInt(bitPattern: id) &+ 1] }
        set { self[key: UInt(bitPattern: id) &+ 1] = newValue }
    }

    @discardableResult
    mutating func removeValue(forKey id: ObjectIdentifier) -> Value? {
        removeValue(forKey: UInt(bitPattern: id))
    }

    private subscript(key key: UInt) -> Value? {
        @inline(__always) get {
            let i = slot(of: key)
            return entries[i].key == Self.empty ? nil : entries[i].value
        }
        set {
            guard let value = newValue else {
                removeValue(forKey: key)
                return
            }
            if (count + 1) * 2 > entries.count { grow() }
            let i = slot(of: key)
            if entries[i].key == Self.empty {
                entries[i].key = key
                count += 1
            }
            entries[i].value = value
        }
    }

    /// Backward-shift deletion: no tombstones.
    @discardableResult
    private mutating func removeValue(forKey key: UInt) -> Value? {
        let i = slot(of: key)
        guard entries[i].key != Self.empty else { return nil }
        let removed = entries[i].value
        let m = mask
        let b = byAddress
        entries.withUnsafeMutableBufferPointer { entries in
            backwardShiftDelete(at: i, in: entries, empty: Entry(key: Self.empty, value: nil), mask: m,
                                isEmpty: { $0.key == Self.empty }, home: { Self.home($0.key, m, b) })
        }
        count -= 1
        return removed
    }

    mutating func removeAll() {
        self = IdentityMap(byAddress: byAddress)
    }

    private mutating func grow() {
        let old = entries
        entries = Array(repeating: Entry(key: Self.empty, value: nil), count: old.count * 2)
        mask = entries.count - 1
        for entry in old where entry.key != Self.empty {
            entries[slot(of: entry.key)] = entry
        }
    }
}
