/// Tolerances of the solver, in one place (Docs/solver.md explains them).
enum Tolerance {
    /// Coefficients and constants whose magnitude is below this are zero: cells this small are
    /// dropped, a required row whose constant is this small is consistent, and reduced costs this
    /// small do not count as improvements.
    static let epsilon = 1e-8
}

/// The outcome of adding a constraint to the tableau.
enum AddOutcome {
    case success
    /// The required constraint cannot hold; these required constraints already present take
    /// part in the conflict (not necessarily a minimal set).
    case failure([Constraint])
}

/// The simplex tableau in Cassowary form, with integer symbols and contiguous storage.
///
/// Symbols are dense `Int32` ids indexing per-symbol arrays. Each basic symbol owns a row
/// expressed in parametric symbols; parametric symbols have value 0. `columns[s]` lists the rows
/// that may hold `s` (entries go stale when a cell is removed; readers filter them through
/// ``CellIndex``), so a pivot touches only the rows that hold the entering symbol.
///
/// The objective is lexicographic: one cost per priority level, stored densely per symbol
/// (`objective[s * stride + slot]`, slot 0 reserved for phase 1, slot k for the k-th highest
/// optional priority). A reduced cost is improving when its first nonzero slot is negative.
struct Tableau {
    // Per-symbol storage.
    var kinds: [SymbolKind] = []
    var rowOf: [Int32] = []
    var columns: [[Int32]] = []
    var variableOf: [Variable?] = []
    var ownerOf: [Constraint?] = []
    var inHeap: [Bool] = []
    var dirty: [Bool] = []
    var reported: [Double] = []
    var objective: [Double] = []
    var symbolOf: [Int: Int32] = [:]

    // Rows.
    var rows: [Row] = []
    var freeRows: [Int32] = []
    var cells = CellIndex()
    var stamps: [UInt32] = []
    var epoch: UInt32 = 0

    // Objective levels: optional priorities, highest first; slot = index + 1.
    var levels: [Double] = []
    var stride = 1

    // Constraints and edits.
    var tags: [ObjectIdentifier: Tag] = [:]
    var edits: [Int: (constraint: Constraint, constant: Double)] = [:]

    // Simplex state.
    var candidates = SymbolHeap()
    var infeasible: [Int32] = []
    var needsOptimize = false
    var dirtyList: [Int32] = []
    /// Pivots made during phase 1, so that a failed addition can be undone.
    var journal: [(entering: Int32, leaving: Int32)]? = nil
    var phase1Symbols: [Int32] = []
    var pivotCount = 0
    var inPhase1: [Bool] = []

    // MARK: Symbols

    mutating func newSymbol(_ kind: SymbolKind) -> Int32 {
        let s = Int32(kinds.count)
        kinds.append(kind)
        rowOf.append(-1)
        columns.append([])
        variableOf.append(nil)
        ownerOf.append(nil)
        inHeap.append(false)
        dirty.append(false)
        reported.append(0)
        inPhase1.append(false)
        objective.append(contentsOf: repeatElement(0, count: stride))
        return s
    }

    mutating func symbol(for variable: Variable) -> Int32 {
        if let s = symbolOf[variable.id] { return s }
        let s = newSymbol(.external)
        variableOf[Int(s)] = variable
        symbolOf[variable.id] = s
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
        // A new level: widen every symbol's cost vector by one slot at lo + 1 (rare).
        levels.insert(priority, at: lo)
        let old = objective
        let oldStride = stride
        stride += 1
        objective = Array(repeating: 0, count: kinds.count * stride)
        for s in 0..<kinds.count {
            for k in 0..<oldStride {
                objective[s * stride + (k <= lo ? k : k + 1)] = old[s * oldStride + k]
            }
        }
        return lo + 1
    }

    @inline(__always)
    func markDirtyIfExternal(_ s: Int32) -> Bool {
        kinds[Int(s)] == .external && !dirty[Int(s)]
    }

    @inline(__always)
    mutating func markDirty(_ s: Int32) {
        if markDirtyIfExternal(s) {
            dirty[Int(s)] = true
            dirtyList.append(s)
        }
    }

    // MARK: Cells

    @inline(__always)
    func coefficient(_ r: Int32, _ s: Int32) -> Double {
        guard let p = cells.find(r, s) else { return 0 }
        return rows[Int(r)].coefficients[Int(p)]
    }

