/// Adding and removing constraints: attachments to symbols, markers for expressions, lazy
/// definitions for fresh variables, feasibility repair on a violated bound, and settling a new
/// cost at once when nothing depends on the symbol.
extension Tableau {
    /// Adds `c`, recording `order` as its place in the solver's addition order.
    mutating func add(_ c: Constraint, order: Int) -> AddOutcome {
        // Merge repeated variables, keeping first-appearance order (determinism), in the
        // buffer of the previous addition (every constraint passes here: allocations count).
        var terms = take(&rowStore.addedTerms)
        defer { swap(&rowStore.addedTerms, &terms) }
        terms.removeAll(keepingCapacity: true)
        for term in c.expression.terms where term.coefficient != 0 {
            let s = symbol(for: term.variable)
            if let i = terms.firstIndex(where: { $0.0 == s }) {
                terms[i].1 += term.coefficient
            } else {
                terms.append((s, term.coefficient))
            }
        }
        terms.removeAll { abs($0.1) < Tolerance.epsilon }
        let k = c.expression.constant
        let slot = c.priority.isRequired ? 0 : self.slot(for: c.priority.value)

        if terms.isEmpty {
            if c.priority.isRequired, !Self.holds(k, c.relation) { return .failure([]) }
            records.set(Held(record: .constant, order: order), for: c)
            return .success
        }
        if terms.count == 1 {
            let (s, a) = terms[0]
            let attachment = Attachment(
                constraint: c, relation: a > 0 ? c.relation : c.relation.flipped,
                target: -k / a, slot: slot, weight: c.weight * abs(a))
            let outcome = attach(attachment, to: s)
            guard case .success = outcome else { return outcome.excluding(c) }
            records.set(Held(record: .single(s), order: order), for: c)
            symbols.references[Int(s)] += 1
            needsOptimize = true
            constraintsChanged = true
            return .success
        }

        // Several variables: the constraint bounds or prices a marker that stands for the
        // expression, normalised so that its smallest symbol has coefficient 1. Constraints on
        // the same expression (a required `<=` and an optional `==` between the same edges, or
        // a stack's paired constraints) share one marker and one row.
        // Symbols are distinct, so the order is total (no ties for an unstable sort).
        terms.sort { $0.0 < $1.0 }
        let scale = terms[0].1
        for i in terms.indices { terms[i].1 /= scale }
        let normalized = terms
        let attachment = Attachment(
            constraint: c, relation: scale > 0 ? c.relation : c.relation.flipped,
            target: -k / scale, slot: slot, weight: c.weight * abs(scale))
        let fingerprint = ExpressionMarkers.fingerprint(of: normalized)
        var created = false
        let marker: Int32
        if let existing = markers.marker(for: normalized, fingerprint: fingerprint) {
            marker = existing
        } else {
            marker = newSymbol(.marker)
            created = true
            markers.insert(normalized, fingerprint: fingerprint, marker: marker)
            if let (fresh, dependents) = freshSubject(normalized).map({ ($0, [Int32]()) })
                ?? definableSubject(normalized) {
                // A definition: the fresh variable becomes basic in a lazy row and the marker
                // sits at the constraint's target, so it holds and no other row changes.
                let a = normalized.first { $0.0 == fresh }.map { $0.1 } ?? 1
                var row = Row(basic: fresh)
                // Sized once: a definition grown cell by cell allocated each array up to four times.
                row.symbols.reserveCapacity(normalized.count)
                row.coefficients.reserveCapacity(normalized.count)
                row.symbols.append(marker)
                row.coefficients.append(1 / a)
                for (s, b) in normalized where s != fresh {
                    row.symbols.append(s)
                    row.coefficients.append(-b / a)
                }
                symbols.value[Int(marker)] = attachment.target
                seedLazy(marker)
                _ = insertRow(row)
                // Rows that named the subject as a parametric symbol now name a basic: their
                // ranks rise with it (expansions follow ranks to cancel terms early).
                for r in dependents {
                    rowStore.rows[Int(r)].rank = max(rowStore.rows[Int(r)].rank, rank(ofSymbolsIn: r))
                }
            } else {
                let (rowSymbols, rowCoefficients) = expand(normalized)
                var v = 0.0
                for i in rowSymbols.indices { v += rowCoefficients[i] * symbols.value[Int(rowSymbols[i])] }
                // The expression's current value past Double's range (2 × 1e308): a row holding
                // it would poison every later step, so the constraint is refused.
                guard v.isFinite else {
                    discard(marker)
                    return .overflow
                }
                symbols.value[Int(marker)] = v
                seedLazy(marker)
                _ = insertRow(Row(basic: marker, symbols: rowSymbols, coefficients: rowCoefficients))
                assignPiece(marker, 1)
            }
        }
        let outcome = attach(attachment, to: marker)
        guard case .success = outcome else {
            if created { discard(marker) }
            return outcome.excluding(c)
        }
        records.set(Held(record: .marker(marker), order: order), for: c)
        for (s, _) in normalized { symbols.references[Int(s)] += 1 }
        if created, slot == 0, c.relation == .equal {
            if normalized.count == 2 { forwardCosts(alongEqualityOf: marker) }
            handOverPinnedRow(of: marker)
        }
        needsOptimize = true
        constraintsChanged = true
        return .success
    }

