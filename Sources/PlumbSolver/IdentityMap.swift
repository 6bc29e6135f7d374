/// Values by identity: a constraint's record in the tableau and its place in the solver's
/// order (by object identity), a variable's symbol (by ``Variable/id``). An open-addressing
/// hash table with linear probing and backward-shift deletion.
///
/// Every constraint added or removed looks itself and its variables up several times; a
/// `Dictionary` pays SipHash for each. Here the hash is the key times a constant. Object
/// addresses differ from run to run, which is harmless: the map is never iterated, so no result
/// depends on the order of its slots.
struct IdentityMap<Value> {
    private var keys: [UInt]
    private var values: [Value?]
    private var mask: Int
    private(set) var count = 0

    /// No object lives at address 0, and variable ids are stored plus one.
    private static var empty: UInt { 0 }

    init() {
        keys = Array(repeating: Self.empty, count: 16)
        values = Array(repeating: nil, count: 16)
        mask = 15
    }

    @inline(__always)
    private func home(_ key: UInt) -> Int { Self.home(key, mask) }

    @inline(__always)
    private static func home(_ key: UInt, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> 20) & mask
    }

    /// The slot holding `key`, or the empty slot where it would go.
    @inline(__always)
    private func slot(of key: UInt) -> Int {
        var i = home(key)
        while keys[i] != key && keys[i] != Self.empty { i = (i + 1) & mask }
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
            return keys[i] == Self.empty ? nil : values[i]
        }
        set {
            guard let value = newValue else {
                removeValue(forKey: key)
                return
            }
            if (count + 1) * 2 > keys.count { grow() }
            let i = slot(of: key)
            if keys[i] == Self.empty {
                keys[i] = key
                count += 1
            }
            values[i] = value
        }
    }

    @discardableResult
    private mutating func removeValue(forKey key: UInt) -> Value? {
        let i = slot(of: key)
        guard keys[i] != Self.empty else { return nil }
        let removed = values[i]
        let m = mask
        let hole = keys.withUnsafeMutableBufferPointer { keys in
            values.withUnsafeMutableBufferPointer { values in
                backwardShiftDelete(at: i, keys: keys, values: values, empty: Self.empty, mask: m) { Self.home($0, m) }
            }
        }
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
