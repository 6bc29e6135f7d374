/// The cost function of each symbol, built from the constraints attached to it.
///
/// Required attachments are hard bounds. Optional attachments add convex piecewise-linear
/// costs: `==` costs `weight·|v − target|`, `>=` costs `weight·max(0, target − v)`, `<=` costs
/// `weight·max(0, v − target)`, each at its priority level. The breakpoints are the targets and
/// the bounds; between two breakpoints the cost is linear and its slope is a vector over levels.
extension Tableau {
    /// Whether `v` is at breakpoint `b`, up to a relative tolerance (values are snapped to
    /// breakpoints when a step stops there, so this mostly sees exact equality).
    @inline(__always)
    static func isAt(_ v: Double, _ b: Double) -> Bool {
        b.isFinite && abs(v - b) <= Tolerance.value * max(1, abs(b))
    }

    /// Recomputes the hard bounds of `s` from its required attachments.
    mutating func refreshBounds(_ s: Int32) {
        (symbols.lower[Int(s)], symbols.upper[Int(s)]) = Self.bounds(of: symbols.attachments[Int(s)])
    }

    /// The hard bounds that `attachments`' required members set (±∞ where none does).
    static func bounds(of attachments: [Attachment]) -> (lower: Double, upper: Double) {
        var lo = -Double.infinity
        var hi = Double.infinity
        for a in attachments where a.slot == 0 {
            switch a.relation {
            case .equal: lo = max(lo, a.target); hi = min(hi, a.target)
            case .greaterThanOrEqual: lo = max(lo, a.target)
            case .lessThanOrEqual: hi = min(hi, a.target)
            }
        }
        return (lo, hi)
    }

    /// How far a value is outside the hard bounds (0 when inside, up to tolerance).
    @inline(__always)
    func violation(_ s: Int32) -> Double {
        let v = symbols.value[Int(s)], lo = symbols.lower[Int(s)], hi = symbols.upper[Int(s)]
        if v < lo, !Self.isAt(v, lo) { return lo - v }
        if v > hi, !Self.isAt(v, hi) { return v - hi }
        return 0
    }

    /// The nearest breakpoint strictly beyond `v` in direction `sigma` (±1), or ±∞.
    ///
    /// `mutating` although it changes nothing, as are the other helpers the pivot and pricing
    /// paths call (`piece`, `rank(ofSymbolsIn:)`, `isInAnyRow`, `addColumnShare`): called from
    /// mutating code, a non-mutating method was given a copy of the tableau's fields (a
    /// `memcpy` per call); an inout `self` is passed by reference.
    mutating func nextBreakpoint(_ s: Int32, from v: Double, _ sigma: Double) -> Double {
        var best = sigma > 0 ? Double.infinity : -Double.infinity
        func consider(_ b: Double) {
            guard b.isFinite, !Self.isAt(v, b) else { return }
            if sigma > 0 { if b > v, b < best { best = b } } else { if b < v, b > best { best = b } }
        }
        for a in symbols.attachments[Int(s)] { consider(a.target) }
        consider(symbols.lower[Int(s)])
        consider(symbols.upper[Int(s)])
        return best
    }


    /// The linear piece of the cost of `s` that contains `v` on the side `sigma`: the closed
    /// interval between the breakpoints around it, clipped to the hard bounds.
    mutating func piece(_ s: Int32, at v: Double, _ sigma: Double) -> (lo: Double, hi: Double) {
        let lo0 = symbols.lower[Int(s)], hi0 = symbols.upper[Int(s)]
        if lo0 == hi0 { return (lo0, hi0) }
        var lo = -Double.infinity, hi = Double.infinity
        func consider(_ b: Double) {
            guard b.isFinite else { return }
            if Self.isAt(v, b) {
                if sigma >= 0 { lo = max(lo, b) } else { hi = min(hi, b) }
            } else if b < v {
                lo = max(lo, b)
            } else {
                hi = min(hi, b)
            }
        }
        for a in symbols.attachments[Int(s)] { consider(a.target) }
        consider(lo0)
        consider(hi0)
        return (max(lo, lo0), min(hi, hi0))
    }

    /// Assigns basic `s` the piece around its value on side `sigma`, and that piece's slope.
    mutating func assignPiece(_ s: Int32, _ sigma: Double) {
        let i = Int(s)
        var (lo, hi) = piece(s, at: symbols.value[i], sigma)
        if lo == hi, symbols.lower[i] < symbols.upper[i] {
            // At a hard bound, the side beyond it is empty: a basic's piece must have width
            // (its slope is what prices every symbol of its row), so take the side that has.
            (lo, hi) = piece(s, at: symbols.value[i], -sigma)
        }
        journalPiece(s)
        symbols.pieceLower[i] = lo
        symbols.pieceUpper[i] = hi
        refreshSlope(s)
    }

