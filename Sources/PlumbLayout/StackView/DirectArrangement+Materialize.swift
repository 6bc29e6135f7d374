// Turning direct arrangements into the constraints stacks generate (DirectArrangement.swift):
// the whole top, or only the stacks above a conflict; and what makes an engine do it.

extension LayoutEngine {
    /// The top a directly placed view or directly arranging stack belongs to.
    func directTop(of view: View) -> StackView? {
        var current = view
        while current.isDirectlyPlaced {
            guard let parent = current.superview else { return nil }
            current = parent
        }
        guard let top = current as? StackView, top.direct.arranges else { return nil }
        return top
    }

    /// A constraint on a view of a direct arrangement came, went or changed: the top plans
    /// again at the next pass; a constraint that comes to or goes from the top itself (not its
    /// own) turns it into constraints at once, before the solver sees the constraint.
    func directConstraintChanged(_ c: LayoutConstraint, structural: Bool) {
        // Stacks' own constraints: a top's content constraints, or those of the stack around a
        // top split off an arrangement (materializePath), which decide its frame.
        if c.kind == .stackView { return }
        for item in [c.firstItem, c.secondItem] {
            guard let view = item?.owningViewForLayout ?? (item as? View) else { continue }
            if view.isDirectlyPlaced {
                directViewChanged(view)
            } else if structural, let stack = view as? StackView, stack.direct.arranges {
                materialize(stack)
            }
        }
    }

    /// Something about a directly placed view changed: its top looks at it again at its next
    /// plan (a stack, or the stack placing a plain view).
    func directViewChanged(_ view: View) {
        if let stack = view as? StackView {
            stack.direct.configurationChanged = true
            directContentChanged(of: stack)
        } else {
            let stack = view.superview as? StackView
            if let stack, stack.direct.arranges {
                // Its stack's next plan reads it again, or, a second view changed, all of them.
                if stack.direct.staleLeaf == nil || stack.direct.staleLeaf == ObjectIdentifier(view) {
                    stack.direct.staleLeaf = ObjectIdentifier(view)
                } else {
                    stack.direct.configurationChanged = true
                }
            }
            view.directContentIsStale = true
            directContentChanged(of: stack)
        }
    }

    /// Turns a top's arrangement into the constraints a stack generates: its stacks generate
    /// them at the next constraint update, the views' own constraints go into the solver.
    func materialize(_ top: StackView) {
        guard top.direct.arranges, !top.isDirectlyPlaced else { return }
        direct.tops.removeAll { $0.view === top || $0.view == nil }
        var placed: [View] = []
        var stack: [View] = [top]
        while let view = stack.popLast() {
            if let s = view as? StackView, s.direct.arranges {
                // Stacks arranged here that are tops of their own stay so.
                for child in s.arrangedSubviews where child.isDirectlyPlaced { stack.append(child) }
                LayoutEngine.stopArrangingDirectly(s)
            }
            if view !== top { placed.append(view) }
            view.isDirectlyPlaced = false
            markFrameDirty(view)
        }
        top.generated.apply([(.axis, []), (.cross, [])], in: self)
        enforceOwnConstraints(of: placed)
    }

    /// A stack that stops arranging directly: its state goes, and it generates its
    /// constraints at the next constraint update.
    private static func stopArrangingDirectly(_ stack: StackView) {
        stack.direct = DirectStackState()
        stack.arrangementDidChange(axisSide: true, crossSide: true)
    }

    /// Puts the constraints of views no longer directly placed into the solver (their own and
    /// the engine's, such as content size), as ``shouldEnforce(_:)`` now says.
    private func enforceOwnConstraints(of views: [View]) {
        for view in views {
            view.forEachImplicitConstraint { sync($0) }
            for c in view.trackedConstraints where c.activeState && c.engine === self { sync(c) }
        }
    }

