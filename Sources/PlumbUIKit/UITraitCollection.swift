import Foundation
import PlumbLayout

/// UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular

    init(_ sizeClass: SizeClass) {
        switch sizeClass {
        case .unspecified: self = .unspecified
        case .compact: self = .compact
        case .regular: self = .regular
        }
    }

    var plumb: SizeClass {
        switch self {
        case .unspecified: .unspecified
        case .compact: .compact
        case .regular: .regular
        }
    }
}

/// UIKit's `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight, rightToLeft

    init(_ direction: LayoutDirection) { self = direction == .rightToLeft ? .rightToLeft : .leftToRight }
    var plumb: LayoutDirection { self == .rightToLeft ? .rightToLeft : .leftToRight }
}

/// UIKit's `UITraitEnvironmentLayoutDirection` (the trait; unspecified reads as left to right).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight = 0, rightToLeft = 1
}

/// UIKit's `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft

    init(_ attribute: SemanticContentAttribute) {
        switch attribute {
        case .unspecified: self = .unspecified
        case .playback: self = .playback
        case .spatial: self = .spatial
        case .forceLeftToRight: self = .forceLeftToRight
        case .forceRightToLeft: self = .forceRightToLeft
        }
    }

    var plumb: SemanticContentAttribute {
        switch self {
        case .unspecified: .unspecified
        case .playback: .playback
        case .spatial: .spatial
        case .forceLeftToRight: .forceLeftToRight
        case .forceRightToLeft: .forceRightToLeft
        }
    }
}

/// UIKit's `UIContentSizeCategory`, by the names code uses.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let extraSmall = UIContentSizeCategory(rawValue: "extraSmall")
    public static let small = UIContentSizeCategory(rawValue: "small")
    public static let medium = UIContentSizeCategory(rawValue: "medium")
    public static let large = UIContentSizeCategory(rawValue: "large")
    public static let extraLarge = UIContentSizeCategory(rawValue: "extraLarge")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "extraExtraLarge")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "extraExtraExtraLarge")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "accessibilityMedium")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "accessibilityLarge")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "accessibilityExtraLarge")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "accessibilityExtraExtraLarge")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "accessibilityExtraExtraExtraLarge")

    var plumb: ContentSizeCategory { ContentSizeCategory(rawValue: rawValue) ?? .large }
}

/// UIKit's `UITraitCollection`, reduced to what layout reads.
public final class UITraitCollection: Sendable {
    let traits: TraitCollection

    init(_ traits: TraitCollection) { self.traits = traits }

    public var horizontalSizeClass: UIUserInterfaceSizeClass { UIUserInterfaceSizeClass(traits.horizontalSizeClass) }
    public var verticalSizeClass: UIUserInterfaceSizeClass { UIUserInterfaceSizeClass(traits.verticalSizeClass) }
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
    public var displayScale: CGFloat { CGFloat(traits.displayScale ?? 0) }
    public var preferredContentSizeCategory: UIContentSizeCategory {
        UIContentSizeCategory(rawValue: traits.preferredContentSizeCategory.rawValue)
    }
}

/// UIKit's `traitOverrides` (iOS 17): traits set on a view for its subtree. Plumb applies the
/// overrides of a hierarchy's root to the whole hierarchy; overrides on other views are stored
/// and not applied (Docs/porting.md).
public struct UITraitOverrides: Sendable {
    public var horizontalSizeClass: UIUserInterfaceSizeClass?
    public var verticalSizeClass: UIUserInterfaceSizeClass?
    public var layoutDirection: UITraitEnvironmentLayoutDirection?
    public var displayScale: CGFloat?
    public var preferredContentSizeCategory: UIContentSizeCategory?

    public init() {}

    func apply(to traits: inout TraitCollection) {
        if let horizontalSizeClass { traits.horizontalSizeClass = horizontalSizeClass.plumb }
        if let verticalSizeClass { traits.verticalSizeClass = verticalSizeClass.plumb }
        if let layoutDirection { traits.layoutDirection = layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight }
        if let displayScale { traits.displayScale = Double(displayScale) }
        if let preferredContentSizeCategory { traits.preferredContentSizeCategory = preferredContentSizeCategory.plumb }
    }
}

/// The root of an app's hierarchy. What a device would give it, the safe area, is set here
/// (``deviceSafeAreaInsets``, Plumb's addition).
open class UIWindow: UIView {
    /// The insets the device's status bar, notch and home indicator take (Plumb's: UIKit reads
    /// them from the screen). The window's safe area, inherited by every view inside.
    public var deviceSafeAreaInsets: UIEdgeInsets {
        get { UIEdgeInsets(engineView.additionalSafeAreaInsets) }
        set { engineView.additionalSafeAreaInsets = newValue.plumb }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        engineView.insetsLayoutMarginsFromSafeArea = true
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
