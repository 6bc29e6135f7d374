// What a stack view generates (Docs/stack-views.md), as specs for StackConstraintStore. The
// notation follows §4.1: L/T/M/D along the axis, P/Q/K/E across it; a0…a(n−1) are the
// arranged views (hidden ones included), v0…v(m−1) the visible ones; the canvas is the stack
// or, with isLayoutMarginsRelativeArrangement, its layout margins guide.

/// The attributes of one axis of a stack (Docs/stack-views.md).
struct StackAxisAttributes {
    /// Leading, trailing, centre and dimension along the axis.
    let l, t, m, d: LayoutAttribute
    /// Start, end, centre and dimension across the axis.
    let p, q, k, e: LayoutAttribute

    init(_ axis: LayoutAxis) {
        switch axis {
        case .horizontal:
            (l, t, m, d) = (.leading, .trailing, .centerX, .width)
            (p, q, k, e) = (.top, .bottom, .centerY, .height)
        case .vertical:
            (l, t, m, d) = (.top, .bottom, .centerY, .height)
            (p, q, k, e) = (.leading, .trailing, .centerX, .width)
        }
    }
}

extension StackView {
    // MARK: Priorities (Docs/stack-views.md)

    /// `UISV-spanning-boundary` on the pinned side.
    static let spanningBoundaryPriority: LayoutPriority = 999.5
    /// `UISV-spanning-fit`.
    static let spanningFitPriority: LayoutPriority = 51
    /// `UISV-canvas-fit`.
    static let canvasFitPriority: LayoutPriority = 49
    /// `UISV-ambiguity-suppression`.
    static let ambiguitySuppressionPriority: LayoutPriority = 25
    /// `UISV-text-width-disambiguation` (the iOS 10 value).
    static let textWidthPriority: LayoutPriority = 760

    /// `UISV-fill-proportionally` for the arranged view at `index` (hidden views counted):
    /// 999, 998, … down to a floor of 751, as UIKit's own arrangement code sets it. Past 248
    /// views the priorities stop falling, so a long stack adds at most 249 priority levels.
    static func proportionalPriority(index: Int) -> LayoutPriority {
        LayoutPriority(Double(max(999 - index, 751)))
    }

    /// `UISV-fill-equally` between equal-centering gaps, for the gap after the arranged view at
    /// `index` (hidden views counted): 149 for the gap after the second view, 148 after the
    /// third, … down to a floor of 50, as UIKit's own arrangement code sets it (the first gap is
    /// the reference and has none). At most 100 priority levels, however long the stack.
    static func equalCenteringPriority(index: Int) -> LayoutPriority {
        LayoutPriority(Double(max(150 - index, 50)))
    }

    // MARK: Configuration, resolved

    /// What `spacing` means: 0 for spacingUseDefault or a value that is not finite, the system
    /// spacing for spacingUseSystem.
    static func resolvedSpacing(_ value: Double) -> Double {
        if value == spacingUseSystem { return systemSpacing }
        if value == spacingUseDefault || !value.isFinite { return 0 }
        return value
    }

    /// The alignment laid out: the baseline alignments become leading and trailing in a
    /// vertical stack.
    var effectiveAlignment: Alignment {
        guard axis == .vertical else { return alignment }
        switch alignment {
        case .firstBaseline: return .leading
        case .lastBaseline: return .trailing
        default: return alignment
        }
    }

    /// The item the arrangement is tied to.
    var canvas: LayoutItem { isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self }

    /// The gap after an arranged view: its custom spacing, or `spacing`.
    func gap(after view: View) -> Double {
        if let custom = customSpacings[ObjectIdentifier(view)] { return StackView.resolvedSpacing(custom) }
        return StackView.resolvedSpacing(spacing)
    }

    /// The spacing constant between `a(i−1)` and `a(i)` for i = 1…n−1 (Docs/stack-views.md item 2):
    /// the gap between visible views; half of it between a visible and a hidden view inside
    /// the visible range; 0 next to hidden views before the first visible view or after the
    /// last (Plumb policy, extending §4.2's rule for a single hidden end view to runs of them),
    /// and between two hidden views.
    func spacingConstants() -> [Double] {
        let views = arrangedSubviews
        guard views.count > 1 else { return [] }
        let firstVisible = views.firstIndex { !$0.isHidden }
        let lastVisible = views.lastIndex { !$0.isHidden }
        var constants: [Double] = []
        constants.reserveCapacity(views.count - 1)
        for i in 1..<views.count {
            let before = views[i - 1], after = views[i]
            switch (before.isHidden, after.isHidden) {
            case (false, false): constants.append(gap(after: before))
            case (true, true): constants.append(0)
            default:
                let hidden = before.isHidden ? i - 1 : i
                if let first = firstVisible, let last = lastVisible, hidden > first, hidden < last {
                    constants.append(gap(after: before) / 2)
                } else {
                    constants.append(0)
                }
            }
        }
        return constants
    }

