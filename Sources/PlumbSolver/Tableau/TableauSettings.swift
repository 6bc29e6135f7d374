/// How a tableau chooses between equivalent strategies. The defaults are what the solver
/// uses; tests and fuzzers pass others (``Solver/init(settings:)``) to drive the paths that
/// small systems would seldom take. No setting changes a result, only the way to it.
struct TableauSettings: Sendable {
    /// Rows longer than this keep their cells in the cell index; shorter ones are scanned
    /// (``Row/indexed``).
    var indexedRowLength = Tableau.defaultIndexedRowLength
    /// Evaluate lazy rows incrementally (downstream of what changed) every time, instead of
    /// switching to a full pass when most rows would be evaluated anyway.
    var alwaysEvaluatesIncrementally = false
    /// The number of row evaluations past which an incremental evaluation gives way to a full
    /// pass; nil for the default, twice the rows plus 64 (``Tableau/evaluateLazy()``).
    var incrementalEvaluationLimit: Int?
    /// Entering columns at least this long make a step of length zero switch a piece rather
    /// than pivot (``Tableau/switchColumnLength``; the differential tests lower it so that
    /// their small systems take that path too).
    var switchColumnLength = Tableau.switchColumnLength
    /// Take the later steps of a run of steps of length zero from the basics the first one
    /// found (``Tableau/takeBreakpointMetAtOnce(_:_:_:gathered:ownInStore:)``); off, each runs
    /// the ratio test again. Both take the same steps: the tests compare them.
    var reusesBreakpointsMetAtOnce = true
    /// Move an edited variable to its new target at once when that is the simplex's one step
    /// (``Tableau/moveEditedSymbol(_:edit:from:to:)``); off, every suggestion goes through the
    /// simplex. The tests compare both.
    var movesEditsAlong = true
}
