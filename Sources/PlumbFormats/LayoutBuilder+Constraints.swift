import PlumbLayout

// Equations, composites and visual format statements, made into located constraints and activated.
extension LayoutBuilder {
    // MARK: Constraints

    mutating func number(_ term: NumberTerm) -> Double? {
        switch term {
        case .literal(let value): return value
        case .metric(let name, let at):
            if let value = metrics[name] { return value }
            var message = "unknown metric '\(name)'"
            if let guess = Spelling.closest(to: name, among: metrics.keys) { message += " (did you mean '\(guess)'?)" }
            errors.add(at, message, length: name.utf8.count)
            return nil
        }
    }

    mutating func makeConstraints() -> [(LayoutConstraint, TextPosition)] {
        var made: [(LayoutConstraint, TextPosition)] = []
        made.reserveCapacity(document.constraints.count)
        var vflViews: [String: View]?
        let statements = document.constraints
        // By index: a statement copied per iteration retains every string and array it holds.
        for index in statements.indices {
            switch statements[index] {
            case .equation(let equation):
                makeEquation(equation, into: &made)
            case .visualFormat(let vfl):
                if vflViews == nil {
                    var views: [String: View] = [:]
                    for (name, index) in indexByName { if let view = items[index] as? View { views[name] = view } }
                    vflViews = views
                }
                for c in makeVisualFormat(vfl, views: vflViews ?? [:]) {
                    c.installedSizeClasses = vfl.condition
                    made.append((c, vfl.location))
                }
            }
        }
        return made
    }

    func located(_ c: LayoutConstraint, _ at: TextPosition) -> LayoutConstraint {
        c.sourceLocation = at.location(in: path)
        return c
    }

    static let composites: Set<String> = ["edges", "horizontalEdges", "verticalEdges", "size", "center"]

    /// A resolved side: an item and an attribute (or a composite), factor and constant.
    struct Side {
        var item: LayoutItem?
        var attribute: LayoutAttribute?
        var composite: String?
        var multiplier = 1.0
        var constant = 0.0
        var size: Size?
        /// Composite insets: top, leading, bottom, trailing (edges); x, y (center offset).
        var insets = EdgeInsets.zero
        var location: TextPosition
    }

    /// The item a name declares, without reporting an unknown name (``resolveItem(_:)`` does).
    mutating func peekItem(_ name: String) -> LayoutItem? {
        // Statements name the same item one after another (`a.width == 40; a.height == 40`):
        // comparing with the last name is cheaper than hashing it.
        if let last = lastItem, last.name == name { return items[last.index] }
        guard let index = indexByName[name] else { return nil }
        lastItem = (name, index)
        return items[index]
    }

    mutating func resolveItem(_ reference: AnchorReference) -> LayoutItem? {
        let item: LayoutItem
        if let found = peekItem(reference.item.value) {
            item = found
        } else {
            guard let index = lookup(reference.item, wantView: false), let found = items[index] else { return nil }
            item = found
        }
        guard let guide = reference.guide else { return item }
        let name = guide.value
        if item is LayoutGuide {
            errors.add(guide.location, "a layout guide has no '\(name)'", length: name.utf8.count)
            return nil
        }
        switch (name, item) {
        case ("layoutMarginsGuide", let view as View): return view.layoutMarginsGuide
        case ("safeAreaLayoutGuide", let view as View): return view.safeAreaLayoutGuide
        case ("readableContentGuide", let view as View): return view.readableContentGuide
        case ("contentLayoutGuide", let scroll as ScrollView): return scroll.contentLayoutGuide
        case ("frameLayoutGuide", let scroll as ScrollView): return scroll.frameLayoutGuide
        case ("contentLayoutGuide", _), ("frameLayoutGuide", _):
            errors.add(guide.location, "'\(name)' belongs to scroll views; '\(reference.item.value)' is not one",
                       length: name.utf8.count)
        default:
            var message = "unknown guide '\(name)' (expected layoutMarginsGuide, safeAreaLayoutGuide, readableContentGuide, contentLayoutGuide or frameLayoutGuide)"
            if let guess = Spelling.closest(to: name, among: ["layoutMarginsGuide", "safeAreaLayoutGuide", "readableContentGuide", "contentLayoutGuide", "frameLayoutGuide"]) {
                message = "unknown guide '\(name)' (did you mean '\(guess)'?)"
            }
            errors.add(guide.location, message, length: name.utf8.count)
        }
        return nil
    }

