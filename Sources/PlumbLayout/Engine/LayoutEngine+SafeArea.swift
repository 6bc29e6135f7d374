/// Safe areas inherited down the hierarchy: a view's safe-area insets are the part of it that
/// lies under its superview's unsafe area, plus its own additional insets, read from the
/// current solution after each solve (UIKit updates them during layout the same way).
extension LayoutEngine {
    /// Recomputes the inherited safe-area insets of views with system guides; returns whether
    /// any changed (their guide constraints are then updated, and the pass solves again).
    func updateSafeAreaInsets() -> Bool {
        guard !guidedViews.isEmpty, census.safeAreaSourceCount > 0 || census.hasInheritedInsets else { return false }
        var memo: [ObjectIdentifier: ShownArea] = [:]
        var changed = false
        census.hasInheritedInsets = false
        for view in guidedViews.compactMap(\.view) where view.isInstalled && view.registeredEngine === self {
            let inherited = inheritedSafeArea(of: view, &memo)
            if inherited != view.marginState.inheritedSafeAreaInsets {
                view.marginState.inheritedSafeAreaInsets = inherited
                view.updateGuideConstraints()
                changed = true
            }
            if inherited != .zero { census.hasInheritedInsets = true }
        }
        return changed
    }

    /// The safe-area insets a view inherits from its superview, from the current solution.
    func inheritedSafeArea(of view: View) -> EdgeInsets {
        var memo: [ObjectIdentifier: ShownArea] = [:]
        return inheritedSafeArea(of: view, &memo)
    }

    private func inheritedSafeArea(of view: View, _ memo: inout [ObjectIdentifier: ShownArea]) -> EdgeInsets {
        guard let parent = view.superview else { return .zero }
        let p = safeInfo(parent, &memo)
        return LayoutEngine.overlap(of: solvedFrame(of: view, shiftedBy: p.subviewShift), with: p)
    }

    /// A view where it shows, in root coordinates, and its full safe-area insets. The solver
    /// places a scroll view's content as if unscrolled (the frame guide carries the offset),
    /// while UIKit measures safe areas and margins where the content shows: content scrolled
    /// under a bar is under it, content scrolled out from under it is not. `subviewShift` is
    /// how far the view's subviews show from where the solver places them: the shift of the
    /// scroll views above, less the view's own scroll position if it is one.
    private struct ShownArea {
        var rect: Rect
        var insets: EdgeInsets
        var subviewShift: Point
    }

    private func solvedFrame(of view: View, shiftedBy shift: Point) -> Rect {
        var r = solvedFrame(of: view)
        r.origin.x += shift.x
        r.origin.y += shift.y
        return r
    }

    /// How far the subviews of a view showing `shift` away from its solved place show from
    /// theirs: that shift, less the view's scroll position.
    private static func subviewShift(of view: View, _ shift: Point) -> Point {
        guard let scroll = view as? ScrollView else { return shift }
        return Point(x: shift.x - scroll.contentOffset.x, y: shift.y - scroll.contentOffset.y)
    }

    /// The insets of `rect` under the unsafe area of a superview (its frame and safe-area
    /// insets), each edge capped at the superview's inset.
    private static func overlap(of r: Rect, with p: ShownArea) -> EdgeInsets {
        guard p.insets != .zero else { return .zero }
        let safe = p.rect.inset(by: p.insets)
        func clamp(_ x: Double, _ cap: Double) -> Double { Swift.min(Swift.max(x, 0), Swift.max(cap, 0)) }
        return EdgeInsets(top: clamp(safe.minY - r.minY, p.insets.top), left: clamp(safe.minX - r.minX, p.insets.left),
                          bottom: clamp(r.maxY - safe.maxY, p.insets.bottom), right: clamp(r.maxX - safe.maxX, p.insets.right))
    }

