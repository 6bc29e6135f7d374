import PlumbMessages

/// A visual format string that could not be read, with the column (1-based) of the problem.
public struct VisualFormatError: Error, Equatable, CustomStringConvertible {
    /// What is wrong.
    public let message: String
    /// The format string.
    public let format: String
    /// The 1-based column (in characters) where the problem is; `format.count + 1` for "end of
    /// string".
    public let column: Int

    init(message: String, format: String, column: Int) {
        self.message = message
        self.format = format
        self.column = column
    }

    /// UIKit's layout: message, the format, and a caret under the column.
    public var description: String {
        "Unable to parse constraint format: \n\(message) \n\(format) \n"
            + String(repeating: " ", count: Swift.max(0, column - 1)) + "^"
    }
}

/// Options of the visual format: alignment of every view in the string, and the direction of
/// a horizontal format (UIKit's `NSLayoutConstraint.FormatOptions`, same raw values).
public struct FormatOptions: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt

    /// Creates a value from its parts.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Aligns the left edges of every view in the format.
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Aligns the right edges of every view in the format.
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Aligns the top edges of every view in the format.
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Aligns the bottom edges of every view in the format.
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Aligns the leading edges of every view in the format.
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Aligns the trailing edges of every view in the format.
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Aligns the horizontal centres of every view in the format.
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Aligns the vertical centres of every view in the format.
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Aligns the last baselines of every view in the format.
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// Aligns the first baselines of every view in the format.
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// Horizontal formats run leading to trailing (the default, raw value 0).
    public static let directionLeadingToTrailing = FormatOptions([])
    /// Horizontal formats run left to right (left/right attributes).
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// Horizontal formats run right to left: the first view is the rightmost.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)

    static let alignments: [(FormatOptions, LayoutAttribute)] = [
        (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
        (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
        (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
    ]
}

extension LayoutConstraint {
    /// The standard space between sibling views in the visual format (`[a]-[b]`): 8 points.
    public static let standardSiblingSpacing: Double = 8
    /// The standard space between a view and its superview's edge (`|-[a]`): 20 points, as
    /// Apple's Auto Layout Guide gives it (classic UIKit, not tied to layout margins).
    public static let standardSuperviewSpacing: Double = 20

    /// Constraints from Apple's visual format language, inactive, in the order they appear
    /// in the string (alignment constraints last).
    ///
    ///     H:|-[find]-[findNext]-[findField(>=20)]-|
    ///     V:[topField]-10-[bottomField]
    ///     [button(>=50@750,<=metric)]   [button1(==button2)]   -(>=8@999)-
    ///
    /// The full grammar: optional orientation `H:` or `V:`; `|` for the superview at either
    /// end; views `[name(predicates)]`; connections `-`, `-predicate-` or nothing (flush);
    /// predicates `(REL)?(number|metric|view)(@(number|metric))?`, several separated by commas
    /// inside parentheses. Standard spacing is ``standardSiblingSpacing`` between views and
    /// ``standardSuperviewSpacing`` to the superview. Spaces between tokens are allowed.
    ///
    /// - Parameters:
    ///   - options: alignment of all views (perpendicular to the orientation) and direction.
    ///   - metrics: named constants and priorities.
    ///   - views: the views by name.
    /// - Throws: ``VisualFormatError`` with the column of the problem.
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Double] = [:],
        views: [String: View], file: String = #fileID, line: Int = #line
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics, views: views)
        let layout = try parser.parse()
        let made = try layout.constraints(options: options, format: format)
        let location = SourceLocation(fileID: file, line: line)
        for c in made { c.sourceLocation = location }
        return made
    }
}

/// A parsed format string.
struct VisualFormatLayout {
    struct Predicate {
        enum Object {
            case constant(Double)
            case view(View)
        }

        var relation: LayoutRelation
        var object: Object
        var priority: LayoutPriority
    }

    struct ViewElement {
        var view: View
        var predicates: [Predicate]
        var column: Int
    }

    /// One spacing predicate of a connection.
    struct Spacing {
        var relation: LayoutRelation
        var constant: Double
        var priority: LayoutPriority
    }

    /// The spacing between two elements: nil predicates means standard spacing.
    struct Connection {
        var predicates: [Spacing]?
    }