    mutating func resolve(_ operand: Operand) -> Side? {
        var side = Side(location: operand.location)
        var ok = true
        for (term, division) in operand.factors {
            guard let k = number(term) else { ok = false; continue }
            if division {
                if k == 0 {
                    errors.add(operand.location, "division by zero")
                    ok = false
                } else {
                    side.multiplier /= k
                }
            } else {
                side.multiplier *= k
            }
        }
        for (term, negative) in operand.constants {
            guard let k = number(term) else { ok = false; continue }
            side.constant += negative ? -k : k
        }
        side.size = operand.sizeConstant
        guard let reference = operand.anchor else { return ok ? side : nil }
        let attributeName = reference.attribute.value
        // Single anchors first: most operands name one, and the two sets of names are apart.
        if let attribute = LayoutAttribute(name: attributeName) {
            side.attribute = attribute
        } else if LayoutBuilder.composites.contains(attributeName) {
            side.composite = attributeName
        } else {
            var message = "unknown attribute '\(attributeName)'"
            let known = LayoutAttribute.names + Array(LayoutBuilder.composites)
            if let guess = Spelling.closest(to: attributeName, among: known) { message += " (did you mean '\(guess)'?)" }
            errors.add(reference.attribute.location, message, length: attributeName.utf8.count)
            ok = false
        }
        side.item = resolveItem(reference)
        if side.item == nil { ok = false }
        if let modifier = reference.modifier {
            guard let composite = side.composite else {
                errors.add(modifier.name.location, "'.\(modifier.name.value)(…)' applies to composite anchors (edges, center, …), not to '\(attributeName)'",
                           length: modifier.name.value.utf8.count)
                return nil
            }
            guard applyModifier(modifier, composite, &side) else { return nil }
        }
        if let item = side.item, item is LayoutGuide, let attribute = side.attribute {
            if [.firstBaseline, .lastBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin,
                .trailingMargin, .centerXWithinMargins, .centerYWithinMargins].contains(attribute) {
                errors.add(reference.attribute.location, "a layout guide has no '\(attributeName)' (margins and baselines belong to views)",
                           length: attributeName.utf8.count)
                return nil
            }
        }
        return ok ? side : nil
    }

    mutating func applyModifier(_ modifier: AnchorReference.Modifier, _ composite: String, _ side: inout Side) -> Bool {
        let name = modifier.name.value
        var values: [String?: Double] = [:]
        for argument in modifier.arguments {
            guard let value = number(argument.value) else { return false }
            if values[argument.label] != nil {
                errors.add(argument.location, "argument '\(argument.label ?? "_")' is given twice")
                return false
            }
            values[argument.label] = value
        }
        func allowed(_ labels: Set<String?>) -> Bool {
            for argument in modifier.arguments where !labels.contains(argument.label) {
                let shown = labels.compactMap { $0 }.sorted().joined(separator: ", ")
                errors.add(argument.location, argument.label == nil
                           ? "'\(name)' of '\(composite)' takes labelled arguments (\(shown))"
                           : "'\(name)' of '\(composite)' has no argument '\(argument.label ?? "")' (expected \(shown))")
                return false
            }
            return true
        }
        switch (composite, name) {
        case ("edges", "inset"):
            if let all = values[nil] {
                guard modifier.arguments.count == 1 else {
                    errors.add(modifier.name.location, "inset takes one number or labelled sides")
                    return false
                }
                side.insets = EdgeInsets(all)
            } else {
                guard allowed(["top", "left", "bottom", "right", "leading", "trailing"]) else { return false }
                side.insets = EdgeInsets(top: values["top"] ?? 0, left: values["left"] ?? values["leading"] ?? 0,
                                         bottom: values["bottom"] ?? 0, right: values["right"] ?? values["trailing"] ?? 0)
            }
        case ("horizontalEdges", "inset"):
            if let all = values[nil], modifier.arguments.count == 1 {
                side.insets = EdgeInsets(top: 0, left: all, bottom: 0, right: all)
            } else {
                guard allowed(["leading", "trailing"]) else { return false }
                side.insets = EdgeInsets(top: 0, left: values["leading"] ?? 0, bottom: 0, right: values["trailing"] ?? 0)
            }
        case ("verticalEdges", "inset"):
            if let all = values[nil], modifier.arguments.count == 1 {
                side.insets = EdgeInsets(top: all, left: 0, bottom: all, right: 0)
            } else {
                guard allowed(["top", "bottom"]) else { return false }
                side.insets = EdgeInsets(top: values["top"] ?? 0, left: 0, bottom: values["bottom"] ?? 0, right: 0)
            }
        case ("center", "offset"):
            guard allowed(["x", "y"]) else { return false }
            side.insets = EdgeInsets(top: values["y"] ?? 0, left: values["x"] ?? 0, bottom: 0, right: 0)
        default:
            let expected = composite == "center" ? "offset(x:y:)" : composite == "size" ? "no modifier" : "inset(…)"
            errors.add(modifier.name.location, "'\(composite)' has no '\(name)' (expected \(expected))",
                       length: name.utf8.count)
            return false
        }
        return true
    }

