/// An incremental constraint solver with UIKit's priority semantics.
///
/// Required constraints (priority 1000) hold exactly. Optional ones are satisfied as far as
/// possible, level by level: first the total weighted violation of the highest optional
/// priority is minimised, then, holding that, the next level, and so on (lexicographic order).
/// Within one level the cost is the weighted sum of violations (L1), Cassowary's convention.
///
/// Every change is incremental: adding or removing a constraint and suggesting a value for an
/// edit variable reuse the current solution. Optimisation is deferred until values are read,
/// so a batch of additions is optimised once.
///
/// Values are deterministic: the same calls in the same order give bit-identical values.
public final class Solver {
    // A solver is confined to one thread and never calls out while it holds its state, so the
    // runtime's exclusivity bookkeeping on these properties (a runtime call per access, a
    // measurable share of an edit tick: Docs/benchmarks-log.md) guards nothing.
    @exclusivity(unchecked) var tableau: Tableau
    /// Constraints in the order they were added (for diagnostics and ``constraints``); each
    /// one's index here is kept with its record in the tableau.
    @exclusivity(unchecked) private var added: [Constraint?] = []
    private var liveCount = 0
    /// While a solver is built from nothing (until the first ``updateVariables()``), each
    /// addition is optimised at once, as kiwi does: nested groups settle as they close, so a
    /// pivot only rewrites the rows of the group being built. Optimising once at the end
    /// instead lets every leaf's row name its ancestors' sizes, and the final pass walks the
    /// compression down the whole tree (far slower on a nested build). After the first
    /// update, changes are optimised together at the next one (removals and re-additions touch
    /// a settled tableau, where batching wins). A ``SettlingBudget`` bounds the eager work
    /// (``TableauStatistics/settlingWork``): a build whose additions keep moving or re-pricing
    /// much goes back to batching.
    private var settlesEachAddition = true
    private var settling = SettlingBudget()

    /// The default settings.
    public init() {
        tableau = Tableau()
    }

    /// A solver whose tableau takes the given strategies (tests and fuzzers: the results are
    /// the same, the paths differ).
    init(settings: TableauSettings) {
        tableau = Tableau(settings: settings)
    }

    // MARK: Constraints

    /// Adds a constraint.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)``, ``SolverError/invalidPriority(_:)``,
    ///   ``SolverError/invalidWeight(_:)``, ``SolverError/nonFiniteNumber(_:)``, or
    ///   ``SolverError/unsatisfiable(_:conflicts:)`` with a minimal set of conflicting required
    ///   constraints, ``SolverError/overflow(_:)`` if holding it would take a value beyond
    ///   Double's range, or ``SolverError/interrupted`` at the ``deadline``. On error the solver
    ///   is unchanged.
    public func add(_ constraint: Constraint) throws(SolverError) {
        try validate(constraint)
        if tableau.order(of: constraint) != nil { throw .duplicateConstraint(constraint) }
        if tableau.isInterruptedBeforeAddition() { throw .interrupted }
        switch tableau.add(constraint, order: added.count) {
        case .success:
            if settlesEachAddition {
                let before = tableau.statistics.settlingWork
                tableau.ensureOptimal()
                settlesEachAddition = settling.charge(tableau.statistics.settlingWork - before)
            }
            added.append(constraint)
            liveCount += 1
            revision &+= 1
        case .overflow:
            throw .overflow(constraint)
        case .failure(let conflicts):
            if tableau.interruption?.happened == true, conflicts.isEmpty { throw .interrupted }
            throw .unsatisfiable(constraint, conflicts: inAdditionOrder(conflicts))
        }
    }

    /// When long additions and optimisations stop (nil, the default: never). An addition
    /// still running at the deadline is undone and throws ``SolverError/interrupted``, and so
    /// does every addition after it; an optimisation (``updateVariables()``) stops with a
    /// feasible solution that may not be optimal yet. ``isInterrupted`` tells; setting a new
    /// deadline (or nil) clears it, and the next update goes on optimising.
    public var deadline: ContinuousClock.Instant? {
        get { tableau.interruption?.deadline }
        set { setLimits(deadline: newValue, cellLimit: cellLimit) }
    }

