// Which stacks arrange directly (the first pass's plan), what their content asks, and the
// rule for a top's own constraints (DirectArrangement.swift); then, after changes, planning
// again what changed and placing the views.

extension LayoutEngine {
    /// Whether the hierarchy has nothing a direct arrangement does not model: scroll views,
    /// custom classes (their `layoutSubviews`), safe-area and margin inheritance, readable
    /// widths, right-to-left layout.
    var permitsDirectArrangement: Bool {
        direct.allowed && census.scrollViewCount == 0 && census.customViewCount == 0
            && census.safeAreaSourceCount == 0 && census.preservingMarginsCount == 0 && !census.usesReadableWidth
            && !mayLayOutRightToLeft
    }

    /// Decides, before the first pass adds any constraint, which stacks arrange directly
    /// (inner stacks and views placed by them are flagged, tops listed).
    func planDirectArrangements() {
        guard permitsDirectArrangement else { return }
        direct.isPlanning = true
        defer { direct.isPlanning = false }
        // Every stack waits for its first constraint update: the list names them all, so the
        // plan walks stacks and their arranged views only, never the rest of the hierarchy.
        var roots: [StackView] = []
        for entry in pendingUpdates {
            guard let stack = entry.view as? StackView, stack.registeredEngine === self else { continue }
            if let parent = stack.superview as? StackView, parent.arranges(stack) { continue }
            roots.append(stack)
        }
        for root in roots {
            // Stacks in preorder through arranged stacks (iteratively: nesting may be deep).
            var order: [StackView] = []
            var pending = [root]
            while let stack = pending.popLast() {
                order.append(stack)
                for case let child as StackView in stack.arrangedSubviews { pending.append(child) }
            }
            // Arranged views before their stacks: a stack's content needs theirs.
            for stack in order.reversed() {
                let content = directContent(of: stack) { child in
                    if let childStack = child as? StackView { return childStack.direct.hasContent ? childStack.directContent : nil }
                    let content = self.directContent(ofLeaf: child)
                    if let content { child.directContent = content }
                    return content
                }
                stack.direct.hasContent = content != nil
                if let content { stack.directContent = content }
            }
            for stack in order where stack.direct.hasContent {
                if stack !== root {
                    guard let parent = stack.superview as? StackView, parent.direct.arranges else { continue }
                    stack.isDirectlyPlaced = true
                } else {
                    guard outsideConstraintsAllow(stack, stack.directContent) else { continue }
                    direct.tops.append(WeakView(stack))
                    stack.direct.isNew = true
                    stack.direct.placedSize = nil
                }
                stack.direct.arranges = true
                stack.direct.needsPlacement = true
                stack.direct.needsContent = false
                // Its constraints are never generated: only the top applies its content's.
                stack.axisSideNeedsUpdate = !stack.isDirectlyPlaced
                stack.crossSideNeedsUpdate = false
                for child in stack.arrangedSubviews where !(child is StackView) { child.isDirectlyPlaced = true }
            }
        }
    }

    /// A plain view's content, if it can be placed directly: no subviews, nothing engine-made,
    /// and no constraints but its own required, constant width and height (at most one each).
    func directContent(ofLeaf view: View) -> DirectContent? {
        // Plain views and one-line labels (a wrapping label's height follows its laid-out width).
        let kind = type(of: view)
        guard kind == View.self || (kind == Label.self && !view.hasMultilineText), view.subviews.isEmpty,
              qualifiesForDirectArrangement(view, withIntrinsicSize: true) else { return nil }
        var content = DirectContent()
        var sized = (false, false)
        // An intrinsic length is preferred: its compression resistance holds it against the
        // stack's pulls (the spanner's fit at 51, the ambiguity suppression at 25), and the
        // stack never stretches it (a top's length is its content's; a free view takes the
        // slack). A constant constraint beside it would trade the two by priority: not taken.
        let intrinsic = view.intrinsicContentSize
        for axis in [LayoutAxis.horizontal, .vertical] {
            let length = axis == .horizontal ? intrinsic.width : intrinsic.height
            guard length != View.noIntrinsicMetric else { continue }
            let compression = view.contentCompressionResistancePriority(for: axis).value
            guard length >= 0, length.isFinite, compression >= LayoutEngine.directCompressionFloor else { return nil }
            content[axis] = ContentLength.intrinsic(length, hugging: view.contentHuggingPriority(for: axis).value,
                                                    compression: compression)
            if axis == .horizontal { sized.0 = true } else { sized.1 = true }
        }
        for c in view.trackedConstraints where c.activeState && c.engine === self {
            guard c.firstItem === view, !c.hasSecondItem, c.relation == .equal, c.priority == .required,
                  c.installedSizeClasses.isEmpty, c.constant.isFinite, c.constant >= 0 else { return nil }
            switch c.firstAttribute {
            case .width where !sized.0:
                sized.0 = true
                content.horizontal = ContentLength(kind: .rigid, length: c.constant)
            case .height where !sized.1:
                sized.1 = true
                content.vertical = ContentLength(kind: .rigid, length: c.constant)
            default:
                return nil
            }
        }
        return content
    }

