// Zooming: the scroll view scales its zoom view through the view's transform, as UIKit does.

extension ScrollView {
    /// ``viewForZooming`` when it is a direct subview.
    var zoomedView: View? {
        guard let view = viewForZooming, view.superview === self else { return nil }
        return view
    }

    /// The scale of ``viewForZooming``: its transform's `a` (1 without a zoom view), as UIKit
    /// reads it.
    ///
    /// Setting it clamps the value to ``minimumZoomScale`` … ``maximumZoomScale`` and sets the
    /// zoom view's ``View/transform`` to that scale. Auto Layout ignores the transform (the
    /// view keeps its solved, unscaled rectangle); the zoom view's ``View/frame`` is that
    /// rectangle scaled about the content origin, so a zoom view pinned to the content area's
    /// origin grows from there, and ``contentSize`` follows: the solved content size times the
    /// scale in axes the constraints define, the zoom view's frame size in the others (what
    /// UIKit assigns). The content point at the centre of ``visibleContentRect`` stays there,
    /// within the scroll range (Plumb policy). No constraint changes; no layout pass is needed
    /// except for floating views, which follow the new offset at the next pass.
    ///
    /// Without a zoom view, or for a value that is not a positive finite number, nothing
    /// happens.
    public var zoomScale: Double {
        get { zoomedView?.transform.a ?? 1 }
        set { setZoomScale(newValue) }
    }

    private func setZoomScale(_ value: Double) {
        guard let view = zoomedView, value.isFinite, value > 0 else { return }
        let scale = Swift.min(Swift.max(value, minimumZoomScale), maximumZoomScale)
        let old = zoomScale
        guard scale.isFinite, scale > 0, old.isFinite, old > 0, scale != old else { return }
        let visible = visibleContentRect
        let centre = Point(x: visible.midX, y: visible.midY)
        let ratio = scale / old
        view.transform = AffineTransform(scaleX: scale, y: scale)
        let zoomedFrame = view.frame
        if !isContentSizeDefinedByConstraints(.horizontal) { assignedContentSize.width = zoomedFrame.width }
        if !isContentSizeDefinedByConstraints(.vertical) { assignedContentSize.height = zoomedFrame.height }
        let offset = Point(x: centre.x * ratio - (centre.x - contentOffset.x),
                           y: centre.y * ratio - (centre.y - contentOffset.y))
        contentOffset = clampedOffset(offset)
    }
}
