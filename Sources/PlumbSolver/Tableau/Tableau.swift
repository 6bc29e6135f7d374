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
    // Per-symbol storage.
    var kinds: [SymbolKind] = []
    var value: [Double] = []
    var lower: [Double] = []
    var upper: [Double] = []
    var pieceLower: [Double] = []
    var pieceUpper: [Double] = []
    var slopes: [Double] = []
    var attachments: [[Attachment]] = []
    /// Whether the symbol is an external with no constraint attached (its row, if basic, is
    /// lazy). Kept alongside `attachments` so hot loops need not touch the nested arrays.
    var lazyEligible: [Bool] = []
    var rowOf: [Int32] = []
    var columns: [[Int32]] = []
    var variableOf: [Variable?] = []
    /// The externals whose value changed since ``updateVariables()`` last reported (markers
    /// are excluded when they are made, ``SymbolList/addSymbol(excluded:)``).
    var dirty = SymbolList()
    var reported: [Double] = []
    var symbolOf = VariableSymbols()
    var freeMarkers: [Int32] = []
    /// Slots of variables that left the tableau (``releaseUnnamedVariables()``), for the next
    /// new variables.
    var freeExternals: [Int32] = []
    /// Externals that a removal left unnamed by any constraint or edit. They leave at the next
    /// optimisation if still unnamed then: a stack view that rearranges its views, or a cell
    /// moved to another row, removes and adds again the constraints of the same variables,
    /// which keep their slots and values (`wwdc_move` at 10⁴ views: 0.30 ms per tick against
    /// 0.78 when they left at once and came back at 0).
    var unnamedVariables: [Int32] = []
    /// How many recorded constraints (and edits) name the symbol: the variables of a `.single`
    /// record and of a marker's expression. A group of constraints that holds every reference
    /// to its variables is a closed component (``remove(group:)``).
    var references: [Int32] = []
    /// Per-symbol counter that ``remove(group:)`` uses and leaves at zero.
    var groupCount: [Int32] = []

    // Rows.
    var rows: [Row] = []
    var freeRows: [Int32] = []
    /// The positions of the cells of long rows (``Row/indexed``).
    var cells = CellIndex()
    /// Per symbol: 1 + its position in the short row being rewritten by ``substitute(_:inRow:by:)``,
    /// or in the expansion under way (``expand(_:keeping:)``); 0 otherwise (all zero between
    /// calls; the two never run one inside the other).
    var cellSlot: [Int32] = []
    /// The cells a short row's substitution adds (buffers reused from call to call).
    var newCellSymbols: [Int32] = []
    var newCellCoefficients: [Double] = []
    var stamps: [UInt32] = []
    var epoch: UInt32 = 0
    /// Rows whose basic is a free, cost-free external, in an order where every row comes after
    /// the rows of the basic symbols it names (valid while `lazyOrderValid`).
    var lazyOrder: [Int32] = []
    var lazyOrderValid = true
    var lazyValuesValid = true
    /// Symbols whose value changed, and basics whose lazy row changed, since the lazy values
    /// were last evaluated: the lazy rows downstream of them are the ones to evaluate again
    /// (``evaluateLazy()``), so that moving one cell of a grid does not evaluate every row.
    var lazySeeds = SymbolList()
    /// Per row: whether an incremental evaluation has it queued (all false between calls).
    var queuedForEvaluation: [Bool] = []
    /// Tests set this to take the incremental evaluation every time.
    var forcesIncrementalEvaluation = false
    /// Tests set this to lower the number of row evaluations past which an incremental
    /// evaluation gives way to a full pass (``evaluateLazy()``).
    var incrementalEvaluationLimit: Int?

    // Objective levels: optional priorities, highest first; slot = index + 1.
    var levels: [Double] = []
    /// Slots in a lexicographic cost vector: slot 0 (required, which no cost prices) and one per
    /// level. Vectors built for one computation are `stride` long; the per-symbol arrays
    /// `slopes`, `risingCost` and `fallingCost` hold the levels' slots only, `stride - 1` per
    /// symbol, slot k of symbol s at ``costBase(_:)``(s) + k (k ≥ 1): a slot that is always
    /// zero was 8 bytes per symbol in each of the three.
    var stride = 1

    var records = HeldRecords()
    /// The marker of each distinct normalised multi-variable expression, and back.
    var markers = ExpressionMarkers()
    var edits = IdentityMap<(constraint: Constraint, symbol: Int32)>()

    // Simplex state.
    var candidates = CandidateSet()
    /// The reduced cost of a parametric symbol as last priced, kept while nothing but the slope
    /// of a row's basic changes (see ``Tableau/repriceRow(_:oldSlope:pivotCoefficient:)``):
    /// `risingCost` and `fallingCost` hold the lexicographic slope of the objective for a move
    /// up and down (`stride` entries per symbol), `movable` bit 0 (1) whether the hard bounds
    /// allow a move up (down). ``pushCandidate(_:)`` clears `priced`: every event that may
    /// change a reduced cost pushes the symbol.
    var priced: [Bool] = []
    var risingCost: [Double] = []
    var fallingCost: [Double] = []
    var movable: [UInt8] = []
    /// Buffers the simplex reuses from call to call (an edit tick should allocate nothing):
    /// a basic's slope before a change, the priced reduced cost up and down, the column of the
    /// entering symbol.
    var savedSlope: [Double] = []
    var risingScratch: [Double] = []
    var fallingScratch: [Double] = []
    var columnScratch: [ColumnEntry] = []
    /// Bumped by every change to a row's cells or basic, and to whether a basic's row is lazy:
    /// a column gathered at one version is exact at the same version (``gatherColumn(_:into:)``).
    var rowsVersion: UInt64 = 0
    /// The last two columns gathered, at `gatheredVersion`: an edit tick steps the same one or
    /// two edit variables by bound flips, which change no row, and gathering their columns
    /// again (a position lookup per row) was 15 % of an enaml tick.
    var gatheredSymbols: (Int32, Int32) = (-1, -1)
    var gatheredVersion: UInt64 = 0
    var gatheredColumns: ([ColumnEntry], [ColumnEntry]) = ([], [])
    var needsOptimize = false
    /// Whether constraints were added or removed since the last optimisation.
    var constraintsChanged = false
    /// The order of the current optimisation: Bland's rule on the symbol ids, ascending
    /// (oldest first) or descending (newest first). Either order is a fixed order of the
    /// symbols, which is what keeps degenerate steps from cycling, as long as the entering and
    /// the leaving choices use the same one. After additions and removals the newest symbols
    /// go first: they belong to the constraints just added, the innermost stack of a nested
    /// layout, so pivots stay in the group being built instead of walking a change through
    /// its ancestors (tree_d4_f8 build 505 → 176 ms, tree_d5_f4 317 → 33 ms, same optima).
    /// Edits alone keep the ascending order (enaml's edits are 20 % slower newest first).
    var entersNewestFirst = false
    var journal: Journal? = nil
    var pivotCount = 0
    /// Exchanges made within long rows (``exchange(basicOf:for:moving:)``); each is also a pivot.
    var exchangeCount = 0
    /// Where in a row the next exchange starts looking (``exchange(basicOf:for:moving:)``).
    var exchangeScanStart = 0
    var popCount = 0
    var stepCount = 0
    /// Attachments read while pricing symbols: the part of the simplex's work that steps do
    /// not count (a symbol with thousands of constraints costs thousands to price).
    var pricedAttachments = 0
    var stepsAtRefresh = 0
    /// How many times the iteration limit stopped the simplex (never expected: the optimum
    /// found before it is kept; see Docs/solver.md). ``Solver/Statistics/iterationLimitHits``.
    var iterationLimitHits = 0

    /// The sums of an expansion under way (``expand(_:keeping:)``), a buffer reused across calls.
    var expansionSums: [Double] = []
    /// The merged terms of the constraint being added (``add(_:order:)``), a buffer reused
    /// across additions (it holds the last one's terms until the next).
    var addedTerms: [(Int32, Double)] = []

    /// Where symbol `s`'s slots start in `slopes`, `risingCost` and `fallingCost`, less one:
    /// slot k (k ≥ 1) is at `costBase(s) + k`.
    @inline(__always)
    func costBase(_ s: Int) -> Int { Self.costBase(s, stride) }

    @inline(__always)
    static func costBase(_ s: Int, _ stride: Int) -> Int { s * (stride - 1) - 1 }

    /// Sets every slot of symbol `i`'s slope to zero; returns ``costBase(_:)``(i).
    @inline(__always) @discardableResult
    mutating func clearSlope(of i: Int) -> Int {
        let base = costBase(i)
        for k in 1..<stride { slopes[base + k] = 0 }
        return base
    }

    // MARK: Symbols

    mutating func newSymbol(_ kind: SymbolKind) -> Int32 {
        // A slot is reused by a symbol of its own kind only: a marker's slot stays excluded
        // from the list of changes to report (``SymbolList/addSymbol(excluded:)``).
        if let s = kind == .marker ? freeMarkers.popLast() : freeExternals.popLast() {
            let i = Int(s)
            value[i] = 0
            lower[i] = -.infinity
            upper[i] = .infinity
            pieceLower[i] = -.infinity
            pieceUpper[i] = .infinity
            clearSlope(of: i)
            attachments[i] = []
            lazyEligible[i] = kind == .external
            rowsVersion &+= 1
            rowOf[i] = -1
            columns[i] = []
            priced[i] = false
            references[i] = 0
            return s
        }
        let s = Int32(kinds.count)
        kinds.append(kind)
        value.append(0)
        lower.append(-.infinity)
        upper.append(.infinity)
        pieceLower.append(-.infinity)
        pieceUpper.append(.infinity)
        slopes.append(contentsOf: repeatElement(0, count: stride - 1))
        attachments.append([])
        lazyEligible.append(kind == .external)
        rowOf.append(-1)
        columns.append([])
        variableOf.append(nil)
        dirty.addSymbol(excluded: kind != .external)
        reported.append(0)
        cellSlot.append(0)
        priced.append(false)
        risingCost.append(contentsOf: repeatElement(0, count: stride - 1))
        fallingCost.append(contentsOf: repeatElement(0, count: stride - 1))
        movable.append(0)
        references.append(0)
        groupCount.append(0)
        lazySeeds.addSymbol()
        return s
    }

    /// Lets every variable of ``unnamedVariables`` that nothing names any longer leave the
    /// tableau, its slot given to the next new variable: no record, edit or marker (its
    /// reference count is 0), no row, attachment or live column entry. Without this a solver
    /// kept every variable it ever saw: a screen that adds and removes views grew its root's
    /// solver by four symbols per view, forever.
    mutating func releaseUnnamedVariables() {
        var pending = take(&unnamedVariables)
        defer {
            pending.removeAll(keepingCapacity: true)
            swap(&unnamedVariables, &pending)
        }
        for s in pending {
            let i = Int(s)
            // A variable named again since, or listed twice, stays.
            guard references[i] == 0, rowOf[i] < 0, attachments[i].isEmpty,
                  let variable = variableOf[i], liveColumn(s).isEmpty else { continue }
            symbolOf.remove(variable.id)
            variableOf[i] = nil
            columns[i] = []
            freeExternals.append(s)
        }
    }

    mutating func symbol(for variable: Variable) -> Int32 {
        if let s = symbolOf[variable.id] { return s }
        let s = newSymbol(.external)
        variableOf[Int(s)] = variable
        symbolOf.set(s, for: variable.id)
        // Reported at the next update whatever its value: a variable that left the solver and
        // comes back must not pass for unchanged because its new slot starts at 0.
        reported[Int(s)] = .nan
        dirty.insert(s)
        return s
    }

    /// The objective slot of an optional priority, creating the level if needed.
    mutating func slot(for priority: Double) -> Int {
        var lo = 0
        var hi = levels.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if levels[mid] > priority { lo = mid + 1 } else { hi = mid }
        }
        if lo < levels.count, levels[lo] == priority { return lo + 1 }
        // A new level: widen every slope vector and shift the attachments' slots (rare).
        levels.insert(priority, at: lo)
        let newSlot = lo + 1
        let old = slopes
        let oldStride = stride
        stride += 1
        slopes = Array(repeating: 0, count: kinds.count * (stride - 1))
        // Every stored reduced cost has the old width: price everything afresh.
        priced = Array(repeating: false, count: kinds.count)
        risingCost = Array(repeating: 0, count: kinds.count * (stride - 1))
        fallingCost = Array(repeating: 0, count: kinds.count * (stride - 1))
        for s in 0..<kinds.count {
            for k in 1..<oldStride {
                slopes[costBase(s) + (k < newSlot ? k : k + 1)] = old[Self.costBase(s, oldStride) + k]
            }
            for a in attachments[s].indices where attachments[s][a].slot >= newSlot {
                attachments[s][a].slot += 1
            }
        }
        return newSlot
    }

    @inline(__always)
    mutating func markDirty(_ s: Int32) {
        dirty.insert(s)
    }

    @inline(__always)
    mutating func setValue(_ s: Int32, _ v: Double) {
        let i = Int(s)
        if journal != nil { journal?.values.append((s, value[i])) }
        value[i] = v
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
                setValue(entry.basic, value[Int(entry.basic)] + entry.coefficient * delta)
            }
            return
        }
        value.withUnsafeMutableBufferPointer { value in
            dirty.inserting { dirty in
                lazySeeds.inserting { seeds in
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
        lazySeeds.insert(s)
    }

    @inline(__always)
    mutating func journalPiece(_ s: Int32) {
        if journal != nil { journal?.pieces.append((s, pieceLower[Int(s)], pieceUpper[Int(s)])) }
    }

    /// The slope of `s`, in the reused buffer `savedSlope` (moved out: give it back after use).
    @inline(__always)
    mutating func takeSlope(of s: Int32) -> [Double] {
        var slope = take(&savedSlope)
        slope.removeAll(keepingCapacity: true)
        let base = costBase(Int(s))
        slope.append(0)
        for k in 1..<stride { slope.append(slopes[base + k]) }
        return slope
    }

    @inline(__always)
    mutating func pushCandidate(_ s: Int32) {
        priced[Int(s)] = false
        if rowOf[Int(s)] < 0 { candidates.push(s) }
    }


    // MARK: Cells

    /// Rows longer than this are in the cell index; shorter ones are scanned when a symbol is
    /// looked up, and substituted through `cellSlot`. The index is for rows of thousands of
    /// symbols (a row of views' budget row) that short rows are added into; below a few hundred,
    /// keeping every cell's move in a table of all the tableau's cells costs more than the
    /// scans it saves (tree_d4_f8, whose rows reach a few hundred terms: 183 ms with every
    /// row indexed, 158 ms from 24, 116 from 64, 90 from 512 and from 1,024).
    static let defaultIndexedRowLength = 512
    /// ``defaultIndexedRowLength``, lowered by tests to take both paths on small systems.
    var indexedRowLength = Tableau.defaultIndexedRowLength

    // MARK: Rows

    /// Whether row `r` is lazy: its basic is an external with no constraint attached.
    @inline(__always)
    func isLazy(_ r: Int32) -> Bool {
        let b = Int(rows[Int(r)].basic)
        return lazyEligible[b]
    }

    /// Call after changing `attachments[s]`.
    @inline(__always)
    mutating func attachmentsChanged(_ s: Int32) {
        rowsVersion &+= 1
        lazyEligible[Int(s)] = kinds[Int(s)] == .external && attachments[Int(s)].isEmpty
    }

    /// The longest column a feasibility repair checks a move's safety on (see
    /// ``restoreFeasibility(_:)``).
    static let safeMoveColumnLimit = 256

    /// 1 + the largest rank of the rows of the basic symbols row `r` names.
    mutating func rank(ofSymbolsIn r: Int32) -> Int32 {
        var rank: Int32 = 1
        for s in rows[Int(r)].symbols {
            let sr = rowOf[Int(s)]
            if sr >= 0, sr != r { rank = max(rank, rows[Int(sr)].rank &+ 1) }
        }
        return rank
    }

    mutating func insertRow(_ row: Row) -> Int32 {
        rowsVersion &+= 1
        let r: Int32
        if let free = freeRows.popLast() {
            r = free
            rows[Int(r)] = row
        } else {
            r = Int32(rows.count)
            rows.append(row)
            stamps.append(0)
            queuedForEvaluation.append(false)
        }
        rows[Int(r)].indexed = false
        enterCells(of: r)
        rowOf[Int(row.basic)] = r
        rows[Int(r)].rank = rank(ofSymbolsIn: r)
        if isLazy(r) { lazyStructureChanged(seeding: row.basic) }
        return r
    }

    /// Deletes row `r`. `repricing` is false only when every symbol of the row leaves the
    /// problem with it (a separate component removed whole): no remaining reduced cost changes,
    /// and pushing them would only make the next optimisation pop them all again.
    mutating func deleteRow(_ r: Int32, repricing: Bool = true) {
        rowsVersion &+= 1
        // The basic alone, not a copy of the row (a retain of both its arrays per row).
        let basic = rows[Int(r)].basic
        if isLazy(r) { lazyStructureChanged() }
        unindexRow(r)
        if repricing {
            for s in rows[Int(r)].symbols {
                // The row no longer prices its symbols: their reduced costs changed.
                pushCandidate(s)
            }
            pushCandidate(basic)
        }
        rowOf[Int(basic)] = -1
        rows[Int(r)] = Row()
        freeRows.append(r)
    }

    /// Call after lazy rows were added, removed or rewritten; `basic`, the basic of a lazy row
    /// whose content changed, is evaluated again with its dependents.
    @inline(__always)
    mutating func lazyStructureChanged(seeding basic: Int32 = -1) {
        lazyOrderValid = false
        lazyValuesValid = false
        if basic >= 0 { seedLazy(basic) }
    }

    // MARK: Edit variables

    func hasEdit(_ v: Variable) -> Bool { edits[variable: v.id] != nil }

    mutating func addEdit(_ v: Variable, priority: Priority) {
        let c = Constraint(Expression(v), .equal, priority: priority)
        let s = symbol(for: v)
        _ = attach(Attachment(constraint: c, relation: .equal, target: 0,
                              slot: slot(for: priority.value), weight: 1), to: s)
        records.set(Held(record: .single(s), order: -1), for: c)
        references[Int(s)] += 1
        edits[variable: v.id] = (c, s)
        needsOptimize = true
    }

    mutating func removeEdit(_ v: Variable) {
        guard let info = edits[variable: v.id] else { return }
        edits[variable: v.id] = nil
        remove(info.constraint)
    }

    /// Moves an edit variable's target. Feasibility is untouched (edits are optional), so the
    /// next read re-optimises from the current basis.
    /// Returns false when `v` is not an edit variable.
    @discardableResult
    mutating func suggest(_ v: Variable, _ target: Double) -> Bool {
        guard let info = edits[variable: v.id] else { return false }
        let i = Int(info.symbol)
        guard let k = attachments[i].firstIndex(where: { $0.constraint === info.constraint }) else { return true }
        if attachments[i][k].target == target { return true }
        attachments[i][k].target = target
        let r = rowOf[i]
        if r >= 0 {
            let base = costBase(i)
            let oldSlope = takeSlope(of: info.symbol)
            assignPiece(info.symbol, 1)
            var changed = false
            for k in 1..<stride where oldSlope[k] != slopes[base + k] { changed = true }
            if changed {
                // The row's coefficients stand; only its basic's slope moved.
                repriceRow(r, oldSlope: oldSlope, pivotCoefficient: nil)
            }
            savedSlope = oldSlope
        } else {
            pushCandidate(info.symbol)
        }
        needsOptimize = true
        return true
    }

    // MARK: Values

    mutating func ensureOptimal() {
        guard needsOptimize else { return }
        if !unnamedVariables.isEmpty { releaseUnnamedVariables() }
        optimize()
        needsOptimize = false
        if stepCount - stepsAtRefresh > rows.count + 64 { refreshValues() }
    }

    mutating func value(of v: Variable) -> Double {
        guard let s = symbolOf[v.id] else { return 0 }
        ensureOptimal()
        if !lazyValuesValid { evaluateLazy() }
        return value[Int(s)]
    }

    mutating func updateVariables() -> ChangedVariables {
        ensureOptimal()
        if !lazyValuesValid { evaluateLazy() }
        let (symbols, count) = Self.takeChanges(value, variableOf, &reported, &dirty)
        return ChangedVariables(symbols: symbols, count: count, variables: variableOf)
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