    /// The length a proportional distribution shares the stack by: the view's intrinsic length
    /// along the axis, or, for a view with none, the length its own constraints give it, as
    /// `systemLayoutSizeFitting` computes it (UIKit's
    /// `-[UIView _proportionalFillLengthForOrderedArrangement:relevantParentAxis:]`, read from
    /// iOS 26.1's UIKitCore; a stack arranged in a vertical stack that fills across is fitted
    /// at that stack's current width, less its margins when it arranges within them).
    /// Entourage's profile stack: two plain views around labels, saved 122 and 195 wide, their
    /// content's widths.
    func proportionalLength(of view: View) -> Double {
        let intrinsic = axis == .horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
        if intrinsic != View.noIntrinsicMetric { return StackView.intrinsicLength(of: view, along: axis) }
        let fitted: Size
        if axis == .vertical, alignment == .fill, view is StackView {
            let margins = isLayoutMarginsRelativeArrangement ? layoutMargins.left + layoutMargins.right : 0
            fitted = view.systemLayoutSizeFitting(Size(width: storedFrame.width - margins, height: 0),
                                                  withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        } else {
            fitted = view.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        }
        let length = axis == .horizontal ? fitted.width : fitted.height
        return length >= 0 && length.isFinite ? length : 0
    }

    /// A view's intrinsic length along `axis`, or 0 without one.
    static func intrinsicLength(of view: View, along axis: LayoutAxis) -> Double {
        let value = axis == .horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
        return value >= 0 && value.isFinite ? value : 0
    }

    // MARK: Along the axis

    /// The leading canvas connection, spacing, hiding, the distribution's constraints,
    /// text-width disambiguation and the trailing canvas connection (Docs/stack-views.md, §4.3,
    /// §4.4 end, §4.6–4.8).
    func axisSideSpecs() -> [StackConstraintSpec] {
        let views = arrangedSubviews
        guard let a0 = views.first, let last = views.last else { return [] }
        let x = StackAxisAttributes(axis)
        let canvas = self.canvas
        let visible = views.filter { !$0.isHidden }
        // Where each visible view stands among all arranged views: UIKit counts hidden views
        // when it numbers the priorities of proportions and centring gaps.
        let arrangedIndex = views.indices.filter { !views[$0].isHidden }
        let constants = spacingConstants()
        var specs: [StackConstraintSpec] = []
        specs.reserveCapacity(views.count * 3)

        specs.append(.init(.canvasConnection, canvas, x.l, .equal, a0, x.l))

        let exact = distribution == .fill || distribution == .fillEqually || distribution == .fillProportionally
        let baselineRelative = isBaselineRelativeArrangement && axis == .vertical
        for i in 1..<max(1, views.count) {
            let before = views[i - 1], after = views[i]
            let afterAttribute: LayoutAttribute = baselineRelative && !after.isHidden ? .firstBaseline : x.l
            let beforeAttribute: LayoutAttribute = baselineRelative && !before.isHidden ? .lastBaseline : x.t
            specs.append(.init(.spacing, after, afterAttribute, exact ? .equal : .greaterThanOrEqual, before,
                               beforeAttribute, constant: constants[i - 1]))
        }

        for view in views where view.isHidden {
            specs.append(.init(.hiding, view, x.d, .equal, nil))
        }

        let totalGap = constants.reduce(0, +)
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            appendFillEqually(visible, &specs, x)
        case .fillProportionally:
            appendFillProportionally(visible, arrangedIndex, totalGap: totalGap, &specs, x)
        case .equalSpacing, .equalCentering:
            appendGapGuides(visible, arrangedIndex, &specs, x)
            specs.append(.init(.canvasFit, self, x.d, .equal, nil, priority: StackView.canvasFitPriority))
        }

        if axis == .horizontal, distribution != .fillEqually, visible.count > 1 {
            let m = Double(visible.count)
            for view in visible where view.hasMultilineText {
                specs.append(.init(.textWidthDisambiguation, view, .width, .equal, self, .width, multiplier: 1 / m,
                                   constant: -totalGap / m, priority: StackView.textWidthPriority))
            }
        }
        // The trailing connection comes last: when the arrangement cannot fit its canvas (fill
        // proportionally with margins, Docs/stack-views.md) and only the stack's own constraints
        // take part, the engine breaks the most recently added, and the views overhang the
        // trailing margin as in UIKit.
        specs.append(.init(.canvasConnection, last, x.t, .equal, canvas, x.t))
        return specs
    }