    /// Appends the constraints of `equation` (none when it is in error, reported) to `made`:
    /// appending in place spares an array per equation.
    mutating func makeEquation(_ equation: Equation, into made: inout [(LayoutConstraint, TextPosition)]) {
        if let c = simpleConstraint(equation) { return emit(c, equation, into: &made) }
        let lhsSide = resolve(equation.lhs)
        let rhsSide = resolve(equation.rhs)
        var priority = LayoutPriority.required
        if let (term, at) = equation.priority {
            var value: Double?
            if case .metric(let name, _) = term, let named = LayoutPriority(name: name), metrics[name] == nil {
                value = named.value
            } else {
                value = number(term)
            }
            guard let value else { return }
            priority = LayoutPriority(value)
            guard priority.isValid else {
                errors.add(at, "priority \(formatted(value)) is out of range: priorities are greater than 0 and at most 1000")
                return
            }
        }
        guard let lhs = lhsSide, let rhs = rhsSide, let firstItem = lhs.item else { return }
        if let composite = lhs.composite {
            return makeComposite(composite, lhs, firstItem, equation, rhs, priority, into: &made)
        }
        guard let firstAttribute = lhs.attribute else { return }
        if rhs.composite != nil {
            errors.add(rhs.location, "'\(firstAttribute)' is a single anchor; the right-hand side is a composite (\(rhs.composite ?? ""))")
            return
        }
        if rhs.size != nil {
            errors.add(rhs.location, "a size (WxH) relates to a 'size' anchor, not to '\(firstAttribute)'")
            return
        }
        guard lhs.multiplier != 0 else {
            errors.add(equation.lhs.location, "the multiplier of the left-hand side is zero")
            return
        }
        // m1·a + c1 REL m2·b + c2  ⇒  a REL (m2/m1)·b + (c2 − c1)/m1, flipped when m1 < 0.
        var relation = equation.relation
        if lhs.multiplier < 0, relation != .equal {
            relation = relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual
        }
        let multiplier = rhs.multiplier / lhs.multiplier
        let constant = (rhs.constant - lhs.constant) / lhs.multiplier
        guard let secondItem = rhs.item, let secondAttribute = rhs.attribute else {
            guard firstAttribute.kind == .dimension else {
                errors.add(equation.rhs.location, "a position ('\(firstAttribute)') cannot be set to a constant; relate it to another anchor (e.g. \(equation.lhs.anchor?.item.value ?? "view").\(firstAttribute) == root.\(firstAttribute) + 8)")
                return
            }
            if rhs.multiplier != 1 {
                errors.add(equation.rhs.location, "a constant right-hand side takes no multiplier")
                return
            }
            return emit(LayoutConstraint(item: firstItem, attribute: firstAttribute, relatedBy: relation,
                                         constant: constant, priority: priority), equation, into: &made)
        }
        guard firstAttribute.kind == secondAttribute.kind else {
            errors.add(equation.relationLocation, "cannot relate \(firstAttribute.kind.words) '\(firstAttribute)' to \(secondAttribute.kind.words) '\(secondAttribute)'",
                       length: 2)
            return
        }
        let d1 = firstAttribute.horizontalDirectionality, d2 = secondAttribute.horizontalDirectionality
        if d1 != 0, d2 != 0, d1 != d2 {
            errors.add(equation.relationLocation, "'\(firstAttribute)' and '\(secondAttribute)' mix leading/trailing with left/right", length: 2)
            return
        }
        emit(LayoutConstraint(item: firstItem, attribute: firstAttribute, relatedBy: relation, toItem: secondItem,
                              attribute: secondAttribute, multiplier: multiplier, constant: constant, priority: priority),
             equation, into: &made)
    }

