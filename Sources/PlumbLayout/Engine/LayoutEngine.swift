import PlumbSolver

/// The solver of one view hierarchy, kept by the root view across layout passes.
///
/// Every change goes to the solver at once and incrementally (add or remove of the constraints
/// concerned); optimisation waits for the next layout pass, which reads only the variables
/// that changed and gives new frames only to the views they belong to (and to the subviews of
/// views that moved).
///
/// Invariants: when a root has an engine, every view of its hierarchy is registered in it
/// (its implicit constraints are adopted); every active user constraint whose items are in the
/// hierarchy is tracked by it; a constraint is in the solver exactly when ``shouldEnforce(_:)``
/// holds, except for broken constraints.
/// A view the engine refers to without keeping it alive: the root owns the engine, so a strong
/// reference back would keep every hierarchy alive for ever.
struct WeakView {
    private let handle: Handle<LayoutItem>
    var view: View? { handle.view }
    init(_ view: View) { handle = view.handle }
}

final class LayoutEngine {
    // Exclusivity: Swift checks every access to a class's stored property at run time (a call
    // into the runtime each time). The properties marked `@exclusivity(unchecked)` here, in View,
    // LayoutConstraint, LayoutItem and Handle are the ones building and laying out touch for
    // every view and constraint (without the checks, building and laying out a large grid
    // takes measurably fewer instructions); none is passed `inout` to code that could reach it
    // again, and a hierarchy with its engine is used from one thread at a time (views and
    // constraints are not `Sendable`).
    let solver = Solver()
    /// The view whose hierarchy this is; a removal that takes most of the hierarchy away hands
    /// the engine to the removed subtree's root (``detach(subtree:)``).
    unowned var root: View
    @exclusivity(unchecked) var traits = TraitCollection()
    var lastSize: Size?
    /// False until the first layout pass: until then constraints are only recorded, so that
    /// the first pass adds the root size first, then the views' own constraints, then the
    /// user's in activation order (the solver then never sees a hierarchy of unknown size).
    @exclusivity(unchecked) var isLive = false
    /// Whether the current root was laid out: the solver holds its frame. An engine handed to a
    /// removed subtree is live (its constraints stay in the solver) but its root has no frame
    /// in it until the subtree's own first pass; until then it answers no questions about the
    /// solution, as a subtree that waits for an engine answers none.
    var hasLaidOut: Bool { isLive && lastSize != nil }

    /// Active user constraints in activation order (iterate with ``trackedInOrder()``). Each
    /// knows its slot (``LayoutConstraint/trackedSlot``), so that tracking and untracking cost
    /// no hash; an untracked one leaves a hole until the list is compacted.
    @exclusivity(unchecked) var trackedList: [LayoutConstraint?] = []
    @exclusivity(unchecked) var trackedCount = 0
    @exclusivity(unchecked) private var nextSequence = 0
    /// Below every sequence number given so far: a hierarchy taken over by this engine
    /// (``absorb(_:joinedBy:)``) is numbered down from here, as older than everything in it.
    var lowestSequence = 0
    /// The constraints in the solver, for conflict reports.
    @exclusivity(unchecked) var enforced = EnforcedConstraints()
    /// Variable id → the view whose rectangle it is.
    @exclusivity(unchecked) var owners = VariableOwners()
    var rootConstraints: [LayoutConstraint] = []
    /// The views whose frames the next pass recomputes; ``View/isFrameDirty`` says whether a
    /// registered view is listed.
    @exclusivity(unchecked) var dirtyFrames: [WeakView] = []
    var guidedViews: [WeakView] = []
    private(set) var pendingUpdates: [WeakView] = []
    /// Views waiting for ``View/updateConstraints()`` and ``View/layoutSubviews()`` (LayoutEngine+Cycle.swift).
    @exclusivity(unchecked) var cycleLists = CycleLists()
    /// Whether the next pass walks the hierarchy for those steps instead of reading the lists.
    @exclusivity(unchecked) var cycleWalks = CycleWalks()
    var installationDirty = false

