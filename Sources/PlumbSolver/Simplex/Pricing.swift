/// Pricing: a parametric symbol's reduced cost (its own cost's slope plus its column's share of
/// the basics' slopes), the stored reduced costs and their update when a row's basic changes
/// its slope, and the lexicographic sign tests.
extension Tableau {
    /// Prices `j` from its gathered `column` for the allowed `moves`: the column's share into
    /// `plus` and `minus` and into `j`'s stored reduced cost, then `j`'s own derivatives into
    /// `plus` and `minus` only (``optimize()`` says why). Runs once per edited symbol per tick,
    /// with every array opened once.
    mutating func priceFromColumn(_ j: Int32, _ column: [ColumnEntry], _ moves: UInt8,
                                  plus: inout [Double], minus: inout [Double]) {
        let read = Self.priceFromColumn(j, column, moves, symbols.value[Int(j)], objective.stride, objective.supportShift,
                                        objective.slopes, objective.slopeSupport, symbols.attachments,
                                        &pricing.risingCost, &pricing.fallingCost, &plus, &minus)
        statistics.pricedAttachments &+= read * moves.nonzeroBitCount
    }

    /// ``priceFromColumn(_:_:_:plus:minus:)``, static so that the arrays it only reads are
    /// borrowed rather than retained. Returns the number of attachments read.
    private static func priceFromColumn(_ j: Int32, _ column: [ColumnEntry], _ moves: UInt8, _ v: Double,
                                        _ stride: Int, _ shift: Int, _ slopes: [Double], _ supports: [UInt64],
                                        _ attachments: [[Attachment]],
                                        _ rising: inout [Double], _ falling: inout [Double],
                                        _ plus: inout [Double], _ minus: inout [Double]) -> Int {
        let base = costBase(Int(j), stride)
        return plus.withUnsafeMutableBufferPointer { plus in
            minus.withUnsafeMutableBufferPointer { minus in
                slopes.withUnsafeBufferPointer { slopes in
                    for k in 0..<stride {
                        plus[k] = 0
                        minus[k] = 0
                    }
                    for entry in column where !entry.lazy {
                        addShare(entry.coefficient, of: Int(entry.basic), supports, slopes, stride, shift, plus, minus)
                    }
                    store(UnsafeBufferPointer(plus), UnsafeBufferPointer(minus), at: base, stride, &rising, &falling)
                    return addOwnDerivatives(attachments, Int(j), at: v, moves, 1,
                                             plus.baseAddress.unsafelyUnwrapped, minus.baseAddress.unsafelyUnwrapped)
                }
            }
        }
    }

    /// Adds a symbol's share of the reduced cost, Σ coefficient × slope of the basic over the
    /// reduced rows holding `j`, to `plus` (and subtracts it from `minus`), in one walk of its
    /// column without gathering it (for candidates that mostly do not step).
    mutating func addColumnShare(of j: Int32, plus: inout [Double], minus: inout [Double]) {
        let stride = objective.stride, shift = objective.supportShift, supports = objective.slopeSupport
        plus.withUnsafeMutableBufferPointer { plus in
            minus.withUnsafeMutableBufferPointer { minus in
                objective.slopes.withUnsafeBufferPointer { slopes in
                    forEachRow(holding: j, skippingLazyRows: true) { _, basic, a, _ in
                        Self.addShare(a, of: Int(basic), supports, slopes, stride, shift, plus, minus)
                    }
                }
            }
        }
    }

    /// One row's term of a share: `a` × the slope of `basic` (`slopes`: the objective's),
    /// added to `plus` and subtracted from `minus`, slot by slot from 1, or past
    /// ``Objective/denseStride`` over the slope's support only.
    @inline(__always)
    static func addShare(_ a: Double, of basic: Int, _ supports: [UInt64], _ slopes: UnsafeBufferPointer<Double>,
                         _ stride: Int, _ shift: Int,
                         _ plus: UnsafeMutableBufferPointer<Double>, _ minus: UnsafeMutableBufferPointer<Double>) {
        let base = costBase(basic, stride)
        Objective.forEachSlopeSlot(supports[basic], shift: shift, stride: stride) { k in
            let share = a * slopes[base + k]
            plus[k] += share
            minus[k] -= share
        }
    }

