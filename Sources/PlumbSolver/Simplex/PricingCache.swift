/// What the simplex keeps between steps so that pricing is incremental: the candidate symbols,
/// each parametric symbol's reduced costs as last priced, the last columns gathered, and the
/// buffers a step reuses (an edit tick should allocate nothing).
struct PricingCache {
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
    /// entering symbol, the slots a re-priced row changes.
    var savedSlope: [Double] = []
    var risingScratch: [Double] = []
    var fallingScratch: [Double] = []
    var columnScratch: [ColumnEntry] = []
    /// The slots a re-priced row changes (``Tableau/repriceRow(_:oldSlope:oldSupport:pivotCoefficient:)``).
    var slotScratch: [Int] = []
    /// The last two columns gathered, at `gatheredVersion`: an edit tick steps the same one or
    /// two edit variables by bound flips, which change no row, and gathering their columns
    /// again (a position lookup per row) was a large share of an edit tick.
    var gatheredSymbols: (Int32, Int32) = (-1, -1)
    var gatheredVersion: UInt64 = 0
    var gatheredColumns: ([ColumnEntry], [ColumnEntry]) = ([], [])
    /// The breakpoints the entering symbol meets at once, between one step of length zero
    /// that switched a piece and the next (``Tableau/takeBreakpointMetAtOnce(_:_:_:gathered:ownInStore:)``).
    var metAtOnce = BreakpointsMetAtOnce()
}