    /// What the hierarchy holds that a pass has steps for: with none, the step is skipped.
    @exclusivity(unchecked) var census = HierarchyCensus()
    /// Conflicts: the issues found, the constraints broken, what was logged.
    var conflictState = ConflictState()
    /// How large the solver may grow in a pass (``View/solverCellLimit``).
    var cellLimit: CellLimit?
    /// Stacks that arrange their views directly (DirectArrangement.swift).
    @exclusivity(unchecked) var direct = DirectArrangements()

    /// How views and constraints name their engine without keeping it alive.
    let handle = Handle<LayoutEngine>()

    init(root: View) {
        self.root = root
        handle.object = self
    }

    deinit {
        handle.object = nil
        // Views that outlive their hierarchy (held elsewhere) arrange through constraints again
        // in the next one.
        for entry in direct.tops { if let top = entry.view as? StackView { LayoutEngine.forgetDirectArrangement(top) } }
    }

    // MARK: Registration of views

    /// Registers a view: its variables and its implicit constraints (content size,
    /// autoresizing mask, system guides). The superview must be registered first.
    func register(_ view: View) {
        guard view.registeredEngine !== self else { return }
        view.registeredEngine = self
        census.registeredViewCount += 1
        view.cycle.isGuided = false
        view.cycle.isListedForGeneratedConstraints = false
        view.cycle.isListedForConstraintUpdate = false
        view.cycle.isListedForLayout = false
        owners.insert(view)
        if view is ScrollView { census.scrollViewCount += 1 }
        view.isInstalled = (view.superview?.isInstalled ?? true) && view.installedSizeClasses.allows(traits)
        view.sizing.contentConstraints = ContentSizeConstraints()
        view.autoresizingConstraints = []
        view.sizing.sizeBounds = AxisPair(nil)
        view.forEachSystemGuide { $0.definingConstraints = [] }
        view.textTraitsDidChange(traits)
        view.updateContentSizeConstraints()
        view.updateAutoresizingConstraints()
        view.updateGuideConstraints()
        // The flag may say the view is listed by the engine it came from. If it is still in
        // this engine's list from before it left, that entry comes first and the pass skips
        // the new one, whose flag it will have cleared.
        view.isFrameDirty = false
        markFrameDirty(view)
        if view.cycle.needsGeneratedConstraints { scheduleConstraintUpdate(view) }
        if view.cycle.needsUpdateConstraints { listForConstraintUpdate(view) }
        if view.cycle.needsLayout { listForLayout(view) }
        if view.additionalSafeAreaInsets != .zero { census.safeAreaSourceCount += 1 }
        if view.preservesSuperviewLayoutMargins { census.preservingMarginsCount += 1 }
        if view.semanticContentAttribute != .unspecified { census.directedViewCount += 1 }
        if view.cycle.isCustom { census.customViewCount += 1 }
        if view.guides.readableGuide != nil || view.layoutMarginsFollowReadableWidth { census.usesReadableWidth = true }
        // A view joining a direct arrangement: its top plans again (and turns into constraints
        // unless the view is an arranged view it can place).
        if !direct.tops.isEmpty, let parent = view.superview,
           parent.isDirectlyPlaced || (parent as? StackView)?.direct.arranges == true {
            directViewChanged(parent)
        }
    }

    /// Removes a view's implicit constraints and forgets it.
    func unregister(_ view: View) {
        guard view.registeredEngine === self else { return }
        view.forEachImplicitConstraint { discard($0) }
        view.sizing.contentConstraints = ContentSizeConstraints()
        view.autoresizingConstraints = []
        view.sizing.sizeBounds = AxisPair(nil)
        view.forEachSystemGuide { $0.definingConstraints = [] }
        owners.remove(view)
        if view is ScrollView { census.scrollViewCount -= 1 }
        view.registeredEngine = nil
        census.registeredViewCount -= 1
        if view.cycle.isGuided, let i = guidedViews.firstIndex(where: { $0.view === view }) { guidedViews.remove(at: i) }
        view.cycle.isGuided = false
        // A stale entry in dirtyFrames or pendingUpdates is skipped by the layout pass.
        if view.additionalSafeAreaInsets != .zero { census.safeAreaSourceCount -= 1 }
        if view.preservesSuperviewLayoutMargins { census.preservingMarginsCount -= 1 }
        if view.semanticContentAttribute != .unspecified { census.directedViewCount -= 1 }
        if view.cycle.isCustom { census.customViewCount -= 1 }
    }

