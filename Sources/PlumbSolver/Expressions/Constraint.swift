import Synchronization

/// The relation of a ``Constraint``: its expression compared with zero.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    /// `expression == 0`.
    case equal
    /// `expression <= 0`.
    case lessThanOrEqual
    /// `expression >= 0`.
    case greaterThanOrEqual

    /// A readable form, as Plumb prints it.
    public var description: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear constraint `expression RELATION 0` with a priority.
///
/// A constraint is an object: the solver knows it by identity, so the same constraint can be
/// removed later, and two constraints with the same equation are different constraints.
/// Constraints are immutable; make a new one to change it.
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
    /// The left-hand side; the right-hand side is zero.
    public let expression: Expression
    /// The relation between the sides.
    public let relation: Relation
    /// How much the constraint matters (1000: required).
    public let priority: Priority
    /// The weight of the violation within its priority level (default 1, must be finite and > 0).
    public let weight: Double
    /// A name for diagnostics (UIKit's `identifier`).
    public let identifier: String?
    /// A number the caller chooses, carried back with the constraint in diagnostics (0 unless
    /// given): the layout engine keeps the index of its own constraint here. An integer rather
    /// than any value: an existential took 32 bytes in every constraint, where a caller that
    /// needs more keeps a table indexed by it.
    public let payload: Int
    /// The tag of the tableau that keeps this constraint's record here, 0 for none
    /// (``HeldRecords``); atomic because a constraint may be added to solvers on several threads.
    let holder = Atomic<Int>(0)
    /// That record, packed; only the holder reads or writes it.
    let heldRecord = Atomic<UInt64>(0)

    /// Creates a value from its parts.
    public init(
        _ expression: Expression, _ relation: Relation, priority: Priority = .required,
        weight: Double = 1, identifier: String? = nil, payload: Int = 0
    ) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.weight = weight
        self.identifier = identifier
        self.payload = payload
    }

    /// `lhs RELATION rhs`, stored as `lhs - rhs RELATION 0`.
    public convenience init(
        _ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Priority = .required,
        weight: Double = 1, identifier: String? = nil, payload: Int = 0
    ) {
        self.init(lhs - rhs, relation, priority: priority, weight: weight, identifier: identifier, payload: payload)
    }

    /// A copy with another priority and weight (the copy is a different constraint).
    public func withPriority(_ priority: Priority, weight: Double? = nil) -> Constraint {
        Constraint(expression, relation, priority: priority, weight: weight ?? self.weight,
                   identifier: identifier, payload: payload)
    }

    /// Identity: a constraint equals only itself (the solver tracks objects, not equations).
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// A readable form, as Plumb prints it.
    public var description: String {
        var s = "\(expression) \(relation) 0"
        if !priority.isRequired { s += " @\(priority)" }
        if weight != 1 { s += " ×\(formatNumber(weight))" }
        if let identifier { s = "'\(identifier)' " + s }
        return s
    }
}

// MARK: - Relational operators (build constraints)

/// A constraint (not yet active) that the left side is equal to the right side; `activate {}` turns it on.
public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .equal, rhs) }
/// A constraint (not yet active) that the left side is equal to the right side; `activate {}` turns it on.
public func == (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs, .equal, Expression(rhs)) }
/// A constraint (not yet active) that the left side is equal to the right side; `activate {}` turns it on.
public func == (lhs: Variable, rhs: Double) -> Constraint { Constraint(Expression(lhs), .equal, Expression(rhs)) }
/// A constraint (not yet active) that the left side is equal to the right side; `activate {}` turns it on.
public func == (lhs: Variable, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .equal, rhs) }
/// A constraint (not yet active) that the left side is equal to the right side; `activate {}` turns it on.
public func == (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs, .equal, Expression(rhs)) }

/// A constraint (not yet active) that the left side is at most the right side; `activate {}` turns it on.
public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
/// A constraint (not yet active) that the left side is at most the right side; `activate {}` turns it on.
public func <= (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs, .lessThanOrEqual, Expression(rhs)) }
/// A constraint (not yet active) that the left side is at most the right side; `activate {}` turns it on.
public func <= (lhs: Variable, rhs: Double) -> Constraint { Constraint(Expression(lhs), .lessThanOrEqual, Expression(rhs)) }
/// A constraint (not yet active) that the left side is at most the right side; `activate {}` turns it on.
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .lessThanOrEqual, rhs) }
/// A constraint (not yet active) that the left side is at most the right side; `activate {}` turns it on.
public func <= (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs, .lessThanOrEqual, Expression(rhs)) }
/// A constraint (not yet active) that the left side is at most the right side; `activate {}` turns it on.
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(Expression(lhs), .lessThanOrEqual, Expression(rhs)) }

/// A constraint (not yet active) that the left side is at least the right side; `activate {}` turns it on.
public func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }
/// A constraint (not yet active) that the left side is at least the right side; `activate {}` turns it on.
public func >= (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs, .greaterThanOrEqual, Expression(rhs)) }
/// A constraint (not yet active) that the left side is at least the right side; `activate {}` turns it on.
public func >= (lhs: Variable, rhs: Double) -> Constraint { Constraint(Expression(lhs), .greaterThanOrEqual, Expression(rhs)) }
/// A constraint (not yet active) that the left side is at least the right side; `activate {}` turns it on.
public func >= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .greaterThanOrEqual, rhs) }
/// A constraint (not yet active) that the left side is at least the right side; `activate {}` turns it on.
public func >= (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs, .greaterThanOrEqual, Expression(rhs)) }
/// A constraint (not yet active) that the left side is at least the right side; `activate {}` turns it on.
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(Expression(lhs), .greaterThanOrEqual, Expression(rhs)) }
