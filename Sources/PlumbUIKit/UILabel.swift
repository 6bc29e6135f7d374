import Foundation
import PlumbLayout

/// UIKit's `UILabel`: its intrinsic size is its text measured in its font (PlumbLayout's
/// ``Label``); colour and alignment are stored.
open class UILabel: UIView {
    override class func makeEngineView() -> any HostedView { HostedLabel() }

    private var label: Label? { engineView as? Label }
    private var style = TextAppearance()

    open var text: String? {
        get { label?.text }
        set { label?.text = newValue }
    }

    open var font: UIFont! {
        get { label.map { UIFont($0.font) } }
        set { if let newValue { label?.font = newValue.font } }
    }

    /// 0 for as many lines as the text needs.
    open var numberOfLines: Int {
        get { label?.numberOfLines ?? 1 }
        set { label?.numberOfLines = newValue }
    }

    open var preferredMaxLayoutWidth: CGFloat {
        get { CGFloat(label?.preferredMaxLayoutWidth ?? 0) }
        set { label?.preferredMaxLayoutWidth = Double(newValue) }
    }

    open var adjustsFontForContentSizeCategory: Bool {
        get { label?.adjustsFontForContentSizeCategory ?? false }
        set { label?.adjustsFontForContentSizeCategory = newValue }
    }

    open var textColor: UIColor! {
        get { style.textColor }
        set { style.textColor = newValue ?? .label }
    }

    open var textAlignment: NSTextAlignment {
        get { style.textAlignment }
        set { style.textAlignment = newValue }
    }

    open var lineBreakMode: NSLineBreakMode {
        get { style.lineBreakMode }
        set { style.lineBreakMode = newValue }
    }

    /// Stored: the text is measured at its font's size.
    open var adjustsFontSizeToFitWidth: Bool {
        get { style.adjustsFontSizeToFitWidth }
        set { style.adjustsFontSizeToFitWidth = newValue }
    }

    open var minimumScaleFactor: CGFloat {
        get { style.minimumScaleFactor }
        set { style.minimumScaleFactor = newValue }
    }

    /// The text's size; zero without text, as UIKit's label collapses when its text is nil or
    /// empty (which is why code sets `" "` to keep a line).
    open override var intrinsicContentSize: CGSize {
        (text ?? "").isEmpty ? .zero : super.intrinsicContentSize
    }
}

/// A text view's stored appearance.
struct TextAppearance {
    var textColor = UIColor.label
    var textAlignment = NSTextAlignment.natural
    var lineBreakMode = NSLineBreakMode.byTruncatingTail
    var adjustsFontSizeToFitWidth = false
    var minimumScaleFactor: CGFloat = 0
}

/// UIKit's `UIControl`, for its state and alignment types (no events here).
open class UIControl: UIView {
    /// UIKit's `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
}

/// UIKit's `UITextField`: its height comes from its font (PlumbLayout's ``TextField``).
open class UITextField: UIControl {
    override class func makeEngineView() -> any HostedView { HostedTextField() }

    /// UIKit's `UITextField.BorderStyle` (stored).
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }

    private var field: TextField? { engineView as? TextField }
    private var style = TextAppearance()

    open var text: String? {
        get { field?.text }
        set { field?.text = newValue }
    }

    open var placeholder: String? {
        get { field?.placeholder }
        set { field?.placeholder = newValue }
    }

    open var font: UIFont? {
        get { field.map { UIFont($0.font) } }
        set { if let newValue { field?.font = newValue.font } }
    }

    open var borderStyle = BorderStyle.none {
        didSet { if borderStyle != oldValue { invalidateIntrinsicContentSize() } }
    }
    open var isSecureTextEntry = false

    open var textColor: UIColor? {
        get { style.textColor }
        set { style.textColor = newValue ?? .label }
    }

    open var textAlignment: NSTextAlignment {
        get { style.textAlignment }
        set { style.textAlignment = newValue }
    }

    /// The smallest height of a rounded-rect field since iOS 13: Xcode 15 saved a 14-point
    /// field 34 high (Docs/porting.md).
    public static let roundedRectMinimumHeight: CGFloat = 34

    /// By border style (Plumb's policy, Docs/porting.md): rounded rect, the field's line plus
    /// its padding and at least ``roundedRectMinimumHeight``; no border, its font's line;
    /// line and bezel, the line plus the padding.
    open override var intrinsicContentSize: CGSize {
        var size = super.intrinsicContentSize
        switch borderStyle {
        case .roundedRect: size.height = max(size.height, UITextField.roundedRectMinimumHeight)
        case .none: size.height = ((font ?? .systemFont(ofSize: 17)).lineHeight).rounded(.up)
        case .line, .bezel: break
        }
        return size
    }
}
