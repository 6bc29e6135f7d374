import PlumbSolver

/// Hierarchies joining and splitting: a subtree added to another hierarchy brings its engine's
/// constraints along (or takes the smaller side in), and a subtree removed takes its own.
extension LayoutEngine {
    /// A subtree joined this engine's hierarchy; `old` was the subtree's own engine, if any:
    /// its constraints move here, in their order. If the subtree holds more views than this
    /// hierarchy had, the move goes the other way (``absorb(_:joinedBy:)``).
    func adopt(subtree view: View, from old: LayoutEngine?) {
        // Direct arrangements do not move between engines: they move as constraints.
        old?.materializeDirectArrangements()
        if let old, old.census.registeredViewCount > census.registeredViewCount {
            materializeDirectArrangements()
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
        if let old { conflictState.issues += old.conflictState.issues }
    }

    /// `subtree`, this engine's root, was added to the hierarchy of `other`, which has fewer
    /// views: this engine takes the hierarchy over (its solver keeps the subtree's constraints,
    /// and the other side's are added to it), so that the cost is the smaller side's, not the
    /// subtree's. The result is what ``adopt(subtree:from:)`` would have made the other way:
    /// the hierarchy's root, size, traits, issues and log setting are the other engine's, and
    /// its views and constraints count as older than the subtree's, both in activation order
    /// and when a conflict picks the constraint to break (``victim(among:default:)``).
    func absorb(_ other: LayoutEngine, joinedBy subtree: View) {
        let newRoot = other.root
        var views: [View] = []
        var walk = PreorderWalk(newRoot, skipping: subtree)
        while let view = walk.next() { views.append(view) }
        let stillBroken = other.trackedInOrder().filter(\.isBroken)
        let moving = other.abandon(views) + newRoot.takeConstraintsAwaitingEngine()
        // The subtree is no root any more: its frame leaves the solver.
        removeFromSolver(takeRootFrame())
        subtree.engine = nil
        root = newRoot
        newRoot.engine = self
        if other.traits != traits {
            traits = other.traits
            installationDirty = true
        }
        installationDirty = installationDirty || other.installationDirty
        census.hasInheritedInsets = census.hasInheritedInsets || other.census.hasInheritedInsets
        conflictState.retryBroken = conflictState.retryBroken || other.conflictState.retryBroken
        conflictState.logsConflicts = other.conflictState.logsConflicts
        direct.allowed = other.direct.allowed
        conflictState.issues = other.conflictState.issues + conflictState.issues
        conflictState.loggedConflicts = other.conflictState.loggedConflicts
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
            conflictState.broken[ObjectIdentifier(c)] = c
        }
        isLive = wasLive
        if isLive {
            stamps.older = stamps.lowest - older.count
            stamps.lowest -= older.count
            for c in older { sync(c) }
            stamps.older = nil
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
    func abandon(_ views: [View]) -> [LayoutConstraint] {
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
        if !direct.tops.isEmpty { materializeDirectArrangements(leaving: view) }
        if let remaining = viewsRemaining(ifFewerThanThoseOf: view) {
            materializeDirectArrangements()
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
    func separate(_ views: [View]) -> (items: [LayoutItem], within: [LayoutConstraint]) {
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
    func takeOut(_ views: [View], items: [LayoutItem], within: [LayoutConstraint],
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
                conflictState.broken[ObjectIdentifier(c)] = nil
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
        removeFromSolver(leaving)
        for view in views { unregister(view) }
        return wasBroken
    }

    /// Takes the root's frame constraints out of this engine (the root is about to change) and
    /// returns their solver constraints, which the caller removes from the solver.
    func takeRootFrame() -> [Constraint] {
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
    func viewsRemaining(ifFewerThanThoseOf subtree: View) -> [View]? {
        // Every registered view is under the root or in the subtree (it is no subview any more).
        var views: [View] = []
        var outside = PreorderWalk(root), inside = PreorderWalk(subtree)
        while true {
            guard let view = outside.next() else {
                return 2 * views.count < census.registeredViewCount ? views : nil
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
    func handOver(to subtree: View, remaining views: [View]) {
        let (items, staying) = separate(views)
        // A broken constraint stays broken on the root's side, as it would have in place.
        let stillBroken = takeOut(views, items: items, within: staying, withRootFrame: true)

        let oldRoot = root
        let size = lastSize
        let successor = LayoutEngine(root: oldRoot)
        oldRoot.engine = successor
        successor.traits = traits
        successor.installationDirty = installationDirty
        successor.census.hasInheritedInsets = census.hasInheritedInsets
        successor.conflictState.logsConflicts = conflictState.logsConflicts
        successor.direct.allowed = direct.allowed
        successor.conflictState.issues = conflictState.issues
        successor.conflictState.loggedConflicts = conflictState.loggedConflicts
        successor.conflictState.retryBroken = conflictState.retryBroken
        for view in views { successor.register(view) }
        for c in staying { successor.track(c) }
        for c in stillBroken {
            c.isBroken = true
            successor.conflictState.broken[ObjectIdentifier(c)] = c
        }
        if isLive, let size {
            successor.setRootSize(size)
            successor.goLive()
        }

        root = subtree
        subtree.engine = self
        lastSize = nil
        conflictState.logsConflicts = true
        direct.allowed = true
        conflictState.issues = []
        conflictState.loggedConflicts = []
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
}
