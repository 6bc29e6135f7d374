/// Optional costs moved along required equalities.
///
/// A required equality between two variables, `x = α·y + c`, usually leaves `x` a lazy row
/// (``Tableau/handOverPinnedRow(of:)``): `x` has no cost, so the simplex never prices it and the
/// rows that follow `y` never name `x`'s marker. An optional constraint attached to `x` later
/// (a label's hugging or compression resistance after its stack made it as tall as the first
/// arranged view) would reduce that row and make `x` a costed basic: once `y` became basic,
/// every such row named every other view's marker (N² cells for a stack of N labels filling
/// equally, N pivots over them). As long as the equality holds, `x R t` is the same cost as
/// `y R′ (t − c)/α` at weight ×|α|, so the attachment is kept on `y` instead and `x` stays lazy.
///
/// Only optional attachments are moved (a required one takes part in conflicts, which must name
/// the equality), never an edit's or a probe's (they are found again on their own symbol). The
/// record keeps each moved attachment as written, so removing the equality gives it back to `x`.
struct CostForwarding {
    /// One moved attachment: where it was written, as written, where it lives now, and the
    /// markers of the equalities it was moved along (each pinned by a required equality).
    struct Forwarded {
        var origin: Int32
        var original: Attachment
        var holder: Int32
        var path: [Int32]
    }

    private(set) var forwarded = IdentityMap<Forwarded>(byAddress: true)
    /// The constraints moved along each marker's equality.
    private(set) var through: [Int32: [Constraint]] = [:]

    var isEmpty: Bool { forwarded.count == 0 }

    subscript(_ c: Constraint) -> Forwarded? { forwarded[ObjectIdentifier(c)] }

    mutating func record(_ f: Forwarded) {
        let c = f.original.constraint
        forwarded[ObjectIdentifier(c)] = f
        for m in f.path { through[m, default: []].append(c) }
    }

    /// Forgets `c`, returning its record.
    @discardableResult
    mutating func forget(_ c: Constraint) -> Forwarded? {
        guard let f = forwarded.removeValue(forKey: ObjectIdentifier(c)) else { return nil }
        for m in f.path {
            through[m]?.removeAll { $0 === c }
            if through[m]?.isEmpty == true { through[m] = nil }
        }
        return f
    }

    /// The constraints moved along `m`'s equality.
    func constraints(through m: Int32) -> [Constraint] { through[m] ?? [] }
}

extension Attachment {
    /// This attachment written on `x`, restated on `y` where `x = scale·y + offset`:
    /// `x R t` is `y R′ (t − offset)/scale` (R′ flipped for a negative scale) at weight
    /// ×|scale|. Nil if a number leaves Double's range.
    func following(scale: Double, offset: Double) -> Attachment? {
        let target = (self.target - offset) / scale, weight = self.weight * abs(scale)
        guard target.isFinite, weight.isFinite else { return nil }
        return Attachment(constraint: constraint, relation: scale > 0 ? relation : relation.flipped,
                          target: target, slot: slot, weight: weight)
    }
}

extension Tableau {
    /// The variable a lazy basic `x` follows, if its row is `x = a·m + b·y` with `m` the marker
    /// of a required equality (pinned at `t`): then `x = b·y + a·t`.
    mutating func followedVariable(of x: Int32) -> (marker: Int32, target: Int32, scale: Double, offset: Double)? {
        let r = symbols.rowOf[Int(x)]
        guard r >= 0, isLazy(r) else { return nil }
        return followedVariable(inRow: r)
    }

    /// What the basic of row `r` follows, if the row is `basic = a·m + b·y` with `m` the marker
    /// of a required equality (pinned at `t`): `basic = b·y + a·t`.
    mutating func followedVariable(inRow r: Int32) -> (marker: Int32, target: Int32, scale: Double, offset: Double)? {
        guard rowStore.rows[Int(r)].symbols.count == 2 else { return nil }
        let s0 = rowStore.rows[Int(r)].symbols[0], s1 = rowStore.rows[Int(r)].symbols[1]
        let a0 = rowStore.rows[Int(r)].coefficients[0], a1 = rowStore.rows[Int(r)].coefficients[1]
        let (m, a, y, b) = isPinnedMarker(s0) ? (s0, a0, s1, a1) : (s1, a1, s0, a0)
        guard isPinnedMarker(m), y != rowStore.rows[Int(r)].basic, b != 0, b.isFinite else { return nil }
        let offset = a * symbols.lower[Int(m)]
        guard offset.isFinite else { return nil }
        return (m, y, b, offset)
    }

    /// Whether `m` is a marker that a required equality holds at one value.
    func isPinnedMarker(_ m: Int32) -> Bool {
        symbols.kinds[Int(m)] == .marker
            && symbols.attachments[Int(m)].contains { $0.slot == 0 && $0.relation == .equal }
    }

