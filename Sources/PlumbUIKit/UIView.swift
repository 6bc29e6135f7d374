import Foundation
import PlumbLayout

/// UIKit's `UIView`, over PlumbLayout's engine: the layout half of a view, with UIKit's names,
/// types (`CGRect`, `CGFloat`) and overridable members.
///
/// Each `UIView` owns an engine view (a PlumbLayout ``View`` subclass) that the layout pass
/// works on; the engine calls back `intrinsicContentSize`, `updateConstraints()`,
/// `layoutSubviews()`, `traitCollectionDidChange(_:)` and `sizeThatFits(_:)` here, so a
/// subclass overrides them as in UIKit. Appearance (`backgroundColor`, `layer`, `alpha` …) is
/// stored in this wrapper and drawn nowhere (Docs/porting.md).
open class UIView {
    // MARK: Constants

    /// No intrinsic size in this axis.
    public static let noIntrinsicMetric: CGFloat = -1
    /// The smallest size the constraints allow (for ``systemLayoutSizeFitting(_:)``).
    public static let layoutFittingCompressedSize = CGSize(View.layoutFittingCompressedSize)
    /// The largest size the constraints allow.
    public static let layoutFittingExpandedSize = CGSize(View.layoutFittingExpandedSize)

    // MARK: Storage

    /// The engine's view this view stands for.
    let engineView: any HostedView
    /// The subviews, held here (the engine holds only its own views).
    private var retainedSubviews: [UIView] = []
    /// The constraints installed on this view (``constraints``), held here.
    var installedConstraints: [NSLayoutConstraint] = []
    /// The user's guides (``addLayoutGuide(_:)``) and the system ones asked for so far.
    var guideWrappers: [ObjectIdentifier: UILayoutGuide] = [:]
    var keyboardGuide: UIKeyboardLayoutGuide?
    /// Stored and never drawn.
    var appearance = ViewAppearance()
    /// Trait overrides; the root's apply to its whole hierarchy.
    public var traitOverrides = UITraitOverrides()

    /// The engine view for this class (a ``UILabel`` measures text, a ``UIStackView`` arranges).
    class func makeEngineView() -> any HostedView { HostedPlainView() }

    public init(frame: CGRect) {
        engineView = Self.makeEngineView()
        engineView.host = self
        engineView.frame = frame.plumb
    }

    public convenience init() { self.init(frame: .zero) }

    /// Interface Builder's archives are not read here (``PlumbInterfaceBuilder`` reads the
    /// documents themselves): the view starts empty with a zero frame.
    public required init?(coder: NSCoder) {
        engineView = Self.makeEngineView()
        engineView.host = self
    }

    // MARK: Hierarchy

    /// The superview.
    public var superview: UIView? { (engineView.superview as? any HostedView)?.host }

    /// The subviews, back to front.
    public var subviews: [UIView] { engineView.subviews.compactMap { ($0 as? any HostedView)?.host } }

    /// The window of the hierarchy, if its root is one.
    public var window: UIWindow? {
        var view = self
        while let parent = view.superview { view = parent }
        return view as? UIWindow
    }

    open func addSubview(_ view: UIView) {
        insertSubview(view, at: engineView.subviews.count)
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self, !engineView.isDescendant(of: view.engineView) else { return }
        moveIn(view) { engineView.insertSubview(view.engineView, at: index) }
    }

