/// The marker of each distinct multi-variable expression, and the expression of each marker.
///
/// An open-addressing table (linear probing, backward-shift deletion) of fingerprints and
/// markers, with the expressions themselves kept by marker. A lookup compares fingerprints in
/// the table and reads an expression's arrays only when they match, so a new expression (most
/// lookups) touches one slot and no other memory; a `Dictionary` keyed by the expression
/// hashed it with a seeded `Hasher` and kept a second copy of every key in its storage.
struct ExpressionMarkers {
    private struct Slot {
        var fingerprint: UInt64
        /// -1 when empty.
        var marker: Int32
    }

    private static let emptySlot = Slot(fingerprint: 0, marker: -1)
    private var slots = Array(repeating: ExpressionMarkers.emptySlot, count: 16)
    private var mask = 15
    private var count = 0
    /// The expression of each marker, indexed by symbol (nil for other symbols and forgotten
    /// markers).
    private(set) var keys: [ExpressionKey?] = []

    @inline(__always)
    private static func home(_ fingerprint: UInt64, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (fingerprint &* 0x9E37_79B9_7F4A_7C15) >> 20) & mask
    }

    /// The marker standing for `key`, if any.
    func marker(for key: ExpressionKey) -> Int32? {
        var i = Self.home(key.fingerprint, mask)
        while slots[i].marker >= 0 {
            if slots[i].fingerprint == key.fingerprint, let k = keys[Int(slots[i].marker)], k == key {
                return slots[i].marker
            }
            i = (i + 1) & mask
        }
        return nil
    }

    /// The expression `m` stands for.
    func key(of m: Int32) -> ExpressionKey? { Int(m) < keys.count ? keys[Int(m)] : nil }

    /// Records that `marker` stands for `key` (not in the table yet).
    mutating func insert(_ key: ExpressionKey, marker: Int32) {
        if (count + 1) * 2 > slots.count { grow() }
        var i = Self.home(key.fingerprint, mask)
        while slots[i].marker >= 0 { i = (i + 1) & mask }
        slots[i] = Slot(fingerprint: key.fingerprint, marker: marker)
        count += 1
        while keys.count <= Int(marker) { keys.append(nil) }
        keys[Int(marker)] = key
    }

    /// Forgets the expression of `m`, so that no new constraint shares its marker.
    mutating func forget(_ m: Int32) {
        guard let key = key(of: m) else { return }
        keys[Int(m)] = nil
        let mask = mask
        var hole = Self.home(key.fingerprint, mask)
        while slots[hole].marker != m {
            guard slots[hole].marker >= 0 else { return }
            hole = (hole + 1) & mask
        }
        slots.withUnsafeMutableBufferPointer { slots in
            backwardShiftDelete(at: hole, in: slots, empty: Self.emptySlot, mask: mask,
                                isEmpty: { $0.marker < 0 }, home: { Self.home($0.fingerprint, mask) })
        }
        count -= 1
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Self.emptySlot, count: old.count * 2)
        mask = slots.count - 1
        for slot in old where slot.marker >= 0 {
            var i = Self.home(slot.fingerprint, mask)
            while slots[i].marker >= 0 { i = (i + 1) & mask }
            slots[i] = slot
        }
    }
}
