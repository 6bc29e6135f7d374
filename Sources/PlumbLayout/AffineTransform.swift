/// A 2-D affine transform, UIKit's `CGAffineTransform`: a point `(x, y)` maps to
/// `(a·x + c·y + tx, b·x + d·y + ty)`.
///
/// A view's ``View/transform`` is applied about its centre (see ``View/transform``); a scroll
/// view zooms its ``ScrollView/viewForZooming`` by setting a scale transform on it.
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var tx: Double
    public var ty: Double

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

    public var description: String {
        "[\(formatNumber(a)), \(formatNumber(b)), \(formatNumber(c)), \(formatNumber(d)), \(formatNumber(tx)), \(formatNumber(ty))]"
    }
}
