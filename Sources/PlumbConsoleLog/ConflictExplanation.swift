import PlumbLayout

/// What Plumb makes of one logged conflict: the block rebuilt and solved, a minimal conflicting
/// set, the constraint Plumb breaks next to the one UIKit broke, a fix, and each constraint as
/// a sentence.
public struct ConflictExplanation: Sendable {
    /// A member of the minimal conflicting set.
    public struct Member: Sendable, Hashable {
        /// The logged constraint; nil for one PlumbLayout made while rebuilding (a view's
        /// layout margins: the log names a margin attribute and the default 8-point margins
        /// are assumed).
        public var constraint: LoggedConstraint?
        /// The constraint in a plain sentence.
        public var sentence: String
    }

    /// Whether Plumb breaks the constraint UIKit broke.
    public enum Agreement: String, Sendable {
        /// Plumb breaks the same constraint.
        case same
        /// Plumb breaks another member of the conflict (UIKit's choice depends on the order its
        /// engine met the constraints, which the log does not keep).
        case different
        /// The log does not say which one UIKit broke (a truncated or redacted block).
        case unknown
    }

    /// The smallest change found that resolves the conflict, checked by solving again.
    public struct Fix: Sendable, Hashable {
        /// The kinds of fix; the raw values are the `kind` of `plumb explain-log --format json`.
        public enum Kind: String, Sendable {
            /// Lower the constraint's priority to 999: it holds whenever it can.
            case lowerPriority = "lower-priority"
            /// Remove the constraint: another one says the same thing differently.
            case remove
            /// Set `translatesAutoresizingMaskIntoConstraints = false` on the view.
            case stopTranslatingAutoresizingMask = "translates-autoresizing-mask"
            /// A self-sizing cell: lower the bottom (or trailing) constraint of the content to
            /// 999 so that the cell's fixed estimated size can win while the table measures it.
            case encapsulatedLayoutSize = "encapsulated-layout-size"
            /// Nothing to change in the app: every member is UIKit's own, among its private
            /// views (the keyboard's input assistant, an alert's internals); ``constraint`` is
            /// the first of them.
            case uikitOwnConflict = "uikit-own-conflict"
        }
        /// What kind of change.
        public var kind: Kind
        /// The constraint to change (for ``Kind/stopTranslatingAutoresizingMask``: one of the
        /// view's autoresizing constraints).
        public var constraint: LoggedConstraint
        /// The view, for ``Kind/stopTranslatingAutoresizingMask``.
        public var view: String?
        /// What to do, in words.
        public var message: String
        /// Whether the rebuilt system, changed so, has no conflict left among these constraints.
        public var verified: Bool
    }

    /// The block.
    public var conflict: LoggedConflict
    /// The names given to the block's items (label text, class and ordinal), by the item's
    /// description in the log.
    public var itemNames: [(item: LoggedItem, name: String)]
    /// Each listed constraint as a sentence, in order.
    public var sentences: [String]
    /// A minimal conflicting set: with all of these the constraints cannot hold, without any
    /// one they can. Empty when Plumb finds no conflict.
    public var minimalSet: [Member]
    /// Further conflicts Plumb met in the same block (after breaking the first), each minimal.
    public var otherConflicts: [[Member]]
    /// The member Plumb breaks (the most recently activated, in the order listed).
    public var plumbBroken: Member?
    /// Whether Plumb breaks the constraint UIKit broke.
    public var agreement: Agreement
    /// The smallest change found that resolves the first conflict; nil when Plumb finds none.
    public var fix: Fix?
    /// Listed constraints Plumb could not rebuild, with why (an attribute a layout guide does
    /// not have, an item of another hierarchy…).
    public var unrebuilt: [(constraint: LoggedConstraint, reason: String)]
    /// When Plumb finds no conflict among the listed constraints: one of them whose constant,
    /// moved by ``ConsoleLogExplainer/tieShift`` points, makes them conflict. They hold only
    /// exactly, and UIKit, which prints constants rounded, held values a rounding apart: the
    /// conflict needs no unlisted constraint. Nil otherwise.
    public var tie: Tie?

    /// Listed constraints that say what an earlier one says: the same equation, written the same
    /// way (`exact`: the same constraint added twice, or two made by the same code) or another
    /// way (the sides swapped, visual format against an anchor).
    public var duplicates: [Duplicate] = []

    /// Who made each listed constraint, in order: ``LoggedConstraint/owner``, with the block
    /// as context (``ConsoleLogExplainer/owners(_:)``).
    public var owners: [LoggedConstraint.Owner] = []

