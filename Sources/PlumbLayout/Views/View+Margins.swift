/// A view's margins, safe area and guides: the system minimum, directional margins, the
/// readable width, the insets its guides take from all of them, the guides themselves and the
/// margin anchors (the stored settings and ``View/updateGuideConstraints()`` are in View.swift).
extension View {
    // MARK: Settings

    /// The insets of ``layoutMarginsGuide`` from the frame; default 8 on each side (UIKit's
    /// default for ordinary views). A view controller's root view (``isViewControllerRootView``)
    /// also keeps at least ``systemMinimumLayoutMargins``.
    /// Set by ``directionalLayoutMargins``, they follow the view's direction.
    public var layoutMargins: EdgeInsets {
        get {
            let m = marginState.layoutMargins
            guard marginState.marginsAreDirectional, effectiveUserInterfaceLayoutDirection == .rightToLeft else { return m }
            return EdgeInsets(top: m.top, left: m.right, bottom: m.bottom, right: m.left)
        }
        set {
            marginState.layoutMargins = newValue
            marginState.marginsAreDirectional = false
            updateGuideConstraints()
        }
    }

    /// Whether the view stands for a view controller's root view (Plumb has no view
    /// controllers). Such a view has no margins of its own (setting this to true sets
    /// ``layoutMargins`` to zero) and UIKit's system minimum margins as a floor on each edge:
    /// 0 at the top and bottom, 16 on the sides in a compact (or unspecified) width, 20 in a
    /// regular width, following the layout pass's traits. Default false.
    public var isViewControllerRootView: Bool {
        get { marginState.isViewControllerRootView }
        set {
            let oldValue = marginState.isViewControllerRootView
            marginState.isViewControllerRootView = newValue
            guard newValue != oldValue else { return }
            if newValue { layoutMargins = .zero } else { updateGuideConstraints() }
        }
    }

    /// Whether the superview's margins also count (UIKit's `preservesSuperviewLayoutMargins`,
    /// default false): on each edge where the view comes closer to its superview's edge than
    /// the superview's margin, its own margin grows by the smallest amount that keeps its
    /// margins guide inside the superview's. Read from the solved frames during the layout
    /// pass, like the safe area.
    public var preservesSuperviewLayoutMargins: Bool {
        get { marginState.preservesSuperviewLayoutMargins }
        set {
            let oldValue = marginState.preservesSuperviewLayoutMargins
            marginState.preservesSuperviewLayoutMargins = newValue
            guard preservesSuperviewLayoutMargins != oldValue else { return }
            if let engine = registeredEngine { engine.census.preservingMarginsCount += preservesSuperviewLayoutMargins ? 1 : -1 }
            if !preservesSuperviewLayoutMargins, marginState.inheritedMargins != .zero {
                marginState.inheritedMargins = .zero
                updateGuideConstraints()
            }
        }
    }

    /// Whether the left and right margins widen to the readable width
    /// (``readableContentGuide``), UIKit's `layoutMarginsFollowReadableWidth` (default false).
    public var layoutMarginsFollowReadableWidth: Bool {
        get { marginState.layoutMarginsFollowReadableWidth }
        set {
            let oldValue = marginState.layoutMarginsFollowReadableWidth
            marginState.layoutMarginsFollowReadableWidth = newValue
            guard layoutMarginsFollowReadableWidth != oldValue else { return }
            if layoutMarginsFollowReadableWidth { registeredEngine?.census.usesReadableWidth = true }
            updateGuideConstraints()
        }
    }

