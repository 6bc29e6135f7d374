import PlumbSolver

/// The layout constraints an engine has in its solver, each at a slot that its solver
/// constraint carries as its payload: the constraints of a conflict map back to layout
/// constraints without a dictionary by identity (a hash and a likely cache miss for every
/// addition and removal). Freed slots are reused, as a payload never changes.
struct EnforcedConstraints {
    private var slots: [LayoutConstraint?] = []
    private var free: [Int] = []
    /// The slots naming each item, built when first asked (``involving(_:)``) and dropped at
    /// the next change: diagnosing N views asks it N times, and a scan of every constraint
    /// for each made that quadratic (10⁴ findings of a storyboard took 25 s).
    private var slotsByItem: [ObjectIdentifier: [Int]]?

    /// Keeps `c` (before its addition to the solver, so that an addition costs one access to
    /// the engine's state) and returns its slot.
    mutating func insert(_ c: LayoutConstraint) -> Int {
        slotsByItem = nil
        guard let slot = free.popLast() else {
            slots.append(c)
            return slots.count - 1
        }
        slots[slot] = c
        return slot
    }

    /// Frees the slot of `c`, if `c` holds it here (a constraint still carrying the solver
    /// constraint of another engine, now gone, does not).
    mutating func remove(_ c: LayoutConstraint, at slot: Int) {
        guard slots.indices.contains(slot), slots[slot] === c else { return }
        slotsByItem = nil
        slots[slot] = nil
        free.append(slot)
    }

    /// The layout constraint whose solver constraint is `constraint`.
    func layoutConstraint(of constraint: Constraint) -> LayoutConstraint? {
        let slot = constraint.payload
        guard slots.indices.contains(slot), let c = slots[slot],
              c.solverConstraint === constraint else { return nil }
        return c
    }

    /// The constraints in the solver that name `item` (as first or second item).
    mutating func involving(_ item: LayoutItem) -> [LayoutConstraint] {
        if slotsByItem == nil {
            var index: [ObjectIdentifier: [Int]] = [:]
            for (slot, c) in slots.enumerated() {
                guard let c, c.solverConstraint != nil else { continue }
                let first = c.firstItem
                if let first { index[ObjectIdentifier(first), default: []].append(slot) }
                if let second = c.secondItem, second !== first { index[ObjectIdentifier(second), default: []].append(slot) }
            }
            slotsByItem = index
        }
        return (slotsByItem?[ObjectIdentifier(item)] ?? []).compactMap { slots[$0] }
    }

    /// The constraints in the solver (a slot is kept during an addition that may still fail).
    var all: [LayoutConstraint] { slots.compactMap { c in c?.solverConstraint == nil ? nil : c } }
}
