/// A bounded simplex tableau with piecewise-linear, lexicographic costs.
///
/// Symbols are dense `Int32` ids indexing per-symbol arrays. Every symbol has a value; a basic
/// symbol's value is its row applied to the others. Parametric symbols may sit at any value
/// allowed by their bounds, so positions in a row of views stay parametric and rows stay short.
/// `columns[s]` lists the rows that may hold `s` (stale entries are filtered through
/// ``CellIndex``), so a pivot touches only the rows that hold the entering symbol.
///
/// Optional priorities are objective *slots* (slot k for the k-th highest priority, slot 0
/// unused); a reduced cost is a vector over slots compared lexicographically, so no amount of
/// lower-level cost buys any higher-level cost.
struct Tableau {
    /// Symbols: kinds, values, bounds, attachments, where each is basic.
    var symbols = SymbolTable()
    /// Rows, the cell index and columns.
    var rowStore = RowStore()
    /// The rows evaluated on demand.
    var evaluation = LazyEvaluation()
    /// Priority levels and each symbol's slopes.
    var objective = Objective()
    /// Reduced costs and columns kept between simplex steps.
    var pricing = PricingCache()
    /// Counters of the work done.
    var statistics = TableauStatistics()
    /// Strategy choices, fixed when the solver is made.
    let settings: TableauSettings
    var records = HeldRecords()
    /// The marker of each distinct normalised multi-variable expression, and back.
    var markers = ExpressionMarkers()
    /// Each edit variable's edit constraint, by identity, and symbol: plain values, so that a
    /// suggestion's lookup retains nothing (the constraints themselves are in `editConstraints`).
    var edits = IdentityMap<(constraint: ObjectIdentifier, symbol: Int32)>()
    /// Each edit variable's edit constraint, for its removal.
    var editConstraints = IdentityMap<Constraint>()
    /// Optional costs kept on the variable a required equality makes theirs follow.
    var forwarding = CostForwarding()
    var needsOptimize = false
    /// Whether constraints were added or removed since the last optimisation.
    var constraintsChanged = false
    /// The order of the current optimisation: Bland's rule on the symbol ids, ascending
    /// (oldest first) or descending (newest first). Either order is a fixed order of the
    /// symbols, which is what keeps degenerate steps from cycling, as long as the entering and
    /// the leaving choices use the same one. After additions and removals the newest symbols
    /// go first: they belong to the constraints just added, the innermost stack of a nested
    /// layout, so pivots stay in the group being built instead of walking a change through
    /// its ancestors (same optima, much faster nested builds: Docs/benchmarks-log.md).
    /// Edits alone keep the ascending order (edit ticks are slower newest first).
    var entersNewestFirst = false
    var journal: Journal? = nil
    /// The deadline of the simplex's loops (``Solver/deadline``); nil: none.
    var interruption: Interruption?
    /// Where in a row the next exchange starts looking (``exchange(basicOf:for:moving:)``).
    var exchangeScanStart = 0
    /// The ``TableauStatistics/pieceSwitches`` count at which this optimisation stops switching
    /// pieces and pivots instead (one per row, plus 64, from its start).
    var pieceSwitchLimit = 0
    /// The basics this optimisation has switched to another piece: each switches once, then
    /// pivots. Switched back and forth, two basics of a tree's final optimisation took 14,000
    /// switches between them (tree_d4_f8: 3,922 → 66,416 steps) before the limit stopped them.
    var switchedBasics = Set<Int32>()
    /// While constraints are replaced (``Solver/replacingConstraints(_:)``), the markers whose
    /// last constraint left, kept for a constraint added on the same expression; nil otherwise.
    var keptMarkers: [Int32]? = nil

    init(settings: TableauSettings = TableauSettings()) {
        self.settings = settings
    }

    /// Where symbol `s`'s slots start in `slopes`, `risingCost` and `fallingCost`, less one:
    /// slot k (k ≥ 1) is at `costBase(s) + k`.
    @inline(__always)
    func costBase(_ s: Int) -> Int { Self.costBase(s, objective.stride) }

    @inline(__always)
    static func costBase(_ s: Int, _ stride: Int) -> Int { s * (stride - 1) - 1 }

    /// Sets every slot of symbol `i`'s slope to zero; returns ``costBase(_:)``(i).
    @inline(__always) @discardableResult
    mutating func clearSlope(of i: Int) -> Int {
        let base = costBase(i)
        for k in 1..<objective.stride { objective.slopes[base + k] = 0 }
        objective.slopeSupport[i] = 0
        return base
    }

