/// A view that shows an image and sizes itself to it (UIKit's `UIImageView`, headless): the
/// intrinsic size is ``imageSize`` (in points), none without an image.
open class ImageView: View {
    /// The size of the image shown, in points; nil (the default): no image, no intrinsic size.
    public var imageSize: Size? {
        didSet {
            guard imageSize != oldValue else { return }
            intrinsicContentSize = imageSize ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        }
    }

    /// Creates an image view showing an image of `imageSize` points.
    public init(_ name: String = "", imageSize: Size? = nil) {
        super.init(name)
        self.imageSize = imageSize
        if let imageSize { intrinsicContentSize = imageSize }
    }

    override var defaultNamePrefix: String { "ImageView" }
}