    // MARK: Constraints

    /// Starts tracking an active user constraint.
    func track(_ c: LayoutConstraint) {
        if isTracked(c) { untrack(c) }
        if !direct.tops.isEmpty { directConstraintChanged(c, structural: true) }
        c.engine = self
        c.sequence = nextSequence
        nextSequence += 1
        c.trackedSlot = trackedList.count
        trackedList.append(c)
        trackedCount += 1
        let first = c.firstItem
        if let first { LayoutEngine.append(c, to: first) }
        if let second = c.secondItem, second !== first { LayoutEngine.append(c, to: second) }
    }

    /// Most items have a few constraints: room for four at the first one spares the
    /// reallocations of growing from one.
    private static func append(_ c: LayoutConstraint, to item: LayoutItem) {
        if item.trackedConstraints.capacity == 0 { item.trackedConstraints.reserveCapacity(4) }
        item.trackedConstraints.append(c)
    }

    func untrack(_ c: LayoutConstraint) {
        guard isTracked(c) else { return }
        if !direct.tops.isEmpty { directConstraintChanged(c, structural: true) }
        removeFromTrackedList(c)
        let first = c.firstItem
        first?.trackedConstraints.removeAll { $0 === c }
        if let second = c.secondItem, second !== first { second.trackedConstraints.removeAll { $0 === c } }
    }

    /// The tracked constraints that involve any of `items`, in activation order.
    func tracked(touching items: [LayoutItem]) -> [LayoutConstraint] {
        // The tracked list is in activation order (compaction keeps it), so the constraints are
        // found by their slots there, read once from each constraint.
        var slots: [Int] = []
        for item in items {
            for c in item.trackedConstraints where isTracked(c) { slots.append(c.trackedSlot) }
        }
        var unique: [LayoutConstraint] = []
        unique.reserveCapacity(slots.count)
        if slots.count * Self.markingShare > trackedList.count {
            // Much of the engine (a subtree that is most of the hierarchy): one pass over the
            // tracked list is linear and reads it in order, where sorting is n log n; each
            // constraint is marked once however many items list it.
            var marked = [Bool](repeating: false, count: trackedList.count)
            for slot in slots { marked[slot] = true }
            for slot in marked.indices where marked[slot] {
                if let c = trackedList[slot] { unique.append(c) }
            }
        } else {
            // A constraint between two of the items is listed under both: the copies are adjacent.
            slots.sort()
            for (k, slot) in slots.enumerated() where k == 0 || slots[k - 1] != slot {
                if let c = trackedList[slot] { unique.append(c) }
            }
        }
        return unique
    }

    /// ``tracked(touching:)`` marks the tracked list instead of sorting when the items' constraints
    /// are more than this share of it (1 / 8).
    static let markingShare = 8

    func trackedInOrder() -> [LayoutConstraint] {
        trackedList.compactMap { $0 }
    }

    /// Whether this engine tracks `c`: its slot here holds it (a slot taken in another engine
    /// does not).
    private func isTracked(_ c: LayoutConstraint) -> Bool {
        let slot = c.trackedSlot
        return slot >= 0 && slot < trackedList.count && trackedList[slot] === c
    }

    /// Leaves a hole in the tracked list; compacts it once holes outnumber constraints, so that
    /// removals stay constant time on average and the list at most twice as long as needed.
    func removeFromTrackedList(_ c: LayoutConstraint) {
        trackedList[c.trackedSlot] = nil
        c.trackedSlot = -1
        trackedCount -= 1
        guard trackedList.count - trackedCount > max(trackedCount, 16) else { return }
        var compacted: [LayoutConstraint?] = []
        compacted.reserveCapacity(trackedCount)
        for (slot, entry) in trackedList.enumerated() {
            guard let c = entry, c.trackedSlot == slot else { continue }
            c.trackedSlot = compacted.count
            compacted.append(c)
        }
        trackedList = compacted
        trackedCount = compacted.count
    }