    /// Hands the reduced row of a marker pinned by a required equality to a free, cost-free
    /// variable of the row, which then defines itself lazily (as a fresh one would have).
    ///
    /// A pinned basic can never move: the first time a symbol of its row moves, the repair
    /// must pivot it out. A stack's `UISV-fill-equally` equalities, `hᵢ − h₀ = 0`, could not be
    /// definitions (each `hᵢ` is named by the lazy chain of positions below it) and stayed as
    /// pinned marker rows; the closing `last.bottom == canvas.bottom` then cascaded one pivot
    /// per view down rows as long as the stack, each substituted into a column as long: N³
    /// (10³ views took over 30 s). Pivoted now, `hᵢ = h₀ + mᵢ` is a lazy row, the closing
    /// repair makes `h₀` basic in one pivot, and the lazy rows keep naming it.
    ///
    /// The row is reduced (it names parametric symbols only), so the new definition cannot
    /// close a cycle of lazy rows. Of the symbols only lazy rows name, the one named by the
    /// fewest is taken (the new view's size rather than the first view's, which every equality
    /// names), the newest on a tie.
    mutating func handOverPinnedRow(of marker: Int32) {
        let r = symbols.rowOf[Int(marker)]
        guard r >= 0, !isLazy(r) else { return }
        var best: Int32 = -1
        var bestColumn = Int.max
        for s in rowStore.rows[Int(r)].symbols where symbols.lazyEligible[Int(s)] {
            // Only a symbol that no reduced row names: the pivot then rewrites no other row,
            // and costs next to nothing where it does not help (nested trees of equalities).
            let column = rowStore.columns[Int(s)].count
            guard column <= Self.definableDependentLimit, !isInReducedRow(s, besides: r) else { continue }
            if column < bestColumn || (column == bestColumn && s > best) {
                best = s
                bestColumn = column
            }
        }
        guard best >= 0 else { return }
        pivot(entering: best, row: r, reduced: true)
    }

    /// The place of `c` in the solver's addition order, or nil if it is not in the tableau.
    ///
    /// Mutating although it changes nothing: read through a solver's stored tableau, a
    /// non-mutating call that loads an atomic (``HeldRecords``) made the optimiser copy the whole
    /// tableau first (every per-symbol array retained and released, a clear cost on a build).
    mutating func order(of c: Constraint) -> Int? { records[c]?.order }

    /// Moves `c` (in the tableau) to `order` in the solver's addition order.
    mutating func setOrder(_ order: Int, of c: Constraint) {
        guard var held = records[c] else { return }
        held.order = order
        records.set(held, for: c)
    }

    /// Ends a replacement (``keptMarkers``): each kept marker that no constraint took up again
    /// is forgotten, as its last constraint's removal would have.
    mutating func discardKeptMarkers() {
        guard let kept = keptMarkers else { return }
        keptMarkers = nil
        if kept.contains(where: { !symbols.attachments[Int($0)].isEmpty }) { evaluation.replacedInPlace = true }
        // A marker kept twice (left, taken up, left again) is forgotten once.
        for m in kept where symbols.attachments[Int(m)].isEmpty && markers.hasExpression(m) {
            discard(m)
        }
    }

