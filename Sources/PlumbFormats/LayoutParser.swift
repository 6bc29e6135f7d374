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

    enum Context {
        case file
        /// The block of the declaration at this index.
        case view(Int, TextPosition)
        /// A `when` block: the condition it adds (for an `else`), and the effective one.
        case when(own: InstallCondition, effective: InstallCondition, TextPosition)
        /// The block of a statement that had an error: parsed, thrown away.
        case discarded(TextPosition)
    }

    var lexer: LayoutLexer
    var errors: ErrorCollector
    var document: LayoutDocument
    var token: LayoutToken
    var lookahead: LayoutToken?
    private(set) var stack: [Context] = [.file]
    /// The effective condition of each open `when` block, innermost last (``push(_:)``).
    private var conditions: [InstallCondition] = []
    /// How many open blocks are discarded (``push(_:)``).
    private var discardedCount = 0
    /// After a `when` block closes: its condition, for an `else` on the same line.
    var lastClosedWhen: (own: InstallCondition, outer: InstallCondition)?

    init(_ source: LayoutSource) {
        lexer = LayoutLexer(bytes: source.bytes)
        errors = ErrorCollector(source: source)
        document = LayoutDocument(source: source)
        token = LayoutToken(kind: .newline, text: "", location: TextPosition(line: 1, column: 1, offset: 0), length: 0)
        advance()
    }

    mutating func advance() {
        if let next = lookahead {
            token = next
            lookahead = nil
        } else {
            token = lexer.next(&errors)
        }
    }

    mutating func peek() -> LayoutToken {
        if let lookahead { return lookahead }
        let next = lexer.next(&errors)
        lookahead = next
        return next
    }

    /// An error at `location`; the statement is abandoned by the caller.
    struct Failure: Error {}

    mutating func fail(_ location: TextPosition, _ message: String, length: Int = 1) -> Failure {
        // One error per statement: after a malformed token, the rest of the statement would
        // only produce errors that follow from it.
        if errors.errors.count == statementErrorMark { errors.add(location, message, length: length) }
        return Failure()
    }

    /// The number of errors when the current statement started.
    var statementErrorMark = 0
    /// Each metric's name and where it was declared: a duplicate is found in O(1), not by a
    /// walk of every metric before it (100,000 metrics took 23 s).
    var metricLocations: [String: TextPosition] = [:]

    mutating func fail(expected what: String) -> Failure {
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
    var currentCondition: InstallCondition { conditions.last ?? [] }

    /// The innermost enclosing view declaration, if any; nil inside a discarded block too.
    var enclosingView: Int?? {
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

    var isDiscarding: Bool { discardedCount > 0 }

    /// Opens a block. The conditions of the open `when` blocks and the number of discarded
    /// blocks are kept as the stack changes, so that a declaration 100,000 blocks deep does not
    /// walk the blocks around it (nesting was quadratic).
    mutating func push(_ context: Context) {
        stack.append(context)
        switch context {
        case .when(_, let effective, _): conditions.append(effective)
        case .discarded: discardedCount += 1
        case .view, .file: break
        }
    }

    /// Closes the innermost block.
    mutating func pop() -> Context? {
        guard let context = stack.popLast() else { return nil }
        switch context {
        case .when: conditions.removeLast()
        case .discarded: discardedCount -= 1
        case .view, .file: break
        }
        return context
    }

    // MARK: Statements

    mutating func run() {
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

    mutating func endOfStatement() throws(Failure) {
        switch token.kind {
        case .newline: advance()
        case .endOfFile: break
        case .symbol where token.text == "}": break
        default: throw fail(expected: "the end of the statement (a line break or ';')")
        }
    }

    /// Skips the rest of a bad statement. A `{` at its end still opens a block (thrown away),
    /// so that the braces stay balanced and the block's own errors are found.
    mutating func recover() {
        var opened: TextPosition?
        while token.kind != .newline, token.kind != .endOfFile, !token.is("}") {
            opened = token.is("{") ? token.location : nil
            advance()
        }
        if let opened { push(.discarded(opened)) }
        if token.kind == .newline { advance() }
    }

    mutating func closeBlock() {
        let at = token.location
        advance()
        guard stack.count > 1, let context = pop() else {
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
                push(.when(own: complement, effective: effective, braceAt))
                lastClosedWhen = nil
            }
        } else {
            lastClosedWhen = nil
        }
    }

    static let viewKinds: [String: ViewDeclaration.Kind] = [
        "view": .view, "label": .label, "field": .field, "button": .button, "scroll": .scroll,
        "scrollView": .scroll, "stack": .stack, "stackView": .stack, "guide": .guide,
    ]

    static let settings: Set<String> = ["size", "traits", "keyboard", "focus", "metric"]

    mutating func statement() throws(Failure) {
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

    mutating func declaration(_ kind: ViewDeclaration.Kind) throws(Failure) {
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
            push(isDiscarding ? .discarded(braceAt) : .view(document.views.count - 1, braceAt))
            // The block's first statement may follow on the same line.
            return
        }
        document.views.append(declaration)
    }

    // MARK: Settings

    mutating func setting(_ word: String) throws(Failure) {
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
            if let old = metricLocations[name] {
                errors.add(nameAt, "metric '\(name)' is already defined", length: name.utf8.count,
                           notes: [(old, "'\(name)' was defined here")])
                throw Failure()
            }
            metricLocations[name] = nameAt
            document.metrics.append(MetricDeclaration(name: name, value: value.0, location: nameAt))
        default:
            if let old = document.traits { throw duplicate("traits", old.location, at) }
            document.traits = Located(try traitList(), at: at)
        }
    }

    mutating func duplicate(_ what: String, _ old: TextPosition, _ at: TextPosition) -> Failure {
        errors.add(at, "'\(what)' is set twice", length: what.utf8.count,
                   notes: [(old, "it was first set here")])
        return Failure()
    }

    /// `width=compact height=regular scale=2 textSize=extraLarge direction=rightToLeft`, commas optional.
    mutating func traitList() throws(Failure) -> TraitCollection {
        var traits = TraitCollection()
        var seen: Set<String> = []
        repeat {
            if token.is(",") { advance() }
            guard token.kind == .identifier else { throw fail(expected: "a trait: width=…, height=…, scale=…, textSize=… or direction=…") }
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
                guard token.kind == .number, token.number > 0, token.number <= 16 else {
                    throw fail(expected: "a display scale from 0 to 16 (UIKit's screens use 1, 2 and 3)")
                }
                traits.displayScale = token.number
                advance()
            case "textSize":
                guard token.kind == .identifier, let category = ContentSizeCategory(rawValue: token.text) else {
                    throw fail(expected: "a text size: " + ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", "))
                }
                traits.preferredContentSizeCategory = category
                advance()
            case "direction":
                guard token.kind == .identifier, let direction = LayoutDirection(name: token.text) else {
                    throw fail(expected: "a direction: leftToRight or rightToLeft")
                }
                traits.layoutDirection = direction
                advance()
            default:
                throw fail(keyAt, "unknown trait '\(key)' (expected width, height, scale, textSize or direction)",
                           length: key.utf8.count)
            }
        } while token.kind == .identifier || token.is(",")
        return traits
    }

    mutating func sizeClassName() throws(Failure) -> SizeClass {
        if token.is(".") { advance() }
        guard token.kind == .identifier, let sizeClass = SizeClassLogic.sizeClass(named: token.text) else {
            throw fail(expected: "a size class: compact, regular or unspecified")
        }
        advance()
        return sizeClass
    }

    // MARK: when … { } else { }

    mutating func whenBlock() throws(Failure) {
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
        push(.when(own: own, effective: effective, braceAt))
    }

    // MARK: Visual format

    mutating func visualFormat(at start: TextPosition) {
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
                let at = TextPosition(line: location.line, column: column + leading, offset: offset + leading)
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
}