    /// Adds `value` to the coefficient of `s` in row `r`, dropping the cell if it cancels.
    @inline(__always)
    mutating func addToCell(_ r: Int32, _ s: Int32, _ value: Double) {
        if let p = cells.find(r, s) {
            let c = rows[Int(r)].coefficients[Int(p)] + value
            if abs(c) < Tolerance.epsilon {
                removeCell(r, at: p)
            } else {
                rows[Int(r)].coefficients[Int(p)] = c
            }
        } else if abs(value) >= Tolerance.epsilon {
            let p = Int32(rows[Int(r)].symbols.count)
            rows[Int(r)].symbols.append(s)
            rows[Int(r)].coefficients.append(value)
            cells.set(r, s, p)
            columns[Int(s)].append(r)
        }
    }

    mutating func removeCell(_ r: Int32, at p: Int32) {
        let i = Int(p)
        let s = rows[Int(r)].symbols[i]
        let last = rows[Int(r)].symbols.count - 1
        if i != last {
            let moved = rows[Int(r)].symbols[last]
            rows[Int(r)].symbols[i] = moved
            rows[Int(r)].coefficients[i] = rows[Int(r)].coefficients[last]
            cells.set(r, moved, p)
        }
        rows[Int(r)].symbols.removeLast()
        rows[Int(r)].coefficients.removeLast()
        cells.remove(r, s)
    }

    mutating func removeSymbol(_ s: Int32, fromRow r: Int32) {
        if let p = cells.find(r, s) { removeCell(r, at: p) }
    }

    /// The rows that hold `s` as a parametric symbol, deduplicated, stale entries dropped.
    mutating func liveColumn(_ s: Int32) -> [Int32] {
        epoch &+= 1
        if epoch == 0 {
            for i in stamps.indices { stamps[i] = 0 }
            epoch = 1
        }
        var column = columns[Int(s)]
        columns[Int(s)] = []
        var kept = 0
        for i in 0..<column.count {
            let r = column[i]
            if stamps[Int(r)] != epoch, cells.find(r, s) != nil {
                stamps[Int(r)] = epoch
                column[kept] = r
                kept += 1
            }
        }
        column.removeLast(column.count - kept)
        columns[Int(s)] = column
        return column
    }

    // MARK: Rows

    mutating func insertRow(_ row: Row) -> Int32 {
        let r: Int32
        if let free = freeRows.popLast() {
            r = free
            rows[Int(r)] = row
        } else {
            r = Int32(rows.count)
            rows.append(row)
            stamps.append(0)
        }
        for i in 0..<row.symbols.count {
            cells.set(r, row.symbols[i], Int32(i))
            columns[Int(row.symbols[i])].append(r)
        }
        rowOf[Int(row.basic)] = r
        markDirty(row.basic)
        return r
    }

    mutating func deleteRow(_ r: Int32) {
        let row = rows[Int(r)]
        for s in row.symbols { cells.remove(r, s) }
        rowOf[Int(row.basic)] = -1
        markDirty(row.basic)
        rows[Int(r)] = Row()
        freeRows.append(r)
    }

    /// The current value of a symbol: its row's constant when basic, 0 when parametric.
    @inline(__always)
    func currentValue(_ s: Int32) -> Double {
        let r = rowOf[Int(s)]
        return r >= 0 ? rows[Int(r)].constant : 0
    }

    // MARK: Constraints