    /// Whether the margins are measured from the safe area (UIKit's default, true): the margins
    /// guide is inset by ``safeAreaInsets`` plus ``layoutMargins``.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { marginState.insetsLayoutMarginsFromSafeArea }
        set {
            marginState.insetsLayoutMarginsFromSafeArea = newValue
            updateGuideConstraints()
        }
    }

    /// Insets added to the safe area. On a root view they *are* its safe area (what a screen
    /// or window would supply); on other views they add to the inherited insets, like a view
    /// controller's `additionalSafeAreaInsets`.
    public var additionalSafeAreaInsets: EdgeInsets {
        get { marginState.additionalSafeAreaInsets }
        set {
            let oldValue = marginState.additionalSafeAreaInsets
            marginState.additionalSafeAreaInsets = newValue
            if let engine = registeredEngine {
                engine.census.safeAreaSourceCount += (additionalSafeAreaInsets != .zero ? 1 : 0) - (oldValue != .zero ? 1 : 0)
            }
            updateGuideConstraints()
        }
    }

    // MARK: Derived

    /// The least margins a view controller imposes on its root view (UIKit's
    /// `systemMinimumLayoutMargins`) in the current traits and width; zero for other views.
    public var systemMinimumLayoutMargins: EdgeInsets {
        guard isViewControllerRootView else { return .zero }
        let width = superview == nil ? (registeredEngine?.lastSize?.width ?? storedFrame.width) : storedFrame.width
        return View.systemMinimumLayoutMargins(horizontalSizeClass: registeredEngine?.traits.horizontalSizeClass ?? .unspecified,
                                               width: width)
    }

    /// The system minimum margins of a view controller's root view: 0 at the top and bottom;
    /// on the sides 20 in a regular width or on a view 414 points wide or more (the Plus and
    /// Max phones in portrait, compact as they are), else 16. Shared by the layout engine and
    /// the Interface Builder importer (Docs/dsl.md, "Margins").
    public static func systemMinimumLayoutMargins(horizontalSizeClass: SizeClass, width: Double) -> EdgeInsets {
        let side: Double = horizontalSizeClass == .regular || width >= 414 ? 20 : 16
        return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }

    /// The layout margins by leading and trailing edge (UIKit's `directionalLayoutMargins`), in
    /// the view's ``effectiveUserInterfaceLayoutDirection``: leading is ``layoutMargins``' left
    /// in a left-to-right view, its right in a right-to-left one. Once set, the margins keep
    /// their leading and trailing when the direction changes (until ``layoutMargins`` is set).
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            let m = layoutMargins
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return DirectionalEdgeInsets(top: m.top, leading: rightToLeft ? m.right : m.left, bottom: m.bottom,
                                         trailing: rightToLeft ? m.left : m.right)
        }
        set {
            marginState.layoutMargins = EdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom,
                                                   right: newValue.trailing)
            marginState.marginsAreDirectional = true
            updateGuideConstraints()
        }
    }

    /// The least inset that narrows the readable guide: a view must be wider than the readable
    /// width plus this (plus its side safe-area insets) for the guide to be narrower than the
    /// margins (UIKit's `ReadableWidthMinimumInsetThreshold`, 88 points).
    public static let readableWidthMinimumInset: Double = 88

    /// The insets that center a readable line of `readableWidth` in a view `width` wide with
    /// these side safe-area insets; zero on the sides unless the room left exceeds
    /// ``readableWidthMinimumInset``.
    static func readableInsets(width: Double, safeArea: EdgeInsets, readableWidth: Double) -> EdgeInsets {
        guard width - safeArea.left - safeArea.right - readableWidth > readableWidthMinimumInset else { return .zero }
        let side = (width - readableWidth) / 2
        return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }

    /// ``layoutMargins`` raised to ``systemMinimumLayoutMargins`` edge by edge.
    var marginsWithSystemMinimum: EdgeInsets {
        guard isViewControllerRootView else { return layoutMargins }
        let m = layoutMargins, floor = systemMinimumLayoutMargins
        return EdgeInsets(top: Swift.max(m.top, floor.top), left: Swift.max(m.left, floor.left),
                          bottom: Swift.max(m.bottom, floor.bottom), right: Swift.max(m.right, floor.right))
    }

    /// The safe area insets: for the root, ``additionalSafeAreaInsets``; for a subview, the
    /// overlap of its frame with its superview's unsafe area (each edge capped at the
    /// superview's inset), plus its ``additionalSafeAreaInsets``, as of the last layout pass.
    public var safeAreaInsets: EdgeInsets {
        let inherited = superview == nil ? .zero : registeredEngine?.inheritedSafeArea(of: self) ?? .zero
        return inherited + additionalSafeAreaInsets
    }

    /// The safe-area insets the guide constraints use (the inherited part as of the last
    /// iteration of the layout pass).
    var guideSafeAreaInsets: EdgeInsets { marginState.inheritedSafeAreaInsets + additionalSafeAreaInsets }

    /// The effective margins guide insets: the margins (from the safe area, by default),
    /// raised to what the superview's margins need (``preservesSuperviewLayoutMargins``) and,
    /// with ``layoutMarginsFollowReadableWidth``, to the readable width's.
    var effectiveMargins: EdgeInsets {
        var m = insetsLayoutMarginsFromSafeArea ? guideSafeAreaInsets + marginsWithSystemMinimum : marginsWithSystemMinimum
        if preservesSuperviewLayoutMargins { m = m.raised(to: marginState.inheritedMargins) }
        if layoutMarginsFollowReadableWidth { m = m.raised(to: marginState.readableInsets) }
        return m
    }

    /// The readable content guide's insets: the margins guide's, the sides raised to center a
    /// readable line.
    var readableGuideInsets: EdgeInsets { effectiveMargins.raised(to: marginState.readableInsets) }

    // MARK: Guides

    /// The frame inset by the layout margins (and the safe area, see
    /// ``insetsLayoutMarginsFromSafeArea``). The margin attributes (`leadingMargin`, …) are this
    /// guide's attributes.
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = guides.marginsGuide { return guide }
        let guide = LayoutGuide(systemGuideOf: self, role: .layoutMargins)
        guides.marginsGuide = guide
        updateGuideConstraints()
        return guide
    }

    /// The margins guide narrowed to a readable line of body text, centered (UIKit's
    /// `readableContentGuide`): as wide as the margins guide unless the view is wider than the
    /// readable width (``ContentSizeCategory/readableWidth``, 672 points at the default text
    /// size, from the pass's traits) by more than ``readableWidthMinimumInset``; then centered
    /// at the readable width, never outside the margins. Its top and bottom are the margins
    /// guide's.
    public var readableContentGuide: LayoutGuide {
        if let guide = guides.readableGuide { return guide }
        let guide = LayoutGuide(systemGuideOf: self, role: .readableContent)
        guides.readableGuide = guide
        registeredEngine?.census.usesReadableWidth = true
        updateGuideConstraints()
        return guide
    }

    /// The frame inset by ``safeAreaInsets``.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = guides.safeAreaGuide { return guide }
        let guide = LayoutGuide(systemGuideOf: self, role: .safeArea)
        guides.safeAreaGuide = guide
        updateGuideConstraints()
        return guide
    }

    /// Adds a guide owned by this view (moving it from another view).
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.role == .user, guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        // The stored list, not the computed `layoutGuides`: appending through its getter and
        // setter copied every guide each time (a stack of 10⁴ views adds 10⁴ gap guides).
        guides.user.append(guide)
        guide.owningView = self
    }

    /// Removes a guide; its active constraints are deactivated.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard let index = layoutGuides.firstIndex(where: { $0 === guide }) else { return }
        let root = rootView
        root.engine?.deactivateConstraints(referencing: [guide])
        for c in root.constraintsAwaitingEngine where c.firstItem === guide || c.secondItem === guide { c.deactivate() }
        guides.user.remove(at: index)
        guide.owningView = nil
    }

    /// Removes guides whose constraints are already gone, without scanning the engine's
    /// constraints (stack views drop their spanner and gap guides this way).
    func removeOwnedLayoutGuides(_ guides: [LayoutGuide]) {
        guard !guides.isEmpty else { return }
        let ids = Set(guides.map { ObjectIdentifier($0) })
        self.guides.user.removeAll { ids.contains(ObjectIdentifier($0)) }
        for guide in guides where guide.owningView === self { guide.owningView = nil }
    }

    // MARK: Margin anchors

    /// The left edge of the layout margins.
    public var leftMargin: XAxisAnchor { XAxisAnchor(self, .leftMargin) }
    /// The right edge of the layout margins.
    public var rightMargin: XAxisAnchor { XAxisAnchor(self, .rightMargin) }
    /// The leading edge of the layout margins.
    public var leadingMargin: XAxisAnchor { XAxisAnchor(self, .leadingMargin) }
    /// The trailing edge of the layout margins.
    public var trailingMargin: XAxisAnchor { XAxisAnchor(self, .trailingMargin) }
    /// The horizontal centre of the layout margins.
    public var centerXWithinMargins: XAxisAnchor { XAxisAnchor(self, .centerXWithinMargins) }
    /// The top edge of the layout margins.
    public var topMargin: YAxisAnchor { YAxisAnchor(self, .topMargin) }
    /// The bottom edge of the layout margins.
    public var bottomMargin: YAxisAnchor { YAxisAnchor(self, .bottomMargin) }
    /// The vertical centre of the layout margins.
    public var centerYWithinMargins: YAxisAnchor { YAxisAnchor(self, .centerYWithinMargins) }
}
