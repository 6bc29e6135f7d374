/// Phase 1 of the simplex: a violated required bound repaired by pivots (Dutertre & de Moura's
/// check), a conflict explained from the row that cannot be repaired, a failed repair undone
/// from its journal; and the guards that keep every stored value inside Double's range.
extension Tableau {
    /// Brings every basic back inside its hard bounds (Dutertre & de Moura's check): a violated
    /// basic trades places with a parametric symbol of its row that can move the right way.
    /// Prefers a symbol whose move leaves every other bound intact, else Bland's smallest id.
    /// Returns nil on success, or the required constraints of a row that cannot be repaired.
    mutating func restoreFeasibility(_ seeds: [Int32]) -> [Constraint]? {
        var queue = SymbolHeap()
        for s in seeds { queue.push(s) }
        var touched: [Int32] = []
        var iterations = 0
        let safeLimit = 4 * (rowStore.rows.count + 16)
        while let b = queue.popMin() {
            let i = Int(b)
            let r = symbols.rowOf[i]
            guard r >= 0, violation(b) > 0 else { continue }
            iterations += 1
            // Stopped at the deadline: the caller undoes the journal (no conflict to report).
            if let interruption, interruption.hasPassed(iteration: iterations, size: { size }) { return [] }
            let target = symbols.value[i] < symbols.lower[i] ? symbols.lower[i] : symbols.upper[i]
            let row = rowStore.rows[Int(r)]
            let need = flipTowardFeasibility(b, row: r, target: target, iterations: iterations, safeLimit: safeLimit,
                                             touched: &touched)
            guard !Self.isAt(symbols.value[i], target) else { continue }
            var best: Int32 = -1
            var bestSafe = false
            for k in row.symbols.indices {
                let j = row.symbols[k]
                let a = row.coefficients[k]
                let theta = need / a
                let vj = symbols.value[Int(j)]
                let room = theta > 0
                    ? vj < symbols.upper[Int(j)] && !Self.isAt(vj, symbols.upper[Int(j)])
                    : vj > symbols.lower[Int(j)] && !Self.isAt(vj, symbols.lower[Int(j)])
                guard room else { continue }
                // A move is checked for safety only when its column is short: a symbol named by
                // thousands of rows (a container's edge under every row of a grid) would make
                // each repair scan them all; it is then taken only by Bland's rule.
                let safe = iterations < safeLimit && rowStore.columns[Int(j)].count <= Tableau.safeMoveColumnLimit
                    && isSafeMove(j, theta, excluding: r)
                if best < 0 || (safe && !bestSafe) || (safe == bestSafe && j < best) {
                    best = j
                    bestSafe = safe
                }
            }
            guard best >= 0 else { return explainBlocked(row: r, need: need) }
            let theta = need / coefficient(r, best)
            // A repair whose values would leave Double's range is refused as an overflow; the
            // caller undoes the journal.
            guard !overflows(moving: best, by: theta) else {
                journal?.overflowed = true
                return []
            }
            setValue(best, symbols.value[Int(best)] + theta)
            for other in liveColumn(best) where other != r && !isLazy(other) {
                let ob = rowStore.rows[Int(other)].basic
                setValue(ob, symbols.value[Int(ob)] + coefficient(other, best) * theta)
                touched.append(ob)
                if violation(ob) > 0 { queue.push(ob) }
            }
            setValue(b, target)
            pivot(entering: best, row: r)
            touched.append(best)
            if violation(best) > 0 { queue.push(best) }
        }
        for s in touched where symbols.rowOf[Int(s)] >= 0 && !isLazy(symbols.rowOf[Int(s)]) {
            assignPiece(s, 1)
            for t in rowStore.rows[Int(symbols.rowOf[Int(s)])].symbols { pushCandidate(t) }
        }
        evaluation.lazyValuesValid = false
        return nil
    }

