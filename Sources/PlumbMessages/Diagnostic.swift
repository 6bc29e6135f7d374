/// One message about a source file, printed the way compilers print theirs so that editors
/// and CI logs jump to the place:
///
///     Layouts/form.layout:5:18: error: unknown view 'contnet' (did you mean 'content'?)
///     content.width == contnet.width
///                      ^~~~~~~
///     Layouts/form.layout:2:10: note: 'content' was first declared here
///
/// Every reader's errors and notes (layout files, storyboards and xibs, console logs,
/// workloads) and every finding of the diagnostics convert to one; ``text(highlight:)`` is the
/// one place that spells `file:line:column: severity: message`.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious a diagnostic is, most serious first.
    public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
        /// The input cannot be used as it is, or the layout cannot hold.
        case error
        /// The input is used, but probably not as meant.
        case warning
        /// Context: where something else is, or what was skipped.
        case note

        private var rank: Int { self == .error ? 0 : self == .warning ? 1 : 2 }
        /// The order diagnostics and reports are sorted in: errors first.
        public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    }

    /// A secondary place that explains the diagnostic (`'content' was first declared here`, a
    /// constraint involved), or a remark with no place of its own.
    public struct Note: Sendable, Hashable {
        /// Where; nil prints the note without a place.
        public var location: SourceLocation?
        /// What is there, in a sentence.
        public var message: String
        /// The source line and a caret under the column, when the text is known.
        public var excerpt: String?
        /// Printed as an indented line of the diagnostic (`    with the safe area: …`) rather
        /// than as a `note:` line: for something that no file holds, such as a constraint the
        /// layout engine made.
        public var isInline: Bool

        /// A note at `location`.
        public init(_ message: String, at location: SourceLocation?, excerpt: String? = nil) {
            self.location = location
            self.message = message
            self.excerpt = excerpt
            self.isInline = false
        }

        /// A remark printed indented under the diagnostic, without a place.
        public init(inline message: String) {
            self.location = nil
            self.message = message
            self.excerpt = nil
            self.isInline = true
        }
    }

    /// A part of the text that a terminal may colour.
    public enum TextRole: Sendable, Hashable {
        /// `error:`, `warning:` or `note:` of the headline.
        case severity(Severity)
        /// The headline's message.
        case message
        /// `note:` before a note's message.
        case note
    }

    /// How serious it is.
    public var severity: Severity
    /// What is wrong, in one line.
    public var message: String
    /// A stable name of the kind of problem (`ambiguous-layout`), printed after the message in
    /// brackets; nil for none.
    public var code: String?
    /// Where; nil prints the diagnostic without a place.
    public var location: SourceLocation?
    /// The source line and a caret under the column, when the text is known.
    public var excerpt: String?
    /// Further lines printed indented under the headline: an explanation, a witness.
    public var details: [String]
    /// A concrete change that resolves it, when there is an obvious one.
    public var fix: String?
    /// Secondary places and remarks, in order.
    public var notes: [Note]

    /// Creates a value from its parts.
    public init(_ severity: Severity, _ message: String, at location: SourceLocation? = nil, code: String? = nil,
                excerpt: String? = nil, details: [String] = [], fix: String? = nil, notes: [Note] = []) {
        self.severity = severity
        self.message = message
        self.code = code
        self.location = location
        self.excerpt = excerpt
        self.details = details
        self.fix = fix
        self.notes = notes
    }

    /// The first line alone: `file:line:column: severity: message [code]`.
    public var headline: String { headline(highlight: { text, _ in text }) }

    /// The whole diagnostic, lines separated by line breaks (no trailing one).
    public var description: String { text() }

    /// The lines: the headline, the excerpt, the details and the fix indented, then the notes
    /// (a `note:` line at its place, with its excerpt, or an indented remark). `highlight` may
    /// decorate the parts a terminal colours (the default leaves them as they are).
    public func text(highlight: (String, TextRole) -> String = { text, _ in text }) -> String {
        // Names, texts and paths come from the input: control characters in them are escaped
        // (TerminalText), so that no input writes to the terminal or breaks a line in two.
        let safe = { (text: String) in TerminalText.escaped(text) }
        var lines = [headline(highlight: highlight)]
        if let excerpt { lines.append(TerminalText.escapedLines(excerpt)) }
        for detail in details { lines.append("    " + safe(detail)) }
        if let fix { lines.append("    fix: " + safe(fix)) }
        for note in notes {
            if note.isInline {
                lines.append("    " + safe(note.message))
                continue
            }
            lines.append(Diagnostic.place(note.location) + highlight("note:", .note) + " " + TerminalText.escaped(note.message))
            if let excerpt = note.excerpt { lines.append(TerminalText.escapedLines(excerpt)) }
        }
        return lines.joined(separator: "\n")
    }

    private func headline(highlight: (String, TextRole) -> String) -> String {
        Diagnostic.place(location) + highlight(severity.rawValue + ":", .severity(severity)) + " "
            + highlight(TerminalText.escaped(message), .message) + (code.map { " [\($0)]" } ?? "")
    }

    private static func place(_ location: SourceLocation?) -> String {
        location.map { TerminalText.escaped($0.description) + ": " } ?? ""
    }
}

/// A reader's message at a place in a file (a workload's, a storyboard's error or note): it
/// prints as a ``Diagnostic`` of its type's ``severity``, so every reader's messages share one
/// form, and keeps the `file`/`line`/`column` accessors its callers read.
public protocol LocatedMessage: CustomStringConvertible {
    /// Where: the whole file when the message has no place in the text.
    var location: SourceLocation { get }
    /// What is wrong, in a sentence.
    var message: String { get }
    /// The severity every message of this type prints with.
    static var severity: Diagnostic.Severity { get }
}

extension LocatedMessage {
    /// The path as given.
    public var file: String { location.file }
    /// 1-based; 0 when the place is the whole file.
    public var line: Int { location.line }
    /// 1-based, in characters; 0 when unknown.
    public var column: Int { location.column ?? 0 }
    /// The message as a diagnostic, for printing beside other readers' messages.
    public var diagnostic: Diagnostic { Diagnostic(Self.severity, message, at: location) }
    /// `file:line:column: severity: message` (the place is left out when there is none).
    public var description: String { diagnostic.description }
}