    /// Forgets a marker that no constraint uses any more.
    mutating func discard(_ m: Int32) {
        forgetExpression(of: m)
        symbols.attachments[Int(m)] = []
        attachmentsChanged(m)
        refreshBounds(m)
        eliminate(m)
    }

    static func holds(_ k: Double, _ relation: Relation) -> Bool {
        switch relation {
        case .equal: isAt(k, 0)
        case .greaterThanOrEqual: k >= 0 || isAt(k, 0)
        case .lessThanOrEqual: k <= 0 || isAt(k, 0)
        }
    }

    /// A variable of the terms that nothing else mentions: not basic, no constraint attached,
    /// in no row. Making it basic changes no other row, so it can define itself lazily.
    mutating func freshSubject(_ terms: [(Int32, Double)]) -> Int32? {
        var best: Int32? = nil
        for (s, _) in terms where symbols.kinds[Int(s)] == .external && symbols.rowOf[Int(s)] < 0 && symbols.attachments[Int(s)].isEmpty {
            if !isInAnyRow(s), best.map({ s < $0 }) ?? true { best = s }
        }
        return best
    }

    /// A variable of the terms that only lazy rows name, few of them, none of which the other
    /// terms depend on: like a fresh variable it can define itself lazily, and the rows that
    /// name it stay valid (lazy rows may name basics). This is a cell's top pinned to its row
    /// after the cell's subviews were pinned to the cell: as a reduced marker row, the
    /// constraint would expand the row's position down the whole column of rows above, and the
    /// cell's top would then enter that long row (quadratic cells for a grid).
    /// Returns the subject and the lazy rows that depend on it (their ranks rise with it).
    mutating func definableSubject(_ terms: [(Int32, Double)]) -> (Int32, [Int32])? {
        var best: (Int32, [Int32])? = nil
        for (s, _) in terms where symbols.lazyEligible[Int(s)] && symbols.rowOf[Int(s)] < 0 {
            if best.map({ s < $0.0 }) ?? true, let dependents = lazyDependents(of: s, avoiding: terms) {
                best = (s, dependents)
            }
        }
        return best
    }

    /// Forgets the expression marker `m` stands for, so that no new constraint shares it.
    mutating func forgetExpression(of m: Int32) {
        markers.forget(m)
    }

    /// The rows that depend on `s` through lazy rows only, in breadth-first order; nil if a
    /// reduced row names `s`, if one of them defines a symbol of `terms` (defining `s` by
    /// `terms` would close a cycle), or if there are more than ``definableDependentLimit``.
    mutating func lazyDependents(of s: Int32, avoiding terms: [(Int32, Double)]) -> [Int32]? {
        var found: [Int32] = []
        var next = 0
        var symbol = s
        while true {
            // The column's live rows in order, each once, as ``liveColumn(_:)`` lists them, but
            // walked only as far as the answer needs: a size that every `UISV-fill-equally`
            // row names has a column as long as the stack, and listing it whole for each
            // addition was N² (Docs/benchmarks.md, stack distributions).
            let column = rowStore.columns[Int(symbol)]
            let epoch = rowStore.nextEpoch()
            for r in column {
                statistics.dependentEntriesRead &+= 1
                guard isFirstLiveEntry(r, of: symbol, epoch: epoch) else { continue }
                guard isLazy(r), found.count < Self.definableDependentLimit else { return nil }
                let b = rowStore.rows[Int(r)].basic
                if terms.contains(where: { $0.0 == b }) { return nil }
                if !found.contains(r) { found.append(r) }
            }
            guard next < found.count else { return found }
            symbol = rowStore.rows[Int(found[next])].basic
            next += 1
        }
    }

    /// How many dependent rows a variable may have and still define itself lazily (the search
    /// for a cycle is bounded by it).
    static let definableDependentLimit = 16

    /// Whether a reduced (not lazy) row other than `skip` holds `s`.
    mutating func isInReducedRow(_ s: Int32, besides skip: Int32) -> Bool {
        for r in liveColumn(s) where r != skip && !isLazy(r) { return true }
        return false
    }

