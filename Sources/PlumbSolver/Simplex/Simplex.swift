/// Moves an array out of `storage`, leaving it empty, without counting a reference (a copy
/// and an emptied property are a retain and a release). Give it back with `swap`.
@inline(__always)
func take<Element>(_ storage: inout [Element]) -> [Element] {
    var taken: [Element] = []
    swap(&taken, &storage)
    return taken
}

/// One row of a symbol's column, gathered for a simplex step: the row, its basic, the
/// symbol's coefficient there, and whether the row is lazy (lazy rows neither price nor limit).
struct ColumnEntry: Equatable {
    var row: Int32
    var basic: Int32
    var coefficient: Double
    var lazy: Bool
}

/// The simplex steps on the tableau: pivoting and the bounded primal simplex with
/// piecewise-linear costs (phase 1 is in FeasibilityRepair.swift, lazy rows in LazyRows.swift).
extension Tableau {
    // MARK: Pivoting

    /// Replaces basic `s` by its row `by` in row `r` (a lazy row naming `s`, or a reduced row).
    @discardableResult
    mutating func substitute(_ s: Int32, inRow r: Int32, by source: Int32) -> Double {
        rowStore.rowsVersion &+= 1
        guard rowStore.rows[Int(r)].indexed else { return substituteInShortRow(s, inRow: r, by: source) }
        guard let p = rowStore.cells.find(r, s) else { return 0 }
        // The same steps as `removeCell` and `addToCell`, on the row's arrays moved out of
        // `rows` for the loop: each write through `rows[r]` checked the arrays' uniqueness
        // (pivots in nested stacks substitute millions of cells).
        var symbols = take(&rowStore.rows[Int(r)].symbols)
        var coefficients = take(&rowStore.rows[Int(r)].coefficients)
        let a = coefficients[Int(p)]
        Self.removeCell(r, at: p, &symbols, &coefficients, &rowStore.cells)
        let sourceSymbols = rowStore.rows[Int(source)].symbols
        let sourceCoefficients = rowStore.rows[Int(source)].coefficients
        for k in sourceSymbols.indices {
            let t = sourceSymbols[k]
            let delta = a * sourceCoefficients[k]
            if let q = rowStore.cells.find(r, t) {
                let c = coefficients[Int(q)] + delta
                if abs(c) < Tolerance.epsilon {
                    Self.removeCell(r, at: q, &symbols, &coefficients, &rowStore.cells)
                } else {
                    coefficients[Int(q)] = c
                }
            } else if abs(delta) >= Tolerance.epsilon {
                rowStore.cells.set(r, t, Int32(symbols.count))
                symbols.append(t)
                coefficients.append(delta)
                rowStore.columns[Int(t)].append(r)
            }
        }
        rowStore.rows[Int(r)].symbols = symbols
        rowStore.rows[Int(r)].coefficients = coefficients
        reindexIfNeeded(r)
        return a
    }

