/// One problem in a layout file, located by line and column, clang style:
///
///     Layouts/form.layout:12:22: error: unknown view 'contnet' (did you mean 'content'?)
///         content.width == contnet.width
///                          ^~~~~~~
///
/// with optional notes (`note: 'content' was first declared here`) in the same form.
public struct LayoutFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A secondary location that explains the error.
    public struct Note: Sendable, Hashable {
        /// The 1-based line.
        public var line: Int
        /// The 1-based column.
        public var column: Int
        /// What is wrong, in a sentence.
        public var message: String
        /// The source line and a caret under the column, when the text is known.
        public var excerpt: String?

        /// A note at `line`:`column` of the same file.
        public init(line: Int, column: Int, message: String, excerpt: String? = nil) {
            self.line = line
            self.column = column
            self.message = message
            self.excerpt = excerpt
        }
    }

    /// The path as given.
    public var path: String
    /// The 1-based line.
    public var line: Int
    /// 1-based, in characters.
    public var column: Int
    /// What is wrong, in a sentence.
    public var message: String
    /// The source line and a caret under the column, when the text is known.
    public var excerpt: String?
    /// Further notes, each at its own place.
    public var notes: [Note]

    /// An error at `path:line:column`.
    public init(path: String, line: Int, column: Int, message: String, excerpt: String? = nil, notes: [Note] = []) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.excerpt = excerpt
        self.notes = notes
    }

    /// Makes an error at `location` of `source`, with the excerpt underlining `length` characters.
    init(_ source: LayoutSource, _ location: SourceLocation, _ message: String, length: Int = 1,
         notes: [(SourceLocation, String)] = []) {
        self.init(path: source.path, line: location.line, column: location.column, message: message,
                  excerpt: source.excerpt(offset: location.offset, column: location.column, length: length),
                  notes: notes.map { at, text in
                      Note(line: at.line, column: at.column, message: text,
                           excerpt: source.excerpt(offset: at.offset, column: at.column, length: 1))
                  })
    }

    /// `path:line:column: error: message`, without the excerpt.
    public var headline: String { "\(path):\(line):\(column): error: \(message)" }

    /// The headline, the excerpt, and the notes with theirs.
    public var description: String {
        var lines = [headline]
        if let excerpt { lines.append(excerpt) }
        for note in notes {
            lines.append("\(path):\(note.line):\(note.column): note: \(note.message)")
            if let excerpt = note.excerpt { lines.append(excerpt) }
        }
        return lines.joined(separator: "\n")
    }
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

    mutating func add(_ location: SourceLocation, _ message: String, length: Int = 1,
                      notes: [(SourceLocation, String)] = []) {
        guard !isFull else { return }
        if errors.count == ErrorCollector.limit {
            errors.append(LayoutFileError(path: source.path, line: location.line, column: location.column,
                                          message: "too many errors (\(ErrorCollector.limit)); stopping here"))
            isFull = true
            return
        }
        errors.append(LayoutFileError(source, location, message, length: length, notes: notes))
    }

    var isEmpty: Bool { errors.isEmpty }
}
