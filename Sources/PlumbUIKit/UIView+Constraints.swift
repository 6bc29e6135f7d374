import Foundation
import PlumbLayout

/// Constraints installed on a view (UIKit's owning-view rule), anchors, guides, margins and
/// direction.
extension UIView {
    // MARK: Installed constraints

    /// The constraints installed on this view: those activated whose items' nearest common
    /// ancestor is this view, and those added with ``addConstraint(_:)``.
    public var constraints: [NSLayoutConstraint] { installedConstraints }

    /// Activates `constraint` and installs it on this view.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        if !constraint.base.isActive { NSLayoutConstraint.activate([constraint]) }
        if constraint.base.isActive { constraint.install(on: self) }
    }

    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { addConstraint(c) }
    }

    /// Deactivates `constraint` if it is installed on this view.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.owner === self else { return }
        NSLayoutConstraint.deactivate([constraint])
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { removeConstraint(c) }
    }

    /// After `view` left this view: the constraints the engine deactivated (those that crossed
    /// into its subtree) leave the lists of this view and its ancestors.
    func dropConstraintsLeaving(_ view: UIView) {
        var current: UIView? = self
        while let v = current {
            v.installedConstraints.removeAll { c in
                guard !c.base.isActive else { return false }
                c.owner = nil
                return true
            }
            current = v.superview
        }
    }

    /// The active constraints that affect the view in an axis (UIKit's debugging method),
    /// in UIKit's console form.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [String] {
        engineView.constraintsAffectingLayout(for: axis.plumb).map { UnsatisfiableConstraintsLog.consoleDescription(of: $0) }
    }

    // MARK: Anchors

    private func x(_ attribute: LayoutAttribute) -> NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(owner: self, item: engineView, attribute: attribute)
    }
    private func y(_ attribute: LayoutAttribute) -> NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(owner: self, item: engineView, attribute: attribute)
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { x(.leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { x(.trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { x(.left) }
    public var rightAnchor: NSLayoutXAxisAnchor { x(.right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { x(.centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { y(.top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { y(.bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { y(.centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { y(.firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { y(.lastBaseline) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(owner: self, item: engineView, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(owner: self, item: engineView, attribute: .height) }

    // MARK: Guides

    /// The wrapper of one of the engine view's system guides, made once.
    func wrapper(for guide: LayoutGuide) -> UILayoutGuide {
        if let made = guideWrappers[ObjectIdentifier(guide)] { return made }
        let made = UILayoutGuide(system: guide)
        guideWrappers[ObjectIdentifier(guide)] = made
        return made
    }

    public var layoutMarginsGuide: UILayoutGuide { wrapper(for: engineView.layoutMarginsGuide) }
    public var safeAreaLayoutGuide: UILayoutGuide { wrapper(for: engineView.safeAreaLayoutGuide) }
    public var readableContentGuide: UILayoutGuide { wrapper(for: engineView.readableContentGuide) }

    /// The keyboard's guide, made the first time it is asked for.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let keyboardGuide { return keyboardGuide }
        let guide = UIKeyboardLayoutGuide()
        keyboardGuide = guide
        guide.attach(to: self)
        return guide
    }

    public var layoutGuides: [UILayoutGuide] { engineView.layoutGuides.map(wrapper(for:)) }

    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guideWrappers[ObjectIdentifier(guide.guide)] = guide
        engineView.addLayoutGuide(guide.guide)
    }

    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        engineView.removeLayoutGuide(guide.guide)
        guideWrappers[ObjectIdentifier(guide.guide)] = nil
    }

    // MARK: Margins and safe area

    public var layoutMargins: UIEdgeInsets {
        get { UIEdgeInsets(engineView.layoutMargins) }
        set { engineView.layoutMargins = newValue.plumb }
    }

    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(engineView.directionalLayoutMargins) }
        set { engineView.directionalLayoutMargins = newValue.plumb }
    }

    public var preservesSuperviewLayoutMargins: Bool {
        get { engineView.preservesSuperviewLayoutMargins }
        set { engineView.preservesSuperviewLayoutMargins = newValue }
    }

    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { engineView.insetsLayoutMarginsFromSafeArea }
        set { engineView.insetsLayoutMarginsFromSafeArea = newValue }
    }

    /// The safe area after the last layout.
    public var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(engineView.safeAreaInsets) }

    // MARK: Direction

    public var semanticContentAttribute: UISemanticContentAttribute {
        get { UISemanticContentAttribute(engineView.semanticContentAttribute) }
        set { engineView.semanticContentAttribute = newValue.plumb }
    }

    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIUserInterfaceLayoutDirection(engineView.effectiveUserInterfaceLayoutDirection)
    }

    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection {
        UIUserInterfaceLayoutDirection(View.userInterfaceLayoutDirection(for: attribute.plumb, relativeTo: .leftToRight))
    }

    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute,
                                                    relativeTo direction: UIUserInterfaceLayoutDirection)
        -> UIUserInterfaceLayoutDirection {
        UIUserInterfaceLayoutDirection(View.userInterfaceLayoutDirection(for: attribute.plumb, relativeTo: direction.plumb))
    }
}
