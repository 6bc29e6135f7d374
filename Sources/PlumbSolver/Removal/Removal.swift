/// Taking a marker out of the tableau when its constraint is removed.
extension Tableau {
    /// Takes a marker out of the tableau (Cassowary's removal: make it basic, drop its row).
    mutating func eliminate(_ m: Int32) {
        if rerootDefinition(m) { return }
        while symbols.rowOf[Int(m)] < 0 {
            let column = liveColumn(m)
            var chosen: Int32 = -1
            var chosenLazy = false
            var chosenSize = Int.max
            var chosenBasic = Int32.max
            for r in column {
                let lazy = isLazy(r)
                let size = rowStore.rows[Int(r)].symbols.count
                let basic = rowStore.rows[Int(r)].basic
                // Prefer a lazy row (the constraint's own definition), then the shortest row.
                let better: Bool
                if chosen < 0 {
                    better = true
                } else if lazy != chosenLazy {
                    better = lazy
                } else if size != chosenSize {
                    better = size < chosenSize
                } else {
                    better = basic < chosenBasic
                }
                if better {
                    chosen = r; chosenLazy = lazy; chosenSize = size; chosenBasic = basic
                }
            }
            if chosen < 0 {
                rowStore.columns[Int(m)] = []
                symbols.freeMarkers.append(m)
                return
            }
            if chosenLazy {
                // Reducing the definition row may cancel the marker out of it (the variable
                // is determined by other constraints too); then choose again.
                reduceRow(chosen)
                // The leaving variable becomes parametric at its current value, which its
                // reduced row gives directly (no need to evaluate every lazy row).
                setValue(rowStore.rows[Int(chosen)].basic, rowValue(chosen))
                if position(chosen, m) == nil { continue }
            }
            pivot(entering: m, row: chosen, reduced: chosenLazy)
        }
        let r = symbols.rowOf[Int(m)]
        guard r >= 0 else { return }
        // Lazy rows may still name the marker: give them its row.
        for other in liveColumn(m) where other != r {
            substitute(m, inRow: other, by: r)
            lazyStructureChanged(seeding: rowStore.rows[Int(other)].basic)
        }
        deleteRow(r)
        rowStore.columns[Int(m)] = []
        lazyStructureChanged()
        symbols.freeMarkers.append(m)
    }

    /// Removes marker `m` in time proportional to the definitions between two rows, when `m`
    /// is named by exactly two lazy rows: a definition `x = a·m + rest` and another row
    /// `y = b·m + R` over parametric symbols only, where `rest` leads back to `y`.
    ///
    /// This is what cutting a long chain looks like (removing the link `x₍ₖ₊₁₎ = xₖ + wₖ + 8`
    /// of a row of views whose far end is held by a budget row `y = … + m + R` that lives in a
    /// lazy definition). Cassowary's removal would reduce the definition, expanding `y`'s whole
    /// row into it, and then drop the old row: O(length of the chain) per cut, quadratic for
    /// cutting every other link. Here, with `m = (x − rest)/a` and `rest = e·y + E′` expanded
    /// everywhere except through `y`, the other row reads `y·(1 + b·e/a) = (b/a)·(x − E′) + R`.
    /// When `1 + b·e/a` is 0 the row no longer determines `y` but `x`: it is re-rooted in place,
    /// `x = E′ − (a/b)·R`, `y` becomes parametric at its current value, and the definition row
    /// is dropped. Otherwise (or if the shape differs) nothing is changed and the caller falls
    /// back to the general removal.
    mutating func rerootDefinition(_ m: Int32) -> Bool {
        let column = liveColumn(m)
        guard column.count == 2, isLazy(column[0]), isLazy(column[1]) else { return false }
        return reroot(m, definition: column[0], other: column[1])
            || reroot(m, definition: column[1], other: column[0])
    }

    private mutating func reroot(_ m: Int32, definition d: Int32, other l: Int32) -> Bool {
        for s in rowStore.rows[Int(l)].symbols where symbols.rowOf[Int(s)] >= 0 { return false }
        guard let pd = position(d, m), let pl = position(l, m) else { return false }
        let a = rowStore.rows[Int(d)].coefficients[Int(pd)]
        let b = rowStore.rows[Int(l)].coefficients[Int(pl)]
        let x = rowStore.rows[Int(d)].basic
        let y = rowStore.rows[Int(l)].basic
        var rest: [(Int32, Double)] = []
        for k in rowStore.rows[Int(d)].symbols.indices where rowStore.rows[Int(d)].symbols[k] != m {
            rest.append((rowStore.rows[Int(d)].symbols[k], rowStore.rows[Int(d)].coefficients[k]))
        }
        let (symbols, coefficients) = expand(rest, keeping: y)
        var e = 0.0
        for k in symbols.indices where symbols[k] == y { e = coefficients[k] }
        guard abs(1 + b / a * e) < Tolerance.epsilon else { return false }
        // `y` leaves at its current value, which its row (over parametric symbols) gives.
        rowStore.rowsVersion &+= 1
        setValue(y, rowValue(l))
        deleteRow(d)
        removeCell(l, at: pl)
        let factor = -a / b
        if factor != 1 {
            rowStore.rows[Int(l)].coefficients.withUnsafeMutableBufferPointer { coefficients in
                for k in 0..<coefficients.count { coefficients[k] *= factor }
            }
        }
        for k in symbols.indices where symbols[k] != y { addToCell(l, symbols[k], coefficients[k]) }
        rowStore.rows[Int(l)].basic = x
        rowStore.rows[Int(l)].rank = rank(ofSymbolsIn: l)
        self.symbols.rowOf[Int(x)] = l
        self.symbols.rowOf[Int(y)] = -1
        pushCandidate(y)
        lazyStructureChanged(seeding: x)
        rowStore.columns[Int(m)] = []
        self.symbols.freeMarkers.append(m)
        return true
    }
}

