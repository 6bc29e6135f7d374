import PlumbSolver

/// The layout constraints an engine has in its solver, each at a slot that its solver
/// constraint carries as its payload: the constraints of a conflict map back to layout
/// constraints without a dictionary by identity (a hash and a likely cache miss for every
/// addition and removal). Freed slots are reused, as a payload never changes.
struct EnforcedConstraints {
    private var slots: [LayoutConstraint?] = []
    private var free: [Int] = []

    /// Keeps `c` (before its addition to the solver, so that an addition costs one access to
    /// the engine's state) and returns its slot.
    mutating func insert(_ c: LayoutConstraint) -> Int {
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

    /// The constraints in the solver (a slot is kept during an addition that may still fail).
    var all: [LayoutConstraint] { slots.compactMap { c in c?.solverConstraint == nil ? nil : c } }
}
