import PlumbLayout

/// Reads a layout file into a ``LayoutDocument`` (the grammar is in Docs/format.md).
///
/// The parser is iterative (blocks are an explicit stack, so nesting depth costs no call
/// stack), and recovers from an error by skipping to the end of the statement, so that one
/// run reports every syntax error (up to ``ErrorCollector/limit``). Names are not resolved
/// here: ``LayoutBuilder`` does that, also reporting every problem it finds.
public struct LayoutParser {
    /// Parses `source`; throws every syntax error at once.
    public static func parse(_ source: LayoutSource) throws(LayoutFileErrors) -> LayoutDocument {
        var parser = LayoutParser(source)
        parser.run()
        guard parser.errors.isEmpty else { throw LayoutFileErrors(parser.errors.errors) }
        return parser.document
    }

    // MARK: State

    private enum Context {
        case file
        /// The block of the declaration at this index.
        case view(Int, SourceLocation)
        /// A `when` block: the condition it adds (for an `else`), and the effective one.
        case when(own: InstallCondition, effective: InstallCondition, SourceLocation)
        /// The block of a statement that had an error: parsed, thrown away.
        case discarded(SourceLocation)
    }

    private var lexer: LayoutLexer
    private var errors: ErrorCollector
    private var document: LayoutDocument
    private var token: LayoutToken
    private var lookahead: LayoutToken?
    private var stack: [Context] = [.file]
    /// After a `when` block closes: its condition, for an `else` on the same line.
    private var lastClosedWhen: (own: InstallCondition, outer: InstallCondition)?

    private init(_ source: LayoutSource) {
        lexer = LayoutLexer(bytes: source.bytes)
        errors = ErrorCollector(source: source)
        document = LayoutDocument(source: source)
        token = LayoutToken(kind: .newline, text: "", location: SourceLocation(line: 1, column: 1, offset: 0), length: 0)
        advance()
    }

    private mutating func advance() {
        if let next = lookahead {
            token = next
            lookahead = nil
        } else {
            token = lexer.next(&errors)
        }
    }

    private mutating func peek() -> LayoutToken {
        if let lookahead { return lookahead }
        let next = lexer.next(&errors)
        lookahead = next
        return next
    }

    /// An error at `location`; the statement is abandoned by the caller.
    private struct Failure: Error {}

    private mutating func fail(_ location: SourceLocation, _ message: String, length: Int = 1) -> Failure {
        // One error per statement: after a malformed token, the rest of the statement would
        // only produce errors that follow from it.
        if errors.errors.count == statementErrorMark { errors.add(location, message, length: length) }
        return Failure()
    }

    /// The number of errors when the current statement started.
    private var statementErrorMark = 0

    private mutating func fail(expected what: String) -> Failure {
        let found: String
        switch token.kind {
        case .newline: found = "the end of the statement"
        case .endOfFile: found = "the end of the file"
        case .string: found = "a string"
        default: found = "'\(token.text)'"
        }
        return fail(token.location, "expected \(what), found \(found)", length: token.length)
    }

    /// The condition of the innermost `when` (empty outside any).
    private var currentCondition: InstallCondition {
        for context in stack.reversed() {
            if case .when(_, let effective, _) = context { return effective }
        }
        return []
    }

    /// The innermost enclosing view declaration, if any; nil inside a discarded block too.
    private var enclosingView: Int?? {
        for context in stack.reversed() {
            switch context {
            case .view(let index, _): return .some(index)
            case .discarded: return .some(nil)
            case .when: continue
            case .file: return nil
            }
        }
        return nil
    }

    private var isDiscarding: Bool {
        stack.contains { if case .discarded = $0 { return true } else { return false } }
    }

    // MARK: Statements

    private mutating func run() {
        while !errors.isFull {
            while token.kind == .newline { advance() }
            if token.kind == .endOfFile { break }
            if token.is("}") {
                closeBlock()
                continue
            }
            lastClosedWhen = nil
            let depth = stack.count
            statementErrorMark = errors.errors.count
            do {
                try statement()
                // A statement that opened a block may be followed by the block's first
                // statement on the same line.
                if stack.count == depth { try endOfStatement() }
            } catch {
                recover()
            }
        }
        for context in stack.reversed() {
            switch context {
            case .file: break
            case .view(_, let at), .when(_, _, let at), .discarded(let at):
                errors.add(at, "this '{' is never closed")
            }
        }
    }

