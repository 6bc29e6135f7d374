import PlumbLayout
import PlumbMessages

/// A view or layout guide as a console log names it: `UILabel:0x7fb1c8d0a2b0'Title'`.
public struct LoggedItem: Hashable, Sendable, CustomStringConvertible {
    /// The class, as printed (`UILabel`, `_UILayoutGuide`, `MyApp.CardView`).
    public var className: String
    /// The address (`0x7fb1c8d0a2b0`); nil for a visual-format name the log does not resolve.
    public var address: String?
    /// The text in quotes after the address: a label's or button's text, or a guide's
    /// identifier (`UIViewSafeAreaLayoutGuide`).
    public var label: String?

    /// Creates a value from its parts.
    public init(className: String, address: String?, label: String? = nil) {
        self.className = className
        self.address = address
        self.label = label
    }

    /// What identifies the item within a block: its address, else its class and text.
    var key: String { address.map { "@" + $0 } ?? "\(className)'\(label ?? "")'" }

    /// Whether the class is one of UIKit's or AppKit's private ones (`_UIButtonBarStackView`,
    /// `_NSSplitViewItemViewWrapper`, the keyboard's and input assistant's views).
    public var isPrivateClass: Bool {
        let name = shortClassName
        // A header's or a visual effect view's content view is UIKit's class but holds the
        // app's views, as a cell's does.
        if name == "_UITableViewHeaderFooterContentView" || name == "_UIVisualEffectContentView" { return false }
        return name.hasPrefix("_UI") || name.hasPrefix("_NS") || name.hasPrefix("UIKeyboard") || name.hasPrefix("UIInputSet")
            || name.hasPrefix("UIRemoteKeyboard") || name.hasPrefix("SystemInputAssistant") || name.hasPrefix("UITextEffects")
            || name.hasPrefix("UIKB") || name.hasPrefix("TUISystemInputAssistant")
    }

    /// Whether the item is a layout guide rather than a view.
    public var isLayoutGuide: Bool {
        className.hasSuffix("LayoutGuide") || className == "_UILayoutSpacer" || className == "LayoutGuide"
    }

    /// The class without its module (`MyApp.CardView` → `CardView`).
    var shortClassName: String {
        if let dot = className.lastIndex(of: "."), className.index(after: dot) < className.endIndex {
            return String(className[className.index(after: dot)...])
        }
        return className
    }

    /// A readable form, as Plumb prints it.
    public var description: String {
        className + (address.map { ":" + $0 } ?? "") + (label.map { "'\($0)'" } ?? "")
    }
}

/// One constraint line of a conflict block, read: UIKit's description of an
/// `NSLayoutConstraint` (or one of its subclasses), in equation or visual-format form.
///
/// Positions written relative to the superview (`minX`, `midY`, an autoresizing constraint's
/// `UIView:0x….midX == + 70`) have no ``secondItem`` and ``isRelativeToSuperview`` set.
public struct LoggedConstraint: Hashable, Sendable {
    /// The 1-based line of the log the constraint is on.
    public var line: Int
    /// The description as logged, from `<` to `>`.
    public var text: String
    /// `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, `_UILayoutSupportConstraint`…
    public var className: String
    /// The constraint's own address (`0x600003e1c0f0`).
    public var address: String
    /// The identifier in quotes before the equation (`UISV-spacing`, a user's own).
    public var identifier: String?
    /// An autoresizing constraint's mask (`h=--& v=--&`).
    public var autoresizingMask: String?
    /// The item on the left of the equation (for `[A]-(k)-|` with a named `|`: the superview).
    public var firstItem: LoggedItem
    /// Its attribute; `minX`, `midX`… of autoresizing constraints read as left, centerX….
    public var firstAttribute: LayoutAttribute
    /// `==`, `<=` or `>=`.
    public var relation: LayoutRelation
    /// The item on the right, nil for a constant or a position in an unnamed superview.
    public var secondItem: LoggedItem?
    /// The right-hand attribute (with no second item: the superview's, for
    /// ``isRelativeToSuperview``, else `notAnAttribute`).
    public var secondAttribute: LayoutAttribute
    /// `0.5*`: 1 when none is printed.
    public var multiplier: Double
    /// The constant, system spacing included.
    public var constant: Double
    /// `@750`: 1000 (required) when none is printed.
    public var priority: Double
    /// The position is measured in the first item's superview (`minX == 20`, `midY == + 70`, a
    /// visual format's `|`) and that superview is not named.
    public var isRelativeToSuperview: Bool
    /// The superview the log names (`names: '|':UIView:0x…`): of the first item, or of the
    /// second when the first is that superview (`[A]-(8)-|`).
    public var superview: LoggedItem?
    /// The constant is a system spacing (`NSSpace(8)`, `NSLayoutAnchorConstraintSpace(8)`):
    /// the number is the spacing UIKit resolved it to.
    public var isSystemSpacing: Bool
    /// `(active)` was printed; nil when the log says neither active nor inactive (iOS 8, 9).
    public var isActive: Bool?
    /// The names of a visual format's views dictionary the log gives (`names: title:UILabel:0x…`),
    /// but `|` and names that only repeat the class.
    public var names: [String: LoggedItem]
    /// Where a library that labels its constraints says the app made it (SnapKit's
    /// `@BackupWordsController.swift#61` after the address); nil otherwise.
    public var sourceLabel: String? = nil