    /// Takes charge of an engine-made constraint.
    func adopt(_ c: LayoutConstraint) {
        if !direct.tops.isEmpty { directConstraintChanged(c, structural: true) }
        c.engine = self
        c.activeState = true
        c.sequence = nextSequence
        nextSequence += 1
        if c.kind == .layoutMarginsGuide || c.kind == .safeAreaGuide, let view = c.secondItem as? View, !view.cycle.isGuided {
            view.cycle.isGuided = true
            guidedViews.append(WeakView(view))
        }
        sync(c)
    }

    /// Drops an engine-made constraint.
    func discard(_ c: LayoutConstraint) {
        if !direct.tops.isEmpty { directConstraintChanged(c, structural: true) }
        c.activeState = false
        sync(c)
        c.engine = nil
    }

    /// Whether the constraint should be in the solver now.
    func shouldEnforce(_ c: LayoutConstraint) -> Bool { enforceableItems(of: c) != nil }

    /// The items of a constraint that should be in the solver now, or nil. Loaded once and
    /// handed on to ``resolve(_:first:second:)``: items are weak references, and each load
    /// retains and releases a view through its side table (a cache miss per load for a large
    /// hierarchy).
    func enforceableItems(of c: LayoutConstraint) -> (first: LayoutItem, second: LayoutItem?)? {
        guard isLive, c.isActive, c.installedSizeClasses.allows(traits) else { return nil }
        // A directly placed view's constraints stay out: its stack places it.
        guard let first = c.firstItem, let v1 = first.owningViewForLayout, v1.registeredEngine === self,
              v1.isInstalled, !v1.isDirectlyPlaced else { return nil }
        guard c.hasSecondItem else { return (first, nil) }
        guard let second = c.secondItem, let v2 = second.owningViewForLayout, v2.registeredEngine === self,
              v2.isInstalled, !v2.isDirectlyPlaced else { return nil }
        return (first, second)
    }

    /// Puts the constraint in the solver or takes it out, as ``shouldEnforce(_:)`` says.
    /// Broken constraints stay out until retried.
    func sync(_ c: LayoutConstraint) {
        if let items = enforceableItems(of: c) {
            if c.solverConstraint == nil, !c.isBroken { add(c, items) }
        } else {
            removeFromSolver(c)
            clearBroken(c)
        }
    }

    /// The constant or the priority changed: replace the solver constraint (or retry a broken
    /// one).
    func refresh(_ c: LayoutConstraint) {
        if !direct.tops.isEmpty { directConstraintChanged(c, structural: false) }
        // The expression stays: its marker waits for the constraint's new form.
        solver.replacingConstraints {
            removeFromSolver(c)
            clearBroken(c)
            if let items = enforceableItems(of: c) { add(c, items) }
        }
    }

    /// Re-resolves the active constraints on `item` whose attribute passes `test`.
    func refreshConstraints(referencing item: LayoutItem, where test: (LayoutAttribute) -> Bool) {
        for c in tracked(touching: [item]) {
            if (c.firstItem === item && test(c.firstAttribute)) || (c.secondItem === item && test(c.secondAttribute)) {
                refresh(c)
            }
        }
    }

    /// Deactivates the active constraints that involve any of these items.
    func deactivateConstraints(referencing items: [LayoutItem]) {
        for c in tracked(touching: items) { c.deactivate() }
    }

    func clearBroken(_ c: LayoutConstraint) {
        guard c.isBroken else { return }
        c.isBroken = false
        conflictState.broken[ObjectIdentifier(c)] = nil
    }

    /// When each constraint went into the solver (``LayoutConstraint/addedStamp``).
    @exclusivity(unchecked) var stamps = AddStamps()


    /// `first.attr − (multiplier × second.attr + constant)`.
    func resolve(_ c: LayoutConstraint) -> Expression? {
        guard let first = c.firstItem else { return nil }
        guard c.hasSecondItem else { return resolve(c, first: first, second: nil) }
        guard let second = c.secondItem else { return nil }
        return resolve(c, first: first, second: second)
    }

