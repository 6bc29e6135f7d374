@testable import PlumbLayout
import Testing

// Text measured as UIKit measures it (issue 40): SF Pro's advances, kerning and tracking, the
// optical sizes, the eras, rounding to the pixel, wrapping and truncation, and a measurer
// plugged in from Swift.

@Suite("Text measured like UIKit")
struct TextMeasureTests {
    let system = SystemFontMeasurer()

    func width(_ text: String, _ font: Font = Font(), era: SystemFontMeasurer.Era = .iOS14) -> Double {
        SystemFontMeasurer(era: era).width(of: text[...], font: font)
    }

    @Test func widthsUIKitPrinted() {
        // iOS 26 (a device's per-character harvest): "Hello" at 17 points.
        #expect(width("Hello") == 38.814453125)
        // iOS 16: UILabel "Hello World" at 17 points, intrinsic width 88 at scale 3.
        #expect(Swift.abs(width("Hello World") - 87.888671875) < 1e-9)
        #expect(TextMeasure.size(of: "Hello World", scale: 3).width == 88)
        // iOS 11: "This is a test string" at 17 points, printed by boundingRect.
        #expect(width("This is a test string", era: .iOS11) == 144.09326171875)
        // One glyph by hand: 'a' is 1130 units, tracking −52 at 17 points (2048 an em).
        #expect(width("a") == (1130.0 - 52) * 17 / 2048)
    }

    @Test func kerningAppliesBetweenPairs() {
        // "To" kerns; the pair is narrower than its two glyphs apart.
        #expect(width("To") < width("T") + width("o"))
        #expect(width("oo") == 2 * width("o"))   // no kerning for this pair
    }

    @Test func weightAndSizeScaling() {
        let regular = width("Sign in"), bold = width("Sign in", .boldSystemFont(ofSize: 17))
        #expect(bold > regular)
        #expect(width("Sign in", Font(pointSize: 17, weight: .semibold)) > regular)
        #expect(width("Sign in", Font(pointSize: 17, weight: .light)) < regular)
        // Below 17 points only the size and the tracking change: 12 points has none.
        #expect(width("a", Font(pointSize: 12)) == 1130.0 * 12 / 2048)
        // Line heights scale with the size: ascender 1950 and descender 494 units.
        let line = system.lineMetrics(for: Font(pointSize: 17))
        #expect(line.lineHeight == 20.287109375 && line.ascender == 1950.0 * 17 / 2048)
    }

    @Test func textAndDisplayDesigns() {
        // iOS 11–13 switch from SF Pro Text to SF Pro Display at 20 points, with the Display
        // tracking table (+37 units at 20).
        #expect(SystemFontMetrics.textShare(pointSize: 19.5, era: .iOS11) == 1)
        #expect(SystemFontMetrics.textShare(pointSize: 20, era: .iOS11) == 0)
        #expect(SystemFontMetrics.tracking(pointSize: 20, era: .iOS11) == 37)
        #expect(SystemFontMetrics.tracking(pointSize: 17, era: .iOS11) == -47)
        // iOS 14 and later move smoothly from Text (17) to Display (28).
        #expect(SystemFontMetrics.textShare(pointSize: 17, era: .iOS14) == 1)
        #expect(SystemFontMetrics.textShare(pointSize: 28, era: .iOS14) == 0)
        let mid = SystemFontMetrics.textShare(pointSize: 22, era: .iOS14)
        #expect(mid > 0 && mid < 1)
        // Display's 'a' is narrower (1028 units) with positive tracking at 28 points.
        #expect(width("a", Font(pointSize: 28)) == (1028.0 + 28) * 28 / 2048)
        // Interface Builder files pick the era by the Xcode that saved them.
        #expect(SystemFontMeasurer.era(forToolsVersion: 16097) == .iOS11)
        #expect(SystemFontMeasurer.era(forToolsVersion: 17701) == .iOS14)
    }

    @Test func pixelRoundingAtScales2And3() {
        let label = Label("l", text: "Hello World")
        #expect(label.intrinsicContentSize == Size(width: 88, height: 21))        // whole points without a scale
        label.textTraitsDidChange(TraitCollection(displayScale: 2))
        #expect(label.intrinsicContentSize == Size(width: 88, height: 20.5))
        label.textTraitsDidChange(TraitCollection(displayScale: 3))
        #expect(label.intrinsicContentSize.height == 61.0 / 3)
        #expect(TextMeasure.roundedUp(20.287109375, scale: 3) == 61.0 / 3)
        #expect(TextMeasure.roundedUp(20.5, scale: 2) == 20.5)                       // on a pixel stays
    }

