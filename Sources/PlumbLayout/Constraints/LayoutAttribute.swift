import PlumbSolver

/// `==`, `<=` or `>=`.
public typealias LayoutRelation = PlumbSolver.Relation

/// A layout attribute, UIKit's `NSLayoutConstraint.Attribute`. Leading and trailing are left and
/// right, or right and left where the constraint resolves right to left
/// (``View/effectiveUserInterfaceLayoutDirection``).
public enum LayoutAttribute: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The edges, the size and the centre of the item's alignment rectangle.
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    /// The first baseline: ``View/firstBaselineOffsetFromTop`` below the top.
    case firstBaseline
    /// The last baseline: ``View/lastBaselineOffsetFromBottom`` above the bottom.
    case lastBaseline
    /// The edges of a view's ``View/layoutMarginsGuide``.
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    /// The centre of a view's ``View/layoutMarginsGuide``.
    case centerXWithinMargins, centerYWithinMargins
    /// The second attribute of a constraint with no second item.
    case notAnAttribute

    /// What the attribute measures: constraints relate attributes of one kind only, as UIKit's
    /// typed anchors do.
    public enum Kind: Sendable {
        /// A horizontal position (left, leading, centerX, their margins).
        case xPosition
        /// A vertical position (top, baselines, centerY, their margins).
        case yPosition
        /// A width or a height.
        case dimension
        /// ``LayoutAttribute/notAnAttribute``.
        case none

        /// How an error names the kind: "the x-axis anchor", "the dimension".
        public var words: String {
            switch self {
            case .xPosition: "the x-axis anchor"
            case .yPosition: "the y-axis anchor"
            case .dimension: "the dimension"
            case .none: "no attribute"
            }
        }
    }

    /// What the attribute measures.
    public var kind: Kind {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
             .trailingMargin, .centerXWithinMargins:
            .xPosition
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
             .centerYWithinMargins:
            .yPosition
        case .width, .height: .dimension
        case .notAnAttribute: .none
        }
    }

    /// The axis the attribute belongs to (nil for ``notAnAttribute``).
    public var axis: LayoutAxis? {
        switch self {
        case .width: .horizontal
        case .height: .vertical
        default:
            switch kind {
            case .xPosition: .horizontal
            case .yPosition: .vertical
            case .dimension, .none: nil
            }
        }
    }

    /// The plain attribute a margin attribute is measured on the margins guide with.
    var withoutMargin: LayoutAttribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }

    /// Absolute (left/right: 1) or direction-relative (leading/trailing: 2) horizontal edge,
    /// which UIKit does not let one constraint mix; 0 for every other attribute.
    public var horizontalDirectionality: Int {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: 1
        case .leading, .trailing, .leadingMargin, .trailingMargin: 2
        default: 0
        }
    }

    /// The attribute as UIKit spells it in code and in Interface Builder documents
    /// (`leading`, `centerXWithinMargins`).
    public var description: String { name }

    /// The attribute whose ``name`` is `name`, nil for any other word (``notAnAttribute``
    /// included: it names no anchor). The one table of attribute names that every reader uses.
    public init?(name: String) {
        // By length, then compared: a length leaves at most four names, and a name equal to
        // a short one compares in one step, where hashing it took hundreds (every operand of
        // a layout file names an attribute).
        let length = name.utf8.count
        guard length < LayoutAttribute.byLength.count else { return nil }
        for attribute in LayoutAttribute.byLength[length] where attribute.name == name {
            self = attribute
            return
        }
        return nil
    }

    /// Every anchor's name, sorted (for "expected one of …" messages).
    public static let names: [String] = named.map(\.name).sorted()

    /// The attributes that name an anchor, in declaration order (sizes and edges first).
    private static let named = allCases.filter { $0 != .notAnAttribute }

    /// ``named`` by the length of their names in UTF-8, sizes first (`width` before `right`,
    /// `height` before `bottom`): a name compared with another of its length costs more than
    /// with itself, and sizes are the most common.
    private static let byLength: [[LayoutAttribute]] = {
        var table = Array(repeating: [LayoutAttribute](), count: (named.map(\.name.utf8.count).max() ?? 0) + 1)
        for attribute in [.width, .height] + named.filter({ $0.kind != .dimension }) {
            table[attribute.name.utf8.count].append(attribute)
        }
        return table
    }()

    /// The attribute as UIKit spells it (`leading`, `centerXWithinMargins`).
    public var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .firstBaseline: "firstBaseline"
        case .lastBaseline: "lastBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}

extension LayoutAttribute {
    /// How many solver terms the attribute resolves to: an edge or a size is one variable, the
    /// far edges, centres and last baseline add a share of the size. Capacity only: a wrong
    /// count costs a reallocation, not a wrong expression.
    var termCount: Int {
        switch withoutMargin ?? self {
        case .right, .trailing, .centerX, .bottom, .centerY, .lastBaseline: 2
        case .notAnAttribute: 0
        default: 1
        }
    }
}