    /// For a list without UIKit's header or choice in which Plumb finds no conflict (a
    /// `constraintsAffectingLayout` print): the sizes the listed constraints leave free, per
    /// view, in the axes they constrain it in.
    public var free: [FreeItem] = []

    /// A view of the block and what the listed constraints leave free of it.
    public struct FreeItem: Sendable {
        /// The view's name in the block (``ConflictExplanation/itemNames``).
        public var name: String
        /// `width`, `height`: the frame's free sizes.
        public var parts: [String]
    }

    /// A listed constraint that repeats an earlier one.
    public struct Duplicate: Sendable {
        /// The repeat.
        public var constraint: LoggedConstraint
        /// The earlier constraint it repeats.
        public var original: LoggedConstraint
        /// Whether it is written the same way.
        public var isExact: Bool
    }

    /// A listed constraint that the others allow at exactly its printed constant.
    public struct Tie: Sendable {
        /// The constraint.
        public var constraint: LoggedConstraint
        /// The shift of its constant (±``ConsoleLogExplainer/tieShift``) that makes the block conflict.
        public var shift: Double
    }
}

/// Explains conflict blocks: rebuild, solve, compare, fix.
public enum ConsoleLogExplainer {
    /// Fix candidates tried (each costs a rebuild and a layout pass).
    public static let maximumFixAttempts = 8

    /// Explains one block.
    public static func explain(_ conflict: LoggedConflict) -> ConflictExplanation {
        let logged = conflict.constraints
        let names = ItemNames(logged + (conflict.broken.map { [$0] } ?? []))
        let sentences = logged.map { ConstraintSentence.sentence($0, names) }
        let system = ConflictRebuild(logged, names: names)
        func member(_ index: Int?, _ implicit: inout [String].Iterator) -> ConflictExplanation.Member {
            if let index { return .init(constraint: logged[index], sentence: sentences[index]) }
            return .init(constraint: nil, sentence: implicit.next().map { "made by PlumbLayout: \($0)" } ?? "made by PlumbLayout")
        }
        var conflicts: [[ConflictExplanation.Member]] = []
        for c in system.conflicts {
            var implicit = c.implicit.makeIterator()
            conflicts.append(c.members.map { member($0, &implicit) })
        }
        var plumbBroken: ConflictExplanation.Member?
        if let first = system.conflicts.first {
            plumbBroken = first.broken.map { .init(constraint: logged[$0], sentence: sentences[$0]) }
                ?? .init(constraint: nil, sentence: "made by PlumbLayout: \(first.brokenDescription)")
        }
        var agreement = ConflictExplanation.Agreement.unknown
        if let uikit = conflict.broken, let plumb = plumbBroken?.constraint {
            agreement = uikit.address == plumb.address ? .same : .different
        }
        // A system process's own layout (SpringBoard's): nothing in it is the app's.
        let owners = conflict.isLoggedBySystemProcess ? logged.map { _ in .private } : owners(logged)
        let fix = system.conflicts.first.flatMap {
            findFix(for: $0, logged, owners, names, uikitBroken: conflict.broken, process: conflict.process)
        }
        let claimsConflict = conflict.hasHeader || conflict.broken != nil
        let tie = system.conflicts.isEmpty && system.refused.isEmpty && !logged.isEmpty ? findTie(logged, names) : nil
        return ConflictExplanation(
            conflict: conflict,
            itemNames: orderedNames(logged, names),
            sentences: sentences,
            minimalSet: conflicts.first ?? [],
            otherConflicts: Array(conflicts.dropFirst()),
            plumbBroken: plumbBroken,
            agreement: agreement,
            fix: fix,
            unrebuilt: system.refused.map { (logged[$0.index], $0.reason) },
            tie: tie,
            duplicates: duplicates(logged),
            owners: owners,
            free: !claimsConflict && system.conflicts.isEmpty ? freeItems(system, logged, names) : [])
    }

