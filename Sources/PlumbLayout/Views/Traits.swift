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
    /// The user's text size (Dynamic Type), which sets the readable width
    /// (``View/readableContentGuide``); default ``ContentSizeCategory/large``, UIKit's.
    public var preferredContentSizeCategory: ContentSizeCategory
    /// The direction of the user's language (UIKit's `layoutDirection` trait): views whose
    /// ``View/semanticContentAttribute`` is unspecified lay out leading to trailing in it.
    /// Default ``LayoutDirection/leftToRight``.
    public var layoutDirection: LayoutDirection

    /// Creates a value from its parts.
    public init(horizontalSizeClass: SizeClass = .unspecified, verticalSizeClass: SizeClass = .unspecified,
                displayScale: Double? = nil, preferredContentSizeCategory: ContentSizeCategory = .large,
                layoutDirection: LayoutDirection = .leftToRight) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
    }

    /// A readable form, as Plumb prints it.
    public var description: String {
        var s = "width: \(horizontalSizeClass), height: \(verticalSizeClass)"
        if let displayScale { s += ", scale: \(formatNumber(displayScale))" }
        if preferredContentSizeCategory != .large { s += ", text size: \(preferredContentSizeCategory)" }
        if layoutDirection != .leftToRight { s += ", direction: \(layoutDirection)" }
        return s
    }
}

/// Which way a language reads (UIKit's `UIUserInterfaceLayoutDirection`): leading is left
/// in ``leftToRight`` and right in ``rightToLeft``.
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case leftToRight, rightToLeft

    /// The direction named `name` (`leftToRight`, `rightToLeft`, or `ltr`, `rtl`); nil for any
    /// other word. The one table every reader uses.
    public init?(name: String) {
        switch name {
        case "leftToRight", "ltr": self = .leftToRight
        case "rightToLeft", "rtl": self = .rightToLeft
        default: return nil
        }
    }

    /// The case's name.
    public var description: String { rawValue }
}

/// The user's preferred text size (UIKit's `UIContentSizeCategory`), from extra small to the
/// largest accessibility size.
public enum ContentSizeCategory: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
         accessibilityExtraExtraExtraLarge

    /// The body text style's point size at this category (Apple's Dynamic Type table for iOS:
    /// 14, 15, 16, 17 at the default large, 19, 21, 23, then 28, 33, 40, 47, 53).
    public var bodyFontSize: Double {
        switch self {
        case .extraSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .extraLarge: 19
        case .extraExtraLarge: 21
        case .extraExtraExtraLarge: 23
        case .accessibilityMedium: 28
        case .accessibilityLarge: 33
        case .accessibilityExtraLarge: 40
        case .accessibilityExtraExtraLarge: 47
        case .accessibilityExtraExtraExtraLarge: 53
        }
    }

    /// The width of a readable line of body text: UIKit measures 46 "M"s in the body font and
    /// rounds up to a multiple of 8, which is 672 points at the default size (observed on an
    /// iPad); Plumb has no fonts and scales 672 with the body size (Plumb policy), rounded up to
    /// a multiple of 8 the same way.
    public var readableWidth: Double {
        (ContentSizeCategory.readableWidthAtLarge * bodyFontSize / ContentSizeCategory.large.bodyFontSize / 8).rounded(.up) * 8
    }

    /// The readable width at the default size, as UIKit lays it out on an iPad.
    public static let readableWidthAtLarge: Double = 672

    /// A readable form: the case's name.
    public var description: String { rawValue }
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
