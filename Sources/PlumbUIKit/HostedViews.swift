import Foundation
import PlumbLayout

/// The engine's view behind a UIKit-spelled one (Docs/porting.md, "How it is built"): the
/// engine calls its overridable members, and it hands each call to the ``UIView`` that owns
/// it, whose subclass may override it. It refers to that view weakly: the view owns it.
protocol HostedView: View {
    var host: UIView? { get set }
    /// The engine's own value, for `UIView`'s default `intrinsicContentSize`.
    var baseIntrinsicContentSize: Size { get }
    /// The engine's own answer, for `UIView`'s default `sizeThatFits(_:)`.
    func baseSizeThatFits(_ size: Size) -> Size
}

/// What every hosted view does in the engine's hooks: ask the host.
extension HostedView {
    func hostedIntrinsicContentSize() -> Size? { host?.intrinsicContentSize.plumb }
    func hostedUpdateConstraints() { host?.updateConstraints() }
    func hostedLayoutSubviews() { host?.layoutSubviews() }
    func hostedTraitsDidChange(_ previous: TraitCollection?) {
        host?.traitCollectionDidChange(previous.map(UITraitCollection.init))
    }
    func hostedSizeThatFits(_ size: Size) -> Size? { host?.sizeThatFits(CGSize(size)).plumb }
    /// The UIKit-spelled class (`UIButton`, `ProfileHeaderView`) for the console block.
    var hostedClassName: String? { host.map { String(describing: type(of: $0)) } }
}

// One class per engine view type: Swift has no mixins, so each repeats the same seven
// overrides, each one line that calls the shared extension above.

final class HostedPlainView: View, HostedView {
    weak var host: UIView?
    override var intrinsicContentSize: Size {
        get { hostedIntrinsicContentSize() ?? super.intrinsicContentSize }
        set { super.intrinsicContentSize = newValue }
    }
    var baseIntrinsicContentSize: Size { super.intrinsicContentSize }
    override var debugClassName: String { hostedClassName ?? super.debugClassName }
    override func updateConstraints() { hostedUpdateConstraints() }
    override func layoutSubviews() { hostedLayoutSubviews() }
    override func traitCollectionDidChange(_ previous: TraitCollection?) { hostedTraitsDidChange(previous) }
    override func sizeThatFits(_ size: Size) -> Size { hostedSizeThatFits(size) ?? super.sizeThatFits(size) }
    func baseSizeThatFits(_ size: Size) -> Size { super.sizeThatFits(size) }
}

final class HostedLabel: Label, HostedView {
    weak var host: UIView?
    override var intrinsicContentSize: Size {
        get { hostedIntrinsicContentSize() ?? super.intrinsicContentSize }
        set { super.intrinsicContentSize = newValue }
    }
    var baseIntrinsicContentSize: Size { super.intrinsicContentSize }
    override var debugClassName: String { hostedClassName ?? super.debugClassName }
    override func updateConstraints() { hostedUpdateConstraints() }
    override func layoutSubviews() { hostedLayoutSubviews() }
    override func traitCollectionDidChange(_ previous: TraitCollection?) { hostedTraitsDidChange(previous) }
    override func sizeThatFits(_ size: Size) -> Size { hostedSizeThatFits(size) ?? super.sizeThatFits(size) }
    func baseSizeThatFits(_ size: Size) -> Size { super.sizeThatFits(size) }
}

final class HostedButton: Button, HostedView {
    weak var host: UIView?
    override var intrinsicContentSize: Size {
        get { hostedIntrinsicContentSize() ?? super.intrinsicContentSize }
        set { super.intrinsicContentSize = newValue }
    }
    var baseIntrinsicContentSize: Size { super.intrinsicContentSize }
    override var debugClassName: String { hostedClassName ?? super.debugClassName }
    override func updateConstraints() { hostedUpdateConstraints() }
    override func layoutSubviews() { hostedLayoutSubviews() }
    override func traitCollectionDidChange(_ previous: TraitCollection?) { hostedTraitsDidChange(previous) }
    override func sizeThatFits(_ size: Size) -> Size { hostedSizeThatFits(size) ?? super.sizeThatFits(size) }
    func baseSizeThatFits(_ size: Size) -> Size { intrinsicContentSize }
}

