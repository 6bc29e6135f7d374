/// A view's intrinsic size, content priorities and baselines, and the constraints the engine
/// made of them (``View/updateContentSizeConstraints()``).
struct ContentSizing {
    var intrinsicContentSize = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    var hugging = AxisPair(LayoutPriority.defaultLow)
    var compression = AxisPair(LayoutPriority.defaultHigh)
    /// Hugging and compression resistance constraints: [hugH, hugV, crH, crV].
    var contentConstraints = ContentSizeConstraints()
    /// The engine's `width >= 0` and `height >= 0` for this view, made the first time a
    /// solution would give it a negative size (``LayoutEngine`` never breaks them).
    var sizeBounds = AxisPair<LayoutConstraint?>(nil)
    var firstBaselineOffsetFromTop: Double = 0
    var lastBaselineOffsetFromBottom: Double = 0
    var hasMultilineText = false
}

/// A view's margins and safe-area settings, and what the last layout pass inherited from its
/// superview (``View/layoutMargins``, ``View/safeAreaInsets``).
struct MarginState {
    /// As set: left and right, or leading and trailing when ``marginsAreDirectional``.
    var layoutMargins = EdgeInsets(8)
    /// Whether the margins were last set by ``View/directionalLayoutMargins``: they then
    /// follow the view's direction (leading on the right, right to left).
    var marginsAreDirectional = false
    var isViewControllerRootView = false
    var preservesSuperviewLayoutMargins = false
    /// The superview's margins guide insets carried over by
    /// ``View/preservesSuperviewLayoutMargins``, as of the last iteration of the layout pass
    /// (zero otherwise).
    var inheritedMargins = EdgeInsets.zero
    var layoutMarginsFollowReadableWidth = false
    /// The left and right insets that center a readable line in the view, as of the last
    /// iteration of the layout pass (zero when the view is not wide enough to narrow it).
    var readableInsets = EdgeInsets.zero
    var insetsLayoutMarginsFromSafeArea = true
    var additionalSafeAreaInsets = EdgeInsets.zero
    /// The part of ``View/safeAreaInsets`` inherited from the superview, as of the last layout
    /// pass.
    var inheritedSafeAreaInsets = EdgeInsets.zero
}

/// A view's layout guides: those added with ``View/addLayoutGuide(_:)``, and the system
/// guides (margins, safe area, readable content), each made the first time it is asked for.
struct ViewGuides {
    var user: [LayoutGuide] = []
    var marginsGuide: LayoutGuide?
    var safeAreaGuide: LayoutGuide?
    var readableGuide: LayoutGuide?
}

/// Where a view stands in the layout cycle (``View/updateConstraints()``,
/// ``View/layoutSubviews()``): what it waits for, and whether its engine lists it already.
struct LayoutCycleState {
    /// A new view waits for both steps; its engine's first pass walks the whole hierarchy for
    /// them instead of listing every view.
    var needsUpdateConstraints = true
    var isListedForConstraintUpdate = false
    var needsLayout = true
    var isListedForLayout = false
    /// The engine's own step for views that generate constraints (stack views).
    var needsGeneratedConstraints = false
    var isListedForGeneratedConstraints = false
    /// Whether the view's class is not one of Plumb's own (``View/isCustomClass(_:)``): only
    /// such views are called, so only they are listed.
    var isCustom = false
    /// Whether its engine lists it among the views whose margins or safe area guides are
    /// constrained (their insets are then kept up to date).
    var isGuided = false
}

/// What few views set: margins and safe-area state, the bounds origin (a scroll view's offset),
/// a transform, alignment insets. A view makes its box at the first change (``View``), so that
/// a plain view carries one reference for them instead of about 280 bytes: a view's size is
/// much of what building thousands of them costs.
final class ViewExtras {
    var margins = MarginState()
    var boundsOrigin = Point.zero
    var transform = AffineTransform.identity
    var alignmentRectInsets = EdgeInsets.zero

    /// The margins of a view that never changed them.
    static let defaultMargins = MarginState()
}
