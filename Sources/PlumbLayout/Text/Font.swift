/// A font as UIKit's system font describes it (`UIFont.systemFont(ofSize:weight:)`): a point
/// size, a weight and whether it is italic. Text views measure their text in it through a
/// ``TextMeasurer``; Plumb has no font files, so a font is this description, not glyphs.
///
///     let title = Font.systemFont(ofSize: 28, weight: .bold)
///     let body = Font.preferredFont(forTextStyle: .body)        // 17 pt regular
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The weights UIKit offers (`UIFont.Weight`), lightest first.
    public enum Weight: String, CaseIterable, Hashable, Sendable, Comparable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// Lighter first, as `UIFont.Weight`'s raw values order them.
        public static func < (a: Weight, b: Weight) -> Bool {
            a.rank < b.rank
        }

        /// The position in ``allCases``.
        var rank: Int { Weight.allCases.firstIndex(of: self) ?? 0 }
    }

    /// The size in points (UIKit's `pointSize`).
    public var pointSize: Double
    /// The weight.
    public var weight: Weight
    /// Whether the font is italic (measured as upright: Plumb's policy, Docs/text.md).
    public var isItalic: Bool
    /// The text style the font was made for (``preferredFont(forTextStyle:category:)``), if
    /// any: a label that adjusts to the content size category takes the style's size there.
    public var textStyle: TextStyle?

    /// Creates a system font description.
    public init(pointSize: Double = Font.defaultPointSize, weight: Weight = .regular, isItalic: Bool = false) {
        self.pointSize = pointSize
        self.weight = weight
        self.isItalic = isItalic
    }

    /// UIKit's label font size: 17 points.
    public static let defaultPointSize: Double = 17

    /// The system font at `size` (UIKit's `systemFont(ofSize:weight:)`).
    public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> Font {
        Font(pointSize: size, weight: weight)
    }

    /// The bold system font at `size` (UIKit's `boldSystemFont(ofSize:)`).
    public static func boldSystemFont(ofSize size: Double) -> Font { Font(pointSize: size, weight: .bold) }

    /// The italic system font at `size` (UIKit's `italicSystemFont(ofSize:)`).
    public static func italicSystemFont(ofSize size: Double) -> Font { Font(pointSize: size, isItalic: true) }

    /// The font of a text style at a content size category (UIKit's
    /// `preferredFont(forTextStyle:compatibleWith:)`), from Apple's Dynamic Type table.
    public static func preferredFont(forTextStyle style: TextStyle, category: ContentSizeCategory = .large) -> Font {
        var font = Font(pointSize: style.pointSize(at: category), weight: style.weight)
        font.textStyle = style
        return font
    }

    /// This font at a content size category: a text style's font takes the style's size
    /// there; any other font is unchanged.
    public func resolved(for category: ContentSizeCategory) -> Font {
        guard let textStyle else { return self }
        var font = self
        font.pointSize = textStyle.pointSize(at: category)
        return font
    }

    /// `17pt`, `28pt bold`, `12pt semibold italic`, `body (17pt)`.
    public var description: String {
        var s = "\(formatNumber(pointSize))pt"
        if let textStyle { return "\(textStyle.rawValue) (\(s))" }
        if weight != .regular { s += " \(weight.rawValue)" }
        if isItalic { s += " italic" }
        return s
    }
}

/// UIKit's text styles (`UIFont.TextStyle`), whose size follows the user's content size
/// category (Dynamic Type).
public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2

    /// The style Interface Builder writes as `style="UICTFontTextStyleBody"` and so on, or nil.
    public init?(interfaceBuilderName name: String) {
        let table: [String: TextStyle] = [
            "UICTFontTextStyleLargeTitle": .largeTitle, "UICTFontTextStyleTitle0": .largeTitle,
            "UICTFontTextStyleTitle1": .title1, "UICTFontTextStyleTitle2": .title2, "UICTFontTextStyleTitle3": .title3,
            "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleSubhead": .subheadline,
            "UICTFontTextStyleBody": .body, "UICTFontTextStyleCallout": .callout,
            "UICTFontTextStyleFootnote": .footnote, "UICTFontTextStyleCaption1": .caption1,
            "UICTFontTextStyleCaption2": .caption2,
        ]
        guard let style = table[name] else { return nil }
        self = style
    }

    /// The style's weight (headline is semibold, the others regular).
    public var weight: Font.Weight { self == .headline ? .semibold : .regular }

    /// The style's point size at `category`: Apple's Dynamic Type table for iOS, extra small
    /// through the largest accessibility size (17 for body at the default, large).
    public func pointSize(at category: ContentSizeCategory) -> Double {
        let sizes: [Double]
        switch self {
        case .largeTitle: sizes = [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: sizes = [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: sizes = [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: sizes = [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: sizes = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .subheadline: sizes = [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .callout: sizes = [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .footnote: sizes = [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: sizes = [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: sizes = [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
        }
        return sizes[ContentSizeCategory.allCases.firstIndex(of: category) ?? 3]
    }
}
