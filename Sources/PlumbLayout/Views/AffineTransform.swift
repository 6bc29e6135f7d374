/// A 2-D affine transform, UIKit's `CGAffineTransform`: a point `(x, y)` maps to
/// `(a·x + c·y + tx, b·x + d·y + ty)`.
///
/// A view's ``View/transform`` is applied about its centre (see ``View/transform``); a scroll
/// view zooms its ``ScrollView/viewForZooming`` by setting a scale transform on it.
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    /// Row 1, column 1 of the matrix.
    public var a: Double
    /// Row 1, column 2 of the matrix.
    public var b: Double
    /// Row 2, column 1 of the matrix.
    public var c: Double
    /// Row 2, column 2 of the matrix.
    public var d: Double
    /// The horizontal translation.
    public var tx: Double
    /// The vertical translation.
    public var ty: Double

    /// Creates a value from its parts.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A scale by `sx` horizontally and `sy` vertically.
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A translation.
    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `other` (UIKit's `concatenating(_:)`).
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * other.a + b * other.c, b: a * other.b + b * other.d,
                        c: c * other.a + d * other.c, d: c * other.b + d * other.d,
                        tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The inverse, or nil when the transform is singular (or not finite).
    public func inverted() -> AffineTransform? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        return AffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                               tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// The point mapped by the transform.
    public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The smallest rectangle holding the transformed corners of `rect` (UIKit's
    /// `rect.applying(_:)`).
    public func apply(to rect: Rect) -> Rect {
        rect.boundingBox { apply(to: $0) }
    }

    /// A readable form, as Plumb prints it.
    public var description: String {
        "[\(formatNumber(a)), \(formatNumber(b)), \(formatNumber(c)), \(formatNumber(d)), \(formatNumber(tx)), \(formatNumber(ty))]"
    }
}
