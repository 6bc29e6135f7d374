import PlumbLayout

// Paths after a name: a property assignment (`title.text = …`) or an equation of anchors.
extension LayoutParser {
    // MARK: Paths: properties and equations

    static let propertyNames: Set<String> = LayoutBuilder.propertyNames

    mutating func pathStatement() throws(Failure) {
        let start = token.location
        let path = try dottedPath()
        if token.is("=") {
            return try assignment(path, start)
        }
        if path.count == 1, token.kind == .newline || token.kind == .endOfFile || token.is("}") {
            throw fail(path[0].location, "'\(path[0].value)' is not a statement: expected a declaration (view, label, …), a setting or `view.attribute == …`",
                       length: path[0].value.utf8.count)
        }
        try equation(startingWith: path, at: start)
    }

    /// `ident(.ident)*`, each with its location.
    mutating func dottedPath() throws(Failure) -> [Located<String>] {
        var path: [Located<String>] = []
        guard token.kind == .identifier else { throw fail(expected: "a name") }
        // Most paths are `view.attribute` or `view.guide.attribute`: one allocation, not two.
        path.reserveCapacity(3)
        path.append(Located(token.text, at: token.location))
        advance()
        while token.is(".") {
            advance()
            guard token.kind == .identifier else { throw fail(expected: "a name after '.'") }
            path.append(Located(token.text, at: token.location))
            advance()
        }
        return path
    }

    mutating func assignment(_ path: [Located<String>], _ start: TextPosition) throws(Failure) {
        advance()  // '='
        let valueAt = token.location
        let value = try propertyValue()
        var target: Located<String>?
        var keys = path
        let inBlock = enclosingView != nil
        if !(inBlock && LayoutParser.propertyNames.contains(path[0].value)) {
            guard path.count >= 2 else {
                if inBlock {
                    throw fail(path[0].location, "unknown property '\(path[0].value)'", length: path[0].value.utf8.count)
                }
                throw fail(path[0].location, "a property is set as VIEW.property = value outside a view's block",
                           length: path[0].value.utf8.count)
            }
            target = path[0]
            keys = Array(path.dropFirst())
        }
        if !currentCondition.isEmpty {
            throw fail(start, "properties cannot depend on size classes (only views and constraints can be in a 'when' block)")
        }
        let assignment = PropertyAssignment(target: target, path: keys.map(\.value), location: keys[0].location,
                                            value: value, valueLocation: valueAt)
        if target == nil, case .some(let index?) = enclosingView {
            document.views[index].properties.append(assignment)
        } else if !isDiscarding {
            document.assignments.append(assignment)
        }
    }

    mutating func propertyValue() throws(Failure) -> PropertyValue {
        switch token.kind {
        case .string:
            defer { advance() }
            return .string(token.text)
        case .size:
            defer { advance() }
            return .size(Size(width: token.number, height: token.number2))
        case .identifier where token.text == "true" || token.text == "false":
            defer { advance() }
            return .bool(token.text == "true")
        case .identifier:
            defer { advance() }
            return .identifier(token.text)
        case .symbol where token.text == ".":
            advance()
            guard token.kind == .identifier else { throw fail(expected: "a name after '.'") }
            defer { advance() }
            return .identifier(token.text)
        default:
            var numbers = [try signedNumber().0]
            while token.is(",") {
                advance()
                numbers.append(try signedNumber().0)
            }
            return numbers.count == 1 ? .number(numbers[0]) : .numbers(numbers)
        }
    }

    mutating func signedNumber() throws(Failure) -> (Double, TextPosition) {
        let at = token.location
        var sign = 1.0
        if token.is("-") {
            sign = -1
            advance()
        }
        guard token.kind == .number else { throw fail(expected: "a number") }
        defer { advance() }
        return (sign * token.number, at)
    }

    mutating func equation(startingWith path: [Located<String>]?, at start: TextPosition) throws(Failure) {
        let lhs = try operand(startingWith: path, at: start)
        let relation: LayoutRelation
        switch token.text {
        case "==" where token.kind == .symbol: relation = .equal
        case "<=" where token.kind == .symbol: relation = .lessThanOrEqual
        case ">=" where token.kind == .symbol: relation = .greaterThanOrEqual
        case "=" where token.kind == .symbol:
            throw fail(token.location, "'=' sets a property; a constraint needs '==', '<=' or '>='")
        default:
            throw fail(expected: "'==', '<=' or '>='")
        }
        let relationAt = token.location
        advance()
        let rhs = try operand(startingWith: nil, at: token.location)
        var priority: (NumberTerm, TextPosition)?
        if token.is("@") || token.is("~") {
            advance()
            let at = token.location
            if token.is(".") { advance() }
            if token.kind == .identifier {
                priority = (.metric(token.text, token.location), at)
                advance()
            } else if token.kind == .number {
                priority = (.literal(token.number), at)
                advance()
            } else {
                throw fail(expected: "a priority: a number in (0, 1000] or a name such as defaultHigh")
            }
        }
        if lhs.anchor == nil {
            throw fail(start, "the left-hand side of a constraint must be an anchor (`view.attribute`)")
        }
        document.constraints.append(.equation(Equation(
            lhs: lhs, relation: relation, relationLocation: relationAt, rhs: rhs, priority: priority,
            location: start, condition: currentCondition)))
    }

