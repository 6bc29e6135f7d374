/// How much a constraint matters: a number greater than 0 and at most 1000.
///
/// 1000 is ``required``: the constraint must hold exactly. Lower priorities are optional and
/// ordered *strictly*: no amount of violation at a lower priority is traded for any violation at
/// a higher one (see Docs/solver.md). UIKit's named levels (`defaultHigh`, …) are PlumbLayout's.
///
/// A `Priority` can hold any number so that it can be read from input; ``Solver`` rejects an
/// invalid one with ``SolverError/invalidPriority(_:)``. Check ``isValid`` first to avoid that.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
    /// The numeric priority, UIKit's scale.
    public let value: Double

    /// Creates a value from its parts.
    public init(_ value: Double) { self.value = value }
    /// Creates a value from its parts.
    public init(integerLiteral value: Int) { self.value = Double(value) }
    /// Creates a value from its parts.
    public init(floatLiteral value: Double) { self.value = value }

    /// 1000: must hold.
    public static let required: Priority = 1000

    /// Whether this is the required priority, 1000.
    public var isRequired: Bool { value == 1000 }

    /// Whether the value lies in (0, 1000] (false for NaN).
    public var isValid: Bool { value > 0 && value <= 1000 }

    /// The order findings and reports are sorted in.
    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

    /// A readable form, as Plumb prints it.
    public var description: String { formatNumber(value) }
}
