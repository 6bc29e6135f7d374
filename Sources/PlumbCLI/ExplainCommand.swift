import PlumbDiagnostics
import PlumbFormats
import PlumbLayout
import PlumbMessages

/// `plumb explain FILE VIEW.attribute`: the value of one attribute after layout, and the
/// constraints that determine it.
enum ExplainCommand {
    static let usage = """
        USAGE: plumb explain [OPTIONS] FILE VIEW.ATTRIBUTE
               plumb explain [OPTIONS] STORYBOARD [SCENE] VIEW.ATTRIBUTE

        Lays out a layout file and explains one value: VIEW.ATTRIBUTE (content.width,
        title.leading, button.centerY, …; a view or a layout guide of the file) in its
        superview's coordinates, then the constraints in force along that axis: those on the
        attribute itself, the others that hold with equality (binding), and those that do not
        bind now (slack inequalities, optional constraints that lost), each with its location.
        An undetermined value is reported as in plumb diagnose.

        In a storyboard or xib, VIEW is an element's id, its userLabel or its name as findings
        show it (Label "Name" (abc-12-xyz)); SCENE (or --scene) picks the scene when the view
        is not unique, --size-class the combination (default: the design one).

        OPTIONS:
        \(LayoutOptions.help)
        \(InterfaceBuilderFile.help)
          -h, --help        show this help

        Exit status: 0 the value is determined, 1 it is ambiguous, 2 bad usage or input.
        """

    static let parser = ArgumentParser(valueOptions: LayoutOptions.valueOptions.union(InterfaceBuilderFile.valueOptions),
                                       flags: ["--help", "-h"])

    static func run(_ arguments: [String], console: Console) throws(UsageError) -> Int32 {
        guard let args = try parser.parse(arguments, usage: usage, console: console) else { return 0 }
        let options = try DocumentOptions(args)
        guard args.operands.count == 2 || args.operands.count == 3 else {
            throw UsageError("give a FILE and a VIEW.ATTRIBUTE, such as: plumb explain form.layout content.width")
        }
        let path = args.operands[0], target = args.operands[args.operands.count - 1]
        guard let dot = target.lastIndex(of: "."), dot != target.startIndex else {
            throw UsageError("'\(target)' is not VIEW.ATTRIBUTE (such as content.width)")
        }
        let name = String(target[..<dot]), attributeName = String(target[target.index(after: dot)...])
        guard let attribute = LayoutAttribute(name: attributeName) else {
            throw UsageError("unknown attribute '\(attributeName)' (expected one of \(LayoutAttribute.names.joined(separator: ", ")))")
        }
        let scene = args.operands.count == 3 ? args.operands[1] : nil
        if scene != nil, options.scene != nil { throw UsageError("give the scene once (SCENE or --scene)") }
        let subject: ExplanationSubject
        let opened = try InputDocuments.open(path, options)
        do throws(DocumentFailure) {
            subject = try opened.get().subject(named: name, scene: scene)
        } catch {
            console.report(error, tool: "plumb explain")
            return 2
        }
        let item = subject.item
        if item is LayoutGuide, [.firstBaseline, .lastBaseline].contains(attribute) || attributeName.contains("Margin") {
            console.report(Diagnostic(.error, "a layout guide has no '\(attributeName)'"), tool: "plumb explain")
            return 2
        }
        let (text, ambiguous) = explain(root: subject.root, item, attribute, findings: subject.findings)
        console.writeOutput(TerminalText.escapedLines(subject.heading.map { $0 + "\n" + text } ?? text))
        return ambiguous ? 1 : 0
    }

    /// The explanation of one value of a laid-out hierarchy; `findings` are its diagnosis
    /// (the ambiguities of the item are repeated).
    static func explain(root: View, _ item: LayoutItem, _ attribute: LayoutAttribute, findings: [Finding]) -> (String, Bool) {
        guard let axis = attribute.axis else { return ("", false) }
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
    static func involved(_ analysis: LayoutAnalysis?, _ item: LayoutItem, _ axis: LayoutAxis) -> [LayoutConstraint] {
        if let view = item as? View { return view.constraintsAffectingLayout(for: axis) }
        return (analysis?.enforcedConstraints ?? []).filter { c in
            (c.firstItem === item && c.firstAttribute.axis == axis) || (c.secondItem === item && c.secondAttribute.axis == axis)
        }
    }

    static func line(_ c: LayoutConstraint) -> String {
        guard let l = c.sourceLocation, let column = l.column else { return c.description }
        let reference = Finding.ConstraintReference(description: c.description, identifier: c.identifier,
                                                    location: Finding.Location(file: l.fileID, line: l.line, column: column))
        return "\(l): \(reference.equation)"
    }

    static func rounded(_ x: Double) -> Double { (x * 1000).rounded() / 1000 }

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
        switch attribute {
        case .left, .leading: return r.minX
        case .right, .trailing: return r.maxX
        case .centerX: return r.midX
        case .width: return r.width
        case .top: return r.minY
        case .bottom: return r.maxY
        case .centerY: return r.midY
        case .height: return r.height
        case .firstBaseline: return r.minY + (view?.firstBaselineOffsetFromTop ?? 0)
        case .lastBaseline: return r.maxY - (view?.lastBaselineOffsetFromBottom ?? 0)
        case .leftMargin, .leadingMargin: return margins.minX
        case .rightMargin, .trailingMargin: return margins.maxX
        case .topMargin: return margins.minY
        case .bottomMargin: return margins.maxY
        case .centerXWithinMargins: return margins.midX
        case .centerYWithinMargins: return margins.midY
        case .notAnAttribute: return 0
        }
    }
}