    /// ``substitute(_:inRow:by:)`` for a row outside the cell index, in three passes over
    /// buffers: the row's positions are spread into `cellSlot`, the source's cells are added
    /// into the row's (new symbols gathered aside), then the row is compacted (cancelled cells
    /// and the substituted symbol dropped, `cellSlot` cleared) and the new cells appended.
    /// Nested stacks substitute millions of cells: adding through the arrays' own appends and
    /// swap-removes cost several times the arithmetic.
    private mutating func substituteInShortRow(_ s: Int32, inRow r: Int32, by source: Int32) -> Double {
        guard let p = Self.scan(rowStore.rows[Int(r)].symbols, for: s).map({ Int($0) }) else { return 0 }
        // Taken out by swapping, not copied: a copy and an emptied property were a retain and a
        // release of each of the five arrays per call (and nested builds make many calls).
        var symbols = take(&rowStore.rows[Int(r)].symbols)
        var coefficients = take(&rowStore.rows[Int(r)].coefficients)
        let a = coefficients[p]
        var slot = take(&rowStore.cellSlot)
        var newSymbols = take(&rowStore.newCellSymbols)
        var newCoefficients = take(&rowStore.newCellCoefficients)
        // Room for every source cell, written through buffers; `added` of them are used.
        let sourceCount = rowStore.rows[Int(source)].symbols.count
        if newSymbols.count < sourceCount {
            newSymbols = Array(repeating: 0, count: sourceCount)
            newCoefficients = Array(repeating: 0, count: sourceCount)
        }
        var added = 0
        // The row's cells kept, then as many new cells as fit where dropped ones were.
        let (length, placed) = rowStore.rows[Int(source)].symbols.withUnsafeBufferPointer { sourceSymbols in
            rowStore.rows[Int(source)].coefficients.withUnsafeBufferPointer { sourceCoefficients in
                symbols.withUnsafeMutableBufferPointer { symbols in
                    coefficients.withUnsafeMutableBufferPointer { coefficients in
                        slot.withUnsafeMutableBufferPointer { slot in
                            newSymbols.withUnsafeMutableBufferPointer { newSymbols in
                                newCoefficients.withUnsafeMutableBufferPointer { newCoefficients in
                                    let n = symbols.count
                                    for k in 0..<n { slot[Int(symbols[k])] = Int32(truncatingIfNeeded: k) &+ 1 }
                                    coefficients[p] = 0
                                    for k in 0..<sourceSymbols.count {
                                        let t = sourceSymbols[k]
                                        let delta = a * sourceCoefficients[k]
                                        let q = Int(slot[Int(t)]) - 1
                                        if q >= 0 {
                                            coefficients[q] += delta
                                        } else if abs(delta) >= Tolerance.epsilon {
                                            newSymbols[added] = t
                                            newCoefficients[added] = delta
                                            added += 1
                                        }
                                    }
                                    var kept = 0
                                    for k in 0..<n {
                                        let t = symbols[k]
                                        slot[Int(t)] = 0
                                        let c = coefficients[k]
                                        guard abs(c) >= Tolerance.epsilon else { continue }
                                        symbols[kept] = t
                                        coefficients[kept] = c
                                        kept += 1
                                    }
                                    let placed = min(added, n - kept)
                                    for i in 0..<placed {
                                        symbols[kept + i] = newSymbols[i]
                                        coefficients[kept + i] = newCoefficients[i]
                                    }
                                    return (kept + placed, placed)
                                }
                            }
                        }
                    }
                }
            }
        }
        // The row either shrinks or grows: one of the two, not both.
        if length < symbols.count {
            symbols.removeLast(symbols.count - length)
            coefficients.removeLast(coefficients.count - length)
        } else if placed < added {
            symbols.append(contentsOf: newSymbols[placed..<added])
            coefficients.append(contentsOf: newCoefficients[placed..<added])
        }
        // Through one buffer of the columns: an append through `columns[t]` checks the
        // uniqueness of the outer array at every cell.
        rowStore.columns.withUnsafeMutableBufferPointer { columns in
            for i in 0..<added { columns[Int(newSymbols[i])].append(r) }
        }
        swap(&rowStore.cellSlot, &slot)
        swap(&rowStore.newCellSymbols, &newSymbols)
        swap(&rowStore.newCellCoefficients, &newCoefficients)
        swap(&rowStore.rows[Int(r)].symbols, &symbols)
        swap(&rowStore.rows[Int(r)].coefficients, &coefficients)
        reindexIfNeeded(r)
        return a
    }

    /// ``removeCell(_:at:)`` on an indexed row's arrays held outside `rows`.
    @inline(__always)
    static func removeCell(_ r: Int32, at p: Int32, _ symbols: inout [Int32], _ coefficients: inout [Double],
                           _ cells: inout CellIndex) {
        let i = Int(p)
        let s = symbols[i]
        let last = symbols.count - 1
        if i != last {
            let moved = symbols[last]
            symbols[i] = moved
            coefficients[i] = coefficients[last]
            cells.set(r, moved, p)
        }
        symbols.removeLast()
        coefficients.removeLast()
        cells.remove(r, s)
    }

