import Synchronization

/// Process-wide source of variable identities. Identities only need to be unique, not dense:
/// each ``Solver`` maps them to its own dense symbol ids.
private let variableIdentities = Atomic<Int>(0)

/// An unknown of the constraint system: a cheap, copyable handle.
///
/// Two variables are equal when they are the same handle (same ``id``), whatever their names.
/// A variable carries no value of its own; ask a ``Solver`` with ``Solver/value(of:)``.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// The identity of the variable, unique in this process.
    public let id: Int
    /// A name for diagnostics; not required to be unique.
    public let name: String

    /// Creates a new variable, distinct from every other.
    public init(_ name: String = "") {
        id = variableIdentities.wrappingAdd(1, ordering: .relaxed).oldValue
        self.name = name
    }

    /// Reserves `count` consecutive identities at once and returns the first: an owner of
    /// several variables (a view's four) keeps that number alone and makes each variable from
    /// it when asked (``init(reserved:name:)``), instead of storing them.
    public static func reserveIdentities(_ count: Int) -> Int {
        variableIdentities.wrappingAdd(count, ordering: .relaxed).oldValue
    }

    /// The variable of identity `id`, one that ``reserveIdentities(_:)`` gave: equal to every
    /// other variable made with it, whatever the name.
    public init(reserved id: Int, name: String) {
        self.id = id
        self.name = name
    }

    /// Variables are equal when they are the same variable (the same id).
    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.id == rhs.id }
    /// Hashes the id.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// A readable form, as Plumb prints it.
    public var description: String { name.isEmpty ? "v\(id)" : name }
}