    /// How large the tableau may grow (nil, the default: no limit). Past it, additions and
    /// optimisations stop as at the ``deadline`` (``isInterrupted``, ``passedCellLimit``). The
    /// tableau's size is the solver's memory: most layouts hold a few cells per row, but some
    /// fill in quadratically (an `equalCentering` stack of thousands of labels), and a limit
    /// stops them before they take all the memory there is. The cells are counted at most
    /// every ``CellLimit/countInterval`` of a long loop, so the tableau can pass the limit by
    /// what that time adds. Setting it (or nil) clears an interruption, as a new deadline does.
    public var cellLimit: CellLimit? {
        get { tableau.interruption?.cellLimit }
        set { setLimits(deadline: deadline, cellLimit: newValue) }
    }

    private func setLimits(deadline: ContinuousClock.Instant?, cellLimit: CellLimit?) {
        tableau.interruption = deadline == nil && cellLimit == nil ? nil : Interruption(deadline: deadline, cellLimit: cellLimit)
    }

    /// Whether a call stopped at the ``deadline`` or the ``cellLimit`` since they were set.
    public var isInterrupted: Bool { tableau.interruption?.happened ?? false }

    /// Whether the limit a call stopped at was the ``cellLimit``.
    public var passedCellLimit: Bool { tableau.interruption?.passedCellLimit ?? false }

    /// Takes back a constraint this solver has just added (the rollback of ``add(all:)``): it
    /// is known, so removing it cannot fail.
    private func removeJustAdded(_ c: Constraint) {
        do {
            try remove(c)
        } catch {
            assertionFailure("a constraint just added could not be removed: \(error)")
        }
    }

    /// Adds many constraints.
    ///
    /// All or nothing: if one constraint is refused, the ones added before it by this call are
    /// removed again and the error is thrown.
    @inlinable
    public func add(contentsOf constraints: some Sequence<Constraint>) throws(SolverError) {
        try add(all: Array(constraints))
    }

    // The generic entry points are inlinable and hand over an array: unspecialized (called
    // from another module), iterating `some Sequence` went through a witness table for every
    // element, a dynamic call each (a grid of 10⁵ views removes 300,000 at once).
    @usableFromInline
    func add(all constraints: [Constraint]) throws(SolverError) {
        var done: [Constraint] = []
        for constraint in constraints {
            do {
                try add(constraint)
                done.append(constraint)
            } catch {
                for c in done.reversed() { removeJustAdded(c) }
                throw error
            }
        }
    }

