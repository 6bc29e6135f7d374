/// Lazy rows: their dependency order, their expansion into reduced rows, and the evaluation
/// of their values after the simplex moved the symbols they name.
extension Tableau {
    /// The basic symbols reachable from `seeds` through lazy rows, each after every symbol
    /// whose row names it (a topological order of the DAG the lazy rows form). `leaf`, if
    /// given, is neither listed nor followed.
    mutating func lazyTopologicalOrder(from seeds: [Int32], leaf: Int32 = -1) -> [Int32] {
        rowStore.nextEpoch()
        // Iterative DFS; `stamps` marks rows already visited (by row index).
        var postorder: [Int32] = []
        var stack: [(symbol: Int32, next: Int)] = []
        for seed in seeds where seed != leaf {
            let r = symbols.rowOf[Int(seed)]
            guard r >= 0, rowStore.stamps[Int(r)] != rowStore.epoch else { continue }
            rowStore.stamps[Int(r)] = rowStore.epoch
            stack.append((seed, 0))
            while let top = stack.last {
                let row = symbols.rowOf[Int(top.symbol)]
                let lazy = isLazy(row)
                if lazy, top.next < rowStore.rows[Int(row)].symbols.count {
                    stack[stack.count - 1].next += 1
                    let child = rowStore.rows[Int(row)].symbols[top.next]
                    let cr = symbols.rowOf[Int(child)]
                    if cr >= 0, child != leaf, rowStore.stamps[Int(cr)] != rowStore.epoch {
                        rowStore.stamps[Int(cr)] = rowStore.epoch
                        stack.append((child, 0))
                    }
                } else {
                    postorder.append(top.symbol)
                    stack.removeLast()
                }
            }
        }
        return postorder.reversed()
    }

    /// The terms rewritten over parametric symbols only: basic symbols are replaced by their
    /// rows, lazy rows followed through in topological order so each is expanded once.
    /// `leaf`, if given, is kept as a term and not expanded, even if basic.
    mutating func expand(_ terms: [(Int32, Double)], keeping leaf: Int32 = -1) -> ([Int32], [Double]) {
        // Each symbol met has a place in `touched` and `sums`, found through `cellSlot` (1 + the
        // place, all zero again on return): the scratch is as long as the expansion, not as
        // the tableau (a per-symbol array of sums and one of stamps were 12 bytes a symbol).
        // The buffers are reused across calls, and the walk reads the tableau through
        // pointers: a grid's cell expands about a dozen symbols, and allocations, retains of
        // the rows' arrays and access checks on captured buffers were most of its cost.
        var expansion = rowStore.expansion
        rowStore.expansion = Expansion()
        defer { rowStore.expansion = expansion }
        expansion.begin()
        let rows = rowStore.rows
        rowStore.cellSlot.withUnsafeMutableBufferPointer { cellSlot in
            self.symbols.rowOf.withUnsafeBufferPointer { rowOf in
                rows.withUnsafeBufferPointer { rows in
                    for (s, c) in terms { expansion.add(s, c, leaf: leaf, cellSlot, rowOf, rows) }
                    // Basics are substituted highest rank first (``Row/rank``), so each is
                    // substituted once and only if its coefficient is still non-zero: terms that
                    // cancel (a cell's top and its row's top) are never followed up the chain of
                    // definitions behind them.
                    while let b = expansion.queue.popMax() {
                        let k = Int(cellSlot[Int(b)]) - 1
                        let c = expansion.sums[k]
                        guard c != 0 else { continue }
                        expansion.sums[k] = 0
                        let row = rows[Int(rowOf[Int(b)])]
                        row.symbols.withUnsafeBufferPointer { rowSymbols in
                            row.coefficients.withUnsafeBufferPointer { rowCoefficients in
                                for j in rowSymbols.indices {
                                    expansion.add(rowSymbols[j], c * rowCoefficients[j], leaf: leaf, cellSlot, rowOf, rows)
                                }
                            }
                        }
                    }
                }
            }
        }
        var symbols: [Int32] = []
        var coefficients: [Double] = []
        // At most every touched symbol: one allocation each, where appending grew them step by step.
        symbols.reserveCapacity(expansion.touched.count)
        coefficients.reserveCapacity(expansion.touched.count)
        for k in expansion.touched.indices {
            let s = expansion.touched[k]
            rowStore.cellSlot[Int(s)] = 0
            guard self.symbols.rowOf[Int(s)] < 0 || s == leaf else { continue }
            let c = expansion.sums[k]
            if abs(c) >= Tolerance.epsilon {
                symbols.append(s)
                coefficients.append(c)
            }
        }
        return (symbols, coefficients)
    }