    /// ``resolve(_:)`` with the items already loaded (`second` nil when the constraint has none).
    func resolve(_ c: LayoutConstraint, first: LayoutItem, second: LayoutItem?) -> Expression? {
        if census.scrollViewCount > 0 { return resolveAcrossScrollViews(c, first: first, second: second) }
        if mayLayOutRightToLeft, resolvesRightToLeft(c, first: first, second: second) {
            return resolveMirrored(c, first: first, second: second)
        }
        var terms: [Term] = []
        terms.reserveCapacity(c.firstAttribute.termCount + (second == nil ? 0 : c.secondAttribute.termCount))
        guard let lhs = first.appendTerms(for: c.firstAttribute, relativeTo: second, times: 1, to: &terms)
        else { return nil }
        guard let second else { return Expression(terms: terms, constant: lhs + -c.constant) }
        // lhs − (rhs × multiplier + constant) with the operators' arithmetic, so the same bits,
        // in one array (a coefficient times −m is exactly the negation of it times m).
        let m = c.multiplier
        guard let rhs = second.appendTerms(for: c.secondAttribute, relativeTo: first, times: -m, to: &terms)
        else { return nil }
        return Expression(terms: terms, constant: lhs + (rhs * m + c.constant) * -1)
    }

    /// ``resolve(_:first:second:)`` of a constraint that resolves right to left
    /// (LayoutEngine+Direction.swift): `s1·first.attr′ − (multiplier × s2·second.attr′ + constant)`.
    private func resolveMirrored(_ c: LayoutConstraint, first: LayoutItem, second: LayoutItem?) -> Expression? {
        let (a1, s1) = LayoutEngine.mirrored(c.firstAttribute)
        var terms: [Term] = []
        guard let lhs = first.appendTerms(for: a1, relativeTo: second, times: s1, to: &terms) else { return nil }
        guard let second else { return Expression(terms: terms, constant: lhs * s1 - c.constant) }
        let (a2, s2) = LayoutEngine.mirrored(c.secondAttribute)
        let m = c.multiplier
        guard let rhs = second.appendTerms(for: a2, relativeTo: first, times: -m * s2, to: &terms) else { return nil }
        return Expression(terms: terms, constant: lhs * s1 - (rhs * s2 * m + c.constant))
    }

    func record(_ issue: LayoutIssue) {
        conflictState.issues.append(issue)
    }

    /// Every constraint the solver enforces, in the order they were added.
    var enforcedConstraints: [LayoutConstraint] {
        ensureNoDirectArrangements()
        return enforced.all.sorted { $0.sequence < $1.sequence }
    }

    /// Every constraint in the solver that involves `view` in `axis`, in the order added.
    func constraints(involving view: View, axis: LayoutAxis) -> [LayoutConstraint] {
        ensureNoDirectArrangements()
        return enforced.involving(view).filter { c in
            (c.firstItem === view && c.firstAttribute.axis == axis)
                || (c.secondItem === view && c.secondAttribute.axis == axis)
        }.sorted { $0.sequence < $1.sequence }
    }

    // MARK: Size classes

    /// A view's installed size classes changed: recompute at the next pass.
    func installationChanged() {
        installationDirty = true
        // Direct arrangements take views installed everywhere only.
        materializeDirectArrangements()
    }

    func apply(_ newTraits: TraitCollection) {
        let classesChanged = newTraits.horizontalSizeClass != traits.horizontalSizeClass
            || newTraits.verticalSizeClass != traits.verticalSizeClass
        let directionChanged = newTraits.layoutDirection != traits.layoutDirection
        let scaleChanged = newTraits.displayScale != traits.displayScale
            || newTraits.preferredContentSizeCategory != traits.preferredContentSizeCategory
        traits = newTraits
        if classesChanged || installationDirty { reinstall() }
        if classesChanged {  // a view controller's root view's minimum margins follow the width class
            for view in guidedViews.compactMap(\.view) where view.isViewControllerRootView { view.updateGuideConstraints() }
        }
        if directionChanged { self.directionChanged() }
        if scaleChanged {
            root.forEachInSubtree { view in
                view.textTraitsDidChange(traits)
                markFrameDirty(view)
            }
        }
    }