final class HostedTextField: TextField, HostedView {
    weak var host: UIView?
    override var intrinsicContentSize: Size {
        get { hostedIntrinsicContentSize() ?? super.intrinsicContentSize }
        set { super.intrinsicContentSize = newValue }
    }
    var baseIntrinsicContentSize: Size { super.intrinsicContentSize }
    override var debugClassName: String { hostedClassName ?? super.debugClassName }
    override func updateConstraints() { hostedUpdateConstraints() }
    override func layoutSubviews() { hostedLayoutSubviews() }
    override func traitCollectionDidChange(_ previous: TraitCollection?) { hostedTraitsDidChange(previous) }
    override func sizeThatFits(_ size: Size) -> Size { hostedSizeThatFits(size) ?? super.sizeThatFits(size) }
    func baseSizeThatFits(_ size: Size) -> Size { super.intrinsicContentSize }
}

final class HostedImageView: ImageView, HostedView {
    weak var host: UIView?
    override var intrinsicContentSize: Size {
        get { hostedIntrinsicContentSize() ?? super.intrinsicContentSize }
        set { super.intrinsicContentSize = newValue }
    }
    var baseIntrinsicContentSize: Size { super.intrinsicContentSize }
    override var debugClassName: String { hostedClassName ?? super.debugClassName }
    override func updateConstraints() { hostedUpdateConstraints() }
    override func layoutSubviews() { hostedLayoutSubviews() }
    override func traitCollectionDidChange(_ previous: TraitCollection?) { hostedTraitsDidChange(previous) }
    override func sizeThatFits(_ size: Size) -> Size { hostedSizeThatFits(size) ?? super.sizeThatFits(size) }
    func baseSizeThatFits(_ size: Size) -> Size { imageSize ?? .zero }
}

final class HostedStackView: StackView, HostedView {
    weak var host: UIView?
    override var intrinsicContentSize: Size {
        get { hostedIntrinsicContentSize() ?? super.intrinsicContentSize }
        set { super.intrinsicContentSize = newValue }
    }
    var baseIntrinsicContentSize: Size { super.intrinsicContentSize }
    override var debugClassName: String { hostedClassName ?? super.debugClassName }
    override func updateConstraints() { hostedUpdateConstraints() }
    override func layoutSubviews() { hostedLayoutSubviews() }
    override func traitCollectionDidChange(_ previous: TraitCollection?) { hostedTraitsDidChange(previous) }
    override func sizeThatFits(_ size: Size) -> Size { hostedSizeThatFits(size) ?? super.sizeThatFits(size) }
    func baseSizeThatFits(_ size: Size) -> Size { systemLayoutSizeFitting(View.layoutFittingCompressedSize) }
}

final class HostedScrollView: ScrollView, HostedView {
    weak var host: UIView?
    override var intrinsicContentSize: Size {
        get { hostedIntrinsicContentSize() ?? super.intrinsicContentSize }
        set { super.intrinsicContentSize = newValue }
    }
    var baseIntrinsicContentSize: Size { super.intrinsicContentSize }
    override var debugClassName: String { hostedClassName ?? super.debugClassName }
    override func updateConstraints() { hostedUpdateConstraints() }
    override func layoutSubviews() { hostedLayoutSubviews() }
    override func traitCollectionDidChange(_ previous: TraitCollection?) { hostedTraitsDidChange(previous) }
    override func sizeThatFits(_ size: Size) -> Size { hostedSizeThatFits(size) ?? super.sizeThatFits(size) }
    func baseSizeThatFits(_ size: Size) -> Size { super.sizeThatFits(size) }
}
