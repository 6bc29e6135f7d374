/// The identifiers UIKit gives the constraints of a stack view (Docs/stack-views.md).
enum StackConstraintIdentifier: String {
    case canvasConnection = "UISV-canvas-connection"
    case spacing = "UISV-spacing"
    case hiding = "UISV-hiding"
    case alignment = "UISV-alignment"
    case fillEqually = "UISV-fill-equally"
    case fillProportionally = "UISV-fill-proportionally"
    case distributingEdge = "UISV-distributing-edge"
    case spanningBoundary = "UISV-spanning-boundary"
    case spanningFit = "UISV-spanning-fit"
    case canvasFit = "UISV-canvas-fit"
    case ambiguitySuppression = "UISV-ambiguity-suppression"
    case textWidthDisambiguation = "UISV-text-width-disambiguation"
    /// Plumb's own: the length a directly arranging stack's content fixes
    /// (DirectArrangement.swift). UIKit has no such constraint; its generated ones stand in for it.
    case directContentSize = "PLUMB-direct-content-size"
}

/// One constraint a stack view wants, under the identifier UIKit gives it.
struct StackConstraintSpec {
    var identifier: StackConstraintIdentifier
    var constraint: ConstraintSpec

    init(_ identifier: StackConstraintIdentifier, _ first: LayoutItem, _ firstAttribute: LayoutAttribute,
         _ relation: LayoutRelation, _ second: LayoutItem?, _ secondAttribute: LayoutAttribute = .notAnAttribute,
         multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required) {
        self.identifier = identifier
        constraint = ConstraintSpec(first, firstAttribute, relation, second, secondAttribute, multiplier: multiplier,
                                    constant: constant, priority: priority, kind: .stackView)
    }

    /// What identifies the constraint across updates: everything but the constant and the
    /// priority, which an existing constraint can change in place.
    var key: StackConstraintKey {
        StackConstraintKey(identifier: identifier, first: ObjectIdentifier(constraint.first),
                           firstAttribute: constraint.firstAttribute, relation: constraint.relation,
                           second: constraint.second.map { ObjectIdentifier($0) },
                           secondAttribute: constraint.secondAttribute, multiplier: constraint.multiplier)
    }

    func makeConstraint() -> LayoutConstraint {
        let c = constraint.makeConstraint()
        c.identifier = identifier.rawValue
        return c
    }
}

struct StackConstraintKey: Hashable {
    var identifier: StackConstraintIdentifier
    var first: ObjectIdentifier
    var firstAttribute: LayoutAttribute
    var relation: LayoutRelation
    var second: ObjectIdentifier?
    var secondAttribute: LayoutAttribute
    var multiplier: Double

    // Written out: the derived conformance hashed and compared the identifier by its String raw
    // value, a measurable part of a stack's first layout (two lookups per generated constraint).
    static func == (a: Self, b: Self) -> Bool {
        a.first == b.first && a.second == b.second && a.identifier.ordinal == b.identifier.ordinal
            && a.firstAttribute == b.firstAttribute && a.secondAttribute == b.secondAttribute
            && a.relation == b.relation && a.multiplier == b.multiplier
    }

    // Two words: the items and the identifier (an object's address has its low four bits clear,
    // so the identifier's ordinal, below 16, sits there). Keys that differ only in attribute,
    // relation or multiplier (a spanning boundary's top and bottom) share a hash and are told
    // apart by ==; seven combines were most of a stack's dictionary work in a first layout.
    func hash(into hasher: inout Hasher) {
        hasher.combine(UInt(bitPattern: first))
        hasher.combine((second.map { UInt(bitPattern: $0) } ?? 0) ^ UInt(identifier.ordinal))
    }
}

extension StackConstraintIdentifier {
    /// The case's place in the declaration: what keys hash and compare.
    var ordinal: UInt8 {
        switch self {
        case .canvasConnection: 0
        case .spacing: 1
        case .hiding: 2
        case .alignment: 3
        case .fillEqually: 4
        case .fillProportionally: 5
        case .distributingEdge: 6
        case .spanningBoundary: 7
        case .spanningFit: 8
        case .canvasFit: 9
        case .ambiguitySuppression: 10
        case .textWidthDisambiguation: 11
        case .directContentSize: 12
        }
    }
}