    var vertical: Bool
    /// The leading `|` and its 1-based column.
    var leadingSuperview: (connection: Connection, column: Int)?
    var views: [ViewElement] = []
    /// Connection i joins views[i] and views[i + 1].
    var connections: [Connection] = []
    var trailingSuperview: (connection: Connection, column: Int)?

    func constraints(options: FormatOptions, format: String) throws(VisualFormatError) -> [LayoutConstraint] {
        let rightToLeft = !vertical && options.contains(.directionRightToLeft)
        let start: LayoutAttribute, end: LayoutAttribute, size: LayoutAttribute
        if vertical {
            (start, end, size) = (.top, .bottom, .height)
        } else if rightToLeft {
            (start, end, size) = (.right, .left, .width)
        } else if options.contains(.directionLeftToRight) {
            (start, end, size) = (.left, .right, .width)
        } else {
            (start, end, size) = (.leading, .trailing, .width)
        }
        // The gap between an earlier element's end and a later one's start, as a constraint
        // whose left-hand side minus right-hand side is the gap (it flips for right to left).
        func gap(_ earlier: (LayoutItem, LayoutAttribute), _ later: (LayoutItem, LayoutAttribute),
                 _ p: Spacing) -> LayoutConstraint {
            let c = p.constant
            if rightToLeft {
                return LayoutConstraint(earlier.0, earlier.1, p.relation, later.0, later.1, constant: c,
                                        priority: p.priority, kind: .user)
            }
            return LayoutConstraint(later.0, later.1, p.relation, earlier.0, earlier.1, constant: c,
                                    priority: p.priority, kind: .user)
        }
        func predicates(_ connection: Connection, standard: Double) -> [Spacing] {
            connection.predicates ?? [Spacing(relation: .equal, constant: standard, priority: .required)]
        }

        var out: [LayoutConstraint] = []
        if let (connection, column) = leadingSuperview, let first = views.first {
            guard let superview = first.view.superview else { throw superviewError(format, column) }
            for p in predicates(connection, standard: LayoutConstraint.standardSuperviewSpacing) {
                out.append(gap((superview, start), (first.view, start), p))
            }
        }
        for (i, element) in views.enumerated() {
            for p in element.predicates {
                switch p.object {
                case .constant(let c):
                    out.append(LayoutConstraint(element.view, size, p.relation, nil, .notAnAttribute, constant: c,
                                                priority: p.priority, kind: .user))
                case .view(let other):
                    out.append(LayoutConstraint(element.view, size, p.relation, other, size, constant: 0,
                                                priority: p.priority, kind: .user))
                }
            }
            if i < connections.count {
                let next = views[i + 1]
                for p in predicates(connections[i], standard: LayoutConstraint.standardSiblingSpacing) {
                    out.append(gap((element.view, end), (next.view, start), p))
                }
            }
        }
        if let (connection, column) = trailingSuperview, let last = views.last {
            guard let superview = last.view.superview else { throw superviewError(format, column) }
            for p in predicates(connection, standard: LayoutConstraint.standardSuperviewSpacing) {
                out.append(gap((last.view, end), (superview, end), p))
            }
        }
        for (option, attribute) in FormatOptions.alignments where options.contains(option) {
            guard let axis = attribute.axis, axis == (vertical ? LayoutAxis.horizontal : .vertical) else {
                throw VisualFormatError(
                    message: "Options mask required views to be aligned on a \(vertical ? "vertical" : "horizontal") edge (\(attribute)), which is not allowed for layout that is also \(vertical ? "vertical" : "horizontal").",
                    format: format, column: 1)
            }
            for (a, b) in zip(views, views.dropFirst()) {
                out.append(LayoutConstraint(a.view, attribute, .equal, b.view, attribute, constant: 0, kind: .user))
            }
        }
        return out
    }

    private func superviewError(_ format: String, _ column: Int) -> VisualFormatError {
        VisualFormatError(
            message: "Unable to interpret '|' character, because the related view doesn't have a superview",
            format: format, column: column)
    }
}

/// A recursive-descent parser of the visual format language.
struct VisualFormatParser {
    let format: String
    let chars: [Character]
    let metrics: [String: Double]
    let views: [String: View]
    var pos = 0