    /// A long step of the repair of basic `b` (row `r`): each parametric symbol of the row that
    /// can cover only part of what `b` still needs before meeting its own hard bound is moved to
    /// that bound (a bound flip: values change, no row does), if the move keeps every other
    /// basic inside its bounds. What is left goes to one pivot. Without this, a column of 10⁴
    /// labels pressed into a short stack, each bounded at 0, passed the deficit from label to
    /// label: one pivot per label on a row as long as the stack. Symbols are flipped in the
    /// order of their ids, the order Bland's rule would have pivoted them in, so the repair ends
    /// where the pivots did. Returns the need left.
    private mutating func flipTowardFeasibility(_ b: Int32, row r: Int32, target: Double, iterations: Int, safeLimit: Int,
                                                touched: inout [Int32]) -> Double {
        var need = target - symbols.value[Int(b)]
        guard iterations < safeLimit else { return need }
        // The symbols that would cover only part of the need, by id (the usual repair has none:
        // nothing is then allocated or sorted). The need only shrinks, so no other symbol
        // becomes one on the way.
        let count = rowStore.rows[Int(r)].symbols.count
        guard count > 1 else { return need }
        var order: [(symbol: Int32, coefficient: Double)] = []
        for k in 0..<count {
            let j = rowStore.rows[Int(r)].symbols[k], a = rowStore.rows[Int(r)].coefficients[k]
            let theta = need / a
            let bound = theta > 0 ? symbols.upper[Int(j)] : symbols.lower[Int(j)]
            let room = bound - symbols.value[Int(j)]
            if bound.isFinite, room * theta > 0, abs(room) < abs(theta) { order.append((j, a)) }
        }
        guard !order.isEmpty else { return need }
        order.sort { $0.symbol < $1.symbol }
        for (j, a) in order {
            let theta = need / a
            let vj = symbols.value[Int(j)]
            let bound = theta > 0 ? symbols.upper[Int(j)] : symbols.lower[Int(j)]
            guard bound.isFinite, !Self.isAt(vj, bound) else { continue }
            let room = bound - vj
            guard room * theta > 0, abs(room) < abs(theta),
                  rowStore.columns[Int(j)].count <= Tableau.safeMoveColumnLimit,
                  isSafeMove(j, room, excluding: r), !overflows(moving: j, by: room) else { continue }
            setValue(j, bound)
            for other in liveColumn(j) where other != r && !isLazy(other) {
                let ob = rowStore.rows[Int(other)].basic
                setValue(ob, symbols.value[Int(ob)] + coefficient(other, j) * room)
                touched.append(ob)
            }
            setValue(b, symbols.value[Int(b)] + a * room)
            touched.append(b)
            need = target - symbols.value[Int(b)]
            if Self.isAt(symbols.value[Int(b)], target) {
                setValue(b, target)
                break
            }
        }
        return need
    }

    /// Whether moving parametric `j` by `theta` keeps it and every reduced basic of its column
    /// (but row `skip`) inside their hard bounds.
    mutating func isSafeMove(_ j: Int32, _ theta: Double, excluding skip: Int32) -> Bool {
        let vj = symbols.value[Int(j)] + theta
        if (vj < symbols.lower[Int(j)] && !Self.isAt(vj, symbols.lower[Int(j)])) || (vj > symbols.upper[Int(j)] && !Self.isAt(vj, symbols.upper[Int(j)])) {
            return false
        }
        for r in liveColumn(j) where r != skip && !isLazy(r) {
            let b = Int(rowStore.rows[Int(r)].basic)
            guard symbols.lower[b] > -.infinity || symbols.upper[b] < .infinity else { continue }
            let v = symbols.value[b] + coefficient(r, j) * theta
            if (v < symbols.lower[b] && !Self.isAt(v, symbols.lower[b])) || (v > symbols.upper[b] && !Self.isAt(v, symbols.upper[b])) { return false }
        }
        return true
    }

