// Direct arrangement (Docs/stack-views.md, "Direct arrangement"): a stack whose arranged views
// have sizes nothing but themselves decides lays them out by arithmetic, as a flexbox engine
// does, instead of generating UISV constraints for the solver. Only the outermost such stack
// (the top) stays in the solver, positioned by its own constraints and sized by one required
// constraint per axis that its content fixes. The rule for taking a stack: the frames must be
// the ones the generated constraints give, so only content whose optimum is unique and known
// in closed form is taken (below); anything else, now or after a change, is turned back into
// constraints (materialized) and solved as before.

/// What a directly arranged view's content asks of its length along one axis.
struct ContentLength: Equatable {
    enum Kind: UInt8 {
        /// Exactly `length`: required constraints fix it.
        case rigid
        /// `length`, and at least that: the content is cheapest there (a spanner's fit),
        /// and nothing but the content sizes it.
        case preferred
        /// Any length from `length` up, all equally good: the view takes what it is given.
        case free
    }
    var kind: Kind
    var length: Double

    static let free = ContentLength(kind: .free, length: 0)

    /// The length the view takes when its parent leaves it to the view (across a stack that
    /// does not fill): its length, or a free view's least.
    var natural: Double { length }
}

/// A view's content lengths in both axes.
struct DirectContent: Equatable {
    var horizontal = ContentLength.free
    var vertical = ContentLength.free

    subscript(axis: LayoutAxis) -> ContentLength {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
}

extension StackView {
    /// The content along the axis of a stack that arranges `children` with `gaps` between
    /// them, or nil when the generated constraints would not give it in closed form (two
    /// views free to take the slack of `fill`, unequal sizes in `fillEqually`, other
    /// distributions).
    static func directContent(along children: [ContentLength], gaps: Double, distribution: Distribution) -> ContentLength? {
        switch distribution {
        case .fill:
            var fixed = gaps, freeMinimum: Double?, preferred = false
            for child in children {
                switch child.kind {
                case .free:
                    guard freeMinimum == nil else { return nil }  // two views share the slack: ambiguous
                    freeMinimum = child.length
                case .preferred:
                    preferred = true
                    fixed += child.length
                case .rigid:
                    fixed += child.length
                }
            }
            if let freeMinimum { return ContentLength(kind: .free, length: fixed + freeMinimum) }
            return ContentLength(kind: preferred ? .preferred : .rigid, length: fixed)
        case .fillEqually:
            guard let equal = equalContent(children) else { return nil }
            let n = Double(children.count)
            return ContentLength(kind: equal.kind, length: n * equal.length + gaps)
        case .fillProportionally, .equalSpacing, .equalCentering:
            return nil
        }
    }

    /// The content across the axis for `alignment`, or nil as for ``directContent(along:gaps:distribution:)``.
    static func directContent(across children: [ContentLength], alignment: Alignment) -> ContentLength? {
        switch alignment {
        case .fill:
            return equalContent(children)
        case .leading, .trailing, .center:
            // The spanner (or, for one view, the canvas fit) pulls the stack down to its
            // largest view; a free view is pulled to its least length by the ambiguity
            // suppression.
            return ContentLength(kind: .preferred, length: children.reduce(0) { Swift.max($0, $1.natural) })
        case .firstBaseline, .lastBaseline:
            return nil
        }
    }

    /// The common length of views made equal (fillEqually along, fill across): the one length
    /// the sized views share (nil if they differ, a conflict), which the free ones must reach;
    /// free at the largest least length when all are free.
    private static func equalContent(_ children: [ContentLength]) -> ContentLength? {
        var sized: ContentLength?
        var freeMinimum = 0.0
        for child in children {
            if child.kind == .free {
                freeMinimum = Swift.max(freeMinimum, child.length)
            } else if let s = sized {
                guard s.length == child.length else { return nil }
                if child.kind == .rigid { sized = child }
            } else {
                sized = child
            }
        }
        guard let sized else { return ContentLength(kind: .free, length: freeMinimum) }
        return freeMinimum <= sized.length ? sized : nil
    }