    init(format: String, metrics: [String: Double], views: [String: View]) {
        self.format = format
        chars = Array(format)
        self.metrics = metrics
        self.views = views
    }

    private func error(_ message: String, at position: Int? = nil) -> VisualFormatError {
        VisualFormatError(message: message, format: format, column: (position ?? pos) + 1)
    }

    private mutating func skipSpaces() {
        while pos < chars.count, chars[pos] == " " { pos += 1 }
    }

    private mutating func peek() -> Character? {
        skipSpaces()
        return pos < chars.count ? chars[pos] : nil
    }

    private mutating func expect(_ c: Character, _ what: String) throws(VisualFormatError) {
        guard peek() == c else {
            if pos >= chars.count { throw error("Expected \(what) but reached the end of the format string") }
            throw error("Expected \(what)")
        }
        pos += 1
    }

    mutating func parse() throws(VisualFormatError) -> VisualFormatLayout {
        var vertical = false
        skipSpaces()
        if pos + 1 < chars.count, chars[pos] == "H" || chars[pos] == "V", chars[pos + 1] == ":" {
            vertical = chars[pos] == "V"
            pos += 2
        }
        var layout = VisualFormatLayout(vertical: vertical)
        if peek() == nil { throw error("Expected a view") }
        if peek() == "|" {
            let column = pos
            pos += 1
            let connection = try parseConnection()
            guard peek() == "[" else {
                throw error(peek() == nil ? "Expected a view after the superview" : "Expected a view")
            }
            layout.leadingSuperview = (connection ?? .init(predicates: [zero]), column + 1)
        }
        while true {
            layout.views.append(try parseView())
            guard peek() != nil else { break }
            let connectionStart = pos
            let connection = try parseConnection()
            if peek() == "|" {
                layout.trailingSuperview = (connection ?? .init(predicates: [zero]), pos + 1)
                pos += 1
                if peek() != nil { throw error("Unexpected characters after the closing '|'") }
                break
            }
            guard peek() == "[" else {
                if peek() == nil { throw error("Expected a view or '|' at the end of the format string") }
                throw error(connectionStart == pos ? "Expected '-', a view or '|'" : "Expected a view or '|'")
            }
            layout.connections.append(connection ?? .init(predicates: [zero]))
        }
        return layout
    }

    /// The flush connection (no `-`).
    private var zero: VisualFormatLayout.Spacing { .init(relation: .equal, constant: 0, priority: .required) }

    /// `-`, `-predicate-`, `-(predicates)-`, or nothing (returns nil for nothing; a
    /// connection with nil predicates is standard spacing).
    private mutating func parseConnection() throws(VisualFormatError) -> VisualFormatLayout.Connection? {
        guard peek() == "-" else { return nil }
        pos += 1
        let next = peek()
        if next == "[" || next == "|" { return .init(predicates: nil) }
        if next == nil { throw error("Expected a view or '|' after '-'") }
        var spacings: [VisualFormatLayout.Spacing] = []
        for p in try parsePredicateList(inView: false) {
            // The parser refuses view references outside view predicates, so every object is a constant.
            guard case .constant(let c) = p.object else { throw error("Expected a constant spacing") }
            spacings.append(.init(relation: p.relation, constant: c, priority: p.priority))
        }
        try expect("-", "'-' after the spacing predicate")
        return .init(predicates: spacings)
    }

    private mutating func parseView() throws(VisualFormatError) -> VisualFormatLayout.ViewElement {
        try expect("[", "'[' to start a view")
        skipSpaces()
        let nameStart = pos
        guard let name = parseIdentifier() else { throw error("Expected a view name") }
        guard let view = views[name] else {
            throw error("\(name) is not a key in the views dictionary", at: nameStart)
        }
        var predicates: [VisualFormatLayout.Predicate] = []
        if peek() == "(" { predicates = try parsePredicateList(inView: true) }
        try expect("]", "']' to close the view")
        return .init(view: view, predicates: predicates, column: nameStart)
    }