    /// Before a bound flip moves priced `j`, takes its own derivatives at its current value out
    /// of its stored reduced cost; ``repriceAfterFlip(_:)`` puts those at its new value in.
    mutating func takeOwnDerivatives(of j: Int32) {
        _ = addOwnDerivativesToStoredCost(of: j, scale: -1)
    }

    /// After a bound flip moved priced `j` to a breakpoint (every basic stayed in its piece, so
    /// the column's share of its reduced cost stands), adds its own derivatives at the new value
    /// to its stored reduced cost (from which ``takeOwnDerivatives(of:)`` took the old ones), and
    /// makes it a candidate again only if it still improves, as
    /// ``repriceRow(_:oldSlope:pivotCoefficient:)`` does for the symbols it re-prices.
    mutating func repriceAfterFlip(_ j: Int32) {
        let (moves, improves) = addOwnDerivativesToStoredCost(of: j, scale: 1, checking: true)
        pricing.movable[Int(j)] = moves
        if improves { pricing.candidates.push(j) }
    }

    /// The reduced rows and lazy rows holding `j`, with `j`'s coefficient in each.
    mutating func gatherColumn(_ j: Int32, into column: inout [ColumnEntry]) {
        if pricing.gatheredVersion != rowStore.rowsVersion {
            pricing.gatheredVersion = rowStore.rowsVersion
            pricing.gatheredSymbols = (-1, -1)
        } else if pricing.gatheredSymbols.0 == j || pricing.gatheredSymbols.1 == j {
            // Shared, not copied (the next miss gives `column` a buffer of its own).
            column = pricing.gatheredSymbols.0 == j ? pricing.gatheredColumns.0 : pricing.gatheredColumns.1
            // Debug builds (every test) check each reuse against a fresh walk: a change to the
            // rows that left `rowsVersion` alone would show here.
            assert(column == { var fresh: [ColumnEntry] = []; walk(j, into: &fresh); return fresh }(),
                   "a gathered column went stale: a row change did not bump rowsVersion")
            return
        }
        column.removeAll(keepingCapacity: true)
        walk(j, into: &column)
        // The newest first; copied element by element, so that no buffer is shared with `column`.
        swap(&pricing.gatheredColumns.0, &pricing.gatheredColumns.1)
        pricing.gatheredSymbols = (j, pricing.gatheredSymbols.0)
        pricing.gatheredColumns.0.removeAll(keepingCapacity: true)
        pricing.gatheredColumns.0.append(contentsOf: column)
    }

    /// `j`'s gathered column (gathered now if it is not current), moved out of the cache rather
    /// than shared: a shared copy retains its buffer, and an edit tick reads two such columns.
    /// ``restoreGatheredColumn(_:)`` puts it back; nothing may gather in between.
    mutating func takeGatheredColumn(_ j: Int32) -> [ColumnEntry] {
        let current = pricing.gatheredVersion == rowStore.rowsVersion
        if current, pricing.gatheredSymbols.1 == j {
            // The newest first, as a gathering leaves them.
            swap(&pricing.gatheredColumns.0, &pricing.gatheredColumns.1)
            pricing.gatheredSymbols = (j, pricing.gatheredSymbols.0)
        } else if !current || pricing.gatheredSymbols.0 != j {
            var column = take(&pricing.columnScratch)
            gatherColumn(j, into: &column)
            swap(&pricing.columnScratch, &column)
        }
        let column = take(&pricing.gatheredColumns.0)
        // As in ``gatherColumn(_:into:)``: debug builds check the kept column against a fresh walk.
        assert(column == { var fresh: [ColumnEntry] = []; walk(j, into: &fresh); return fresh }(),
               "a gathered column went stale: a row change did not bump rowsVersion")
        return column
    }