    /// Each constraint's owner with the block as context: a plain `UIView` that the block
    /// relates to UIKit's private views only (an alert's or a popover's inner containers) is one
    /// of them, so a constraint among such views and private ones is UIKit's own.
    public static func owners(_ logged: [LoggedConstraint]) -> [LoggedConstraint.Owner] {
        func views(_ c: LoggedConstraint) -> [LoggedItem] {
            [c.firstItem, c.secondItem, c.superview].compactMap { $0 }.filter { !$0.isLayoutGuide }
        }
        // A plain UIView: does it meet private views, and only those?
        var plain: [String: (onlyPrivate: Bool, metPrivate: Bool)] = [:]
        for c in logged {
            let items = views(c)
            for item in items where item.shortClassName == "UIView" {
                let others = items.filter { $0 != item }
                let seen = plain[item.key] ?? (true, false)
                plain[item.key] = (seen.onlyPrivate && others.allSatisfy(\.isPrivateClass),
                                   seen.metPrivate || others.contains(where: \.isPrivateClass))
            }
        }
        let insidePrivate = Set(plain.filter { $0.value.onlyPrivate && $0.value.metPrivate }.keys)
        return logged.map { c in
            let items = views(c)
            let isPrivate = !items.isEmpty && items.allSatisfy { $0.isPrivateClass || insidePrivate.contains($0.key) }
            return isPrivate ? .private : c.owner
        }
    }

    /// What the rebuilt constraints leave free, per view the block names, in the axes the block
    /// constrains it in.
    private static func freeItems(_ system: ConflictRebuild, _ logged: [LoggedConstraint], _ names: ItemNames) -> [ConflictExplanation.FreeItem] {
        guard let analysis = LayoutAnalysis(system.root) else { return [] }
        var out: [ConflictExplanation.FreeItem] = []
        var seen = Set<String>()
        for c in logged {
            for item in [c.firstItem, c.secondItem].compactMap({ $0 }) where !item.isLayoutGuide && seen.insert(item.key).inserted {
                guard let view = system.items[item.key] as? View else { continue }
                var parts: [String] = []
                for axis in LayoutAxis.allCases {
                    let touched = logged.contains { d in
                        (d.firstItem == item && d.firstAttribute.axis == axis) || (d.secondItem == item && d.secondAttribute.axis == axis)
                    }
                    guard touched, let range = analysis.frameAmbiguity(of: view, along: axis) else { continue }
                    // Sizes only: a list rarely places the views it names in their superviews,
                    // so their positions say nothing.
                    if !range.length.isDetermined { parts.append(axis == .horizontal ? "width" : "height") }
                }
                if !parts.isEmpty { out.append(.init(name: names[item], parts: parts)) }
            }
        }
        return out
    }

    /// The listed constraints that repeat an earlier one (``ConflictExplanation/duplicates``).
    static func duplicates(_ logged: [LoggedConstraint]) -> [ConflictExplanation.Duplicate] {
        var seen: [String: Int] = [:]
        var found: [ConflictExplanation.Duplicate] = []
        for (n, c) in logged.enumerated() {
            let forms = equationKeys(c)
            if let k = forms.lazy.compactMap({ seen[$0] }).first {
                let original = logged[k]
                found.append(.init(constraint: c, original: original,
                                   isExact: equationText(c) == equationText(original)))
                continue
            }
            for form in forms { seen[form] = n }
        }
        return found
    }

    /// The constraint's equation with its sides both ways round (when the multiplier is 1), as
    /// keys: two constraints with a key in common say the same thing.
    private static func equationKeys(_ c: LoggedConstraint) -> [String] {
        let second = c.secondItem?.key ?? (c.isRelativeToSuperview ? "|" + (c.superview?.key ?? "") : "")
        let p = "@\(c.priority)"
        var keys = ["\(c.firstItem.key).\(c.firstAttribute) \(c.relation) \(c.multiplier)*\(second).\(c.secondAttribute) + \(c.constant) \(p)"]
        if c.multiplier == 1, !second.isEmpty {
            let flipped: LayoutRelation = c.relation == .equal ? .equal : c.relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual
            keys.append("\(second).\(c.secondAttribute) \(flipped) 1.0*\(c.firstItem.key).\(c.firstAttribute) + \(-c.constant) \(p)")
        }
        return keys
    }

    /// The description without the constraint's own class and address.
    private static func equationText(_ c: LoggedConstraint) -> String {
        guard let space = c.text.firstIndex(of: " ") else { return c.text }
        return String(c.text[space...])
    }

    /// How far a listed constant is moved to find a tie, in points: below what UIKit prints of a
    /// constant (`54.6667`, `0.333333`: a hundredth of a pixel at 3×) and above the solver's
    /// rounding.
    public static let tieShift = 0.001
    /// Blocks longer than this are not probed for a tie (two rebuilds per constraint: a log of
    /// 500 such blocks that hold costs 12,000 small rebuilds). The ties of the corpus are in
    /// blocks of 4 and 6.
    static let maximumTieProbes = 12

