/// Counts of what a hierarchy holds that the layout pass has a step for, so that a pass over a
/// hierarchy without any skips the step (``LayoutEngine/layout(in:traits:)``).
struct HierarchyCensus {
    /// The views registered: the whole hierarchy.
    var registeredViewCount = 0
    /// Registered scroll views; with none, constraints resolve without the scrolling rules
    /// (ScrollView+Constraints.swift).
    var scrollViewCount = 0
    /// Registered views with nonzero additional safe-area insets; with none (and no inherited
    /// insets left from the last pass) the safe-area step of a pass is skipped.
    var safeAreaSourceCount = 0
    /// Whether a view holds insets inherited in the last pass (to clear if the sources go).
    var hasInheritedInsets = false
    /// Registered views with ``View/preservesSuperviewLayoutMargins``; with none, the margins
    /// step of a pass is skipped.
    var preservingMarginsCount = 0
    /// Whether a view of this hierarchy has used its readable content guide or follows the
    /// readable width; until then the readable step of a pass is skipped.
    var usesReadableWidth = false
    /// Registered views whose ``View/semanticContentAttribute`` is not unspecified; with none
    /// (and left-to-right traits) leading is left everywhere (LayoutEngine+Direction.swift).
    var directedViewCount = 0
    /// Registered views of classes other than Plumb's own (``View/isCustomClass(_:)``); with
    /// none, the layout cycle's calls are skipped (LayoutEngine+Cycle.swift).
    var customViewCount = 0
}

/// What an engine knows of its conflicts: the issues found (``View/layoutIssues``), the
/// constraints broken to resolve them, and what was written to standard error.
struct ConflictState {
    var issues: [LayoutIssue] = []
    /// Constraints broken because of a conflict, retried after a required removal.
    var broken: [ObjectIdentifier: LayoutConstraint] = [:]
    var retryBroken = false
    /// Constraints whose addition the pass's deadline stopped, added at the next pass.
    var interrupted: [LayoutConstraint] = []
    /// Whether the last pass stopped at its deadline or at ``View/solverCellLimit``.
    var lastPassInterrupted = false
    /// Whether the limit the last pass stopped at was ``View/solverCellLimit``.
    var lastPassPassedCellLimit = false
    /// The conflicts already written to standard error (UnsatisfiableConstraintsLog.swift).
    var loggedConflicts = Set<[ObjectIdentifier]>()
    /// The constraints whose refused priority change was written to standard error.
    var loggedPriorityChanges = Set<ObjectIdentifier>()
    /// ``View/logsUnsatisfiableConstraints`` of the root.
    var logsConflicts = true
}