    private mutating func endOfStatement() throws(Failure) {
        switch token.kind {
        case .newline: advance()
        case .endOfFile: break
        case .symbol where token.text == "}": break
        default: throw fail(expected: "the end of the statement (a line break or ';')")
        }
    }

    /// Skips the rest of a bad statement. A `{` at its end still opens a block (thrown away),
    /// so that the braces stay balanced and the block's own errors are found.
    private mutating func recover() {
        var opened: SourceLocation?
        while token.kind != .newline, token.kind != .endOfFile, !token.is("}") {
            opened = token.is("{") ? token.location : nil
            advance()
        }
        if let opened { stack.append(.discarded(opened)) }
        if token.kind == .newline { advance() }
    }

    private mutating func closeBlock() {
        let at = token.location
        advance()
        guard stack.count > 1, let context = stack.popLast() else {
            errors.add(at, "unexpected '}': no block is open")
            return
        }
        if case .when(let own, _, _) = context {
            lastClosedWhen = (own, currentCondition)
            if token.isIdentifier("else") {
                let elseAt = token.location
                advance()
                guard token.is("{") else {
                    errors.add(token.location, "expected '{' after 'else'", length: token.length)
                    recover()
                    return
                }
                let braceAt = token.location
                advance()
                let complement = SizeClassLogic.complement(own)
                let effective = SizeClassLogic.intersect(currentCondition, complement)
                if effective.isEmpty && !complement.isEmpty {
                    errors.add(elseAt, "this 'else' block can never be installed")
                }
                stack.append(.when(own: complement, effective: effective, braceAt))
                lastClosedWhen = nil
            }
        } else {
            lastClosedWhen = nil
        }
    }

    private static let viewKinds: [String: ViewDeclaration.Kind] = [
        "view": .view, "label": .label, "field": .field, "button": .button, "scroll": .scroll,
        "scrollView": .scroll, "stack": .stack, "stackView": .stack, "guide": .guide,
    ]

    private static let settings: Set<String> = ["size", "traits", "keyboard", "focus", "metric"]

    private mutating func statement() throws(Failure) {
        if token.is("|") || token.is("[") {
            return visualFormat(at: token.location)
        }
        guard token.kind == .identifier else {
            if token.kind == .number, peek().is("*") {
                // `2 * a.width == …`: a factor on the left-hand side.
                return try equation(startingWith: nil, at: token.location)
            }
            if token.kind == .number || token.is("-") {
                throw fail(token.location, "a constraint starts with an anchor (`view.attribute`), not a number",
                           length: token.length)
            }
            if token.isIdentifier("else") || token.is("{") {
                throw fail(token.location, "unexpected '\(token.text)'", length: token.length)
            }
            throw fail(expected: "a declaration, a property, a constraint or a visual format line")
        }
        let word = token.text
        let next = peek()
        if (word == "H" || word == "V"), next.is(":") {
            return visualFormat(at: token.location)
        }
        let startsExpression = next.is(".") || next.is("=") || next.is("==") || next.is("<=") || next.is(">=")
        if !startsExpression {
            if let kind = LayoutParser.viewKinds[word] { return try declaration(kind) }
            if LayoutParser.settings.contains(word) { return try setting(word) }
            if word == "when" { return try whenBlock() }
            if word == "else" {
                throw fail(token.location, "'else' must follow the '}' of a 'when' block, on the same line",
                           length: token.length)
            }
        }
        try pathStatement()
    }

    // MARK: Declarations

