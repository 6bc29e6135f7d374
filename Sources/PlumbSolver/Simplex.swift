/// The simplex steps on the tableau: pivoting, primal and dual optimisation, and phase 1 for
/// required constraints that have no usable subject.
extension Tableau {
    // MARK: Pivoting

    /// Rewrites a free-standing row `0 = constant + Σ` as `subject = …`.
    func solve(_ row: inout Row, for subject: Int32) {
        guard let i = row.symbols.firstIndex(of: subject) else { return }
        let scale = -1 / row.coefficients[i]
        row.symbols.remove(at: i)
        row.coefficients.remove(at: i)
        row.constant *= scale
        for k in 0..<row.coefficients.count { row.coefficients[k] *= scale }
        row.basic = subject
    }

    /// Replaces `s` by the row `r` (whose basic is now `s`) in every other row and in the
    /// objective. Only the rows in `s`'s column are touched.
    mutating func substitute(_ s: Int32, by row: Row, skipping skip: Int32) {
        for r in liveColumn(s) where r != skip {
            guard let p = cells.find(r, s) else { continue }
            let a = rows[Int(r)].coefficients[Int(p)]
            removeCell(r, at: p)
            rows[Int(r)].constant += a * row.constant
            for i in 0..<row.symbols.count {
                addToCell(r, row.symbols[i], a * row.coefficients[i])
            }
            let b = rows[Int(r)].basic
            markDirty(b)
            if kinds[Int(b)].isRestricted, rows[Int(r)].constant < 0 { infeasible.append(b) }
        }
        columns[Int(s)] = []
        let base = Int(s) * stride
        var touched = false
        for slot in 0..<stride {
            let c = objective[base + slot]
            guard c != 0 else { continue }
            objective[base + slot] = 0
            touched = true
            for i in 0..<row.symbols.count {
                objective[Int(row.symbols[i]) * stride + slot] += c * row.coefficients[i]
            }
            if slot == 0 {
                for t in row.symbols where !inPhase1[Int(t)] {
                    inPhase1[Int(t)] = true
                    phase1Symbols.append(t)
                }
            }
        }
        if touched {
            for t in row.symbols { pushIfImproving(t) }
        }
    }

    /// Makes `entering` basic in row `r`; the row's basic symbol becomes parametric.
    mutating func pivot(entering: Int32, row r: Int32) {
        guard let p = cells.find(r, entering) else { return }
        let leaving = rows[Int(r)].basic
        let a = rows[Int(r)].coefficients[Int(p)]
        pivotCount += 1
        removeCell(r, at: p)
        // `leaving = c + a·entering + Σ` becomes `entering = (leaving − c − Σ) / a`.
        let scale = -1 / a
        rows[Int(r)].constant *= scale
        for i in 0..<rows[Int(r)].coefficients.count { rows[Int(r)].coefficients[i] *= scale }
        let np = Int32(rows[Int(r)].symbols.count)
        rows[Int(r)].symbols.append(leaving)
        rows[Int(r)].coefficients.append(1 / a)
        cells.set(r, leaving, np)
        columns[Int(leaving)].append(r)
        rows[Int(r)].basic = entering
        rowOf[Int(entering)] = r
        rowOf[Int(leaving)] = -1
        markDirty(entering)
        markDirty(leaving)
        journal?.append((entering, leaving))
        substitute(entering, by: rows[Int(r)], skipping: r)
        pushIfImproving(leaving)
    }

    // MARK: Pricing

    /// Whether moving parametric `s` up lowers the objective: its first nonzero optional
    /// level cost is negative.
    @inline(__always)
    func isImproving(_ s: Int32) -> Bool {
        let base = Int(s) * stride
        for slot in 1..<stride {
            let c = objective[base + slot]
            if c < -Tolerance.epsilon { return true }
            if c > Tolerance.epsilon { return false }
        }
        return false
    }

    @inline(__always)
    mutating func pushIfImproving(_ s: Int32) {
        let i = Int(s)
        if !inHeap[i], rowOf[i] < 0, kinds[i].isPivotable, isImproving(s) {
            inHeap[i] = true
            candidates.push(s)
        }
    }

    /// The restricted row that limits `entering` first (Bland: ties to the smallest basic).
    mutating func primalLeavingRow(_ entering: Int32) -> Int32? {
        var best: Int32 = -1
        var bestRatio = Double.infinity
        var bestBasic = Int32.max
        for r in liveColumn(entering) {
            let b = rows[Int(r)].basic
            guard kinds[Int(b)].isRestricted else { continue }
            let a = coefficient(r, entering)
            guard a < -Tolerance.epsilon else { continue }
            let ratio = -rows[Int(r)].constant / a
            if ratio < bestRatio || (ratio == bestRatio && b < bestBasic) {
                best = r
                bestRatio = ratio
                bestBasic = b
            }
        }
        return best >= 0 ? best : nil
    }

    // MARK: Optimisation