    /// Builds the row of a new constraint in terms of the current parametric symbols, and its tag.
    mutating func makeRow(_ c: Constraint) -> (Row, Tag) {
        var symbols: [Int32] = []
        var coefficients: [Double] = []
        var position: [Int32: Int] = [:]
        var constant = c.expression.constant
        func accumulate(_ s: Int32, _ v: Double) {
            if let p = position[s] {
                coefficients[p] += v
            } else {
                position[s] = symbols.count
                symbols.append(s)
                coefficients.append(v)
            }
        }
        for term in c.expression.terms where term.coefficient != 0 {
            let s = symbol(for: term.variable)
            let r = rowOf[Int(s)]
            if r >= 0 {
                let row = rows[Int(r)]
                constant += term.coefficient * row.constant
                for i in 0..<row.symbols.count {
                    accumulate(row.symbols[i], term.coefficient * row.coefficients[i])
                }
            } else {
                accumulate(s, term.coefficient)
            }
        }
        var row = Row(basic: -1, constant: constant)
        for i in 0..<symbols.count where abs(coefficients[i]) >= Tolerance.epsilon {
            row.symbols.append(symbols[i])
            row.coefficients.append(coefficients[i])
        }

        var tag = Tag(marker: -1)
        let optional = !c.priority.isRequired
        if optional {
            tag.slot = slot(for: c.priority.value)
            tag.weight = c.weight
        }
        switch c.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = c.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            tag.marker = slack
            row.symbols.append(slack)
            row.coefficients.append(sign)
            if optional {
                let error = newSymbol(.error)
                tag.other = error
                row.symbols.append(error)
                row.coefficients.append(-sign)
                objective[Int(error) * stride + tag.slot] += c.weight
            }
        case .equal:
            if optional {
                let plus = newSymbol(.error)
                let minus = newSymbol(.error)
                tag.marker = plus
                tag.other = minus
                row.symbols.append(plus)
                row.coefficients.append(-1)
                row.symbols.append(minus)
                row.coefficients.append(1)
                objective[Int(plus) * stride + tag.slot] += c.weight
                objective[Int(minus) * stride + tag.slot] += c.weight
            } else {
                let dummy = newSymbol(.dummy)
                tag.marker = dummy
                row.symbols.append(dummy)
                row.coefficients.append(1)
            }
        }
        if row.constant < 0 {
            row.constant = -row.constant
            for i in 0..<row.coefficients.count { row.coefficients[i] = -row.coefficients[i] }
        }
        return (row, tag)
    }

    /// The symbol to solve a new row for: a parametric external touching the fewest rows
    /// (the least fill-in), else the marker or other error symbol when its coefficient is
    /// negative (so the row stays feasible), else none.
    func chooseSubject(_ row: Row, _ tag: Tag) -> Int32 {
        var best: Int32 = -1
        var bestCount = Int.max
        for s in row.symbols where kinds[Int(s)] == .external {
            let n = columns[Int(s)].count
            if n < bestCount || (n == bestCount && s < best) {
                best = s
                bestCount = n
            }
        }
        if best >= 0 { return best }
        for candidate in [tag.marker, tag.other] where candidate >= 0 && kinds[Int(candidate)].isPivotable {
            if let i = row.symbols.firstIndex(of: candidate), row.coefficients[i] < 0 { return candidate }
        }
        return -1
    }

    mutating func add(_ c: Constraint) -> AddOutcome {
        var (row, tag) = makeRow(c)
        var subject = chooseSubject(row, tag)
        if subject < 0, row.symbols.allSatisfy({ kinds[Int($0)] == .dummy }) {
            if abs(row.constant) >= Tolerance.epsilon {
                return .failure(owners(of: row.symbols))
            }
            subject = tag.marker  // redundant but consistent: keep it as a dummy row
        }
        if subject < 0 {
            if case .failure(let conflicts) = addWithArtificial(row) { return .failure(conflicts) }
        } else {
            solve(&row, for: subject)
            substitute(subject, by: row, skipping: -1)
            _ = insertRow(row)
        }
        tags[ObjectIdentifier(c)] = tag
        ownerOf[Int(tag.marker)] = c
        if tag.other >= 0 { ownerOf[Int(tag.other)] = c }
        if tag.slot > 0 {
            pushIfImproving(tag.marker)
            if tag.other >= 0 { pushIfImproving(tag.other) }
        }
        needsOptimize = true
        return .success
    }

    func owners(of symbols: [Int32]) -> [Constraint] {
        var seen = Set<ObjectIdentifier>()
        var out: [Constraint] = []
        for s in symbols {
            if let c = ownerOf[Int(s)], c.priority.isRequired, seen.insert(ObjectIdentifier(c)).inserted {
                out.append(c)
            }
        }
        return out
    }

    mutating func remove(_ c: Constraint) {
        guard let tag = tags.removeValue(forKey: ObjectIdentifier(c)) else { return }
        removeCost(of: tag.marker, tag)
        removeCost(of: tag.other, tag)
        let marker = tag.marker
        if rowOf[Int(marker)] >= 0 {
            deleteRow(rowOf[Int(marker)])
        } else if let r = markerLeavingRow(marker) {
            pivot(entering: marker, row: r)
            deleteRow(r)
        }
        ownerOf[Int(marker)] = nil
        if tag.other >= 0 { ownerOf[Int(tag.other)] = nil }
        needsOptimize = true
    }

    /// Takes an error symbol's price out of the objective.
    mutating func removeCost(of s: Int32, _ tag: Tag) {
        guard s >= 0, kinds[Int(s)] == .error else { return }
        let w = tag.weight
        let r = rowOf[Int(s)]
        if r >= 0 {
            let row = rows[Int(r)]
            for i in 0..<row.symbols.count {
                objective[Int(row.symbols[i]) * stride + tag.slot] -= w * row.coefficients[i]
                pushIfImproving(row.symbols[i])
            }
        } else {
            objective[Int(s) * stride + tag.slot] -= w
            pushIfImproving(s)
        }
    }

    /// The row to pivot a parametric marker into before its constraint's row is deleted:
    /// the restricted row it limits first, else any restricted row, else an external row.
    mutating func markerLeavingRow(_ marker: Int32) -> Int32? {
        var first: Int32 = -1, firstRatio = Double.infinity, firstBasic = Int32.max
        var second: Int32 = -1, secondRatio = Double.infinity, secondBasic = Int32.max
        var third: Int32 = -1, thirdBasic = Int32.max
        for r in liveColumn(marker) {
            let row = rows[Int(r)]
            let c = coefficient(r, marker)
            if kinds[Int(row.basic)] == .external {
                if row.basic < thirdBasic { third = r; thirdBasic = row.basic }
            } else if c < 0 {
                let ratio = -row.constant / c
                if ratio < firstRatio || (ratio == firstRatio && row.basic < firstBasic) {
                    first = r; firstRatio = ratio; firstBasic = row.basic
                }
            } else {
                let ratio = row.constant / c
                if ratio < secondRatio || (ratio == secondRatio && row.basic < secondBasic) {
                    second = r; secondRatio = ratio; secondBasic = row.basic
                }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }

    // MARK: Edit variables

    func hasEdit(_ v: Variable) -> Bool { edits[v.id] != nil }

    mutating func addEdit(_ v: Variable, priority: Priority) {
        let c = Constraint(Expression(v), .equal, priority: priority)
        _ = add(c)  // optional constraints always have a feasible subject
        edits[v.id] = (c, 0)
    }

    mutating func removeEdit(_ v: Variable) {
        guard let info = edits.removeValue(forKey: v.id) else { return }
        remove(info.constraint)
    }

    /// Moves an edit constraint's target and restores optimality with the dual simplex.
    mutating func suggest(_ v: Variable, _ value: Double) {
        guard let info = edits[v.id], let tag = tags[ObjectIdentifier(info.constraint)] else { return }
        ensureOptimal()
        let delta = value - info.constant
        edits[v.id] = (info.constraint, value)
        let plus = tag.marker, minus = tag.other
        if rowOf[Int(plus)] >= 0 {
            let r = rowOf[Int(plus)]
            rows[Int(r)].constant -= delta
            if rows[Int(r)].constant < 0 { infeasible.append(plus) }
        } else if rowOf[Int(minus)] >= 0 {
            let r = rowOf[Int(minus)]
            rows[Int(r)].constant += delta
            if rows[Int(r)].constant < 0 { infeasible.append(minus) }
        } else {
            for r in liveColumn(plus) {
                let c = coefficient(r, plus)
                rows[Int(r)].constant += delta * c
                let b = rows[Int(r)].basic
                markDirty(b)
                if kinds[Int(b)].isRestricted, rows[Int(r)].constant < 0 { infeasible.append(b) }
            }
        }
        dualOptimize()
    }

    // MARK: Values

    mutating func ensureOptimal() {
        guard needsOptimize else { return }
        optimize()
        needsOptimize = false
    }

    mutating func value(of v: Variable) -> Double {
        guard let s = symbolOf[v.id] else { return 0 }
        ensureOptimal()
        return currentValue(s)
    }

    mutating func updateVariables() -> [Variable] {
        ensureOptimal()
        var changed: [Variable] = []
        for s in dirtyList {
            dirty[Int(s)] = false
            let v = currentValue(s)
            if v.bitPattern != reported[Int(s)].bitPattern {
                reported[Int(s)] = v
                if let variable = variableOf[Int(s)] { changed.append(variable) }
            }
        }
        dirtyList.removeAll(keepingCapacity: true)
        return changed
    }
}