    /// Makes `entering` basic in row `r`; the row's basic symbol becomes parametric at its
    /// current value (values do not change). Reduced rows holding `entering` are rewritten;
    /// lazy rows keep naming it.
    ///
    /// `reduced` says the caller has just reduced a lazy `r` (it names parametric symbols
    /// only), so it is not expanded a second time.
    ///
    /// Without `keepingStoredCosts`, every symbol of `r` is pushed to be priced again: the row
    /// names a new basic, so the share it gives them changed even when no other row did (a
    /// feasibility repair that hands a row to a variable with no cost makes it lazy, and the
    /// old basic's share must leave the stored costs).
    ///
    /// `keepingStoredCosts` says the caller accounts for `r`'s own share at once (an optimising
    /// step re-prices it, ``repriceRow(_:oldSlope:pivotCoefficient:)``; an exchange chooses a
    /// basic with the same share): the shares the rewritten rows give the
    /// symbols of `r` then change by a′ₜ·Σ cₒ·slope(basicₒ) (a′ₜ their coefficient in the new
    /// `r`, cₒ the entering symbol's in row o), which is added to the stored reduced costs
    /// instead of pricing every symbol of `r` again from its column (nested stacks: a pivot
    /// rewrites dozens of rows, and each symbol of `r` is in dozens more).
    mutating func pivot(entering: Int32, row r: Int32, reduced: Bool = false, keepingStoredCosts: Bool = false) {
        rowStore.rowsVersion &+= 1
        if !reduced, isLazy(r) { reduceRow(r) }
        guard let p = position(r, entering) else { return }
        let leaving = rowStore.rows[Int(r)].basic
        let a = rowStore.rows[Int(r)].coefficients[Int(p)]
        statistics.pivotCount += 1
        removeCell(r, at: p)
        let scale = -1 / a
        rowStore.rows[Int(r)].coefficients.withUnsafeMutableBufferPointer { coefficients in
            for k in 0..<coefficients.count { coefficients[k] *= scale }
        }
        appendCell(r, leaving, 1 / a)
        rowStore.rows[Int(r)].basic = entering
        // The row is over parametric symbols (reduced above, and the leaving symbol just left
        // the basis): the lowest rank, with no scan of a row that may be thousands long.
        rowStore.rows[Int(r)].rank = 1
        symbols.rowOf[Int(entering)] = r
        symbols.rowOf[Int(leaving)] = -1
        journal?.pivots.append((entering, leaving))
        var substituted = false
        // Σ cₒ·slope(basicₒ) over the rewritten rows (allocated at the first one).
        var share: [Double] = []
        for other in liveColumn(entering) where other != r && !isLazy(other) {
            let c = substitute(entering, inRow: other, by: r)
            substituted = true
            if keepingStoredCosts {
                if share.isEmpty { share = Array(repeating: 0, count: objective.stride) }
                let basic = Int(rowStore.rows[Int(other)].basic)
                let base = costBase(basic)
                Objective.forEachSlopeSlot(objective.slopeSupport[basic], shift: objective.supportShift,
                                           stride: objective.stride) { k in share[k] += c * objective.slopes[base + k] }
            }
        }
        if isLazy(r) { lazyStructureChanged(seeding: entering) }
        if !keepingStoredCosts {
            for s in rowStore.rows[Int(r)].symbols { pushCandidate(s) }
        } else if substituted {
            addShareChange(share, toSymbolsOf: r)
        }
        pushCandidate(leaving)
    }