    /// Rewrites a lazy row over parametric symbols only.
    mutating func reduceRow(_ r: Int32) {
        let row = rowStore.rows[Int(r)]
        // A row already over parametric symbols (a long definition reduced before) is left as
        // it is: expanding it would rebuild every cell for nothing.
        var namesBasic = false
        for s in row.symbols where symbols.rowOf[Int(s)] >= 0 { namesBasic = true; break }
        guard namesBasic else {
            lazyStructureChanged(seeding: row.basic)
            return
        }
        var terms: [(Int32, Double)] = []
        for k in row.symbols.indices { terms.append((row.symbols[k], row.coefficients[k])) }
        let (symbols, coefficients) = expand(terms)
        unindexRow(r)
        rowStore.rowsVersion &+= 1
        rowStore.rows[Int(r)].symbols = symbols
        rowStore.rows[Int(r)].coefficients = coefficients
        enterCells(of: r)
        lazyStructureChanged(seeding: row.basic)
    }

    /// Recomputes the values of the lazy basics, in dependency order.
    ///
    /// With a valid order (nothing but values changed), every lazy row is evaluated in one flat
    /// pass. After lazy rows were added or rewritten, rebuilding the order costs a walk of all
    /// of them, so unless many symbols changed only the rows downstream of the changed ones
    /// (``lazySeeds``) are found, put in order and evaluated: a cell moved in a grid of 10⁵
    /// views evaluates its own rows, not the grid's.
    mutating func evaluateLazy() {
        // With the order at hand the flat pass is cheap per row: it takes every change but a
        // small one made by replacing constraints in place (edits spread along their rows: an
        // edited chain moves every view after the edit). Without the order, any change that
        // is not a large share of the rows is followed from its seeds.
        let flat: Bool
        if evaluation.lazyOrderValid {
            flat = !evaluation.replacedInPlace
                || evaluation.lazySeeds.count * Self.incrementalEvaluationShareWithOrder > rowStore.rows.count
        } else {
            flat = evaluation.lazySeeds.count * Self.incrementalEvaluationShare > rowStore.rows.count
        }
        evaluation.replacedInPlace = false
        if !settings.alwaysEvaluatesIncrementally, flat {
            evaluation.lazySeeds.removeAll()
            evaluateAllLazy()
        } else {
            evaluateAffectedLazy()
        }
        evaluation.lazyValuesValid = true
    }

    /// Incremental evaluation is tried while fewer symbols than rows / this changed.
    static let incrementalEvaluationShare = 4
    /// While the flat pass's order is valid, after constraints replaced in place
    /// (``LazyEvaluation/replacedInPlace``), incremental evaluation is tried while fewer
    /// symbols than rows / this changed: a spacing changed in a tree of 10,000 leaves changed
    /// a few dozen values and the flat pass read all 45,000 lazy rows.
    static let incrementalEvaluationShareWithOrder = 64

    private mutating func evaluateAllLazy() {
        if !evaluation.lazyOrderValid {
            var seeds: [Int32] = []
            for r in rowStore.rows.indices where rowStore.rows[r].basic >= 0 && isLazy(Int32(r)) {
                seeds.append(rowStore.rows[r].basic)
            }
            // Dependencies first: the reverse of the topological order.
            evaluation.lazyOrder = lazyTopologicalOrder(from: seeds).reversed().map { symbols.rowOf[Int($0)] }
            evaluation.lazyOrderValid = true
        }
        // One pass with every array held open: an edit of a row of views evaluates every
        // position, and going through `rowValue` and the array accessors per row cost far more
        // than the arithmetic of a short row. The arrays it only reads are handed over
        // as arguments, which borrows them (held open in a closure that writes other fields,
        // each was retained and released, a sizeable part of the pass on an edit tick).
        Self.evaluate(evaluation.lazyOrder, rowStore.rows, symbols.lazyEligible, &symbols.value, &symbols.dirty)
    }