    /// Attaches optional `attachment`, written on `x`, to the end of the equalities `x` follows
    /// (``CostForwarding``); returns false, changing nothing, when `x` follows none.
    mutating func attachForwarded(_ attachment: Attachment, writtenOn x: Int32) -> Bool {
        var holder = x
        var moved = attachment
        var path: [Int32] = []
        // The lazy rows form a DAG, so this ends; the bound only guards a broken invariant.
        while path.count < 64, let f = followedVariable(of: holder) {
            guard let next = moved.following(scale: f.scale, offset: f.offset) else { return false }
            moved = next
            path.append(f.marker)
            holder = f.target
        }
        guard !path.isEmpty else { return false }
        // Optional: cannot fail.
        _ = attachHere(moved, to: holder)
        forwarding.record(.init(origin: x, original: attachment, holder: holder, path: path))
        return true
    }

    /// After a new required equality `m` between two variables was attached (and its row
    /// possibly pivoted by the feasibility repair), before its row is handed over
    /// (``handOverPinnedRow(of:)``): moves the optional costs already on one variable `x` to the
    /// other, `y`, so that `x` is free to be a lazy row. Either `m`'s own row is
    /// `m = a·x + b·y` (`x` is then the variable the hand-over takes: named by the fewest rows,
    /// none of them reduced but this one; the newest on a tie), or the repair made `x` basic in
    /// `x = a·m + b·y`. `x`'s attachments must all be optional and not an edit's.
    mutating func forwardCosts(alongEqualityOf m: Int32) {
        guard isPinnedMarker(m) else { return }
        let r = symbols.rowOf[Int(m)]
        var best: (x: Int32, y: Int32, scale: Double, offset: Double)? = nil
        if r >= 0 {
            guard !isLazy(r), rowStore.rows[Int(r)].symbols.count == 2 else { return }
            var bestColumn = Int.max
            for k in 0..<2 {
                let x = rowStore.rows[Int(r)].symbols[k], y = rowStore.rows[Int(r)].symbols[1 - k]
                let a = rowStore.rows[Int(r)].coefficients[k], b = rowStore.rows[Int(r)].coefficients[1 - k]
                guard carriesMovableCosts(x), symbols.kinds[Int(y)] == .external else { continue }
                let column = rowStore.columns[Int(x)].count
                guard column <= Self.definableDependentLimit, !isInReducedRow(x, besides: r) else { continue }
                if column < bestColumn || (column == bestColumn && x > (best?.x ?? -1)) {
                    best = (x, y, -b / a, symbols.lower[Int(m)] / a)
                    bestColumn = column
                }
            }
        } else {
            // The column as it is (stale entries fail the position check): no copy of it.
            for row in rowStore.columns[Int(m)] where rowStore.rows[Int(row)].basic >= 0 && !isLazy(row) {
                let x = rowStore.rows[Int(row)].basic
                guard let f = followedVariable(inRow: row), f.marker == m,
                      carriesMovableCosts(x), symbols.kinds[Int(f.target)] == .external else { continue }
                best = (x, f.target, f.scale, f.offset)
                break
            }
        }
        guard let (x, y, scale, offset) = best, scale != 0, scale.isFinite, offset.isFinite else { return }
        let written = symbols.attachments[Int(x)]
        var moved: [Attachment] = []
        for original in written {
            guard let next = original.following(scale: scale, offset: offset) else { return }
            moved.append(next)
        }
        for k in written.indices {
            // Detached one by one: a basic `x` whose last cost goes turns its row lazy there.
            detach(written[k].constraint, from: x)
            // Optional: cannot fail.
            _ = attachHere(moved[k], to: y)
            forwarding.record(.init(origin: x, original: written[k], holder: y, path: [m]))
        }
    }

    /// Whether `x` is a variable whose costs may move: it has some, all optional, none an edit's.
    /// "All optional" is read off the bounds, which are finite exactly when a required
    /// attachment sets them (``SymbolTable/verify()``): `h₀` of a stack of labels filling
    /// equally holds the forwarded costs of every label, and reading them all on each
    /// addition made the stack quadratic (10,000 labels: 500 million instructions here).
    func carriesMovableCosts(_ x: Int32) -> Bool {
        let i = Int(x)
        return symbols.kinds[i] == .external && !symbols.attachments[i].isEmpty
            && symbols.lower[i] == -.infinity && symbols.upper[i] == .infinity && !isEdited(x)
    }

    /// Whether `s` is an edit variable's symbol (its edit is found on it again).
    func isEdited(_ s: Int32) -> Bool {
        guard let v = symbols.variableOf[Int(s)] else { return false }
        return edits[variable: v.id] != nil
    }

    /// Removes forwarded `c` from the symbol that holds it; false if `c` was not forwarded.
    mutating func detachForwarded(_ c: Constraint) -> Bool {
        guard !forwarding.isEmpty, let f = forwarding.forget(c) else { return false }
        detach(c, from: f.holder)
        return true
    }

    /// After a constraint on marker `m` was removed: if `m` is no longer pinned, gives the
    /// attachments moved along its equality back to the symbols they were written on.
    mutating func returnForwardedCosts(through m: Int32) {
        guard !forwarding.isEmpty, !isPinnedMarker(m) else { return }
        for c in forwarding.constraints(through: m) {
            guard let f = forwarding.forget(c) else { continue }
            detach(c, from: f.holder)
            // The record keeps the attachment as written, but widening the cost vectors since
            // then may have numbered the slots again (``slot(for:)``): look its slot up again.
            var original = f.original
            original.slot = slot(for: c.priority.value)
            _ = attach(original, to: f.origin)
        }
    }
}
