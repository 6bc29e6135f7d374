/// The tableau's symbols, struct-of-arrays by dense `Int32` id: each symbol's kind, value,
/// bounds and the piece of its piecewise cost it sits in, the constraints attached to it,
/// the row it is basic in (if any), and for an external the ``Variable`` it stands for.
/// Free slots are reused by symbols of their own kind.
struct SymbolTable {
    var kinds: [SymbolKind] = []
    var value: [Double] = []
    var lower: [Double] = []
    var upper: [Double] = []
    var pieceLower: [Double] = []
    var pieceUpper: [Double] = []
    var attachments: [[Attachment]] = []
    /// Whether the symbol is an external with no constraint attached (its row, if basic, is
    /// lazy). Kept alongside `attachments` so hot loops need not touch the nested arrays.
    var lazyEligible: [Bool] = []
    var rowOf: [Int32] = []
    var variableOf: [Variable?] = []
    /// The externals whose value changed since ``updateVariables()`` last reported (markers
    /// are excluded when they are made, ``SymbolList/addSymbol(excluded:)``).
    var dirty = SymbolList()
    var reported: [Double] = []
    var symbolOf = VariableSymbols()
    var freeMarkers: [Int32] = []
    /// Slots of variables that left the tableau (``releaseUnnamedVariables()``), for the next
    /// new variables.
    var freeExternals: [Int32] = []
    /// Externals that a removal left unnamed by any constraint or edit. They leave at the next
    /// optimisation if still unnamed then: a stack view that rearranges its views, or a cell
    /// moved to another row, removes and adds again the constraints of the same variables,
    /// which keep their slots and values (a moved cell's tick costs much less than when they
    /// left at once and came back at 0: Docs/benchmarks-log.md).
    var unnamedVariables: [Int32] = []
    /// How many recorded constraints (and edits) name the symbol: the variables of a `.single`
    /// record and of a marker's expression. A group of constraints that holds every reference
    /// to its variables is a closed component (``remove(group:)``).
    var references: [Int32] = []
    /// Per-symbol counter that ``remove(group:)`` uses and leaves at zero.
    var groupCount: [Int32] = []
}