    /// The required constraints that pin row `r` (its basic needs to move by `need`, and every
    /// parametric symbol of the row is stuck at a bound in the helpful direction).
    ///
    /// This is a Farkas certificate, and a minimal one: the row is an identity between its basic
    /// and parametric symbols, which are independent coordinates of the solution space. Drop
    /// the bound of any one symbol of the row and that symbol can move until the basic meets
    /// its bound while every other symbol stays at its own: the rest is satisfiable. (With one
    /// constraint per bound: ``boundingConstraints(_:lowerSide:)``.)
    func explainBlocked(row r: Int32, need: Double) -> [Constraint] {
        var out: [Constraint] = []
        func add(_ constraints: [Constraint]) {
            for c in constraints where !out.contains(where: { $0 === c }) { out.append(c) }
        }
        add(boundingConstraints(rowStore.rows[Int(r)].basic, lowerSide: need > 0))
        let row = rowStore.rows[Int(r)]
        for k in row.symbols.indices {
            let theta = need / row.coefficients[k]
            add(boundingConstraints(row.symbols[k], lowerSide: theta < 0))
        }
        return out
    }

    /// The required constraint that sets the lower (or upper) hard bound of `s`: the earliest
    /// attached, when several set the same bound. One per bound is what keeps an explanation
    /// minimal (see ``explainBlocked(row:need:)``).
    func boundingConstraints(_ s: Int32, lowerSide: Bool) -> [Constraint] {
        let bound = lowerSide ? symbols.lower[Int(s)] : symbols.upper[Int(s)]
        for a in symbols.attachments[Int(s)] where a.slot == 0 && Self.isAt(a.target, bound) {
            let matches = a.relation == .equal
                || (lowerSide ? a.relation == .greaterThanOrEqual : a.relation == .lessThanOrEqual)
            if matches { return [a.constraint] }
        }
        return []
    }

    /// Undoes what a failed phase 1 did: pivots in reverse, then values and pieces.
    mutating func undo(_ record: Journal) {
        for (entering, leaving) in record.pivots.reversed() {
            let r = symbols.rowOf[Int(entering)]
            if r >= 0 { pivot(entering: leaving, row: r) }
        }
        for (s, v) in record.values.reversed() {
            symbols.value[Int(s)] = v
            markDirty(s)
            seedLazy(s)
        }
        var restored: [Int32] = []
        for (s, lo, hi) in record.pieces.reversed() {
            symbols.pieceLower[Int(s)] = lo
            symbols.pieceUpper[Int(s)] = hi
            restored.append(s)
        }
        for s in restored { refreshSlope(s) }
        evaluation.lazyValuesValid = false
    }

    // MARK: Numeric range

    /// Whether moving parametric `s` by `delta` would take it or a reduced basic of its column
    /// out of Double's range.
    mutating func overflows(moving s: Int32, by delta: Double) -> Bool {
        guard (symbols.value[Int(s)] + delta).isFinite else { return true }
        for r in liveColumn(s) where !isLazy(r) {
            let b = rowStore.rows[Int(r)].basic
            if !(symbols.value[Int(b)] + coefficient(r, s) * delta).isFinite { return true }
        }
        return false
    }

    /// How far a step may move a symbol before the reduced basics' values are recomputed from
    /// their rows: a move of 1e300 and back leaves rounding errors of about 1e284 in values
    /// updated incrementally, enough to break a required bound. Layout values stay far below
    /// it (the formats refuse numbers beyond 1e9), so a layout never pays for the refresh.
    static let largeMove = 1e12

    /// Recomputes the reduced basics' values after a large move. At such magnitudes the ratio
    /// test itself rounds (4 − (−1e300) is 1e300, so a bound met 4 short of the end is
    /// missed): a basic found beyond a hard bound is repaired as an addition's is (phase 1),
    /// and one outside its piece gets the piece it is in (its row is priced again).
    mutating func settleLargeMove() {
        evaluation.reducedValuesDrifted = false
        refreshValues()
        var violated: [Int32] = []
        for r in rowStore.rows.indices where rowStore.rows[r].basic >= 0 && !isLazy(Int32(r)) {
            let b = rowStore.rows[r].basic
            let v = symbols.value[Int(b)]
            let lo = symbols.pieceLower[Int(b)], hi = symbols.pieceUpper[Int(b)]
            if violation(b) > 0 {
                violated.append(b)
            } else if v < lo && !Self.isAt(v, lo) {
                repiece(b, -1)
            } else if v > hi && !Self.isAt(v, hi) {
                repiece(b, 1)
            }
        }
        // The required constraints held before the move, so a repair exists: no conflict.
        if !violated.isEmpty { _ = restoreFeasibility(violated) }
    }
}
