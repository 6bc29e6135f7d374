import PlumbLayout

/// A logged conflict rebuilt in PlumbLayout and laid out.
///
/// Every item of the block becomes a view (a layout guide for `…LayoutGuide` classes) of one
/// root, with `translatesAutoresizingMaskIntoConstraints` off: UIKit printed the autoresizing
/// constraints that matter, and they are rebuilt from the log like the others. A position
/// measured in an unnamed superview is measured in a stand-in superview of its own. The
/// constraints are activated in the order listed, UIKit's own marked as such, so Plumb's
/// conflict policy (``LayoutConstraint`` victims: the app's first fixed size, far edge, or
/// first member, in the order added) sees UIKit's order and owners.
struct ConflictRebuild {
    /// A change tried by the fix search.
    enum Change: Equatable {
        case lowerPriority(Int, to: Double)
        case remove(Int)
        /// Drop every autoresizing constraint of the item (by key).
        case stopTranslatingAutoresizingMask(String)
        /// Add `by` to the constant of the constraint at the index.
        case shiftConstant(Int, by: Double)
    }

    /// A minimal conflicting set Plumb found: members by index in the block (nil: a constraint
    /// the engine made, described), and the member it broke.
    struct Conflict {
        var members: [Int?]
        var implicit: [String]
        var broken: Int?
        var brokenDescription: String
    }

    let root: View
    /// Item key → the rebuilt item.
    private(set) var items: [String: LayoutItem] = [:]
    /// Per logged constraint: the rebuilt one, or why not.
    private(set) var rebuilt: [LayoutConstraint?] = []
    private(set) var refused: [(index: Int, reason: String)] = []
    private(set) var conflicts: [Conflict] = []

    /// Sizes and places for the views a block leaves undetermined, at priority 1 (they never
    /// take part in a conflict of required constraints), so that a drawing shows them apart.
    static let drawingSize = Size(width: 120, height: 44)
    static let drawingSpacing = 40.0

    init(_ logged: [LoggedConstraint], names: ItemNames, change: Change? = nil, forDrawing: Bool = false) {
        root = View("console log")
        root.logsUnsatisfiableConstraints = false
        let superviews = ConflictRebuild.superviews(logged)
        var standIns: [String: View] = [:]
        var index: [ObjectIdentifier: Int] = [:]
        for (n, c) in logged.enumerated() {
            switch change {
            case .remove(n)?:
                rebuilt.append(nil)
                continue
            case .stopTranslatingAutoresizingMask(let key)? where c.autoresizingMask != nil && c.firstItem.key == key:
                rebuilt.append(nil)
                continue
            default: break
            }
            let first = item(c.firstItem, names)
            var second: LayoutItem?
            if let s = c.secondItem {
                second = item(s, names)
            } else if c.isRelativeToSuperview {
                if let s = superviews[c.firstItem.key] ?? c.superview {
                    second = item(s, names)
                } else if let standIn = standIns[c.firstItem.key] {
                    second = standIn
                } else {
                    let standIn = View("superview of \(names[c.firstItem])")
                    standIn.translatesAutoresizingMaskIntoConstraints = false
                    root.addSubview(standIn)
                    standIns[c.firstItem.key] = standIn
                    second = standIn
                }
            }
            var priority = c.priority
            if case .lowerPriority(n, let p)? = change { priority = p }
            var constant = c.constant
            if case .shiftConstant(n, let delta)? = change { constant += delta }
            let constraint = LayoutConstraint(
                item: first, attribute: c.firstAttribute, relatedBy: c.relation, toItem: second,
                attribute: second == nil ? .notAnAttribute : c.secondAttribute, multiplier: c.multiplier,
                constant: constant, priority: LayoutPriority(priority), file: "log", line: c.line)
            constraint.identifier = c.identifier
            // UIKit's own (encapsulated sizes, autoresizing masks, `UISV-…`) are broken after
            // the app's, in the engine as in UIKit.
            if c.isSystemMade { constraint.markedAsMadeByUIKit() }
            do {
                try constraint.activate()
                rebuilt.append(constraint)
                index[ObjectIdentifier(constraint)] = n
            } catch {
                rebuilt.append(nil)
                refused.append((n, "\(error)"))
            }
        }
        if forDrawing {
            var hints: [LayoutConstraint] = []
            for (i, view) in root.subviews.enumerated() {
                let size = ConflictRebuild.drawingSize
                hints += [view.width == size.width, view.height == size.height,
                          view.left == root.left + Double(i) * (size.width + ConflictRebuild.drawingSpacing),
                          view.top == root.top + Double(i % 2) * size.height]
            }
            for hint in hints { hint.priority(1) }
            try? LayoutConstraint.activate(hints)
        }
        root.layout(in: Size(width: 0, height: 0))
        for issue in root.layoutIssues {
            guard case .unsatisfiable(let broken, let members) = issue else { continue }
            var conflict = Conflict(members: [], implicit: [], broken: index[ObjectIdentifier(broken)],
                                    brokenDescription: broken.description)
            for m in members {
                if let n = index[ObjectIdentifier(m)] {
                    conflict.members.append(n)
                } else {
                    conflict.members.append(nil)
                    conflict.implicit.append(m.description)
                }
            }
            conflicts.append(conflict)
        }
    }

    /// Item key → the superview the block names for it anywhere; for an item placed relative
    /// to an unnamed superview (an autoresizing `midY == + 70` without `names: '|'`), the one
    /// view the block pins it to edge to like edge (`item.bottom == other.bottom - 10`), if
    /// there is exactly one: that is how a view sits in its superview, where siblings relate
    /// opposite edges.
    static func superviews(_ logged: [LoggedConstraint]) -> [String: LoggedItem] {
        var superviews: [String: LoggedItem] = [:]
        for c in logged {
            guard let s = c.superview else { continue }
            for item in [c.firstItem, c.secondItem].compactMap({ $0 }) where item != s { superviews[item.key] = s }
        }
        for c in logged where c.isRelativeToSuperview && c.superview == nil && superviews[c.firstItem.key] == nil {
            var pinned: [LoggedItem] = []
            for d in logged {
                guard let second = d.secondItem, d.firstAttribute == d.secondAttribute, d.firstAttribute != .width,
                      d.firstAttribute != .height else { continue }
                let other = d.firstItem == c.firstItem ? second : second == c.firstItem ? d.firstItem : nil
                if let other, other != c.firstItem, !other.isLayoutGuide, !pinned.contains(other) { pinned.append(other) }
            }
            if pinned.count == 1 { superviews[c.firstItem.key] = pinned[0] }
        }
        return superviews
    }

    private mutating func item(_ logged: LoggedItem, _ names: ItemNames) -> LayoutItem {
        if let known = items[logged.key] { return known }
        let made: LayoutItem
        if logged.isLayoutGuide {
            let guide = LayoutGuide(names[logged])
            root.addLayoutGuide(guide)
            made = guide
        } else {
            let view = View(names[logged])
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            made = view
        }
        items[logged.key] = made
        return made
    }
}
