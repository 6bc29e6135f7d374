/// One row of the tableau: `basic = constant + Σ coefficient × parametric symbol`.
///
/// Cells are unsorted parallel arrays (append and swap-remove are O(1)); ``CellIndex`` finds a
/// symbol's position. A row whose `basic` is -1 is free storage waiting for reuse.
struct Row {
    var basic: Int32
    var constant: Double
    var symbols: [Int32]
    var coefficients: [Double]

    init(basic: Int32 = -1, constant: Double = 0, symbols: [Int32] = [], coefficients: [Double] = []) {
        self.basic = basic
        self.constant = constant
        self.symbols = symbols
        self.coefficients = coefficients
    }

    var isEmpty: Bool { symbols.isEmpty }
}

/// What a symbol stands for. Cassowary's vocabulary: externals are the user's variables
/// (unrestricted); slacks turn inequalities into equalities; errors measure the violation of an
/// optional constraint (restricted to ≥ 0 and priced in the objective); dummies mark required
/// equalities (fixed at 0, never enter the basis); the artificial symbol exists only while a
/// required constraint without a usable subject is being added (phase 1).
enum SymbolKind: UInt8 {
    case external
    case slack
    case error
    case dummy
    case artificial

    /// Restricted symbols must stay ≥ 0 when basic.
    var isRestricted: Bool { self != .external }

    /// Symbols the simplex may bring into the basis to improve the objective.
    var isPivotable: Bool { self == .slack || self == .error }
}

/// The symbols a constraint introduced: its marker (slack, dummy or positive error) and, for
/// optional constraints, the other error symbol.
struct Tag {
    var marker: Int32
    var other: Int32 = -1
    var slot: Int = 0
    var weight: Double = 0
}

/// A min-heap of symbol ids: the simplex's entering candidates in Bland's order.
struct SymbolHeap {
    private var items: [Int32] = []

    var isEmpty: Bool { items.isEmpty }

    mutating func push(_ s: Int32) {
        items.append(s)
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            if items[parent] <= items[i] { break }
            items.swapAt(parent, i)
            i = parent
        }
    }

    mutating func popMin() -> Int32? {
        guard let last = items.popLast() else { return nil }
        guard !items.isEmpty else { return last }
        let top = items[0]
        items[0] = last
        var i = 0
        let n = items.count
        while true {
            let l = 2 * i + 1
            if l >= n { break }
            var m = l
            if l + 1 < n, items[l + 1] < items[l] { m = l + 1 }
            if items[i] <= items[m] { break }
            items.swapAt(i, m)
            i = m
        }
        return top
    }
}