    // MARK: Symbols

    /// Appends `n` zeros: one by one for the few slots of the usual stride (the generic
    /// `append(contentsOf: repeatElement(…))` took about 130 instructions for one or two, three
    /// times per new symbol), at once for the wide vectors of many priority levels.
    @inline(__always)
    static func appendZeros(_ array: inout [Double], _ n: Int) {
        if n <= 8 {
            for _ in 0..<n { array.append(0) }
        } else {
            array.append(contentsOf: repeatElement(0, count: n))
        }
    }

    mutating func newSymbol(_ kind: SymbolKind) -> Int32 {
        // A slot is reused by a symbol of its own kind only: a marker's slot stays excluded
        // from the list of changes to report (``SymbolList/addSymbol(excluded:)``).
        if let s = kind == .marker ? symbols.freeMarkers.popLast() : symbols.freeExternals.popLast() {
            let i = Int(s)
            symbols.value[i] = 0
            symbols.lower[i] = -.infinity
            symbols.upper[i] = .infinity
            symbols.pieceLower[i] = -.infinity
            symbols.pieceUpper[i] = .infinity
            clearSlope(of: i)
            symbols.attachments[i] = []
            symbols.lazyEligible[i] = kind == .external
            rowStore.rowsVersion &+= 1
            symbols.rowOf[i] = -1
            rowStore.columns[i] = []
            rowStore.columnLimit[i] = RowStore.minimumColumnLimit
            pricing.priced[i] = false
            symbols.references[i] = 0
            return s
        }
        let s = Int32(symbols.kinds.count)
        symbols.kinds.append(kind)
        symbols.value.append(0)
        symbols.lower.append(-.infinity)
        symbols.upper.append(.infinity)
        symbols.pieceLower.append(-.infinity)
        symbols.pieceUpper.append(.infinity)
        Self.appendZeros(&objective.slopes, objective.stride - 1)
        objective.slopeSupport.append(0)
        symbols.attachments.append([])
        symbols.lazyEligible.append(kind == .external)
        symbols.rowOf.append(-1)
        rowStore.columns.append([])
        rowStore.columnLimit.append(RowStore.minimumColumnLimit)
        symbols.variableOf.append(nil)
        symbols.dirty.addSymbol(excluded: kind != .external)
        symbols.reported.append(0)
        rowStore.cellSlot.append(0)
        pricing.priced.append(false)
        Self.appendZeros(&pricing.risingCost, objective.stride - 1)
        Self.appendZeros(&pricing.fallingCost, objective.stride - 1)
        pricing.movable.append(0)
        symbols.references.append(0)
        symbols.groupCount.append(0)
        evaluation.lazySeeds.addSymbol()
        return s
    }

    /// Lets every variable of ``unnamedVariables`` that nothing names any longer leave the
    /// tableau, its slot given to the next new variable: no record, edit or marker (its
    /// reference count is 0), no row, attachment or live column entry. Without this a solver
    /// kept every variable it ever saw: a screen that adds and removes views grew its root's
    /// solver by four symbols per view, forever.
    mutating func releaseUnnamedVariables() {
        var pending = take(&symbols.unnamedVariables)
        defer {
            pending.removeAll(keepingCapacity: true)
            swap(&symbols.unnamedVariables, &pending)
        }
        for s in pending {
            let i = Int(s)
            // A variable named again since, or listed twice, stays.
            guard symbols.references[i] == 0, symbols.rowOf[i] < 0, symbols.attachments[i].isEmpty,
                  let variable = symbols.variableOf[i], liveColumn(s).isEmpty else { continue }
            symbols.symbolOf.remove(variable.id)
            symbols.variableOf[i] = nil
            rowStore.columns[i] = []
            symbols.freeExternals.append(s)
        }
    }

    mutating func symbol(for variable: Variable) -> Int32 {
        if let s = symbols.symbolOf[variable.id] { return s }
        let s = newSymbol(.external)
        symbols.variableOf[Int(s)] = variable
        symbols.symbolOf.set(s, for: variable.id)
        // Reported at the next update whatever its value: a variable that left the solver and
        // comes back must not pass for unchanged because its new slot starts at 0.
        symbols.reported[Int(s)] = .nan
        symbols.dirty.insert(s)
        return s
    }

