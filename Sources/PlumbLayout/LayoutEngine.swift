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
    // Exclusivity: Swift checks every access to a class's stored property at run time (about
    // 75 instructions a check). The properties marked `@exclusivity(unchecked)` here, in View,
    // LayoutConstraint, LayoutItem and Handle are the ones building and laying out touch for
    // every view and constraint (without the checks, building and laying out a grid of 10⁴
    // views takes 11 % fewer instructions); none is passed `inout` to code that could reach it
    // again, and a hierarchy with its engine is used from one thread at a time (views and
    // constraints are not `Sendable`).
    let solver = Solver()
    /// The view whose hierarchy this is; a removal that takes most of the hierarchy away hands
    /// the engine to the removed subtree's root (``detach(subtree:)``).
    private(set) unowned var root: View
    @exclusivity(unchecked) private(set) var traits = TraitCollection()
    private(set) var lastSize: Size?
    /// False until the first layout pass: until then constraints are only recorded, so that
    /// the first pass adds the root size first, then the views' own constraints, then the
    /// user's in activation order (the solver then never sees a hierarchy of unknown size).
    @exclusivity(unchecked) private(set) var isLive = false
    /// Whether the current root was laid out: the solver holds its frame. An engine handed to a
    /// removed subtree is live (its constraints stay in the solver) but its root has no frame
    /// in it until the subtree's own first pass; until then it answers no questions about the
    /// solution, as a subtree that waits for an engine answers none.
    var hasLaidOut: Bool { isLive && lastSize != nil }
    /// The views registered here: the whole hierarchy.
    @exclusivity(unchecked) private var registeredViewCount = 0

    /// Active user constraints in activation order (iterate with ``trackedInOrder()``). Each
    /// knows its slot (``LayoutConstraint/trackedSlot``), so that tracking and untracking cost
    /// no hash; an untracked one leaves a hole until the list is compacted.
    @exclusivity(unchecked) private var trackedList: [LayoutConstraint?] = []
    @exclusivity(unchecked) private var trackedCount = 0
    @exclusivity(unchecked) private var nextSequence = 0
    /// Below every sequence number given so far: a hierarchy taken over by this engine
    /// (``absorb(_:joinedBy:)``) is numbered down from here, as older than everything in it.
    private var lowestSequence = 0
    /// The constraints in the solver, for conflict reports.
    @exclusivity(unchecked) private var enforced = EnforcedConstraints()
    /// Variable id → the view whose rectangle it is.
    @exclusivity(unchecked) private var owners = VariableOwners()
    /// Constraints broken because of a conflict, retried after a required removal.
    private var broken: [ObjectIdentifier: LayoutConstraint] = [:]
    private var retryBroken = false
    private var rootConstraints: [LayoutConstraint] = []
    /// The views whose frames the next pass recomputes; ``View/isFrameDirty`` says whether a
    /// registered view is listed.
    @exclusivity(unchecked) private var dirtyFrames: [WeakView] = []
    var guidedViews: [WeakView] = []
    private var pendingUpdates: [WeakView] = []
    private var installationDirty = false
    /// Registered views with nonzero additional safe-area insets; with none (and no inherited
    /// insets left from the last pass) the safe-area step of a pass is skipped.
    var safeAreaSourceCount = 0
    /// Registered views with ``View/preservesSuperviewLayoutMargins``; with none, the margins
    /// step of a pass is skipped.
    var preservingMarginsCount = 0
    /// Whether a view of this hierarchy has used its readable content guide or follows the
    /// readable width; until then the readable step of a pass is skipped.
    var usesReadableWidth = false
    /// Registered scroll views; with none, constraints resolve without the scrolling rules
    /// (ScrollView+Constraints.swift).
    @exclusivity(unchecked) private var scrollViewCount = 0
    var hasInheritedInsets = false

    var issues: [LayoutIssue] = []
    /// The conflicts already written to standard error (UnsatisfiableConstraintsLog.swift).
    var loggedConflicts = Set<[ObjectIdentifier]>()
    /// ``View/logsUnsatisfiableConstraints`` of the root.
    var logsConflicts = true

    /// How views and constraints name their engine without keeping it alive.
    let handle = Handle<LayoutEngine>()

    init(root: View) {
        self.root = root
        handle.object = self
    }

    deinit {
        handle.object = nil
    }

    // MARK: Registration of views

    /// Registers a view: its variables and its implicit constraints (content size,
    /// autoresizing mask, system guides). The superview must be registered first.
    func register(_ view: View) {
        guard view.registeredEngine !== self else { return }
        view.registeredEngine = self
        registeredViewCount += 1
        view.isGuided = false
        view.isScheduledForUpdate = false
        owners.insert(view)
        if view is ScrollView { scrollViewCount += 1 }
        view.isInstalled = (view.superview?.isInstalled ?? true) && view.installedSizeClasses.allows(traits)
        view.contentConstraints = ContentSizeConstraints()
        view.autoresizingConstraints = []
        view.sizeBounds = AxisPair(nil)
        view.forEachSystemGuide { $0.definingConstraints = [] }
        view.updateContentSizeConstraints()
        view.updateAutoresizingConstraints()
        view.updateGuideConstraints()
        // The flag may say the view is listed by the engine it came from. If it is still in
        // this engine's list from before it left, that entry comes first and the pass skips
        // the new one, whose flag it will have cleared.
        view.isFrameDirty = false
        markFrameDirty(view)
        if view.needsUpdateConstraints { scheduleConstraintUpdate(view) }
        if view.additionalSafeAreaInsets != .zero { safeAreaSourceCount += 1 }
        if view.preservesSuperviewLayoutMargins { preservingMarginsCount += 1 }
        if view.readableGuide != nil || view.layoutMarginsFollowReadableWidth { usesReadableWidth = true }
    }

    /// Removes a view's implicit constraints and forgets it.
    func unregister(_ view: View) {
        guard view.registeredEngine === self else { return }
        view.forEachImplicitConstraint { discard($0) }
        view.contentConstraints = ContentSizeConstraints()
        view.autoresizingConstraints = []
        view.sizeBounds = AxisPair(nil)
        view.forEachSystemGuide { $0.definingConstraints = [] }
        owners.remove(view)
        if view is ScrollView { scrollViewCount -= 1 }
        view.registeredEngine = nil
        registeredViewCount -= 1
        if view.isGuided, let i = guidedViews.firstIndex(where: { $0.view === view }) { guidedViews.remove(at: i) }
        view.isGuided = false
        // A stale entry in dirtyFrames or pendingUpdates is skipped by the layout pass.
        if view.additionalSafeAreaInsets != .zero { safeAreaSourceCount -= 1 }
        if view.preservesSuperviewLayoutMargins { preservingMarginsCount -= 1 }
    }

    /// A subtree joined this engine's hierarchy; `old` was the subtree's own engine, if any:
    /// its constraints move here, in their order. If the subtree holds more views than this
    /// hierarchy had, the move goes the other way (``absorb(_:joinedBy:)``).
    func adopt(subtree view: View, from old: LayoutEngine?) {
        if let old, old.registeredViewCount > registeredViewCount {
            old.absorb(self, joinedBy: view)
            return
        }
        // A subtree has an engine of its own or constraints waiting for one, never both.
        var subtreeViews: [View] = []
        if old != nil { view.forEachInSubtree { subtreeViews.append($0) } }
        let moving = (old?.abandon(subtreeViews) ?? []) + view.takeConstraintsAwaitingEngine()
        view.forEachInSubtree { register($0) }
        for c in moving {
            track(c)
            sync(c)
        }
        if let old { issues += old.issues }
    }

    /// `subtree`, this engine's root, was added to the hierarchy of `other`, which has fewer
    /// views: this engine takes the hierarchy over (its solver keeps the subtree's constraints,
    /// and the other side's are added to it), so that the cost is the smaller side's, not the
    /// subtree's. The result is what ``adopt(subtree:from:)`` would have made the other way:
    /// the hierarchy's root, size, traits, issues and log setting are the other engine's, and
    /// its views and constraints count as older than the subtree's, both in activation order
    /// and when a conflict picks the constraint to break (``victim(among:default:)``).
    private func absorb(_ other: LayoutEngine, joinedBy subtree: View) {
        let newRoot = other.root
        var views: [View] = []
        var walk = PreorderWalk(newRoot, skipping: subtree)
        while let view = walk.next() { views.append(view) }
        let stillBroken = other.trackedInOrder().filter(\.isBroken)
        let moving = other.abandon(views) + newRoot.takeConstraintsAwaitingEngine()
        // The subtree is no root any more: its frame leaves the solver.
        try? solver.remove(contentsOf: takeRootFrame())
        subtree.engine = nil
        root = newRoot
        newRoot.engine = self
        if other.traits != traits {
            traits = other.traits
            installationDirty = true
        }
        installationDirty = installationDirty || other.installationDirty
        hasInheritedInsets = hasInheritedInsets || other.hasInheritedInsets
        retryBroken = retryBroken || other.retryBroken
        logsConflicts = other.logsConflicts
        issues = other.issues + issues
        loggedConflicts = other.loggedConflicts
        let size = other.lastSize
        lastSize = size

        // Registered and tracked with the solver held back, so that the older side can be
        // numbered before it is added.
        let wasLive = isLive
        isLive = false
        for view in views { register(view) }
        var older: [LayoutConstraint] = []
        for view in views { view.forEachImplicitConstraint { older.append($0) } }
        let newer = trackedInOrder()
        trackedList.removeAll()
        trackedCount = 0
        for c in moving { track(c) }
        for c in newer {
            c.trackedSlot = trackedList.count
            trackedList.append(c)
            trackedCount += 1
        }
        older += moving
        for (k, c) in older.enumerated() { c.sequence = lowestSequence - older.count + k }
        lowestSequence -= older.count
        for c in stillBroken {
            c.isBroken = true
            broken[ObjectIdentifier(c)] = c
        }
        isLive = wasLive
        if isLive {
            olderStamp = lowestStamp - older.count
            lowestStamp -= older.count
            for c in older { sync(c) }
            olderStamp = nil
            if let size { setRootSize(size) }
        } else if other.isLive, let size {
            setRootSize(size)
            goLive()
        }
        // A subview now: autoresizing constraints to its new superview, installed as it is.
        // (Its frame is recomputed relative to the superview: the superview's variables are new
        // here, so the pass reports them and re-frames its subviews.)
        subtree.updateAutoresizingConstraints()
        let installed = (subtree.superview?.isInstalled ?? true) && subtree.installedSizeClasses.allows(traits)
        if installed != subtree.isInstalled { installationChanged() }
    }

    /// Gives up the whole engine (its root joins another hierarchy): clears the engine state of
    /// every constraint and of `views` (every view it registered), and returns the tracked
    /// constraints in order.
    private func abandon(_ views: [View]) -> [LayoutConstraint] {
        let moving = trackedInOrder()
        for c in moving {
            c.solverConstraint = nil
            c.isBroken = false
            c.engine = nil
        }
        for c in rootConstraints { c.solverConstraint = nil; c.activeState = false; c.engine = nil }
        for v in views {
            v.forEachImplicitConstraint { c in
                c.solverConstraint = nil
                c.isBroken = false
                c.activeState = false
                c.engine = nil
            }
            v.registeredEngine = nil
        }
        trackedList.removeAll()
        trackedCount = 0
        for c in moving {
            c.trackedSlot = -1
            c.firstItem?.trackedConstraints.removeAll()
            c.secondItem?.trackedConstraints.removeAll()
        }
        return moving
    }

    /// A subtree left this engine's hierarchy (its root has no superview any more).
    /// Constraints across the boundary are deactivated, as in UIKit; those on either side stay
    /// active. The larger side keeps this engine and its solver, so that a removal costs what
    /// the smaller side holds: a screen's content removed from its window (most of the
    /// hierarchy) leaves the window a fresh engine (``handOver(to:remaining:)``). A smaller
    /// subtree's constraints leave the solver and wait on the subtree's root for an engine
    /// (``View/ensureEngine()``), which is made only when the subtree is laid out, joins a
    /// hierarchy or is asked about its constraints.
    func detach(subtree view: View) {
        if let remaining = viewsRemaining(ifFewerThanThoseOf: view) {
            handOver(to: view, remaining: remaining)
            return
        }
        var views: [View] = []
        view.forEachInSubtree { views.append($0) }
        let (inside, moving) = separate(views)
        // A broken constraint waiting for an engine is tried again in the next one.
        for c in takeOut(views, items: inside, within: moving) { c.isBroken = false }
        view.constraintsAwaitingEngine = moving
    }

    /// Splits the hierarchy at `views`, one side of it: deactivates the tracked constraints
    /// between that side and the other, as UIKit does, and returns the side's items (views,
    /// their guides and system guides) and the tracked constraints among them, in activation
    /// order.
    private func separate(_ views: [View]) -> (items: [LayoutItem], within: [LayoutConstraint]) {
        var items: [LayoutItem] = []
        for view in views {
            items.append(view)
            items += view.layoutGuides
            view.forEachSystemGuide { items.append($0) }
        }
        // Marks on the items rather than a set of identities: no hashing, no second copy.
        for item in items { item.isLeavingEngine = true }
        var within: [LayoutConstraint] = []
        for c in tracked(touching: items) {
            let across = c.firstItem?.isLeavingEngine != true || (c.hasSecondItem && c.secondItem?.isLeavingEngine != true)
            if across { c.deactivate() } else { within.append(c) }
        }
        for item in items { item.isLeavingEngine = false }
        return (items, within)
    }

    /// Takes one side of a split out of this engine: `views`, their `items` and `within`, the
    /// tracked constraints among them (``separate(_:)``), and the root's frame too if the side
    /// is the root's. Returns the constraints of `within` that were broken, no longer listed as
    /// broken here.
    private func takeOut(_ views: [View], items: [LayoutItem], within: [LayoutConstraint],
                         withRootFrame: Bool = false) -> [LayoutConstraint] {
        // The side's constraints leave the solver together: they share no variable with the
        // rest, and the solver drops such a group in time linear in its size (one removal at a
        // time re-expands rows, quadratic for a grid). Unregistering then finds them gone.
        var leaving: [Constraint] = []
        var wasBroken: [LayoutConstraint] = []
        for c in within {
            removeFromTrackedList(c)
            if let constraint = takeFromSolver(c) { leaving.append(constraint) }
            if c.isBroken {
                broken[ObjectIdentifier(c)] = nil
                wasBroken.append(c)
            }
            c.engine = nil
        }
        // Every tracked constraint these items were listed under is either in `within` or ran
        // across and was deactivated: the lists are emptied whole, not constraint by constraint
        // (a container's list holds one constraint per row of a grid: that would be quadratic).
        for item in items { item.trackedConstraints.removeAll(keepingCapacity: true) }
        if withRootFrame { leaving += takeRootFrame() }
        for view in views {
            view.forEachImplicitConstraint { c in
                if let constraint = takeFromSolver(c) { leaving.append(constraint) }
            }
        }
        try? solver.remove(contentsOf: leaving)
        for view in views { unregister(view) }
        return wasBroken
    }

    /// Takes the root's frame constraints out of this engine (the root is about to change) and
    /// returns their solver constraints, which the caller removes from the solver.
    private func takeRootFrame() -> [Constraint] {
        var leaving: [Constraint] = []
        for c in rootConstraints {
            if let constraint = takeFromSolver(c) { leaving.append(constraint) }
            c.activeState = false
            c.engine = nil
        }
        rootConstraints = []
        return leaving
    }

    /// The views left under the root once `subtree` was taken out of it, in preorder, if they
    /// are fewer than the subtree's; nil if not. Both sides are walked a view at a time in
    /// turn, so the walk stops after twice the smaller side: a cell leaving a grid of 10⁵
    /// views costs its own views, not the grid's.
    private func viewsRemaining(ifFewerThanThoseOf subtree: View) -> [View]? {
        // Every registered view is under the root or in the subtree (it is no subview any more).
        var views: [View] = []
        var outside = PreorderWalk(root), inside = PreorderWalk(subtree)
        while true {
            guard let view = outside.next() else {
                return 2 * views.count < registeredViewCount ? views : nil
            }
            views.append(view)
            // The subtree counted whole first: it is no larger than the root's side.
            guard inside.next() != nil else { return nil }
        }
    }

    /// Hands this engine to `subtree`, which just left the root's hierarchy and holds most of
    /// it, and gives the root a new engine for `remaining`, its views. The subtree's
    /// constraints stay in the solver untouched; the root's side leaves it (and is added to
    /// the new engine, live at the last size if this one was), so the cost is the root's side
    /// and the constraints across, not the subtree. What belongs to the root (its frame, its
    /// issues and conflict log, its traits and last size) goes with it; the subtree starts as
    /// a subtree that waits for an engine would: no frame until its own first pass.
    private func handOver(to subtree: View, remaining views: [View]) {
        let (items, staying) = separate(views)
        // A broken constraint stays broken on the root's side, as it would have in place.
        let stillBroken = takeOut(views, items: items, within: staying, withRootFrame: true)

        let oldRoot = root
        let size = lastSize
        let successor = LayoutEngine(root: oldRoot)
        oldRoot.engine = successor
        successor.traits = traits
        successor.installationDirty = installationDirty
        successor.hasInheritedInsets = hasInheritedInsets
        successor.logsConflicts = logsConflicts
        successor.issues = issues
        successor.loggedConflicts = loggedConflicts
        successor.retryBroken = retryBroken
        for view in views { successor.register(view) }
        for c in staying { successor.track(c) }
        for c in stillBroken {
            c.isBroken = true
            successor.broken[ObjectIdentifier(c)] = c
        }
        if isLive, let size {
            successor.setRootSize(size)
            successor.goLive()
        }

        root = subtree
        subtree.engine = self
        lastSize = nil
        logsConflicts = true
        issues = []
        loggedConflicts = []
        // Traits are the root's too: the subtree starts from the default ones, as a new engine
        // would, and reinstalls at its first pass if size classes decided what was installed.
        if traits != TraitCollection() {
            traits = TraitCollection()
            installationDirty = true
        }
        // The subtree's root has no superview now: no autoresizing constraints to it, and it is
        // installed as its own size classes say.
        subtree.updateAutoresizingConstraints()
        if subtree.installedSizeClasses.allows(traits) != subtree.isInstalled { installationChanged() }
    }

    // MARK: Constraints

    /// Starts tracking an active user constraint.
    func track(_ c: LayoutConstraint) {
        if isTracked(c) { untrack(c) }
        c.engine = self
        c.sequence = nextSequence
        nextSequence += 1
        c.trackedSlot = trackedList.count
        trackedList.append(c)
        trackedCount += 1
        let first = c.firstItem
        first?.trackedConstraints.append(c)
        if let second = c.secondItem, second !== first { second.trackedConstraints.append(c) }
    }

    func untrack(_ c: LayoutConstraint) {
        guard isTracked(c) else { return }
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
    private func removeFromTrackedList(_ c: LayoutConstraint) {
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
        c.engine = self
        c.activeState = true
        c.sequence = nextSequence
        nextSequence += 1
        if c.kind == .layoutMarginsGuide || c.kind == .safeAreaGuide, let view = c.secondItem as? View, !view.isGuided {
            view.isGuided = true
            guidedViews.append(WeakView(view))
        }
        sync(c)
    }

    /// Drops an engine-made constraint.
    func discard(_ c: LayoutConstraint) {
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
    private func enforceableItems(of c: LayoutConstraint) -> (first: LayoutItem, second: LayoutItem?)? {
        guard isLive, c.isActive, c.installedSizeClasses.allows(traits) else { return nil }
        guard let first = c.firstItem, let v1 = first.owningViewForLayout, v1.registeredEngine === self,
              v1.isInstalled else { return nil }
        guard c.hasSecondItem else { return (first, nil) }
        guard let second = c.secondItem, let v2 = second.owningViewForLayout, v2.registeredEngine === self,
              v2.isInstalled else { return nil }
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
        removeFromSolver(c)
        clearBroken(c)
        if let items = enforceableItems(of: c) { add(c, items) }
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

    private func clearBroken(_ c: LayoutConstraint) {
        guard c.isBroken else { return }
        c.isBroken = false
        broken[ObjectIdentifier(c)] = nil
    }

    @exclusivity(unchecked) private var addClock = 0
    /// ``addClock`` for a hierarchy taken over (``absorb(_:joinedBy:)``): its constraints are
    /// stamped from here, below every stamp given so far, so a conflict breaks the newer side.
    private var lowestStamp = 0
    @exclusivity(unchecked) private var olderStamp: Int?

    /// Adds a constraint to the solver. If the required constraints cannot all hold, a minimal
    /// conflicting set (the solver's, plus `c`) loses the member UIKit's rule picks
    /// (``victim(among:default:)``), and the addition is tried again until it succeeds or `c`
    /// itself is the one broken.
    private func add(_ c: LayoutConstraint, _ items: (first: LayoutItem, second: LayoutItem?)) {
        guard let expression = resolve(c, first: items.first, second: items.second) else {
            c.isBroken = true
            record(.invalidConstraint(c, reason: "an item is gone or has no \(c.firstAttribute) attribute"))
            return
        }
        let slot = enforced.insert(c)
        let constraint = Constraint(expression, c.relation, priority: c.priority, identifier: c.identifier,
                                    payload: slot)
        if let stamp = olderStamp {
            c.addedStamp = stamp
            olderStamp = stamp + 1
        } else {
            addClock += 1
            c.addedStamp = addClock
        }
        while true {
            do {
                try solver.add(constraint)
                c.solverConstraint = constraint
                c.solverSlot = slot
                return
            } catch {
                guard case .unsatisfiable(_, let conflicts) = error else {
                    c.isBroken = true
                    record(.invalidConstraint(c, reason: error.description))
                    enforced.remove(c, at: slot)
                    return
                }
                let members = tightened(conflicts.compactMap(enforced.layoutConstraint(of:)) + [c])
                let victim = LayoutEngine.victim(among: members, default: c)
                record(.unsatisfiable(broken: victim, conflicts: members))
                UnsatisfiableConstraintsLog.report(broken: victim, conflicts: members, in: self)
                victim.isBroken = true
                broken[ObjectIdentifier(victim)] = victim
                if victim === c {
                    enforced.remove(c, at: slot)
                    return
                }
                // The victim conflicts with `c` by construction: no point retrying it.
                let retry = retryBroken
                removeFromSolver(victim)
                retryBroken = retry
            }
        }
    }

    /// The member to break, by the rule that best predicts UIKit's own choice on real console
    /// logs (Docs/diagnostics.md, "Which constraint is broken"). Never a size bound. When the
    /// app's constraints take part, one of them: in activation order, the first that fixes a
    /// size (a dimension equal to, or bounded by, a constant, or an aspect ratio), else the
    /// first that places a trailing, right, bottom or last-baseline edge, else the first. When
    /// only the engine's own take part, the most recently added, root-frame and scroll-guide
    /// constraints last.
    static func victim(among members: [LayoutConstraint], default c: LayoutConstraint) -> LayoutConstraint {
        let breakable = members.filter { !$0.kind.isSizeBound }
        // In activation order, which a retry or a constant change does not reorder, so that
        // the same conflict always breaks the same member.
        let app = breakable.filter { $0.kind == .user }.sorted { $0.sequence < $1.sequence }
        if let first = app.first {
            return app.first(where: \.fixesSize) ?? app.first(where: \.placesFarEdge) ?? first
        }
        let candidates = breakable.filter { $0.kind != .rootFrame && $0.kind != .scrollView }
        let pool = candidates.isEmpty ? breakable : candidates
        return pool.max { $0.addedStamp < $1.addedStamp } ?? c
    }

    private func removeFromSolver(_ c: LayoutConstraint) {
        guard let constraint = takeFromSolver(c) else { return }
        try? solver.remove(constraint)
    }

    /// Forgets `c`'s solver constraint, which the caller removes from the solver.
    private func takeFromSolver(_ c: LayoutConstraint) -> Constraint? {
        guard let constraint = c.solverConstraint else { return nil }
        enforced.remove(c, at: c.solverSlot)
        c.solverConstraint = nil
        if constraint.priority.isRequired, !broken.isEmpty { retryBroken = true }
        return constraint
    }

    /// `first.attr − (multiplier × second.attr + constant)`.
    func resolve(_ c: LayoutConstraint) -> Expression? {
        guard let first = c.firstItem else { return nil }
        guard c.hasSecondItem else { return resolve(c, first: first, second: nil) }
        guard let second = c.secondItem else { return nil }
        return resolve(c, first: first, second: second)
    }

    /// ``resolve(_:)`` with the items already loaded (`second` nil when the constraint has none).
    private func resolve(_ c: LayoutConstraint, first: LayoutItem, second: LayoutItem?) -> Expression? {
        if scrollViewCount > 0 { return resolveAcrossScrollViews(c, first: first, second: second) }
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

    func record(_ issue: LayoutIssue) {
        issues.append(issue)
    }

    /// Every constraint the solver enforces, in the order they were added.
    var enforcedConstraints: [LayoutConstraint] { enforced.all.sorted { $0.sequence < $1.sequence } }

    /// Every constraint in the solver that involves `view` in `axis`, in the order added.
    func constraints(involving view: View, axis: LayoutAxis) -> [LayoutConstraint] {
        enforced.all.filter { c in
            (c.firstItem === view && c.firstAttribute.axis == axis)
                || (c.secondItem === view && c.secondAttribute.axis == axis)
        }.sorted { $0.sequence < $1.sequence }
    }

    // MARK: Size classes

    /// A view's installed size classes changed: recompute at the next pass.
    func installationChanged() { installationDirty = true }

    private func apply(_ newTraits: TraitCollection) {
        let classesChanged = newTraits.horizontalSizeClass != traits.horizontalSizeClass
            || newTraits.verticalSizeClass != traits.verticalSizeClass
        let scaleChanged = newTraits.displayScale != traits.displayScale
        traits = newTraits
        if classesChanged || installationDirty { reinstall() }
        if classesChanged {  // a view controller's root view's minimum margins follow the width class
            for view in guidedViews.compactMap(\.view) where view.isViewControllerRootView { view.updateGuideConstraints() }
        }
        if scaleChanged { root.forEachInSubtree { markFrameDirty($0) } }
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
        if !view.isScheduledForUpdate {
            view.isScheduledForUpdate = true
            pendingUpdates.append(WeakView(view))
        }
    }

    /// Solves and assigns frames; returns the views whose frames were recomputed.
    func layout(in size: Size, traits newTraits: TraitCollection) -> [View] {
        apply(newTraits)
        let previousWidth = lastSize?.width
        setRootSize(size)
        if previousWidth != size.width {
            // A view controller's root view's minimum margins follow its width too (20 from 414 points).
            for view in guidedViews.compactMap(\.view) where view.isViewControllerRootView { view.updateGuideConstraints() }
        }
        if !isLive { goLive() }
        runPendingConstraintUpdates()
        if retryBroken { retryBrokenConstraints() }

        var moved: [View] = []
        /// Reads the changed variables: marks their views, notes the moved ones, and returns
        /// the views and axes whose size came out negative without a bound yet.
        func readChanges() -> [(View, LayoutAxis)] {
            var negative: [(View, LayoutAxis)] = []
            for variable in solver.updateVariables() {
                guard let view = owners[variable.id] else { continue }
                markFrameDirty(view)
                if variable == view.minX || variable == view.minY {
                    moved.append(view)
                } else if solver.value(of: variable) < -LayoutEngine.negativeSizeTolerance {
                    let axis: LayoutAxis = variable == view.widthVariable ? .horizontal : .vertical
                    if view.sizeBounds[axis.index] == nil { negative.append((view, axis)) }
                }
            }
            return negative
        }
        // Sizes are never negative: a view that came out negative gets its bound and the solver
        // settles again (a solution of the bounded system that is optimal without the other
        // views' bounds is optimal with them, so bounding only where needed gives the optimum
        // of every view bounded). Each round bounds at least one more view and axis.
        func collectChanges() {
            var negative = readChanges()
            while !negative.isEmpty {
                for (view, axis) in negative { bound(view, axis) }
                negative = readChanges()
            }
        }
        /// Solves, then gives the views whose variables changed their frames.
        func solveAndAssignFrames() -> [View] {
            // Subviews' safe areas depend on the solution: solve again while they change.
            collectChanges()
            for iteration in 1... {
                let safeAreas = updateSafeAreaInsets()
                let margins = updatePreservedMargins()
                let readable = updateReadableInsets()
                guard safeAreas || margins || readable else { break }
                collectChanges()
                if iteration == 4 {
                    record(.safeAreaDidNotSettle)
                    break
                }
            }
            for view in moved {
                for subview in view.subviews { markFrameDirty(subview) }
            }
            moved = []
            // Entries of views now registered elsewhere leave their flags to that engine. One
            // pass: a frame depends on the solution only, not on other views' flags or frames,
            // and at 10⁵ views each pass over them is a cache miss per view.
            var updated: [View] = []
            updated.reserveCapacity(dirtyFrames.count)
            for entry in dirtyFrames {
                guard let view = entry.view, view.registeredEngine === self, view.isFrameDirty else { continue }
                view.isFrameDirty = false
                guard view.isInstalled else { continue }
                let origin = view.superview.map { $0.engineFrameOrigin(self) } ?? .zero
                view.storedFrame = relative(solvedFrame(of: view), to: origin)
                updated.append(view)
            }
            dirtyFrames = []
            return updated
        }
        var updated = solveAndAssignFrames()
        // Multi-line labels wrap at the width the layout gives them (UIKit's automatic
        // preferredMaxLayoutWidth): a label whose width changed takes it as its wrapping width,
        // its intrinsic size changes, and the layout is solved again, at most
        // `wrappingPassLimit` more times.
        var passes = 0
        while let rewrapped = rewrapLabels(among: updated) {
            guard passes < LayoutEngine.wrappingPassLimit else {
                record(.textWrappingDidNotSettle(rewrapped))
                break
            }
            passes += 1
            runPendingConstraintUpdates()
            let again = solveAndAssignFrames()
            for view in again where !updated.contains(where: { $0 === view }) { updated.append(view) }
        }
        return updated
    }

    /// How many times a layout pass solves again because multi-line labels were given a new
    /// wrapping width by the pass before. A layout where a label's width depends on its own
    /// height (an aspect ratio, a width equal to another label's height) may never settle:
    /// after this many the pass keeps its frames and records
    /// ``LayoutIssue/textWrappingDidNotSettle(_:)``.
    static let wrappingPassLimit = 4

    /// Gives each multi-line label of `views` that wraps at its laid-out width (no
    /// ``Label/preferredMaxLayoutWidth``) its frame's width; returns the first whose wrapping
    /// width changed, or nil when none did.
    private func rewrapLabels(among views: [View]) -> Label? {
        var first: Label?
        // The flag first: a stored Bool, where a cast to Label costs a call for every view.
        for view in views where view.hasMultilineText {
            guard let label = view as? Label, label.isInstalled else { continue }
            if label.wrap(atLaidOutWidth: label.storedFrame.width), first == nil { first = label }
        }
        return first
    }

    /// A conflict found through a size bound is minimal among the bounds added so far (the
    /// engine bounds a view only once it came out negative); UIKit's engine holds every view
    /// at or above 0, where a smaller set may already conflict. So the members, with every view
    /// they name bounded, go through a deletion filter in scratch solvers: each member whose
    /// removal leaves a conflict is dropped. A bound of a view not bounded yet is described,
    /// not added to the layout. Conflicts of more than ``tighteningLimit`` members (the filter
    /// costs the square of their number) are reported as found.
    private func tightened(_ members: [LayoutConstraint]) -> [LayoutConstraint] {
        guard members.contains(where: \.kind.isSizeBound), members.count <= LayoutEngine.tighteningLimit else { return members }
        var set = members.filter { !$0.kind.isSizeBound }
        var views: [View] = []
        for m in set {
            for case let view as View in [m.firstItem, m.secondItem] where !views.contains(where: { $0 === view }) {
                views.append(view)
            }
        }
        for view in views {
            for axis in LayoutAxis.allCases {
                set.append(view.sizeBounds[axis.index] ?? LayoutConstraint(
                    view, axis == .horizontal ? .width : .height, .greaterThanOrEqual, nil, .notAnAttribute,
                    constant: 0, kind: .nonNegativeSize(axis)))
            }
        }
        var expressions: [Expression] = []
        for m in set {
            guard let e = resolve(m) else { return members }
            expressions.append(e)
        }
        /// Whether the members at `kept` cannot all hold.
        func conflicts(_ kept: [Bool]) -> Bool {
            let scratch = Solver()
            for (k, m) in set.enumerated() where kept[k] {
                do { try scratch.add(Constraint(expressions[k], m.relation)) } catch { return true }
            }
            return false
        }
        var kept = Array(repeating: true, count: set.count)
        guard conflicts(kept) else { return members }
        for k in set.indices {
            kept[k] = false
            if !conflicts(kept) { kept[k] = true }
        }
        return set.indices.filter { kept[$0] }.map { set[$0] }
    }

    /// The most members a conflict through a size bound may have for ``tightened(_:)`` to look
    /// for a smaller set.
    static let tighteningLimit = 64

    /// A snapshot of the optimum with every view's size at or above 0, as UIKit's engine keeps
    /// them (this engine bounds only the views that needed it): ranges and witnesses taken from
    /// it respect the rule, so a free width ranges over [0, ∞), not (−∞, ∞).
    func boundedOptimalFace() -> OptimalFace {
        var face = solver.optimalFace()
        var unbounded: [Variable] = []
        root.forEachInSubtree { v in
            guard v.registeredEngine === self, v.isInstalled else { return }
            if v.sizeBounds[0] == nil { unbounded.append(v.widthVariable) }
            if v.sizeBounds[1] == nil { unbounded.append(v.heightVariable) }
        }
        face.requireNonNegative(unbounded)
        return face
    }

    /// A solved size below `-negativeSizeTolerance` points is negative: the view gets its
    /// `size >= 0` bound. Smaller excursions are the solver's rounding of a zero size.
    static let negativeSizeTolerance = 1e-7

    /// Gives `view` its `width >= 0` (or `height >= 0`) bound, once; a conflict it causes breaks
    /// one of the other members (``victim(among:default:)``).
    private func bound(_ view: View, _ axis: LayoutAxis) {
        guard view.registeredEngine === self, view.sizeBounds[axis.index] == nil else { return }
        let c = LayoutConstraint(view, axis == .horizontal ? .width : .height, .greaterThanOrEqual, nil, .notAnAttribute,
                                 constant: 0, kind: .nonNegativeSize(axis))
        view.sizeBounds[axis.index] = c
        adopt(c)
    }

    /// Adds every recorded constraint to the solver: the root's frame, then each view's own
    /// constraints, then the user's in activation order.
    private func goLive() {
        isLive = true
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
                view.isScheduledForUpdate = false
                guard view.registeredEngine === self, view.needsUpdateConstraints else { continue }
                view.needsUpdateConstraints = false
                view.updateConstraints()
            }
            rounds += 1
        }
    }

    private func setRootSize(_ size: Size) {
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

    private func retryBrokenConstraints() {
        retryBroken = false
        let list = broken.values.sorted { $0.sequence < $1.sequence }
        broken.removeAll()
        for c in list {
            c.isBroken = false
            sync(c)
        }
    }
}