    /// Adds a′ₜ·`share` to the stored reduced cost of each priced symbol t of row `r` (a′ₜ its
    /// coefficient), and pushes each symbol not priced whose cost that changes; the caller
    /// decides the candidacy of the priced ones (``pivot(entering:row:reduced:keepingStoredCosts:)``).
    private mutating func addShareChange(_ share: [Double], toSymbolsOf r: Int32) {
        var changes = false
        for k in 1..<objective.stride where abs(share[k]) > Tolerance.epsilon { changes = true }
        guard changes else { return }
        let stride = self.objective.stride
        let symbols = rowStore.rows[Int(r)].symbols
        let coefficients = rowStore.rows[Int(r)].coefficients
        for i in symbols.indices {
            let t = Int(symbols[i])
            guard self.symbols.rowOf[t] < 0 else { continue }
            let a = coefficients[i]
            if pricing.priced[t] {
                let base = Self.costBase(t, stride)
                for k in 1..<stride {
                    pricing.risingCost[base + k] += a * share[k]
                    pricing.fallingCost[base + k] -= a * share[k]
                }
            } else {
                pushCandidate(Int32(t))
            }
        }
    }

    /// Moves parametric `s` to `target`, carrying the reduced basics of its column along.
    /// Returns the basics pushed outside their hard bounds.
    mutating func update(_ s: Int32, to target: Double) -> [Int32] {
        let delta = target - symbols.value[Int(s)]
        setValue(s, target)
        var violated: [Int32] = []
        for r in liveColumn(s) where !isLazy(r) {
            let b = rowStore.rows[Int(r)].basic
            setValue(b, symbols.value[Int(b)] + coefficient(r, s) * delta)
            if violation(b) > 0 { violated.append(b) } else { repiece(b, coefficient(r, s) * delta) }
        }
        evaluation.lazyValuesValid = false
        return violated
    }

    /// Re-assigns the piece of a basic whose value left it, and re-prices its row.
    mutating func repiece(_ b: Int32, _ direction: Double) {
        let i = Int(b)
        let v = symbols.value[i]
        if v < symbols.pieceLower[i] || v > symbols.pieceUpper[i] {
            assignPiece(b, direction >= 0 ? 1 : -1)
            let r = symbols.rowOf[i]
            if r >= 0 { for t in rowStore.rows[Int(r)].symbols { pushCandidate(t) } }
        }
    }

    // MARK: Optimisation