    /// Puts back the column ``takeGatheredColumn(_:)`` took, unchanged.
    mutating func restoreGatheredColumn(_ column: inout [ColumnEntry]) {
        swap(&pricing.gatheredColumns.0, &column)
    }

    /// Appends the rows holding `j` to `column`, walked now.
    private mutating func walk(_ j: Int32, into column: inout [ColumnEntry]) {
        forEachRow(holding: j) { r, basic, a, lazy in
            column.append(ColumnEntry(row: r, basic: basic, coefficient: a, lazy: lazy))
        }
    }

    /// Calls `body(row, basic, coefficient of j, row is lazy)` for each row holding `j`, in one
    /// pass over its column, which is compacted on the way (stale and duplicate entries
    /// dropped). Reads each cell without copying `Row` values (which would retain their
    /// arrays): this is the simplex's hottest loop.
    ///
    /// `skippingLazyRows` leaves lazy rows out before looking `j` up in them (a lazy row gives
    /// no share, and the lookup is the walk's cache miss: `equalCentering`'s columns are mostly
    /// lazy rows); their entries are kept unchecked, for a later walk to compact.
    @inline(__always)
    mutating func forEachRow(holding j: Int32, skippingLazyRows: Bool = false, _ body: (Int32, Int32, Double, Bool) -> Void) {
        let e = rowStore.nextEpoch()
        statistics.walkedColumnEntries &+= rowStore.columns[Int(j)].count
        let kept = rowStore.columns[Int(j)].withUnsafeMutableBufferPointer { entries in
            rowStore.stamps.withUnsafeMutableBufferPointer { stamps in
                rowStore.rows.withUnsafeBufferPointer { rows in
                    symbols.lazyEligible.withUnsafeBufferPointer { lazyEligible in
                        var kept = 0
                        for i in 0..<entries.count {
                            let r = entries[i]
                            guard stamps[Int(r)] != e else { continue }
                            if skippingLazyRows {
                                let basic = rows[Int(r)].basic
                                if basic >= 0, lazyEligible[Int(basic)] {
                                    stamps[Int(r)] = e
                                    entries[kept] = r
                                    kept += 1
                                    continue
                                }
                            }
                            guard let p = Self.position(of: j, in: rows[Int(r)], r, rowStore.cells) else { continue }
                            stamps[Int(r)] = e
                            entries[kept] = r
                            kept += 1
                            let basic = rows[Int(r)].basic
                            body(r, basic, rows[Int(r)].coefficients[Int(p)], lazyEligible[Int(basic)])
                        }
                        return kept
                    }
                }
            }
        }
        let count = rowStore.columns[Int(j)].count
        if kept < count { rowStore.columns[Int(j)].removeLast(count - kept) }
    }

