/// The rows evaluated on demand: rows whose basic is a free, cost-free external are not kept
/// reduced; their values are computed when read, in an order where every row comes after the
/// rows it names, and only downstream of what changed (``Tableau/evaluateLazy()``).
struct LazyEvaluation {
    /// Rows whose basic is a free, cost-free external, in an order where every row comes after
    /// the rows of the basic symbols it names (valid while `lazyOrderValid`).
    var lazyOrder: [Int32] = []
    var lazyOrderValid = true
    var lazyValuesValid = true
    /// Symbols whose value changed, and basics whose lazy row changed, since the lazy values
    /// were last evaluated: the lazy rows downstream of them are the ones to evaluate again
    /// (``evaluateLazy()``), so that moving one cell of a grid does not evaluate every row.
    var lazySeeds = SymbolList()
    /// A constraint was replaced in place since the last evaluation (a marker kept for its new
    /// form, ``Tableau/discardKeptMarkers()``): the few values that change are followed from
    /// their seeds even while the flat pass's order is valid (``Tableau/evaluateLazy()``).
    var replacedInPlace = false
    /// Per row: whether an incremental evaluation has it queued (all false between calls).
    var queuedForEvaluation: [Bool] = []
    /// A step moved a symbol farther than ``Tableau/largeMove``: the reduced basics' values,
    /// updated incrementally, may carry rounding errors of that size, and are recomputed
    /// before the next step (``Tableau/settleLargeMove()``).
    var reducedValuesDrifted = false
}
