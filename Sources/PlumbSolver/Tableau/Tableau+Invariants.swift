extension Tableau {
    /// Checks the tableau's invariants, each part's own first, then those that tie the parts
    /// together; returns a description of the first broken one.
    func verify() -> String? {
        if let broken = symbols.verify() ?? rowStore.verify(symbolCount: symbols.kinds.count)
            ?? evaluation.verify() ?? objective.verify(symbolCount: symbols.kinds.count)
            ?? pricing.verify(symbolCount: symbols.kinds.count, stride: objective.stride) {
            return broken
        }
        for r in rowStore.rows.indices where rowStore.rows[r].basic >= 0 {
            let row = rowStore.rows[r]
            if symbols.rowOf[Int(row.basic)] != Int32(r) { return "rowOf[\(row.basic)] != \(r)" }
            for k in row.symbols.indices {
                let s = row.symbols[k]
                if position(Int32(r), s) != Int32(k) { return "position of (\(r), \(s)) wrong" }
                if !isLazy(Int32(r)), symbols.rowOf[Int(s)] >= 0 { return "reduced row \(r) names basic \(s)" }
            }
        }
        if let r = rowStore.rows.indices.first(where: { evaluation.queuedForEvaluation[$0] }) { return "row \(r) left queued for evaluation" }
        // Lazy values, once evaluated, are what their rows give (the evaluation goes only as far
        // as values change, so a row it skipped must already hold).
        if evaluation.lazyValuesValid {
            for r in rowStore.rows.indices where rowStore.rows[r].basic >= 0 && isLazy(Int32(r)) {
                let basic = Int(rowStore.rows[r].basic)
                if rowValue(Int32(r)).bitPattern != symbols.value[basic].bitPattern {
                    return "lazy basic \(basic) holds \(symbols.value[basic]), its row gives \(rowValue(Int32(r)))"
                }
            }
        }
        return storedCostMismatch()
    }

    /// Pricing afresh gives every priced parametric symbol the reduced cost stored for it, in
    /// each direction its bounds allow, within ``storedCostTolerance`` (the stored costs are
    /// kept by row operations, so rounding may separate them from a fresh sum).
    func storedCostMismatch() -> String? {
        var fresh = self
        var plus = [Double](repeating: 0, count: objective.stride)
        var minus = [Double](repeating: 0, count: objective.stride)
        for i in symbols.kinds.indices where symbols.rowOf[i] < 0 && pricing.priced[i] && pricing.movable[i] != 0 {
            let s = Int32(i)
            for k in 0..<objective.stride { plus[k] = 0; minus[k] = 0 }
            let moves = fresh.addOwnDerivatives(of: s, into: &plus, &minus) & pricing.movable[i]
            fresh.addColumnShare(of: s, plus: &plus, minus: &minus)
            let base = costBase(i)
            for k in 1..<objective.stride {
                if moves & 1 != 0, abs(plus[k] - pricing.risingCost[base + k]) > Self.storedCostTolerance {
                    return "stored rising cost of \(s) slot \(k): \(pricing.risingCost[base + k]), priced \(plus[k])"
                }
                if moves & 2 != 0, abs(minus[k] - pricing.fallingCost[base + k]) > Self.storedCostTolerance {
                    return "stored falling cost of \(s) slot \(k): \(pricing.fallingCost[base + k]), priced \(minus[k])"
                }
            }
        }
        return nil
    }

    /// How far a stored reduced cost may drift from a fresh pricing (well below the costs of
    /// one unit of a weight, well above a sum's rounding).
    static let storedCostTolerance = 1e-6
}