    /// Whether some row holds `s`. Stops at the first live entry of its column, so a variable
    /// named by thousands of rows (a container's edge) costs O(1), not a scan of its column.
    mutating func isInAnyRow(_ s: Int32) -> Bool {
        for r in rowStore.columns[Int(s)] where position(r, s) != nil { return true }
        return false
    }

    /// Attaches a one-variable constraint to a symbol, restoring feasibility if it is violated.
    /// An optional one on a symbol a required equality makes follow another goes to that one
    /// (``CostForwarding``), unless `followingEqualities` is false (an edit or a probe, which
    /// are looked up on their own symbol again).
    mutating func attach(_ attachment: Attachment, to s: Int32, followingEqualities: Bool = true) -> AddOutcome {
        if followingEqualities, attachment.slot > 0, symbols.rowOf[Int(s)] >= 0,
           attachForwarded(attachment, writtenOn: s) { return .success }
        return attachHere(attachment, to: s)
    }

    /// ``attach(_:to:followingEqualities:)`` on `s` itself.
    mutating func attachHere(_ attachment: Attachment, to s: Int32) -> AddOutcome {
        let i = Int(s)
        let r = symbols.rowOf[i]
        // Whether `s` is the basic of a reduced row whose share its symbols' stored costs hold
        // (then only that share's change is priced at the end, as an edit does). Not past
        // ``Objective/denseStride``: re-pricing a long row there reads every level of every
        // symbol's cost (an `equalCentering` stack of 3,000 views, 103 levels: 0.55 → 13.7 s).
        var sharePriced = r >= 0 && !isLazy(r) && objective.stride <= Objective.denseStride
        if r >= 0, isLazy(r) {
            // The basic gains a cost or bound: its row must be reduced to parametric symbols.
            reduceRow(r)
            var v = 0.0
            for k in rowStore.rows[Int(r)].symbols.indices {
                v += rowStore.rows[Int(r)].coefficients[k] * symbols.value[Int(rowStore.rows[Int(r)].symbols[k])]
            }
            symbols.value[i] = v
            seedLazy(s)
        }
        symbols.attachments[i].append(attachment)
        attachmentsChanged(s)
        if attachment.slot == 0 {
            // Only a required attachment moves the bounds, and only inward.
            switch attachment.relation {
            case .equal:
                symbols.lower[i] = max(symbols.lower[i], attachment.target)
                symbols.upper[i] = min(symbols.upper[i], attachment.target)
            case .greaterThanOrEqual: symbols.lower[i] = max(symbols.lower[i], attachment.target)
            case .lessThanOrEqual: symbols.upper[i] = min(symbols.upper[i], attachment.target)
            }
        }
        if symbols.lower[i] > symbols.upper[i], !Self.isAt(symbols.lower[i], symbols.upper[i]) {
            // Two required bounds on one symbol cross: those constraints conflict by themselves.
            let conflicts = boundingConstraints(s, lowerSide: true) + boundingConstraints(s, lowerSide: false)
            symbols.attachments[i].removeAll { $0.constraint === attachment.constraint }
            attachmentsChanged(s)
            refreshBounds(s)
            return .failure(conflicts)
        }
        if violation(s) > 0 {
            sharePriced = false
            journal = Journal()
            var conflicts: [Constraint]? = nil
            if symbols.rowOf[i] >= 0 {
                conflicts = restoreFeasibility([s])
            } else {
                let target = symbols.value[i] < symbols.lower[i] ? symbols.lower[i] : symbols.upper[i]
                if overflows(moving: s, by: target - symbols.value[i]) {
                    journal?.overflowed = true
                    conflicts = []
                } else {
                    conflicts = restoreFeasibility(update(s, to: target))
                }
            }
            let record = journal ?? Journal()
            journal = nil
            if let conflicts {
                // A conflict, or the deadline (``Interruption``): either way, as before.
                undo(record)
                symbols.attachments[i].removeAll { $0.constraint === attachment.constraint }
                attachmentsChanged(s)
                refreshBounds(s)
                if symbols.rowOf[i] >= 0 {
                    if isLazy(symbols.rowOf[i]) { lazyStructureChanged(seeding: s) } else { assignPiece(s, 1) }
                    // The piece chosen now may not be the one the basic had before.
                    for t in rowStore.rows[Int(symbols.rowOf[i])].symbols { pushCandidate(t) }
                }
                return record.overflowed ? .overflow : .failure(conflicts)
            }
        }
        if symbols.rowOf[i] >= 0, sharePriced {
            // Only the basic's slope moves: its row's symbols keep their stored costs, changed
            // by the row's new share, rather than each being priced again from its column (a
            // stack's spanner is in a row per arranged view, and every `UISV-spanning-boundary`
            // cost attached re-priced it: N² column walks).
            let (oldSlope, oldSupport) = takeSlope(of: s)
            assignPiece(s, 1)
            repriceRow(symbols.rowOf[i], oldSlope: oldSlope, oldSupport: oldSupport, pivotCoefficient: nil)
            pricing.savedSlope = oldSlope
        } else if symbols.rowOf[i] >= 0 {
            assignPiece(s, 1)
            for t in rowStore.rows[Int(symbols.rowOf[i])].symbols { pushCandidate(t) }
        } else {
            settle(s)
            pushCandidate(s)
        }
        return .success
    }

