/// A button that sizes itself to its title (UIKit's system `UIButton` without a
/// configuration, headless): as wide as its title, at least ``Button/minimumWidth``, and its
/// title's line plus ``Button/verticalPadding`` high, each rounded up to a whole point — 30
/// points high in UIKit's default 15-point title font.
open class Button: View {
    /// The least intrinsic width of a button with a title (UIKit's system buttons).
    public static let minimumWidth: Double = 30
    /// Points added to the title's height: UIKit insets the title 6 points above and below.
    public static let verticalPadding: Double = 12
    /// The title font of a system button: 15 points.
    public static let defaultFont = Font(pointSize: 15)
    /// The title; nil (the default) gives the button no intrinsic width.
    public var title: String? { didSet { if title != oldValue { updateTitleSize() } } }
    /// The title's font (default ``defaultFont``).
    public var font = Button.defaultFont { didSet { if font != oldValue { updateTitleSize() } } }
    /// The title font's size in points (a shorthand for `font.pointSize`).
    public var fontSize: Double {
        get { font.pointSize }
        set { font.pointSize = newValue }
    }
    /// What measures the title (default ``TextMeasure/defaultMeasurer``).
    public var textMeasurer: any TextMeasurer = TextMeasure.defaultMeasurer { didSet { updateTitleSize() } }
    /// The layout's display scale (sizes are rounded to its pixels) and content size category.
    private var measuringTraits = TraitCollection()
    /// Whether a text-style title font takes the style's size at the layout's content size
    /// category (UIKit's `titleLabel.adjustsFontForContentSizeCategory`; default false).
    public var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory != oldValue { updateTitleSize() } }
    }

    /// Creates a button with a title.
    public init(_ name: String = "", title: String? = nil, font: Font = Button.defaultFont) {
        super.init(name)
        self.title = title
        self.font = font
        updateTitleSize()
    }

    /// Creates a button with a title in the system font of `fontSize`.
    public convenience init(_ name: String = "", title: String? = nil, fontSize: Double) {
        self.init(name, title: title, font: Font(pointSize: fontSize))
    }

    override var defaultNamePrefix: String { "Button" }

    override func textTraitsDidChange(_ traits: TraitCollection) {
        guard traits.displayScale != measuringTraits.displayScale
            || traits.preferredContentSizeCategory != measuringTraits.preferredContentSizeCategory else { return }
        measuringTraits = traits
        updateTitleSize()
    }

    private func updateTitleSize() {
        let measured = adjustsFontForContentSizeCategory ? font.resolved(for: measuringTraits.preferredContentSizeCategory) : font
        let size = Button.intrinsicSize(title: title, font: measured, scale: measuringTraits.displayScale, measurer: textMeasurer)
        if size != intrinsicContentSize { intrinsicContentSize = size }
    }

    /// The intrinsic size of a button with this title (what a `Button` and the `.layout`
    /// format's `button` use): the title's size at the pixel of `scale`, its width at least
    /// ``minimumWidth``, its height plus ``verticalPadding``, each rounded up to a whole point.
    public static func intrinsicSize(title: String?, font: Font = Button.defaultFont, scale: Double? = nil,
                                     measurer: any TextMeasurer = TextMeasure.defaultMeasurer) -> Size {
        let text = TextMeasure.size(of: title ?? "", font: font, scale: scale, measurer: measurer)
        let height = (text.height + verticalPadding - TextMeasure.pixelTolerance).rounded(.up)
        guard title != nil else { return Size(width: View.noIntrinsicMetric, height: height) }
        return Size(width: Swift.max(minimumWidth, (text.width - TextMeasure.pixelTolerance).rounded(.up)), height: height)
    }
}
