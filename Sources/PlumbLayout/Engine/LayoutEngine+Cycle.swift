import PlumbSolver

/// The views waiting for the user's steps of the layout cycle, each listed once
/// (``LayoutCycleState``); entries of views that left the engine or no longer wait are skipped.
struct CycleLists {
    var constraintUpdates: [WeakView] = []
    var layouts: [WeakView] = []
}

/// Whether the next pass finds the views waiting for a step by walking the hierarchy: true
/// from the engine's first pass, when every view registered so far waits unlisted.
struct CycleWalks {
    var constraintUpdates = false
    var layout = false
}

/// UIKit's layout cycle around the solve (Docs/layout-cycle.md): trait changes announced
/// superviews first, ``View/updateConstraints()`` subviews first, the solve, then
/// ``View/layoutSubviews()`` superviews first, each after the changes the ones before made
/// are solved.
extension LayoutEngine {
    /// How many rounds of ``View/layoutSubviews()`` a pass runs: a round calls it on the views
    /// waiting at its start; views that a round's changes resize or move wait for the next.
    /// Code that changes its own layout on every call (UIKit would loop) stops here, with
    /// ``LayoutIssue/layoutSubviewsDidNotSettle(_:)``.
    static let layoutRoundLimit = 8

    func listForConstraintUpdate(_ view: View) {
        guard isLive, view.cycle.isCustom, !view.cycle.isListedForConstraintUpdate else { return }
        view.cycle.isListedForConstraintUpdate = true
        cycleLists.constraintUpdates.append(WeakView(view))
    }

    func listForLayout(_ view: View) {
        guard isLive, view.cycle.isCustom, !view.cycle.isListedForLayout else { return }
        view.cycle.isListedForLayout = true
        cycleLists.layouts.append(WeakView(view))
    }

    // MARK: Traits

    /// Tells every view, superviews first, that the traits changed (nil before the first pass).
    func announceTraits(previous: TraitCollection?) {
        guard census.customViewCount > 0 else { return }
        root.forEachInSubtree { if $0.cycle.isCustom { $0.traitCollectionDidChange(previous) } }
    }

    // MARK: Update constraints

    /// The user's ``View/updateConstraints()`` on every view waiting for it, subviews first, in
    /// rounds (an update may ask for another), then the engine's generated constraints.
    func runConstraintUpdates() {
        if census.customViewCount == 0 {
            cycleWalks.constraintUpdates = false
        } else {
            for _ in 0..<LayoutEngine.layoutRoundLimit {
                let waiting = takeWaiting(walk: \.constraintUpdates, list: \.constraintUpdates,
                                          listed: \.isListedForConstraintUpdate, waiting: \.needsUpdateConstraints)
                if waiting.isEmpty { break }
                for view in waiting.reversed() where view.cycle.needsUpdateConstraints && view.registeredEngine === self {
                    view.cycle.needsUpdateConstraints = false
                    view.updateConstraints()
                }
            }
        }
        runPendingConstraintUpdates()
    }

    /// ``View/updateConstraintsIfNeeded()``: the waiting views of one subtree, subviews first.
    func runConstraintUpdates(inSubtreeOf top: View) {
        let waiting = collect(in: top, waiting: \.needsUpdateConstraints)
        for view in waiting.reversed() where view.cycle.needsUpdateConstraints {
            view.cycle.needsUpdateConstraints = false
            view.updateConstraints()
        }
        runPendingConstraintUpdates()
    }

    // MARK: Layout subviews