    /// The least compression resistance an intrinsic length may have to be placed directly:
    /// above the stack's own pulls on it (51 and 25, together 76).
    static let directCompressionFloor: Double = 100

    /// What both a placed view and a stack need: visible, untransformed, no alignment insets,
    /// placed by constraints, installed everywhere, no guides, no engine-made constraints
    /// (but, `withIntrinsicSize`, its content-size constraints).
    private func qualifiesForDirectArrangement(_ view: View, withIntrinsicSize: Bool = false) -> Bool {
        guard !view.cycle.isCustom, !view.isHidden, view.isInstalled, !view.translatesAutoresizingMaskIntoConstraints,
              view.installedSizeClasses.isEmpty, view.transform.isIdentity, view.alignmentRectInsets == .zero,
              view.semanticContentAttribute == .unspecified else { return false }
        let guides = view.guides
        guard guides.user.isEmpty, guides.marginsGuide == nil, guides.safeAreaGuide == nil, guides.readableGuide == nil,
              view.autoresizingConstraints.isEmpty, view.sizing.sizeBounds[0] == nil, view.sizing.sizeBounds[1] == nil
        else { return false }
        if withIntrinsicSize { return true }
        var contentConstraints = false
        view.sizing.contentConstraints.forEach { _ in contentConstraints = true }
        return !contentConstraints
    }

    /// A stack's content from its arranged views' (`child` gives each one's, nil if it cannot
    /// be placed directly), or nil. Keeps the views' contents for the next re-plan.
    func directContent(of stack: StackView, child: (View) -> DirectContent?) -> DirectContent? {
        // Nothing is kept until every view gave its content.
        var along: [ContentLength] = [], across: [ContentLength] = []
        swap(&along, &stack.direct.along)
        swap(&across, &stack.direct.across)
        stack.direct.staleLeaf = nil
        guard stackQualifiesForDirectArrangement(stack) else { return nil }
        along.removeAll(keepingCapacity: true)
        across.removeAll(keepingCapacity: true)
        along.reserveCapacity(stack.arrangedSubviews.count)
        across.reserveCapacity(stack.arrangedSubviews.count)
        for view in stack.arrangedSubviews {
            guard let content = child(view) else { return nil }
            along.append(content[stack.axis])
            across.append(content[stack.axis.other])
        }
        let gaps = stack.directGaps()
        guard gaps.isFinite else { return nil }
        stack.direct.along = along
        stack.direct.across = across
        stack.direct.gaps = gaps
        return combinedDirectContent(of: stack)
    }

    /// ``directContent(of:child:)`` from the contents kept at the stack's last plan, after the
    /// views at `changed` (indices in its arranged views) changed: `child` gives their new
    /// contents. nil if the stack or one of them can no longer be placed directly.
    private func directContent(of stack: StackView, changed: (leaf: Int, stack: Int),
                               child: (View) -> DirectContent?) -> DirectContent? {
        guard stackQualifiesForDirectArrangement(stack) else {
            stack.direct.along.removeAll()
            return nil
        }
        for i in [changed.leaf, changed.stack] where i >= 0 {
            guard let content = child(stack.arrangedSubviews[i]) else {
                stack.direct.along.removeAll()
                return nil
            }
            stack.direct.along[i] = content[stack.axis]
            stack.direct.across[i] = content[stack.axis.other]
        }
        return combinedDirectContent(of: stack)
    }