    /// Bounded primal simplex on the lexicographic piecewise-linear objective.
    ///
    /// Candidates are parametric symbols whose reduced cost may have changed, taken smallest
    /// id first (Bland's rule, so degenerate steps cannot cycle). A step moves the entering
    /// symbol until it reaches its own next breakpoint (no pivot: a bound flip) or a basic
    /// reaches the end of its piece (that basic leaves).
    mutating func optimize() {
        // The scratch buffers are moved out for the loop and given back at the end.
        var plus = take(&pricing.risingScratch)
        var minus = take(&pricing.fallingScratch)
        var column = take(&pricing.columnScratch)
        defer {
            swap(&pricing.risingScratch, &plus)
            swap(&pricing.fallingScratch, &minus)
            swap(&pricing.columnScratch, &column)
        }
        let limit = 100 * (symbols.kinds.count + rowStore.rows.count) + 100_000
        let stepsAtStart = statistics.stepCount
        pieceSwitchLimit = statistics.pieceSwitches + rowStore.rows.count + 64
        switchedBasics.removeAll(keepingCapacity: true)
        // Constraints added or removed: newest symbols first (see ``entersNewestFirst``).
        entersNewestFirst = constraintsChanged
        constraintsChanged = false
        pricing.metAtOnce.symbol = -1
        while let j = nextCandidate() {
            statistics.popCount += 1
            guard symbols.rowOf[Int(j)] < 0 else { continue }
            // At the deadline the candidate goes back: the next optimisation goes on from here.
            if let interruption, interruption.hasPassed(iteration: statistics.popCount, every: Interruption.stepsPerCheck, size: { size }) {
                pushCandidate(j)
                break
            }
            if statistics.stepCount - stepsAtStart > limit {
                statistics.iterationLimitHits += 1
                while let s = pricing.candidates.popMin() { pricing.priced[Int(s)] = false }
                break
            }
            if plus.count != objective.stride || minus.count != objective.stride {
                plus = Array(repeating: 0.0, count: objective.stride)
                minus = Array(repeating: 0.0, count: objective.stride)
            }
            let i = Int(j)
            let canRise: Bool
            let canFall: Bool
            var gathered = false
            // Whether the stored cost of `j` holds the column's share alone (see below).
            var ownOutOfStore = false
            if pricing.priced[i] {
                // Pushed by a re-priced row: the stored reduced cost is current.
                plus[0] = 0
                minus[0] = 0
                let base = costBase(i)
                for k in 1..<objective.stride {
                    plus[k] = pricing.risingCost[base + k]
                    minus[k] = pricing.fallingCost[base + k]
                }
                canRise = pricing.movable[i] & 1 != 0
                canFall = pricing.movable[i] & 2 != 0
            } else {
                let moves = allowedMoves(of: j)
                canRise = moves & 1 != 0
                canFall = moves & 2 != 0
                guard canRise || canFall else {
                    // Held by its bounds both ways: nothing a row's slope does can move it.
                    pricing.movable[i] = 0
                    pricing.priced[i] = true
                    continue
                }
                // After constraints changed, most candidates turn out not to improve: price them
                // straight off the column and gather its entries only for the few that step.
                // After suggestions, the candidates are mostly the edited symbols, which step
                // (a bound flip, mostly): one walk of the column then both prices and gathers,
                // and the column's share is stored before the own derivatives are added, so
                // that a flip need not take those out of the stored cost again.
                if entersNewestFirst {
                    _ = addOwnDerivatives(of: j, into: &plus, &minus, clearing: true)
                    addColumnShare(of: j, plus: &plus, minus: &minus)
                    storeReducedCost(of: j, plus, minus)
                } else {
                    gatherColumn(j, into: &column)
                    gathered = true
                    priceFromColumn(j, column, moves, plus: &plus, minus: &minus)
                    ownOutOfStore = true
                }
                pricing.movable[i] = moves
                pricing.priced[i] = true
            }
            let rises = canRise && Self.isNegative(plus, objective.slotsByPriority)
            guard rises || canFall && Self.isNegative(minus, objective.slotsByPriority) else {
                // Stays as it is: its stored cost must be whole.
                if ownOutOfStore { storeReducedCost(of: j, plus, minus) }
                continue
            }
            let sigma: Double = rises ? 1 : -1
            if pricing.metAtOnce.symbol == j,
               takeBreakpointMetAtOnce(j, sigma, &column, gathered: gathered, ownInStore: !ownOutOfStore) { continue }
            if !gathered { gatherColumn(j, into: &column) }
            step(j, sigma, column, ownInStore: !ownOutOfStore)
        }
    }

    /// The next symbol to price, after settling a large move (which may push candidates).
    @inline(__always)
    private mutating func nextCandidate() -> Int32? {
        if evaluation.reducedValuesDrifted { settleLargeMove() }
        return entersNewestFirst ? pricing.candidates.popMax() : pricing.candidates.popMin()
    }

    /// Between two rows whose basics reach the end of their piece at the same step `t`, whether
    /// `r` (basic `b`) should leave rather than `current` (basic `c`). A step that moves
    /// (`t > 0`) takes the shorter row: the entering symbol's definition is then substituted
    /// into its column with fewer cells. A step of length zero keeps the fixed order of
    /// Bland's rule, which is what rules out cycling: only steps of length zero can cycle
    /// (any other step lowers the objective), and among those both choices follow the order.
    @inline(__always)
    private func prefersLeaving(_ r: Int32, _ b: Int32, over current: Int32, _ c: Int32, at t: Double) -> Bool {
        if t > 0 {
            let n = rowStore.rows[Int(r)].symbols.count, m = rowStore.rows[Int(current)].symbols.count
            if n != m { return n < m }
        }
        return entersNewestFirst ? b > c : b < c
    }

    /// Entering columns at least this long make a step of length zero switch a piece rather
    /// than pivot: on short columns the pivot is cheap, and the switch's extra steps are not.
    /// A stack's columns grow with its arranged views, a tree's with its depth: at 32, the
    /// columns of 40–50 entries in tree_d4_f8's final optimisation switched 459 basics that
    /// later steps pivoted out all the same (1,100 steps more, its build 60 → 70 ms).
    static let switchColumnLength = 128