    /// The objective slot of an optional priority, creating the level if needed.
    mutating func slot(for priority: Double) -> Int {
        var lo = 0
        var hi = objective.levels.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if objective.levels[mid] > priority { lo = mid + 1 } else { hi = mid }
        }
        if lo < objective.levels.count, objective.levels[lo] == priority { return objective.slotsByPriority[lo] }
        // A new level takes the next unused slot: every stored slope and reduced cost is zero
        // there, which is exact until an attachment at the new level arrives (its caller prices
        // what that changes, as for a level that already existed).
        let newSlot = objective.levels.count + 1
        objective.levels.insert(priority, at: lo)
        objective.slotsByPriority.insert(newSlot, at: lo)
        guard newSlot >= objective.stride else { return newSlot }
        let exact = newSlot + 1
        widenCostVectors(to: exact <= Objective.denseStride ? exact : max(exact, 2 * objective.stride - 1))
        return lo + 1
    }

    /// Gives every symbol's slope and stored reduced costs `stride - 1` slots, and numbers the
    /// slots by priority again (the level of rank r takes slot r + 1; attachments follow), the
    /// new ones zero. Up to ``Objective/denseStride`` the width is exact (every slot is walked
    /// there: a spare one would cost a tree of three levels 2 % more instructions), and with two
    /// levels the two-level paths of pricing (`stride == 3`) find the higher in slot 1; beyond,
    /// it doubles, so a long run of new levels re-lays the arrays out a few times rather than
    /// once per level.
    private mutating func widenCostVectors(to stride: Int) {
        let oldStride = objective.stride
        let count = symbols.kinds.count
        // renumbered[old slot] = new slot.
        var renumbered = [Int](repeating: 0, count: objective.levels.count + 1)
        for (rank, slot) in objective.slotsByPriority.enumerated() { renumbered[slot] = rank + 1 }
        for s in 0..<count {
            for a in symbols.attachments[s].indices where symbols.attachments[s][a].slot > 0 {
                symbols.attachments[s][a].slot = renumbered[symbols.attachments[s][a].slot]
            }
        }
        objective.slotsByPriority = Array(1...objective.levels.count)
        // Groups of 2^shift slots, at most 64 of them.
        var shift = 0
        while (stride - 2) >> shift >= 64 { shift += 1 }
        objective.supportShift = shift
        // A slope's support follows its non-zero slots, which the renumbering moves.
        objective.slopes = objective.slopeSupport.withUnsafeMutableBufferPointer { support in
            Self.widened(objective.slopes, count, from: oldStride, to: stride, renumbered,
                         support: support, shift: shift)
        }
        pricing.risingCost = Self.widened(pricing.risingCost, count, from: oldStride, to: stride, renumbered)
        pricing.fallingCost = Self.widened(pricing.fallingCost, count, from: oldStride, to: stride, renumbered)
        objective.stride = stride
    }

    /// `old`'s vectors of `count` symbols, `oldStride - 1` slots each, laid out again with
    /// `stride - 1` slots, old slot k moved to `renumbered[k]`, the others zero. Written in one
    /// pass per symbol (these arrays hold symbols × levels: 10,000 arranged views centring
    /// equally have 70,000 symbols and 100 levels, and zeroing the whole array first, then
    /// copying into it, was a fifth of their layout).
    private static func widened(_ old: [Double], _ count: Int, from oldStride: Int, to stride: Int,
                                _ renumbered: [Int],
                                support: UnsafeMutableBufferPointer<UInt64>? = nil, shift: Int = 0) -> [Double] {
        let oldWidth = oldStride - 1, width = stride - 1
        return [Double](unsafeUninitializedCapacity: count * width) { new, initialized in
            initialized = 0
            guard let start = new.baseAddress else { return }
            old.withUnsafeBufferPointer { old in
                renumbered.withUnsafeBufferPointer { renumbered in
                    for s in 0..<count {
                        let vector = start + s * width
                        vector.initialize(repeating: 0, count: width)
                        var bits: UInt64 = 0
                        for k in 1..<oldStride {
                            let value = old[s * oldWidth + k - 1]
                            guard value != 0 else { continue }
                            let slot = renumbered[k]
                            vector[slot - 1] = value
                            if support != nil { bits |= Objective.supportBit(of: slot, shift: shift) }
                        }
                        support?[s] = bits
                    }
                }
            }
            initialized = count * width
        }
    }

    @inline(__always)
    mutating func markDirty(_ s: Int32) {
        symbols.dirty.insert(s)
    }

    @inline(__always)
    mutating func setValue(_ s: Int32, _ v: Double) {
        let i = Int(s)
        if journal != nil { journal?.values.append((s, symbols.value[i])) }
        symbols.value[i] = v
        markDirty(s)
        seedLazy(s)
    }

    /// `setValue(j, vj)`, then each reduced basic of `column` moved by its coefficient ×
    /// `delta`: a simplex step's update of values, with the arrays held open once (a call of
    /// ``setValue(_:_:)`` per symbol paid four arrays' uniqueness checks each time).
    mutating func moveValues(_ j: Int32, to vj: Double, _ column: [ColumnEntry], by delta: Double) {
        guard journal == nil else {
            setValue(j, vj)
            for entry in column where !entry.lazy {
                setValue(entry.basic, symbols.value[Int(entry.basic)] + entry.coefficient * delta)
            }
            return
        }
        symbols.value.withUnsafeMutableBufferPointer { value in
            symbols.dirty.inserting { dirty in
                evaluation.lazySeeds.inserting { seeds in
                    value[Int(j)] = vj
                    dirty.insert(j)
                    seeds.insert(j)
                    for entry in column where !entry.lazy {
                        value[Int(entry.basic)] += entry.coefficient * delta
                        dirty.insert(entry.basic)
                        seeds.insert(entry.basic)
                    }
                }
            }
        }
    }

    /// Records that `s`'s value (or, for a lazy basic, its row) changed: the lazy rows that
    /// depend on it must be evaluated again.
    @inline(__always)
    mutating func seedLazy(_ s: Int32) {
        evaluation.lazySeeds.insert(s)
    }

    @inline(__always)
    mutating func journalPiece(_ s: Int32) {
        if journal != nil { journal?.pieces.append((s, symbols.pieceLower[Int(s)], symbols.pieceUpper[Int(s)])) }
    }

    /// The slope of `s`, in the reused buffer `savedSlope` (moved out: give it back after use),
    /// and its support (``Objective/slopeSupport``).
    @inline(__always)
    mutating func takeSlope(of s: Int32) -> (slope: [Double], support: UInt64) {
        var slope = take(&pricing.savedSlope)
        slope.removeAll(keepingCapacity: true)
        let base = costBase(Int(s))
        slope.append(0)
        for k in 1..<objective.stride { slope.append(objective.slopes[base + k]) }
        return (slope, objective.slopeSupport[Int(s)])
    }

    @inline(__always)
    mutating func pushCandidate(_ s: Int32) {
        pricing.priced[Int(s)] = false
        if symbols.rowOf[Int(s)] < 0 { pricing.candidates.push(s) }
    }


    // MARK: Cells

    /// Rows longer than this are in the cell index; shorter ones are scanned when a symbol is
    /// looked up, and substituted through `cellSlot`. The index is for rows of thousands of
    /// symbols (a row of views' budget row) that short rows are added into; below a few hundred,
    /// keeping every cell's move in a table of all the tableau's cells costs more than the
    /// scans it saves (measured at several thresholds on nested trees, whose rows reach a few
    /// hundred terms: Docs/benchmarks-log.md).
    static let defaultIndexedRowLength = 512

    // MARK: Rows

    /// Whether row `r` is lazy: its basic is an external with no constraint attached.
    @inline(__always)
    func isLazy(_ r: Int32) -> Bool {
        let b = Int(rowStore.rows[Int(r)].basic)
        return symbols.lazyEligible[b]
    }

    /// Call after changing `attachments[s]`.
    @inline(__always)
    mutating func attachmentsChanged(_ s: Int32) {
        rowStore.rowsVersion &+= 1
        symbols.lazyEligible[Int(s)] = symbols.kinds[Int(s)] == .external && symbols.attachments[Int(s)].isEmpty
    }

    /// The longest column a feasibility repair checks a move's safety on (see
    /// ``restoreFeasibility(_:)``).
    static let safeMoveColumnLimit = 256

    /// 1 + the largest rank of the rows of the basic symbols row `r` names.
    mutating func rank(ofSymbolsIn r: Int32) -> Int32 {
        var rank: Int32 = 1
        for s in rowStore.rows[Int(r)].symbols {
            let sr = symbols.rowOf[Int(s)]
            if sr >= 0, sr != r { rank = max(rank, rowStore.rows[Int(sr)].rank &+ 1) }
        }
        return rank
    }

    mutating func insertRow(_ row: Row) -> Int32 {
        rowStore.rowsVersion &+= 1
        let r: Int32
        if let free = rowStore.freeRows.popLast() {
            r = free
            rowStore.rows[Int(r)] = row
        } else {
            r = Int32(rowStore.rows.count)
            rowStore.rows.append(row)
            rowStore.stamps.append(0)
            evaluation.queuedForEvaluation.append(false)
        }
        rowStore.rows[Int(r)].indexed = false
        enterCells(of: r)
        symbols.rowOf[Int(row.basic)] = r
        rowStore.rows[Int(r)].rank = rank(ofSymbolsIn: r)
        if isLazy(r) { lazyStructureChanged(seeding: row.basic) }
        return r
    }

    /// Deletes row `r`. `repricing` is false only when every symbol of the row leaves the
    /// problem with it (a separate component removed whole): no remaining reduced cost changes,
    /// and pushing them would only make the next optimisation pop them all again.
    mutating func deleteRow(_ r: Int32, repricing: Bool = true) {
        rowStore.rowsVersion &+= 1
        // The basic alone, not a copy of the row (a retain of both its arrays per row).
        let basic = rowStore.rows[Int(r)].basic
        if isLazy(r) { lazyStructureChanged() }
        unindexRow(r)
        if repricing {
            for s in rowStore.rows[Int(r)].symbols {
                // The row no longer prices its symbols: their reduced costs changed.
                pushCandidate(s)
            }
            pushCandidate(basic)
        }
        // The row's slot goes back for reuse, and its columns keep `r`: a row made again in the
        // same slot with the same symbols lists `r` a second time. A column grown past its limit
        // is compacted at the next optimisation (``compactOversizedColumns()``); columns only
        // grow by repeats after a deletion, so the check is here, not at every appended cell.
        if rowStore.rows[Int(r)].symbols.count <= RowStore.checkedRowLength {
            for s in rowStore.rows[Int(r)].symbols where rowStore.columns[Int(s)].count > Int(rowStore.columnLimit[Int(s)]) {
                rowStore.oversizedColumns.append(s)
            }
        }
        symbols.rowOf[Int(basic)] = -1
        rowStore.rows[Int(r)] = Row()
        rowStore.freeRows.append(r)
    }

    /// Call after lazy rows were added, removed or rewritten; `basic`, the basic of a lazy row
    /// whose content changed, is evaluated again with its dependents.
    @inline(__always)
    mutating func lazyStructureChanged(seeding basic: Int32 = -1) {
        evaluation.lazyOrderValid = false
        evaluation.lazyValuesValid = false
        if basic >= 0 { seedLazy(basic) }
    }

    // MARK: Edit variables

    func hasEdit(_ v: Variable) -> Bool { edits[variable: v.id] != nil }

    mutating func addEdit(_ v: Variable, priority: Priority) {
        let c = Constraint(Expression(v), .equal, priority: priority)
        let s = symbol(for: v)
        _ = attach(Attachment(constraint: c, relation: .equal, target: 0,
                              slot: slot(for: priority.value), weight: 1), to: s, followingEqualities: false)
        records.set(Held(record: .single(s), order: -1), for: c)
        symbols.references[Int(s)] += 1
        edits[variable: v.id] = (ObjectIdentifier(c), s)
        editConstraints[variable: v.id] = c
        needsOptimize = true
    }

    mutating func removeEdit(_ v: Variable) {
        guard let c = editConstraints[variable: v.id] else { return }
        edits[variable: v.id] = nil
        editConstraints[variable: v.id] = nil
        remove(c)
    }

    /// Moves an edit variable's target. Feasibility is untouched (edits are optional), so the
    /// next read re-optimises from the current basis.
    /// Returns false when `v` is not an edit variable.
    @discardableResult
    mutating func suggest(_ v: Variable, _ target: Double) -> Bool {
        guard let info = edits[variable: v.id] else { return false }
        let i = Int(info.symbol)
        // By index, comparing identities: a copy of each attachment would retain its constraint.
        var found: Int?
        for n in 0..<symbols.attachments[i].count where ObjectIdentifier(symbols.attachments[i][n].constraint) == info.constraint {
            found = n
            break
        }
        guard let k = found else { return true }
        let old = symbols.attachments[i][k].target
        if old == target { return true }
        symbols.attachments[i][k].target = target
        if settings.movesEditsAlong, moveEditedSymbol(info.symbol, edit: k, from: old, to: target) { return true }
        let r = symbols.rowOf[i]
        if r >= 0 {
            let base = costBase(i)
            let (oldSlope, oldSupport) = takeSlope(of: info.symbol)
            assignPiece(info.symbol, 1)
            var changed = false
            for k in 1..<objective.stride where oldSlope[k] != objective.slopes[base + k] { changed = true }
            if changed {
                // The row's coefficients stand; only its basic's slope moved.
                repriceRow(r, oldSlope: oldSlope, oldSupport: oldSupport, pivotCoefficient: nil)
            }
            pricing.savedSlope = oldSlope
        } else {
            pushCandidate(info.symbol)
        }
        needsOptimize = true
        return true
    }

    // MARK: Values

    /// What ``CellLimit`` compares: the cells (a walk of every row), the rows in use and the
    /// slots of the three per-symbol cost vectors.
    var size: TableauSize {
        TableauSize(cells: cellCount, rows: rowStore.rows.count - rowStore.freeRows.count,
                    costSlots: 3 * symbols.kinds.count * (objective.stride - 1))
    }

    /// Whether a limit has passed before an addition starts (reading the clock, counting the
    /// cells and rows when due).
    mutating func isInterruptedBeforeAddition() -> Bool {
        guard let interruption else { return false }
        return interruption.hasPassed(iteration: 0, size: { size })
    }

    mutating func ensureOptimal() {
        guard needsOptimize else { return }
        if !rowStore.oversizedColumns.isEmpty { compactOversizedColumns() }
        if !symbols.unnamedVariables.isEmpty { releaseUnnamedVariables() }
        optimize()
        needsOptimize = false
        if statistics.stepCount - statistics.stepsAtRefresh > rowStore.rows.count + 64 { refreshValues() }
    }

    /// ``value(of:)`` of four variables at once (see ``Solver/values(of:_:_:_:)``).
    mutating func values(of a: Variable, _ b: Variable, _ c: Variable, _ d: Variable) -> (Double, Double, Double, Double) {
        let s = symbols.symbolOf.symbols(of: (a.id, b.id, c.id, d.id))
        // As ``value(of:)``: variables the solver does not know read 0 without solving.
        guard s.0 >= 0 || s.1 >= 0 || s.2 >= 0 || s.3 >= 0 else { return (0, 0, 0, 0) }
        ensureOptimal()
        if !evaluation.lazyValuesValid { evaluateLazy() }
        func read(_ s: Int32) -> Double { s >= 0 ? symbols.value[Int(s)] : 0 }
        return (read(s.0), read(s.1), read(s.2), read(s.3))
    }

    mutating func value(of v: Variable) -> Double {
        guard let s = symbols.symbolOf[v.id] else { return 0 }
        ensureOptimal()
        if !evaluation.lazyValuesValid { evaluateLazy() }
        return symbols.value[Int(s)]
    }

    mutating func updateVariables() -> ChangedVariables {
        ensureOptimal()
        if !evaluation.lazyValuesValid { evaluateLazy() }
        let (changed, count) = Self.takeChanges(symbols.value, symbols.variableOf, &symbols.reported, &symbols.dirty)
        return ChangedVariables(symbols: changed, count: count, variables: symbols.variableOf, values: symbols.reported)
    }

    /// Empties `dirty` into the symbols whose value differs from the one last `reported` and
    /// that have a variable, updating `reported`. Through buffers held open (an edit of a long
    /// row reports a thousand variables a tick), and static so that the arrays it only reads
    /// are borrowed, not retained (see ``evaluateAllLazy()``).
    private static func takeChanges(_ value: [Double], _ variableOf: [Variable?], _ reported: inout [Double],
                                    _ dirty: inout SymbolList) -> (members: [Int32], count: Int) {
        reported.withUnsafeMutableBufferPointer { reported in
            value.withUnsafeBufferPointer { value in
                variableOf.withUnsafeBufferPointer { variableOf in
                    dirty.drain { s in
                        let i = Int(s)
                        let v = value[i]
                        guard v.bitPattern != reported[i].bitPattern else { return false }
                        reported[i] = v
                        return variableOf[i] != nil
                    }
                }
            }
        }
    }
}
