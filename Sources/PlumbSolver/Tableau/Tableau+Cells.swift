/// The cells of the tableau's rows: finding a symbol in a row (scanned, or through the cell
/// index for long rows), and adding, changing and removing coefficients so that the index and
/// the columns stay true (``Tableau/indexedRowLength`` is in Tableau.swift).
extension Tableau {
    /// The position of `s` in row `r`, or nil.
    @inline(__always)
    func position(_ r: Int32, _ s: Int32) -> Int32? {
        Self.position(of: s, in: rows[Int(r)], r, cells)
    }

    /// ``position(_:_:)`` for callers that hold the rows through a buffer.
    @inline(__always)
    static func position(of s: Int32, in row: Row, _ r: Int32, _ cells: CellIndex) -> Int32? {
        row.indexed ? cells.find(r, s) : scan(row.symbols, for: s)
    }

    /// The position of `s` in a short row's symbols, eight ids compared at a time.
    @inline(__always)
    static func scan(_ symbols: [Int32], for s: Int32) -> Int32? {
        symbols.withUnsafeBufferPointer { symbols in
            guard let base = symbols.baseAddress else { return nil }
            let n = symbols.count
            var k = 0
            let needle = SIMD8<Int32>(repeating: s)
            let raw = UnsafeRawPointer(base)
            while k + 8 <= n {
                if any(raw.loadUnaligned(fromByteOffset: k &* 4, as: SIMD8<Int32>.self) .== needle) { break }
                k &+= 8
            }
            while k < n {
                if base[k] == s { return Int32(truncatingIfNeeded: k) }
                k &+= 1
            }
            return nil
        }
    }

    /// Puts every cell of row `r` in the cell index.
    mutating func indexRow(_ r: Int32) {
        rows[Int(r)].indexed = true
        let symbols = rows[Int(r)].symbols
        for k in symbols.indices { cells.set(r, symbols[k], Int32(k)) }
    }

    /// Takes every cell of row `r` out of the cell index.
    mutating func unindexRow(_ r: Int32) {
        guard rows[Int(r)].indexed else { return }
        rows[Int(r)].indexed = false
        for s in rows[Int(r)].symbols { cells.remove(r, s) }
    }

    /// Records the cells of row `r`, just written whole, in their columns and, for a long row,
    /// in the cell index.
    mutating func enterCells(of r: Int32) {
        for s in rows[Int(r)].symbols { columns[Int(s)].append(r) }
        if rows[Int(r)].symbols.count > indexedRowLength { indexRow(r) }
    }

    /// Indexes row `r` if it has grown past ``indexedRowLength``, and drops it from the index
    /// once it has shrunk to half of that (the gap keeps a row at the limit from going back and
    /// forth).
    @inline(__always)
    mutating func reindexIfNeeded(_ r: Int32) {
        let count = rows[Int(r)].symbols.count
        if rows[Int(r)].indexed {
            if count <= indexedRowLength / 2 { unindexRow(r) }
        } else if count > indexedRowLength {
            indexRow(r)
        }
    }

    /// Non-zero cells over all rows.
    var cellCount: Int { rows.reduce(0) { $0 + $1.symbols.count } }

    @inline(__always)
    func coefficient(_ r: Int32, _ s: Int32) -> Double {
        guard let p = position(r, s) else { return 0 }
        return rows[Int(r)].coefficients[Int(p)]
    }

    /// Adds `delta` to the coefficient of `s` in row `r`, dropping the cell if it cancels.
    @inline(__always)
    mutating func addToCell(_ r: Int32, _ s: Int32, _ delta: Double) {
        rowsVersion &+= 1
        if let p = position(r, s) {
            let c = rows[Int(r)].coefficients[Int(p)] + delta
            if abs(c) < Tolerance.epsilon {
                removeCell(r, at: p)
            } else {
                rows[Int(r)].coefficients[Int(p)] = c
            }
        } else if abs(delta) >= Tolerance.epsilon {
            appendCell(r, s, delta)
        }
    }

    /// Appends a cell that row `r` does not hold yet.
    @inline(__always)
    mutating func appendCell(_ r: Int32, _ s: Int32, _ coefficient: Double) {
        rowsVersion &+= 1
        let p = Int32(rows[Int(r)].symbols.count)
        rows[Int(r)].symbols.append(s)
        rows[Int(r)].coefficients.append(coefficient)
        columns[Int(s)].append(r)
        if rows[Int(r)].indexed {
            cells.set(r, s, p)
        } else if p >= indexedRowLength {
            indexRow(r)
        }
    }

    mutating func removeCell(_ r: Int32, at p: Int32) {
        rowsVersion &+= 1
        let i = Int(p)
        let s = rows[Int(r)].symbols[i]
        let last = rows[Int(r)].symbols.count - 1
        let indexed = rows[Int(r)].indexed
        if i != last {
            let moved = rows[Int(r)].symbols[last]
            rows[Int(r)].symbols[i] = moved
            rows[Int(r)].coefficients[i] = rows[Int(r)].coefficients[last]
            if indexed { cells.set(r, moved, p) }
        }
        rows[Int(r)].symbols.removeLast()
        rows[Int(r)].coefficients.removeLast()
        if indexed { cells.remove(r, s) }
    }

    /// The rows that hold `s`, deduplicated, stale entries dropped.
    mutating func liveColumn(_ s: Int32) -> [Int32] {
        epoch &+= 1
        if epoch == 0 {
            for i in stamps.indices { stamps[i] = 0 }
            epoch = 1
        }
        var column = take(&columns[Int(s)])
        var kept = 0
        for i in 0..<column.count {
            let r = column[i]
            if stamps[Int(r)] != epoch, position(r, s) != nil {
                stamps[Int(r)] = epoch
                column[kept] = r
                kept += 1
            }
        }
        if kept < column.count { column.removeLast(column.count - kept) }
        columns[Int(s)] = column
        return column
    }
}