/// Removing many constraints at once: a detached subtree's constraints form a component of
/// the tableau of their own, and dropping that component's rows is linear in its size, where
/// eliminating marker after marker re-expands the rows each time (quadratic for a grid).
extension Tableau {
    /// Removes `group` (constraints in the tableau; others are ignored). Members that share a
    /// variable with a constraint outside the group are removed one at a time first; the rest
    /// hold every reference to their variables, so they describe a separate sub-problem, and
    /// if the tableau keeps them apart too (no row mixes their symbols with others) their rows
    /// are dropped whole. The cost of the remaining problem is a sum over symbols, none of
    /// whose rows change, so the remaining solution stays feasible and optimal. Otherwise (a
    /// row still mixes the two, as rounding can leave) the rest go one at a time as well.
    mutating func remove(group: [Constraint]) {
        // Members by their index in `group`, beside their records: lists of (constraint,
        // record) pairs retained and released every constraint of a detached grid twice more,
        // each a cache miss on an object nothing else touches here.
        var members: [(index: Int32, record: Record)] = []
        members.reserveCapacity(group.count)
        var touched: [Int32] = []
        for i in group.indices {
            guard let record = records[group[i]]?.record else { continue }
            members.append((Int32(i), record))
            Self.forEachVariable(of: record, markers.spans, markers.symbolPool) { s in
                if self.symbols.groupCount[Int(s)] == 0 { touched.append(s) }
                self.symbols.groupCount[Int(s)] += 1
            }
        }
        defer { for s in touched { symbols.groupCount[Int(s)] = 0 } }

        var inner: [(index: Int32, record: Record)] = []
        inner.reserveCapacity(members.count)
        for member in members {
            var crossing = false
            Self.forEachVariable(of: member.record, markers.spans, markers.symbolPool) { s in
                if self.symbols.references[Int(s)] > self.symbols.groupCount[Int(s)] { crossing = true }
            }
            if crossing {
                Self.forEachVariable(of: member.record, markers.spans, markers.symbolPool) { s in self.symbols.groupCount[Int(s)] -= 1 }
                remove(group[Int(member.index)])
            } else {
                inner.append(member)
            }
        }
        guard !inner.isEmpty else { return }

        // The component's symbols: its variables (counter > 0) and its markers (marked 1).
        var symbols: [Int32] = []
        for s in touched where self.symbols.groupCount[Int(s)] > 0 { symbols.append(s) }
        for member in inner {
            if case .marker(let m) = member.record, self.symbols.groupCount[Int(m)] == 0 {
                self.symbols.groupCount[Int(m)] = 1
                touched.append(m)
                symbols.append(m)
            }
        }
        guard isSeparate(symbols) else {
            for member in inner { remove(group[Int(member.index)]) }
            return
        }
        for member in inner {
            records.remove(group[Int(member.index)])
            // Moved costs stay inside the component (the equalities they followed are in it).
            if !forwarding.isEmpty { forwarding.forget(group[Int(member.index)]) }
        }
        // No row outside the component names its symbols, so no other reduced cost changes:
        // nothing is pushed for the optimiser (a detached grid of 10⁵ views would have it pop
        // half a million symbols that no longer price anything).
        for s in symbols where self.symbols.rowOf[Int(s)] >= 0 { deleteRow(self.symbols.rowOf[Int(s)], repricing: false) }
        var forgotten: [Int32] = []
        for s in symbols {
            let i = Int(s)
            // A stored reduced cost of a symbol still queued must not outlive its costs.
            pricing.priced[i] = false
            self.symbols.attachments[i] = []
            attachmentsChanged(s)
            refreshBounds(s)
            self.symbols.pieceLower[i] = -.infinity
            self.symbols.pieceUpper[i] = .infinity
            clearSlope(of: i)
            self.symbols.references[i] = 0
            rowStore.columns[i] = []
            if self.symbols.kinds[i] == .marker {
                forgotten.append(s)
                self.symbols.freeMarkers.append(s)
            } else {
                self.symbols.unnamedVariables.append(s)
            }
        }
        markers.forget(forgotten)
        lazyStructureChanged()
        needsOptimize = true
        constraintsChanged = true
    }

    /// Whether no row mixes `symbols` (those with a nonzero `groupCount`) with other symbols.
    private func isSeparate(_ symbols: [Int32]) -> Bool {
        for s in symbols {
            let r = self.symbols.rowOf[Int(s)]
            if r >= 0 {
                for t in rowStore.rows[Int(r)].symbols where self.symbols.groupCount[Int(t)] == 0 { return false }
            }
            // The column as it is, stale entries included: only an entry whose row belongs to
            // another basic needs the row looked up (filtering the whole column first read
            // every row of the component a second time, and wrote the column back).
            for r in rowStore.columns[Int(s)] {
                let b = rowStore.rows[Int(r)].basic
                if b >= 0, self.symbols.groupCount[Int(b)] == 0, position(r, s) != nil { return false }
            }
        }
        return true
    }

    /// Calls `body` with each variable symbol a record names. Static, with the markers' arrays
    /// passed in, so that a `body` that writes to the tableau does not make Swift copy it (a
    /// method call would hold `self`, and the write would copy a whole per-symbol array each
    /// time).
    private static func forEachVariable(
        of record: Record, _ spans: [ExpressionMarkers.Span], _ symbolPool: [Int32], _ body: (Int32) -> Void
    ) {
        switch record {
        case .constant: return
        case .single(let s): body(s)
        case .marker(let m): ExpressionMarkers.forEachSymbol(of: m, spans: spans, symbolPool: symbolPool, body)
        }
    }
}