extension SymbolTable {
    /// Every per-symbol array has an entry per symbol; a free slot holds nothing; each
    /// external's variable maps back to it.
    func verify() -> String? {
        let n = kinds.count
        let counts = [value.count, lower.count, upper.count, pieceLower.count, pieceUpper.count, attachments.count,
                      lazyEligible.count, rowOf.count, variableOf.count, reported.count, references.count, groupCount.count]
        if let bad = counts.first(where: { $0 != n }) { return "a per-symbol array holds \(bad) entries for \(n) symbols" }
        for s in freeExternals {
            let i = Int(s)
            if variableOf[i] != nil || rowOf[i] >= 0 || !attachments[i].isEmpty || references[i] != 0 {
                return "free variable slot \(s) still in use"
            }
        }
        if let i = groupCount.indices.first(where: { groupCount[$0] != 0 }) { return "groupCount[\(i)] left set" }
        // The hard bounds are the required attachments' and nothing else's: a finite bound
        // stands for a required attachment (``Tableau/carriesMovableCosts(_:)`` reads them so).
        for i in kinds.indices {
            let (lo, hi) = Tableau.bounds(of: attachments[i])
            if lower[i] != lo || upper[i] != hi {
                return "bounds of symbol \(i) are [\(lower[i]), \(upper[i])], its required attachments [\(lo), \(hi)]"
            }
        }
        for i in kinds.indices where kinds[i] == .external {
            guard let v = variableOf[i] else { continue }
            if symbolOf[v.id] != Int32(i) { return "variable of symbol \(i) maps to \(symbolOf[v.id].map(String.init) ?? "nothing")" }
        }
        return nil
    }
}

extension RowStore {
    /// Each symbol has a column and a substitution slot (left at zero between calls); a short
    /// row is not in the cell index; no row names its own basic.
    func verify(symbolCount: Int) -> String? {
        if columns.count != symbolCount || cellSlot.count != symbolCount || columnLimit.count != symbolCount {
            return "columns or cellSlot hold \(columns.count), \(cellSlot.count) entries for \(symbolCount) symbols"
        }
        if let s = cellSlot.indices.first(where: { cellSlot[$0] != 0 }) { return "cellSlot[\(s)] left set" }
        for r in rows.indices where rows[r].basic >= 0 {
            let row = rows[r]
            if row.symbols.count != row.coefficients.count { return "row \(r) has \(row.symbols.count) symbols, \(row.coefficients.count) coefficients" }
            for s in row.symbols {
                if !row.indexed, cells.find(Int32(r), s) != nil { return "short row \(r) in the cell index" }
                if s == row.basic { return "row \(r) names its own basic" }
            }
        }
        return nil
    }
}

extension LazyEvaluation {
    /// A symbol's seed flag and the evaluation order are well formed.
    func verify() -> String? {
        if lazyOrderValid, Set(lazyOrder).count != lazyOrder.count { return "a lazy row is twice in the evaluation order" }
        return nil
    }
}

extension Objective {
    /// Levels are distinct, highest first, and each symbol has a slope per level.
    func verify(symbolCount: Int) -> String? {
        if stride < levels.count + 1 || (levels.count < Objective.denseStride && stride != levels.count + 1) {
            return "stride \(stride) for \(levels.count) levels"
        }
        if levels.count < Objective.denseStride, slotsByPriority != (0..<levels.count).map({ $0 + 1 }) {
            // Every widening up to eight levels numbers the slots by priority again.
            return "levels out of priority order in their slots: \(slotsByPriority)"
        }
        if slotsByPriority.sorted() != (0..<levels.count).map({ $0 + 1 }) {
            return "level slots \(slotsByPriority) are not 1…\(levels.count)"
        }
        if zip(levels, levels.dropFirst()).contains(where: { $0 <= $1 }) { return "levels not strictly decreasing: \(levels)" }
        if slopes.count != symbolCount * (stride - 1) || slopeSupport.count != symbolCount {
            return "\(slopes.count) slopes, \(slopeSupport.count) supports for \(symbolCount) symbols"
        }
        for s in 0..<symbolCount {
            for k in (levels.count + 1)..<max(levels.count + 1, stride) where slopes[Tableau.costBase(s, stride) + k] != 0 {
                return "symbol \(s) has a slope in unused slot \(k)"
            }
            for k in 1..<stride where slopes[Tableau.costBase(s, stride) + k] != 0 && slopeSupport[s] & supportBit(of: k) == 0 {
                return "symbol \(s) has a slope in slot \(k) outside its support"
            }
        }
        return nil
    }
}

extension PricingCache {
    /// Each symbol has a priced flag, its bounds' moves and a stored cost per level each way.
    func verify(symbolCount: Int, stride: Int) -> String? {
        if priced.count != symbolCount || movable.count != symbolCount { return "pricing holds entries for \(priced.count) symbols, not \(symbolCount)" }
        if risingCost.count != symbolCount * (stride - 1) || fallingCost.count != symbolCount * (stride - 1) {
            return "stored costs hold \(risingCost.count), \(fallingCost.count) slots for \(symbolCount) symbols at stride \(stride)"
        }
        return nil
    }
}
