import Foundation
import PlumbLayout

/// UIKit's `NSLayoutAnchor`: one attribute of a view or guide; its methods make inactive
/// constraints, as UIKit's do.
open class NSLayoutAnchor<AnchorType: AnyObject> {
    /// The view or guide.
    weak var owner: AnyObject?
    let item: LayoutItem
    let attribute: LayoutAttribute

    init(owner: AnyObject, item: LayoutItem, attribute: LayoutAttribute) {
        self.owner = owner
        self.item = item
        self.attribute = attribute
    }

    func constraint(_ relation: LayoutRelation, _ anchor: NSLayoutAnchor, multiplier: CGFloat = 1,
                    constant: CGFloat) -> NSLayoutConstraint {
        let base = LayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: anchor.item,
                                    attribute: anchor.attribute, multiplier: Double(multiplier), constant: Double(constant))
        return NSLayoutConstraint(base, first: owner, second: anchor.owner)
    }

    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: 0)
    }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: 0)
    }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: 0)
    }
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: c)
    }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: c)
    }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: c)
    }

    /// The view whose hierarchy the anchor is in (a guide's owning view).
    var view: UIView? { (owner as? UIView) ?? (owner as? UILayoutGuide)?.owningView }
}

/// The space UIKit puts between two anchors "by the system": 8 points between views; between
/// baselines of text, the lower text's line height (Plumb's policy: baseline to baseline as in
/// a paragraph, measured by the text measure).
enum SystemSpacing {
    static let betweenViews: CGFloat = 8

    static func below(_ lower: NSLayoutAnchor<NSLayoutYAxisAnchor>, _ upper: NSLayoutAnchor<NSLayoutYAxisAnchor>) -> CGFloat {
        let baselines: Set<LayoutAttribute> = [.firstBaseline, .lastBaseline]
        guard baselines.contains(lower.attribute), baselines.contains(upper.attribute),
              let font = (lower.item as? Label)?.effectiveFont ?? (lower.item as? Button)?.font ?? (lower.item as? TextField)?.font
        else { return betweenViews }
        return CGFloat(TextMeasure.lineHeight(fontSize: font.pointSize))
    }
}

public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + multiplier × system spacing`: this anchor after `anchor`.
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: multiplier * SystemSpacing.betweenViews)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
                           multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: multiplier * SystemSpacing.betweenViews)
    }
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
                           multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: multiplier * SystemSpacing.betweenViews)
    }
    /// The distance from this anchor to `otherAnchor`, as a dimension (a hidden layout guide
    /// between them in their nearest common ancestor, UIKit's construction too).
    public func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        OffsetGuide.dimension(from: self, to: otherAnchor, axis: .horizontal)
    }
}

public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + multiplier × system spacing`: this anchor below `anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: multiplier * SystemSpacing.below(self, anchor))
    }
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
                           multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: multiplier * SystemSpacing.below(self, anchor))
    }
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
                           multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: multiplier * SystemSpacing.below(self, anchor))
    }
    public func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        OffsetGuide.dimension(from: self, to: otherAnchor, axis: .vertical)
    }
}

public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    private func constant(_ relation: LayoutRelation, _ c: CGFloat) -> NSLayoutConstraint {
        let base = LayoutConstraint(item: item, attribute: attribute, relatedBy: relation, constant: Double(c))
        return NSLayoutConstraint(base, first: owner, second: nil)
    }
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { constant(.equal, c) }
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { constant(.greaterThanOrEqual, c) }
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { constant(.lessThanOrEqual, c) }

    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: m, constant: 0)
    }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: m, constant: c)
    }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                           constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                           constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}

/// `anchorWithOffset(to:)`: a guide from one anchor to the other, whose width (or height) is
/// the offset. Its two constraints are active as long as the guide is owned.
enum OffsetGuide {
    static func dimension<A>(from start: NSLayoutAnchor<A>, to end: NSLayoutAnchor<A>, axis: LayoutAxis) -> NSLayoutDimension {
        let guide = UILayoutGuide()
        guide.identifier = "UIKit-anchorWithOffset"
        let host = start.view.flatMap { a in end.view.flatMap { UIView.nearestCommonAncestor(a, $0) } } ?? start.view ?? end.view
        host?.addLayoutGuide(guide)
        let directional = start.attribute.horizontalDirectionality == 2 || end.attribute.horizontalDirectionality == 2
        let (low, high): (LayoutAttribute, LayoutAttribute) = axis == .vertical ? (.top, .bottom)
            : directional ? (.leading, .trailing) : (.left, .right)
        let made = [
            NSLayoutConstraint(LayoutConstraint(item: guide.guide, attribute: low, toItem: start.item, attribute: start.attribute),
                               first: guide, second: start.owner),
            NSLayoutConstraint(LayoutConstraint(item: guide.guide, attribute: high, toItem: end.item, attribute: end.attribute),
                               first: guide, second: end.owner),
        ]
        if host != nil { NSLayoutConstraint.activate(made) }
        return axis == .vertical ? guide.heightAnchor : guide.widthAnchor
    }
}
