/// A suggestion that moves its edit variable along at once.
///
/// An edit tick suggests new values for edit variables that sit, parametric, at the targets of
/// their last suggestions. What the simplex then does for each is one step: price the variable,
/// find that its edit pulls it toward the new target, run the ratio test over its column and,
/// when no basic leaves its piece, flip it to the target and re-price it. When nothing else is
/// pending, that step is known before it is taken: the variable's stored reduced cost is
/// current, its own costs keep their shape at the new target (the edit's breakpoint moves with
/// it, every other breakpoint stays on the same side), so only the edit's share changes, by
/// twice its weight. ``moveEditedSymbol(_:edit:from:to:)`` takes that step directly, with the
/// same ratio test and the same move of the values; anything else (another breakpoint on the
/// way, a basic leaving its piece, a stronger cost holding the variable, work pending) goes
/// through the simplex. kiwi and amoeba update an edit's rows in place the same way
/// (Docs/solver.md, edits).
extension Tableau {
    /// Moves parametric `j`, at `old` (the target its edit attachment `edit` had until now),
    /// to `target` when that is the one step the simplex would take; false, changing nothing,
    /// otherwise. The edit attachment already holds `target`.
    mutating func moveEditedSymbol(_ j: Int32, edit k: Int, from old: Double, to target: Double) -> Bool {
        let i = Int(j)
        guard !needsOptimize, pricing.candidates.isEmpty, journal == nil, objective.stride > 1,
              symbols.rowOf[i] < 0, pricing.priced[i], symbols.value[i] == old,
              !Self.isAt(old, target), abs(target - old) <= Self.largeMove else { return false }
        // Fields read in place: a copy of the attachment would retain its constraint.
        let editSlot = symbols.attachments[i][k].slot, weight = symbols.attachments[i][k].weight
        guard editSlot > 0, symbols.attachments[i][k].relation == .equal else { return false }
        // The same moves at both ends, and every other breakpoint on the same side of both, so
        // that the variable's own derivatives at the target are those at `old`.
        let moves = allowedMoves(of: j)
        let movesThere = Self.allowedMoves(at: target, lower: symbols.lower[i], upper: symbols.upper[i])
        guard moves == pricing.movable[i], movesThere == moves, moves == 3 else { return false }
        for n in 0..<symbols.attachments[i].count where n != k {
            let b = symbols.attachments[i][n].target
            let atOld = Self.isAt(old, b), atTarget = Self.isAt(target, b)
            guard atOld == atTarget, atOld || (old > b) == (target > b) else { return false }
        }
        // Priced as the simplex would: the stored cost with the edit's derivative at `old`
        // toward the new target (−w where it was +w at the old one).
        let sigma: Double = target > old ? 1 : -1
        let base = costBase(i)
        let pull = -2 * weight
        // The order read in place, not held in a local (which would retain it).
        let rises = pricing.risingCost.withUnsafeBufferPointer {
            Self.isNegative($0, from: base, objective.slotsByPriority, adding: sigma > 0 ? pull : 0, at: editSlot)
        }
        let falls = pricing.fallingCost.withUnsafeBufferPointer {
            Self.isNegative($0, from: base, objective.slotsByPriority, adding: sigma < 0 ? pull : 0, at: editSlot)
        }
        // The simplex tries rising first: it must pick the way to the target.
        guard sigma > 0 ? rises : !rises && falls else { return false }
        var column = takeGatheredColumn(j)
        defer { restoreGatheredColumn(&column) }
        // The ratio test of ``step(_:_:_:ownInStore:)``, toward the target (the own breakpoint
        // there, as the attachments' check above makes it): the flip is taken when no basic
        // would reach the end of its piece first.
        let test = ratioTest(column, sigma, from: old, toward: target)
        guard test.leavingRow < 0, test.staysInRange else { return false }
        let t = test.t
        statistics.stepCount += 1
        statistics.editMoves += 1
        statistics.ratioTestEntries &+= column.count
        moveValues(j, to: target, column, by: sigma * t)
        evaluation.lazyValuesValid = false
        // The stored cost stands (same share, same own derivatives), and it did not improve
        // before: with nothing pending, every priced symbol sits where the optimum left it.
        assert(!pricing.risingCost.withUnsafeBufferPointer { Self.isNegative($0, from: base, objective.slotsByPriority, adding: 0, at: editSlot) }
               && !pricing.fallingCost.withUnsafeBufferPointer { Self.isNegative($0, from: base, objective.slotsByPriority, adding: 0, at: editSlot) },
               "an edited variable moved along would still improve")
        // Values are refreshed from the rows on the simplex's schedule (``ensureOptimal()``).
        if statistics.stepCount - statistics.stepsAtRefresh > rowStore.rows.count + 64 { needsOptimize = true }
        return true
    }
}
