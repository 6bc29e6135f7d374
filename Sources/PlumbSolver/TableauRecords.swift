// What the tableau records about constraints: how each is held, and the journal that undoes a
// failed addition.

/// The outcome of adding a constraint to the tableau.
enum AddOutcome {
    case success
    /// The required constraint cannot hold; these required constraints already present take
    /// part in the conflict (not necessarily a minimal set).
    case failure([Constraint])
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

/// A constraint's record with its place in the solver's addition order, in one entry: adding
/// or removing a constraint finds both with one lookup (in a table larger than the cache, each
/// lookup is a miss).
struct Held {
    var record: Record
    /// The index in the solver's addition order (-1 for the tableau's own constraints: an edit
    /// variable's, a probe's).
    var order: Int
}

/// What a phase-1 repair changed, so that a failed addition can be undone exactly.
struct Journal {
    var values: [(Int32, Double)] = []
    var pivots: [(entering: Int32, leaving: Int32)] = []
    var pieces: [(Int32, Double, Double)] = []
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