    /// Whether UIKit made the constraint rather than the app: autoresizing masks, stack views,
    /// layout margins and safe areas, cell and view-controller sizes, layout support guides,
    /// content size.
    public var isSystemMade: Bool {
        if autoresizingMask != nil { return true }
        switch className {
        case "NSAutoresizingMaskLayoutConstraint", "_UILayoutSupportConstraint", "NSContentSizeLayoutConstraint":
            return true
        default: break
        }
        if className.hasPrefix("_UITemporaryLayout") { return true }
        guard let identifier else { return false }
        return identifier.hasPrefix("UISV-") || identifier.hasPrefix("UIView-") || identifier.hasPrefix("_UI")
            || identifier.hasPrefix("NSView-") || identifier == "UIIBSystemGenerated"
            || identifier.hasPrefix("UIViewSafeAreaLayoutGuide") || identifier.hasPrefix("UIViewLayoutMarginsGuide")
            || identifier.hasPrefix("UIScrollView-") || identifier.hasPrefix("UITableView")
            || identifier.hasPrefix("UICollectionView")
    }

    /// Who made the constraint, and so who can change it.
    public enum Owner: String, Sendable {
        /// The app, or a library it links (SnapKit, Masonry): the app can change it.
        case app
        /// UIKit, for views the app controls (encapsulated cell sizes, autoresizing masks,
        /// `UISV-…`, temporary fitting sizes, margin and safe-area guides): the app changes the
        /// setting that makes it.
        case system
        /// UIKit, among its own private views (the keyboard and its input assistant, alert
        /// controllers, bar internals): the app cannot change it.
        case `private`
    }

    /// Who made the constraint: ``Owner/private`` when every view it names is one of UIKit's
    /// (or AppKit's) private classes or its identifier is one of theirs, else
    /// ``Owner/system`` when ``isSystemMade``, else ``Owner/app``.
    public var owner: Owner {
        if isEncapsulatedLayoutSize { return .system }
        if isPrivate || isKnownPrivateConflict { return .private }
        if isSystemMade || isCellContentSize { return .system }
        // UIKit's own, placing an app's view in one of its private containers.
        if className == "NSLayoutConstraint",
           [firstItem, secondItem, superview].contains(where: { $0.map { $0.isPrivateClass && !$0.isLayoutGuide } ?? false }) {
            return .system
        }
        return .app
    }

    /// A cell content view's height, or its width of 0 (or a header's, a footer's or a cell's),
    /// without an identifier: the size UIKit's table gave it before iOS 11 labelled it
    /// `UIView-Encapsulated-Layout-…` (a template-cell library's fitting width, greater than
    /// 0, is the app's).
    private var isCellContentSize: Bool {
        guard className == "NSLayoutConstraint", identifier == nil, secondItem == nil, relation == .equal else { return false }
        let name = firstItem.shortClassName
        if ["UITableViewCellContentView", "UICollectionViewCellContentView"].contains(name) {
            return firstAttribute == .height || (firstAttribute == .width && constant == 0)
        }
        // A table's header, footer or cell not laid out yet: UIKit gives it a width of 0.
        return firstAttribute == .width && constant == 0
            && ["Cell", "HeaderView", "FooterView"].contains(where: { name.hasSuffix($0) })
    }

    /// `UIView.width == - 16` on a plain view: UIAlertController's action sheet on iOS 12.2 and
    /// later, a known UIKit bug that nothing in the app triggers or can change.
    var isKnownPrivateConflict: Bool {
        firstItem.shortClassName == "UIView" && secondItem == nil && firstAttribute == .width && relation == .equal
            && constant == -16 && identifier == nil
    }

    private var isPrivate: Bool {
        if let identifier, LoggedConstraint.privateIdentifiers.contains(where: { identifier.hasPrefix($0) }) { return true }
        // An autoresizing mask belongs to the view that translates it: one of UIKit's own.
        if autoresizingMask != nil, [firstItem, secondItem].contains(where: { $0.map { $0 != superview && $0.isPrivateClass } ?? false }) {
            return true
        }
        let views = [firstItem, secondItem, superview].compactMap { $0 }.filter { !$0.isLayoutGuide && !$0.className.isEmpty }
        return !views.isEmpty && views.allSatisfy(\.isPrivateClass)
    }

