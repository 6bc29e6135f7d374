/// A view that shows text and sizes itself to it (UIKit's `UILabel`, headless): its
/// ``View/intrinsicContentSize`` comes from ``text``, ``font``, ``numberOfLines`` and
/// ``preferredMaxLayoutWidth``, measured by ``textMeasurer`` (the iOS system font unless
/// given another) and laid out by ``TextMeasure``, and is updated whenever one of them changes,
/// with the baselines (``View/firstBaselineOffsetFromTop`` and
/// ``View/lastBaselineOffsetFromBottom``: the font's ascender and descender).
///
///     let title = Label("title", text: "Create your account")   // 155 × 21 (whole points)
///
/// Sizes are rounded up to the pixel of the display scale of the layout the label is in
/// (``TraitCollection/displayScale``), to whole points without one, as UIKit rounds them.
/// Hugging and compression resistance keep UIKit's defaults for views made in code (250 and
/// 750); the `.layout` format's `label` uses Interface Builder's 251 hugging instead.
open class Label: View {
    /// The text; nil (the default) gives the label no intrinsic width and one line of height.
    public var text: String? { didSet { if text != oldValue { updateTextSize() } } }
    /// The font (default: the 17-point system font, UIKit's label font).
    public var font = Font() {
        didSet {
            guard font != oldValue else { return }
            updateTextSize()
            updateBaselines()
        }
    }
    /// The font's size in points (a shorthand for `font.pointSize`).
    public var fontSize: Double {
        get { font.pointSize }
        set { font.pointSize = newValue }
    }
    /// What measures the text (default ``TextMeasure/defaultMeasurer``, the system font).
    public var textMeasurer: any TextMeasurer = TextMeasure.defaultMeasurer {
        didSet {
            updateTextSize()
            updateBaselines()
        }
    }
    /// Whether a text-style font takes the style's size at the layout's content size category
    /// (UIKit's `adjustsFontForContentSizeCategory`; default false, as in UIKit).
    public var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory != oldValue { updateTextSize(); updateBaselines() } }
    }
    /// The layout's display scale (sizes are rounded to its pixels) and content size category.
    private var measuringTraits = TraitCollection()
    /// The font text is measured in: ``font``, at the layout's content size category when the
    /// label adjusts to it.
    public var effectiveFont: Font {
        adjustsFontForContentSizeCategory ? font.resolved(for: measuringTraits.preferredContentSizeCategory) : font
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
    /// (UIKit's property of the same name); 0 (the default): the width the layout gives it, as
    /// in UIKit since iOS 8 (``wrapsAtLaidOutWidth``).
    public var preferredMaxLayoutWidth: Double = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { updateTextSize() } }
    }

    /// Whether the label wraps at the width the layout gives it: more than one line allowed
    /// and no ``preferredMaxLayoutWidth``. A layout pass then lays out, takes the label's width
    /// as its wrapping width, and solves again when that changed its intrinsic size.
    public var wrapsAtLaidOutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

    /// The width the last layout pass gave the label, at which it wraps while
    /// ``wrapsAtLaidOutWidth`` (0 before any pass: one line per paragraph).
    public private(set) var laidOutWrappingWidth: Double = 0

    /// Takes `width` as the wrapping width if the label wraps at its laid-out width and the
    /// width changed; returns whether its intrinsic size may have changed.
    func wrap(atLaidOutWidth width: Double) -> Bool {
        guard wrapsAtLaidOutWidth, width.isFinite,
              Swift.abs(width - laidOutWrappingWidth) > Label.wrappingWidthTolerance else { return false }
        laidOutWrappingWidth = width
        let before = intrinsicContentSize
        updateTextSize()
        return intrinsicContentSize != before
    }

    /// Laid-out widths closer than this to the current wrapping width (in points) do not wrap
    /// again: the solver's rounding.
    static let wrappingWidthTolerance = 1e-6

    /// The intrinsic size this label would have wrapped at `width` (its other properties as
    /// they are).
    public func intrinsicSize(wrappingAt width: Double) -> Size {
        Label.intrinsicSize(text: text, font: effectiveFont, numberOfLines: numberOfLines, preferredMaxLayoutWidth: width,
                            scale: measuringTraits.displayScale, measurer: textMeasurer)
    }

    /// The wrapping width the intrinsic size uses: the preferred one, else the laid-out one.
    var effectiveWrappingWidth: Double {
        preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : laidOutWrappingWidth
    }

    /// Creates a label showing `text`.
    public init(_ name: String = "", text: String? = nil, font: Font = Font(), numberOfLines: Int = 1) {
        super.init(name)
        self.text = text
        self.font = font
        self.numberOfLines = numberOfLines
        hasMultilineText = numberOfLines != 1
        updateTextSize()
        updateBaselines()
    }

    /// Creates a label showing `text` in the system font of `fontSize`.
    public convenience init(_ name: String = "", text: String? = nil, fontSize: Double, numberOfLines: Int = 1) {
        self.init(name, text: text, font: Font(pointSize: fontSize), numberOfLines: numberOfLines)
    }

    override var defaultNamePrefix: String { "Label" }

    /// The text's size wrapped at `size.width` (unwrapped for a width of 0 or less), as
    /// UIKit's `UILabel.sizeThatFits(_:)`: ``numberOfLines`` still limits the lines.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicSize(wrappingAt: Swift.max(0, size.width)) }

    override func textTraitsDidChange(_ traits: TraitCollection) {
        guard traits.displayScale != measuringTraits.displayScale
            || traits.preferredContentSizeCategory != measuringTraits.preferredContentSizeCategory else { return }
        let fontBefore = effectiveFont
        measuringTraits = traits
        updateTextSize()
        if effectiveFont != fontBefore { updateBaselines() }
    }

    private func updateTextSize() {
        let size = intrinsicSize(wrappingAt: effectiveWrappingWidth)
        if size != intrinsicContentSize { intrinsicContentSize = size }
    }

    /// The first line's baseline below the top, the last one's above the bottom, for a label at
    /// its intrinsic height (UIKit centres the text in a taller label; Plumb keeps these
    /// offsets). They depend on the font only, so a program may set others after the font.
    private func updateBaselines() {
        let metrics = textMeasurer.lineMetrics(for: effectiveFont)
        let baseline = metrics.ascender, descent = metrics.descender
        if firstBaselineOffsetFromTop != baseline { firstBaselineOffsetFromTop = baseline }
        if lastBaselineOffsetFromBottom != descent { lastBaselineOffsetFromBottom = descent }
    }

    /// The intrinsic size of a label with these properties (what a `Label` and the `.layout`
    /// format's `label` use).
    public static func intrinsicSize(text: String?, font: Font = Font(), numberOfLines: Int = 1,
                                     preferredMaxLayoutWidth: Double = 0, scale: Double? = nil,
                                     measurer: any TextMeasurer = TextMeasure.defaultMeasurer) -> Size {
        guard let text else {
            let line = measurer.lineMetrics(for: font).lineHeight
            return Size(width: View.noIntrinsicMetric, height: TextMeasure.roundedUp(line, scale: scale))
        }
        return TextMeasure.size(of: text, font: font, numberOfLines: numberOfLines,
                                wrappingWidth: preferredMaxLayoutWidth, scale: scale, measurer: measurer)
    }

    /// The intrinsic size of a label in the system font of `fontSize`.
    public static func intrinsicSize(text: String?, fontSize: Double, numberOfLines: Int = 1,
                                     preferredMaxLayoutWidth: Double = 0) -> Size {
        intrinsicSize(text: text, font: Font(pointSize: fontSize), numberOfLines: numberOfLines,
                      preferredMaxLayoutWidth: preferredMaxLayoutWidth)
    }
}
