/// A view that shows text and sizes itself to it (UIKit's `UILabel`, headless): its
/// ``View/intrinsicContentSize`` comes from ``text``, ``fontSize``, ``numberOfLines`` and
/// ``preferredMaxLayoutWidth`` through ``TextMeasure``, Plumb's approximation of UIKit's text
/// metrics, and is updated whenever one of them changes, with the baselines
/// (``View/firstBaselineOffsetFromTop`` and ``View/lastBaselineOffsetFromBottom``: 16 and 4
/// points at 17 points, scaled with the font).
///
///     let title = Label("title", text: "Create your account")   // 152 × 20
///
/// Hugging and compression resistance keep UIKit's defaults for views made in code (250 and
/// 750); the `.layout` format's `label` uses Interface Builder's 251 hugging instead.
public final class Label: View {
    /// The text; nil (the default) gives the label no intrinsic width and one line of height.
    public var text: String? { didSet { if text != oldValue { updateTextSize() } } }
    /// The font size in points (default 17, UIKit's label font).
    public var fontSize: Double = TextMeasure.referenceFontSize {
        didSet {
            guard fontSize != oldValue else { return }
            updateTextSize()
            updateBaselines()
        }
    }
    /// The most lines shown: 1 (the default) keeps the text on one line, 0 means as many as
    /// needed. With any value but 1 the text wraps at ``preferredMaxLayoutWidth``.
    public var numberOfLines = 1 {
        didSet {
            guard numberOfLines != oldValue else { return }
            hasMultilineText = numberOfLines != 1
            updateTextSize()
        }
    }
    /// The width at which a multi-line label wraps its text when computing its intrinsic size
    /// (UIKit's property of the same name); 0 (the default): no wrapping, one line per paragraph.
    public var preferredMaxLayoutWidth: Double = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { updateTextSize() } }
    }

    /// Creates a label showing `text`.
    public init(_ name: String = "", text: String? = nil, fontSize: Double = TextMeasure.referenceFontSize,
                numberOfLines: Int = 1) {
        super.init(name)
        self.text = text
        self.fontSize = fontSize
        self.numberOfLines = numberOfLines
        hasMultilineText = numberOfLines != 1
        updateTextSize()
        updateBaselines()
    }

    override var defaultNamePrefix: String { "Label" }

    private func updateTextSize() {
        intrinsicContentSize = Label.intrinsicSize(text: text, fontSize: fontSize, numberOfLines: numberOfLines,
                                                   preferredMaxLayoutWidth: preferredMaxLayoutWidth)
    }

    /// The first line's baseline below the top, the last one's above the bottom, for a label at
    /// its intrinsic height (UIKit centres the text in a taller label; Plumb keeps these
    /// offsets). They depend on the font only, so a program may set others after the font.
    private func updateBaselines() {
        let baseline = TextMeasure.baseline(fontSize: fontSize)
        let descent = TextMeasure.lineHeight(fontSize: fontSize) - baseline
        if firstBaselineOffsetFromTop != baseline { firstBaselineOffsetFromTop = baseline }
        if lastBaselineOffsetFromBottom != descent { lastBaselineOffsetFromBottom = descent }
    }

    /// The intrinsic size of a label with these properties (what a `Label` and the `.layout`
    /// format's `label` use).
    public static func intrinsicSize(text: String?, fontSize: Double = TextMeasure.referenceFontSize,
                                     numberOfLines: Int = 1, preferredMaxLayoutWidth: Double = 0) -> Size {
        guard let text else {
            return Size(width: View.noIntrinsicMetric, height: TextMeasure.lineHeight(fontSize: fontSize))
        }
        return TextMeasure.size(of: text, fontSize: fontSize, numberOfLines: numberOfLines,
                                wrappingWidth: preferredMaxLayoutWidth)
    }
}
