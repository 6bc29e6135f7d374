/// A size class, UIKit's `UIUserInterfaceSizeClass`.
public enum SizeClass: Hashable, Sendable, CustomStringConvertible {
    /// No size class given: the default of ``TraitCollection`` (Interface Builder's *any* reads as this).
    case unspecified
    /// Constrained space: an iPhone's width in portrait, its height in landscape.
    case compact
    /// Ample space: an iPad in both axes, a large iPhone's width in landscape.
    case regular

    /// The size class named `name`: `compact`, `regular`, or `unspecified` (also `any`, as
    /// Interface Builder says it); nil for any other word. The one table every reader uses.
    public init?(name: String) {
        switch name {
        case "compact": self = .compact
        case "regular": self = .regular
        case "unspecified", "any": self = .unspecified
        default: return nil
        }
    }

    /// `compact`, `regular` or `unspecified`.
    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .compact: "compact"
        case .regular: "regular"
        }
    }
}

/// The environment a layout pass runs in: size classes and, optionally, a display scale to
/// snap frames to (UIKit's `UITraitCollection`, reduced to what layout needs).
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// The width size class.
    public var horizontalSizeClass: SizeClass
    /// The height size class.
    public var verticalSizeClass: SizeClass
    /// Pixels per point to snap frame edges to (1, 2 or 3 like UIKit screens), or nil (the
    /// default) to report exact solver values. Snapping rounds each edge in root coordinates to
    /// the nearest pixel, so views that touch keep touching.
    public var displayScale: Double?

    /// Creates a value from its parts.
    public init(horizontalSizeClass: SizeClass = .unspecified, verticalSizeClass: SizeClass = .unspecified,
                displayScale: Double? = nil) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
    }

    /// A readable form, as Plumb prints it.
    public var description: String {
        var s = "width: \(horizontalSizeClass), height: \(verticalSizeClass)"
        if let displayScale { s += ", scale: \(formatNumber(displayScale))" }
        return s
    }
}

/// A combination of size classes a view or constraint is installed for (an Interface Builder
/// "variation"). A nil member matches any size class, so `SizeClassCondition(width: .compact)`
/// matches compact width with any height.
public struct SizeClassCondition: Hashable, Sendable, CustomStringConvertible {
    /// The width size class; nil matches any.
    public var width: SizeClass?
    /// The height size class; nil matches any.
    public var height: SizeClass?

    /// Creates a value from its parts.
    public init(width: SizeClass? = nil, height: SizeClass? = nil) {
        self.width = width
        self.height = height
    }

    /// Any height, this width class.
    public static func width(_ sizeClass: SizeClass) -> SizeClassCondition { .init(width: sizeClass) }
    /// Any width, this height class.
    public static func height(_ sizeClass: SizeClass) -> SizeClassCondition { .init(height: sizeClass) }

    /// Whether `traits` has these size classes.
    public func matches(_ traits: TraitCollection) -> Bool {
        (width.map { $0 == traits.horizontalSizeClass } ?? true)
            && (height.map { $0 == traits.verticalSizeClass } ?? true)
    }

    /// A readable form, as Plumb prints it.
    public var description: String {
        switch (width, height) {
        case (nil, nil): "any"
        case (let w?, nil): "widthClass=\(w)"
        case (nil, let h?): "heightClass=\(h)"
        case (let w?, let h?): "heightClass=\(h)-widthClass=\(w)"
        }
    }
}

extension Array where Element == SizeClassCondition {
    /// Empty means "every size class"; otherwise any member must match.
    func allows(_ traits: TraitCollection) -> Bool {
        isEmpty || contains { $0.matches(traits) }
    }
}