    /// A step of length zero: basic `b` of row `r` sits at a breakpoint, on the piece it is
    /// leaving at once (`rate`: its change per unit of the step). Instead of pivoting, `b` takes
    /// the piece on the side it is pushed to, and its row is re-priced: `j`, priced with the
    /// other piece's slope, is a candidate again only if it still improves. A stack's
    /// `spanner.P == v.P` @999.5 equalities each came in at their breakpoint on the wrong side
    /// for the fitting cost below them, and each such pivot rewrote a column as long as the
    /// stack (N² for N arranged views). Only where the entering column is long
    /// (``switchColumnLength``); once per basic and at most ``pieceSwitchLimit`` a pass (then
    /// pivots, whose order rules out cycling); false, changing nothing, when `b` has no room
    /// that way (a hard bound), has switched already in this pass, or the limit is reached.
    mutating func switchPiece(of b: Int32, row r: Int32, rate: Double, for j: Int32, ownInStore: Bool) -> Bool {
        guard !isLazy(r), statistics.pieceSwitches < pieceSwitchLimit, !switchedBasics.contains(b) else { return false }
        let direction: Double = rate > 0 ? 1 : -1
        let v = symbols.value[Int(b)]
        let (lo, hi) = piece(b, at: v, direction)
        guard lo < hi, direction > 0 ? hi > v : lo < v else { return false }
        statistics.pieceSwitches += 1
        switchedBasics.insert(b)
        if !ownInStore { _ = addOwnDerivativesToStoredCost(of: j, scale: 1) }
        let (oldSlope, oldSupport) = takeSlope(of: b)
        assignPiece(b, direction)
        repriceRow(r, oldSlope: oldSlope, oldSupport: oldSupport, pivotCoefficient: nil)
        pricing.savedSlope = oldSlope
        return true
    }

    /// What the ratio test of a step found: how far the entering symbol moves (`t`), the row
    /// whose basic leaves first (-1: none, the step is a bound flip), and whether values stay
    /// within Double's range.
    struct RatioTest {
        var t: Double
        var leavingRow: Int32 = -1
        var leavingBasic: Int32
        var leavingCoefficient = 0.0
        var boundary = 0.0
        /// An end farther than a Double reaches: not an unbounded direction, an overflow.
        var beyondRange: Bool
        /// Whether every value the step moves stays finite.
        var staysInRange = true
    }

    /// The ratio test of a step of parametric `j` from `vj` toward its own breakpoint `own` in
    /// direction `sigma`, over its `column`: the first basic to reach the end of its piece, if
    /// one does before `own` (ties broken by ``prefersLeaving(_:_:over:_:at:)``).
    @inline(__always)
    mutating func ratioTest(_ column: [ColumnEntry], _ sigma: Double, from vj: Double, toward own: Double) -> RatioTest {
        let distance = abs(own - vj)
        var test = RatioTest(t: distance, leavingBasic: entersNewestFirst ? Int32.min : Int32.max,
                             beyondRange: own.isFinite && !distance.isFinite)
        // The largest basic and rate the step moves: enough to tell, without a second walk of
        // the column, that no value can leave Double's range.
        var largestValue = abs(vj)
        var largestRate = 1.0
        for entry in column where !entry.lazy {
            let b = entry.basic
            let rate = entry.coefficient * sigma
            largestValue = max(largestValue, abs(symbols.value[Int(b)]))
            largestRate = max(largestRate, abs(rate))
            guard abs(rate) >= Tolerance.epsilon else { continue }
            let end = rate > 0 ? symbols.pieceUpper[Int(b)] : symbols.pieceLower[Int(b)]
            guard end.isFinite else { continue }
            let room = max(0, rate > 0 ? end - symbols.value[Int(b)] : symbols.value[Int(b)] - end)
            let tb = room / abs(rate)
            if !tb.isFinite { test.beyondRange = true }
            if tb < test.t || (tb == test.t && test.leavingRow >= 0
                               && prefersLeaving(entry.row, b, over: test.leavingRow, test.leavingBasic, at: test.t)) {
                test.t = tb
                test.leavingRow = entry.row
                test.leavingBasic = b
                test.leavingCoefficient = entry.coefficient
                test.boundary = end
            }
        }
        test.staysInRange = (largestValue + largestRate * test.t).isFinite
        return test
    }

