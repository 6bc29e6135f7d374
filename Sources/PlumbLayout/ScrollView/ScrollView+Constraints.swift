import PlumbSolver

// How constraints resolve in a hierarchy with scroll views (Docs/scroll-views.md).
//
// Solver variables place every item in root coordinates *ignoring* bounds origins: a subview of
// a scroll view sits at the scroll view's frame origin plus its content coordinates, whatever
// the offset. Two things then make scrolling right:
//
// 1. A scroll view's edge and margin anchors, used by an item inside it, resolve to the content
//    area (the content guide, or the content margins guide); every other use resolves to its
//    frame, as for any view.
// 2. A constraint compares *on-screen* positions: each side's position has the content offsets
//    of the scroll views that only it is inside subtracted. Offsets are solver expressions
//    (`frameLayoutGuide.minX − contentLayoutGuide.minX`), fixed by one engine constraint per
//    axis, so a new offset re-solves incrementally: content tied only to the content area does
//    not move, everything tied to the frame guide or to outside views does.

extension LayoutItem {
    /// The view in whose bounds coordinates the item is placed: a view's superview; for the
    /// margins and safe-area guides (attached to their view's frame) the owner's superview; for
    /// the other guides (user guides, a scroll view's content and frame guides) the owner.
    var coordinateSpaceView: View? {
        if let view = self as? View { return view.superview }
        guard let guide = self as? LayoutGuide else { return nil }
        switch guide.role {
        case .layoutMargins, .safeArea, .readableContent: return guide.owningView?.superview
        case .user, .scrollContent, .scrollFrame, .scrollContentMargins: return guide.owningView
        }
    }
}

extension ScrollView {
    /// Whether `item` is placed in this scroll view's content coordinates (a descendant, or a
    /// guide of this view or of a descendant, other than its margins and safe-area guides).
    func contains(_ item: LayoutItem) -> Bool {
        guard let space = item.coordinateSpaceView else { return false }
        return space.isDescendant(of: self)
    }

    /// Whether `attribute`, in a constraint with `other`, attaches to the content area: edges
    /// and margin edges, used by an item inside the scroll view (Docs/scroll-views.md).
    func attachesToContentArea(_ attribute: LayoutAttribute, relativeTo other: LayoutItem?) -> Bool {
        switch attribute {
        case .left, .right, .leading, .trailing, .top, .bottom,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .topMargin, .bottomMargin:
            guard let other, other !== self else { return false }
            return contains(other)
        default:
            return false
        }
    }

    /// The guide and attribute an anchor that attaches to the content area stands for (nil when
    /// it does not attach there).
    func contentAreaGuide(for attribute: LayoutAttribute,
                          relativeTo other: LayoutItem?) -> (item: LayoutGuide, attribute: LayoutAttribute)? {
        guard attachesToContentArea(attribute, relativeTo: other) else { return nil }
        if let plain = attribute.withoutMargin { return (contentMarginsGuide, plain) }
        return (contentLayoutGuide, attribute)
    }

    /// The content offset in `axis` as a solver expression.
    func offsetExpression(_ axis: LayoutAxis) -> Expression {
        switch axis {
        case .horizontal: Expression(frameLayoutGuide.minX) - Expression(contentLayoutGuide.minX)
        case .vertical: Expression(frameLayoutGuide.minY) - Expression(contentLayoutGuide.minY)
        }
    }
}