    /// The first listed required constraint whose constant, moved by ``tieShift`` one way or
    /// the other, makes the block conflict.
    private static func findTie(_ logged: [LoggedConstraint], _ names: ItemNames) -> ConflictExplanation.Tie? {
        guard logged.count <= maximumTieProbes else { return nil }
        for (n, c) in logged.enumerated() where c.priority >= 1000 {
            for shift in [tieShift, -tieShift] where !ConflictRebuild(logged, names: names, change: .shiftConstant(n, by: shift)).conflicts.isEmpty {
                return .init(constraint: c, shift: shift)
            }
        }
        return nil
    }

    /// The rebuilt, solved views of a block and the constraints of its first minimal set, for
    /// drawing: sizes and places the block leaves free are given weak defaults (120 × 44, side
    /// by side) so that the views do not all collapse onto one point.
    public static func rebuild(_ conflict: LoggedConflict) -> (root: View, conflicting: [LayoutConstraint]) {
        let names = ItemNames(conflict.constraints + (conflict.broken.map { [$0] } ?? []))
        let system = ConflictRebuild(conflict.constraints, names: names, forDrawing: true)
        let members = system.conflicts.first?.members.compactMap { $0.flatMap { system.rebuilt[$0] } } ?? []
        return (system.root, members)
    }

    private static func orderedNames(_ logged: [LoggedConstraint], _ names: ItemNames) -> [(item: LoggedItem, name: String)] {
        var seen = Set<String>()
        var out: [(item: LoggedItem, name: String)] = []
        for c in logged {
            for item in [c.firstItem, c.secondItem, c.superview].compactMap({ $0 }) where seen.insert(item.key).inserted {
                out.append((item, names[item]))
            }
        }
        return out
    }

    // MARK: Fix