    /// A simple predicate (metric or positive number) or a parenthesised list.
    private mutating func parsePredicateList(inView: Bool) throws(VisualFormatError) -> [VisualFormatLayout.Predicate] {
        guard peek() == "(" else {
            if inView { throw error("Expected '('") }
            let start = pos
            if let name = parseIdentifier() {
                guard let value = metrics[name] else {
                    throw error("\(name) is not a key in the metrics dictionary", at: start)
                }
                return [.init(relation: .equal, object: .constant(value), priority: .required)]
            }
            guard let value = parseNumber(allowSign: false) else { throw error("Expected a number or a metric name") }
            return [.init(relation: .equal, object: .constant(value), priority: .required)]
        }
        pos += 1
        var list: [VisualFormatLayout.Predicate] = []
        while true {
            list.append(try parsePredicate(inView: inView))
            if peek() == "," {
                pos += 1
                continue
            }
            try expect(")", "')' or ','")
            return list
        }
    }

    private mutating func parsePredicate(inView: Bool) throws(VisualFormatError) -> VisualFormatLayout.Predicate {
        var relation = LayoutRelation.equal
        skipSpaces()
        if pos + 1 < chars.count, chars[pos + 1] == "=", let r = ["=": LayoutRelation.equal, "<": .lessThanOrEqual,
                                                                    ">": .greaterThanOrEqual][chars[pos]] {
            relation = r
            pos += 2
        }
        skipSpaces()
        let start = pos
        let object: VisualFormatLayout.Predicate.Object
        if let name = parseIdentifier() {
            if let value = metrics[name] {
                object = .constant(value)
            } else if let view = views[name] {
                guard inView else {
                    throw error("View references (\(name)) are only allowed in a view's size predicate", at: start)
                }
                object = .view(view)
            } else {
                throw error("\(name) is not a key in the metrics or views dictionaries", at: start)
            }
        } else if let value = parseNumber(allowSign: true) {
            object = .constant(value)
        } else {
            throw error("Expected a relation, a number, a metric or a view name")
        }
        var priority = LayoutPriority.required
        if peek() == "@" {
            pos += 1
            skipSpaces()
            let priorityStart = pos
            let value: Double
            if let name = parseIdentifier() {
                guard let metric = metrics[name] else {
                    throw error("\(name) is not a key in the metrics dictionary", at: priorityStart)
                }
                value = metric
            } else if let number = parseNumber(allowSign: true) {
                value = number
            } else {
                throw error("Expected a priority after '@'")
            }
            priority = LayoutPriority(value)
            guard priority.isValid else {
                throw error("Invalid priority \(formatNumber(value)): priorities must be greater than 0 and at most 1000",
                            at: priorityStart)
            }
        }
        return .init(relation: relation, object: object, priority: priority)
    }

    /// A C identifier, or nil (position unchanged).
    private mutating func parseIdentifier() -> String? {
        skipSpaces()
        guard pos < chars.count, chars[pos] == "_" || (chars[pos].isASCII && chars[pos].isLetter) else { return nil }
        let start = pos
        while pos < chars.count, chars[pos] == "_" || (chars[pos].isASCII && (chars[pos].isLetter || chars[pos].isNumber)) {
            pos += 1
        }
        return String(chars[start..<pos])
    }

    /// A decimal number (`strtod` style: sign, digits, fraction, exponent), or nil (position
    /// unchanged).
    private mutating func parseNumber(allowSign: Bool) -> Double? {
        skipSpaces()
        let start = pos
        var i = pos
        func digits() -> Bool {
            let s = i
            while i < chars.count, chars[i].isASCII, chars[i].isNumber { i += 1 }
            return i > s
        }
        if allowSign, i < chars.count, chars[i] == "-" || chars[i] == "+" { i += 1 }
        var any = digits()
        if i < chars.count, chars[i] == "." {
            i += 1
            any = digits() || any
        }
        guard any else { return nil }
        if i < chars.count, chars[i] == "e" || chars[i] == "E" {
            var j = i + 1
            if j < chars.count, chars[j] == "-" || chars[j] == "+" { j += 1 }
            let save = i
            i = j
            if !digits() { i = save }
        }
        guard let value = Double(String(chars[start..<i])), value.isFinite else { return nil }
        pos = i
        return value
    }
}