    /// Identifiers of constraints UIKit makes among its private views.
    static let privateIdentifiers = [
        "assistantHeight", "assistantView.", "accessoryView.", "inputView.", "UIInputWindowController",
        "UIButtonBar.", "TB_", "UIKBAutofill", "_UIKB",
    ]

    /// Whether this is a cell or hosting view's size, set by its table, collection or
    /// navigation container (`UIView-Encapsulated-Layout-Width`/`-Height`).
    public var isEncapsulatedLayoutSize: Bool {
        identifier == "UIView-Encapsulated-Layout-Height" || identifier == "UIView-Encapsulated-Layout-Width"
            || identifier == "NSView-Encapsulated-Layout-Height" || identifier == "NSView-Encapsulated-Layout-Width"
    }
}

/// A conflict block of a console log: UIKit's "Unable to simultaneously satisfy constraints."
public struct LoggedConflict: Sendable {
    /// The line of "Unable to simultaneously satisfy constraints".
    public var line: Int
    /// The constraints listed, in order.
    public var constraints: [LoggedConstraint]
    /// The constraint UIKit says it breaks ("Will attempt to recover by breaking constraint").
    public var broken: LoggedConstraint?
    /// The block ended (another block, the end of the log) before its "Will attempt to
    /// recover" line.
    public var isTruncated: Bool
    /// The system logger replaced the constraints by `<private>`.
    public var isRedacted: Bool
    /// Constraint lines beyond ``ConsoleLogReader/maximumConstraintsPerBlock``, not kept.
    public var droppedConstraints: Int
    /// The lines of later blocks with the very same constraints (UIKit logs a conflict again
    /// at each layout pass); they are not explained again.
    public var repeatLines: [Int]
    /// Whether the block opened with UIKit's "Unable to simultaneously satisfy constraints."
    /// line; false for a paste that starts at the advice or the list itself (then ``line`` is
    /// the first line of what was pasted).
    public var hasHeader = true
    /// The process that logged the block, when the log's prefix names it (`SpringBoard[10567]:`,
    /// `Recipes[4410:99120]`).
    public var process: String?

    /// Whether the process is one of the system's own (SpringBoard, the keyboard's and other
    /// system services): the layout is not the app's.
    public var isLoggedBySystemProcess: Bool {
        guard let process else { return false }
        return LoggedConflict.systemProcesses.contains(process)
    }

    /// Processes of iOS itself that log conflicts of their own layouts.
    static let systemProcesses: Set<String> = [
        "SpringBoard", "backboardd", "Spotlight", "MobileSMS", "Preferences", "InCallService", "SiriViewService",
        "PassbookUIService", "com.apple.WebKit.WebContent", "kbd", "TextInputUI",
    ]

    /// Creates a value from its parts.
    public init(line: Int) {
        self.line = line
        constraints = []
        broken = nil
        isTruncated = false
        isRedacted = false
        droppedConstraints = 0
        repeatLines = []
    }
}

/// A line the reader could not use, with why: reported, then skipped.
public struct SkippedLine: Sendable, Hashable {
    /// The 1-based line of the log.
    public var line: Int
    /// Why it was skipped.
    public var reason: String

    /// Creates a value from its parts.
    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    /// The skip as a warning at its line of `file` (the log as the reader of the report knows it).
    public func diagnostic(in file: String) -> Diagnostic {
        Diagnostic(.warning, "skipped: \(reason)", at: SourceLocation(file: file, line: line))
    }
}

/// The attribute names of UIKit's descriptions.
enum LoggedAttributes {
    /// UIKit's names (``LayoutAttribute/init(name:)``), and `baseline`, the last baseline, as
    /// iOS 8 printed it.
    static func plain(_ name: String) -> LayoutAttribute? {
        name == "baseline" ? .lastBaseline : LayoutAttribute(name: name)
    }
    /// The private attributes of autoresizing constraints: positions in the superview.
    static let frame: [String: LayoutAttribute] = [
        "minX": .left, "midX": .centerX, "maxX": .right, "minY": .top, "midY": .centerY, "maxY": .bottom,
    ]

    /// The attribute, and whether a position with no second item is measured in the superview.
    static func resolve(_ name: String, hasSecondItem: Bool) throws(ConstraintDescriptionParser.Failure) -> (attribute: LayoutAttribute, relative: Bool) {
        if let a = plain(name) { return (a, !hasSecondItem && a.axis != nil && a != .width && a != .height) }
        if let a = frame[name] { return (a, !hasSecondItem) }
        throw ConstraintDescriptionParser.Failure(reason: "unknown attribute '\(name)'")
    }
}
