import Foundation
import PlumbLayout

/// UIKit's `UIButton`: the title's size in the title label's font, as PlumbLayout's ``Button``
/// measures it, plus the image beside it and ``contentEdgeInsets``.
open class UIButton: UIControl {
    override class func makeEngineView() -> any HostedView { HostedButton() }

    /// UIKit's `UIButton.ButtonType` (stored).
    public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }

    private var button: Button? { engineView as? Button }
    private var titles: [UInt: String] = [:]
    private var images: [UInt: UIImage] = [:]
    public private(set) var buttonType = ButtonType.custom

    public convenience init(type: ButtonType) {
        self.init(frame: .zero)
        buttonType = type
    }

    /// The label whose font sets the title's (not a subview here).
    public private(set) lazy var titleLabel: UILabel? = {
        let label = UIButtonTitleLabel(frame: .zero)
        label.button = self
        label.font = UIFont(button?.font ?? Button.defaultFont)
        return label
    }()

    public func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        if state == .normal {
            button?.title = title
            titleLabel?.text = title
        }
    }

    public func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }
    public var currentTitle: String? { title(for: .normal) }

    public func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        if state == .normal { invalidateIntrinsicContentSize() }
    }

    public func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }
    public var currentImage: UIImage? { image(for: .normal) }

    open var contentEdgeInsets = UIEdgeInsets.zero {
        didSet { invalidateIntrinsicContentSize() }
    }

    func titleFontChanged(_ font: UIFont) { button?.font = font.font }

    /// The title's size (PlumbLayout's button), widened by the image beside it and the insets;
    /// an image alone gives its own size.
    open override var intrinsicContentSize: CGSize {
        var size = super.intrinsicContentSize
        if let image = currentImage {
            if currentTitle == nil {
                size = image.size
            } else {
                size.width += image.size.width
                size.height = max(size.height, image.size.height)
            }
        }
        size.width += contentEdgeInsets.left + contentEdgeInsets.right
        size.height += contentEdgeInsets.top + contentEdgeInsets.bottom
        return size
    }
}

/// A button's title label: its font is the button's title font.
final class UIButtonTitleLabel: UILabel {
    weak var button: UIButton?
    override var font: UIFont! {
        didSet { if let font { button?.titleFontChanged(font) } }
    }
}

/// UIKit's `UIImage`: a size. Asset catalogues and symbols are not available: `init(named:)`
/// is nil, and a system symbol is a square of ``symbolSide`` points (Plumb's policy).
public final class UIImage: @unchecked Sendable {
    public let size: CGSize

    /// An image of this size in points (Plumb's: there are no image files to read).
    public init(size: CGSize) { self.size = size }

    public convenience init?(named name: String) { return nil }

    public convenience init?(systemName name: String) {
        self.init(size: CGSize(width: UIImage.symbolSide, height: UIImage.symbolSide))
    }

    /// The side of a system symbol image at the default configuration.
    public static let symbolSide: CGFloat = 20

    /// UIKit's rendering modes (stored).
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
    public func withRenderingMode(_ mode: RenderingMode) -> UIImage { self }
}

/// UIKit's `UIImageView`: its intrinsic size is its image's.
open class UIImageView: UIView {
    override class func makeEngineView() -> any HostedView { HostedImageView() }

    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
        if let image { frame = CGRect(origin: .zero, size: image.size) }
    }

    open var image: UIImage? {
        didSet { (engineView as? ImageView)?.imageSize = image?.size.plumb }
    }

    open var highlightedImage: UIImage?
}
