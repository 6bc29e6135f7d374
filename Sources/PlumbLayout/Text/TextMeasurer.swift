/// Measures text in a font: what ``Label``, ``Button``, ``TextField``, the `.layout` format
/// and the Interface Builder importer ask when they size text. Plumb's own is
/// ``SystemFontMeasurer`` (the iOS system font's metrics); a program with real fonts (FreeType,
/// a server-side renderer) supplies its own, as Yoga's and Taffy's measure functions allow:
///
///     struct Monospaced: TextMeasurer {
///         func width(of text: Substring, font: Font) -> Double { Double(text.count) * font.pointSize * 0.6 }
///         func lineMetrics(for font: Font) -> LineMetrics { .init(ascender: font.pointSize, descender: font.pointSize / 4) }
///     }
///     label.textMeasurer = Monospaced()
///
/// Widths and heights are unrounded: ``TextMeasure`` wraps lines and rounds sizes up to the
/// pixel as UIKit does, whatever the measurer.
public protocol TextMeasurer: Sendable {
    /// The advance width of `text` set on one line in `font`, in points (unrounded; newlines
    /// are not passed).
    func width(of text: Substring, font: Font) -> Double
    /// The vertical metrics of one line in `font`.
    func lineMetrics(for font: Font) -> LineMetrics
}

/// The vertical metrics of a line of text, in points.
public struct LineMetrics: Hashable, Sendable {
    /// From the top of the line to its baseline.
    public var ascender: Double
    /// From the baseline to the bottom of the line (positive).
    public var descender: Double
    /// The height of one line: ascender plus descender (UIKit's `lineHeight`; the system font
    /// has no extra leading).
    public var lineHeight: Double { ascender + descender }

    /// Creates metrics from their parts.
    public init(ascender: Double, descender: Double) {
        self.ascender = ascender
        self.descender = descender
    }
}

/// The model Plumb used before it had the system font's metrics: every character (a Swift
/// `Character`) advances 8/17 of the point size, and a line is 20/17 of it with the baseline
/// 16/17 down. Deterministic and easy to count by hand, so examples and tests that are about
/// layout rather than text can use it; real text is measured by ``SystemFontMeasurer``.
public struct FixedAdvanceMeasurer: TextMeasurer {
    /// The advance of one character, as a fraction of the point size.
    public var advance: Double
    /// The ascender and the descender, as fractions of the point size.
    public var ascender: Double, descender: Double

    /// Creates the measurer; the defaults are the 8-points-a-character model at 17 points.
    public init(advance: Double = 8.0 / 17, ascender: Double = 16.0 / 17, descender: Double = 4.0 / 17) {
        self.advance = advance
        self.ascender = ascender
        self.descender = descender
    }

    public func width(of text: Substring, font: Font) -> Double {
        Double(text.count) * advance * font.pointSize
    }

    public func lineMetrics(for font: Font) -> LineMetrics {
        LineMetrics(ascender: ascender * font.pointSize, descender: descender * font.pointSize)
    }
}