    /// Recomputes which views are installed and which constraints are enforced: removals
    /// first, then additions in their original order, so that constraints meant for
    /// different size classes never meet.
    private func reinstall() {
        installationDirty = false
        var views: [View] = []
        root.forEachInSubtree { v in
            let installed = (v.superview?.isInstalled ?? true) && v.installedSizeClasses.allows(traits)
            if installed != v.isInstalled {
                v.isInstalled = installed
                markFrameDirty(v)
            }
            views.append(v)
        }
        let user = trackedInOrder()
        for v in views {
            v.forEachImplicitConstraint { c in
                if !shouldEnforce(c) { sync(c) }
            }
        }
        for c in user where !shouldEnforce(c) { sync(c) }
        for v in views {
            v.forEachImplicitConstraint { sync($0) }
        }
        for c in user { sync(c) }
    }

    // MARK: Layout pass

    /// Lists a view registered in this engine for the next pass, once.
    func markFrameDirty(_ view: View) {
        guard !view.isFrameDirty else { return }
        view.isFrameDirty = true
        dirtyFrames.append(WeakView(view))
    }

    func scheduleConstraintUpdate(_ view: View) {
        if !view.cycle.isListedForGeneratedConstraints {
            view.cycle.isListedForGeneratedConstraints = true
            pendingUpdates.append(WeakView(view))
        }
    }

    /// Adds every recorded constraint to the solver: the root's frame, then each view's own
    /// constraints, then the user's in activation order.
    func goLive() {
        isLive = true
        planDirectArrangements()
        // Views registered until now wait for the cycle's steps unlisted: the first pass walks them.
        cycleWalks = CycleWalks(constraintUpdates: true, layout: true)
        for c in rootConstraints { sync(c) }
        root.forEachInSubtree { view in
            view.forEachImplicitConstraint { sync($0) }
        }
        // Over a snapshot of the list (a copy only if a sync changed it), without building an
        // array of every constraint: at 10⁵ views that was 2.4 MB written once and dropped.
        let tracked = trackedList
        for case let c? in tracked { sync(c) }
    }

    /// Lets views that asked for it (stack views) generate their constraints.
    func runPendingConstraintUpdates() {
        var rounds = 0
        while !pendingUpdates.isEmpty, rounds < 8 {
            let views = pendingUpdates.compactMap(\.view)
            pendingUpdates = []
            for view in views {
                view.cycle.isListedForGeneratedConstraints = false
                guard view.registeredEngine === self, view.cycle.needsGeneratedConstraints else { continue }
                view.cycle.needsGeneratedConstraints = false
                view.updateGeneratedConstraints()
            }
            rounds += 1
        }
    }

    func setRootSize(_ size: Size) {
        lastSize = size
        let a = root.alignmentRectInsets
        let constants = [a.left, a.top, size.width - a.left - a.right, size.height - a.top - a.bottom]
        if rootConstraints.count == 4, rootConstraints[0].engine === self {
            for (c, k) in zip(rootConstraints, constants) where c.constant != k { c.constant = k }
            return
        }
        rootConstraints = [
            LayoutConstraint(root, .left, .equal, nil, .notAnAttribute, constant: constants[0], kind: .rootFrame),
            LayoutConstraint(root, .top, .equal, nil, .notAnAttribute, constant: constants[1], kind: .rootFrame),
            LayoutConstraint(root, .width, .equal, nil, .notAnAttribute, constant: constants[2], kind: .rootFrame),
            LayoutConstraint(root, .height, .equal, nil, .notAnAttribute, constant: constants[3], kind: .rootFrame),
        ]
        for c in rootConstraints { adopt(c) }
    }

    func retryBrokenConstraints() {
        conflictState.retryBroken = false
        let list = conflictState.broken.values.sorted { $0.sequence < $1.sequence }
        conflictState.broken.removeAll()
        for c in list {
            c.isBroken = false
            sync(c)
        }
    }
}

/// The stamps an engine gives constraints as they go into the solver: the conflict policy
/// breaks the most recent of its own constraints.
struct AddStamps {
    /// The last stamp given.
    var clock = 0
    /// ``clock`` for a hierarchy taken over (``LayoutEngine/absorb(_:joinedBy:)``): its
    /// constraints are stamped from here, below every stamp given so far, so a conflict breaks
    /// the newer side.
    var lowest = 0
    /// The next stamp for a hierarchy being taken over, while it is.
    var older: Int?
}
