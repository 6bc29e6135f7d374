import Foundation
import PlumbSolver

/// Reads the workload format (see ``Workload``) from text, bytes or a file.
///
/// The parser never traps on bad input: every problem is a thrown ``WorkloadError`` naming the
/// file, the 1-based line and the 1-based column of the offending field.
///
/// Rules beyond the four directives:
/// - fields are separated by spaces or tabs; a `\r` before the newline and a byte order mark
///   at the start are ignored;
/// - a field starting with `#` starts a comment that runs to the end of the line, so names
///   cannot start with `#`; blank lines are ignored;
/// - a variable is declared (`v`) before it is used, once;
/// - numbers are finite (NaN and infinities are refused, as are overflowing literals);
/// - an edit variable is added (`e`) once, with an optional strength, before a tick uses it.
public enum WorkloadParser {
    /// Parses workload text. `file` names the input in errors; `name` defaults to the file name
    /// without directory and extension (``workloadName(forPath:)``).
    public static func parse(_ text: String, file: String = "<input>", name: String? = nil)
        throws(WorkloadError) -> Workload
    {
        try parse(bytes: Array(text.utf8), file: file, name: name)
    }

    /// Parses workload bytes (UTF-8). See ``parse(_:file:name:)``.
    public static func parse(bytes: [UInt8], file: String = "<input>", name: String? = nil)
        throws(WorkloadError) -> Workload
    {
        var parser = Parser(bytes: bytes, file: file, name: name ?? workloadName(forPath: file))
        try parser.run()
        return parser.workload
    }

    /// Reads and parses the file at `path`; errors name `path`.
    public static func parse(contentsOfFile path: String) throws(WorkloadError) -> Workload {
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let why = !exists ? "no such file" : isDirectory.boolValue ? "is a directory" : "cannot read file"
            throw WorkloadError(file: path, line: 0, column: 0, message: why)
        }
        return try parse(bytes: [UInt8](data), file: path)
    }

    /// The name harnesses print for a workload file, as kiwi_bench derives it: the part after
    /// the last `/`, up to its last `.` (`/tmp/w/chain_100.txt` → `chain_100`).
    public static func workloadName(forPath path: String) -> String {
        let base = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        guard let dot = base.lastIndex(of: ".") else { return String(base) }
        return String(base[..<dot])
    }
}

// MARK: - The parser proper

private struct Parser {
    let bytes: [UInt8]
    let file: String
    var workload: Workload

    /// Variable name → (index, line of its declaration).
    var variableIndex: [String: (index: Int, line: Int)] = [:]
    /// Variable index → line of its `e` directive.
    var editLines: [Int: Int] = [:]
    var sawDirective = false

    // Current line.
    var lineNumber = 0
    var lineStart = 0
    var lineEnd = 0
    /// Fields of the current line as byte ranges into `bytes`, comment excluded.
    var fields: [Range<Int>] = []

    init(bytes: [UInt8], file: String, name: String) {
        self.bytes = bytes
        self.file = file
        self.workload = Workload(name: name)
    }

    mutating func run() throws(WorkloadError) {
        let count = bytes.count
        // A UTF-8 byte order mark, as some editors write, is not part of the first line.
        var start = count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        while start < count {
            var end = start
            while end < count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            lineNumber += 1
            lineStart = start
            lineEnd = end
            try parseLine()
            start = end + 1
        }
    }

    // MARK: Lines

    mutating func parseLine() throws(WorkloadError) {
        split()
        guard let first = fields.first else {
            if !sawDirective { keepLeadingComment() }
            return
        }
        sawDirective = true
        let directive = text(first)
        switch directive {
        case "v": try parseVariable()
        case "c": try parseConstraint()
        case "e": try parseEdit()
        case "t": try parseTick()
        default:
            throw error(at: first.lowerBound, "unknown directive '\(directive)' (expected v, c, e or t)")
        }
    }

    /// Splits the current line into fields, stopping at a field that starts with `#`.
    mutating func split() {
        fields.removeAll(keepingCapacity: true)
        var i = lineStart
        while i < lineEnd {
            while i < lineEnd, isSpace(bytes[i]) { i += 1 }
            guard i < lineEnd else { break }
            if bytes[i] == UInt8(ascii: "#") { break }
            let start = i
            while i < lineEnd, !isSpace(bytes[i]) { i += 1 }
            fields.append(start..<i)
        }
    }

    /// Records a comment line that precedes every directive (a file's title), without `# `.
    /// The `# counts:` trailer that writers append is not kept: writers regenerate it.
    mutating func keepLeadingComment() {
        var i = lineStart
        while i < lineEnd, isSpace(bytes[i]) { i += 1 }
        guard i < lineEnd, bytes[i] == UInt8(ascii: "#") else { return }
        i += 1
        if i < lineEnd, bytes[i] == UInt8(ascii: " ") { i += 1 }
        var end = lineEnd
        if end > i, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        let comment = text(i..<end)
        if !comment.hasPrefix("counts:") { workload.comments.append(comment) }
    }

    // MARK: Directives