    /// Moves parametric `j` in direction `sigma` as far as the objective keeps improving
    /// linearly, then flips it or pivots. Unless `ownInStore`, the stored reduced cost of `j`
    /// holds its column's share alone, without its own derivatives.
    mutating func step(_ j: Int32, _ sigma: Double, _ column: [ColumnEntry], ownInStore: Bool = true) {
        statistics.stepCount += 1
        statistics.ratioTestEntries &+= column.count
        let vj = symbols.value[Int(j)]
        let own = nextBreakpoint(j, from: vj, sigma)
        let test = ratioTest(column, sigma, from: vj, toward: own)
        let (t, leavingRow, leavingBasic) = (test.t, test.leavingRow, test.leavingBasic)
        let (leavingCoefficient, boundary) = (test.leavingCoefficient, test.boundary)
        guard t.isFinite else {
            // No step (an unbounded direction, which convex costs do not have, or an end past
            // Double's range): `j` stays as it is, so its stored cost must be whole.
            if test.beyondRange { statistics.refusedSteps += 1 }
            if !ownInStore { _ = addOwnDerivativesToStoredCost(of: j, scale: 1) }
            return
        }
        guard test.staysInRange else {
            // Values would leave Double's range (a suggestion of 1e308 doubled by a row): the
            // step is refused, so every value stays a number and the next change starts from a
            // sound state. ``Solver/didOverflow`` tells.
            statistics.refusedSteps += 1
            if !ownInStore { _ = addOwnDerivativesToStoredCost(of: j, scale: 1) }
            return
        }
        let delta = sigma * t
        if abs(delta) > Self.largeMove { evaluation.reducedValuesDrifted = true }
        // A bound flip leaves every basic in its piece, so the column's share of `j`'s reduced
        // cost stands and only `j`'s own derivative changes: the stored cost is corrected by
        // that change instead of pricing `j` again from its column.
        if leavingRow < 0, ownInStore { takeOwnDerivatives(of: j) }
        moveValues(j, to: leavingRow < 0 ? own : vj + delta, column, by: delta)
        evaluation.lazyValuesValid = false
        if leavingRow < 0 {
            repriceAfterFlip(j)
            return
        }
        setValue(leavingBasic, boundary)
        if t == 0, column.count >= settings.switchColumnLength,
           switchPiece(of: leavingBasic, row: leavingRow, rate: leavingCoefficient * sigma, for: j, ownInStore: ownInStore) {
            pricing.metAtOnce = BreakpointsMetAtOnce(
                symbol: j, sigma: sigma, delta: delta, stepCount: statistics.stepCount,
                rowsVersion: rowStore.rowsVersion, snapped: leavingBasic, snappedCoefficient: leavingCoefficient,
                breakpoints: take(&pricing.metAtOnce.breakpoints))
            return
        }
        exchangeOrPivot(j, sigma, row: leavingRow, basic: leavingBasic, coefficient: leavingCoefficient)
    }

    /// The end of a step whose leaving basic `b` (row `r`, coefficient `a` of `j`) did not
    /// switch its piece: an exchange within a long row, or a pivot.
    mutating func exchangeOrPivot(_ j: Int32, _ sigma: Double, row r: Int32, basic b: Int32, coefficient a: Double) {
        if exchange(basicOf: r, for: j, moving: sigma) { return }
        let (oldSlope, oldSupport) = takeSlope(of: b)
        pivot(entering: j, row: r, keepingStoredCosts: true)
        if !isLazy(r) {
            assignPiece(j, sigma)
        }
        repriceRow(r, oldSlope: oldSlope, oldSupport: oldSupport, pivotCoefficient: a)
        pricing.savedSlope = oldSlope
    }
}
