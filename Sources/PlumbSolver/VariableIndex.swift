/// The symbol of each variable the tableau knows, by ``Variable/id``: an open-addressing hash
/// table with linear probing (insert and lookup only; a variable keeps its symbol for the
/// solver's life).
///
/// A `Dictionary<Int, Int32>` hashes with SipHash and checks uniqueness on every access; this
/// lookup is a multiply and usually one probe, and every constraint added looks up each of its
/// variables (about a tenth of a chain's build time went there).
struct VariableIndex {
    private var keys: [Int]
    private var symbols: [Int32]
    private var mask: Int
    private(set) var count = 0

    /// No variable has this id (ids count up from 0).
    private static let empty = Int.min

    init() {
        keys = Array(repeating: Self.empty, count: 64)
        symbols = Array(repeating: -1, count: 64)
        mask = 63
    }

    @inline(__always)
    private func home(_ id: Int) -> Int {
        // Fibonacci hashing, as in CellIndex: deterministic, and spreads sequential ids.
        Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(id)) &* 0x9E37_79B9_7F4A_7C15) >> 20) & mask
    }

    /// The symbol of the variable with this id, or nil.
    @inline(__always)
    subscript(id id: Int) -> Int32? {
        var i = home(id)
        while true {
            let k = keys[i]
            if k == id { return symbols[i] }
            if k == Self.empty { return nil }
            i = (i + 1) & mask
        }
    }

    /// Records the symbol of a variable not yet in the table.
    mutating func insert(_ id: Int, _ symbol: Int32) {
        if (count + 1) * 2 > keys.count { grow() }
        var i = home(id)
        while keys[i] != Self.empty && keys[i] != id { i = (i + 1) & mask }
        if keys[i] == Self.empty { count += 1 }
        keys[i] = id
        symbols[i] = symbol
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldSymbols = symbols
        keys = Array(repeating: Self.empty, count: oldKeys.count * 2)
        symbols = Array(repeating: -1, count: oldKeys.count * 2)
        mask = keys.count - 1
        count = 0
        for i in oldKeys.indices where oldKeys[i] != Self.empty { insert(oldKeys[i], oldSymbols[i]) }
    }
}
