import PlumbSolver

/// The layout pass: constraints updated, the solver settled (sizes never negative, values
/// never silently infinite), frames assigned, multi-line labels rewrapped at their laid-out
/// widths, all within an optional deadline.
extension LayoutEngine {
    /// Solves and assigns frames; returns the views whose frames were recomputed. At
    /// `deadline` the pass stops: frames stay as they were, ``LayoutIssue/layoutInterrupted``
    /// is recorded, and the next pass finishes the work. Past ``View/solverCellLimit`` it
    /// stops the same way, with ``LayoutIssue/layoutTooLarge(cellLimit:)``.
    func layout(in size: Size, traits newTraits: TraitCollection, deadline: ContinuousClock.Instant? = nil) -> [View] {
        solver.deadline = deadline
        solver.cellLimit = cellLimit
        direct.isInPass = true
        defer {
            solver.deadline = nil
            solver.cellLimit = nil
            direct.isInPass = false
        }
        let frames = layOut(in: size, traits: newTraits)
        conflictState.lastPassInterrupted = solver.isInterrupted
        conflictState.lastPassPassedCellLimit = solver.passedCellLimit
        if solver.passedCellLimit, let limit = solver.cellLimit {
            record(.layoutTooLarge(cellLimit: limit))
        } else if solver.isInterrupted {
            record(.layoutInterrupted)
        }
        return frames
    }

    fileprivate func layOut(in size: Size, traits newTraits: TraitCollection) -> [View] {
        let previousTraits = isLive ? traits : nil
        apply(newTraits)
        if !direct.tops.isEmpty, !permitsDirectArrangement { materializeDirectArrangements() }
        let previousWidth = lastSize?.width
        setRootSize(size)
        if previousWidth != size.width {
            // A view controller's root view's minimum margins follow its width too (20 from 414 points).
            for view in guidedViews.compactMap(\.view) where view.isViewControllerRootView { view.updateGuideConstraints() }
        }
        if !isLive { goLive() }
        if !conflictState.interrupted.isEmpty {
            let pending = conflictState.interrupted
            conflictState.interrupted = []
            for c in pending { sync(c) }
        }
        if previousTraits != traits { announceTraits(previous: previousTraits) }
        runConstraintUpdates()
        if conflictState.retryBroken { retryBrokenConstraints() }
        if solver.isInterrupted { return [] }

        var moved: [View] = []
        /// Reads the changed variables: marks their views, notes the moved ones, and returns
        /// the views and axes whose size came out negative without a bound yet.
        func readChanges() -> [(View, LayoutAxis)] {
            var negative: [(View, LayoutAxis)] = []
            let changes = solver.updateVariables()
            if solver.didOverflow, !conflictState.issues.contains(where: { if case .solutionOutOfRange = $0 { true } else { false } }) {
                record(.solutionOutOfRange)
            }
            // By position: the report carries each value and id, so that neither is looked up
            // or copied (a relayout reads thousands of them).
            for i in changes.indices {
                let id = changes.id(at: i)
                guard let view = owners[id] else { continue }
                markFrameDirty(view)
                let value = changes.value(at: i)
                if !value.isFinite {
                    let axis: LayoutAxis = id == view.minX.id || id == view.widthVariable.id ? .horizontal : .vertical
                    recordOverflow(view, axis)
                }
                if id == view.minX.id || id == view.minY.id {
                    moved.append(view)
                } else if value < -LayoutEngine.negativeSizeTolerance {
                    let axis: LayoutAxis = id == view.widthVariable.id ? .horizontal : .vertical
                    if view.sizing.sizeBounds[axis.index] == nil { negative.append((view, axis)) }
                }
            }
            return negative
        }
        // Sizes are never negative: a view that came out negative gets its bound and the solver
        // settles again (a solution of the bounded system that is optimal without the other
        // views' bounds is optimal with them, so bounding only where needed gives the optimum
        // of every view bounded). Each round bounds at least one more view and axis. A second
        // round means a deficit is passing from view to view (labels pressed into a short
        // stack: one round per label, each a solve): every view is then bounded at once,
        // before the views that came out negative, whose repair then moves the others to 0
        // in one step.
        func collectChanges() {
            var negative = readChanges()
            var rounds = 0
            while !negative.isEmpty {
                rounds += 1
                if rounds == 2 { boundEveryView(but: negative) }
                for (view, axis) in negative { bound(view, axis) }
                negative = readChanges()
            }
        }
        /// Solves, then gives the views whose variables changed their frames.
        func solveAndAssignFrames() -> [View] {
            // Subviews' safe areas depend on the solution: solve again while they change.
            collectChanges()
            if solver.isInterrupted { return [] }
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
            // Siblings come one after another: their superview's origin is read once.
            var lastSuperview: ObjectIdentifier?
            var lastOrigin = Point.zero
            for entry in dirtyFrames {
                guard let view = entry.view, view.registeredEngine === self, view.isFrameDirty else { continue }
                view.isFrameDirty = false
                // A directly placed view's frame comes from its stack (below).
                guard view.isInstalled, !view.isDirectlyPlaced else { continue }
                var origin = Point.zero
                if let superview = view.superview {
                    let id = ObjectIdentifier(superview)
                    if id != lastSuperview {
                        lastSuperview = id
                        lastOrigin = superview.engineFrameOrigin(self)
                    }
                    origin = lastOrigin
                }
                let old = view.storedFrame
                view.storedFrame = relative(solvedFrame(of: view), to: origin)
                if census.customViewCount > 0, view.storedFrame != old {
                    // UIKit lays out again a view whose size changed and the superview of a view that moved.
                    if view.storedFrame.size != old.size { view.setNeedsLayout() }
                    view.superview?.setNeedsLayout()
                }
                updated.append(view)
            }
            dirtyFrames = []
            if !direct.tops.isEmpty, !placeDirectArrangements(into: &updated) {
                // A top whose lengths came out negative is constraints now: solve those.
                runPendingConstraintUpdates()
                updated += solveAndAssignFrames()
            }
            return updated
        }
        /// Solves and assigns frames until multi-line labels keep their wrapping widths.
        func settle() -> [View] {
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
        var updated = settle()
        if solver.isInterrupted { return updated }
        runLayoutSubviews(updated: &updated) {
            runConstraintUpdates()
            return settle()
        }
        return updated
    }


    /// Records that a view's value overflowed, once per view and axis.
    private func recordOverflow(_ view: View, _ axis: LayoutAxis) {
        let known = conflictState.issues.contains { issue in
            if case .nonFiniteValue(let v, let a) = issue { v === view && a == axis } else { false }
        }
        if !known { record(.nonFiniteValue(view, axis)) }
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
}