    private mutating func declaration(_ kind: ViewDeclaration.Kind) throws(Failure) {
        let statementAt = token.location
        advance()
        guard token.kind == .identifier else { throw fail(expected: "the name of the \(kind.rawValue)") }
        let name = token.text
        let nameAt = token.location
        advance()
        var parent: ViewDeclaration.Parent = .none
        switch enclosingView {
        case .some(let index?): parent = .enclosing(index)
        case .some(nil): parent = .named("", nameAt)  // in a discarded block: never built
        case nil: break
        }
        if token.isIdentifier("in") {
            advance()
            guard token.kind == .identifier else { throw fail(expected: "the name of the parent view after 'in'") }
            if case .enclosing = parent {
                throw fail(token.location, "'\(name)' is declared inside a block already; 'in' is for top-level declarations",
                           length: token.length)
            }
            parent = .named(token.text, token.location)
            advance()
        }
        var declaration = ViewDeclaration(kind: kind, name: name, location: nameAt, statementLocation: statementAt,
                                          parent: parent, text: nil, inlineSize: nil, condition: currentCondition,
                                          properties: [])
        if token.kind == .string {
            declaration.text = token.text
            advance()
        }
        if token.kind == .size {
            declaration.inlineSize = Located(Size(width: token.number, height: token.number2), at: token.location)
            advance()
        }
        if kind == .guide, case .none = parent {
            throw fail(nameAt, "a layout guide belongs to a view: declare it in the view's block or with 'in VIEW'",
                       length: name.utf8.count)
        }
        if token.is("{") {
            if kind == .guide {
                throw fail(token.location, "a layout guide has no block (it has no subviews or properties)")
            }
            let braceAt = token.location
            advance()
            document.views.append(declaration)
            stack.append(isDiscarding ? .discarded(braceAt) : .view(document.views.count - 1, braceAt))
            // The block's first statement may follow on the same line.
            return
        }
        document.views.append(declaration)
    }

    // MARK: Settings

    private mutating func setting(_ word: String) throws(Failure) {
        let at = token.location
        guard stack.count == 1 else {
            throw fail(at, "'\(word)' is a file setting: write it outside every block", length: word.utf8.count)
        }
        advance()
        switch word {
        case "size":
            guard token.kind == .size else { throw fail(expected: "a size such as 375x667") }
            if let old = document.rootSize { throw duplicate("size", old.location, at) }
            guard token.number > 0, token.number2 > 0 else {
                throw fail(token.location, "the root size must be positive", length: token.length)
            }
            document.rootSize = Located(Size(width: token.number, height: token.number2), at: at)
            advance()
        case "keyboard":
            var values = [try signedNumber()]
            while token.is(",") {
                advance()
                values.append(try signedNumber())
            }
            if let old = document.keyboardHeight?.location ?? document.keyboardFrame?.location {
                throw duplicate("keyboard", old, at)
            }
            switch values.count {
            case 1:
                guard values[0].0 >= 0 else { throw fail(values[0].1, "the keyboard height cannot be negative") }
                document.keyboardHeight = Located(values[0].0, at: at)
            case 4:
                guard values[2].0 >= 0, values[3].0 >= 0 else {
                    throw fail(values[2].1, "the keyboard's width and height cannot be negative")
                }
                document.keyboardFrame = Located(Rect(x: values[0].0, y: values[1].0, width: values[2].0,
                                                      height: values[3].0), at: at)
            default:
                throw fail(values[0].1, "'keyboard' takes a height, or a frame: x, y, width, height")
            }
        case "focus":
            guard token.kind == .identifier else { throw fail(expected: "the name of a view") }
            if let old = document.focus { throw duplicate("focus", old.location, at) }
            document.focus = Located(token.text, at: token.location)
            advance()
        case "metric":
            guard token.kind == .identifier else { throw fail(expected: "the name of the metric") }
            let name = token.text, nameAt = token.location
            advance()
            guard token.is("=") else { throw fail(expected: "'=' and the metric's value") }
            advance()
            let value = try signedNumber()
            if let old = document.metrics.first(where: { $0.name == name }) {
                errors.add(nameAt, "metric '\(name)' is already defined", length: name.utf8.count,
                           notes: [(old.location, "'\(name)' was defined here")])
                throw Failure()
            }
            document.metrics.append(MetricDeclaration(name: name, value: value.0, location: nameAt))
        default:
            if let old = document.traits { throw duplicate("traits", old.location, at) }
            document.traits = Located(try traitList(), at: at)
        }
    }

    private mutating func duplicate(_ what: String, _ old: SourceLocation, _ at: SourceLocation) -> Failure {
        errors.add(at, "'\(what)' is set twice", length: what.utf8.count,
                   notes: [(old, "it was first set here")])
        return Failure()
    }