    /// Recomputes the slope of a basic's current piece, and its support.
    mutating func refreshSlope(_ s: Int32) {
        let i = Int(s)
        let base = clearSlope(of: i)
        let lo = symbols.pieceLower[i], hi = symbols.pieceUpper[i]
        guard lo < hi, !symbols.attachments[i].isEmpty else { return }
        let x = Self.interiorPoint(lo, hi, symbols.value[i])
        for a in symbols.attachments[i] where a.slot > 0 {
            objective.slopes[base + a.slot] += Self.derivative(a, at: x)
            objective.slopeSupport[i] |= objective.supportBit(of: a.slot)
        }
    }

    /// A point inside the piece `lo...hi` (not a breakpoint), where its slope is read.
    @inline(__always)
    static func interiorPoint(_ lo: Double, _ hi: Double, _ v: Double) -> Double {
        if lo.isFinite, hi.isFinite {
            let width = hi - lo
            return width.isFinite ? lo + width / 2 : lo / 2 + hi / 2
        }
        // A step away from the end in proportion to it: beyond 2⁵³ a step of 1 rounds back onto
        // the breakpoint, and the slope read there belongs to the other side (a suggestion of
        // -1e16 then stalled the edit for good).
        if lo.isFinite { return lo + max(1, abs(lo) / 2) }
        if hi.isFinite { return hi - max(1, abs(hi) / 2) }
        return v
    }

    /// Whether the slope of the cost of `s` on the piece `lo..<hi` equals `factor` times the
    /// slope assigned to basic `b`, slot by slot and exactly: the slope ``assignPiece(_:_:)``
    /// would give `s` there, compared without assigning it.
    func pieceSlope(of s: Int32, lo: Double, hi: Double, equals factor: Double, timesSlopeOf b: Int32) -> Bool {
        let x = Self.interiorPoint(lo, hi, symbols.value[Int(s)])
        let base = costBase(Int(b))
        // Slot 0 (required) carries no slope; each other slot is summed in attachment order,
        // as ``assignPiece(_:_:)`` sums it.
        for slot in 1..<objective.stride {
            var slope = 0.0
            for a in symbols.attachments[Int(s)] where a.slot == slot { slope += Self.derivative(a, at: x) }
            if slope != factor * objective.slopes[base + slot] { return false }
        }
        return true
    }

    /// The derivative of one optional attachment's cost at `x` (not at its target).
    @inline(__always)
    static func derivative(_ a: Attachment, at x: Double) -> Double {
        switch a.relation {
        case .equal: x > a.target ? a.weight : -a.weight
        case .greaterThanOrEqual: x < a.target ? -a.weight : 0
        case .lessThanOrEqual: x > a.target ? a.weight : 0
        }
    }

    /// Adds the one-sided derivatives of the optional costs of nonbasic `s`, both ways in one
    /// pass over its attachments: rising into `rising[slot]`, falling into `falling[slot]`, each
    /// only if a hard bound allows that direction. Returns which directions are allowed (bit 1
    /// rising, bit 2 falling). With `clearing`, `rising` and `falling` are zeroed first (when a
    /// move is allowed; otherwise they are left as they are).
    mutating func addOwnDerivatives(of s: Int32, into rising: inout [Double], _ falling: inout [Double],
                                    clearing: Bool = false) -> UInt8 {
        let moves = allowedMoves(of: s)
        guard moves != 0 else { return 0 }
        let v = symbols.value[Int(s)]
        let count = rising.withUnsafeMutableBufferPointer { up in
            falling.withUnsafeMutableBufferPointer { down in
                if clearing {
                    for k in up.indices { up[k] = 0 }
                    for k in down.indices { down[k] = 0 }
                }
                return Self.addOwnDerivatives(symbols.attachments, Int(s), at: v, moves, 1,
                                              up.baseAddress.unsafelyUnwrapped, down.baseAddress.unsafelyUnwrapped)
            }
        }
        statistics.pricedAttachments &+= count * moves.nonzeroBitCount
        return moves
    }