    @Test func aLaidOutLabelTakesItsEnginesScale() throws {
        let label = Label("l", text: "Hello")
        let root = View("root") { label }
        try activate {
            label.leading == root.leading
            label.top == root.top
        }
        root.layout(in: Size(width: 375, height: 667), traits: TraitCollection(displayScale: 3))
        #expect(label.frame.height == 61.0 / 3)
        #expect(label.frame.width == 39)
    }

    @Test func cjkAndEmojiUseTheirFallbackAdvances() {
        #expect(width("中文") == 2 * 1.026 * 17)          // PingFang SC
        #expect(width("한국") == 2 * 0.866 * 17)          // Apple SD Gothic Neo
        #expect(width("かな漢") == 3 * 0.936 * 17)        // Hiragino Sans, with kana
        #expect(width("👍🏽") == 17)                       // one emoji, one em
        #expect(width("e\u{301}") == width("e"))         // a combining mark adds nothing
    }

    @Test func wrappingAtTheWidthAndBreakingLongWords() {
        let text = "The quick brown fox jumps over the lazy dog"
        let lines = TextMeasure.lines(of: text, wrappingWidth: 120)
        #expect(lines.count > 1)
        for line in lines { #expect(width(String(line)) <= 120) }
        #expect(lines.joined(separator: " ") == text)
        // A word wider than the line is broken between characters.
        let long = TextMeasure.lines(of: "Supercalifragilistic", wrappingWidth: 50)
        #expect(long.count > 1 && long.joined() == "Supercalifragilistic")
        // numberOfLines caps the height; the height is lines × line height, rounded up.
        let two = TextMeasure.size(of: text, numberOfLines: 2, wrappingWidth: 120, scale: 2)
        #expect(two.height == TextMeasure.roundedUp(2 * 20.287109375, scale: 2))
    }

    @Test func tailTruncation() {
        #expect(TextMeasure.truncated("Hello", width: 100) == "Hello")
        let cut = TextMeasure.truncated("A title far too long to fit", width: 80)
        #expect(cut.hasSuffix("…") && width(cut) <= 80)
        #expect(TextMeasure.truncated("Hello", width: 1) == "…")
    }

    @Test func aMeasurerPluggedInFromSwift() {
        struct Monospaced: TextMeasurer {
            func width(of text: Substring, font: Font) -> Double { Double(text.count) * font.pointSize * 0.6 }
            func lineMetrics(for font: Font) -> LineMetrics { LineMetrics(ascender: font.pointSize, descender: font.pointSize / 4) }
        }
        let label = Label("l", text: "abcde", font: Font(pointSize: 10))
        label.textMeasurer = Monospaced()
        #expect(label.intrinsicContentSize == Size(width: 30, height: 13))   // 12.5 rounded up
        #expect(label.firstBaselineOffsetFromTop == 10 && label.lastBaselineOffsetFromBottom == 2.5)
        let button = Button("b", title: "abcdefghij")
        button.textMeasurer = Monospaced()
        #expect(button.intrinsicContentSize.width == 90)                       // 10 × 15 × 0.6
    }

    @Test func textStylesFollowTheContentSizeCategory() {
        #expect(Font.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(Font.preferredFont(forTextStyle: .headline).weight == .semibold)
        // A label that adjusts takes the style's size at the layout's category.
        let label = Label("l", text: "Hello", font: .preferredFont(forTextStyle: .body))
        label.textTraitsDidChange(TraitCollection(preferredContentSizeCategory: .accessibilityLarge))
        #expect(label.intrinsicContentSize.height == 21)         // does not adjust: still 17 points
        label.adjustsFontForContentSizeCategory = true
        #expect(label.effectiveFont.pointSize == 33)
        #expect(label.intrinsicContentSize.height == TextMeasure.roundedUp(33 * 2444 / 2048, scale: nil))
        #expect(Font.preferredFont(forTextStyle: .body, category: .accessibilityExtraExtraExtraLarge).pointSize == 53)
        #expect(TextStyle(interfaceBuilderName: "UICTFontTextStyleSubhead") == .subheadline)
    }
}
