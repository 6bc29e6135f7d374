/// A one-line text field (UIKit's `UITextField` with a rounded border, headless). It has an
/// intrinsic height, its font's line plus ``TextField/verticalPadding`` rounded up to a whole
/// point (34 points at 17, 30 at Interface Builder's default 14), and no intrinsic width:
/// fields are sized by constraints, and neither the text nor the placeholder widens them
/// (Plumb's policy, as in the `.layout` format).
open class TextField: View {
    /// Points added to the line height: fitted to UIKit's rounded-rect fields, 30 points
    /// high at 14 and 34 at 17 (Plumb's policy; no published rule).
    public static let verticalPadding: Double = 13
    /// The text (does not size the field).
    public var text: String?
    /// The placeholder (does not size the field).
    public var placeholder: String?
    /// The font (default: the 17-point system font).
    public var font = Font() {
        didSet { if font != oldValue { intrinsicContentSize = TextField.intrinsicSize(font: font, measurer: textMeasurer) } }
    }
    /// The font's size in points (a shorthand for `font.pointSize`).
    public var fontSize: Double {
        get { font.pointSize }
        set { font.pointSize = newValue }
    }
    /// What measures the font's line (default ``TextMeasure/defaultMeasurer``).
    public var textMeasurer: any TextMeasurer = TextMeasure.defaultMeasurer {
        didSet { intrinsicContentSize = TextField.intrinsicSize(font: font, measurer: textMeasurer) }
    }

    /// Creates a text field.
    public init(_ name: String = "", text: String? = nil, placeholder: String? = nil, font: Font = Font()) {
        super.init(name)
        self.text = text
        self.placeholder = placeholder
        self.font = font
        intrinsicContentSize = TextField.intrinsicSize(font: font)
    }

    /// Creates a text field in the system font of `fontSize`.
    public convenience init(_ name: String = "", text: String? = nil, placeholder: String? = nil, fontSize: Double) {
        self.init(name, text: text, placeholder: placeholder, font: Font(pointSize: fontSize))
    }

    override var defaultNamePrefix: String { "TextField" }

    /// The intrinsic size of a field (what a `TextField` and the `.layout` format's `field` use).
    public static func intrinsicSize(font: Font = Font(), measurer: any TextMeasurer = TextMeasure.defaultMeasurer) -> Size {
        let line = measurer.lineMetrics(for: font).lineHeight
        return Size(width: View.noIntrinsicMetric, height: (line + verticalPadding - TextMeasure.pixelTolerance).rounded(.up))
    }

    /// The intrinsic size of a field in the system font of `fontSize`.
    public static func intrinsicSize(fontSize: Double) -> Size { intrinsicSize(font: Font(pointSize: fontSize)) }
}
