/// Counters of the tableau's work, reported through ``Solver/Statistics``.
struct TableauStatistics {
    var pivotCount = 0
    /// Exchanges made within long rows (``exchange(basicOf:for:moving:)``); each is also a pivot.
    var exchangeCount = 0
    var popCount = 0
    var stepCount = 0
    /// Attachments read while pricing symbols: the part of the simplex's work that steps do
    /// not count (a symbol with thousands of constraints costs thousands to price).
    var pricedAttachments = 0
    /// Column entries walked to price or gather symbols (``Tableau/forEachRow(holding:skippingLazyRows:_:)``).
    var walkedColumnEntries = 0
    /// Column entries read to find a variable's lazy dependents
    /// (``Tableau/lazyDependents(of:avoiding:)``), which decide whether it can define itself.
    var dependentEntriesRead = 0
    /// Column entries the optimising steps' ratio tests read (a run of steps of length zero
    /// reads its column once: ``Tableau/takeBreakpointMetAtOnce(_:_:_:gathered:ownInStore:)``).
    var ratioTestEntries = 0
    var stepsAtRefresh = 0
    /// How many times the iteration limit stopped the simplex (never expected: the optimum
    /// found before it is kept; see Docs/solver.md). ``Solver/Statistics/iterationLimitHits``.
    var iterationLimitHits = 0
    /// Optimising steps refused because a value would have left Double's range.
    var refusedSteps = 0
    /// Steps of length zero that switched a basic's piece instead of pivoting.
    var pieceSwitches = 0
    /// Suggestions that moved their edit variable at once (``Tableau/moveEditedSymbol(_:edit:from:to:)``).
    var editMoves = 0

    /// What eager settling spends (``Solver``'s budget per addition): simplex steps,
    /// attachments read and column entries walked to price symbols. Column entries count
    /// because a marker in a row per arranged view is priced from its whole column: an
    /// `equalCentering` stack walked them on every addition while in budget by steps and
    /// attachments alone (Docs/benchmarks.md, stack distributions).
    var settlingWork: Int { stepCount &+ pricedAttachments &+ walkedColumnEntries }
}