    /// The lengths along the axis the generated constraints give `children` in a stack
    /// `length` long.
    static func directLengths(along children: [ContentLength], length: Double, gaps: Double,
                              distribution: Distribution) -> [Double] {
        switch distribution {
        case .fillEqually:
            let each = children.first(where: { $0.kind != .free })?.length ?? (length - gaps) / Double(children.count)
            return Array(repeating: each, count: children.count)
        default:
            let fixed = children.reduce(gaps) { $1.kind == .free ? $0 : $0 + $1.length }
            return children.map { $0.kind == .free ? length - fixed : $0.length }
        }
    }
}

// MARK: - The engine's side

/// An engine's direct arrangements.
struct DirectArrangements {
    /// Whether stacks may arrange their views directly (``View/arrangesStacksDirectly``).
    var allowed = true
    /// The outermost stacks that do.
    var tops: [WeakView] = []
    /// Stacks whose content changed since their tops last planned (their own configuration,
    /// an arranged view's constraints or subviews).
    var changed: [StackView] = []
    /// Whether a layout pass is under way (questions for the constraints then materialize
    /// without laying out again: the pass solves them).
    var isInPass = false
}

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
        // Every stack waits for its first constraint update: the list names them all, so the
        // plan walks stacks and their arranged views only, never the rest of the hierarchy.
        var roots: [StackView] = []
        for entry in pendingUpdates {
            guard let stack = entry.view as? StackView, stack.registeredEngine === self else { continue }
            if let parent = stack.superview as? StackView, parent.arrangedIDs.contains(ObjectIdentifier(stack)) { continue }
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
        guard type(of: view) == View.self, view.subviews.isEmpty, qualifiesForDirectArrangement(view),
              view.sizing.intrinsicContentSize.width == View.noIntrinsicMetric,
              view.sizing.intrinsicContentSize.height == View.noIntrinsicMetric else { return nil }
        var content = DirectContent()
        var sized = (false, false)
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

    /// What both a placed view and a stack need: visible, untransformed, no alignment insets,
    /// placed by constraints, installed everywhere, no guides, no engine-made constraints.
    private func qualifiesForDirectArrangement(_ view: View) -> Bool {
        guard !view.cycle.isCustom, !view.isHidden, view.isInstalled, !view.translatesAutoresizingMaskIntoConstraints,
              view.installedSizeClasses.isEmpty, view.transform.isIdentity, view.alignmentRectInsets == .zero,
              view.semanticContentAttribute == .unspecified else { return false }
        let guides = view.guides
        guard guides.user.isEmpty, guides.marginsGuide == nil, guides.safeAreaGuide == nil, guides.readableGuide == nil,
              view.autoresizingConstraints.isEmpty, view.sizing.sizeBounds[0] == nil, view.sizing.sizeBounds[1] == nil
        else { return false }
        var contentConstraints = false
        view.sizing.contentConstraints.forEach { _ in contentConstraints = true }
        return !contentConstraints
    }

    /// A stack's content from its arranged views' (`child` gives each one's, nil if it cannot
    /// be placed directly), or nil.
    func directContent(of stack: StackView, child: (View) -> DirectContent?) -> DirectContent? {
        guard type(of: stack) == StackView.self, qualifiesForDirectArrangement(stack),
              !stack.isLayoutMarginsRelativeArrangement, !stack.isBaselineRelativeArrangement,
              !stack.arrangedSubviews.isEmpty, stack.subviews.count == stack.arrangedSubviews.count
        else { return nil }
        // Arranged in a stack, it takes no constraints of its own; a top's are checked apart.
        if let parent = stack.superview as? StackView, parent.arrangedIDs.contains(ObjectIdentifier(stack)),
           stack.trackedConstraints.contains(where: { $0.activeState && $0.engine === self }) { return nil }
        var along: [ContentLength] = [], across: [ContentLength] = []
        along.reserveCapacity(stack.arrangedSubviews.count)
        across.reserveCapacity(stack.arrangedSubviews.count)
        for view in stack.arrangedSubviews {
            guard let content = child(view) else { return nil }
            along.append(content[stack.axis])
            across.append(content[stack.axis.other])
        }
        let gaps = stack.spacingConstants().reduce(0, +)
        guard gaps.isFinite,
              let a = StackView.directContent(along: along, gaps: gaps, distribution: stack.distribution),
              let c = StackView.directContent(across: across, alignment: stack.alignment) else { return nil }
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
        var named: [[LayoutAttribute]] = [[], []]
        var determined: [[LayoutAttribute]] = [[], []]
        for c in stack.trackedConstraints where c.activeState && c.engine === self {
            if c.kind == .stackView {
                guard c.identifier == StackConstraintIdentifier.directContentSize.rawValue else { return false }
                continue
            }
            guard c.installedSizeClasses.isEmpty else { return false }
            for (item, attribute) in [(c.firstItem, c.firstAttribute), (c.secondItem, c.secondAttribute)] where item === stack {
                guard let axis = LayoutEngine.directAxis(of: attribute) else { return false }
                let k = axis == .horizontal ? 0 : 1
                if !named[k].contains(attribute) { named[k].append(attribute) }
                if c.relation == .equal, c.priority == .required, !determined[k].contains(attribute) {
                    determined[k].append(attribute)
                }
            }
        }
        for axis in [LayoutAxis.horizontal, .vertical] {
            let k = axis == .horizontal ? 0 : 1
            if content[axis].kind == .free {
                guard determined[k].count >= 2 else { return false }
            } else {
                guard named[k].count <= 1, !named[k].contains(where: { $0 == .width || $0 == .height }) else { return false }
            }
        }
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
        if c.kind == .stackView, c.identifier == StackConstraintIdentifier.directContentSize.rawValue { return }
        for item in [c.firstItem, c.secondItem] {
            guard let view = item?.owningViewForLayout ?? (item as? View) else { continue }
            if view.isDirectlyPlaced {
                directContentChanged(of: view as? StackView ?? view.superview as? StackView)
            } else if structural, let stack = view as? StackView, stack.direct.arranges {
                materialize(stack)
            }
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
                s.direct.arranges = false
                s.direct.needsContent = false
                s.direct.needsPlacement = false
                s.arrangementDidChange(axisSide: true, crossSide: true)
                stack.append(contentsOf: s.arrangedSubviews)
            }
            if view !== top { placed.append(view) }
            view.isDirectlyPlaced = false
            markFrameDirty(view)
        }
        top.generated.apply([(.axis, []), (.cross, [])], in: self)
        for view in placed {
            for c in view.trackedConstraints where c.activeState && c.engine === self { sync(c) }
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
            if let stack = view as? StackView, stack.direct.arranges {
                stack.direct.arranges = false
                stack.arrangementDidChange(axisSide: true, crossSide: true)
            }
        }
    }

