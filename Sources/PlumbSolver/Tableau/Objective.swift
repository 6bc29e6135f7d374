/// The objective: the optional priorities in use, highest first, and each symbol's slope per
/// priority level (the piecewise-linear costs of the optional constraints attached to it).
struct Objective {
    var slopes: [Double] = []
    var levels: [Double] = []
    /// The slot of each level of ``levels``, in its order: the order in which the lexicographic
    /// tests read a cost vector. A new level takes the next free slot, so it moves no stored
    /// slope, reduced cost or attachment (a stack whose proportions count down 249 priorities
    /// had rebuilt every symbol's slots 249 times); only widening the vectors numbers the slots
    /// by priority again.
    var slotsByPriority: [Int] = []
    /// Slots in a lexicographic cost vector: slot 0 (required, which no cost prices) and one per
    /// level, then unused slots (always zero) that later levels take without widening anything
    /// (past ``denseStride`` the width doubles when full; up to it, it is exact). Vectors built
    /// for one computation are `stride` long; the per-symbol arrays `slopes`, `risingCost` and
    /// `fallingCost` hold the slots from 1 only, `stride - 1` per symbol, slot k of symbol s at
    /// ``Tableau/costBase(_:)``(s) + k (k ≥ 1): a slot that is always zero was 8 bytes per
    /// symbol in each of the three.
    var stride = 1
    /// Per symbol, the groups of slots where its slope may be non-zero: bit g stands for slots
    /// `(g << supportShift) + 1` up to `((g + 1) << supportShift)`. A basic's slope is non-zero
    /// only at its own attachments' levels, a few of up to hundreds: pricing adds a share over
    /// these groups instead of every slot (past ``denseStride``).
    var slopeSupport: [UInt64] = []
    /// log₂ of the slots per support group: 0 up to 64 levels.
    var supportShift = 0
    /// Up to this stride pricing walks every slot (as fast as a walk of the groups for a few
    /// levels, the usual case).
    static let denseStride = 9

    /// The support bit of `slot` (≥ 1).
    @inline(__always)
    func supportBit(of slot: Int) -> UInt64 { Self.supportBit(of: slot, shift: supportShift) }

    /// The support bit of `slot` (≥ 1) with groups of 2^`shift` slots.
    @inline(__always)
    static func supportBit(of slot: Int, shift: Int) -> UInt64 { 1 << UInt64((slot - 1) >> shift) }

    /// Calls `body` with each slot of the groups in `support` (slots below `stride`).
    @inline(__always)
    func forEachSlot(in support: UInt64, _ body: (Int) -> Void) {
        Self.forEachSlot(in: support, shift: supportShift, stride: stride, body)
    }

    /// The slots where a slope with `support` may be non-zero: every slot from 1 up to
    /// ``denseStride`` (walking them all is as fast), the support's groups past it.
    @inline(__always)
    static func forEachSlopeSlot(_ support: UInt64, shift: Int, stride: Int, _ body: (Int) -> Void) {
        if stride <= denseStride {
            for k in 1..<stride { body(k) }
        } else {
            forEachSlot(in: support, shift: shift, stride: stride, body)
        }
    }

    /// ``forEachSlot(in:_:)`` with the objective's shift and stride given.
    @inline(__always)
    static func forEachSlot(in support: UInt64, shift: Int, stride: Int, _ body: (Int) -> Void) {
        var m = support
        while m != 0 {
            let first = (m.trailingZeroBitCount << shift) + 1
            m &= m - 1
            for k in first..<min(first + (1 << shift), stride) { body(k) }
        }
    }
}
