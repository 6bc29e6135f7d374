import PlumbSolver

/// A constraint priority: greater than 0 and at most 1000 (SEMANTICS §1.2), with UIKit's named
/// levels (`.required`, `.defaultHigh`, `.defaultLow`, `.fittingSizeLevel`, …).
public typealias LayoutPriority = PlumbSolver.Priority

/// `==`, `<=` or `>=`.
public typealias LayoutRelation = PlumbSolver.Relation

/// A layout attribute, UIKit's `NSLayoutConstraint.Attribute`. Plumb lays out left to right:
/// leading is left and trailing is right.
public enum LayoutAttribute: Hashable, Sendable, CustomStringConvertible {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    /// The first baseline: ``View/firstBaselineOffsetFromTop`` below the top.
    case firstBaseline
    /// The last baseline: ``View/lastBaselineOffsetFromBottom`` above the bottom.
    case lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    /// The second attribute of a constraint with no second item.
    case notAnAttribute

    /// What the attribute measures.
    enum Kind {
        case xPosition, yPosition, dimension, none
    }

    var kind: Kind {
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

    /// Absolute (left/right) or direction-relative (leading/trailing) horizontal edge, which
    /// UIKit does not let one constraint mix.
    var horizontalDirectionality: Int {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: 1
        case .leading, .trailing, .leadingMargin, .trailingMargin: 2
        default: 0
        }
    }

    public var description: String {
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

/// Where a program text is: `#fileID` and `#line`, printed as `File.swift:12`.
public struct CodeLocation: Hashable, Sendable, CustomStringConvertible {
    /// The `#fileID` (`Module/File.swift`).
    public var fileID: String
    public var line: Int
    /// 1-based column, when known (layout files and storyboards give one; `#line` does not).
    public var column: Int?

    public init(fileID: String, line: Int, column: Int? = nil) {
        self.fileID = fileID
        self.line = line
        self.column = column
    }

    /// The file name without the module: `File.swift`.
    public var fileName: String {
        if let slash = fileID.lastIndex(of: "/") { return String(fileID[fileID.index(after: slash)...]) }
        return fileID
    }

    public var description: String { "\(fileName):\(line)" }
}
