// What the tableau records about constraints: how each is held, and the journal that undoes a
// failed addition.

import Synchronization

/// The outcome of adding a constraint to the tableau.
enum AddOutcome {
    case success
    /// The required constraint cannot hold; these required constraints already present take
    /// part in the conflict (not necessarily a minimal set).
    case failure([Constraint])
    /// Holding the constraint would take a value out of Double's range; nothing changed.
    case overflow

    /// The outcome with `c` left out of the conflicts it names.
    func excluding(_ c: Constraint) -> AddOutcome {
        if case .failure(let conflicts) = self { return .failure(conflicts.filter { $0 !== c }) }
        return self
    }
}

/// How the tableau holds a constraint.
enum Record {
    /// Attached to one symbol (one variable with a nonzero coefficient).
    case single(Int32)
    /// Its marker symbol carries the attachment.
    case marker(Int32)
    /// No variables: only checked when added.
    case constant
}

/// A constraint's record with its place in the solver's addition order, kept together: adding
/// or removing a constraint finds both at once.
struct Held {
    var record: Record
    /// The index in the solver's addition order (-1 for the tableau's own constraints: an edit
    /// variable's, a probe's).
    var order: Int
}

/// Every constraint's ``Held`` record in one tableau.
///
/// A record lives in the constraint itself when the constraint is held by no other tableau: the
/// first tableau to add a constraint claims it (``Constraint/holder`` takes the tableau's tag)
/// and keeps the record there until the constraint is removed. Finding the record is then a
/// read of an object the caller holds anyway, where a table of every constraint (24 bytes per
/// entry, at most half full) was a random miss per lookup once it outgrew the cache, and a
/// large share of the fresh pages a large build touched as it doubled (Docs/benchmarks-log.md).
/// A constraint another tableau has claimed, or one whose order does not fit the packed form,
/// has its record in `others`.
///
/// A claim outlives a tableau that is dropped with constraints still in it: those constraints
/// stay claimed by a tag no tableau has, so another tableau keeps their records in `others`.
/// A copy of a tableau (``OptimalFace``) shares its tag, and with it the records of the
/// constraints both hold; the copy only adds and removes constraints of its own.
struct HeldRecords {
    /// This tableau's claim tag: unique in the process, never 0.
    let tag = HeldRecords.nextTag.wrappingAdd(1, ordering: .relaxed).newValue
    private var others = IdentityMap<Held>(byAddress: true)

    private static let nextTag = Atomic<Int>(0)

    /// Orders from -1 up to this fit the packed form (30 bits).
    private static let packedOrderLimit = (1 << 30) - 2

    subscript(_ c: Constraint) -> Held? {
        if c.holder.load(ordering: .relaxed) == tag { return Self.unpack(c.heldRecord.load(ordering: .relaxed)) }
        return others[ObjectIdentifier(c)]
    }

    mutating func set(_ held: Held, for c: Constraint) {
        let fits = held.order <= Self.packedOrderLimit
        if c.holder.load(ordering: .relaxed) == tag {
            if fits {
                c.heldRecord.store(Self.pack(held), ordering: .relaxed)
                return
            }
            c.holder.store(0, ordering: .releasing)
        } else if fits, others.count == 0 || others[ObjectIdentifier(c)] == nil,
                  c.holder.compareExchange(expected: 0, desired: tag, ordering: .acquiringAndReleasing).exchanged {
            // Claimed now. A record already in the table stays there (the claim may have been
            // given back by another tableau since): one record, in one place.
            c.heldRecord.store(Self.pack(held), ordering: .relaxed)
            return
        }
        others[ObjectIdentifier(c)] = held
    }

    @discardableResult
    mutating func remove(_ c: Constraint) -> Held? {
        if c.holder.load(ordering: .relaxed) == tag {
            let held = Self.unpack(c.heldRecord.load(ordering: .relaxed))
            c.holder.store(0, ordering: .releasing)
            return held
        }
        return others.removeValue(forKey: ObjectIdentifier(c))
    }

    /// Bits 0–31 the symbol, 32–33 the kind of record, 34–63 the order plus one.
    private static func pack(_ held: Held) -> UInt64 {
        let (kind, symbol): (UInt64, Int32) = switch held.record {
        case .single(let s): (1, s)
        case .marker(let m): (2, m)
        case .constant: (3, 0)
        }
        return UInt64(UInt32(bitPattern: symbol)) | kind << 32 | UInt64(held.order + 1) << 34
    }

    private static func unpack(_ bits: UInt64) -> Held {
        let symbol = Int32(bitPattern: UInt32(truncatingIfNeeded: bits))
        let order = Int(bits >> 34) - 1
        switch (bits >> 32) & 3 {
        case 1: return Held(record: .single(symbol), order: order)
        case 2: return Held(record: .marker(symbol), order: order)
        default: return Held(record: .constant, order: order)
        }
    }
}

/// What a phase-1 repair changed, so that a failed addition can be undone exactly.
struct Journal {
    var values: [(Int32, Double)] = []
    var pivots: [(entering: Int32, leaving: Int32)] = []
    var pieces: [(Int32, Double, Double)] = []
    /// The repair stopped because a value would have left Double's range.
    var overflowed = false
}

extension Relation {
    /// The relation with its sides swapped (what multiplying both sides by −1 does).
    var flipped: Relation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }
}