    /// `[k *] path [.modifier(args)] {* k | / k} {+ k | - k}`, or a constant (number, metric,
    /// size).
    mutating func operand(startingWith given: [Located<String>]?, at start: TextPosition) throws(Failure) -> Operand {
        var operand = Operand(anchor: nil, location: start)
        var path = given
        if path == nil {
            if token.kind == .size {
                operand.sizeConstant = Size(width: token.number, height: token.number2)
                advance()
                return operand
            }
            // A leading factor `0.5 * b.width`, or a constant.
            if token.kind == .identifier, !peek().is(".") {
                let term = NumberTerm.metric(token.text, token.location)
                advance()
                if token.is("*") {
                    advance()
                    operand.factors.append((term, false))
                } else {
                    operand.constants.append((term, false))
                    try constantTerms(&operand)
                    return operand
                }
            } else if token.kind == .number || token.is("-") {
                let (value, _) = try signedNumber()
                if token.is("*") {
                    advance()
                    operand.factors.append((.literal(value), false))
                } else {
                    operand.constants.append((.literal(value), false))
                    try constantTerms(&operand)
                    return operand
                }
            }
            guard token.kind == .identifier else { throw fail(expected: "an anchor (`view.attribute`) or a number") }
            path = try dottedPath()
        }
        guard let components = path else { throw fail(expected: "an anchor") }
        operand.anchor = try anchorReference(components)
        while token.is("*") || token.is("/") {
            let division = token.is("/")
            advance()
            operand.factors.append((try numberTerm(), division))
        }
        try constantTerms(&operand)
        return operand
    }

    mutating func constantTerms(_ operand: inout Operand) throws(Failure) {
        while token.is("+") || token.is("-") {
            let negative = token.is("-")
            advance()
            operand.constants.append((try numberTerm(), negative))
        }
    }

    /// A number or a metric's name (a leading `-` negates a literal).
    mutating func numberTerm() throws(Failure) -> NumberTerm {
        if token.kind == .identifier {
            defer { advance() }
            return .metric(token.text, token.location)
        }
        let (value, _) = try signedNumber()
        return .literal(value)
    }

    static let systemGuides: Set<String> = ["layoutMarginsGuide", "safeAreaLayoutGuide", "readableContentGuide",
                                            "contentLayoutGuide", "frameLayoutGuide"]

    /// Splits `item[.guide].attribute[.modifier]` and reads the modifier's arguments.
    mutating func anchorReference(_ path: [Located<String>]) throws(Failure) -> AnchorReference {
        var components = path
        var modifierName: Located<String>?
        if token.is("(") {
            modifierName = components.popLast()
        }
        guard components.count >= 2 else {
            let at = path[0]
            throw fail(at.location, "expected an anchor such as '\(at.value).leading' (a view and an attribute)",
                       length: at.value.utf8.count)
        }
        var guide: Located<String>?
        if components.count == 3 {
            guide = components[1]
        } else if components.count > 3 {
            throw fail(components[3].location, "too many parts in this anchor (expected view.attribute or view.guide.attribute)",
                       length: components[3].value.utf8.count)
        }
        var reference = AnchorReference(item: components[0], guide: guide, attribute: components[components.count - 1])
        if let modifierName {
            advance()  // '('
            var arguments: [(label: String?, value: NumberTerm, location: TextPosition)] = []
            while !token.is(")") {
                let at = token.location
                var label: String?
                if token.kind == .identifier, peek().is(":") {
                    label = token.text
                    advance()
                    advance()
                }
                arguments.append((label, try numberTerm(), at))
                if token.is(",") {
                    advance()
                } else if !token.is(")") {
                    throw fail(expected: "',' or ')'")
                }
            }
            advance()  // ')'
            reference.modifier = AnchorReference.Modifier(name: modifierName, arguments: arguments)
        }
        return reference
    }
}
