import PlumbLayout
import PlumbMessages

/// One problem in a layout file, located by line and column, clang style:
///
///     Layouts/form.layout:12:22: error: unknown view 'contnet' (did you mean 'content'?)
///         content.width == contnet.width
///                          ^~~~~~~
///
/// with optional notes (`note: 'content' was first declared here`) in the same form: a
/// ``Diagnostic`` of severity error, which prints it.
public struct LayoutFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where: the path as given, the 1-based line and column.
    public var location: SourceLocation
    /// What is wrong, in a sentence.
    public var message: String
    /// The source line and a caret under the column, when the text is known.
    public var excerpt: String?
    /// Further notes, each at its own place in the same file.
    public var notes: [Diagnostic.Note]

    /// An error at `path:line:column`.
    public init(path: String, line: Int, column: Int, message: String, excerpt: String? = nil,
                notes: [Diagnostic.Note] = []) {
        self.location = SourceLocation(file: path, line: line, column: column)
        self.message = message
        self.excerpt = excerpt
        self.notes = notes
    }

    /// Makes an error at `position` of `source`, with the excerpt underlining `length` characters.
    init(_ source: LayoutSource, _ position: TextPosition, _ message: String, length: Int = 1,
         notes: [(TextPosition, String)] = []) {
        self.init(path: source.path, line: position.line, column: position.column, message: message,
                  excerpt: source.excerpt(offset: position.offset, column: position.column, length: length),
                  notes: notes.map { at, text in
                      Diagnostic.Note(text, at: at.location(in: source.path),
                                      excerpt: source.excerpt(offset: at.offset, column: at.column, length: 1))
                  })
    }

    /// The path as given.
    public var path: String { location.file }
    /// The 1-based line.
    public var line: Int { location.line }
    /// 1-based, in characters.
    public var column: Int { location.column ?? 0 }

    /// The error as a diagnostic: the headline, the excerpt, the notes with theirs.
    public var diagnostic: Diagnostic { Diagnostic(.error, message, at: location, excerpt: excerpt, notes: notes) }

    /// `path:line:column: error: message`, without the excerpt.
    public var headline: String { diagnostic.headline }

    /// The headline, the excerpt, and the notes with theirs.
    public var description: String { diagnostic.description }
}

/// Every problem found in a layout file (parsing stops only after too many), in file order.
public struct LayoutFileErrors: Error, Sendable, CustomStringConvertible {
    /// In file order (syntax errors, or errors of meaning: the builder runs only on a file that parses).
    public var errors: [LayoutFileError]

    /// The errors of one file.
    public init(_ errors: [LayoutFileError]) {
        self.errors = errors
    }

    /// Each error with its excerpt, one after the other.
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}

/// Collects errors up to a limit, so that a file of garbage gives a readable list.
struct ErrorCollector {
    /// After this many errors the rest of the file is skipped.
    static let limit = 50

    let source: LayoutSource
    private(set) var errors: [LayoutFileError] = []
    private(set) var isFull = false

    init(source: LayoutSource) {
        self.source = source
    }

    mutating func add(_ position: TextPosition, _ message: String, length: Int = 1,
                      notes: [(TextPosition, String)] = []) {
        guard !isFull else { return }
        if errors.count == ErrorCollector.limit {
            errors.append(LayoutFileError(path: source.path, line: position.line, column: position.column,
                                          message: "too many errors (\(ErrorCollector.limit)); stopping here"))
            isFull = true
            return
        }
        errors.append(LayoutFileError(source, position, message, length: length, notes: notes))
    }

    var isEmpty: Bool { errors.isEmpty }
}
