import PlumbLayout

/// Where the baselines of a text element sit, estimated from its `<fontDescription>`: Plumb has
/// no fonts, so it uses the system font's proportions (ascender 0.952, descender 0.241, line
/// height 1.193 times the point size, San Francisco's) for every font, with the text centred
/// vertically in the design frame as labels, buttons and text fields draw it.
///
/// Baseline constraints (`firstAttribute="baseline"`) between texts of different sizes then
/// come out within a fraction of a point of what Interface Builder drew.
struct FontMetrics {
    static let ascender = 0.952
    static let descender = 0.241
    static let lineHeight = 1.193

    /// The point sizes of the text styles at the default content size category (Large).
    static let textStyleSizes: [String: Double] = [
        "UICTFontTextStyleLargeTitle": 34, "UICTFontTextStyleTitle0": 34, "UICTFontTextStyleTitle1": 28,
        "UICTFontTextStyleTitle2": 22, "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17,
        "UICTFontTextStyleBody": 17, "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15,
        "UICTFontTextStyleFootnote": 13, "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
    ]

    /// The leading of the text styles at Large (Apple's type scale: Body 17 on 22): a text style
    /// sets its lines this far apart, where a fixed-size font sets them a line height apart. A
    /// four-line Subhead label is saved 78 high (17.9 + 3 × 20; vlc's credit-card form), and
    /// every multi-line text-style label of the corpus is saved a whole number of these lines
    /// high (Body 152.5 = 17.9 + 6 × 22 … within a point), none a multiple of 1.193 × its size.
    static let textStyleLeading: [String: Double] = [
        "UICTFontTextStyleLargeTitle": 41, "UICTFontTextStyleTitle1": 34, "UICTFontTextStyleTitle2": 28,
        "UICTFontTextStyleTitle3": 25, "UICTFontTextStyleHeadline": 22, "UICTFontTextStyleBody": 22,
        "UICTFontTextStyleCallout": 21, "UICTFontTextStyleSubhead": 20, "UICTFontTextStyleFootnote": 18,
        "UICTFontTextStyleCaption1": 16, "UICTFontTextStyleCaption2": 13,
    ]

    let pointSize: Double
    /// How far apart successive lines' baselines are.
    let lineSpacing: Double
    /// The system font the element's text is set in (a custom font is measured as the system
    /// font of its size: Plumb has no other fonts).
    let font: Font

    /// The font of an element (`<fontDescription key="fontDescription" type="system"
    /// weight="semibold" pointSize="17"/>`, `type="boldSystem"`, `type="italicSystem"`, or a
    /// text style); 17 points (UIKit's label default) when there is none.
    init(element: DocumentElement) {
        let description = element.child("fontDescription")
        var font = Font()
        if let size = DocumentValues.number(description?["pointSize"]), size > 0, size.isFinite {
            font.pointSize = size
        } else if let style = description?["style"], let size = FontMetrics.textStyleSizes[style] {
            font.pointSize = size
        }
        if let style = description?["style"].flatMap(TextStyle.init(interfaceBuilderName:)) { font.weight = style.weight }
        switch description?["type"] {
        case "boldSystem": font.weight = .bold
        case "italicSystem": font.isItalic = true
        default: break
        }
        if let weight = description?["weight"].flatMap(Font.Weight.init(rawValue:)) { font.weight = weight }
        self.font = font
        pointSize = font.pointSize
        lineSpacing = description?["style"].flatMap { FontMetrics.textStyleLeading[$0] } ?? font.pointSize * FontMetrics.lineHeight
    }

    /// `(firstBaselineOffsetFromTop, lastBaselineOffsetFromBottom)` for a frame `height` tall
    /// showing `lines` lines (0: as many as fit).
    func baselines(height: Double, lines: Int) -> (first: Double, last: Double) {
        let line = pointSize * FontMetrics.lineHeight
        // Lines after the first add the spacing (a line height, unless a text style's leading);
        // a fixed-size font keeps its plain count, whose rounding the saved frames were matched
        // with, rather than the same count computed a second way.
        let shown = lines == 1 ? 1.0
            : lineSpacing == line ? max(1, (height / line).rounded(.down))
            : max(1, ((height - line) / lineSpacing).rounded(.down) + 1)
        let slack = max(0, (height - line - (shown - 1) * lineSpacing) / 2)
        return (slack + pointSize * FontMetrics.ascender, slack + pointSize * FontMetrics.descender)
    }
}
