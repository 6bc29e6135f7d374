import Foundation
import PlumbLayout

/// UIKit's `UIFont`: the system font (SF Pro) at a size, weight and text style, which the text
/// measure sizes labels with. Any other family is measured as the system font of its size
/// (PlumbLayout's rule, Docs/text.md).
public final class UIFont: Hashable, @unchecked Sendable {
    let font: Font

    init(_ font: Font) { self.font = font }

    /// UIKit's `UIFont.Weight`, with UIKit's raw values.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// The nearest of the system font's weights.
        var plumb: Font.Weight {
            let table: [(CGFloat, Font.Weight)] = [(-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular),
                                                   (0.23, .medium), (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black)]
            return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }?.1 ?? .regular
        }
    }

    /// UIKit's `UIFont.TextStyle`.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "largeTitle")
        public static let title1 = TextStyle(rawValue: "title1")
        public static let title2 = TextStyle(rawValue: "title2")
        public static let title3 = TextStyle(rawValue: "title3")
        public static let headline = TextStyle(rawValue: "headline")
        public static let subheadline = TextStyle(rawValue: "subheadline")
        public static let body = TextStyle(rawValue: "body")
        public static let callout = TextStyle(rawValue: "callout")
        public static let footnote = TextStyle(rawValue: "footnote")
        public static let caption1 = TextStyle(rawValue: "caption1")
        public static let caption2 = TextStyle(rawValue: "caption2")
    }

    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(.systemFont(ofSize: Double(size), weight: weight.plumb))
    }
    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(.systemFont(ofSize: Double(size))) }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(.boldSystemFont(ofSize: Double(size))) }
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(.italicSystemFont(ofSize: Double(size))) }
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: size, weight: weight)
    }

    /// The text style at the default text size (large); a label with
    /// `adjustsFontForContentSizeCategory` follows the layout's text size.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(.preferredFont(forTextStyle: PlumbLayout.TextStyle(rawValue: style.rawValue) ?? .body))
    }

    /// Any family, measured as the system font of `size` (never nil here).
    public convenience init?(name: String, size: CGFloat) { self.init(.systemFont(ofSize: Double(size))) }

    public var pointSize: CGFloat { CGFloat(font.pointSize) }
    public var lineHeight: CGFloat { CGFloat(TextMeasure.lineHeight(fontSize: font.pointSize)) }
    public func withSize(_ size: CGFloat) -> UIFont {
        var f = font
        f.pointSize = Double(size)
        return UIFont(f)
    }

    public static func == (a: UIFont, b: UIFont) -> Bool { a.font == b.font }
    public func hash(into hasher: inout Hasher) { hasher.combine(font) }
}

/// UIKit's `NSTextAlignment` (stored: layout does not read it).
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

/// UIKit's `NSLineBreakMode` (stored: Plumb wraps by words and truncates the last line).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