    /// Primal simplex on the lexicographic objective, Bland's rule (smallest improving symbol
    /// enters; smallest basic leaves among ties), so degenerate problems cannot cycle.
    mutating func optimize() {
        while let s = candidates.popMin() {
            inHeap[Int(s)] = false
            guard rowOf[Int(s)] < 0, isImproving(s) else { continue }
            guard let r = primalLeavingRow(s) else { continue }
            pivot(entering: s, row: r)
        }
    }

    /// Dual simplex: restores feasibility after edit targets moved, keeping optimality.
    mutating func dualOptimize() {
        while let b = infeasible.popLast() {
            let r = rowOf[Int(b)]
            guard r >= 0, kinds[Int(b)].isRestricted, rows[Int(r)].constant < -Tolerance.epsilon else { continue }
            guard let entering = dualEntering(r) else { continue }
            pivot(entering: entering, row: r)
        }
    }

    /// The symbol that enters when row `r` leaves: among positive coefficients, the smallest
    /// cost-to-coefficient ratio, compared level by level.
    func dualEntering(_ r: Int32) -> Int32? {
        let row = rows[Int(r)]
        var best: Int32 = -1
        var bestCoefficient = 0.0
        for i in 0..<row.symbols.count {
            let s = row.symbols[i]
            let a = row.coefficients[i]
            guard a > Tolerance.epsilon, kinds[Int(s)] != .dummy, kinds[Int(s)] != .artificial else { continue }
            if best < 0 || ratioPrecedes(s, a, best, bestCoefficient) {
                best = s
                bestCoefficient = a
            }
        }
        return best >= 0 ? best : nil
    }

    /// Whether cost(s)/a is lexicographically below cost(t)/b (ties go to the smaller symbol).
    func ratioPrecedes(_ s: Int32, _ a: Double, _ t: Int32, _ b: Double) -> Bool {
        let bs = Int(s) * stride, bt = Int(t) * stride
        for slot in 1..<stride {
            let x = objective[bs + slot] / a
            let y = objective[bt + slot] / b
            if x < y - Tolerance.epsilon { return true }
            if x > y + Tolerance.epsilon { return false }
        }
        return s < t
    }

    // MARK: Phase 1

    /// Adds a row that has no usable subject: an artificial symbol becomes its basic, and the
    /// simplex minimises it. If it cannot reach zero the constraint is unsatisfiable, and every
    /// pivot made is undone so the tableau is as it was.
    mutating func addWithArtificial(_ source: Row) -> AddOutcome {
        let art = newSymbol(.artificial)
        var row = source
        row.basic = art
        let r0 = insertRow(row)
        for i in 0..<row.symbols.count {
            let t = row.symbols[i]
            objective[Int(t) * stride] = row.coefficients[i]
            if !inPhase1[Int(t)] {
                inPhase1[Int(t)] = true
                phase1Symbols.append(t)
            }
        }
        _ = r0
        journal = []
        while let s = phase1Entering(), let r = primalLeavingRow(s) {
            pivot(entering: s, row: r)
        }
        let pivots = journal ?? []
        journal = nil

        let artRow = rowOf[Int(art)]
        let residual = artRow >= 0 ? rows[Int(artRow)].constant : 0
        if residual >= Tolerance.epsilon {
            let conflicts = owners(of: rows[Int(artRow)].symbols)
            for (entering, leaving) in pivots.reversed() {
                let r = rowOf[Int(entering)]
                if r >= 0 { pivot(entering: leaving, row: r) }
            }
            clearPhase1()
            if rowOf[Int(art)] >= 0 { deleteRow(rowOf[Int(art)]) }
            for r in liveColumn(art) { removeSymbol(art, fromRow: r) }
            return .failure(conflicts)
        }
        clearPhase1()
        if artRow >= 0 {
            if rows[Int(artRow)].isEmpty {
                deleteRow(artRow)
            } else {
                let symbols = rows[Int(artRow)].symbols
                let entering = symbols.filter { kinds[Int($0)].isPivotable }.min()
                    ?? symbols.filter { kinds[Int($0)] == .dummy }.min()
                if let entering {
                    pivot(entering: entering, row: artRow)
                } else {
                    deleteRow(artRow)
                }
            }
        }
        for r in liveColumn(art) { removeSymbol(art, fromRow: r) }
        columns[Int(art)] = []
        return .success
    }

    /// Phase 1's entering symbol: the smallest pivotable symbol whose artificial cost is negative.
    func phase1Entering() -> Int32? {
        var best: Int32 = -1
        for t in phase1Symbols
        where rowOf[Int(t)] < 0 && kinds[Int(t)].isPivotable && objective[Int(t) * stride] < -Tolerance.epsilon {
            if best < 0 || t < best { best = t }
        }
        return best >= 0 ? best : nil
    }

    mutating func clearPhase1() {
        for t in phase1Symbols {
            objective[Int(t) * stride] = 0
            inPhase1[Int(t)] = false
        }
        phase1Symbols.removeAll(keepingCapacity: true)
    }
}
