// The stack's own baselines (Docs/stack-views.md): a horizontal stack reports the baselines of its
// tallest visible arranged view, a vertical one the first baseline of its first visible view
// and the last baseline of its last, recursing through nested stacks (the reported view's
// expression is used as is). Without visible arranged views the stack reports its own top and
// bottom (View's offsets).
//
// "Tallest" is measured without solving (Plumb policy): a view's natural height is its
// intrinsic height (0 without one), a nested stack's the natural height of its arrangement;
// ties go to the first.
//
// Constraints resolve the stack's baselines when they enter the solver. When the reported view
// changes, or its baselines move, the constraints on the stack's baselines are re-resolved at
// the next layout pass, and the superview (a stack reporting this one) is told.

extension StackView {
    /// The arrangement changed: the choice must be checked, and a superview stack may measure
    /// this one differently.
    func baselinesMayHaveChanged() {
        baselineViewsAreCurrent = false
        superview?.subviewDidChangeBaselines(self)
    }

    /// The view whose baseline the stack reports for `attribute`, for resolving a constraint.
    func resolvedBaselineView(for attribute: LayoutAttribute) -> View? {
        if !baselineViewsAreCurrent {
            let chosen = chooseBaselineViews()
            // Constraints resolved earlier used the old choice: the next pass re-resolves them.
            if baselinesWereResolved, chosen.first !== baselineViews.first || chosen.last !== baselineViews.last {
                baselineExpressionChanged = true
            }
            baselineViews = chosen
            baselineViewsAreCurrent = true
        }
        baselinesWereResolved = true
        return attribute == .firstBaseline ? baselineViews.first : baselineViews.last
    }

    /// Re-checks the reported views (layout pass) and re-resolves the constraints on the
    /// stack's baselines if they moved.
    ///
    /// Until a constraint has resolved the stack's baselines nothing depends on the choice (a
    /// superview stack that reports this one resolves it through ``resolvedBaselineView(for:)``,
    /// which chooses then): the choice waits. Choosing measures every arranged view's natural
    /// height, nested stacks through their whole subtrees, and a change deep in nested stacks
    /// made each stack above it choose again (a spacing changed in a tree of 10,000 leaves:
    /// half of its relayout).
    func updateBaselineViews(in engine: LayoutEngine) {
        guard baselinesWereResolved else {
            baselineExpressionChanged = false
            return
        }
        guard !baselineViewsAreCurrent || baselineExpressionChanged else { return }
        let chosen = chooseBaselineViews()
        let changed = chosen.first !== baselineViews.first || chosen.last !== baselineViews.last
            || baselineExpressionChanged
        baselineViews = chosen
        baselineViewsAreCurrent = true
        baselineExpressionChanged = false
        guard changed else { return }
        if baselinesWereResolved {
            engine.refreshConstraints(referencing: self, where: { $0 == .firstBaseline || $0 == .lastBaseline })
        }
        superview?.subviewDidChangeBaselines(self)
    }

    /// The views whose baselines the stack reports now.
    func chooseBaselineViews() -> (first: View?, last: View?) {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        guard !visible.isEmpty else { return (nil, nil) }
        if axis == .vertical { return (visible.first, visible.last) }
        var tallest = visible[0]
        var height = StackView.naturalLength(of: tallest, along: .vertical)
        for view in visible.dropFirst() {
            let h = StackView.naturalLength(of: view, along: .vertical)
            if h > height {
                tallest = view
                height = h
            }
        }
        return (tallest, tallest)
    }

    /// A view's natural length along `axis`, without solving: a stack's from its arrangement,
    /// any other view's intrinsic length (0 without one).
    static func naturalLength(of view: View, along axis: LayoutAxis) -> Double {
        if let stack = view as? StackView { return stack.naturalLength(along: axis) }
        return intrinsicLength(of: view, along: axis)
    }

    /// The stack's natural length along `axis`: along its own axis the visible lengths (all
    /// the largest one for fill equally) plus the gaps; across it the largest; plus the margins
    /// with margins-relative arrangement.
    func naturalLength(along axis: LayoutAxis) -> Double {
        let lengths = arrangedSubviews.filter { !$0.isHidden }.map { StackView.naturalLength(of: $0, along: axis) }
        var length: Double
        if axis == self.axis {
            let largest = lengths.max() ?? 0
            length = distribution == .fillEqually ? largest * Double(lengths.count) : lengths.reduce(0, +)
            length += spacingConstants().reduce(0, +)
        } else {
            length = lengths.max() ?? 0
        }
        if isLayoutMarginsRelativeArrangement {
            let m = layoutMargins
            length += axis == .horizontal ? m.left + m.right : m.top + m.bottom
        }
        return length
    }
}
