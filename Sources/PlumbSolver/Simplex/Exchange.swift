/// Exchanging two symbols of a long row directly, where Cassowary pivots twice.
///
/// An edit of a row of views moves the edit variable; the width absorbing the change reaches
/// the end of its piece; the primal simplex then pivots the edit variable into the budget row
/// (re-pricing its thousands of symbols) and, one step later, pivots it out again for the width
/// that takes over (re-pricing them again). When the width that takes over is known at once,
/// it can replace the old one in the row: a dual step that leaves the edit variable
/// parametric and, if the new basic's slope makes each symbol's share of the row what it was,
/// changes no stored reduced cost.
extension Tableau {
    /// Rows at least this long are scanned for an exchange (a pivot on a shorter row is cheap).
    static let exchangeRowLength = 32
    /// Symbols of the row whose pieces are examined before giving up (fixed symbols, such as
    /// the markers of a chain's required links, are skipped without counting).
    static let exchangeScanLimit = 4_096

    /// Edit variable `j`, moving in direction `sigma`, has just brought the basic of row `r` to
    /// the end of its piece. Looks in `r` for a parametric `k` that can take over: coefficient
    /// ±1, only lazy rows besides `r` naming it, room to move the way `j` pushes it, and on that
    /// piece the slope that keeps every other symbol's share of `r` (coefficient × the basic's
    /// slope) bit for bit. Then `k` becomes the basic of `r`, the old basic parametric at its
    /// breakpoint, and `j` is pushed to go on moving; the objective did not change and every
    /// stored reduced cost stays exact. Returns false, having changed nothing, when no `k`
    /// qualifies.
    mutating func exchange(basicOf r: Int32, for j: Int32, moving sigma: Double) -> Bool {
        guard rowStore.rows[Int(r)].symbols.count >= Self.exchangeRowLength, !isLazy(r),
              let variable = symbols.variableOf[Int(j)], edits[variable: variable.id] != nil,
              let pj = position(r, j) else { return false }
        let b = rowStore.rows[Int(r)].basic
        let cj = rowStore.rows[Int(r)].coefficients[Int(pj)]
        var examined = 0
        var chosen: (k: Int32, direction: Double)?
        let count = rowStore.rows[Int(r)].symbols.count
        // From where the last exchange found its symbol: on a row dragged one way, the next
        // width to take over tends to sit next to the last one.
        let start = exchangeScanStart < count ? exchangeScanStart : 0
        for i in 0..<count where examined < Self.exchangeScanLimit {
            let p = start + i < count ? start + i : start + i - count
            let k = rowStore.rows[Int(r)].symbols[p]
            let c = rowStore.rows[Int(r)].coefficients[p]
            guard k != j, abs(c) == 1, symbols.lower[Int(k)] < symbols.upper[Int(k)] else { continue }
            examined += 1
            // With `b` held at its breakpoint, k = (b − Σ others)/c moves by −cⱼ/c per unit of j.
            let direction: Double = -cj * c * sigma > 0 ? 1 : -1
            let v = symbols.value[Int(k)]
            let (lo, hi) = piece(k, at: v, direction)
            guard lo < hi, direction > 0 ? hi > v : lo < v else { continue }
            // New share of a symbol s: (−cₛ/c)·slope(k); old: cₛ·slope(b). Equal iff
            // slope(k) = −c·slope(b) (c = ±1: exact).
            guard pieceSlope(of: k, lo: lo, hi: hi, equals: -c, timesSlopeOf: b) else { continue }
            // A reduced row besides `r` naming `k` would be rewritten, and its symbols re-priced.
            guard !liveColumn(k).contains(where: { $0 != r && !isLazy($0) }) else { continue }
            chosen = (k, direction)
            exchangeScanStart = p
            break
        }
        guard let (k, direction) = chosen else { return false }
        // k's share equals b's (checked above) and no other reduced row names k.
        pivot(entering: k, row: r, keepingStoredCosts: true)
        assignPiece(k, direction)
        pushCandidate(j)
        statistics.exchangeCount += 1
        return true
    }
}