extension LayoutEngine {
    /// ``resolve(_:)`` for a hierarchy with scroll views.
    func resolveAcrossScrollViews(_ c: LayoutConstraint, first: LayoutItem, second: LayoutItem?) -> Expression? {
        if c.kind == .scrollView {
            // The scroll guides' own constraints: plain frame coordinates, no routing.
            guard let lhs = first.expression(for: c.firstAttribute, relativeTo: nil) else { return nil }
            guard let second else { return lhs - c.constant }
            guard let rhs = second.expression(for: c.secondAttribute, relativeTo: nil) else { return nil }
            return lhs - (rhs * c.multiplier + c.constant)
        }
        // Right to left, each side's attribute mirrored (LayoutEngine+Direction.swift).
        let mirror = resolvesRightToLeft(c, first: first, second: second)
        let (a1, s1) = mirror ? LayoutEngine.mirrored(c.firstAttribute) : (c.firstAttribute, 1)
        let (a2, s2) = mirror ? LayoutEngine.mirrored(c.secondAttribute) : (c.secondAttribute, 1)
        guard let lhs = first.expression(for: a1, relativeTo: second).map({ s1 == 1 ? $0 : $0 * s1 }) else { return nil }
        LayoutEngine.noteContentArea(c, item: first, attribute: a1, other: second)
        guard let second else { return lhs - c.constant }
        guard let rhs = second.expression(for: a2, relativeTo: first).map({ s2 == 1 ? $0 : $0 * s2 }) else { return nil }
        LayoutEngine.noteContentArea(c, item: second, attribute: a2, other: first)
        var e = lhs - (rhs * c.multiplier + c.constant)
        let kind = c.firstAttribute.kind
        guard kind == .xPosition || kind == .yPosition else { return e }
        let axis: LayoutAxis = kind == .xPosition ? .horizontal : .vertical
        let space1 = LayoutEngine.scrollSpace(of: first, c.firstAttribute, relativeTo: second)
        let space2 = LayoutEngine.scrollSpace(of: second, c.secondAttribute, relativeTo: first)
        guard space1 !== space2 else { return e }
        let (only1, only2) = LayoutEngine.scrollViewsBetween(space1, space2)
        for s in only1 { e = e - (s1 == 1 ? s.offsetExpression(axis) : s.offsetExpression(axis) * s1) }
        for s in only2 { e = e + s.offsetExpression(axis) * (s2 == 1 ? c.multiplier : c.multiplier * s2) }
        return e
    }

    /// Records in a scroll view whether the constraint attaches to its content area. The
    /// constraints that keep a frame-laid-out subview in place (autoresizing mask) do not
    /// count: they leave ``ScrollView/contentSize`` to its assigned value, the mixed approach
    /// of TN2154.
    private static func noteContentArea(_ c: LayoutConstraint, item: LayoutItem, attribute: LayoutAttribute,
                                        other: LayoutItem?) {
        guard let axis = attribute.axis, c.kind != .autoresizingMask else { return }
        if let scrollView = item as? ScrollView {
            scrollView.noteContentAreaConstraint(c, axis: axis,
                                                 attaches: scrollView.attachesToContentArea(attribute, relativeTo: other))
        } else if let guide = item as? LayoutGuide, guide.role == .scrollContent || guide.role == .scrollContentMargins,
                  let scrollView = guide.owningView as? ScrollView {
            scrollView.noteContentAreaConstraint(c, axis: axis, attaches: true)
        }
    }

    /// The view in whose bounds coordinates one side of a constraint is measured: the scroll
    /// view itself for an anchor that attaches to its content area.
    private static func scrollSpace(of item: LayoutItem, _ attribute: LayoutAttribute, relativeTo other: LayoutItem?) -> View? {
        if let scrollView = item as? ScrollView, scrollView.attachesToContentArea(attribute, relativeTo: other) {
            return scrollView
        }
        return item.coordinateSpaceView
    }

    /// The scroll views among `a` and its ancestors but not among `b` and its ancestors, and
    /// the other way round.
    private static func scrollViewsBetween(_ a: View?, _ b: View?) -> (onlyA: [ScrollView], onlyB: [ScrollView]) {
        // Common shapes first: siblings' spaces are equal (handled by the caller), a child and
        // its parent differ by one step.
        if let a, a.superview === b { return ((a as? ScrollView).map { [$0] } ?? [], []) }
        if let b, b.superview === a { return ([], (b as? ScrollView).map { [$0] } ?? []) }
        var ancestorsA: [View] = [], ancestorsB: [View] = []
        var current = a
        while let view = current {
            ancestorsA.append(view)
            current = view.superview
        }
        current = b
        while let view = current {
            ancestorsB.append(view)
            current = view.superview
        }
        // Strip the common tail (the shared ancestors, root first).
        while let lastA = ancestorsA.last, let lastB = ancestorsB.last, lastA === lastB {
            ancestorsA.removeLast()
            ancestorsB.removeLast()
        }
        return (ancestorsA.compactMap { $0 as? ScrollView }, ancestorsB.compactMap { $0 as? ScrollView })
    }
}