    mutating func makeComposite(_ composite: String, _ lhs: Side, _ firstItem: LayoutItem, _ equation: Equation,
                                _ rhs: Side, _ priority: LayoutPriority, into made: inout [(LayoutConstraint, TextPosition)]) {
        let at = equation.location
        if lhs.multiplier != 1 || lhs.constant != 0 || rhs.multiplier != 1 || rhs.constant != 0 {
            errors.add(at, "a composite anchor ('\(composite)') takes no multiplier or constant; use .inset(…) or .offset(x:y:)")
            return
        }
        if composite != "size", equation.relation != .equal {
            errors.add(equation.relationLocation, "'\(composite)' relates only with '=='", length: 2)
            return
        }
        if composite == "size", let size = rhs.size {
            for (attribute, value) in [(LayoutAttribute.width, size.width), (.height, size.height)] {
                emit(LayoutConstraint(item: firstItem, attribute: attribute, relatedBy: equation.relation,
                                      constant: value, priority: priority), equation, into: &made)
            }
            return
        }
        guard let secondItem = rhs.item, rhs.composite == composite else {
            let found = rhs.composite.map { "'\($0)'" } ?? rhs.attribute.map { "'\($0)'" } ?? "a constant"
            errors.add(rhs.location, "'\(composite)' relates to another '\(composite)'\(composite == "size" ? " or a size such as 48x48" : ""), not to \(found)")
            return
        }
        // (attribute, lhs offset, rhs offset): a part relates as a.part + lo REL b.part + ro.
        let a = lhs.insets, b = rhs.insets
        let parts: [(LayoutAttribute, Double, Double)]
        switch composite {
        case "edges":
            parts = [(.top, a.top, b.top), (.leading, a.left, b.left), (.bottom, -a.bottom, -b.bottom),
                     (.trailing, -a.right, -b.right)]
        case "horizontalEdges": parts = [(.leading, a.left, b.left), (.trailing, -a.right, -b.right)]
        case "verticalEdges": parts = [(.top, a.top, b.top), (.bottom, -a.bottom, -b.bottom)]
        case "center": parts = [(.centerX, a.left, b.left), (.centerY, a.top, b.top)]
        default: parts = [(.width, 0, 0), (.height, 0, 0)]
        }
        for (attribute, lo, ro) in parts {
            emit(LayoutConstraint(item: firstItem, attribute: attribute, relatedBy: equation.relation, toItem: secondItem,
                                  attribute: attribute, constant: ro - lo, priority: priority), equation, into: &made)
        }
    }

