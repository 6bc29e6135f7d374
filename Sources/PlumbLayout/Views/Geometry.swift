/// A point in a view's coordinate space (points, y grows downward as in UIKit).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate, in points.
    public var x: Double
    /// The vertical coordinate, in points.
    public var y: Double

    /// Creates a value from its parts.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// All zero.
    public static let zero = Point(x: 0, y: 0)

    /// A readable form, as Plumb prints it.
    public var description: String { "(\(formatNumber(x)), \(formatNumber(y)))" }
}

/// A width and a height.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The width, in points.
    public var width: Double
    /// The height, in points.
    public var height: Double

    /// Creates a value from its parts.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// All zero.
    public static let zero = Size(width: 0, height: 0)

    /// A readable form, as Plumb prints it.
    public var description: String { "\(formatNumber(width)) × \(formatNumber(height))" }
}

/// A rectangle: an origin and a size. Sizes are reported as solved, so they may be negative
/// (Docs/solver.md: no implicit clamping).
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// Creates a value from its parts.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a value from its parts.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// All zero.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The width, in points.
    public var width: Double { size.width }
    /// The height, in points.
    public var height: Double { size.height }

    /// The rectangle moved inward by `insets` (outward for negative insets).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.left, y: minY + insets.top,
             width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    /// The rectangle moved outward by `insets`: the inverse of ``inset(by:)``.
    public func outset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX - insets.left, y: minY - insets.top,
             width: width + insets.left + insets.right, height: height + insets.top + insets.bottom)
    }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// A readable form, as Plumb prints it.
    public var description: String {
        "{\(formatNumber(minX)), \(formatNumber(minY)), \(formatNumber(width)), \(formatNumber(height))}"
    }
}

/// Insets for the four edges, UIKit's `UIEdgeInsets`: absolute left and right, whatever the
/// direction (``DirectionalEdgeInsets`` says leading and trailing).
/// Insets by leading and trailing edge (UIKit's `NSDirectionalEdgeInsets`).
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the leading edge.
    public var leading: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the trailing edge.
    public var trailing: Double

    /// Creates a value from its parts.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// All zero.
    public static let zero = DirectionalEdgeInsets()
}

public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the left edge.
    public var left: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the right edge.
    public var right: Double

    /// Creates a value from its parts.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(_ all: Double) {
        self.init(top: all, left: all, bottom: all, right: all)
    }

    /// `horizontal` on the left and right, `vertical` on the top and bottom.
    public init(horizontal: Double, vertical: Double) {
        self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    /// All zero.
    public static let zero = EdgeInsets()

    /// Each edge at least `floor`'s.
    func raised(to floor: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: Swift.max(top, floor.top), left: Swift.max(left, floor.left),
                   bottom: Swift.max(bottom, floor.bottom), right: Swift.max(right, floor.right))
    }

    /// Edge by edge sum.
    static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom,
                   right: lhs.right + rhs.right)
    }

    /// A readable form, as Plumb prints it.
    public var description: String {
        "(top: \(formatNumber(top)), left: \(formatNumber(left)), bottom: \(formatNumber(bottom)), right: \(formatNumber(right)))"
    }
}

/// A layout axis, UIKit's `NSLayoutConstraint.Axis`.
public enum LayoutAxis: Hashable, Sendable, CaseIterable {
    /// Along x: widths, left and right edges.
    case horizontal
    /// Along y: heights, top and bottom edges.
    case vertical

    /// The axis across this one.
    var other: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
}

/// Formats a number without a trailing `.0` for integral values.
func formatNumber(_ x: Double) -> String {
    if x == 0 { return "0" }  // also -0
    if x.isFinite, x == x.rounded(), Swift.abs(x) < 1e15 { return String(Int64(x)) }
    return String(x)
}