    private func appendFillEqually(_ visible: [View], _ specs: inout [StackConstraintSpec], _ x: StackAxisAttributes) {
        guard let v0 = visible.first else { return }
        for view in visible.dropFirst() {
            specs.append(.init(.fillEqually, view, x.d, .equal, v0, x.d))
        }
    }

    /// Docs/stack-views.md Proportions of the intrinsic lengths over their sum plus the gaps, of
    /// the stack's own length. Views without an intrinsic length count as 0; if no visible view
    /// has one (or the total is not positive), the views are made equal instead (Plumb
    /// policy, as the Arranged replica).
    private func appendFillProportionally(_ visible: [View], _ arrangedIndex: [Int], totalGap: Double,
                                          _ specs: inout [StackConstraintSpec], _ x: StackAxisAttributes) {
        guard let v0 = visible.first else { return }
        if visible.count == 1 {
            specs.append(.init(.fillProportionally, v0, x.d, .equal, self, x.d))
            return
        }
        let lengths = visible.map { proportionalLength(of: $0) }
        let sum = lengths.reduce(0, +)
        let total = sum + totalGap
        guard sum > 0, total > 0, total.isFinite else {
            appendFillEqually(visible, &specs, x)
            return
        }
        for (index, view) in visible.enumerated() {
            specs.append(.init(.fillProportionally, view, x.d, .equal, self, x.d, multiplier: lengths[index] / total,
                               priority: StackView.proportionalPriority(index: arrangedIndex[index])))
        }
    }

    /// Gap guides between adjacent visible views: edge to edge for equal spacing, centre to
    /// centre for equal centering, with equal lengths (Docs/stack-views.md table).
    private func appendGapGuides(_ visible: [View], _ arrangedIndex: [Int], _ specs: inout [StackConstraintSpec],
                                 _ x: StackAxisAttributes) {
        let guides = gapGuides
        guard visible.count > 1, guides.count >= visible.count - 1 else { return }
        let centering = distribution == .equalCentering
        for k in 0..<(visible.count - 1) {
            let g = guides[k], before = visible[k], after = visible[k + 1]
            if centering {
                specs.append(.init(.distributingEdge, g, x.l, .equal, before, x.m))
                specs.append(.init(.distributingEdge, g, x.t, .equal, after, x.m))
            } else {
                specs.append(.init(.distributingEdge, g, x.l, .equal, before, x.t))
                specs.append(.init(.distributingEdge, after, x.l, .equal, g, x.t))
            }
        }
        for k in 1..<max(1, visible.count - 1) {
            let priority = centering ? StackView.equalCenteringPriority(index: arrangedIndex[k]) : .required
            specs.append(.init(.fillEqually, guides[k], x.d, .equal, guides[0], x.d, priority: priority))
        }
    }

    // MARK: Across the axis

