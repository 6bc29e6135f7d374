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
    /// descendants. A multi-line ``Label`` wraps at its ``Label/preferredMaxLayoutWidth``, or,
    /// without one, at the width this computation gives it: solved, wrapped, solved again, as
    /// the layout pass does (at most ``LayoutEngine/wrappingPassLimit`` more times), so a
    /// self-sizing cell grows with its text. Nothing is changed: no frame moves, no label's
    /// wrapping width, and required constraints that conflict are left out of this computation
    /// as the layout pass would break them. A priority outside (0, 1000] is treated as
    /// ``LayoutPriority/fittingSizeLevel``.
    public func systemLayoutSizeFitting(_ targetSize: Size, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
                                        verticalFittingPriority: LayoutPriority) -> Size {
        let engine = rootView.ensureEngine()
        let h = horizontalFittingPriority.isValid ? horizontalFittingPriority : .fittingSizeLevel
        let v = verticalFittingPriority.isValid ? verticalFittingPriority : .fittingSizeLevel
        var labels: [Label] = []
        forEachInSubtree { if let label = $0 as? Label, label.isInstalled, label.wrapsAtLaidOutWidth { labels.append(label) } }
        var wrapping: [ObjectIdentifier: Double] = [:]
        var size = Size(width: 0, height: 0)
        for pass in 0...LayoutEngine.wrappingPassLimit {
            let solver = engine.fittingSolver(for: self, wrapping: wrapping)
            if targetSize.width.isFinite {
                solver.addLeavingOutConflicts(Constraint(Expression(widthVariable) - targetSize.width, .equal, priority: h))
            }
            if targetSize.height.isFinite {
                solver.addLeavingOutConflicts(Constraint(Expression(heightVariable) - targetSize.height, .equal, priority: v))
            }
            solver.updateVariables()
            let a = alignmentRectInsets
            size = Size(width: solver.value(of: widthVariable) + a.left + a.right,
                        height: solver.value(of: heightVariable) + a.top + a.bottom)
            guard pass < LayoutEngine.wrappingPassLimit else { break }
            var rewrapped = false
            for label in labels {
                let id = ObjectIdentifier(label)
                let width = solver.value(of: label.widthVariable)
                let old = wrapping[id] ?? label.laidOutWrappingWidth
                guard width.isFinite, Swift.abs(width - old) > Label.wrappingWidthTolerance else { continue }
                wrapping[id] = width
                if label.intrinsicSize(wrappingAt: width) != label.intrinsicSize(wrappingAt: old) { rewrapped = true }
            }
            if !rewrapped { break }
        }
        return size
    }
}

extension Solver {
    /// Adds `c` to a fitting solver, or leaves it out if it cannot hold with those already
    /// added (or is malformed): the layout pass of the hierarchy meets the same constraint,
    /// breaks it by UIKit's rule and reports it once; a fitting size is computed without it
    /// instead of reporting it again at every fitting.
    fileprivate func addLeavingOutConflicts(_ c: Constraint) {
        do {
            try add(c)
        } catch {
            return
        }
    }
}

extension LayoutEngine {
    /// A fresh solver with the constraints inside `view`'s subtree (implicit ones in
    /// hierarchy order, then the active ones in activation order) and `view` at (0, 0); the
    /// labels in `wrapping` size their text as if wrapped at the width given.
    func fittingSolver(for view: View, wrapping: [ObjectIdentifier: Double] = [:]) -> Solver {
        materializeDirectArrangements()
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
        solver.addLeavingOutConflicts(Expression(view.minX) == 0)
        solver.addLeavingOutConflicts(Expression(view.minY) == 0)
        func add(_ c: LayoutConstraint) {
            guard c.activeState, c.installedSizeClasses.allows(traits), c.priority.isValid, isInside(c.firstItem),
                  !c.hasSecondItem || isInside(c.secondItem), let expression = resolve(c) else { return }
            solver.addLeavingOutConflicts(Constraint(expression, c.relation, priority: c.priority))
        }
        for v in views {
            // Sizes are never negative (every view bounded at once: this solver is built once).
            solver.addLeavingOutConflicts(Expression(v.widthVariable) >= 0)
            solver.addLeavingOutConflicts(Expression(v.heightVariable) >= 0)
            let wrapped = (v as? Label).flatMap { label in wrapping[ObjectIdentifier(label)].map { label.intrinsicSize(wrappingAt: $0) } }
            v.forEachImplicitConstraint { c in
                guard !(v === view && c.kind == .autoresizingMask), !c.kind.isSizeBound else { return }
                switch c.kind {
                case .contentHugging(let axis), .compressionResistance(let axis):
                    if let wrapped {
                        let metric = axis == .horizontal ? wrapped.width : wrapped.height
                        let variable = axis == .horizontal ? v.widthVariable : v.heightVariable
                        if metric >= 0 {
                            solver.addLeavingOutConflicts(Constraint(Expression(variable) - metric, c.relation, priority: c.priority))
                        }
                        return
                    }
                default: break
                }
                add(c)
            }
        }
        for c in trackedInOrder() { add(c) }
        return solver
    }
}
