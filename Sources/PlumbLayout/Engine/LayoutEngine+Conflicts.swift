import PlumbSolver

/// Adding a constraint to the solver, and what happens when the required constraints cannot
/// all hold: the member to break, and the rule that sizes are never negative.
extension LayoutEngine {
    /// Adds a constraint to the solver. If the required constraints cannot all hold, a minimal
    /// conflicting set (the solver's, plus `c`) loses the member UIKit's rule picks
    /// (``victim(among:default:)``), and the addition is tried again until it succeeds or `c`
    /// itself is the one broken.
    func add(_ c: LayoutConstraint, _ items: (first: LayoutItem, second: LayoutItem?)) {
        guard let expression = resolve(c, first: items.first, second: items.second) else {
            c.isBroken = true
            record(.invalidConstraint(c, reason: "an item is gone or has no \(c.firstAttribute) attribute"))
            return
        }
        let slot = enforced.insert(c)
        let constraint = Constraint(expression, c.relation, priority: c.priority, identifier: c.identifier,
                                    payload: slot)
        if let stamp = stamps.older {
            c.addedStamp = stamp
            stamps.older = stamp + 1
        } else {
            stamps.clock += 1
            c.addedStamp = stamps.clock
        }
        while true {
            do {
                try solver.add(constraint)
                c.solverConstraint = constraint
                c.solverSlot = slot
                return
            } catch {
                if case .interrupted = error {
                    enforced.remove(c, at: slot)
                    conflictState.interrupted.append(c)
                    return
                }
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
                conflictState.broken[ObjectIdentifier(victim)] = victim
                if victim === c {
                    enforced.remove(c, at: slot)
                    return
                }
                // The victim conflicts with `c` by construction: no point retrying it.
                let retry = conflictState.retryBroken
                removeFromSolver(victim)
                conflictState.retryBroken = retry
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

    func removeFromSolver(_ c: LayoutConstraint) {
        guard let constraint = takeFromSolver(c) else { return }
        removeFromSolver([constraint])
    }

    /// Removes constraints this engine added to its solver and still holds (their layout
    /// constraints' `solverConstraint`), so removing them cannot fail; a failure would be a
    /// bookkeeping error of the engine's, which debug builds stop on.
    func removeFromSolver(_ constraints: [Constraint]) {
        guard !constraints.isEmpty else { return }
        do {
            try solver.remove(contentsOf: constraints)
        } catch {
            assertionFailure("the engine removed a constraint its solver does not hold: \(error)")
        }
    }

    /// Forgets `c`'s solver constraint, which the caller removes from the solver.
    func takeFromSolver(_ c: LayoutConstraint) -> Constraint? {
        guard let constraint = c.solverConstraint else { return nil }
        enforced.remove(c, at: c.solverSlot)
        c.solverConstraint = nil
        if constraint.priority.isRequired, !conflictState.broken.isEmpty { conflictState.retryBroken = true }
        return constraint
    }

    /// A conflict found through a size bound is minimal among the bounds added so far (the
    /// engine bounds a view only once it came out negative); UIKit's engine holds every view
    /// at or above 0, where a smaller set may already conflict. So the members, with every view
    /// they name bounded, go through a deletion filter in scratch solvers: each member whose
    /// removal leaves a conflict is dropped. A bound of a view not bounded yet is described,
    /// not added to the layout. Conflicts of more than ``tighteningLimit`` members (the filter
    /// costs the square of their number) are reported as found.
    func tightened(_ members: [LayoutConstraint]) -> [LayoutConstraint] {
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
                set.append(view.sizing.sizeBounds[axis.index] ?? LayoutConstraint(
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
        ensureNoDirectArrangements()
        var face = solver.optimalFace()
        var unbounded: [Variable] = []
        root.forEachInSubtree { v in
            guard v.registeredEngine === self, v.isInstalled else { return }
            if v.sizing.sizeBounds[0] == nil { unbounded.append(v.widthVariable) }
            if v.sizing.sizeBounds[1] == nil { unbounded.append(v.heightVariable) }
        }
        face.requireNonNegative(unbounded)
        return face
    }

    /// A solved size below `-negativeSizeTolerance` points is negative: the view gets its
    /// `size >= 0` bound. Smaller excursions are the solver's rounding of a zero size.
    static let negativeSizeTolerance = 1e-7

    /// Gives every view of this engine its size bounds but the views and axes in `skipped` (the
    /// ones that came out negative, bounded next), as UIKit's engine holds them all: each bound
    /// holds where it is added, so none repairs anything yet.
    func boundEveryView(but skipped: [(View, LayoutAxis)]) {
        var skippedAxes: [ObjectIdentifier: [LayoutAxis]] = [:]
        for (view, axis) in skipped { skippedAxes[ObjectIdentifier(view), default: []].append(axis) }
        root.forEachInSubtree { v in
            guard v.registeredEngine === self, v.isInstalled else { return }
            let kept = skippedAxes[ObjectIdentifier(v)] ?? []
            for axis in LayoutAxis.allCases where !kept.contains(axis) { bound(v, axis) }
        }
    }

    /// Gives `view` its `width >= 0` (or `height >= 0`) bound, once; a conflict it causes breaks
    /// one of the other members (``victim(among:default:)``).
    func bound(_ view: View, _ axis: LayoutAxis) {
        guard view.registeredEngine === self, view.sizing.sizeBounds[axis.index] == nil else { return }
        let c = LayoutConstraint(view, axis == .horizontal ? .width : .height, .greaterThanOrEqual, nil, .notAnAttribute,
                                 constant: 0, kind: .nonNegativeSize(axis))
        view.sizing.sizeBounds[axis.index] = c
        adopt(c)
    }
}