    /// `width=compact height=regular scale=2`, commas optional.
    private mutating func traitList() throws(Failure) -> TraitCollection {
        var traits = TraitCollection()
        var seen: Set<String> = []
        repeat {
            if token.is(",") { advance() }
            guard token.kind == .identifier else { throw fail(expected: "a trait: width=…, height=… or scale=…") }
            let key = token.text, keyAt = token.location
            advance()
            guard token.is("=") else { throw fail(expected: "'=' after '\(key)'") }
            advance()
            guard seen.insert(key).inserted else { throw fail(keyAt, "'\(key)' is given twice", length: key.utf8.count) }
            switch key {
            case "width", "height":
                let sizeClass = try sizeClassName()
                if key == "width" { traits.horizontalSizeClass = sizeClass } else { traits.verticalSizeClass = sizeClass }
            case "scale":
                guard token.kind == .number, token.number > 0 else { throw fail(expected: "a positive display scale") }
                traits.displayScale = token.number
                advance()
            default:
                throw fail(keyAt, "unknown trait '\(key)' (expected width, height or scale)", length: key.utf8.count)
            }
        } while token.kind == .identifier || token.is(",")
        return traits
    }

    private mutating func sizeClassName() throws(Failure) -> SizeClass {
        if token.is(".") { advance() }
        guard token.kind == .identifier, let sizeClass = SizeClassLogic.sizeClass(named: token.text) else {
            throw fail(expected: "a size class: compact, regular or unspecified")
        }
        advance()
        return sizeClass
    }

    // MARK: when … { } else { }

    private mutating func whenBlock() throws(Failure) {
        let whenAt = token.location
        advance()
        var own: InstallCondition?
        repeat {
            if own != nil { advance() }
            guard token.kind == .identifier, token.text == "width" || token.text == "height" else {
                throw fail(expected: "'width' or 'height' (a size class condition)")
            }
            let isWidth = token.text == "width"
            advance()
            guard token.is("==") || token.is("!=") else { throw fail(expected: "'==' or '!='") }
            let negated = token.is("!=")
            advance()
            let sizeClass = try sizeClassName()
            let values: [SizeClass] = negated ? SizeClassLogic.all.filter { $0 != sizeClass } : [sizeClass]
            let clause = values.map { isWidth ? SizeClassCondition(width: $0) : SizeClassCondition(height: $0) }
            let combined = own.map { SizeClassLogic.intersect($0, clause) } ?? clause
            if combined.isEmpty { throw fail(whenAt, "this condition can never hold", length: 4) }
            own = combined
        } while token.is(",") || token.isIdentifier("and")
        guard token.is("{"), let own else { throw fail(expected: "'{' to open the block of 'when'") }
        let braceAt = token.location
        advance()
        let effective = SizeClassLogic.intersect(currentCondition, own)
        if effective.isEmpty {
            errors.add(whenAt, "this block can never be installed: its condition contradicts the enclosing 'when'",
                       length: 4)
        }
        stack.append(.when(own: own, effective: effective, braceAt))
    }

    // MARK: Visual format

    private mutating func visualFormat(at start: SourceLocation) {
        lexer.reset(to: start)
        lookahead = nil
        let (text, location) = lexer.restOfLine()
        advance()
        var format = text
        var options: [Located<String>] = []
        if let range = SizeClassLogic.optionsRange(in: text) {
            format = String(text[..<range.lowerBound]).trimmingTrailingSpaces()
            var column = location.column + text[..<range.upperBound].unicodeScalars.count
            var offset = location.offset + text[..<range.upperBound].utf8.count
            for part in text[range.upperBound...].split(separator: ",", omittingEmptySubsequences: false) {
                let leading = part.prefix { $0 == " " || $0 == "\t" }.count
                let name = part.trimmingCharacters([" ", "\t"])
                let at = SourceLocation(line: location.line, column: column + leading, offset: offset + leading)
                if name.isEmpty {
                    errors.add(at, "expected a format option after 'options:'")
                } else {
                    options.append(Located(name.hasPrefix(".") ? String(name.dropFirst()) : name, at: at))
                }
                column += part.unicodeScalars.count + 1
                offset += part.utf8.count + 1
            }
        }
        document.constraints.append(.visualFormat(VisualFormatStatement(
            format: format, location: location, options: options, condition: currentCondition)))
    }

    // MARK: Paths: properties and equations

    private static let propertyNames: Set<String> = LayoutBuilder.propertyNames