    /// Records that a directly arranging stack's content may have changed (nil: none);
    /// its top plans again at the next constraint update.
    func directContentChanged(of stack: StackView?) {
        guard let stack, stack.direct.arranges, let top = directTop(of: stack) else { return }
        noteDirectContentChanged(stack)
        top.directNeedsPlanning(in: self)
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
            while true {
                let content = directContent(of: current) { child in
                    if let childStack = child as? StackView {
                        return childStack.direct.arranges && childStack.isDirectlyPlaced ? childStack.directContent : nil
                    }
                    guard child.isDirectlyPlaced, let content = self.directContent(ofLeaf: child) else { return nil }
                    child.directContent = content
                    return content
                }
                guard let content else {
                    materialize(top)
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
            if place(top, into: &updated) {
                top.direct.placedSize = size
            } else {
                materialize(top)
                placedAll = false
            }
        }
        if !placedAll { direct.tops.removeAll { $0.view == nil } }
        return placedAll
    }

    /// Sets the frames of a top's views from its size, stack by stack, going down only into
    /// stacks whose size or content changed; false if a length came out negative.
    private func place(_ top: StackView, into updated: inout [View]) -> Bool {
        var pending: [StackView] = [top]
        while let stack = pending.popLast() {
            stack.direct.needsPlacement = false
            let size = stack.storedFrame.size
            let along = stack.axis, across = stack.axis.other
            let views = stack.arrangedSubviews
            let spacing = stack.spacingConstants()
            let gaps = spacing.reduce(0, +)
            let stackAlong = along == .horizontal ? size.width : size.height
            let stackAcross = along == .horizontal ? size.height : size.width
            let lengths = StackView.directLengths(along: views.map { $0.directContent[along] }, length: stackAlong,
                                                  gaps: gaps, distribution: stack.distribution)
            var position = 0.0
            for (i, view) in views.enumerated() {
                let length = lengths[i]
                let content = view.directContent[across]
                let breadth = stack.alignment == .fill ? stackAcross : content.natural
                guard length >= -LayoutEngine.negativeSizeTolerance,
                      breadth >= -LayoutEngine.negativeSizeTolerance else { return false }
                let offset: Double
                switch stack.alignment {
                case .trailing: offset = stackAcross - breadth
                case .center: offset = (stackAcross - breadth) / 2
                default: offset = 0
                }
                let frame = along == .horizontal ? Rect(x: position, y: offset, width: length, height: breadth)
                    : Rect(x: offset, y: position, width: breadth, height: length)
                if i < spacing.count { position += length + spacing[i] }
                view.isFrameDirty = false
                let resized = view.storedFrame.size != frame.size
                if view.storedFrame != frame {
                    view.storedFrame = frame
                    updated.append(view)
                }
                if let child = view as? StackView, resized || child.direct.needsPlacement { pending.append(child) }
            }
        }
        return true
    }
}

/// A stack's direct arrangement.
struct DirectStackState {
    /// Whether the stack lays its views out itself instead of generating constraints; the
    /// outermost such stack, the top, is not directly placed.
    var arranges = false
    /// Whether its views need placing at the next pass (its content or configuration changed,
    /// or a stack below it needs placing).
    var needsPlacement = false
    /// Whether its content may have changed since its top last planned.
    var needsContent = false
    /// Whether the plan found it can arrange directly (its ``View/directContent`` holds what
    /// it found).
    var hasContent = false
    /// A top's: its size when its views were last placed.
    var placedSize: Size?
    /// A top's: whether its content constraints wait for their first update.
    var isNew = false
}

extension StackView {
    /// The top's constraints for the lengths its content fixes (one required constraint per
    /// sized axis), through the generated-constraint store.
    func applyDirectContentConstraints(in engine: LayoutEngine) {
        var specs: [StackConstraintSpec] = []
        for axis in [LayoutAxis.horizontal, .vertical] where directContent[axis].kind != .free {
            specs.append(.init(.directContentSize, self, axis == .horizontal ? .width : .height, .equal, nil,
                               constant: directContent[axis].length))
        }
        generated.apply([(.axis, specs), (.cross, [])], in: engine)
    }

    /// Asks this top to plan again at the next constraint update.
    func directNeedsPlanning(in engine: LayoutEngine) {
        axisSideNeedsUpdate = true
        setNeedsGeneratedConstraints()
    }
}

extension View {
    /// Whether stack views in this hierarchy may lay out their arranged views themselves
    /// instead of through the solver, where that gives the same frames (Docs/stack-views.md,
    /// "Direct arrangement"). Default true. Kept on the root; set it from any view. Setting it
    /// to false turns the stacks that do into their generated constraints; tools that analyse
    /// a layout's constraints (`plumb diagnose`) set it before the first pass, so that the
    /// solver sees every constraint in the order it would without it.
    public var arrangesStacksDirectly: Bool {
        get { rootView.engine?.direct.allowed ?? true }
        set {
            let engine = rootView.ensureEngine()
            engine.direct.allowed = newValue
            if !newValue { engine.materializeDirectArrangements() }
        }
    }
}
