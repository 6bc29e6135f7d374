/// The objective: the optional priorities in use, highest first, and each symbol's slope per
/// priority level (the piecewise-linear costs of the optional constraints attached to it).
struct Objective {
    var slopes: [Double] = []
    var levels: [Double] = []
    /// The slot of each level of ``levels``, in its order: the order in which the lexicographic
    /// tests read a cost vector. A level keeps the slot it was created with (1, 2, … in order of
    /// creation), so a new level moves no stored slope, reduced cost or attachment: a stack
    /// whose proportions count down 249 priorities had rebuilt every symbol's slots 249 times.
    var slotsByPriority: [Int] = []
    /// Slots in a lexicographic cost vector: slot 0 (required, which no cost prices) and one per
    /// level, then unused slots (always zero) that later levels take without widening anything
    /// (past two levels the width doubles when full). Vectors built for one computation are
    /// `stride` long; the per-symbol arrays `slopes`, `risingCost` and `fallingCost` hold the
    /// slots from 1 only, `stride - 1` per symbol, slot k of symbol s at
    /// ``Tableau/costBase(_:)``(s) + k (k ≥ 1): a slot that is always zero was 8 bytes per
    /// symbol in each of the three.
    var stride = 1
}
