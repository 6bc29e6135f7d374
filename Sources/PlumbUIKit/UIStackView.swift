import Foundation
import PlumbLayout

/// UIKit's `UIStackView`, over PlumbLayout's ``StackView`` (the same generated constraints,
/// identifiers and priorities).
open class UIStackView: UIView {
    override class func makeEngineView() -> any HostedView { HostedStackView() }

    /// UIKit's `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
        var plumb: StackView.Distribution { StackView.Distribution(rawValue: rawValue) ?? .fill }
    }

    /// UIKit's `UIStackView.Alignment` (`top` is `leading`, `bottom` is `trailing`).
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
        var plumb: StackView.Alignment { StackView.Alignment(rawValue: rawValue) ?? .fill }
    }

    public static let spacingUseDefault = CGFloat(StackView.spacingUseDefault)
    public static let spacingUseSystem = CGFloat(StackView.spacingUseSystem)

    private var stack: StackView? { engineView as? StackView }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public var arrangedSubviews: [UIView] {
        (stack?.arrangedSubviews ?? []).compactMap { ($0 as? any HostedView)?.host }
    }

    public func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    public func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return }
        moveIn(view) { stack?.insertArrangedSubview(view.engineView, at: stackIndex) }
    }

    /// Stops arranging the view; it stays a subview, as in UIKit.
    public func removeArrangedSubview(_ view: UIView) { stack?.removeArrangedSubview(view.engineView) }

    public var axis: NSLayoutConstraint.Axis {
        get { stack?.axis == .vertical ? .vertical : .horizontal }
        set { stack?.axis = newValue.plumb }
    }

    public var distribution: Distribution {
        get { Distribution(rawValue: stack?.distribution.rawValue ?? 0) ?? .fill }
        set { stack?.distribution = newValue.plumb }
    }

    public var alignment: Alignment {
        get { Alignment(rawValue: stack?.alignment.rawValue ?? 0) ?? .fill }
        set { stack?.alignment = newValue.plumb }
    }

    public var spacing: CGFloat {
        get { CGFloat(stack?.spacing ?? 0) }
        set { stack?.spacing = Double(newValue) }
    }

    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        stack?.setCustomSpacing(Double(spacing), after: arrangedSubview.engineView)
    }

    public func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        CGFloat(stack?.customSpacing(after: arrangedSubview.engineView) ?? Double(UIStackView.spacingUseDefault))
    }

    public var isLayoutMarginsRelativeArrangement: Bool {
        get { stack?.isLayoutMarginsRelativeArrangement ?? false }
        set { stack?.isLayoutMarginsRelativeArrangement = newValue }
    }

    public var isBaselineRelativeArrangement: Bool {
        get { stack?.isBaselineRelativeArrangement ?? false }
        set { stack?.isBaselineRelativeArrangement = newValue }
    }
}

/// UIKit's `UIScrollView`, over PlumbLayout's ``ScrollView``: content and frame layout
/// guides, `contentSize` from the content's constraints, offsets and insets.
open class UIScrollView: UIView {
    override class func makeEngineView() -> any HostedView { HostedScrollView() }

    /// UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
        var plumb: ScrollView.ContentInsetAdjustmentBehavior {
            switch self {
            case .automatic: .automatic
            case .scrollableAxes: .scrollableAxes
            case .never: .never
            case .always: .always
            }
        }
    }

    /// UIKit's keyboard dismiss modes (stored).
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }

    private var scroll: ScrollView? { engineView as? ScrollView }

    public var contentLayoutGuide: UILayoutGuide {
        scroll.map { wrapper(for: $0.contentLayoutGuide) } ?? layoutMarginsGuide
    }

    public var frameLayoutGuide: UILayoutGuide {
        scroll.map { wrapper(for: $0.frameLayoutGuide) } ?? layoutMarginsGuide
    }

    public var contentSize: CGSize {
        get { CGSize(scroll?.contentSize ?? .zero) }
        set { scroll?.contentSize = newValue.plumb }
    }

    public var contentOffset: CGPoint {
        get { CGPoint(scroll?.contentOffset ?? .zero) }
        set { scroll?.contentOffset = newValue.plumb }
    }

    public func setContentOffset(_ offset: CGPoint, animated: Bool) { contentOffset = offset }

    public var contentInset: UIEdgeInsets {
        get { UIEdgeInsets(scroll?.contentInset ?? .zero) }
        set { scroll?.contentInset = newValue.plumb }
    }

    public var adjustedContentInset: UIEdgeInsets { UIEdgeInsets(scroll?.adjustedContentInset ?? .zero) }

    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { scroll?.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior.plumb }
    }

    public var alwaysBounceVertical: Bool {
        get { scroll?.alwaysBounceVertical ?? false }
        set { scroll?.alwaysBounceVertical = newValue }
    }

    public var alwaysBounceHorizontal: Bool {
        get { scroll?.alwaysBounceHorizontal ?? false }
        set { scroll?.alwaysBounceHorizontal = newValue }
    }

    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) { scroll?.scrollRectToVisible(rect.plumb) }

    // Stored, inert.
    public var isScrollEnabled = true
    public var isPagingEnabled = false
    public var showsVerticalScrollIndicator = true
    public var showsHorizontalScrollIndicator = true
    public var keyboardDismissMode = KeyboardDismissMode.none
}
