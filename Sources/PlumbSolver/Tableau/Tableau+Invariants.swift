extension Tableau {
    /// Checks the tableau's internal invariants; returns a description of the first broken one.
    func verify() -> String? {
        for r in rows.indices where rows[r].basic >= 0 {
            let row = rows[r]
            if rowOf[Int(row.basic)] != Int32(r) { return "rowOf[\(row.basic)] != \(r)" }
            for k in row.symbols.indices {
                let s = row.symbols[k]
                if position(Int32(r), s) != Int32(k) { return "position of (\(r), \(s)) wrong" }
                if !row.indexed, cells.find(Int32(r), s) != nil { return "short row \(r) in the cell index" }
                if !isLazy(Int32(r)), rowOf[Int(s)] >= 0 { return "reduced row \(r) names basic \(s)" }
                if s == row.basic { return "row \(r) names its own basic" }
            }
        }
        if let r = rows.indices.first(where: { queuedForEvaluation[$0] }) { return "row \(r) left queued for evaluation" }
        if let s = cellSlot.indices.first(where: { cellSlot[$0] != 0 }) { return "cellSlot[\(s)] left set" }
        // Lazy values, once evaluated, are what their rows give (the evaluation goes only as far
        // as values change, so a row it skipped must already hold).
        if lazyValuesValid {
            for r in rows.indices where rows[r].basic >= 0 && isLazy(Int32(r)) {
                let basic = Int(rows[r].basic)
                if rowValue(Int32(r)).bitPattern != value[basic].bitPattern {
                    return "lazy basic \(basic) holds \(value[basic]), its row gives \(rowValue(Int32(r)))"
                }
            }
        }
        for s in freeExternals {
            let i = Int(s)
            if variableOf[i] != nil || rowOf[i] >= 0 || !attachments[i].isEmpty || references[i] != 0 {
                return "free variable slot \(s) still in use"
            }
        }
        for i in kinds.indices where kinds[i] == .external {
            guard let v = variableOf[i] else { continue }
            if symbolOf[v.id] != Int32(i) { return "variable of symbol \(i) maps to \(symbolOf[v.id].map(String.init) ?? "nothing")" }
        }
        return storedCostMismatch()
    }

    /// Pricing afresh gives every priced parametric symbol the reduced cost stored for it, in
    /// each direction its bounds allow, within ``storedCostTolerance`` (the stored costs are
    /// kept by row operations, so rounding may separate them from a fresh sum).
    func storedCostMismatch() -> String? {
        var fresh = self
        var plus = [Double](repeating: 0, count: stride)
        var minus = [Double](repeating: 0, count: stride)
        for i in kinds.indices where rowOf[i] < 0 && priced[i] && movable[i] != 0 {
            let s = Int32(i)
            for k in 0..<stride { plus[k] = 0; minus[k] = 0 }
            let moves = fresh.addOwnDerivatives(of: s, into: &plus, &minus) & movable[i]
            fresh.addColumnShare(of: s, plus: &plus, minus: &minus)
            let base = costBase(i)
            for k in 1..<stride {
                if moves & 1 != 0, abs(plus[k] - risingCost[base + k]) > Self.storedCostTolerance {
                    return "stored rising cost of \(s) slot \(k): \(risingCost[base + k]), priced \(plus[k])"
                }
                if moves & 2 != 0, abs(minus[k] - fallingCost[base + k]) > Self.storedCostTolerance {
                    return "stored falling cost of \(s) slot \(k): \(fallingCost[base + k]), priced \(minus[k])"
                }
            }
        }
        return nil
    }

    /// How far a stored reduced cost may drift from a fresh pricing (well below the costs of
    /// one unit of a weight, well above a sum's rounding).
    static let storedCostTolerance = 1e-6
}