    /// Evaluates the lazy rows of `order` (in that order) into `values`; each basic whose value
    /// changed is inserted into `changed`. A lazy basic is an external (``lazyEligible``), so
    /// each changed one is reported.
    private static func evaluate(_ order: [Int32], _ rows: [Row], _ lazyEligible: [Bool],
                                 _ values: inout [Double], _ changed: inout SymbolList) {
        order.withUnsafeBufferPointer { order in
            rows.withUnsafeBufferPointer { rows in
                lazyEligible.withUnsafeBufferPointer { lazyEligible in
                    values.withUnsafeMutableBufferPointer { values in
                        changed.inserting { changed in
                            for r in order {
                                let basic = Int(rows[Int(r)].basic)
                                guard basic >= 0, lazyEligible[basic] else { continue }
                                let v = rows[Int(r)].symbols.withUnsafeBufferPointer { symbols in
                                    rows[Int(r)].coefficients.withUnsafeBufferPointer { coefficients in
                                        var v = 0.0
                                        for k in 0..<symbols.count { v += coefficients[k] * values[Int(symbols[k])] }
                                        return v
                                    }
                                }
                                if v.bitPattern != values[basic].bitPattern {
                                    values[basic] = v
                                    changed.insert(Int32(basic))
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Evaluates the lazy rows that depend, through lazy rows, on a seed whose value changed
    /// (or are a seed's own row), and only as far as values change: a row none of whose
    /// symbols changed keeps its value, and what depends on it is not visited. A container
    /// whose constraints were replaced but whose frame stays where it was re-evaluates its own
    /// rows, not the 10⁵ views defined through it.
    ///
    /// Rows are evaluated lowest rank first (``Row/rank`` rises along every chain of
    /// definitions when it is exact). A stale rank may evaluate a row before one it depends on;
    /// the row is then queued again when that one changes, so the result is the same, at the
    /// cost of a second evaluation. Stale ranks in an unlucky shape could make that many
    /// evaluations, so past twice as many as there are rows (``incrementalEvaluationLimit``
    /// in tests) the rest is left to one pass over every lazy row in topological order.
    private mutating func evaluateAffectedLazy() {
        var heap = MinHeap<Int64>()
        func enqueue(_ r: Int32, _ t: inout Tableau) {
            guard !t.evaluation.queuedForEvaluation[Int(r)] else { return }
            t.evaluation.queuedForEvaluation[Int(r)] = true
            heap.push(Int64(t.rowStore.rows[Int(r)].rank) << 32 | Int64(r))
        }
        let seeds = Array(evaluation.lazySeeds.members)
        evaluation.lazySeeds.removeAll()
        for s in seeds {
            let own = symbols.rowOf[Int(s)]
            if own >= 0, isLazy(own) { enqueue(own, &self) }
            for r in liveColumn(s) where isLazy(r) { enqueue(r, &self) }
        }
        // With the order valid the flat pass is at hand: a change that spreads past a 256th of
        // the rows (a box grown at the top of a list moves every row below) goes to it early.
        let limit = settings.incrementalEvaluationLimit
            ?? (evaluation.lazyOrderValid && !settings.alwaysEvaluatesIncrementally
                ? rowStore.rows.count / 256 + 64 : 2 * rowStore.rows.count + 64)
        var evaluations = 0
        while let key = heap.popMin() {
            let r = Int32(truncatingIfNeeded: key)
            // Out of the queue: a later change to one of its symbols queues it again.
            evaluation.queuedForEvaluation[Int(r)] = false
            evaluations += 1
            if evaluations > limit {
                while let rest = heap.popMin() { evaluation.queuedForEvaluation[Int(Int32(truncatingIfNeeded: rest))] = false }
                evaluateAllLazy()
                return
            }
            let basic = rowStore.rows[Int(r)].basic
            let v = rowValue(r)
            guard v.bitPattern != symbols.value[Int(basic)].bitPattern else { continue }
            symbols.value[Int(basic)] = v
            markDirty(basic)
            for dependent in liveColumn(basic) where isLazy(dependent) { enqueue(dependent, &self) }
        }
    }

    /// The value of row `r`'s right-hand side for the current symbol values.
    @inline(__always)
    func rowValue(_ r: Int32) -> Double {
        rowStore.rows[Int(r)].symbols.withUnsafeBufferPointer { symbols in
            rowStore.rows[Int(r)].coefficients.withUnsafeBufferPointer { coefficients in
                self.symbols.value.withUnsafeBufferPointer { values in
                    var v = 0.0
                    for k in 0..<symbols.count { v += coefficients[k] * values[Int(symbols[k])] }
                    return v
                }
            }
        }
    }

    /// Recomputes the reduced basics' values from their rows, so that incremental updates do
    /// not accumulate rounding error.
    mutating func refreshValues() {
        for r in rowStore.rows.indices where rowStore.rows[r].basic >= 0 && !isLazy(Int32(r)) {
            let row = rowStore.rows[r]
            var v = 0.0
            for k in row.symbols.indices { v += row.coefficients[k] * symbols.value[Int(row.symbols[k])] }
            if v.bitPattern != symbols.value[Int(row.basic)].bitPattern {
                symbols.value[Int(row.basic)] = v
                markDirty(row.basic)
                seedLazy(row.basic)
            }
        }
        statistics.stepsAtRefresh = statistics.stepCount
        evaluation.lazyValuesValid = false
    }
}
