import PlumbDiagnostics
import PlumbLayout

extension SceneBuilder {
    /// UIKit attribute names as Interface Builder writes them (``LayoutAttribute/init(name:)``;
    /// `baseline` is the last baseline, and `notAnAttribute` is written too).
    static func attribute(named name: String) -> LayoutAttribute? {
        switch name {
        case "baseline": .lastBaseline
        case "notAnAttribute": .notAnAttribute
        default: LayoutAttribute(name: name)
        }
    }

    /// Reads and activates every installed `<constraint>` of every installed view, in document
    /// order. Each is resolved as Interface Builder's checklist says: an omitted `firstItem` is
    /// the view owning the `<constraints>`; items may be views or guides; relation, multiplier
    /// (`0.5`, `2`, `1/3`, `16:9`), constant and priority take their defaults; `symbolic`
    /// (standard spacing) keeps the constant IB saved; `placeholder="YES"` constraints are
    /// removed. One that cannot be read or activated is skipped with a note.
    func addConstraints() {
        var owners = entries.map { ($0.element, $0.view) }
        // A cell's own constraints belong to its content view (SceneBuilder.adoptCell).
        if let cell = scene.cellElement { owners.insert((cell, entries[0].view), at: 0) }
        for (owner, view) in owners {
            guard let list = owner.child("constraints") else { continue }
            for element in list.children where element.name == "constraint" {
                if let id = element.id, !resolver.isInstalled(id, in: owner, mask: "constraints") { continue }
                addConstraint(element, owner: view)
            }
        }
    }

    /// What makes two constraints the same equation.
    struct ConstraintKey: Hashable {
        var first: ObjectIdentifier
        var firstAttribute: LayoutAttribute
        var relation: LayoutRelation
        var second: ObjectIdentifier?
        var secondAttribute: LayoutAttribute
        var multiplier: Double
        var constant: Double
        var priority: Double
    }

    private enum Lookup {
        case item(LayoutItem)
        case uninstalled
        case missing
    }

    /// The item an id stands for in this layout.
    private func lookup(_ id: String, for element: DocumentElement) -> Lookup {
        if let item = itemsByID[id] { return .item(item) }
        if sceneIDs.contains(id) { return .uninstalled }
        if let other = context.index[id] {
            note(element, "constraint \(element.id ?? "") refers to \(ItemNaming.name(of: other)), which is not in this scene (line \(other.line)); skipped")
        } else {
            note(element, "constraint \(element.id ?? "") refers to \(id), which is not in the document; skipped")
        }
        return .missing
    }

