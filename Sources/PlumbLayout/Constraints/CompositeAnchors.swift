/// Top, leading, bottom and trailing of an item, optionally inset: `a.edges == b.edges.inset(8)`
/// makes `a.top == b.top + 8`, `a.leading == b.leading + 8`, `a.bottom == b.bottom - 8`,
/// `a.trailing == b.trailing - 8` (insets move the far edges the other way).
public struct EdgesAnchor {
    /// The view or layout guide the anchor belongs to.
    public let item: LayoutItem
    /// Insets; `left` is the leading inset and `right` the trailing one.
    public let insets: EdgeInsets

    init(_ item: LayoutItem, insets: EdgeInsets = .zero) {
        self.item = item
        self.insets = insets
    }

    /// The edges moved inward by `insets` (outward for negative values).
    public func inset(by insets: EdgeInsets) -> EdgesAnchor {
        EdgesAnchor(item, insets: EdgeInsets(top: self.insets.top + insets.top, left: self.insets.left + insets.left,
                                             bottom: self.insets.bottom + insets.bottom,
                                             right: self.insets.right + insets.right))
    }

    /// The edges moved inward by `inset` on every side.
    public func inset(_ inset: Double) -> EdgesAnchor { self.inset(by: EdgeInsets(inset)) }

    var parts: (top: YAxisAnchor, leading: XAxisAnchor, bottom: YAxisAnchor, trailing: XAxisAnchor) {
        (YAxisAnchor(item, .top, constant: insets.top), XAxisAnchor(item, .leading, constant: insets.left),
         YAxisAnchor(item, .bottom, constant: -insets.bottom), XAxisAnchor(item, .trailing, constant: -insets.right))
    }
}

/// Leading and trailing of an item, optionally inset (the trailing inset flips sign).
public struct HorizontalEdgesAnchor {
    /// The view or layout guide the anchor belongs to.
    public let item: LayoutItem
    /// The inset from the leading edge.
    public let leadingInset: Double
    /// The inset from the trailing edge.
    public let trailingInset: Double

    init(_ item: LayoutItem, leading: Double = 0, trailing: Double = 0) {
        self.item = item
        leadingInset = leading
        trailingInset = trailing
    }

    /// Both edges moved inward by `inset`.
    public func inset(_ inset: Double) -> HorizontalEdgesAnchor { self.inset(leading: inset, trailing: inset) }

    /// The edges moved inward by separate amounts.
    public func inset(leading: Double, trailing: Double) -> HorizontalEdgesAnchor {
        HorizontalEdgesAnchor(item, leading: leadingInset + leading, trailing: trailingInset + trailing)
    }

    var parts: (XAxisAnchor, XAxisAnchor) {
        (XAxisAnchor(item, .leading, constant: leadingInset), XAxisAnchor(item, .trailing, constant: -trailingInset))
    }
}

/// Top and bottom of an item, optionally inset (the bottom inset flips sign).
public struct VerticalEdgesAnchor {
    /// The view or layout guide the anchor belongs to.
    public let item: LayoutItem
    /// The inset from the top edge.
    public let topInset: Double
    /// The inset from the bottom edge.
    public let bottomInset: Double

    init(_ item: LayoutItem, top: Double = 0, bottom: Double = 0) {
        self.item = item
        topInset = top
        bottomInset = bottom
    }

    /// Both edges moved inward by `inset`.
    public func inset(_ inset: Double) -> VerticalEdgesAnchor { self.inset(top: inset, bottom: inset) }

    /// The edges moved inward by separate amounts.
    public func inset(top: Double, bottom: Double) -> VerticalEdgesAnchor {
        VerticalEdgesAnchor(item, top: topInset + top, bottom: bottomInset + bottom)
    }

    var parts: (YAxisAnchor, YAxisAnchor) {
        (YAxisAnchor(item, .top, constant: topInset), YAxisAnchor(item, .bottom, constant: -bottomInset))
    }
}

/// Width and height of an item.
public struct SizeAnchor {
    /// The view or layout guide the anchor belongs to.
    public let item: LayoutItem

    init(_ item: LayoutItem) { self.item = item }

    var parts: (DimensionAnchor, DimensionAnchor) { (DimensionAnchor(item, .width), DimensionAnchor(item, .height)) }
}

/// CenterX and centerY of an item, optionally offset: `a.center == b.center.offset(x: 10, y: 0)`.
public struct CenterAnchor {
    /// The view or layout guide the anchor belongs to.
    public let item: LayoutItem
    /// The offset of the centre.
    public let offset: Point

    init(_ item: LayoutItem, offset: Point = .zero) {
        self.item = item
        self.offset = offset
    }

    /// The centre moved by `x`, `y`.
    public func offset(x: Double, y: Double) -> CenterAnchor {
        CenterAnchor(item, offset: Point(x: offset.x + x, y: offset.y + y))
    }

    var parts: (XAxisAnchor, YAxisAnchor) {
        (XAxisAnchor(item, .centerX, constant: offset.x), YAxisAnchor(item, .centerY, constant: offset.y))
    }
}