    private mutating func pathStatement() throws(Failure) {
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
    private mutating func dottedPath() throws(Failure) -> [Located<String>] {
        var path: [Located<String>] = []
        guard token.kind == .identifier else { throw fail(expected: "a name") }
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

    private mutating func assignment(_ path: [Located<String>], _ start: SourceLocation) throws(Failure) {
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

    private mutating func propertyValue() throws(Failure) -> PropertyValue {
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

    private mutating func signedNumber() throws(Failure) -> (Double, SourceLocation) {
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

    private mutating func equation(startingWith path: [Located<String>]?, at start: SourceLocation) throws(Failure) {
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
        var priority: (NumberTerm, SourceLocation)?
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
    private mutating func operand(startingWith given: [Located<String>]?, at start: SourceLocation) throws(Failure) -> Operand {
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

    private mutating func constantTerms(_ operand: inout Operand) throws(Failure) {
        while token.is("+") || token.is("-") {
            let negative = token.is("-")
            advance()
            operand.constants.append((try numberTerm(), negative))
        }
    }

    /// A number or a metric's name (a leading `-` negates a literal).
    private mutating func numberTerm() throws(Failure) -> NumberTerm {
        if token.kind == .identifier {
            defer { advance() }
            return .metric(token.text, token.location)
        }
        let (value, _) = try signedNumber()
        return .literal(value)
    }

    private static let systemGuides: Set<String> = ["layoutMarginsGuide", "safeAreaLayoutGuide", "contentLayoutGuide",
                                                    "frameLayoutGuide"]

    /// Splits `item[.guide].attribute[.modifier]` and reads the modifier's arguments.
    private mutating func anchorReference(_ path: [Located<String>]) throws(Failure) -> AnchorReference {
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
            var arguments: [(label: String?, value: NumberTerm, location: SourceLocation)] = []
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

// MARK: - Size class logic

/// Conditions as lists of alternatives (`[SizeClassCondition]`, empty = always).
enum SizeClassLogic {
    static let all: [SizeClass] = [.compact, .regular, .unspecified]

    static func sizeClass(named name: String) -> SizeClass? { SizeClass(name: name) }

    /// Both conditions at once. Empty input means "always"; an empty result from two
    /// non-empty inputs means "never".
    static func intersect(_ a: InstallCondition, _ b: InstallCondition) -> InstallCondition {
        if a.isEmpty { return b }
        if b.isEmpty { return a }
        var out: InstallCondition = []
        for x in a {
            for y in b {
                if let w1 = x.width, let w2 = y.width, w1 != w2 { continue }
                if let h1 = x.height, let h2 = y.height, h1 != h2 { continue }
                let merged = SizeClassCondition(width: x.width ?? y.width, height: x.height ?? y.height)
                if !out.contains(merged) { out.append(merged) }
            }
        }
        return out
    }

    /// Every trait combination the condition does not match.
    static func complement(_ condition: InstallCondition) -> InstallCondition {
        guard !condition.isEmpty else { return [] }
        var result: InstallCondition = []
        var first = true
        for alternative in condition {
            // not (w = a and h = b)  =  w ≠ a or h ≠ b
            var negation: InstallCondition = []
            if let w = alternative.width { negation += all.filter { $0 != w }.map { SizeClassCondition(width: $0) } }
            if let h = alternative.height { negation += all.filter { $0 != h }.map { SizeClassCondition(height: $0) } }
            result = first ? negation : intersect(result, negation)
            first = false
            if result.isEmpty { break }
        }
        return result
    }

    /// The range of `options:` in a visual format line (outside brackets and parentheses).
    static func optionsRange(in text: String) -> Range<String.Index>? {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            let c = text[index]
            if c == "[" || c == "(" { depth += 1 }
            if c == "]" || c == ")" { depth -= 1 }
            if depth == 0, text[index...].hasPrefix("options:") {
                return index..<text.index(index, offsetBy: 8)
            }
            index = text.index(after: index)
        }
        return nil
    }
}

extension StringProtocol {
    func trimmingCharacters(_ set: Set<Character>) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s = s.dropFirst() }
        while let l = s.last, set.contains(l) { s = s.dropLast() }
        return String(s)
    }

    func trimmingTrailingSpaces() -> String {
        var s = Substring(self)
        while let l = s.last, l == " " || l == "\t" { s = s.dropLast() }
        return String(s)
    }
}
