/// A one-line text field (UIKit's `UITextField` with a rounded border, headless). It has an
/// intrinsic height, one line plus ``TextField/verticalPadding`` (34 points at the default
/// 17-point font), and no intrinsic width: fields are sized by constraints, and neither the text
/// nor the placeholder widens them (Plumb's policy, as in the `.layout` format).
public final class TextField: View {
    /// Points added to the line height.
    public static let verticalPadding: Double = 14

    /// The text (does not size the field).
    public var text: String?
    /// The placeholder (does not size the field).
    public var placeholder: String?
    /// The font size in points (default 17).
    public var fontSize: Double = TextMeasure.referenceFontSize {
        didSet { if fontSize != oldValue { intrinsicContentSize = TextField.intrinsicSize(fontSize: fontSize) } }
    }

    /// Creates a text field.
    public init(_ name: String = "", text: String? = nil, placeholder: String? = nil,
                fontSize: Double = TextMeasure.referenceFontSize) {
        super.init(name)
        self.text = text
        self.placeholder = placeholder
        self.fontSize = fontSize
        intrinsicContentSize = TextField.intrinsicSize(fontSize: fontSize)
    }

    override var defaultNamePrefix: String { "TextField" }

    /// The intrinsic size of a field (what a `TextField` and the `.layout` format's `field` use).
    public static func intrinsicSize(fontSize: Double = TextMeasure.referenceFontSize) -> Size {
        Size(width: View.noIntrinsicMetric, height: TextMeasure.lineHeight(fontSize: fontSize) + verticalPadding)
    }
}