    /// The indices of the views a re-plan of `stack` reads again: its plain view that changed
    /// (forgotten by the stack as it is handed over) and `child` (the stack below, whose
    /// content changed), -1 for none; nil when the kept contents cannot serve (none kept, or
    /// its views changed since).
    private func changedViews(of stack: StackView, child: StackView?) -> (leaf: Int, stack: Int)? {
        let views = stack.arrangedSubviews
        guard !views.isEmpty, stack.direct.along.count == views.count, stack.direct.across.count == views.count
        else { return nil }
        var changed = (leaf: -1, stack: -1)
        if let id = stack.direct.staleLeaf {
            guard let i = views.firstIndex(where: { ObjectIdentifier($0) == id }) else { return nil }
            changed.leaf = i
            stack.direct.staleLeaf = nil
        }
        if let child {
            guard let i = views.firstIndex(where: { $0 === child }) else { return nil }
            changed.stack = i
        }
        return changed
    }

    /// What a stack must be to arrange directly, whatever its views: a plain stack, placed by
    /// constraints, not relative to its margins or baselines, every subview arranged, and, inside
    /// a stack that arranges directly, no constraints of its own.
    private func stackQualifiesForDirectArrangement(_ stack: StackView) -> Bool {
        guard type(of: stack) == StackView.self, qualifiesForDirectArrangement(stack),
              !stack.isLayoutMarginsRelativeArrangement, !stack.isBaselineRelativeArrangement,
              !stack.arrangedSubviews.isEmpty, stack.subviews.count == stack.arrangedSubviews.count
        else { return false }
        // Arranged in a stack that arranges directly (or, at the plan, may), it takes no
        // constraints of its own; a top's are checked apart (outsideConstraintsAllow).
        if let parent = stack.superview as? StackView, parent.direct.arranges || direct.isPlanning,
           parent.arranges(stack),
           stack.trackedConstraints.contains(where: { $0.activeState && $0.engine === self }) { return false }
        return true
    }

    /// A stack's content from its views' contents and gaps as kept, or nil.
    private func combinedDirectContent(of stack: StackView) -> DirectContent? {
        guard let a = StackView.directContent(along: stack.direct.along, gaps: stack.direct.gaps, distribution: stack.distribution),
              let c = StackView.directContent(across: stack.direct.across, alignment: stack.alignment) else { return nil }
        var content = DirectContent()
        content[stack.axis] = a
        content[stack.axis.other] = c
        return content
    }

    /// Whether the constraints on a top stack leave the lengths its content fixes to it: in an
    /// axis the content sizes, they name at most one attribute of it, a position; in an axis it
    /// leaves free, required equalities name two of its attributes (the constraints
    /// determine it, as the generated ones would not). The top is no arranged view.
    private func outsideConstraintsAllow(_ stack: StackView, _ content: DirectContent) -> Bool {
        if let parent = stack.superview as? StackView, parent.arranges(stack) {
            // A top split off an arrangement (materializePath): the constraints of the stack
            // around it decide its frame, which its free content leaves to them.
            guard !parent.direct.arranges, content.horizontal.kind == .free, content.vertical.kind == .free else { return false }
            return stack.trackedConstraints.allSatisfy { !($0.activeState && $0.engine === self) || $0.kind == .stackView }
        }
        var named = AxisPair([LayoutAttribute]())
        var determined = AxisPair([LayoutAttribute]())
        for c in stack.trackedConstraints where c.activeState && c.engine === self {
            if c.kind == .stackView {
                guard c.identifier == StackConstraintIdentifier.directContentSize.rawValue else { return false }
                continue
            }
            guard c.installedSizeClasses.isEmpty else { return false }
            for (item, attribute) in [(c.firstItem, c.firstAttribute), (c.secondItem, c.secondAttribute)] where item === stack {
                guard let k = LayoutEngine.directAxis(of: attribute)?.index else { return false }
                if !named[k].contains(attribute) { named[k].append(attribute) }
                if c.relation == .equal, c.priority == .required, !determined[k].contains(attribute) {
                    determined[k].append(attribute)
                }
            }
        }
        var sized = AxisPair(false)
        for axis in [LayoutAxis.horizontal, .vertical] {
            let k = axis.index
            let c = content[axis]
            if c.kind == .free || c.kind == .elastic {
                guard determined[k].count >= 2 else { return false }
                sized[k] = true
            } else if c.kind == .preferred, c.stretches || c.shrinks, determined[k].count >= 2 {
                // Its constraints fix its length; its content's priorities share it out (a
                // difference they cannot share, when it comes, turns the top into constraints).
                sized[k] = true
            } else {
                guard named[k].count <= 1, !named[k].contains(where: { $0 == .width || $0 == .height }) else { return false }
            }
        }
        stack.direct.sizedByConstraints = sized
        return true
    }