    /// `v NAME`
    mutating func parseVariable() throws(WorkloadError) {
        let nameField = try field(1, "variable name")
        try expectNoMoreFields(after: 1, "'v' takes one name")
        let name = text(nameField)
        if let previous = variableIndex[name] {
            throw error(at: nameField.lowerBound, "duplicate variable '\(name)' (first declared on line \(previous.line))")
        }
        variableIndex[name] = (workload.variables.count, lineNumber)
        workload.variables.append(name)
    }

    /// `c OP STRENGTH CONST [COEF VAR]...`
    mutating func parseConstraint() throws(WorkloadError) {
        let opField = try field(1, "operator (==, >= or <=)")
        let relation: Relation
        switch text(opField) {
        case "==": relation = .equal
        case ">=": relation = .greaterThanOrEqual
        case "<=": relation = .lessThanOrEqual
        case let other: throw error(at: opField.lowerBound, "bad operator '\(other)' (expected ==, >= or <=)")
        }
        let strength = try strength(try field(2, "strength"))
        let constant = try number(try field(3, "constant"))
        var terms: [WorkloadTerm] = []
        terms.reserveCapacity((fields.count - 4) / 2)
        var i = 4
        while i < fields.count {
            let coefficient = try number(fields[i])
            let variable = try variable(try field(i + 1, "variable after coefficient '\(text(fields[i]))'"))
            terms.append(WorkloadTerm(coefficient, variable))
            i += 2
        }
        workload.addConstraint(
            WorkloadConstraint(relation, strength, constant: constant, terms: terms, line: lineNumber))
    }

    /// `e VAR STRENGTH`
    mutating func parseEdit() throws(WorkloadError) {
        let variableField = try field(1, "variable")
        let strengthField = try field(2, "strength")
        try expectNoMoreFields(after: 2, "'e' takes a variable and a strength")
        let variable = try variable(variableField)
        let strength = try strength(strengthField)
        if strength.priority.isRequired || strength.isKiwiRequired {
            throw error(at: strengthField.lowerBound, "an edit variable cannot be required")
        }
        if let previous = editLines[variable] {
            throw error(
                at: variableField.lowerBound,
                "duplicate edit variable '\(text(variableField))' (first added on line \(previous))")
        }
        editLines[variable] = lineNumber
        workload.addEditVariable(variable, strength: strength)
    }

    /// `t VAR VALUE [VAR VALUE]...`
    mutating func parseTick() throws(WorkloadError) {
        _ = try field(1, "variable")
        var suggestions: [Suggestion] = []
        suggestions.reserveCapacity((fields.count - 1) / 2)
        var i = 1
        while i < fields.count {
            let variableField = fields[i]
            let variable = try variable(variableField)
            guard editLines[variable] != nil else {
                throw error(
                    at: variableField.lowerBound,
                    "'\(text(variableField))' is not an edit variable (no 'e' line for it before this tick)")
            }
            let value = try number(try field(i + 1, "value after variable '\(text(variableField))'"))
            suggestions.append(Suggestion(variable: variable, value: value))
            i += 2
        }
        workload.ticks.append(Tick(suggestions))
    }

    // MARK: Fields

    /// The field at `index`, or an error pointing just past the end of the line's fields.
    func field(_ index: Int, _ what: String) throws(WorkloadError) -> Range<Int> {
        if index < fields.count { return fields[index] }
        let end = fields.last?.upperBound ?? lineStart
        throw error(at: end, "missing \(what)")
    }

    func expectNoMoreFields(after index: Int, _ rule: String) throws(WorkloadError) {
        if fields.count > index + 1 {
            let extra = fields[index + 1]
            throw error(at: extra.lowerBound, "unexpected field '\(text(extra))': \(rule)")
        }
    }

    func variable(_ range: Range<Int>) throws(WorkloadError) -> Int {
        let name = text(range)
        guard let entry = variableIndex[name] else {
            throw error(at: range.lowerBound, "undeclared variable '\(name)' (declare it with a 'v' line first)")
        }
        return entry.index
    }

    func number(_ range: Range<Int>) throws(WorkloadError) -> Double {
        let string = text(range)
        guard let value = Double(string) else {
            throw error(at: range.lowerBound, "bad number '\(string)'")
        }
        guard value.isFinite else {
            throw error(at: range.lowerBound, "NaN or infinite number '\(string)' is not allowed")
        }
        return value
    }

    func strength(_ range: Range<Int>) throws(WorkloadError) -> WorkloadStrength {
        let string = text(range)
        switch WorkloadStrength.parse(Substring(string)) {
        case .success(let strength): return strength
        case .failure(let problem): throw error(at: range.lowerBound + problem.offset, problem.message)
        }
    }

    // MARK: Helpers

    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
            || byte == 0x0B || byte == 0x0C
    }

    /// An error at byte offset `offset` of the current line; the column counts characters
    /// (UTF-8 lead bytes), 1-based.
    func error(at offset: Int, _ message: String) -> WorkloadError {
        var column = 1
        var i = lineStart
        while i < min(offset, lineEnd) {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        if offset > lineEnd { column += offset - lineEnd }
        return WorkloadError(file: file, line: lineNumber, column: column, message: message)
    }
}