    /// Calls ``View/layoutSubviews()`` on the waiting views, superviews first. Before each call
    /// the changes made since the last solve (frames set, constraints changed by an earlier
    /// call) are solved, so a view sees its final frame and its subviews' solved frames.
    /// `settle` solves and returns the views whose frames it set; they join `updated`.
    func runLayoutSubviews(updated: inout [View], settle: () -> [View]) {
        guard census.customViewCount > 0 else {
            cycleWalks.layout = false
            return
        }
        var revision = solver.revision
        var known: Set<ObjectIdentifier>?
        func solveIfChanged() {
            guard solver.revision != revision else { return }
            let again = settle()
            revision = solver.revision
            if known == nil { known = Set(updated.map(ObjectIdentifier.init)) }
            for view in again where known?.insert(ObjectIdentifier(view)).inserted == true { updated.append(view) }
        }
        for _ in 0..<LayoutEngine.layoutRoundLimit {
            let waiting = takeWaiting(walk: \.layout, list: \.layouts, listed: \.isListedForLayout, waiting: \.needsLayout)
            if waiting.isEmpty { return }
            for view in waiting where view.cycle.needsLayout && view.registeredEngine === self {
                solveIfChanged()
                if solver.isInterrupted { return }
                view.cycle.needsLayout = false
                guard view.isInstalled else { continue }
                view.layoutSubviews()
            }
            solveIfChanged()
        }
        let still = cycleLists.layouts.compactMap(\.view).filter { $0.cycle.needsLayout && $0.registeredEngine === self }
        if let first = still.first { record(.layoutSubviewsDidNotSettle(first)) }
    }

    // MARK: Order

    /// The views waiting for one step, superviews before their subviews: by a walk of the
    /// hierarchy in the first pass (every view registered before it waits unlisted; the list
    /// is dropped), else from the step's list.
    private func takeWaiting(walk: WritableKeyPath<CycleWalks, Bool>, list: WritableKeyPath<CycleLists, [WeakView]>,
                             listed: WritableKeyPath<LayoutCycleState, Bool>,
                             waiting: KeyPath<LayoutCycleState, Bool>) -> [View] {
        guard cycleWalks[keyPath: walk] else { return takeListed(&cycleLists[keyPath: list], listed: listed, waiting: waiting) }
        cycleWalks[keyPath: walk] = false
        for entry in cycleLists[keyPath: list] { entry.view?.cycle[keyPath: listed] = false }
        cycleLists[keyPath: list] = []
        return collect(in: root, waiting: waiting)
    }

    /// The views of `top`'s subtree (registered here, of custom classes) that wait, in
    /// preorder: superviews before their subviews.
    private func collect(in top: View, waiting: KeyPath<LayoutCycleState, Bool>) -> [View] {
        var views: [View] = []
        top.forEachInSubtree { view in
            if view.cycle.isCustom, view.registeredEngine === self, view.cycle[keyPath: waiting] { views.append(view) }
        }
        return views
    }

    /// Empties a list and returns its views that still wait, each once, superviews before
    /// their subviews (by depth; a stable order among views of one depth).
    private func takeListed(_ list: inout [WeakView], listed: WritableKeyPath<LayoutCycleState, Bool>,
                            waiting: KeyPath<LayoutCycleState, Bool>) -> [View] {
        let entries = list
        list = []
        var views: [(depth: Int, index: Int, view: View)] = []
        for entry in entries {
            guard let view = entry.view else { continue }
            view.cycle[keyPath: listed] = false
            guard view.registeredEngine === self, view.cycle[keyPath: waiting] else { continue }
            var depth = 0
            var parent = view.superview
            while let p = parent {
                depth += 1
                parent = p.superview
            }
            views.append((depth, views.count, view))
        }
        views.sort { ($0.depth, $0.index) < ($1.depth, $1.index) }
        return views.map(\.view)
    }
}

extension View {
    /// Whether a view of this class may override the layout cycle's members: any class but
    /// Plumb's own, whose members there do nothing. A hierarchy of Plumb's classes alone skips
    /// the cycle's steps (LayoutEngine+Cycle.swift).
    static func isCustomClass(_ type: View.Type) -> Bool {
        let id = ObjectIdentifier(type)
        return id != ObjectIdentifier(View.self) && id != ObjectIdentifier(Label.self) && id != ObjectIdentifier(Button.self)
            && id != ObjectIdentifier(TextField.self) && id != ObjectIdentifier(ImageView.self)
            && id != ObjectIdentifier(StackView.self) && id != ObjectIdentifier(ScrollView.self)
    }
}