    /// Candidate changes, most specific first; the first that the rebuilt system confirms wins.
    private static func findFix(for conflict: ConflictRebuild.Conflict, _ logged: [LoggedConstraint],
                                _ owners: [LoggedConstraint.Owner], _ names: ItemNames,
                                uikitBroken: LoggedConstraint?, process: String?) -> ConflictExplanation.Fix? {
        let members = conflict.members.compactMap { $0 }
        guard !members.isEmpty else { return nil }
        var candidates: [(ConflictRebuild.Change, ConflictExplanation.Fix)] = []
        // Advice is about what the app can change: its own constraints, and the settings that
        // make UIKit's for its views (autoresizing masks, a cell's size); never UIKit's private
        // views' constraints.
        let user = members.filter { owners[$0] == .app }
        if user.isEmpty, members.contains(where: { owners[$0] == .private }),
           !members.contains(where: { logged[$0].autoresizingMask != nil && owners[$0] == .system }) {
            return uikitOwnConflict(members.map { logged[$0] }, names, process: process)
        }

        // A cell's encapsulated size (its table's or collection's estimate) against its content:
        // lower the content's closing edge, the self-sizing cell pattern.
        if let size = members.first(where: { logged[$0].isEncapsulatedLayoutSize && logged[$0].firstItem.className.contains("Cell") }) {
            let vertical = logged[size].firstAttribute == .height
            let closing: Set<LayoutAttribute> = vertical ? [.bottom, .bottomMargin] : [.trailing, .right, .trailingMargin, .rightMargin]
            let sameAxis = user.filter { logged[$0].firstAttribute.axis == (vertical ? .vertical : .horizontal) }
            let ordered = sameAxis.filter { closing.contains(logged[$0].firstAttribute) || closing.contains(logged[$0].secondAttribute) }
                + sameAxis
            for n in ordered {
                let c = logged[n]
                candidates.append((.lowerPriority(n, to: 999), .init(
                    kind: .encapsulatedLayoutSize, constraint: c, view: nil,
                    message: "The container fixes \(names[logged[size].firstItem])'s \(vertical ? "height" : "width") "
                        + "(\(logged[size].identifier ?? "")) while the content asks for another; lower the priority of "
                        + "\(quote(c, names)) to 999 so the fixed size wins while it lasts and the content still "
                        + "sizes the \(vertical ? "cell" : "view") afterwards.",
                    verified: false)))
            }
        }
        // Autoresizing constraints of a view that other constraints also place (as an item, not
        // as the superview of the others).
        for n in members where logged[n].autoresizingMask != nil {
            let view = logged[n].firstItem
            let placedOtherwise = members.contains { m in
                logged[m].autoresizingMask == nil && logged[m].superview != view
                    && (logged[m].firstItem == view || logged[m].secondItem == view)
            }
            guard placedOtherwise || user.isEmpty else { continue }
            guard !candidates.contains(where: { $0.0 == .stopTranslatingAutoresizingMask(view.key) }) else { continue }
            candidates.append((.stopTranslatingAutoresizingMask(view.key), .init(
                kind: .stopTranslatingAutoresizingMask, constraint: logged[n], view: names[view],
                message: "Set translatesAutoresizingMaskIntoConstraints = false on \(names[view]) (\(view)): its "
                    + "autoresizing mask fixes its frame while constraints also place it.",
                verified: false)))
        }
        // Two constraints on the same edge or size: remove one.
        for (a, i) in user.enumerated() {
            for j in user[(a + 1)...] where logged[i].firstItem == logged[j].firstItem
                && logged[i].firstAttribute == logged[j].firstAttribute && logged[i].relation == .equal
                && logged[j].relation == .equal {
                let victim = uikitBroken.flatMap { b in [i, j].first { logged[$0].address == b.address } } ?? j
                candidates.append((.remove(victim), .init(
                    kind: .remove, constraint: logged[victim], view: nil,
                    message: "Remove \(quote(logged[victim], names)): another constraint already sets "
                        + "\(names[logged[victim].firstItem])'s \(ConstraintSentence.phrase(logged[victim].firstAttribute)) "
                        + "to something else.",
                    verified: false)))
            }
        }
        // Otherwise lower one of the app's members: UIKit's choice first when it is the app's,
        // then the app's constraints from the last.
        var order: [Int] = []
        if let b = uikitBroken, let n = members.first(where: { logged[$0].address == b.address }), owners[n] == .app {
            order.append(n)
        }
        order += user.reversed()
        var seen = Set<Int>()
        for n in order where seen.insert(n).inserted && logged[n].priority >= 1000 {
            let c = logged[n]
            let message = "Lower the priority of \(quote(c, names)) to 999: the others can then all hold, "
                + "and it holds whenever it can."
            candidates.append((.lowerPriority(n, to: 999), .init(kind: .lowerPriority, constraint: c, view: nil,
                                                                  message: message, verified: false)))
        }
        let memberSet = Set(members)
        var firstCandidate: ConflictExplanation.Fix?
        for (change, fix) in candidates.prefix(maximumFixAttempts) {
            if firstCandidate == nil { firstCandidate = fix }
            let changed = ConflictRebuild(logged, names: names, change: change)
            let stillThere = changed.conflicts.contains { c in c.members.allSatisfy { $0.map(memberSet.contains) ?? true } }
            if !stillThere {
                var confirmed = fix
                confirmed.verified = true
                return confirmed
            }
        }
        return firstCandidate
    }

    /// The answer when every member is UIKit's own: nothing in the app to change, with what
    /// is known of the conflict when it is a known one.
    private static func uikitOwnConflict(_ members: [LoggedConstraint], _ names: ItemNames, process: String?) -> ConflictExplanation.Fix? {
        guard let first = members.first else { return nil }
        var message = "UIKit's own conflict, among its private views: nothing in the app makes these constraints or can change them."
        if let process, LoggedConflict.systemProcesses.contains(process) {
            message = "Logged by \(process), a process of iOS itself: its own layout, not the app's; nothing in the app to change."
        }
        if members.contains(where: \.isKnownPrivateConflict) {
            message += " This one is UIAlertController's action sheet (width == -16, iOS 12.2 and later), a known UIKit "
                + "bug; it is harmless and goes away with no change in the app."
        } else if members.contains(where: { ($0.identifier ?? "").hasPrefix("assistant") || $0.firstItem.className.contains("InputAssistant")
                                            || $0.firstItem.className.hasPrefix("UIKeyboard") || $0.firstItem.className.hasPrefix("_UIKB") }) {
            message += " This is the keyboard's input assistant bar, a conflict UIKit logs when a text field becomes first "
                + "responder (known since iOS 13); it is harmless."
        }
        return .init(kind: .uikitOwnConflict, constraint: first, view: nil, message: message, verified: true)
    }

    /// `"Title's width is 300" (line 12)`.
    private static func quote(_ c: LoggedConstraint, _ names: ItemNames) -> String {
        "\"\(ConstraintSentence.sentence(c, names))\" (line \(c.line))"
    }
}
