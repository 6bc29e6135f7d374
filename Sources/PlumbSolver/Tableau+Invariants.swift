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
        return nil
    }
}
