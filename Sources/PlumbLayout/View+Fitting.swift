import PlumbSolver

extension View {
    /// UIKit's `layoutFittingCompressedSize`: the target for the smallest size the view's
    /// constraints allow.
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)
    /// UIKit's `layoutFittingExpandedSize`: the target for the largest size the view's
    /// constraints allow (10,000,000 points in each axis, far beyond any screen).
    public static let layoutFittingExpandedSize = Size(width: 10_000_000, height: 10_000_000)

    /// The size the view's constraints give it when it is pulled toward `targetSize` at
    /// ``LayoutPriority/fittingSizeLevel`` (50) in both axes: with
    /// ``layoutFittingCompressedSize``, the smallest size that fits its content.
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it when its width is pulled toward
    /// `targetSize.width` at `horizontalFittingPriority` and its height toward
    /// `targetSize.height` at `verticalFittingPriority` (UIKit's method of the same name): a
    /// self-sizing cell passes its width at `.required` and `.fittingSizeLevel` for the height.
    ///
    /// Only the constraints inside the view's subtree count (those to its superview and the
    /// view's own autoresizing constraints do not), with the intrinsic sizes of its
    /// descendants (a multi-line ``Label`` wraps at its ``Label/preferredMaxLayoutWidth``).
    /// Nothing is changed: no frame moves, and required constraints that conflict are left out
    /// of this computation as the layout pass would break them. A priority outside (0, 1000]
    /// is treated as ``LayoutPriority/fittingSizeLevel``.
    public func systemLayoutSizeFitting(_ targetSize: Size, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
                                        verticalFittingPriority: LayoutPriority) -> Size {
        let solver = rootView.ensureEngine().fittingSolver(for: self)
        let h = horizontalFittingPriority.isValid ? horizontalFittingPriority : .fittingSizeLevel
        let v = verticalFittingPriority.isValid ? verticalFittingPriority : .fittingSizeLevel
        if targetSize.width.isFinite {
            _ = try? solver.add(Constraint(Expression(widthVariable) - targetSize.width, .equal, priority: h))
        }
        if targetSize.height.isFinite {
            _ = try? solver.add(Constraint(Expression(heightVariable) - targetSize.height, .equal, priority: v))
        }
        solver.updateVariables()
        let a = alignmentRectInsets
        return Size(width: solver.value(of: widthVariable) + a.left + a.right,
                    height: solver.value(of: heightVariable) + a.top + a.bottom)
    }
}

extension LayoutEngine {
    /// A fresh solver with the constraints inside `view`'s subtree (implicit ones in
    /// hierarchy order, then the active ones in activation order) and `view` at (0, 0).
    func fittingSolver(for view: View) -> Solver {
        runPendingConstraintUpdates()
        var inside = Set<ObjectIdentifier>()
        var views: [View] = []
        view.forEachInSubtree { v in
            guard v.isInstalled else { return }
            inside.insert(ObjectIdentifier(v))
            views.append(v)
        }
        func isInside(_ item: LayoutItem?) -> Bool {
            item?.owningViewForLayout.map { inside.contains(ObjectIdentifier($0)) } ?? false
        }
        let solver = Solver()
        _ = try? solver.add(Expression(view.minX) == 0)
        _ = try? solver.add(Expression(view.minY) == 0)
        func add(_ c: LayoutConstraint) {
            guard c.activeState, c.installedSizeClasses.allows(traits), c.priority.isValid, isInside(c.firstItem),
                  !c.hasSecondItem || isInside(c.secondItem), let expression = resolve(c) else { return }
            _ = try? solver.add(Constraint(expression, c.relation, priority: c.priority))
        }
        for v in views {
            // Sizes are never negative (every view bounded at once: this solver is built once).
            _ = try? solver.add(Expression(v.widthVariable) >= 0)
            _ = try? solver.add(Expression(v.heightVariable) >= 0)
            v.forEachImplicitConstraint { c in
                if !(v === view && c.kind == .autoresizingMask) && !c.kind.isSizeBound { add(c) }
            }
        }
        for c in trackedInOrder() { add(c) }
        return solver
    }
}