    /// ``addOwnDerivatives(of:into:_:clearing:)``, times `scale`, into the symbol's stored
    /// reduced cost. A `scale` of ±1 is exact, so taking derivatives out and putting them back
    /// restores the same bits; attachments read are counted (``pricedAttachments``) only for a
    /// positive `scale`, as taking a derivative back out is not pricing. With `checking`, also
    /// says whether that cost then improves in an allowed direction (in the same opening of the
    /// stored costs: a bound flip asks this of every symbol it moves).
    mutating func addOwnDerivativesToStoredCost(of s: Int32, scale: Double,
                                                checking: Bool = false) -> (moves: UInt8, improves: Bool) {
        let moves = allowedMoves(of: s)
        // With no optional level there is no cost to store (and the arrays are empty).
        guard moves != 0, objective.stride > 1 else { return (moves, false) }
        let offset = costBase(Int(s)), order = self.objective.slotsByPriority
        let v = symbols.value[Int(s)]
        let (count, improves) = pricing.risingCost.withUnsafeMutableBufferPointer { up in
            pricing.fallingCost.withUnsafeMutableBufferPointer { down in
                let count = Self.addOwnDerivatives(symbols.attachments, Int(s), at: v, moves, scale,
                                                   up.baseAddress.unsafelyUnwrapped + offset,
                                                   down.baseAddress.unsafelyUnwrapped + offset)
                let improves = checking
                    && ((moves & 1 != 0 && Self.isNegative(up, from: offset, order))
                        || (moves & 2 != 0 && Self.isNegative(down, from: offset, order)))
                return (count, improves)
            }
        }
        if scale > 0 { statistics.pricedAttachments &+= count * moves.nonzeroBitCount }
        return (moves, improves)
    }

    /// The directions the hard bounds of nonbasic `s` let it move from its value: bit 1
    /// rising, bit 2 falling.
    @inline(__always)
    func allowedMoves(of s: Int32) -> UInt8 {
        let i = Int(s)
        return Self.allowedMoves(at: symbols.value[i], lower: symbols.lower[i], upper: symbols.upper[i])
    }

    /// ``allowedMoves(of:)`` of a symbol at `v` between hard bounds `lower` and `upper`.
    @inline(__always)
    static func allowedMoves(at v: Double, lower lo: Double, upper hi: Double) -> UInt8 {
        let rises = !(v >= hi || isAt(v, hi))
        let falls = !(v <= lo || isAt(v, lo))
        return (rises ? 1 : 0) | (falls ? 2 : 0)
    }

    /// The one statement of a nonbasic's own one-sided derivatives, for every caller: adds to
    /// `up[slot]` and `down[slot]` for the allowed `moves`; returns the number of attachments
    /// read.
    @inline(__always)
    static func addOwnDerivatives(_ attachments: [[Attachment]], _ i: Int, at v: Double, _ moves: UInt8,
                                          _ scale: Double, _ up: UnsafeMutablePointer<Double>,
                                          _ down: UnsafeMutablePointer<Double>) -> Int {
        let rises = moves & 1 != 0, falls = moves & 2 != 0
        // Indexing the list in place: a buffer of the inner array would be retained.
        let count = attachments[i].count
        for k in 0..<count {
            let a = attachments[i][k]
            guard a.slot > 0 else { continue }
            let at = isAt(v, a.target)
            let w = a.weight
            let dUp: Double, dDown: Double
            switch a.relation {
            case .equal:
                if at { dUp = w; dDown = w } else if v > a.target { dUp = w; dDown = -w } else { dUp = -w; dDown = w }
            case .greaterThanOrEqual:
                if at { dUp = 0; dDown = w } else if v < a.target { dUp = -w; dDown = w } else { dUp = 0; dDown = 0 }
            case .lessThanOrEqual:
                if at { dUp = w; dDown = 0 } else if v > a.target { dUp = w; dDown = -w } else { dUp = 0; dDown = 0 }
            }
            if rises { up[a.slot] += scale * dUp }
            if falls { down[a.slot] += scale * dDown }
        }
        return count
    }

    /// Adds the one-sided derivative of the optional costs of nonbasic `s` in direction
    /// `sigma` to `out`. Returns false when a hard bound forbids moving that way.
    mutating func addOwnDerivative(of s: Int32, _ sigma: Double, into out: inout [Double]) -> Bool {
        let moves = allowedMoves(of: s) & (sigma > 0 ? 1 : 2)
        guard moves != 0 else { return false }
        let v = symbols.value[Int(s)]
        // The kernel adds the one allowed direction only, so `out` serves as both targets.
        statistics.pricedAttachments &+= out.withUnsafeMutableBufferPointer { out in
            Self.addOwnDerivatives(symbols.attachments, Int(s), at: v, moves, 1,
                                   out.baseAddress.unsafelyUnwrapped, out.baseAddress.unsafelyUnwrapped)
        }
        return true
    }
}