extension StackConstraintKey {
    /// The key of a generated constraint (nil if an item is gone or it is not a stack's).
    init?(_ c: LayoutConstraint) {
        guard let raw = c.identifier, let identifier = StackConstraintIdentifier(rawValue: raw),
              let first = c.firstItem else { return nil }
        var second: ObjectIdentifier?
        if c.hasSecondItem {
            guard let item = c.secondItem else { return nil }
            second = ObjectIdentifier(item)
        }
        self.init(identifier: identifier, first: ObjectIdentifier(first), firstAttribute: c.firstAttribute,
                  relation: c.relation, second: second, secondAttribute: c.secondAttribute, multiplier: c.multiplier)
    }
}

/// The constraints of one side of a stack (along the axis or across it), by key and in order.
struct StackConstraintSection {
    var byKey: [StackConstraintKey: LayoutConstraint] = [:]
    var list: [LayoutConstraint] = []
}

/// The constraints a stack view generated, and how it replaces them incrementally: a new set
/// of specs is matched against the current constraints by key; matching constraints keep
/// their identity (and change their constant or priority in place), the others are removed
/// or added. The engine only sees the constraints that changed. (Unlike the fixed groups of
/// ``LayoutEngine/define(_:as:)``, a stack's sides gain and lose constraints one by one as views
/// come, go or hide; remaking a whole side for that would re-solve everything.)
final class StackConstraintStore {
    var axis = StackConstraintSection()
    var cross = StackConstraintSection()

    enum Side { case axis, cross }

    /// Replaces the constraints of the given sides with these specs. Removals go first, then
    /// changes, then additions, so that at every step the solver holds a subset of the final
    /// constraints (no transient conflicts).
    func apply(_ plans: [(side: Side, specs: [StackConstraintSpec])], in engine: LayoutEngine) {
        var removed: [LayoutConstraint] = []
        var changed: [(LayoutConstraint, StackConstraintSpec)] = []
        var added: [LayoutConstraint] = []
        for (side, specs) in plans {
            var old = side == .axis ? axis.byKey : cross.byKey
            var section = StackConstraintSection()
            section.byKey.reserveCapacity(specs.count)
            section.list.reserveCapacity(specs.count)
            for spec in specs {
                let key = spec.key
                if section.byKey[key] != nil { continue }  // the same equation twice: keep one
                let c: LayoutConstraint
                if let existing = old.removeValue(forKey: key) {
                    c = existing
                    if spec.constraint.changes(c) { changed.append((c, spec)) }
                } else {
                    c = spec.makeConstraint()
                    added.append(c)
                }
                section.byKey[key] = c
                section.list.append(c)
            }
            removed += old.values
            if side == .axis { axis = section } else { cross = section }
        }
        for c in removed { StackConstraintStore.uninstall(c) }
        // A changed constant or priority keeps its equation: the solver keeps its marker for it.
        engine.solver.replacingConstraints {
            for (c, _) in changed {
                c.activeState = false
                c.engine?.sync(c)
            }
            for (c, spec) in changed {
                spec.constraint.update(c)
                c.activeState = true
                (c.engine ?? engine).sync(c)
            }
        }
        for c in added {
            c.activeState = true
            engine.track(c)
            engine.sync(c)
        }
    }

    /// Removes (at once) every generated constraint that involves `item`.
    func removeConstraints(referencing item: LayoutItem) {
        StackConstraintStore.removeConstraints(referencing: item, from: &axis)
        StackConstraintStore.removeConstraints(referencing: item, from: &cross)
    }

    private static func removeConstraints(referencing item: LayoutItem, from section: inout StackConstraintSection) {
        func involves(_ c: LayoutConstraint) -> Bool { c.firstItem === item || c.secondItem === item }
        let gone = section.list.filter(involves)
        guard !gone.isEmpty else { return }
        for c in gone {
            if let key = StackConstraintKey(c), section.byKey[key] === c { section.byKey[key] = nil }
            uninstall(c)
        }
        section.list.removeAll(where: involves)
    }

    /// Takes a generated constraint out of its engine (user deactivation does not apply to
    /// engine-made constraints).
    static func uninstall(_ c: LayoutConstraint) {
        guard c.isActive else { return }
        c.activeState = false
        if let engine = c.engine {
            engine.untrack(c)
            engine.sync(c)
        }
        c.engine = nil
        c.isBroken = false
    }
}
