/// Values by object identity (a constraint's record in the tableau, its place in the solver's
/// order): an open-addressing hash table with linear probing and backward-shift deletion.
///
/// Every constraint added or removed looks itself up two or three times; a `Dictionary` keyed
/// by `ObjectIdentifier` pays SipHash for each. Here the hash is the object's address times a
/// constant. Addresses differ from run to run, which is harmless: the map is never iterated,
/// so no result depends on the order of its slots.
struct IdentityMap<Value> {
    private var keys: [UInt]
    private var values: [Value?]
    private var mask: Int
    private(set) var count = 0

    /// No object lives at address 0.
    private static var empty: UInt { 0 }

    init() {
        keys = Array(repeating: Self.empty, count: 16)
        values = Array(repeating: nil, count: 16)
        mask = 15
    }

    @inline(__always)
    private func home(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> 20) & mask
    }

    /// The slot holding `key`, or the empty slot where it would go.
    @inline(__always)
    private func slot(of key: UInt) -> Int {
        var i = home(key)
        while keys[i] != key && keys[i] != Self.empty { i = (i + 1) & mask }
        return i
    }

    subscript(_ id: ObjectIdentifier) -> Value? {
        get {
            let i = slot(of: UInt(bitPattern: id))
            return keys[i] == Self.empty ? nil : values[i]
        }
        set {
            guard let value = newValue else {
                removeValue(forKey: id)
                return
            }
            if (count + 1) * 2 > keys.count { grow() }
            let key = UInt(bitPattern: id)
            let i = slot(of: key)
            if keys[i] == Self.empty {
                keys[i] = key
                count += 1
            }
            values[i] = value
        }
    }

    @discardableResult
    mutating func removeValue(forKey id: ObjectIdentifier) -> Value? {
        let key = UInt(bitPattern: id)
        let i = slot(of: key)
        guard keys[i] != Self.empty else { return nil }
        let removed = values[i]
        // Backward shift: pull later entries of the probe run into the hole.
        var hole = i
        var j = (i + 1) & mask
        while keys[j] != Self.empty {
            let h = home(keys[j])
            let inRange = hole <= j ? (h > hole && h <= j) : (h > hole || h <= j)
            if !inRange {
                keys[hole] = keys[j]
                values[hole] = values[j]
                hole = j
            }
            j = (j + 1) & mask
        }
        keys[hole] = Self.empty
        values[hole] = nil
        count -= 1
        return removed
    }

    mutating func removeAll() {
        self = IdentityMap()
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        keys = Array(repeating: Self.empty, count: oldKeys.count * 2)
        values = Array(repeating: nil, count: oldKeys.count * 2)
        mask = keys.count - 1
        for i in oldKeys.indices where oldKeys[i] != Self.empty {
            let j = slot(of: oldKeys[i])
            keys[j] = oldKeys[i]
            values[j] = oldValues[i]
        }
    }
}
