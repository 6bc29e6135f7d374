import PlumbSolver

/// A view whose content can be larger than its frame and scrolls (UIKit's `UIScrollView`),
/// headless: no gestures, no animation, no indicators drawn.
///
/// **Coordinates.** Subviews live in the scroll view's bounds coordinates, the *content
/// coordinates*: the content area is the rectangle `(0, 0, contentSize)` there, and
/// ``contentOffset`` (which *is* ``View/boundsOrigin``) says which part of it shows. Changing the
/// offset moves what is visible, not the subviews' frames (Docs/scroll-views.md).
///
/// **Constraints** attach as in UIKit (Docs/scroll-views.md):
///
/// | constraint between… | attaches to |
/// |---|---|
/// | the scroll view and views outside it | its frame |
/// | a descendant and its edge or margin anchors (`leading`, `top`, `leadingMargin`, …) | the content area (margins: inset by ``View/layoutMargins``) |
/// | a descendant and its `width`, `height`, `centerX`, `centerY` | its frame (centres follow the offset, so a view centred on them floats) |
/// | a descendant and ``contentLayoutGuide`` | the content area; its width and height *are* ``contentSize`` |
/// | a descendant and ``frameLayoutGuide`` | the frame: views pinned to it float |
/// | a descendant and a view outside the scroll view | that view's geometry: the descendant floats |
///
/// The content edges *define* ``contentSize``; they never size the content. Build the usual
/// pattern with the guides:
///
///     let scroll = ScrollView("scroll")
///     let content = View("content")
///     scroll.addSubview(content)
///     try activate {
///         content.edges == scroll.contentLayoutGuide.edges
///         content.width == scroll.frameLayoutGuide.width
///         content.height == 1200
///     }
///
/// Floating views (pinned to the frame guide or to views outside) are re-solved incrementally
/// when the offset changes: one solver constraint per axis changes, and the next layout pass
/// (``View/layoutIfNeeded()``) moves only the views that depend on it.
///
/// Geometry (offset, insets, scroll range, ``scrollRectToVisible(_:)``) follows Docs/scroll-views.md;
/// keyboard avoidance is ``keyboardWillShow(frame:activeField:avoidance:)`` and
/// ``keyboardWillHide()``; zooming scales ``viewForZooming`` through its ``View/transform``. See
/// Docs/scroll-views.md.
open class ScrollView: View {
    /// How the safe area adds to ``contentInset`` in ``adjustedContentInset`` (UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: Hashable, Sendable {
        /// The default. Plumb has no view controllers, so this behaves as
        /// ``scrollableAxes`` (UIKit does the same outside navigation and tab bar controllers).
        case automatic
        /// Top and bottom safe-area insets count when the content is taller than the bounds
        /// (or ``ScrollView/alwaysBounceVertical``); left and right ones when it is wider (or
        /// ``ScrollView/alwaysBounceHorizontal``).
        case scrollableAxes
        /// No safe-area insets: the adjusted inset is ``ScrollView/contentInset``.
        case never
        /// Every safe-area inset counts.
        case always
    }

    /// A scroll view with no superview, frame `.zero`, offset `.zero`, content size `.zero`.
    public override init(_ name: String = "") {
        super.init(name)
    }

    override var defaultNamePrefix: String { "ScrollView" }

    // MARK: Layout guides

    /// The content area: `(0, 0, contentSize)` in content coordinates. Its width and height
    /// *are* ``contentSize`` when constraints define them; constraints to its edges from the
    /// content define the content size.
    public private(set) lazy var contentLayoutGuide = LayoutGuide(systemGuideOf: self, role: .scrollContent)

    /// The frame rectangle, in content coordinates `(contentOffset, frame size)`: views pinned
    /// to its edges stay put on screen while the content scrolls.
    public private(set) lazy var frameLayoutGuide = LayoutGuide(systemGuideOf: self, role: .scrollFrame)

    /// The content area inset by ``View/layoutMargins``: what the margin anchors of the scroll
    /// view mean to its descendants. Made on first use.
    private var contentMarginsGuideStorage: LayoutGuide?

    var contentMarginsGuide: LayoutGuide {
        if let contentMarginsGuideStorage { return contentMarginsGuideStorage }
        let guide = LayoutGuide(systemGuideOf: self, role: .scrollContentMargins)
        contentMarginsGuideStorage = guide
        updateGuideConstraints()
        return guide
    }

    override func forEachSystemGuide(_ body: (LayoutGuide) -> Void) {
        super.forEachSystemGuide(body)
        body(contentLayoutGuide)
        body(frameLayoutGuide)
        if let contentMarginsGuideStorage { body(contentMarginsGuideStorage) }
    }

    /// The engine-made constraints of the three scroll guides, in plain frame coordinates:
    /// the content area's origin is the frame's origin, the frame guide is the frame moved by
    /// the offset, the margins guide is the content area inset by the margins.
    override func updateGuideConstraints() {
        super.updateGuideConstraints()
        guard let engine = registeredEngine else { return }
        let a = alignmentRectInsets
        let content = contentLayoutGuide
        engine.define(&content.definingConstraints, as: [
            ConstraintSpec(content, .left, .equal, self, .left, constant: -a.left, kind: .scrollView),
            ConstraintSpec(content, .top, .equal, self, .top, constant: -a.top, kind: .scrollView),
        ])
        updateFrameGuideConstraints(in: engine)
        guard let margins = contentMarginsGuideStorage else { return }
        let m = layoutMargins
        engine.define(&margins.definingConstraints, as: [
            ConstraintSpec(margins, .left, .equal, content, .left, constant: m.left, kind: .scrollView),
            ConstraintSpec(margins, .top, .equal, content, .top, constant: m.top, kind: .scrollView),
            ConstraintSpec(margins, .right, .equal, content, .right, constant: -m.right, kind: .scrollView),
            ConstraintSpec(margins, .bottom, .equal, content, .bottom, constant: -m.bottom, kind: .scrollView),
        ])
    }

    /// The frame guide on its own: the content offset moves it and nothing else.
    private func updateFrameGuideConstraints(in engine: LayoutEngine) {
        let a = alignmentRectInsets, o = boundsOrigin
        let frame = frameLayoutGuide
        engine.define(&frame.definingConstraints, as: [
            ConstraintSpec(frame, .left, .equal, self, .left, constant: o.x - a.left, kind: .scrollView),
            ConstraintSpec(frame, .top, .equal, self, .top, constant: o.y - a.top, kind: .scrollView),
            ConstraintSpec(frame, .width, .equal, self, .width, constant: a.left + a.right, kind: .scrollView),
            ConstraintSpec(frame, .height, .equal, self, .height, constant: a.top + a.bottom, kind: .scrollView),
        ])
    }

    /// Edge and margin anchors used by items inside resolve to the content area
    /// (ScrollView+Constraints.swift); everything else to the frame.
    override func appendTerms(for attribute: LayoutAttribute, relativeTo other: LayoutItem?, times factor: Double,
                              to terms: inout [Term]) -> Double? {
        guard let guide = contentAreaGuide(for: attribute, relativeTo: other) else {
            return super.appendTerms(for: attribute, relativeTo: other, times: factor, to: &terms)
        }
        return guide.item.appendTerms(for: guide.attribute, relativeTo: other, times: factor, to: &terms)
    }

    // MARK: Content offset

    /// The bounds origin: the point of the content shown at the frame's top-left corner.
    /// Setting it re-solves the floating views incrementally (one solver constraint per axis);
    /// the next layout pass moves them. Non-finite values are ignored.
    public override var boundsOrigin: Point {
        didSet {
            guard boundsOrigin != oldValue else { return }
            guard boundsOrigin.x.isFinite, boundsOrigin.y.isFinite else {
                boundsOrigin = oldValue
                return
            }
            updateOffsetConstraints()
        }
    }

    /// UIKit's `contentOffset`: the same as ``View/boundsOrigin`` (setting one sets the other).
    /// A programmatic offset is not clamped (use ``setContentOffset(_:clamped:)``).
    public var contentOffset: Point {
        get { boundsOrigin }
        set { boundsOrigin = newValue }
    }

    private func updateOffsetConstraints() {
        guard let engine = registeredEngine else { return }
        updateFrameGuideConstraints(in: engine)
    }

    // MARK: Content size

    /// The size assigned to ``contentSize``, used in each axis no constraint attaches to.
    var assignedContentSize = Size.zero

    /// The size of the scrollable content rectangle, whose origin is (0, 0) in content
    /// coordinates (Docs/scroll-views.md, §3.3).
    ///
    /// In an axis where some enforced constraint attaches to the content area, it is the
    /// solved size of the content area (times ``zoomScale``), as of the current solution (read
    /// it after a layout pass); in an axis no constraint attaches to, it is the value last
    /// assigned (default zero). Insets do not change it.
    public var contentSize: Size {
        get {
            let h = isContentSizeDefinedByConstraints(.horizontal), v = isContentSizeDefinedByConstraints(.vertical)
            guard h || v else { return assignedContentSize }
            let solved = solvedContentAreaSize
            let z = zoomScale
            return Size(width: h ? solved.width * z : assignedContentSize.width,
                        height: v ? solved.height * z : assignedContentSize.height)
        }
        set { assignedContentSize = newValue }
    }

    /// The content area's size from the solver (pixel-snapped like frames), zero before the
    /// first layout pass.
    private var solvedContentAreaSize: Size {
        guard let engine = registeredEngine, engine.hasLaidOut else { return .zero }
        let guide = contentLayoutGuide
        return engine.relative(guide.solvedRect(engine), to: engineFrameOrigin(engine)).size
    }

    /// Constraints whose resolution attached to the content area, per axis (kept weakly; one
    /// counts while the solver enforces it).
    private var contentAreaConstraints: [[ObjectIdentifier: WeakConstraint]] = [[:], [:]]

    /// Records whether a constraint being added attaches to the content area in `axis`.
    func noteContentAreaConstraint(_ c: LayoutConstraint, axis: LayoutAxis, attaches: Bool) {
        let key = ObjectIdentifier(c)
        if attaches {
            if contentAreaConstraints[axis.index][key] == nil {
                contentAreaConstraints[axis.index][key] = WeakConstraint(c)
            }
        } else if contentAreaConstraints[axis.index][key] != nil {
            contentAreaConstraints[axis.index][key] = nil
        }
    }

    /// Whether an enforced constraint attaches to the content area in `axis` (so that the
    /// constraints, not the assigned value, give ``contentSize`` there).
    func isContentSizeDefinedByConstraints(_ axis: LayoutAxis) -> Bool {
        guard let engine = registeredEngine else { return false }
        var gone: [ObjectIdentifier] = []
        defer { for key in gone { contentAreaConstraints[axis.index][key] = nil } }
        for (key, entry) in contentAreaConstraints[axis.index] {
            guard let c = entry.constraint else {
                gone.append(key)
                continue
            }
            if c.solverConstraint != nil, c.engine === engine { return true }
        }
        return false
    }

    // MARK: Insets

    /// Extra scrollable margin around the content (default zero). Changing it changes no
    /// constraint.
    public var contentInset = EdgeInsets.zero

    /// Where the safe area adds to the insets (default ``ContentInsetAdjustmentBehavior/automatic``).
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

    /// Whether the content counts as vertically scrollable even when it is not taller than
    /// the bounds (for ``ContentInsetAdjustmentBehavior/scrollableAxes``).
    public var alwaysBounceVertical = false

    /// Whether the content counts as horizontally scrollable even when it is not wider than
    /// the bounds.
    public var alwaysBounceHorizontal = false

    /// The insets of the vertical scroll indicator (kept for keyboard avoidance; nothing is
    /// drawn).
    public var verticalScrollIndicatorInsets = EdgeInsets.zero

    /// The insets of the horizontal scroll indicator.
    public var horizontalScrollIndicatorInsets = EdgeInsets.zero

    /// ``contentInset`` plus the safe-area insets ``contentInsetAdjustmentBehavior`` lets in
    /// (Docs/scroll-views.md). With no safe area (none supplied), it equals ``contentInset``.
    public var adjustedContentInset: EdgeInsets {
        let safe = safeAreaInsets
        guard safe != .zero else { return contentInset }
        var added = EdgeInsets.zero
        switch contentInsetAdjustmentBehavior {
        case .never:
            break
        case .always:
            added = safe
        case .automatic, .scrollableAxes:
            let size = contentSize, bounds = storedFrame.size
            if size.height > bounds.height || alwaysBounceVertical {
                added.top = safe.top
                added.bottom = safe.bottom
            }
            if size.width > bounds.width || alwaysBounceHorizontal {
                added.left = safe.left
                added.right = safe.right
            }
        }
        return contentInset + added
    }

    // MARK: Scroll range

    /// The smallest offset scrolling reaches: `(−left, −top)` of ``adjustedContentInset``.
    public var minimumContentOffset: Point {
        let a = adjustedContentInset
        return Point(x: -a.left, y: -a.top)
    }

    /// The largest offset scrolling reaches: the content's far edge plus the far inset at the
    /// bounds' far edge, never below ``minimumContentOffset`` (Docs/scroll-views.md).
    public var maximumContentOffset: Point {
        scrollRange(adjustedContentInset).max
    }

    func scrollRange(_ a: EdgeInsets) -> (min: Point, max: Point) {
        let size = contentSize, bounds = storedFrame.size
        let low = Point(x: -a.left, y: -a.top)
        let high = Point(x: Swift.max(low.x, size.width + a.right - bounds.width),
                         y: Swift.max(low.y, size.height + a.bottom - bounds.height))
        return (low, high)
    }

    /// `offset` moved into the scroll range.
    func clampedOffset(_ offset: Point) -> Point {
        let range = scrollRange(adjustedContentInset)
        return Point(x: Swift.min(Swift.max(offset.x, range.min.x), range.max.x),
                     y: Swift.min(Swift.max(offset.y, range.min.y), range.max.y))
    }

    /// Sets ``contentOffset``, clamped to the scroll range (``minimumContentOffset`` …
    /// ``maximumContentOffset``) when `clamped` is true, as user scrolling would be; a plain
    /// assignment is not clamped (UIKit). Non-finite values are ignored.
    public func setContentOffset(_ offset: Point, clamped: Bool) {
        guard offset.x.isFinite, offset.y.isFinite else { return }
        contentOffset = clamped ? clampedOffset(offset) : offset
    }

    /// The part of the content that is visible and not under an inset: the bounds inset by
    /// ``adjustedContentInset``, in content coordinates.
    public var visibleContentRect: Rect { bounds.inset(by: adjustedContentInset) }

    /// Scrolls the least amount that makes `rect` (in content coordinates) fully visible in
    /// ``visibleContentRect``, then clamps to the scroll range; does nothing if it already is.
    /// A rectangle larger than the visible region aligns its top (leading) edge (UIKit
    /// §3.1, Plumb policy). Like any offset change, the next layout pass moves floating views.
    public func scrollRectToVisible(_ rect: Rect) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let visible = visibleContentRect
        let dx = ScrollView.leastMovement(rect.minX, rect.maxX, visible.minX, visible.maxX)
        let dy = ScrollView.leastMovement(rect.minY, rect.maxY, visible.minY, visible.maxY)
        guard dx != 0 || dy != 0 else { return }
        contentOffset = clampedOffset(Point(x: contentOffset.x + dx, y: contentOffset.y + dy))
    }

    /// How far to move a window `[low, high]` so that `[start, end]` lies inside it: toward
    /// the nearer edge, the start edge when it does not fit, zero when it already does.
    static func leastMovement(_ start: Double, _ end: Double, _ low: Double, _ high: Double) -> Double {
        if end - start > high - low { return start - low }
        if end > high { return end - high }
        if start < low { return start - low }
        return 0
    }

    // MARK: Keyboard state (see ScrollView+Keyboard.swift)

    /// The insets saved when the keyboard appeared, restored when it hides.
    var savedKeyboardInsets: (content: EdgeInsets, indicator: EdgeInsets)?

    // MARK: Zoom (see ScrollView+Zoom.swift)

    /// The subview that zooming scales (UIKit's delegate method `viewForZooming(in:)`). It
    /// must be a direct subview; otherwise nothing zooms.
    public weak var viewForZooming: View?

    /// The smallest ``zoomScale`` (default 1).
    public var minimumZoomScale: Double = 1

    /// The largest ``zoomScale`` (default 1).
    public var maximumZoomScale: Double = 1
}

/// A weak reference to a constraint, for sets that must not keep constraints alive.
struct WeakConstraint {
    weak var constraint: LayoutConstraint?

    init(_ constraint: LayoutConstraint) {
        self.constraint = constraint
    }
}
