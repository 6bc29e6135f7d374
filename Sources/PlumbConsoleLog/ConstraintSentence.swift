import PlumbLayout

/// Short, stable names for the items of a block: the name a visual format's views dictionary
/// gave it (`names: title:UILabel:0x…`), the label's text (`Title`), a guide's role
/// (`safeArea#1`), else the class and its order of first appearance in the block (`UIView#2`).
/// Never the address alone: addresses change from run to run.
struct ItemNames {
    private(set) var names: [String: String] = [:]
    /// Item key → its superview, as the block names it anywhere.
    let superviews: [String: LoggedItem]
    private var used: [String: Int] = [:]

    init(_ constraints: [LoggedConstraint]) {
        superviews = ConflictRebuild.superviews(constraints)
        // A name from a views dictionary is the program's own: it comes first.
        for c in constraints {
            for (key, item) in c.names.sorted(by: { $0.key < $1.key }) where names[item.key] == nil && used[key] == nil {
                names[item.key] = key
                used[key] = 1
            }
        }
        for c in constraints {
            for item in [c.firstItem, c.secondItem, c.superview].compactMap({ $0 }) { name(item) }
        }
    }

    subscript(item: LoggedItem) -> String { names[item.key] ?? item.shortClassName }

    private mutating func name(_ item: LoggedItem) {
        guard names[item.key] == nil else { return }
        var base: String
        if let label = item.label, !label.isEmpty {
            switch label {
            case "UIViewSafeAreaLayoutGuide": base = "safeArea"
            case "UIViewLayoutMarginsGuide": base = "margins"
            case "UIViewKeyboardLayoutGuide", "UIKeyboardLayoutGuide": base = "keyboard"
            case "UIViewReadableContentGuide": base = "readableContent"
            default: base = label.count > 24 ? String(label.prefix(23)) + "…" : label
            }
            if item.isLayoutGuide || base != label {
                base += "#\(next(base))"
            } else if used[base] != nil {
                base += "#\(next(base))"
            } else {
                used[base] = 1
            }
        } else {
            let cls = item.shortClassName.isEmpty ? "item" : item.shortClassName
            base = "\(cls)#\(next(cls))"
        }
        names[item.key] = base
    }

    private mutating func next(_ base: String) -> Int {
        let n = (used[base] ?? 0) + 1
        used[base] = n
        return n
    }
}

/// A constraint as a plain sentence: "Title's leading edge is 8 after UIView#1's leading edge".
enum ConstraintSentence {
    static func sentence(_ c: LoggedConstraint, _ names: ItemNames) -> String {
        let first = "\(names[c.firstItem])'s \(phrase(c.firstAttribute))"
        var s: String
        let second: String? = c.secondItem.map { "\(names[$0])'s \(phrase(c.secondAttribute))" }
            ?? (c.isRelativeToSuperview
                ? "\((c.superview ?? names.superviews[c.firstItem.key]).map { names[$0] } ?? "its superview")'s \(phrase(c.secondAttribute))"
                : nil)
        let k = format(Swift.abs(c.constant))
        if let second, c.multiplier == 1, c.firstAttribute.axis != nil, c.firstAttribute != .width, c.firstAttribute != .height {
            let vertical = c.firstAttribute.axis == .vertical
            let direction = c.constant >= 0 ? (vertical ? "below" : "after") : (vertical ? "above" : "before")
            switch (c.relation, c.constant == 0) {
            case (.equal, true): s = "\(first) lines up with \(second)"
            case (.equal, false): s = "\(first) is \(k) \(direction) \(second)"
            case (.greaterThanOrEqual, true): s = "\(first) is at or \(vertical ? "below" : "after") \(second)"
            case (.lessThanOrEqual, true): s = "\(first) is at or \(vertical ? "above" : "before") \(second)"
            case (.greaterThanOrEqual, false):
                s = "\(first) is \(c.constant > 0 ? "at least" : "at most") \(k) \(direction) \(second)"
            case (.lessThanOrEqual, false):
                s = "\(first) is \(c.constant > 0 ? "at most" : "at least") \(k) \(direction) \(second)"
            }
        } else if let second {
            var rhs = c.multiplier == 1 ? second : "\(format(c.multiplier)) × \(second)"
            if c.constant != 0 { rhs += c.constant > 0 ? " plus \(k)" : " minus \(k)" }
            s = "\(first) \(verb(c.relation, equal: "equals")) \(rhs)"
        } else {
            s = "\(first) \(verb(c.relation, equal: "is")) \(format(c.constant))"
        }
        if c.isSystemSpacing { s += " (system spacing)" }
        if c.priority < 1000 { s += ", at priority \(format(c.priority))" }
        if let origin = origin(c) { s += " — \(origin)" }
        return s
    }

    /// Who made a system constraint, in words.
    static func origin(_ c: LoggedConstraint) -> String? {
        if let mask = c.autoresizingMask { return "from its autoresizing mask (\(mask))" }
        guard let identifier = c.identifier else {
            return c.className == "_UILayoutSupportConstraint" ? "a view controller's layout guide" : nil
        }
        switch identifier {
        case "UIView-Encapsulated-Layout-Height", "UIView-Encapsulated-Layout-Width":
            return "the size its container (table, collection or navigation view) gives it"
        case "UIView-Encapsulated-Layout-Left", "UIView-Encapsulated-Layout-Top":
            return "the position its container gives it"
        default:
            if identifier.hasPrefix("UISV-") { return "made by a stack view (\(identifier))" }
            if identifier.hasSuffix("Margin-guide-constraint") { return "the layout margins (\(identifier))" }
            if identifier.hasPrefix("UIViewSafeAreaLayoutGuide") { return "the safe area (\(identifier))" }
            return nil
        }
    }

    private static func verb(_ relation: LayoutRelation, equal: String) -> String {
        switch relation {
        case .equal: equal
        case .greaterThanOrEqual: "is at least"
        case .lessThanOrEqual: "is at most"
        }
    }

    static func phrase(_ a: LayoutAttribute) -> String {
        switch a {
        case .left: "left edge"
        case .right: "right edge"
        case .top: "top edge"
        case .bottom: "bottom edge"
        case .leading: "leading edge"
        case .trailing: "trailing edge"
        case .width: "width"
        case .height: "height"
        case .centerX: "horizontal center"
        case .centerY: "vertical center"
        case .firstBaseline: "first baseline"
        case .lastBaseline: "last baseline"
        case .leftMargin: "left margin"
        case .rightMargin: "right margin"
        case .topMargin: "top margin"
        case .bottomMargin: "bottom margin"
        case .leadingMargin: "leading margin"
        case .trailingMargin: "trailing margin"
        case .centerXWithinMargins: "horizontal center within its margins"
        case .centerYWithinMargins: "vertical center within its margins"
        case .notAnAttribute: "(no attribute)"
        }
    }

    static func format(_ x: Double) -> String {
        if x == x.rounded(), Swift.abs(x) < 1e15 { return String(Int64(x)) }
        return String(x)
    }
}