    /// Makes `view` a subview by `insert` (the engine's own move: a subview, an arranged view),
    /// with UIKit's hooks and the wrapper held here instead of by its old superview.
    func moveIn(_ view: UIView, by insert: () -> Void) {
        let oldParent = view.superview
        guard oldParent !== self else { return insert() }
        view.willMove(toSuperview: self)
        insert()
        oldParent?.release(view)
        retainedSubviews.append(view)
        didAddSubview(view)
        view.didMoveToSuperview()
    }

    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        let index = engineView.subviews.firstIndex { $0 === sibling.engineView }.map { $0 + 1 } ?? engineView.subviews.count
        insertSubview(view, at: index)
    }

    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        let index = engineView.subviews.firstIndex { $0 === sibling.engineView } ?? engineView.subviews.count
        insertSubview(view, at: index)
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: engineView.subviews.count)
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Removes the view from its superview; constraints between its subtree and the rest are
    /// deactivated (and uninstalled), as in UIKit.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        engineView.removeFromSuperview()
        parent.dropConstraintsLeaving(self)
        parent.release(self)
        didMoveToSuperview()
    }

    private func release(_ view: UIView) {
        retainedSubviews.removeAll { $0 === view }
    }

    /// Whether this view is `view` or inside it.
    public func isDescendant(of view: UIView) -> Bool { engineView.isDescendant(of: view.engineView) }

    /// The nearest view that is `a` or an ancestor of it and also `b` or an ancestor of `b`.
    static func nearestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        var v: UIView? = a
        while let view = v {
            if b.isDescendant(of: view) { return view }
            v = view.superview
        }
        return nil
    }

    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}

    // MARK: Geometry

    /// The frame in the superview's coordinates.
    open var frame: CGRect {
        get { CGRect(engineView.frame) }
        set { engineView.frame = newValue.plumb }
    }

    /// The view's own coordinates: setting the size resizes the frame about its centre, setting
    /// the origin scrolls the content, as in UIKit.
    open var bounds: CGRect {
        get { CGRect(engineView.bounds) }
        set {
            let old = engineView.frame
            if newValue.size.plumb != old.size {
                let w = Double(newValue.width), h = Double(newValue.height)
                engineView.frame = Rect(x: old.midX - w / 2, y: old.midY - h / 2, width: w, height: h)
            }
            engineView.boundsOrigin = newValue.origin.plumb
        }
    }

    /// The centre of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: CGFloat(engineView.frame.midX), y: CGFloat(engineView.frame.midY)) }
        set {
            let f = engineView.frame
            engineView.frame = Rect(x: Double(newValue.x) - f.width / 2, y: Double(newValue.y) - f.height / 2,
                                    width: f.width, height: f.height)
        }
    }

    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { engineView.translatesAutoresizingMaskIntoConstraints }
        set { engineView.translatesAutoresizingMaskIntoConstraints = newValue }
    }

    /// Stored; a view that translates its mask keeps its frame's margins and size fixed
    /// (Docs/porting.md, "What differs").
    public var autoresizingMask: AutoresizingMask {
        get { appearance.autoresizingMask }
        set { appearance.autoresizingMask = newValue }
    }

    open var alignmentRectInsets: UIEdgeInsets {
        get { UIEdgeInsets(engineView.alignmentRectInsets) }
        set { engineView.alignmentRectInsets = newValue.plumb }
    }

    open var isHidden: Bool {
        get { engineView.isHidden }
        set { engineView.isHidden = newValue }
    }

    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        CGPoint(engineView.convert(point.plumb, to: view?.engineView))
    }

    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        CGPoint(engineView.convert(point.plumb, from: view?.engineView))
    }

    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(engineView.convert(rect.plumb, to: view?.engineView))
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(engineView.convert(rect.plumb, from: view?.engineView))
    }

    // MARK: The layout cycle (Docs/layout-cycle.md)

    /// The natural size of the content; override it and call
    /// ``invalidateIntrinsicContentSize()`` when it changes.
    open var intrinsicContentSize: CGSize { CGSize(engineView.baseIntrinsicContentSize) }

    open func invalidateIntrinsicContentSize() { engineView.invalidateIntrinsicContentSize() }

    /// Override to change constraints before the solve; call `super` last, as UIKit asks.
    open func updateConstraints() {}

    /// Override to adjust subviews after the solve; every frame is set when it runs.
    open func layoutSubviews() {}

    open func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(engineView.baseSizeThatFits(size.plumb)) }

    open func sizeToFit() { engineView.sizeToFit() }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Always true here: Plumb lays every hierarchy out with constraints (inert).
    open class var requiresConstraintBasedLayout: Bool { false }

    public func setNeedsLayout() { engineView.setNeedsLayout() }

    /// Lays out the hierarchy at the root's frame size, with the root's ``traitOverrides``.
    public func layoutIfNeeded() {
        var root = self
        while let parent = root.superview { root = parent }
        root.engineView.layout(in: root.engineView.frame.size, traits: root.layoutTraits)
    }

    public func setNeedsUpdateConstraints() { engineView.setNeedsUpdateConstraints() }
    public func needsUpdateConstraints() -> Bool { engineView.needsUpdateConstraints() }
    public func updateConstraintsIfNeeded() { engineView.updateConstraintsIfNeeded() }

    public var traitCollection: UITraitCollection { UITraitCollection(engineView.traitCollection) }

    /// The traits a layout from this root uses: the defaults with the root's overrides (a
    /// window's device safe area stays the window's).
    var layoutTraits: TraitCollection {
        var traits = engineView.rootView === engineView ? TraitCollection() : engineView.traitCollection
        traitOverrides.apply(to: &traits)
        return traits
    }

    // MARK: Fitting and content priorities

    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        CGSize(engineView.systemLayoutSizeFitting(targetSize.plumb))
    }

    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
                                        verticalFittingPriority vertical: UILayoutPriority) -> CGSize {
        CGSize(engineView.systemLayoutSizeFitting(targetSize.plumb, withHorizontalFittingPriority: horizontal.plumb,
                                                  verticalFittingPriority: vertical.plumb))
    }

    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        UILayoutPriority(engineView.contentHuggingPriority(for: axis.plumb))
    }

    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        UILayoutPriority(engineView.contentCompressionResistancePriority(for: axis.plumb))
    }

    /// A priority outside (0, 1000] is refused and printed, where UIKit raises.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        do { try engineView.setContentHuggingPriority(priority.plumb, for: axis.plumb) } catch { report(error) }
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        do { try engineView.setContentCompressionResistancePriority(priority.plumb, for: axis.plumb) } catch { report(error) }
    }

    /// Where UIKit would raise: standard error, and the layout goes on.
    func report(_ error: any Error) {
        FileHandle.standardError.write(Data("PlumbUIKit: \(error)\n".utf8))
    }

    // MARK: Appearance (stored, inert)

    open var backgroundColor: UIColor? {
        get { appearance.backgroundColor }
        set { appearance.backgroundColor = newValue }
    }

    open var tintColor: UIColor! {
        get { appearance.tintColor ?? superview?.tintColor ?? .systemBlue }
        set { appearance.tintColor = newValue }
    }

    open var alpha: CGFloat {
        get { appearance.alpha }
        set { appearance.alpha = newValue }
    }

    open var isOpaque: Bool {
        get { appearance.isOpaque }
        set { appearance.isOpaque = newValue }
    }

    open var clipsToBounds: Bool {
        get { appearance.clipsToBounds }
        set { appearance.clipsToBounds = newValue }
    }

    open var contentMode: ContentMode {
        get { appearance.contentMode }
        set { appearance.contentMode = newValue }
    }

    open var tag: Int {
        get { appearance.tag }
        set { appearance.tag = newValue }
    }

    open var isUserInteractionEnabled: Bool {
        get { appearance.isUserInteractionEnabled }
        set { appearance.isUserInteractionEnabled = newValue }
    }

    open var accessibilityIdentifier: String? {
        get { appearance.accessibilityIdentifier }
        set { appearance.accessibilityIdentifier = newValue }
    }

    open var accessibilityLabel: String? {
        get { appearance.accessibilityLabel }
        set { appearance.accessibilityLabel = newValue }
    }

    /// The view's layer: its corner radius, border and shadow are stored, not drawn.
    public var layer: CALayer { appearance.layer }

    /// The first view with `tag` in this view's subtree (this view included).
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }
}