    /// Moves a parametric symbol that no reduced row depends on to the minimum of its own cost:
    /// nothing else moves, so this is a free simplex step taken early (it keeps a long row of
    /// widths from starting far from their preferred sizes).
    mutating func settle(_ s: Int32) {
        // Each move prices the symbol's whole cost function: worth it for the usual handful of
        // attachments (a width's minimum and preferred size), left to the optimiser beyond.
        guard symbols.attachments[Int(s)].count <= 8 else { return }
        for r in liveColumn(s) where !isLazy(r) { return }
        // The optimiser's scratch buffer (settling runs outside it): no allocation per call.
        var d = take(&pricing.risingScratch)
        defer { swap(&pricing.risingScratch, &d) }
        if d.count != objective.stride { d = Array(repeating: 0.0, count: objective.stride) }
        var moves = 0
        while moves < 2 * symbols.attachments[Int(s)].count + 2 {
            var moved = false
            for direction in 0..<2 {
                let sigma: Double = direction == 0 ? 1 : -1
                for k in 0..<objective.stride { d[k] = 0 }
                guard addOwnDerivative(of: s, sigma, into: &d), Self.isNegative(d, objective.slotsByPriority) else { continue }
                let next = nextBreakpoint(s, from: symbols.value[Int(s)], sigma)
                guard next.isFinite else { return }
                setValue(s, next)
                evaluation.lazyValuesValid = false
                moved = true
                break
            }
            if !moved { return }
            moves += 1
        }
    }

    mutating func remove(_ c: Constraint) {
        guard let held = records.remove(c) else { return }
        switch held.record {
        case .constant:
            return
        case .single(let s):
            symbols.references[Int(s)] -= 1
            if !detachForwarded(c) { detach(c, from: s) }
            if symbols.references[Int(s)] == 0 { symbols.unnamedVariables.append(s) }
        case .marker(let m):
            let markers = markers
            markers.forEachSymbol(of: m) { s in
                symbols.references[Int(s)] -= 1
                if symbols.references[Int(s)] == 0 { symbols.unnamedVariables.append(s) }
            }
            detach(c, from: m)
            returnForwardedCosts(through: m)
            if symbols.attachments[Int(m)].isEmpty {
                if keptMarkers != nil { keptMarkers?.append(m) } else { discard(m) }
            }
        }
        needsOptimize = true
        constraintsChanged = true
    }

    mutating func detach(_ c: Constraint, from s: Int32) {
        let i = Int(s)
        symbols.attachments[i].removeAll { $0.constraint === c }
        attachmentsChanged(s)
        refreshBounds(s)
        let r = symbols.rowOf[i]
        if r >= 0 {
            if isLazy(r) { lazyStructureChanged(seeding: s) } else { assignPiece(s, 1) }
            for t in rowStore.rows[Int(r)].symbols { pushCandidate(t) }
        } else {
            pushCandidate(s)
        }
    }
}
