import PlumbLayout

/// One value of a laid-out hierarchy explained: what `plumb explain FILE VIEW.ATTRIBUTE` prints,
/// from Swift (`print(Diagnostics.explain(.width, of: card))`).
public struct Explanation: CustomStringConvertible, Sendable {
    /// The attribute's value after layout, in the superview's coordinates (rounded to 0.001).
    public let value: Double
    /// Whether a finding says the value is ambiguous along its axis (`plumb explain` exits 1).
    public let isAmbiguous: Bool
    /// The text: the value, the constraints on it, those binding along its axis, those not
    /// binding now, and the ambiguities found.
    public let description: String
}

extension Diagnostics {
    /// Explains one attribute of a view or guide after layout, as `plumb explain` does.
    /// `findings` are the hierarchy's diagnosis (by default ``diagnose(_:options:)`` of its root).
    public static func explain(_ attribute: LayoutAttribute, of item: LayoutItem, findings: [Finding]? = nil) -> Explanation {
        let root = ((item as? View) ?? (item as? LayoutGuide)?.owningView)?.rootView
        let (text, ambiguous) = explanationText(root: root, item, attribute,
                                                findings: findings ?? root.map { diagnose($0) } ?? [])
        return Explanation(value: rounded(value(of: attribute, item)), isAmbiguous: ambiguous, description: text)
    }

    /// The explanation of one value of a laid-out hierarchy; `findings` are its diagnosis
    /// (the ambiguities of the item are repeated).
    static func explanationText(root: View?, _ item: LayoutItem, _ attribute: LayoutAttribute, findings: [Finding]) -> (String, Bool) {
        guard let axis = attribute.axis, let root else { return ("", false) }
        var out = "\(item.name).\(attribute) = \(JSONValue.format(rounded(value(of: attribute, item))))"
        if let view = item as? View, !view.isInstalled { out += " (not installed for these traits)" }
        out += "\n"
        // The engine's guide placements matter only for margin attributes.
        let margins = attribute.description.contains("Margin") || attribute.description.contains("WithinMargins")
        let analysis = LayoutAnalysis(root)
        let constraints = involved(analysis, item, axis).filter { c in
            margins || (c.kind != .layoutMarginsGuide && c.kind != .safeAreaGuide)
        }
        var direct: [LayoutConstraint] = [], binding: [LayoutConstraint] = [], slack: [LayoutConstraint] = []
        for c in constraints {
            let onAttribute = (c.firstItem === item && c.firstAttribute == attribute)
                || (c.secondItem === item && c.secondAttribute == attribute)
            let holdsExactly = analysis?.isBinding(c) ?? false
            if onAttribute, holdsExactly { direct.append(c) } else if holdsExactly { binding.append(c) } else { slack.append(c) }
        }
        func section(_ title: String, _ list: [LayoutConstraint]) {
            guard !list.isEmpty else { return }
            out += "  \(title):\n"
            for c in list { out += "    \(line(c))\n" }
        }
        section("on \(item.name).\(attribute)", direct)
        section("binding along the \(axis == .horizontal ? "x" : "y") axis", binding)
        section("not binding now", slack)
        if constraints.isEmpty { out += "  no constraint involves \(item.name) along this axis\n" }
        var ambiguous = false
        for finding in findings where finding.items.contains(item.name) || finding.items.contains(item.debugName) {
            guard finding.kind == .ambiguousLayout || finding.kind == .ambiguousScrollableContentSize
                || finding.kind == .contentPriorityAmbiguity else { continue }
            let words = axis == .horizontal ? ["X position", "width", "horizontal"] : ["Y position", "height", "vertical"]
            guard words.contains(where: { finding.message.contains($0) }) else { continue }
            ambiguous = true
            out += "  ambiguous: \(finding.message) [\(finding.kind.rawValue)]\n"
            if let witness = finding.witness {
                out += "    witness: \(witness.item) \(witness.first) or \(witness.second)\n"
            }
        }
        return (out, ambiguous)
    }

    /// The constraints in the solver that involve the item along the axis, in the order added.
    private static func involved(_ analysis: LayoutAnalysis?, _ item: LayoutItem, _ axis: LayoutAxis) -> [LayoutConstraint] {
        if let view = item as? View { return view.constraintsAffectingLayout(for: axis) }
        return (analysis?.enforcedConstraints ?? []).filter { c in
            (c.firstItem === item && c.firstAttribute.axis == axis) || (c.secondItem === item && c.secondAttribute.axis == axis)
        }
    }

    private static func line(_ c: LayoutConstraint) -> String {
        guard let l = c.sourceLocation, let column = l.column else { return c.description }
        let reference = Finding.ConstraintReference(description: c.description, identifier: c.identifier,
                                                    location: Finding.Location(file: l.fileID, line: l.line, column: column))
        return "\(l): \(reference.equation)"
    }

    private static func rounded(_ x: Double) -> Double { (x * 1000).rounded() / 1000 }

    /// The attribute's value in the superview's coordinates (a guide: its view's).
    static func value(of attribute: LayoutAttribute, _ item: LayoutItem) -> Double {
        let r: Rect
        var view: View?
        if let v = item as? View {
            view = v
            r = v.alignmentRect
        } else if let guide = item as? LayoutGuide {
            r = guide.layoutFrame
        } else {
            return 0
        }
        let margins = view.map { v in
            let f = v.layoutMarginsGuide.layoutFrame
            return Rect(x: r.minX + f.minX, y: r.minY + f.minY, width: f.width, height: f.height)
        } ?? r
        // Leading is on the right where the view's superview lays out right to left.
        let rightToLeft = (view?.superview ?? view)?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch attribute {
        case .leading: return rightToLeft ? r.maxX : r.minX
        case .trailing: return rightToLeft ? r.minX : r.maxX
        case .leadingMargin: return rightToLeft ? margins.maxX : margins.minX
        case .trailingMargin: return rightToLeft ? margins.minX : margins.maxX
        case .left: return r.minX
        case .right: return r.maxX
        case .centerX: return r.midX
        case .width: return r.width
        case .top: return r.minY
        case .bottom: return r.maxY
        case .centerY: return r.midY
        case .height: return r.height
        case .firstBaseline: return r.minY + (view?.firstBaselineOffsetFromTop ?? 0)
        case .lastBaseline: return r.maxY - (view?.lastBaselineOffsetFromBottom ?? 0)
        case .leftMargin: return margins.minX
        case .rightMargin: return margins.maxX
        case .topMargin: return margins.minY
        case .bottomMargin: return margins.maxY
        case .centerXWithinMargins: return margins.midX
        case .centerYWithinMargins: return margins.midY
        case .notAnAttribute: return 0
        }
    }
}
