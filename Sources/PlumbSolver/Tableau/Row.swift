/// One row of the tableau: `basic = Σ coefficient × symbol`.
///
/// Values live with the symbols, not in the rows, so a parametric symbol can sit anywhere
/// (a position need not be a prefix sum of every width before it). Cells are unsorted parallel
/// arrays (append and swap-remove are O(1)); a symbol's position in a long row is found through
/// ``CellIndex``, in a short one by scanning it (``Tableau/defaultIndexedRowLength``).
///
/// A row is *reduced* when every symbol in it is parametric; rows of free, cost-free externals
/// are kept *lazy*: they may name basic symbols and are never rewritten by a pivot, so chains of
/// definitions (`x₂ = x₁ + w₁ + 8`) stay short. A lazy row only names symbols defined after it
/// was written, which makes the lazy rows a DAG (`lazyTopologicalOrder`).
struct Row {
    var basic: Int32 = -1
    var symbols: [Int32] = []
    var coefficients: [Double] = []
    /// Whether the row's cells are in the cell index (it grew longer than
    /// ``Tableau/defaultIndexedRowLength``). A short row is scanned instead: nested stacks pivot
    /// millions of cells of rows of a few dozen terms, and keeping each move in a table of
    /// every cell of the tableau cost more than the scans it saved.
    var indexed = false
    /// 1 + the largest rank of the rows of the basic symbols this row names (1 for a row over
    /// parametric symbols only): expanding in decreasing rank substitutes each basic once,
    /// after every term that could add to it. Kept when rows change; a stale rank only costs
    /// a second substitution (expansion is linear), never a wrong result.
    var rank: Int32 = 1
}

/// An expansion under way (``Tableau/expand(_:keeping:)``): the symbols met in order, their
/// summed coefficients, and the basics still to substitute. Kept by the row store between
/// calls, so its buffers are allocated once.
struct Expansion {
    var touched: [Int32] = []
    var sums: [Double] = []
    var queue = ExpansionQueue()

    mutating func begin() {
        touched.removeAll(keepingCapacity: true)
        sums.removeAll(keepingCapacity: true)
        queue.removeAll()
    }

    /// Adds `c` to the sum of `s`, queueing `s` for substitution when it is basic (not
    /// `leaf`) and its sum was zero. `cellSlot` holds 1 + each met symbol's place.
    @inline(__always)
    mutating func add(_ s: Int32, _ c: Double, leaf: Int32, _ cellSlot: UnsafeMutableBufferPointer<Int32>,
                      _ rowOf: UnsafeBufferPointer<Int32>, _ rows: UnsafeBufferPointer<Row>) {
        let i = Int(s)
        let k = Int(cellSlot[i]) - 1
        let r = rowOf[i]
        if k < 0 {
            cellSlot[i] = Int32(truncatingIfNeeded: touched.count + 1)
            touched.append(s)
            sums.append(c)
            if r >= 0, s != leaf { queue.push(s, rank: rows[Int(r)].rank) }
        } else {
            let wasZero = sums[k] == 0
            sums[k] += c
            // Substituted already (a stale rank): queue it again for what was added.
            if wasZero, r >= 0, s != leaf { queue.push(s, rank: rows[Int(r)].rank) }
        }
    }
}

/// The basic symbols an expansion still has to substitute, highest rank first (a min-heap
/// of inverted keys: rank, then symbol).
struct ExpansionQueue {
    private var heap = MinHeap<Int64>()

    mutating func push(_ s: Int32, rank: Int32) {
        heap.push(~(Int64(rank) << 32 | Int64(UInt32(bitPattern: s))))
    }

    mutating func popMax() -> Int32? {
        heap.popMin().map { Int32(bitPattern: UInt32(truncatingIfNeeded: ~$0)) }
    }

    /// Empties the queue, keeping its storage.
    mutating func removeAll() { heap.removeAll() }
}

/// What a symbol stands for: a user's variable, or the marker of a constraint with more than
/// one variable (`marker = Σ aᵢ·vᵢ`, the constraint then bounds or prices the marker).
enum SymbolKind: UInt8 {
    case external
    case marker
}

/// A constraint's claim on one symbol: `symbol RELATION target`, required (a hard bound) or
/// optional (a cost of `weight` per unit of violation at priority level `slot`).
struct Attachment {
    var constraint: Constraint
    var relation: Relation
    var target: Double
    /// 0 for required; otherwise the objective slot of the priority level.
    var slot: Int
    var weight: Double
}

/// A min-heap of symbol ids (the feasibility repair's queue of violated basics). Not a
/// ``CandidateSet``: the repair builds one per call, and a bitset costs the largest id to set up.
typealias SymbolHeap = MinHeap<Int32>

/// A binary min-heap in one array.
struct MinHeap<Key: Comparable> {
    private var items: [Key] = []

    var isEmpty: Bool { items.isEmpty }

    /// Empties the heap, keeping its storage.
    mutating func removeAll() { items.removeAll(keepingCapacity: true) }

    mutating func push(_ key: Key) {
        items.append(key)
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            if items[parent] <= items[i] { break }
            items.swapAt(parent, i)
            i = parent
        }
    }

    mutating func popMin() -> Key? {
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