    /// Removes a constraint.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not in the solver.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let index = tableau.order(of: constraint), index >= 0 else {
            throw .unknownConstraint(constraint)
        }
        tableau.remove(constraint)
        forget(index)
        revision &+= 1
    }

    /// Runs `body`, which replaces constraints: removes some and adds others on the same
    /// expressions, with another constant or priority (a layout constraint's `constant` set,
    /// a stack view's spacing changed). An expression whose last constraint leaves keeps its
    /// marker until `body` returns, so that the constraint added in its place takes it up
    /// instead of the solver eliminating the marker and building it again; markers no
    /// constraint took up are then let go, as the removals would have. The optimum is the
    /// same as without the scope; where it is not unique (an ambiguous layout), another of its
    /// equally good solutions may be reached. Scopes do not nest: an inner one runs inside the
    /// outer.
    public func replacingConstraints<Result>(_ body: () -> Result) -> Result {
        guard tableau.keptMarkers == nil else { return body() }
        tableau.keptMarkers = []
        defer { tableau.discardKeptMarkers() }
        return body()
    }

    /// Removes many constraints at once: the same result as removing them one by one, but a
    /// group that shares no variable with the constraints that stay (a detached subtree's) is
    /// dropped in time linear in its size.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if one is not in the solver; then
    ///   nothing is removed.
    @inlinable
    public func remove(contentsOf constraints: some Sequence<Constraint>) throws(SolverError) {
        try remove(group: Array(constraints))
    }

    @usableFromInline
    func remove(group constraints: [Constraint]) throws(SolverError) {
        // Each member leaves the addition order as it is found, which also skips repeats without
        // a set of identities; an unknown constraint puts the order back before throwing.
        var group: [Constraint] = []
        var indices: [Int] = []
        for c in constraints {
            guard let index = tableau.order(of: c), index >= 0 else {
                for (index, c) in zip(indices, group) { added[index] = c }
                throw .unknownConstraint(c)
            }
            guard added[index] != nil else { continue }
            added[index] = nil
            group.append(c)
            indices.append(index)
        }
        liveCount -= group.count
        tableau.remove(group: group)
        compactOrderIfSparse()
        revision &+= 1
    }

    /// Drops the constraint at `index` of the addition order (already out of the tableau).
    private func forget(_ index: Int) {
        added[index] = nil
        liveCount -= 1
        compactOrderIfSparse()
    }

    private func compactOrderIfSparse() {
        if added.count > 64, liveCount * 2 < added.count { compactOrder() }
    }

    /// Whether the constraint is in the solver.
    public func contains(_ constraint: Constraint) -> Bool {
        tableau.order(of: constraint) != nil
    }

    /// The constraints in the solver, in the order they were added.
    public var constraints: [Constraint] { added.compactMap { $0 } }

    // MARK: Edit variables

    /// Makes a variable editable: ``suggestValue(_:for:)`` then pulls it toward a value with
    /// the given (optional) priority.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard priority.isValid else { throw .invalidPriority(priority.value) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        guard !tableau.hasEdit(variable) else { throw .duplicateEditVariable(variable) }
        tableau.addEdit(variable, priority: priority)
        revision &+= 1
    }

    /// Stops editing a variable.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard tableau.hasEdit(variable) else { throw .unknownEditVariable(variable) }
        tableau.removeEdit(variable)
        revision &+= 1
    }

    /// Whether the variable is an edit variable.
    public func containsEditVariable(_ variable: Variable) -> Bool { tableau.hasEdit(variable) }

    /// Pulls an edit variable toward a value. Re-solves incrementally (dual simplex).
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard value.isFinite else { throw .nonFiniteNumber(nil) }
        guard tableau.suggest(variable, value) else { throw .unknownEditVariable(variable) }
        revision &+= 1
    }

    // MARK: Values

    /// Brings every value up to date and returns the variables whose value changed since the
    /// previous call (in no particular but deterministic order), as a view of the solver's own
    /// list of changes: no array is built per call (``ChangedVariables``). A variable that
    /// entered the solver since the previous call is listed whatever its value.
    @discardableResult
    public func updateVariables() -> ChangedVariables {
        let changed = tableau.updateVariables()
        // Refusals since the previous update, including those of additions settled at once.
        didOverflow = tableau.statistics.refusedSteps != refusedStepsAtUpdate
        refusedStepsAtUpdate = tableau.statistics.refusedSteps
        settlesEachAddition = false
        // Debug builds check the tableau's invariants after every update, up to a size where
        // the check (linear in the cells) would make large debug runs quadratic.
        assert(tableau.rowStore.rows.count > Solver.invariantCheckLimit || tableau.verify() == nil,
               "tableau invariant broken: \(tableau.verify() ?? "")")
        return changed
    }

    /// Whether the last ``updateVariables()`` (or an addition since the one before) stopped
    /// short of the optimum because moving on would have taken a value beyond Double's range
    /// (an edit variable suggested 1e308 in a row that doubles it). The values are the last ones in range, every one a number, and the
    /// next change starts from them: the step that would overflow was refused, as a failed
    /// ``add(_:)`` is. Values that only a read computes (a variable defined by others, 2 × 1e308)
    /// can still come out infinite; callers check those as they read them.
    public private(set) var didOverflow = false

    /// Counts the changes made to the solver (additions, removals, edits, suggestions): while
    /// it stays the same, ``updateVariables()`` has nothing new to solve. Callers compare two
    /// readings; the number itself means nothing.
    @exclusivity(unchecked) public private(set) var revision = 0
    private var refusedStepsAtUpdate = 0

    /// The largest tableau (rows) whose invariants debug builds check on every update.
    static let invariantCheckLimit = 2_000

    /// The current value of a variable (0 for a variable the solver does not know, or no longer
    /// knows: a variable that no constraint or edit names leaves the solver at the next update).
    public func value(of variable: Variable) -> Double { tableau.value(of: variable) }

    /// The values of four variables, as ``value(of:)`` reads each: a frame's edges and size
    /// in one call, the solution brought up to date once and variables made one after
    /// another found together.
    public func values(of a: Variable, _ b: Variable, _ c: Variable, _ d: Variable) -> (Double, Double, Double, Double) {
        tableau.values(of: a, b, c, d)
    }

    /// Removes every constraint and edit variable.
    public func reset() {
        // Give the claims back, so that another solver can keep these records inline.
        for case let c? in added { tableau.records.remove(c) }
        tableau = Tableau(settings: tableau.settings)
        refusedStepsAtUpdate = 0
        didOverflow = false
        added = []
        liveCount = 0
        settlesEachAddition = true
        settling = SettlingBudget()
        revision &+= 1
    }

    /// Counters that describe the work done so far, for benchmarks and curiosity.
    public var statistics: Statistics {
        let size = tableau.size
        return Statistics(rows: size.rows, cells: size.cells,
                   symbols: tableau.symbols.kinds.count - tableau.symbols.freeMarkers.count - tableau.symbols.freeExternals.count,
                   pivots: tableau.statistics.pivotCount, steps: tableau.statistics.stepCount,
                   candidates: tableau.statistics.popCount, levels: tableau.objective.levels.count,
                   iterationLimitHits: tableau.statistics.iterationLimitHits)
    }

    /// Sizes of the tableau and the number of pivots made.
    public struct Statistics: Sendable, Hashable {
        /// Rows of the tableau in use.
        public var rows: Int
        /// Non-zero cells over all rows.
        public var cells: Int
        /// Symbols in use: variables and constraint markers.
        public var symbols: Int
        /// Pivots made so far.
        public var pivots: Int
        /// Simplex steps (pivots plus bound flips).
        public var steps: Int
        /// Entering candidates examined.
        public var candidates: Int
        /// Optional priority levels in the objective.
        public var levels: Int
        /// How many times a simplex pass stopped at its iteration limit (100 steps per symbol
        /// and row, plus 100,000) instead of at the optimum. Never seen in tests or fuzzing; a
        /// non-zero value means the values are feasible but may not be optimal.
        public var iterationLimitHits: Int
    }

    /// The first broken internal invariant of the tableau, or nil; used by tests.
    var invariantViolation: String? { tableau.verify() }
    /// Exchanges within long rows so far (tests check that the path was taken).
    var exchangeCount: Int { tableau.statistics.exchangeCount }

    // MARK: Private

    private func validate(_ c: Constraint) throws(SolverError) {
        guard c.priority.isValid else { throw .invalidPriority(c.priority.value) }
        guard c.weight.isFinite, c.weight > 0 else { throw .invalidWeight(c.weight) }
        guard c.expression.isFinite else { throw .nonFiniteNumber(c) }
    }

    /// The conflicting constraints in the order they were added (the tableau's explanation is
    /// already minimal: Tableau.explainBlocked).
    private func inAdditionOrder(_ constraints: [Constraint]) -> [Constraint] {
        constraints.sorted { (tableau.order(of: $0) ?? 0) < (tableau.order(of: $1) ?? 0) }
    }

    private func compactOrder() {
        // Built as [Constraint?] directly: converting a [Constraint] casts every element.
        var live: [Constraint?] = []
        live.reserveCapacity(liveCount)
        for case let c? in added {
            tableau.setOrder(live.count, of: c)
            live.append(c)
        }
        added = live
        liveCount = live.count
    }


}
