import PlumbSolver

/// A constraint priority: greater than 0 and at most 1000, with UIKit's named levels
/// (`.required`, `.defaultHigh`, `.defaultLow`, `.fittingSizeLevel`, …). The solver orders
/// priorities strictly: no amount of violation at a lower one buys any at a higher one.
public typealias LayoutPriority = PlumbSolver.Priority

extension LayoutPriority {
    /// 750: UIKit's default compression resistance.
    public static let defaultHigh: LayoutPriority = 750
    /// 510: a window resize the user drags that may resize the scene.
    public static let dragThatCanResizeScene: LayoutPriority = 510
    /// 500: a priority Apple advises to stay just above or below, never on.
    public static let sceneSizeStayPut: LayoutPriority = 500
    /// 490: a window resize that may not resize the scene.
    public static let dragThatCannotResizeScene: LayoutPriority = 490
    /// 250: UIKit's default content hugging.
    public static let defaultLow: LayoutPriority = 250
    /// 50: the level at which fitting-size computations pull toward a target size.
    public static let fittingSizeLevel: LayoutPriority = 50

    /// UIKit's named levels by their names (`required`, `defaultHigh`, …): the one table that
    /// layout files and other readers use.
    public static let named: [(name: String, priority: LayoutPriority)] = [
        ("required", .required), ("defaultHigh", .defaultHigh), ("dragThatCanResizeScene", .dragThatCanResizeScene),
        ("sceneSizeStayPut", .sceneSizeStayPut), ("dragThatCannotResizeScene", .dragThatCannotResizeScene),
        ("defaultLow", .defaultLow), ("fittingSizeLevel", .fittingSizeLevel),
    ]

    /// The named level `name` (``named``), nil for any other word.
    public init?(name: String) {
        guard let level = LayoutPriority.named.first(where: { $0.name == name }) else { return nil }
        self = level.priority
    }
}
