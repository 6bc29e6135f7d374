// Runs of steps of length zero: one entering symbol switching, step after step, the piece of
// each basic of its column that sits at the end of its piece (Docs/solver.md, "Optimising").

/// A run of steps of length zero by one entering symbol on a long column, each switching the
/// piece of one basic that sits at the end of its piece: what the next of them needs, so that
/// it does not walk the column again. Valid while no other step, pivot or optimisation has
/// happened since the last of the run (`stepCount`, `rowsVersion`).
struct BreakpointsMetAtOnce {
    /// The entering symbol; -1: no run.
    var symbol: Int32 = -1
    var sigma = 0.0
    /// The run's `sigma × 0` (a signed zero), which each step adds to the column's values.
    var delta = 0.0
    var stepCount = 0
    var rowsVersion: UInt64 = 0
    /// The basic the last step set to its breakpoint, with its coefficient in the column: the
    /// one value the next step's move by `delta` can change (a −0 made +0).
    var snapped: Int32 = -1
    var snappedCoefficient = 0.0
    /// The basics still met at once, in the order the ratio test would take them, gathered
    /// at the second step of the run (most runs end after one); `next` is the next to take.
    var breakpoints: [ColumnEntry] = []
    var gathered = false
    var next = 0
}

extension Tableau {
    /// The next step of a run of steps of length zero (``BreakpointsMetAtOnce``), taken without
    /// the ratio test's walk of the column: the same basic leaves, with the same values, as
    /// in ``step(_:_:_:ownInStore:)``. Between two steps of the run only the switched basic's
    /// piece and the value it was set to changed, so the basics met at once are the ones
    /// before, less those already switched, and each comes up in Bland's order as the ratio
    /// test's tie-break takes it. False, changing nothing but the cached column, when `j`
    /// does not continue a run. A stack whose `UISV-spanning-boundary` markers all sat at
    /// their breakpoint on the piece the spanning fit pushes against switched them one step
    /// each, and each step walked a column as long as the stack.
    mutating func takeBreakpointMetAtOnce(_ j: Int32, _ sigma: Double, _ column: inout [ColumnEntry],
                                          gathered: Bool, ownInStore: Bool) -> Bool {
        guard settings.reusesBreakpointsMetAtOnce, pricing.metAtOnce.symbol == j, pricing.metAtOnce.sigma == sigma,
              pricing.metAtOnce.stepCount == statistics.stepCount,
              pricing.metAtOnce.rowsVersion == rowStore.rowsVersion else { return false }
        // Taken whole, so that its list has one owner and is refilled in place.
        var run = pricing.metAtOnce
        pricing.metAtOnce = BreakpointsMetAtOnce()
        if !run.gathered {
            if !gathered { gatherColumn(j, into: &column) }
            statistics.ratioTestEntries &+= column.count
            run.breakpoints.removeAll(keepingCapacity: true)
            for entry in column where !entry.lazy {
                let rate = entry.coefficient * sigma
                guard abs(rate) >= Tolerance.epsilon, timeToEndOfPiece(entry.basic, rate) == 0 else { continue }
                run.breakpoints.append(entry)
            }
            let newestFirst = entersNewestFirst
            run.breakpoints.sort { newestFirst ? $0.basic > $1.basic : $0.basic < $1.basic }
            run.gathered = true
            run.next = 0
        }
        // Whether the ratio test would take the next one now: nothing met at once is left
        // (the step moves), or a basic no longer sits at its end (never expected).
        guard run.next < run.breakpoints.count else {
            pricing.metAtOnce.breakpoints = run.breakpoints
            return false
        }
        let entry = run.breakpoints[run.next]
        let rate = entry.coefficient * sigma
        guard timeToEndOfPiece(entry.basic, rate) == 0 else {
            pricing.metAtOnce.breakpoints = run.breakpoints
            return false
        }
        run.next += 1
        statistics.stepCount += 1
        // The step's move by a signed zero, which leaves every value but the last one set.
        let v = symbols.value[Int(run.snapped)]
        let moved = v + run.snappedCoefficient * run.delta
        if moved.bitPattern != v.bitPattern { setValue(run.snapped, moved) }
        evaluation.lazyValuesValid = false
        let b = entry.basic
        setValue(b, rate > 0 ? symbols.pieceUpper[Int(b)] : symbols.pieceLower[Int(b)])
        if switchPiece(of: b, row: entry.row, rate: rate, for: j, ownInStore: ownInStore) {
            run.stepCount = statistics.stepCount
            run.rowsVersion = rowStore.rowsVersion
            run.snapped = b
            run.snappedCoefficient = entry.coefficient
            pricing.metAtOnce = run
        } else {
            pricing.metAtOnce.breakpoints = run.breakpoints
            exchangeOrPivot(j, sigma, row: entry.row, basic: b, coefficient: entry.coefficient)
        }
        return true
    }

    /// How far the entering symbol moves, at `rate` per unit, before basic `b` reaches the end
    /// of its piece (infinite: no end that way); as the ratio test of ``step(_:_:_:ownInStore:)``
    /// computes it.
    @inline(__always)
    private func timeToEndOfPiece(_ b: Int32, _ rate: Double) -> Double {
        let end = rate > 0 ? symbols.pieceUpper[Int(b)] : symbols.pieceLower[Int(b)]
        guard end.isFinite else { return .infinity }
        let value = symbols.value[Int(b)]
        return max(0, rate > 0 ? end - value : value - end) / abs(rate)
    }
}
