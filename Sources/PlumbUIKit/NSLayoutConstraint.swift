import Foundation
import PlumbLayout

/// UIKit's `NSLayoutConstraint`, over a PlumbLayout ``LayoutConstraint``.
///
/// Activation installs it on the nearest common ancestor of its items' views (UIKit's rule for
/// `isActive` and `activate(_:)`); `addConstraint(_:)` installs it on the view called. The
/// view's ``UIView/constraints`` lists what is installed on it. Where UIKit raises (an invalid
/// priority, items in different hierarchies, a malformed visual format), Plumb writes UIKit's
/// complaint to standard error and goes on without the constraint.
open class NSLayoutConstraint {
    /// UIKit's `NSLayoutConstraint.Attribute`, with UIKit's raw values.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline,
             leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins,
             centerYWithinMargins
        case notAnAttribute = 0

        var plumb: LayoutAttribute {
            switch self {
            case .left: .left
            case .right: .right
            case .top: .top
            case .bottom: .bottom
            case .leading: .leading
            case .trailing: .trailing
            case .width: .width
            case .height: .height
            case .centerX: .centerX
            case .centerY: .centerY
            case .lastBaseline: .lastBaseline
            case .firstBaseline: .firstBaseline
            case .leftMargin: .leftMargin
            case .rightMargin: .rightMargin
            case .topMargin: .topMargin
            case .bottomMargin: .bottomMargin
            case .leadingMargin: .leadingMargin
            case .trailingMargin: .trailingMargin
            case .centerXWithinMargins: .centerXWithinMargins
            case .centerYWithinMargins: .centerYWithinMargins
            case .notAnAttribute: .notAnAttribute
            }
        }

        init(_ attribute: LayoutAttribute) {
            self = Attribute.allPlumb.first { $0.plumb == attribute } ?? .notAnAttribute
        }