    /// The constraint of an equation that relates one view's anchor to a number or to another
    /// view's anchor, with literal numbers only (`a.width == 40`, `a.top == b.bottom + 8`,
    /// `a.width == 0.5 * b.width @750`); nil for any other equation and for one in error, which
    /// ``makeEquation(_:into:)`` makes (and reports) the general way. Most equations have this
    /// form, and the general way's resolved sides were a third of a large file's build.
    mutating func simpleConstraint(_ equation: Equation) -> LayoutConstraint? {
        guard equation.lhs.factors.isEmpty, equation.lhs.constants.isEmpty, equation.lhs.sizeConstant == nil,
              equation.rhs.sizeConstant == nil, let left = equation.lhs.anchor, left.guide == nil, left.modifier == nil,
              let firstAttribute = LayoutAttribute(name: left.attribute.value),
              let firstItem = peekItem(left.item.value), firstItem is View else { return nil }
        var priority = LayoutPriority.required
        if let (term, _) = equation.priority {
            guard case .literal(let value) = term else { return nil }
            priority = LayoutPriority(value)
            guard priority.isValid else { return nil }
        }
        // As the general way computes them: the left side's multiplier is 1 and its constant 0.
        var multiplier = 1.0, constant = 0.0
        for (term, division) in equation.rhs.factors {
            guard case .literal(let k) = term, !(division && k == 0) else { return nil }
            if division { multiplier /= k } else { multiplier *= k }
        }
        for (term, negative) in equation.rhs.constants {
            guard case .literal(let k) = term else { return nil }
            constant += negative ? -k : k
        }
        guard let right = equation.rhs.anchor else {
            guard firstAttribute.kind == .dimension, multiplier == 1 else { return nil }
            return LayoutConstraint(item: firstItem, attribute: firstAttribute, relatedBy: equation.relation,
                                    constant: constant, priority: priority)
        }
        guard right.guide == nil, right.modifier == nil, let secondAttribute = LayoutAttribute(name: right.attribute.value),
              let secondItem = peekItem(right.item.value), secondItem is View, firstAttribute.kind == secondAttribute.kind
        else { return nil }
        let d1 = firstAttribute.horizontalDirectionality, d2 = secondAttribute.horizontalDirectionality
        guard d1 == 0 || d2 == 0 || d1 == d2 else { return nil }
        return LayoutConstraint(item: firstItem, attribute: firstAttribute, relatedBy: equation.relation, toItem: secondItem,
                                attribute: secondAttribute, multiplier: multiplier, constant: constant, priority: priority)
    }

    /// Locates a constraint at its equation, installs it for the equation's size classes and
    /// appends it.
    func emit(_ c: LayoutConstraint, _ equation: Equation, into made: inout [(LayoutConstraint, TextPosition)]) {
        if !equation.condition.isEmpty { c.installedSizeClasses = equation.condition }
        made.append((located(c, equation.location), equation.location))
    }

    static let formatOptions: [String: FormatOptions] = [
        "alignAllLeft": .alignAllLeft, "alignAllRight": .alignAllRight, "alignAllTop": .alignAllTop,
        "alignAllBottom": .alignAllBottom, "alignAllLeading": .alignAllLeading, "alignAllTrailing": .alignAllTrailing,
        "alignAllCenterX": .alignAllCenterX, "alignAllCenterY": .alignAllCenterY,
        "alignAllLastBaseline": .alignAllLastBaseline, "alignAllFirstBaseline": .alignAllFirstBaseline,
        "directionLeadingToTrailing": .directionLeadingToTrailing, "directionLeftToRight": .directionLeftToRight,
        "directionRightToLeft": .directionRightToLeft,
    ]

    mutating func makeVisualFormat(_ vfl: VisualFormatStatement, views: [String: View]) -> [LayoutConstraint] {
        var options: FormatOptions = []
        for option in vfl.options {
            guard let value = LayoutBuilder.formatOptions[option.value] else {
                var message = "unknown format option '\(option.value)'"
                if let guess = Spelling.closest(to: option.value, among: LayoutBuilder.formatOptions.keys) {
                    message += " (did you mean '\(guess)'?)"
                }
                errors.add(option.location, message, length: option.value.utf8.count)
                return []
            }
            options.formUnion(value)
        }
        do {
            let made = try LayoutConstraint.constraints(withVisualFormat: vfl.format, options: options, metrics: metrics,
                                                        views: views)
            return made.map { located($0, vfl.location) }
        } catch {
            // The format's column, mapped into the file.
            let scalars = Array(vfl.format.unicodeScalars)
            let index = Swift.max(0, Swift.min(error.column - 1, scalars.count))
            var byteOffset = 0
            for scalar in scalars[..<index] { byteOffset += String(scalar).utf8.count }
            let at = TextPosition(line: vfl.location.line, column: vfl.location.column + index,
                                    offset: vfl.location.offset + byteOffset)
            errors.add(at, "visual format: \(error.message)")
            return []
        }
    }

    mutating func activate(_ constraints: [(LayoutConstraint, TextPosition)]) {
        do {
            try LayoutConstraint.activate(constraints.map(\.0))
        } catch {
            // Find every culprit, one at a time (the checks PlumbLayout makes beyond ours).
            for (c, at) in constraints {
                do {
                    try c.activate()
                } catch {
                    errors.add(at, "\(error)")
                }
            }
        }
    }

    func formatted(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int64(x)) : String(x)
    }
}