    /// Turns the stacks from `stack` up to its top into constraints, as ``materialize(_:)``
    /// does, and keeps the other stacks arranged in them direct, each a top of its own, when
    /// their content leaves both their lengths to the constraints (free): the generated
    /// constraints of the stacks around them then decide their frames as they would with
    /// theirs, which add nothing but a least length, checked when they are placed. Otherwise
    /// the whole top is materialized. A conflict deep in a large arrangement (a spacing too
    /// wide for its stack) so costs the stacks above it, not the arrangement.
    func materializePath(from stack: StackView) {
        guard let top = directTop(of: stack) else { return }
        var path: [StackView] = [stack]
        var current = stack
        while current !== top {
            guard let parent = current.superview as? StackView else { return materialize(top) }
            path.append(parent)
            current = parent
        }
        let onPath = Set(path.map { ObjectIdentifier($0) })
        var split: [StackView] = []
        for s in path {
            for case let child as StackView in s.arrangedSubviews where !onPath.contains(ObjectIdentifier(child)) {
                guard child.direct.arranges, child.directContent.horizontal.kind == .free,
                      child.directContent.vertical.kind == .free else { return materialize(top) }
                split.append(child)
            }
        }
        direct.tops.removeAll { $0.view === top || $0.view == nil }
        var placed: [View] = []
        for s in path {
            LayoutEngine.stopArrangingDirectly(s)
            if s !== top { placed.append(s) }
            for child in s.arrangedSubviews where !(child is StackView) { placed.append(child) }
        }
        for view in placed {
            view.isDirectlyPlaced = false
            markFrameDirty(view)
        }
        markFrameDirty(top)
        top.generated.apply([(.axis, []), (.cross, [])], in: self)
        for child in split {
            // Its frame comes from the solver now; its views are placed from it. Its content is
            // free: no content constraints to apply.
            child.isDirectlyPlaced = false
            child.direct.isNew = false
            child.direct.placedSize = nil
            child.direct.needsPlacement = true
            direct.tops.append(WeakView(child))
            markFrameDirty(child)
        }
        enforceOwnConstraints(of: placed)
    }

    /// Clears a top's arrangement without an engine (its engine is going): its stacks generate
    /// their constraints at their next engine's first update.
    static func forgetDirectArrangement(_ top: StackView) {
        var pending: [View] = [top]
        while let view = pending.popLast() {
            if let s = view as? StackView, s.direct.arranges {
                s.direct = DirectStackState()
                s.axisSideNeedsUpdate = true
                s.crossSideNeedsUpdate = true
                s.cycle.needsGeneratedConstraints = true
                for child in s.arrangedSubviews where child.isDirectlyPlaced { pending.append(child) }
            }
            view.isDirectlyPlaced = false
        }
    }

    /// Turns every direct arrangement into constraints (analysis, a change of direction).
    func materializeDirectArrangements() {
        guard !direct.tops.isEmpty else { return }
        for top in direct.tops.compactMap({ $0.view as? StackView }) { materialize(top) }
        direct.tops = []
    }

    /// Before the questions only constraints answer (analysis, the enforced constraints):
    /// every direct arrangement becomes constraints, and the hierarchy is laid out again with
    /// them, unless a pass is under way (it solves them itself).
    func ensureNoDirectArrangements() {
        guard !direct.tops.isEmpty else { return }
        materializeDirectArrangements()
        runPendingConstraintUpdates()
        if !direct.isInPass, let size = lastSize { _ = layout(in: size, traits: traits) }
    }

    /// A subtree leaves the hierarchy (already out of its superview): the tops in it become
    /// constraints, and views of an arrangement that stays drop their flags (their stack
    /// plans again without them).
    func materializeDirectArrangements(leaving subtree: View) {
        for top in direct.tops.compactMap({ $0.view as? StackView }) where top === subtree || top.isDescendant(of: subtree) {
            materialize(top)
        }
        guard subtree.isDirectlyPlaced else { return }
        subtree.forEachInSubtree { view in
            view.isDirectlyPlaced = false
            if let stack = view as? StackView, stack.direct.arranges { LayoutEngine.stopArrangingDirectly(stack) }
        }
    }
}
