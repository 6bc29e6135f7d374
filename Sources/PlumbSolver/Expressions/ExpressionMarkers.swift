/// The marker of each distinct multi-variable expression, and the expression of each marker.
///
/// An open-addressing table (linear probing, backward-shift deletion) of fingerprints and
/// markers, with the expressions themselves kept by marker in two shared pools of terms. A
/// lookup compares fingerprints in the table and reads an expression's terms only when they
/// match, so a new expression (most lookups) touches one slot and no other memory. The pools
/// give no expression an allocation of its own: two arrays per marker were two more objects
/// to allocate with each constraint and to free with it (a detached grid of 10⁵ views frees
/// hundreds of thousands), each free a cache miss.
struct ExpressionMarkers {
    private struct Slot {
        var fingerprint: UInt64
        /// -1 when empty.
        var marker: Int32
    }

    /// Where a marker's expression lies in the pools; `count` is 0 for other symbols and for
    /// forgotten markers (an expression has at least two terms).
    struct Span {
        var start: Int32 = 0
        var count: Int32 = 0
        /// Kept so that forgetting finds the slot without reading the terms.
        var fingerprint: UInt64 = 0
    }

    private static let emptySlot = Slot(fingerprint: 0, marker: -1)
    private var slots = Array(repeating: ExpressionMarkers.emptySlot, count: 16)
    private var mask = 15
    private var count = 0
    /// Each marker's span, indexed by symbol.
    private(set) var spans: [Span] = []
    /// The expressions' symbols and coefficients, side by side, in spans.
    private(set) var symbolPool: [Int32] = []
    private var coefficientPool: [Double] = []
    /// Cells of the pools that belong to forgotten expressions; the pools are compacted when
    /// they outnumber the live ones, so the pools stay within twice the live terms and each
    /// forgotten cell is copied at most once.
    private var forgottenCells = 0

    /// A multiplicative hash of the terms, so that a lookup compares 8 bytes first.
    /// Coefficients are never ±0 (such terms are dropped), so equal terms have equal bits.
    static func fingerprint(of terms: [(Int32, Double)]) -> UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for (s, _) in terms { h = (h ^ UInt64(UInt32(bitPattern: s))) &* 0x0000_0100_0000_01B3 }
        for (_, c) in terms { h = (h ^ c.bitPattern) &* 0x0000_0100_0000_01B3 }
        return h
    }

    @inline(__always)
    private static func home(_ fingerprint: UInt64, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (fingerprint &* 0x9E37_79B9_7F4A_7C15) >> 20) & mask
    }

    /// The marker standing for `terms` (normalised, sorted by symbol), if any.
    func marker(for terms: [(Int32, Double)], fingerprint: UInt64) -> Int32? {
        var i = Self.home(fingerprint, mask)
        while slots[i].marker >= 0 {
            if slots[i].fingerprint == fingerprint, holds(slots[i].marker, terms) {
                return slots[i].marker
            }
            i = (i + 1) & mask
        }
        return nil
    }

    private func holds(_ m: Int32, _ terms: [(Int32, Double)]) -> Bool {
        let span = spans[Int(m)]
        guard Int(span.count) == terms.count else { return false }
        let start = Int(span.start)
        for k in terms.indices
        where symbolPool[start + k] != terms[k].0 || coefficientPool[start + k] != terms[k].1 {
            return false
        }
        return true
    }

    /// Whether `m` stands for an expression.
    func hasExpression(_ m: Int32) -> Bool { Int(m) < spans.count && spans[Int(m)].count > 0 }

    /// Calls `body` with each symbol of the expression `m` stands for (none if it stands for
    /// none).
    func forEachSymbol(of m: Int32, _ body: (Int32) -> Void) {
        Self.forEachSymbol(of: m, spans: spans, symbolPool: symbolPool, body)
    }

    /// ``forEachSymbol(of:_:)`` with the two arrays it reads passed in: a caller whose `body`
    /// writes to the tableau that holds these markers copies only them, not the whole table.
    static func forEachSymbol(of m: Int32, spans: [Span], symbolPool: [Int32], _ body: (Int32) -> Void) {
        guard Int(m) < spans.count else { return }
        let span = spans[Int(m)]
        for k in Int(span.start)..<Int(span.start) + Int(span.count) { body(symbolPool[k]) }
    }

    /// Records that `marker` stands for `terms` (not in the table yet).
    mutating func insert(_ terms: [(Int32, Double)], fingerprint: UInt64, marker: Int32) {
        if (count + 1) * 2 > slots.count { grow() }
        var i = Self.home(fingerprint, mask)
        while slots[i].marker >= 0 { i = (i + 1) & mask }
        slots[i] = Slot(fingerprint: fingerprint, marker: marker)
        count += 1
        while spans.count <= Int(marker) { spans.append(Span()) }
        spans[Int(marker)] = Span(start: Int32(symbolPool.count), count: Int32(terms.count),
                                  fingerprint: fingerprint)
        for (s, c) in terms {
            symbolPool.append(s)
            coefficientPool.append(c)
        }
    }

    /// Forgets the expression of `m`, so that no new constraint shares its marker.
    mutating func forget(_ m: Int32) {
        guard hasExpression(m) else { return }
        let span = spans[Int(m)]
        spans[Int(m)] = Span()
        forgottenCells += Int(span.count)
        if forgottenCells > 1024, forgottenCells * 2 > symbolPool.count { compact() }
        let mask = mask
        var hole = Self.home(span.fingerprint, mask)
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

    /// Forgets the expressions of `markers` (distinct). When they are most of the table, it is
    /// rebuilt from the expressions that stay, read in marker order, instead of deleting each
    /// at its own slot: a detached grid forgets nearly every expression, and each deletion was
    /// a cache miss in a table of a million slots.
    mutating func forget(_ markers: [Int32]) {
        guard markers.count * 2 > count else {
            for m in markers { forget(m) }
            return
        }
        for m in markers where hasExpression(m) {
            forgottenCells += Int(spans[Int(m)].count)
            spans[Int(m)] = Span()
            count -= 1
        }
        var size = 16
        while (count + 1) * 2 > size { size *= 2 }
        rehash(capacity: size)
        if forgottenCells > 1024, forgottenCells * 2 > symbolPool.count { compact() }
    }

    /// Copies the live expressions to the front of the pools, in marker order.
    private mutating func compact() {
        var symbols: [Int32] = []
        var coefficients: [Double] = []
        symbols.reserveCapacity(symbolPool.count - forgottenCells)
        coefficients.reserveCapacity(symbolPool.count - forgottenCells)
        for m in spans.indices where spans[m].count > 0 {
            let start = Int(spans[m].start)
            let n = Int(spans[m].count)
            spans[m].start = Int32(symbols.count)
            symbols.append(contentsOf: symbolPool[start..<start + n])
            coefficients.append(contentsOf: coefficientPool[start..<start + n])
        }
        symbolPool = symbols
        coefficientPool = coefficients
        forgottenCells = 0
    }

    private mutating func grow() { rehash(capacity: slots.count * 2) }

    /// Moves the markers that still stand for an expression into a table of `capacity` slots.
    private mutating func rehash(capacity: Int) {
        let old = slots
        slots = Array(repeating: Self.emptySlot, count: capacity)
        mask = capacity - 1
        for slot in old where slot.marker >= 0 && spans[Int(slot.marker)].count > 0 {
            var i = Self.home(slot.fingerprint, mask)
            while slots[i].marker >= 0 { i = (i + 1) & mask }
            slots[i] = slot
        }
    }
}