    private func addConstraint(_ element: DocumentElement, owner: View) {
        let id = element.id ?? "at line \(element.line)"
        func skip(_ why: String) { note(element, "constraint \(id) \(why); skipped") }

        guard let firstText = element["firstAttribute"] else { return skip("has no firstAttribute") }
        guard let firstAttribute = SceneBuilder.attribute(named: firstText), firstAttribute != .notAnAttribute else {
            return skip("has an unknown firstAttribute \"\(firstText)\"")
        }
        var first: LayoutItem = owner
        if let firstID = element["firstItem"] {
            switch lookup(firstID, for: element) {
            case .item(let item): first = item
            case .uninstalled, .missing: return
            }
        }
        var second: LayoutItem?
        var secondAttribute = LayoutAttribute.notAnAttribute
        if let secondID = element["secondItem"] {
            switch lookup(secondID, for: element) {
            case .item(let item): second = item
            case .uninstalled, .missing: return
            }
            let text = element["secondAttribute"] ?? firstText
            guard let attribute = SceneBuilder.attribute(named: text) else {
                return skip("has an unknown secondAttribute \"\(text)\"")
            }
            secondAttribute = attribute
        }
        let relation: LayoutRelation
        switch resolver.attribute("relation", of: element) {
        case nil, "equal": relation = .equal
        case "greaterThanOrEqual": relation = .greaterThanOrEqual
        case "lessThanOrEqual": relation = .lessThanOrEqual
        case let other?: return skip("has an unknown relation \"\(other)\"")
        }
        var multiplier = 1.0
        if let text = resolver.attribute("multiplier", of: element) {
            guard let value = DocumentValues.multiplier(text) else { return skip("has an unreadable multiplier \"\(text)\"") }
            multiplier = value
        }
        let symbolic = resolver.flag("symbolic", of: element)
        var constant = 0.0
        if let text = resolver.attribute("constant", of: element) {
            guard let value = DocumentValues.number(text) else { return skip("has an unreadable constant \"\(text)\"") }
            constant = value
        } else if symbolic {
            constant = standardSpacing(first, second)
        }
        var priority = 1000.0
        if let text = resolver.attribute("priority", of: element) {
            guard let value = DocumentValues.number(text), value > 0, value <= 1000 else {
                return skip("has priority \"\(text)\"; priorities must be greater than 0 and at most 1000")
            }
            priority = value
        }
        let c = LayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                                 attribute: secondAttribute, multiplier: multiplier, constant: constant,
                                 priority: LayoutPriority(priority))
        c.identifier = element["identifier"]
        let location = context.location(of: element)
        c.sourceLocation = location
        let record = ConstraintRecord(
            id: element.id ?? "", userLabel: element["userLabel"], identifier: c.identifier, location: location,
            isPlaceholder: resolver.flag("placeholder", of: element), isSymbolic: symbolic,
            equation: c.equationDescription)
        if record.isPlaceholder {
            placeholders.append(record)
            placeholderConstraints.append((c, record))
            return
        }
        do {
            try LayoutConstraint.activate([c])
        } catch {
            return skip("cannot be activated: \(error)")
        }
        let key = ConstraintKey(first: ObjectIdentifier(first), firstAttribute: firstAttribute, relation: relation,
                                second: second.map(ObjectIdentifier.init), secondAttribute: secondAttribute,
                                multiplier: multiplier, constant: constant, priority: priority)
        if let earlier = seenConstraints[key] {
            note(element, "constraint \(id) repeats constraint \(earlier) (\(c.equationDescription)); both are active, which changes nothing")
        } else {
            seenConstraints[key] = id
        }
        constraints.append(c)
        constraintRecords.append((c, record))
    }

    /// The standard spacing of a `symbolic` constraint saved without its constant: 20 to the
    /// superview (or one of its guides), 8 between siblings (Docs/stack-views.md, Docs/dsl.md).
    private func standardSpacing(_ first: LayoutItem, _ second: LayoutItem?) -> Double {
        guard let second else { return StackView.systemSpacing }
        func view(_ item: LayoutItem) -> View? { (item as? View) ?? (item as? LayoutGuide)?.owningView }
        guard let a = view(first), let b = view(second) else { return StackView.systemSpacing }
        return a.superview === b || b.superview === a ? LayoutConstraint.standardSuperviewSpacing : StackView.systemSpacing
    }

    // MARK: Autoresizing

    /// Views laid out by their frame: a mask with flexible parts becomes constraints on the
    /// superview's size (identifier `h=-&- v=--&`, UIKit's notation), so the view follows a
    /// superview of another size than the design's; a fixed mask, or a view inside a scroll
    /// view, keeps its frame through the engine's autoresizing constraints.
    func addAutoresizing() {
        for index in entries.indices.dropFirst() {
            let entry = entries[index]
            guard entry.translates else { continue }
            let parent = entries[entry.parent]
            let maskElement = entry.element.child(key: "autoresizingMask")
            let mask = AutoresizingMask(element: maskElement)
            guard mask.isFlexible, !(parent.view is ScrollView), let frame = entry.frame else {
                if entry.frame == nil { note(entry.element, "a view laid out by its frame has no <rect key=\"frame\">; it keeps a zero frame") }
                continue
            }
            let superSize = parent.frame?.size ?? (entry.parent == 0 ? scene.designSize : nil)
            guard let superSize else { continue }
            entry.view.translatesAutoresizingMaskIntoConstraints = false
            let made = mask.constraints(for: entry.view, frame: frame, in: parent.view, superSize: superSize)
            activateHelpers(made.constraints, at: maskElement ?? entry.element, identifier: nil)
        }
    }
}