    /// The axis of an attribute a top may be constrained by (edges, centres, sizes), or nil.
    private static func directAxis(of attribute: LayoutAttribute) -> LayoutAxis? {
        switch attribute {
        case .left, .right, .leading, .trailing, .centerX, .width: .horizontal
        case .top, .bottom, .centerY, .height: .vertical
        default: nil
        }
    }

    /// Records that a directly arranging stack's content may have changed (nil: none);
    /// its top plans again at the next constraint update.
    func directContentChanged(of stack: StackView?) {
        guard let stack, stack.direct.arranges, let top = directTop(of: stack) else { return }
        noteDirectContentChanged(stack)
        top.directNeedsPlanning()
    }

    /// Lists a stack for ``replanDirectArrangements()``, once.
    func noteDirectContentChanged(_ stack: StackView) {
        guard !stack.direct.needsContent else { return }
        stack.direct.needsContent = true
        direct.changed.append(stack)
    }

    /// Plans the changed stacks again, from their arranged views up to their tops, as far as
    /// contents change: a stack that no longer qualifies, or a top whose constraints no longer
    /// leave its content to it, is materialized; a top whose content changed updates its
    /// content constraints. Stacks on the way are marked for placing.
    func replanDirectArrangements() {
        let changed = direct.changed
        direct.changed = []
        var topsToApply: [StackView] = []
        for stack in changed {
            guard stack.direct.needsContent else { continue }
            stack.direct.needsContent = false
            guard stack.direct.arranges, let top = directTop(of: stack) else { continue }
            var current = stack
            var below: StackView?
            while true {
                // A plain view is looked at again if it changed or its stack's configuration did
                // (a view hidden, added, removed); otherwise its content is as planned.
                let configurationChanged = current.direct.configurationChanged
                current.direct.configurationChanged = false
                let child = { (child: View) -> DirectContent? in
                    if let childStack = child as? StackView {
                        return childStack.direct.arranges && childStack.isDirectlyPlaced ? childStack.directContent : nil
                    }
                    guard child.isDirectlyPlaced else { return nil }
                    guard configurationChanged || child.directContentIsStale else { return child.directContent }
                    child.directContentIsStale = false
                    guard let content = self.directContent(ofLeaf: child) else { return nil }
                    child.directContent = content
                    return content
                }
                // With the configuration as planned, only the views that changed are read again.
                let content = if !configurationChanged, let changed = changedViews(of: current, child: below) {
                    directContent(of: current, changed: changed, child: child)
                } else {
                    directContent(of: current, child: child)
                }
                guard let content else {
                    materializePath(from: current)
                    break
                }
                current.direct.needsPlacement = true
                let contentChanged = content != current.directContent
                current.directContent = content
                guard current !== top else {
                    if contentChanged { topsToApply.append(top) }
                    break
                }
                guard let parent = current.superview as? StackView, parent.direct.arranges else {
                    materialize(top)
                    break
                }
                // An unchanged content leaves the parent's as it was; it is still placed again
                // down to this stack.
                guard contentChanged else {
                    var ancestor: StackView? = parent
                    while let a = ancestor, !a.direct.needsPlacement {
                        a.direct.needsPlacement = true
                        ancestor = a.isDirectlyPlaced ? a.superview as? StackView : nil
                    }
                    break
                }
                below = current
                current = parent
            }
        }
        for top in topsToApply where top.direct.arranges && !top.isDirectlyPlaced {
            guard outsideConstraintsAllow(top, top.directContent) else {
                materialize(top)
                continue
            }
            top.applyDirectContentConstraints(in: self)
        }
    }

