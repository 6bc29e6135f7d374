import PlumbMessages

/// What the three anchor types share: an attribute of an item, scaled by a multiplier and
/// offset by a constant (`b.trailing + 8`, `b.width * 0.5`).
///
/// The type of an anchor says what it measures, as with UIKit's `NSLayoutAnchor`: an
/// ``XAxisAnchor`` relates only to x-axis anchors, a ``YAxisAnchor`` only to y-axis anchors, so
/// `a.leading == b.top` does not compile. A ``DimensionAnchor`` relates to any dimension or to
/// a constant.
public protocol LayoutAnchor {
    /// The view or layout guide.
    var item: LayoutItem { get }
    /// The attribute of the item the anchor stands for.
    var attribute: LayoutAttribute { get }
    /// The scale (1 unless the anchor was multiplied or divided).
    var multiplier: Double { get }
    /// The offset (0 unless something was added or subtracted).
    var constant: Double { get }
    /// The anchor of `item`'s `attribute`, scaled by `multiplier` and offset by `constant`.
    init(_ item: LayoutItem, _ attribute: LayoutAttribute, multiplier: Double, constant: Double)
}

/// A horizontal position: left, right, leading, trailing, centerX and their margin forms.
public struct XAxisAnchor: LayoutAnchor {
    /// The view or layout guide the anchor belongs to.
    public let item: LayoutItem
    /// The attribute of the item.
    public let attribute: LayoutAttribute
    /// The factor the attribute is multiplied by.
    public let multiplier: Double
    /// The constant added to the attribute.
    public let constant: Double

    /// Creates a value from its parts.
    public init(_ item: LayoutItem, _ attribute: LayoutAttribute, multiplier: Double = 1, constant: Double = 0) {
        self.item = item
        self.attribute = attribute
        self.multiplier = multiplier
        self.constant = constant
    }
}

/// A vertical position: top, bottom, centerY, the baselines and the margin forms.
public struct YAxisAnchor: LayoutAnchor {
    /// The view or layout guide the anchor belongs to.
    public let item: LayoutItem
    /// The attribute of the item.
    public let attribute: LayoutAttribute
    /// The factor the attribute is multiplied by.
    public let multiplier: Double
    /// The constant added to the attribute.
    public let constant: Double

    /// Creates a value from its parts.
    public init(_ item: LayoutItem, _ attribute: LayoutAttribute, multiplier: Double = 1, constant: Double = 0) {
        self.item = item
        self.attribute = attribute
        self.multiplier = multiplier
        self.constant = constant
    }
}

/// A width or a height.
public struct DimensionAnchor: LayoutAnchor {
    /// The view or layout guide the anchor belongs to.
    public let item: LayoutItem
    /// The attribute of the item.
    public let attribute: LayoutAttribute
    /// The factor the attribute is multiplied by.
    public let multiplier: Double
    /// The constant added to the attribute.
    public let constant: Double

    /// Creates a value from its parts.
    public init(_ item: LayoutItem, _ attribute: LayoutAttribute, multiplier: Double = 1, constant: Double = 0) {
        self.item = item
        self.attribute = attribute
        self.multiplier = multiplier
        self.constant = constant
    }
}

extension LayoutAnchor {
    /// `self RELATION other`, solved for this anchor's attribute:
    /// `m1·a + c1 REL m2·b + c2` becomes `a REL (m2/m1)·b + (c2 − c1)/m1` (the relation flips
    /// when m1 < 0; m1 = 0 gives a non-finite multiplier, refused on activation).
    func relate(_ relation: LayoutRelation, _ other: Self) -> LayoutConstraint {
        let m1 = multiplier
        return LayoutConstraint(item, attribute, m1 < 0 ? relation.flipped : relation, other.item, other.attribute,
                                multiplier: other.multiplier / m1, constant: (other.constant - constant) / m1,
                                kind: .user)
    }

    /// `self RELATION value`.
    func relate(_ relation: LayoutRelation, _ value: Double) -> LayoutConstraint {
        let m1 = multiplier
        return LayoutConstraint(item, attribute, m1 < 0 ? relation.flipped : relation, nil, .notAnAttribute,
                                constant: (value - constant) / m1, kind: .user)
    }

    func located(_ c: LayoutConstraint, _ file: String, _ line: Int) -> LayoutConstraint {
        c.sourceLocation = SourceLocation(fileID: file, line: line)
        return c
    }

    /// `self == other + constant` (UIKit's `constraint(equalTo:constant:)`), inactive.
    public func constraint(equalTo other: Self, constant: Double = 0, file: String = #fileID,
                           line: Int = #line) -> LayoutConstraint {
        located(relate(.equal, other.offset(constant)), file, line)
    }

    /// `self >= other + constant`, inactive.
    public func constraint(greaterThanOrEqualTo other: Self, constant: Double = 0, file: String = #fileID,
                           line: Int = #line) -> LayoutConstraint {
        located(relate(.greaterThanOrEqual, other.offset(constant)), file, line)
    }

    /// `self <= other + constant`, inactive.
    public func constraint(lessThanOrEqualTo other: Self, constant: Double = 0, file: String = #fileID,
                           line: Int = #line) -> LayoutConstraint {
        located(relate(.lessThanOrEqual, other.offset(constant)), file, line)
    }

    func offset(_ d: Double) -> Self { Self(item, attribute, multiplier: multiplier, constant: constant + d) }
    func scaled(_ m: Double) -> Self { Self(item, attribute, multiplier: multiplier * m, constant: constant * m) }
}

extension DimensionAnchor {
    /// `self == multiplier × other + constant`, inactive.
    public func constraint(equalTo other: DimensionAnchor, multiplier: Double, constant: Double = 0,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        located(relate(.equal, other.scaled(multiplier).offset(constant)), file, line)
    }

    /// `self >= multiplier × other + constant`, inactive.
    public func constraint(greaterThanOrEqualTo other: DimensionAnchor, multiplier: Double, constant: Double = 0,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        located(relate(.greaterThanOrEqual, other.scaled(multiplier).offset(constant)), file, line)
    }

    /// `self <= multiplier × other + constant`, inactive.
    public func constraint(lessThanOrEqualTo other: DimensionAnchor, multiplier: Double, constant: Double = 0,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        located(relate(.lessThanOrEqual, other.scaled(multiplier).offset(constant)), file, line)
    }

    /// `self == constant`, inactive.
    public func constraint(equalToConstant constant: Double, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        located(relate(.equal, constant), file, line)
    }

    /// `self >= constant`, inactive.
    public func constraint(greaterThanOrEqualToConstant constant: Double, file: String = #fileID,
                           line: Int = #line) -> LayoutConstraint {
        located(relate(.greaterThanOrEqual, constant), file, line)
    }

    /// `self <= constant`, inactive.
    public func constraint(lessThanOrEqualToConstant constant: Double, file: String = #fileID,
                           line: Int = #line) -> LayoutConstraint {
        located(relate(.lessThanOrEqual, constant), file, line)
    }
}

extension LayoutRelation {
    var flipped: LayoutRelation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }
}