    /// After `entering` replaced `leaving` as the basic of row `r` (whose old coefficient of
    /// `entering` was `a`), or after the slope of `r`'s basic changed (`a` nil: coefficients
    /// unchanged), re-prices the symbols of the row: the row's old share of a symbol's reduced
    /// cost was `aₜ·oldSlope`, the new one `a′ₜ·slope(basic)` with `aₜ = −a′ₜ·a` after a pivot.
    ///
    /// A symbol whose reduced cost is stored (``priced``) has the difference added and is pushed
    /// only if it now improves, and taken out of the candidates if it no longer does (its stored
    /// cost is exact, so popping it would only find that out: after an edit's slope flip pushes
    /// half of a chain's widths, the step that settles the edit flips it back); so on a long row (an edit variable basic in a chain's budget
    /// row, its slope flipping on every tick) a pivot costs a few additions per symbol instead of
    /// thousands of candidates priced from their columns. A symbol not priced is pushed when its
    /// share changed.
    mutating func repriceRow(_ r: Int32, oldSlope: [Double], oldSupport: UInt64, pivotCoefficient a: Double?) {
        let basic = Int(rowStore.rows[Int(r)].basic)
        let base = costBase(basic)
        let lazy = isLazy(r)
        let stride = self.objective.stride
        let order = objective.slotsByPriority
        // The slots where the old or the new slope may be non-zero: past a few levels, the
        // differences are added there only.
        var slots = take(&pricing.slotScratch)
        defer { swap(&pricing.slotScratch, &slots) }
        slots.removeAll(keepingCapacity: true)
        // (The two-level path for priced symbols reads both slots itself; symbols not priced
        // read the list.)
        Objective.forEachSlopeSlot(oldSupport | (lazy ? 0 : objective.slopeSupport[basic]),
                                   shift: objective.supportShift, stride: stride) { slots.append($0) }
        // −a′ₜ·a is a′ₜ·(−a) bit for bit (negation is exact).
        let oldFactor = a.map { -$0 } ?? 1
        rowStore.rows[Int(r)].symbols.withUnsafeBufferPointer { symbols in
            rowStore.rows[Int(r)].coefficients.withUnsafeBufferPointer { coefficients in
                objective.slopes.withUnsafeBufferPointer { slopes in
                    oldSlope.withUnsafeBufferPointer { oldSlope in
                        self.symbols.rowOf.withUnsafeBufferPointer { rowOf in
                            pricing.priced.withUnsafeBufferPointer { priced in
                                pricing.movable.withUnsafeBufferPointer { movable in
                                    pricing.risingCost.withUnsafeMutableBufferPointer { rising in
                                        pricing.fallingCost.withUnsafeMutableBufferPointer { falling in
                                            pricing.candidates.editing(upTo: Int32(rowOf.count - 1)) { candidates in
                                                // Loop invariants, read once (the writes below could alias them, as far as the
                                                // compiler knows).
                                                // With two levels slot 1 is the higher (``slot(for:)``).
                                                let slope1 = stride == 3 ? slopes[base + 1] : 0, slope2 = stride == 3 ? slopes[base + 2] : 0
                                                let oldSlope1 = stride == 3 ? oldSlope[1] : 0, oldSlope2 = stride == 3 ? oldSlope[2] : 0
                                                for k in 0..<symbols.count {
                                                    let t = symbols[k]
                                                    guard rowOf[Int(t)] < 0 else { continue }
                                                    let newCoefficient = coefficients[k]
                                                    let oldCoefficient = newCoefficient * oldFactor
                                                    if priced[Int(t)], stride == 3 {
                                                        // Two priority levels (the common case),
                                                        // unrolled: the same arithmetic as below.
                                                        let cost = Self.costBase(Int(t), 3)
                                                        let d1 = (lazy ? 0 : newCoefficient * slope1) - oldCoefficient * oldSlope1
                                                        let d2 = (lazy ? 0 : newCoefficient * slope2) - oldCoefficient * oldSlope2
                                                        let r1 = rising[cost + 1] + d1, r2 = rising[cost + 2] + d2
                                                        let f1 = falling[cost + 1] - d1, f2 = falling[cost + 2] - d2
                                                        rising[cost + 1] = r1
                                                        rising[cost + 2] = r2
                                                        falling[cost + 1] = f1
                                                        falling[cost + 2] = f2
                                                        let moves = movable[Int(t)]
                                                        let e = Tolerance.epsilon
                                                        if (moves & 1 != 0 && (r1 < -e || (r1 <= e && r2 < -e)))
                                                            || (moves & 2 != 0 && (f1 < -e || (f1 <= e && f2 < -e))) {
                                                            candidates.push(t)
                                                        } else {
                                                            candidates.remove(t)
                                                        }
                                                    } else if priced[Int(t)] {
                                                        let cost = Self.costBase(Int(t), stride)
                                                        for slot in slots {
                                                            let before = oldCoefficient * oldSlope[slot]
                                                            let after = lazy ? 0 : newCoefficient * slopes[base + slot]
                                                            rising[cost + slot] += after - before
                                                            falling[cost + slot] -= after - before
                                                        }
                                                        let moves = movable[Int(t)]
                                                        if (moves & 1 != 0 && Self.isNegative(rising, from: cost, order))
                                                            || (moves & 2 != 0 && Self.isNegative(falling, from: cost, order)) {
                                                            candidates.push(t)
                                                        } else {
                                                            candidates.remove(t)
                                                        }
                                                    } else {
                                                        for slot in slots {
                                                            let before = oldCoefficient * oldSlope[slot]
                                                            let after = lazy ? 0 : newCoefficient * slopes[base + slot]
                                                            if abs(before - after) > Tolerance.epsilon {
                                                                candidates.push(t)
                                                                break
                                                            }
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Stores `plus` and `minus` (each `stride` long) as the reduced cost of `j`.
    @inline(__always)
    mutating func storeReducedCost(of j: Int32, _ plus: [Double], _ minus: [Double]) {
        let base = costBase(Int(j)), stride = self.objective.stride
        plus.withUnsafeBufferPointer { plus in
            minus.withUnsafeBufferPointer { minus in
                Self.store(plus, minus, at: base, stride, &pricing.risingCost, &pricing.fallingCost)
            }
        }
    }

    /// The one statement of storing a reduced cost: `plus` and `minus` into `rising` and
    /// `falling` from `base`, `stride` entries each.
    @inline(__always)
    private static func store(_ plus: UnsafeBufferPointer<Double>, _ minus: UnsafeBufferPointer<Double>,
                              at base: Int, _ stride: Int, _ rising: inout [Double], _ falling: inout [Double]) {
        rising.withUnsafeMutableBufferPointer { rising in
            falling.withUnsafeMutableBufferPointer { falling in
                for k in 1..<stride {
                    rising[base + k] = plus[k]
                    falling[base + k] = minus[k]
                }
            }
        }
    }

    /// ``isNegative(_:_:)`` for the slots of `d` from `start` (`order`: the slots by priority).
    @inline(__always)
    static func isNegative(_ d: UnsafeMutableBufferPointer<Double>, from start: Int, _ order: [Int]) -> Bool {
        for k in order {
            if d[start + k] < -Tolerance.epsilon { return true }
            if d[start + k] > Tolerance.epsilon { return false }
        }
        return false
    }

    /// ``isNegative(_:from:_:)`` of a stored cost with `extra` added at `slot` (an edit's
    /// derivative turned around, ``Tableau/moveEditedSymbol(_:edit:from:to:)``), read in place.
    /// Kept apart from the one above, which pricing calls in its inner loop: forwarding to this
    /// one cost the solver workloads 0.3–0.4 % more instructions.
    @inline(__always)
    static func isNegative(_ d: UnsafeBufferPointer<Double>, from start: Int, _ order: [Int],
                           adding extra: Double, at slot: Int) -> Bool {
        for k in order {
            let v = k == slot ? d[start + k] + extra : d[start + k]
            if v < -Tolerance.epsilon { return true }
            if v > Tolerance.epsilon { return false }
        }
        return false
    }

    /// Whether the first slot beyond tolerance, read by priority (`order`:
    /// ``Objective/slotsByPriority``), is positive (a direction that strictly worsens).
    static func isPositive(_ d: [Double], _ order: [Int]) -> Bool {
        for k in order {
            if d[k] > Tolerance.epsilon { return true }
            if d[k] < -Tolerance.epsilon { return false }
        }
        return false
    }

    /// Whether the first slot beyond tolerance, read by priority (`order`:
    /// ``Objective/slotsByPriority``), is negative (a direction that strictly improves).
    @inline(__always)
    static func isNegative(_ d: [Double], _ order: [Int]) -> Bool {
        for k in order {
            if d[k] < -Tolerance.epsilon { return true }
            if d[k] > Tolerance.epsilon { return false }
        }
        return false
    }
}