    /// Places the views of every top whose content or size changed; appends the views whose
    /// frames changed to `updated`. Returns false when a top could not be placed (a length came
    /// out negative, which the solver's rule for negative sizes must settle): it was
    /// materialized, and the caller solves again.
    func placeDirectArrangements(into updated: inout [View]) -> Bool {
        var placedAll = true
        for entry in direct.tops {
            guard let top = entry.view as? StackView, top.registeredEngine === self, top.isInstalled else { continue }
            let size = top.storedFrame.size
            guard top.direct.needsPlacement || top.direct.placedSize != size else { continue }
            if let negative = place(top, into: &updated) {
                materializePath(from: negative)
                placedAll = false
            } else {
                top.direct.placedSize = size
            }
        }
        return placedAll
    }

    /// Sets the frames of a top's views from its size, stack by stack, going down only into
    /// stacks whose size or content changed; returns the stack in which a length came out
    /// negative, if one did.
    private func place(_ top: StackView, into updated: inout [View]) -> StackView? {
        var pending: [StackView] = [top]
        while let stack = pending.popLast() {
            stack.direct.needsPlacement = false
            let size = stack.storedFrame.size
            let along = stack.axis, across = stack.axis.other
            let views = stack.arrangedSubviews
            // The contents and gaps as planned (kept by the stack, or read from its views).
            let kept = stack.direct.along.count == views.count && stack.direct.across.count == views.count
            // One spacing for every gap unless some are custom (no array to make for it).
            let uniformSpacing = stack.uniformDirectSpacing
            let spacing = uniformSpacing == nil ? stack.directSpacing() : []
            let gaps = kept ? stack.direct.gaps : stack.directGaps()
            let stackAlong = along == .horizontal ? size.width : size.height
            let stackAcross = along == .horizontal ? size.height : size.width
            let alongContents = kept ? stack.direct.along : views.map { $0.directContent[along] }
            let acrossContents = kept ? stack.direct.across : views.map { $0.directContent[across] }
            guard let lengths = StackView.directLengths(along: alongContents, length: stackAlong,
                                                  gaps: gaps, distribution: stack.distribution) else { return stack }
            var position = 0.0
            for (i, view) in views.enumerated() {
                let length = lengths[i]
                let content = acrossContents[i]
                let breadth = stack.alignment == .fill ? stackAcross : content.length
                guard length >= -LayoutEngine.negativeSizeTolerance,
                      breadth >= -LayoutEngine.negativeSizeTolerance else { return stack }
                let offset: Double
                switch stack.alignment {
                case .trailing: offset = stackAcross - breadth
                case .center: offset = (stackAcross - breadth) / 2
                default: offset = 0
                }
                let frame = along == .horizontal ? Rect(x: position, y: offset, width: length, height: breadth)
                    : Rect(x: offset, y: position, width: breadth, height: length)
                if i < views.count - 1 { position += length + (uniformSpacing ?? spacing[i]) }
                if view.isFrameDirty { view.isFrameDirty = false }
                let resized = view.storedFrame.size != frame.size
                if view.storedFrame != frame {
                    view.storedFrame = frame
                    updated.append(view)
                }
                // Arranged views placed directly are plain views, labels or plain stacks: the
                // exact type tells a stack without a cast.
                if type(of: view) == StackView.self {
                    let child = unsafeDowncast(view, to: StackView.self)
                    if resized || child.direct.needsPlacement { pending.append(child) }
                }
            }
        }
        return nil
    }
}