    /// Canvas connections, alignment, the spanner and the fitting constraints across the axis
    /// (Docs/stack-views.md).
    func crossSideSpecs() -> [StackConstraintSpec] {
        let views = arrangedSubviews
        guard let a0 = views.first else { return [] }
        let x = StackAxisAttributes(axis)
        let canvas = self.canvas
        var specs: [StackConstraintSpec] = []
        specs.reserveCapacity(views.count * 4)
        let alignment = effectiveAlignment

        if alignment == .fill {
            specs.append(.init(.canvasConnection, canvas, x.p, .equal, a0, x.p))
            specs.append(.init(.canvasConnection, a0, x.q, .equal, canvas, x.q))
            for view in views.dropFirst() {
                specs.append(.init(.alignment, a0, x.p, .equal, view, x.p))
                specs.append(.init(.alignment, a0, x.q, .equal, view, x.q))
            }
            return specs
        }

        guard views.count > 1, let spanner = alignmentSpanner else {
            // One arranged view: tied to the canvas directly, the free side one-sided. The
            // baseline alignments act as top and bottom here (Plumb policy).
            switch alignment {
            case .leading, .firstBaseline:
                specs.append(.init(.canvasConnection, canvas, x.p, .equal, a0, x.p))
                specs.append(.init(.canvasConnection, a0, x.q, .lessThanOrEqual, canvas, x.q))
            case .trailing, .lastBaseline:
                specs.append(.init(.canvasConnection, canvas, x.p, .lessThanOrEqual, a0, x.p))
                specs.append(.init(.canvasConnection, a0, x.q, .equal, canvas, x.q))
            case .center, .fill:
                specs.append(.init(.canvasConnection, canvas, x.p, .lessThanOrEqual, a0, x.p))
                specs.append(.init(.canvasConnection, a0, x.q, .lessThanOrEqual, canvas, x.q))
                specs.append(.init(.canvasConnection, canvas, x.k, .equal, a0, x.k))
            }
            specs.append(.init(.canvasFit, self, x.e, .equal, nil, priority: StackView.canvasFitPriority))
            specs.append(.init(.ambiguitySuppression, a0, x.e, .equal, nil, priority: StackView.ambiguitySuppressionPriority))
            return specs
        }

        switch alignment {
        case .leading:
            specs.append(.init(.canvasConnection, canvas, x.p, .equal, a0, x.p))
            specs.append(.init(.canvasConnection, spanner, x.q, .equal, canvas, x.q))
        case .trailing:
            specs.append(.init(.canvasConnection, canvas, x.p, .equal, spanner, x.p))
            specs.append(.init(.canvasConnection, a0, x.q, .equal, canvas, x.q))
        case .center, .fill:
            specs.append(.init(.canvasConnection, canvas, x.p, .equal, spanner, x.p))
            specs.append(.init(.canvasConnection, spanner, x.q, .equal, canvas, x.q))
            specs.append(.init(.canvasConnection, canvas, x.k, .equal, a0, x.k))
        case .firstBaseline:
            specs.append(.init(.canvasConnection, canvas, .top, .lessThanOrEqual, a0, .top))
            specs.append(.init(.canvasConnection, spanner, .bottom, .equal, canvas, .bottom))
        case .lastBaseline:
            specs.append(.init(.canvasConnection, canvas, .top, .equal, spanner, .top))
            specs.append(.init(.canvasConnection, a0, .bottom, .lessThanOrEqual, canvas, .bottom))
        }

        let aligned: LayoutAttribute
        switch alignment {
        case .leading: aligned = x.p
        case .trailing: aligned = x.q
        case .firstBaseline: aligned = .firstBaseline
        case .lastBaseline: aligned = .lastBaseline
        case .center, .fill: aligned = x.k
        }
        for view in views.dropFirst() {
            specs.append(.init(.alignment, a0, aligned, .equal, view, aligned))
        }

        let pinned = StackView.spanningBoundaryPriority
        for view in views where !view.isHidden {
            switch alignment {
            case .leading:
                specs.append(.init(.spanningBoundary, spanner, x.p, .equal, view, x.p, priority: pinned))
                specs.append(.init(.spanningBoundary, spanner, x.q, .greaterThanOrEqual, view, x.q))
            case .trailing:
                specs.append(.init(.spanningBoundary, spanner, x.p, .lessThanOrEqual, view, x.p))
                specs.append(.init(.spanningBoundary, spanner, x.q, .equal, view, x.q, priority: pinned))
            default:
                specs.append(.init(.spanningBoundary, spanner, x.p, .lessThanOrEqual, view, x.p))
                specs.append(.init(.spanningBoundary, spanner, x.q, .greaterThanOrEqual, view, x.q))
            }
        }

        specs.append(.init(.spanningFit, spanner, x.e, .equal, nil, priority: StackView.spanningFitPriority))
        // Baseline alignments fit the stack's height; with every view hidden the cross size
        // fits to 0 too (Plumb policy: otherwise nothing would set it).
        if alignment == .firstBaseline || alignment == .lastBaseline || !views.contains(where: { !$0.isHidden }) {
            specs.append(.init(.canvasFit, self, x.e, .equal, nil, priority: StackView.canvasFitPriority))
        }
        for view in views {
            specs.append(.init(.ambiguitySuppression, view, x.e, .equal, nil,
                               priority: StackView.ambiguitySuppressionPriority))
        }
        return specs
    }
}
