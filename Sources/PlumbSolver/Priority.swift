/// How much a constraint matters: a number greater than 0 and at most 1000.
///
/// 1000 is ``required``: the constraint must hold exactly. Lower priorities are optional and
/// ordered *strictly*: no amount of violation at a lower priority is traded for any violation at
/// a higher one (see Docs/solver.md). The named levels are UIKit's `UILayoutPriority` constants.
///
/// A `Priority` can hold any number so that it can be read from input; ``Solver`` rejects an
/// invalid one with ``SolverError/invalidPriority(_:)``. Check ``isValid`` first to avoid that.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
    /// The numeric priority, UIKit's scale.
    public let value: Double

    public init(_ value: Double) { self.value = value }
    public init(integerLiteral value: Int) { self.value = Double(value) }
    public init(floatLiteral value: Double) { self.value = value }

    /// 1000: must hold.
    public static let required: Priority = 1000
    /// 750: UIKit's default compression resistance.
    public static let defaultHigh: Priority = 750
    /// 510.
    public static let dragThatCanResizeScene: Priority = 510
    /// 500: a priority Apple advises to stay just above or below, never on.
    public static let sceneSizeStayPut: Priority = 500
    /// 490.
    public static let dragThatCannotResizeScene: Priority = 490
    /// 250: UIKit's default content hugging.
    public static let defaultLow: Priority = 250
    /// 50: the level at which fitting-size computations pull toward a target size.
    public static let fittingSizeLevel: Priority = 50

    /// Whether this is the required priority, 1000.
    public var isRequired: Bool { value == 1000 }

    /// Whether the value lies in (0, 1000] (false for NaN).
    public var isValid: Bool { value > 0 && value <= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

    public var description: String { formatNumber(value) }
}
