/// One constraint the engine wants to make for an item (content size, autoresizing mask, a
/// guide, a stack view's arrangement): `first.attr REL multiplier × second.attr + constant
/// @priority`, made by `kind`.
struct ConstraintSpec {
    var first: LayoutItem
    var firstAttribute: LayoutAttribute
    var relation: LayoutRelation
    var second: LayoutItem?
    var secondAttribute: LayoutAttribute
    var multiplier: Double
    var constant: Double
    var priority: LayoutPriority
    var kind: LayoutConstraint.Kind

    init(_ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
         _ second: LayoutItem?, _ secondAttribute: LayoutAttribute, multiplier: Double = 1,
         constant: Double, priority: LayoutPriority = .required, kind: LayoutConstraint.Kind) {
        self.first = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.second = second
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.kind = kind
    }

    func makeConstraint() -> LayoutConstraint {
        LayoutConstraint(first, firstAttribute, relation, second, secondAttribute, multiplier: multiplier,
                         constant: constant, priority: priority, kind: kind)
    }

    /// Whether `c` can become this constraint in place: everything but the constant and the
    /// priority is the same, and the priority stays on its side of required (the solver treats
    /// required and optional constraints differently, so such a change is a new constraint).
    func fits(_ c: LayoutConstraint) -> Bool {
        c.firstItem === first && c.firstAttribute == firstAttribute && c.relation == relation
            && (second.map { c.secondItem === $0 } ?? !c.hasSecondItem) && c.secondAttribute == secondAttribute
            && c.multiplier == multiplier && c.kind == kind && c.priority.isRequired == priority.isRequired
    }

    /// Whether `c` has another constant or priority than this.
    func changes(_ c: LayoutConstraint) -> Bool {
        c.constant != constant || c.priority != priority
    }

    /// Gives `c` this constant and priority; each assignment re-solves, so unchanged values are
    /// left alone.
    func update(_ c: LayoutConstraint) {
        if c.constant != constant { c.constant = constant }
        if c.priority != priority { try? c.setPriority(priority) }
    }
}

extension LayoutEngine {
    /// Brings a group of engine-made constraints (a guide's defining constraints, a view's
    /// autoresizing or content-size constraints) to `specs`. When every constraint of the group
    /// fits its spec, only constants and priorities change, in place, so the solver sees small
    /// incremental edits; otherwise the whole group is discarded and made again, in the order
    /// of `specs` (the order the engine adopts them in, which keeps layouts deterministic).
    func define(_ group: inout [LayoutConstraint], as specs: [ConstraintSpec]) {
        if group.count == specs.count, zip(specs, group).allSatisfy({ $0.fits($1) }) {
            for (spec, c) in zip(specs, group) { spec.update(c) }
            return
        }
        for c in group { discard(c) }
        group = specs.map { $0.makeConstraint() }
        for c in group { adopt(c) }
    }

    /// ``define(_:as:)`` for a group of at most one constraint, a view's content-size slot,
    /// without the arrays: a view with an intrinsic size has four slots, and building a
    /// one-element array for each on every update was two allocations a slot.
    func define(_ slot: inout LayoutConstraint?, as spec: ConstraintSpec?) {
        if let c = slot, let spec, spec.fits(c) { return spec.update(c) }
        if let c = slot { discard(c) }
        slot = spec?.makeConstraint()
        if let c = slot { adopt(c) }
    }
}
