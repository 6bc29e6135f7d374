/// The objective: the optional priorities in use, highest first, and each symbol's slope per
/// priority level (the piecewise-linear costs of the optional constraints attached to it).
struct Objective {
    var slopes: [Double] = []
    var levels: [Double] = []
    /// Slots in a lexicographic cost vector: slot 0 (required, which no cost prices) and one per
    /// level. Vectors built for one computation are `stride` long; the per-symbol arrays
    /// `slopes`, `risingCost` and `fallingCost` hold the levels' slots only, `stride - 1` per
    /// symbol, slot k of symbol s at ``costBase(_:)``(s) + k (k ≥ 1): a slot that is always
    /// zero was 8 bytes per symbol in each of the three.
    var stride = 1
}
