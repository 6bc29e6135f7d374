/// A button that sizes itself to its title (UIKit's system `UIButton`, headless): the title's
/// width (``TextMeasure``) plus ``Button/contentPadding`` on each side, and one line plus
/// ``Button/verticalPadding`` high (30 points at the default 17-point font).
public final class Button: View {
    /// Points added on each side of the title.
    public static let contentPadding: Double = 8
    /// Points added to the title's line height.
    public static let verticalPadding: Double = 10

    /// The title; nil (the default) gives the button no intrinsic width.
    public var title: String? { didSet { if title != oldValue { updateTitleSize() } } }
    /// The title's font size in points (default 17).
    public var fontSize: Double = TextMeasure.referenceFontSize { didSet { if fontSize != oldValue { updateTitleSize() } } }

    /// Creates a button with a title.
    public init(_ name: String = "", title: String? = nil, fontSize: Double = TextMeasure.referenceFontSize) {
        super.init(name)
        self.title = title
        self.fontSize = fontSize
        updateTitleSize()
    }

    override var defaultNamePrefix: String { "Button" }

    private func updateTitleSize() {
        intrinsicContentSize = Button.intrinsicSize(title: title, fontSize: fontSize)
    }

    /// The intrinsic size of a button with this title (what a `Button` and the `.layout`
    /// format's `button` use).
    public static func intrinsicSize(title: String?, fontSize: Double = TextMeasure.referenceFontSize) -> Size {
        let height = TextMeasure.lineHeight(fontSize: fontSize) + verticalPadding
        guard let title else { return Size(width: View.noIntrinsicMetric, height: height) }
        return Size(width: TextMeasure.width(of: title, fontSize: fontSize) + 2 * contentPadding, height: height)
    }
}
