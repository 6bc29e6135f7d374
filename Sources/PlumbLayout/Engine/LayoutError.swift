/// Why a layout call was refused. A refused call changes nothing.
///
/// Errors are `Sendable`, so they carry the description of the constraint concerned (with its
/// source location), not the constraint itself.
public enum LayoutError: Error, Equatable, CustomStringConvertible {
    /// A priority outside (0, 1000], or NaN (Docs/solver.md). The constraint is nil for a
    /// content hugging or compression resistance priority.
    case invalidPriority(LayoutPriority, constraint: String?)
    /// An active constraint's priority may not change between required (1000) and optional, in
    /// either direction (UIKit raises the same way).
    case requiredPriorityChange(constraint: String, to: LayoutPriority)
    /// The multiplier or the constant is NaN or infinite.
    case nonFiniteNumber(constraint: String)
    /// The attributes cannot be related: different axes, a position with a dimension, a
    /// position set to a constant, leading/trailing mixed with left/right, a margin or baseline
    /// attribute on a layout guide, or `notAnAttribute` in the wrong place.
    case invalidAttributes(constraint: String, reason: String)
    /// An item of the constraint no longer exists, or a layout guide belongs to no view.
    case missingItem(constraint: String)
    /// The items are not in the same view hierarchy.
    case noCommonAncestor(constraint: String)

    /// A readable form, as Plumb prints it.
    public var description: String {
        switch self {
        case .invalidPriority(let p, let c):
            "invalid priority \(p): priorities must be greater than 0 and at most 1000"
                + (c.map { " (constraint \($0))" } ?? "")
        case .requiredPriorityChange(let c, let p):
            "mutating a priority from required to not required (or back) on an active constraint is not supported: "
                + "\(c) to \(p); deactivate it first"
        case .nonFiniteNumber(let c): "NaN or infinite multiplier or constant in \(c)"
        case .invalidAttributes(let c, let why): "invalid attributes in \(c): \(why)"
        case .missingItem(let c): "an item of \(c) is gone or not owned by a view"
        case .noCommonAncestor(let c):
            "unable to activate \(c): its items have no common ancestor (they are not in the same view hierarchy)"
        }
    }
}