    /// A view's frame in root coordinates and its full safe-area insets, computed from the
    /// top down (iteratively) and memoised for the pass.
    private func safeInfo(_ view: View, _ memo: inout [ObjectIdentifier: ShownArea]) -> ShownArea {
        if let known = memo[ObjectIdentifier(view)] { return known }
        var chain: [View] = []
        var current: View? = view
        while let v = current, memo[ObjectIdentifier(v)] == nil {
            chain.append(v)
            current = v.superview
        }
        var info = current.flatMap { memo[ObjectIdentifier($0)] }
        for v in chain.reversed() {
            let shift = info?.subviewShift ?? Point.zero
            let rect = solvedFrame(of: v, shiftedBy: shift)
            let inherited = info.map { LayoutEngine.overlap(of: rect, with: $0) } ?? .zero
            let computed = ShownArea(rect: rect, insets: inherited + v.additionalSafeAreaInsets,
                                     subviewShift: LayoutEngine.subviewShift(of: v, shift))
            memo[ObjectIdentifier(v)] = computed
            info = computed
        }
        return info ?? ShownArea(rect: solvedFrame(of: view), insets: view.additionalSafeAreaInsets,
                                 subviewShift: LayoutEngine.subviewShift(of: view, .zero))
    }

    /// Recomputes the readable insets of views with a readable content guide or margins that
    /// follow it, from their solved widths and the traits' text size; returns whether any
    /// changed (their guide constraints are then updated, and the pass solves again).
    func updateReadableInsets() -> Bool {
        guard census.usesReadableWidth, !guidedViews.isEmpty else { return false }
        let readableWidth = traits.preferredContentSizeCategory.readableWidth
        var changed = false
        for view in guidedViews.compactMap(\.view)
        where (view.guides.readableGuide != nil || view.layoutMarginsFollowReadableWidth) && view.isInstalled && view.registeredEngine === self {
            let insets = View.readableInsets(width: solvedFrame(of: view).width, safeArea: view.guideSafeAreaInsets,
                                             readableWidth: readableWidth)
            if insets != view.marginState.readableInsets {
                view.marginState.readableInsets = insets
                view.updateGuideConstraints()
                changed = true
            }
        }
        return changed
    }

    /// Recomputes the margins that views with ``View/preservesSuperviewLayoutMargins`` take
    /// from their superviews, from the current solution; returns whether any changed (their
    /// guide constraints are then updated, and the pass solves again).
    func updatePreservedMargins() -> Bool {
        guard census.preservingMarginsCount > 0, !guidedViews.isEmpty else { return false }
        var changed = false
        for view in guidedViews.compactMap(\.view)
        where view.preservesSuperviewLayoutMargins && view.isInstalled && view.registeredEngine === self {
            let inherited = preservedMargins(of: view)
            if inherited != view.marginState.inheritedMargins {
                view.marginState.inheritedMargins = inherited
                view.updateGuideConstraints()
                changed = true
            }
        }
        return changed
    }

    /// How far in from each edge of `view` its superview's margins guide reaches (0 where the
    /// view is already that far inside): the least margins that keep the view's margins guide
    /// inside its superview's. A superview that preserves its own superview's margins counts
    /// with them, up the chain (walked iteratively: hierarchies may be deep).
    private func preservedMargins(of view: View) -> EdgeInsets {
        var chain: [View] = [view]
        while let last = chain.last, last.preservesSuperviewLayoutMargins, let parent = last.superview { chain.append(parent) }
        // From the top: each one's margins guide insets, then the next one's preserved margins.
        var guideInsets = EdgeInsets.zero
        var preserved = EdgeInsets.zero
        for (k, v) in chain.reversed().enumerated() {
            if k > 0, let parent = v.superview {
                // Both where they show relative to each other: the child moved by the parent's scroll position.
                let p = solvedFrame(of: parent), m = guideInsets
                let r = solvedFrame(of: v, shiftedBy: LayoutEngine.subviewShift(of: parent, .zero))
                preserved = EdgeInsets(top: Swift.max(0, p.minY + m.top - r.minY), left: Swift.max(0, p.minX + m.left - r.minX),
                                       bottom: Swift.max(0, r.maxY - (p.maxY - m.bottom)),
                                       right: Swift.max(0, r.maxX - (p.maxX - m.right)))
            }
            guard v !== view else { break }
            let safe = v.insetsLayoutMarginsFromSafeArea ? (v.cycle.isGuided ? v.guideSafeAreaInsets : v.safeAreaInsets) : .zero
            let own = safe + v.marginsWithSystemMinimum
            guideInsets = k > 0 && v.preservesSuperviewLayoutMargins ? own.raised(to: preserved) : own
        }
        return preserved
    }
}
