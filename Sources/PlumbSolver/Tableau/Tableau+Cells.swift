/// The cells of the tableau's rows: finding a symbol in a row (scanned, or through the cell
/// index for long rows), and adding, changing and removing coefficients so that the index and
/// the columns stay true (``Tableau/settings.indexedRowLength`` is in Tableau.swift).
extension Tableau {
    /// The position of `s` in row `r`, or nil.
    @inline(__always)
    func position(_ r: Int32, _ s: Int32) -> Int32? {
        Self.position(of: s, in: rowStore.rows[Int(r)], r, rowStore.cells)
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
        rowStore.rows[Int(r)].indexed = true
        let symbols = rowStore.rows[Int(r)].symbols
        for k in symbols.indices { rowStore.cells.set(r, symbols[k], Int32(k)) }
    }

    /// Takes every cell of row `r` out of the cell index.
    mutating func unindexRow(_ r: Int32) {
        guard rowStore.rows[Int(r)].indexed else { return }
        rowStore.rows[Int(r)].indexed = false
        for s in rowStore.rows[Int(r)].symbols { rowStore.cells.remove(r, s) }
    }

    /// Records the cells of row `r`, just written whole, in their columns and, for a long row,
    /// in the cell index.
    mutating func enterCells(of r: Int32) {
        for s in rowStore.rows[Int(r)].symbols { rowStore.columns[Int(s)].append(r) }
        if rowStore.rows[Int(r)].symbols.count > settings.indexedRowLength { indexRow(r) }
    }

    /// Indexes row `r` if it has grown past ``settings.indexedRowLength``, and drops it from the index
    /// once it has shrunk to half of that (the gap keeps a row at the limit from going back and
    /// forth).
    @inline(__always)
    mutating func reindexIfNeeded(_ r: Int32) {
        let count = rowStore.rows[Int(r)].symbols.count
        if rowStore.rows[Int(r)].indexed {
            if count <= settings.indexedRowLength / 2 { unindexRow(r) }
        } else if count > settings.indexedRowLength {
            indexRow(r)
        }
    }

    /// Non-zero cells over all rows.
    var cellCount: Int { rowStore.rows.reduce(0) { $0 + $1.symbols.count } }

    @inline(__always)
    func coefficient(_ r: Int32, _ s: Int32) -> Double {
        guard let p = position(r, s) else { return 0 }
        return rowStore.rows[Int(r)].coefficients[Int(p)]
    }

    /// Adds `delta` to the coefficient of `s` in row `r`, dropping the cell if it cancels.
    @inline(__always)
    mutating func addToCell(_ r: Int32, _ s: Int32, _ delta: Double) {
        rowStore.rowsVersion &+= 1
        if let p = position(r, s) {
            let c = rowStore.rows[Int(r)].coefficients[Int(p)] + delta
            if abs(c) < Tolerance.epsilon {
                removeCell(r, at: p)
            } else {
                rowStore.rows[Int(r)].coefficients[Int(p)] = c
            }
        } else if abs(delta) >= Tolerance.epsilon {
            appendCell(r, s, delta)
        }
    }

    /// Appends a cell that row `r` does not hold yet.
    @inline(__always)
    mutating func appendCell(_ r: Int32, _ s: Int32, _ coefficient: Double) {
        rowStore.rowsVersion &+= 1
        let p = Int32(rowStore.rows[Int(r)].symbols.count)
        rowStore.rows[Int(r)].symbols.append(s)
        rowStore.rows[Int(r)].coefficients.append(coefficient)
        rowStore.columns[Int(s)].append(r)
        if rowStore.rows[Int(r)].indexed {
            rowStore.cells.set(r, s, p)
        } else if p >= settings.indexedRowLength {
            indexRow(r)
        }
    }

    mutating func removeCell(_ r: Int32, at p: Int32) {
        rowStore.rowsVersion &+= 1
        let i = Int(p)
        let s = rowStore.rows[Int(r)].symbols[i]
        let last = rowStore.rows[Int(r)].symbols.count - 1
        let indexed = rowStore.rows[Int(r)].indexed
        if i != last {
            let moved = rowStore.rows[Int(r)].symbols[last]
            rowStore.rows[Int(r)].symbols[i] = moved
            rowStore.rows[Int(r)].coefficients[i] = rowStore.rows[Int(r)].coefficients[last]
            if indexed { rowStore.cells.set(r, moved, p) }
        }
        rowStore.rows[Int(r)].symbols.removeLast()
        rowStore.rows[Int(r)].coefficients.removeLast()
        if indexed { rowStore.cells.remove(r, s) }
    }

    /// The rows that hold `s`, deduplicated, stale entries dropped.
    mutating func liveColumn(_ s: Int32) -> [Int32] {
        let epoch = rowStore.nextEpoch()
        var column = take(&rowStore.columns[Int(s)])
        var kept = 0
        for i in 0..<column.count {
            let r = column[i]
            if isFirstLiveEntry(r, of: s, epoch: epoch) {
                column[kept] = r
                kept += 1
            }
        }
        if kept < column.count { column.removeLast(column.count - kept) }
        rowStore.columns[Int(s)] = column
        return column
    }

    /// Whether column entry `r` of `s` is a row that still holds `s`, met for the first time
    /// in the walk stamped `epoch` (``RowStore/nextEpoch()``): a column keeps stale and
    /// repeated entries until it is compacted.
    @inline(__always)
    mutating func isFirstLiveEntry(_ r: Int32, of s: Int32, epoch: UInt32) -> Bool {
        guard rowStore.stamps[Int(r)] != epoch, position(r, s) != nil else { return false }
        rowStore.stamps[Int(r)] = epoch
        return true
    }

    /// Drops the repeated entries of the columns that passed their limit, and sets each limit
    /// to twice what is left (``RowStore/columnLimit``). Row slots are reused, so a column
    /// without repeats is no longer than the rows the tableau has had at once, however many
    /// times rows were removed and made again; telling stale entries from live ones would mean
    /// looking each up in its row (``liveColumn(_:)`` does, when a caller needs the live rows).
    mutating func compactOversizedColumns() {
        let oversized = take(&rowStore.oversizedColumns)
        for s in oversized where rowStore.columns[Int(s)].count > Int(rowStore.columnLimit[Int(s)]) {
            let distinct = removeRepeatedEntries(fromColumnOf: s)
            rowStore.columnLimit[Int(s)] = Int32(clamping: 2 * distinct) + RowStore.minimumColumnLimit
        }
        rowStore.oversizedColumns = oversized
        rowStore.oversizedColumns.removeAll(keepingCapacity: true)
    }

    /// Keeps the first entry of each row in `s`'s column; returns how many are left.
    private mutating func removeRepeatedEntries(fromColumnOf s: Int32) -> Int {
        let e = rowStore.nextEpoch()
        var column = take(&rowStore.columns[Int(s)])
        var kept = 0
        for i in 0..<column.count where rowStore.stamps[Int(column[i])] != e {
            rowStore.stamps[Int(column[i])] = e
            column[kept] = column[i]
            kept += 1
        }
        column.removeLast(column.count - kept)
        rowStore.columns[Int(s)] = column
        return kept
    }
}