        private static let allPlumb: [Attribute] = (0...20).compactMap(Attribute.init(rawValue:))
    }

    /// UIKit's `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1

        var plumb: LayoutRelation {
            switch self {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        }
    }

    /// UIKit's `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable {
        case horizontal, vertical
        var plumb: LayoutAxis { self == .horizontal ? .horizontal : .vertical }
    }

    /// UIKit's `NSLayoutConstraint.FormatOptions` (the same raw values).
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = FormatOptions(rawValue: PlumbLayout.FormatOptions.alignAllLeft.rawValue)
        public static let alignAllRight = FormatOptions(rawValue: PlumbLayout.FormatOptions.alignAllRight.rawValue)
        public static let alignAllTop = FormatOptions(rawValue: PlumbLayout.FormatOptions.alignAllTop.rawValue)
        public static let alignAllBottom = FormatOptions(rawValue: PlumbLayout.FormatOptions.alignAllBottom.rawValue)
        public static let alignAllLeading = FormatOptions(rawValue: PlumbLayout.FormatOptions.alignAllLeading.rawValue)
        public static let alignAllTrailing = FormatOptions(rawValue: PlumbLayout.FormatOptions.alignAllTrailing.rawValue)
        public static let alignAllCenterX = FormatOptions(rawValue: PlumbLayout.FormatOptions.alignAllCenterX.rawValue)
        public static let alignAllCenterY = FormatOptions(rawValue: PlumbLayout.FormatOptions.alignAllCenterY.rawValue)
        public static let alignAllLastBaseline = FormatOptions(rawValue: PlumbLayout.FormatOptions.alignAllLastBaseline.rawValue)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: PlumbLayout.FormatOptions.alignAllFirstBaseline.rawValue)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: PlumbLayout.FormatOptions.directionLeftToRight.rawValue)
        public static let directionRightToLeft = FormatOptions(rawValue: PlumbLayout.FormatOptions.directionRightToLeft.rawValue)
    }

    /// The engine's constraint.
    let base: LayoutConstraint
    /// The view it is installed on while active.
    weak var owner: UIView?

    /// A view or a ``UILayoutGuide``.
    public let firstItem: AnyObject?
    public let secondItem: AnyObject?

    init(_ base: LayoutConstraint, first: AnyObject?, second: AnyObject?) {
        self.base = base
        firstItem = first
        secondItem = second
    }

    /// `item.attribute RELATION multiplier × toItem.attribute + constant`; items are views or
    /// layout guides. Anything else makes a constraint that never activates (UIKit raises).
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                            attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        let first = view1 as AnyObject
        let second = view2.map { $0 as AnyObject }
        let item = NSLayoutConstraint.engineItem(first) ?? LayoutGuide("not a view or layout guide")
        let base = LayoutConstraint(item: item, attribute: attr1.plumb, relatedBy: relation.plumb,
                                    toItem: second.flatMap(NSLayoutConstraint.engineItem), attribute: attr2.plumb,
                                    multiplier: Double(multiplier), constant: Double(c))
        self.init(base, first: first, second: second)
    }

    /// The engine's item for a view or a guide.
    static func engineItem(_ object: AnyObject) -> LayoutItem? {
        if let view = object as? UIView { return view.engineView }
        if let guide = object as? UILayoutGuide { return guide.guide }
        return nil
    }

    public var firstAttribute: Attribute { Attribute(base.firstAttribute) }
    public var secondAttribute: Attribute { Attribute(base.secondAttribute) }
    public var relation: Relation {
        switch base.relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
    public var multiplier: CGFloat { CGFloat(base.multiplier) }

    public var constant: CGFloat {
        get { CGFloat(base.constant) }
        set { base.constant = Double(newValue) }
    }

    /// Between required and optional on an active constraint, refused and printed as UIKit's
    /// exception reason (PlumbLayout's rule).
    public var priority: UILayoutPriority {
        get { UILayoutPriority(base.priority) }
        set { base.priority = newValue.plumb }
    }

    public var identifier: String? {
        get { base.identifier }
        set { base.identifier = newValue }
    }

    public var isActive: Bool {
        get { base.isActive }
        set {
            if newValue { NSLayoutConstraint.activate([self]) } else { NSLayoutConstraint.deactivate([self]) }
        }
    }

    /// The engine's description, UIKit's console form.
    public var description: String { UnsatisfiableConstraintsLog.consoleDescription(of: base) }

    // MARK: Activation

    /// Activates all, installing each on the nearest common ancestor of its views; if one is
    /// invalid none is, and UIKit's complaint goes to standard error.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        let inactive = constraints.filter { !$0.base.isActive }
        do {
            try LayoutConstraint.activate(inactive.map(\.base))
        } catch {
            FileHandle.standardError.write(Data("PlumbUIKit: NSLayoutConstraint.activate: \(error)\n".utf8))
            return
        }
        for c in inactive { c.install(on: c.nearestCommonAncestor()) }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints {
            c.base.deactivate()
            c.uninstall()
        }
    }

    /// Records the constraint on `view` (nil: nowhere, the items have no view).
    func install(on view: UIView?) {
        uninstall()
        owner = view
        view?.installedConstraints.append(self)
    }

    func uninstall() {
        owner?.installedConstraints.removeAll { $0 === self }
        owner = nil
    }

    /// UIKit's owning view: the nearest common ancestor of the items' views (a guide's view).
    func nearestCommonAncestor() -> UIView? {
        guard let a = NSLayoutConstraint.view(of: firstItem) else { return NSLayoutConstraint.view(of: secondItem) }
        guard let b = NSLayoutConstraint.view(of: secondItem) else { return a }
        return UIView.nearestCommonAncestor(a, b)
    }

    private static func view(of item: AnyObject?) -> UIView? {
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }

    // MARK: Visual format

    /// The constraints a visual format string describes (inactive). A malformed format writes
    /// UIKit's complaint, with the column, to standard error and gives none.
    open class func constraints(withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?,
                                views: [String: Any]) -> [NSLayoutConstraint] {
        var engineViews: [String: View] = [:]
        for (name, value) in views {
            if let view = value as? UIView { engineViews[name] = view.engineView }
        }
        var numbers: [String: Double] = [:]
        for (name, value) in metrics ?? [:] {
            if let n = number(value) { numbers[name] = n }
        }
        let made: [LayoutConstraint]
        do {
            made = try LayoutConstraint.constraints(withVisualFormat: format, options: PlumbLayout.FormatOptions(rawValue: options.rawValue),
                                                metrics: numbers, views: engineViews)
        } catch {
            FileHandle.standardError.write(Data("PlumbUIKit: Unable to parse constraint format: \(error)\n".utf8))
            return []
        }
        return made.map { c in
            NSLayoutConstraint(c, first: (c.firstItem as? any HostedView)?.host, second: (c.secondItem as? any HostedView)?.host)
        }
    }

    private static func number(_ value: Any) -> Double? {
        switch value {
        case let v as Double: v
        case let v as CGFloat: Double(v)
        case let v as Float: Double(v)
        case let v as Int: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }
}
