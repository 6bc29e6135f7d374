// What the tableau records about constraints: how each is held, the marker of each distinct
// expression, and the journal that undoes a failed addition.

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

/// A multi-variable expression normalised so that its smallest symbol has coefficient 1.
struct ExpressionKey: Equatable {
    let symbols: [Int32]
    let coefficients: [Double]
    /// A multiplicative hash of the contents, so that a lookup hashes 8 bytes instead of both
    /// arrays (every constraint on several variables is looked up).
    /// Coefficients are never ±0 (such terms are dropped), so equal keys have equal bits.
    let fingerprint: UInt64

    init(symbols: [Int32], coefficients: [Double]) {
        self.symbols = symbols
        self.coefficients = coefficients
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for s in symbols { h = (h ^ UInt64(UInt32(bitPattern: s))) &* 0x0000_0100_0000_01B3 }
        for c in coefficients { h = (h ^ c.bitPattern) &* 0x0000_0100_0000_01B3 }
        fingerprint = h
    }

    static func == (a: ExpressionKey, b: ExpressionKey) -> Bool {
        a.fingerprint == b.fingerprint && a.symbols == b.symbols && a.coefficients == b.coefficients
    }
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
