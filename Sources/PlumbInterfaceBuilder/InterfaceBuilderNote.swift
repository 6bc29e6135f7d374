import PlumbLayout

/// Something the importer skipped or approximated, with the place in the file: an unknown
/// element, a dangling reference, an attribute Plumb does not model. Notes never stop an
/// import; print them next to the findings (`Main.storyboard:40:21: note: …`).
public struct InterfaceBuilderNote: Sendable, Hashable, CustomStringConvertible {
    /// Where: the whole file when the note is about the whole document.
    public var location: SourceLocation
    /// What is wrong, in a sentence.
    public var message: String

    /// Creates a value from its parts: `line` and `column` are 1-based, 0 when unknown (line
    /// 0: the note is about the whole document).
    public init(file: String, line: Int, column: Int, message: String) {
        self.location = SourceLocation(file: file, line: line, column: column)
        self.message = message
    }

    /// The path as given.
    public var file: String { location.file }
    /// 1-based; 0 when the place is the whole file.
    public var line: Int { location.line }
    /// 1-based, in characters; 0 when unknown.
    public var column: Int { location.column ?? 0 }

    /// The note as a diagnostic of severity note.
    public var diagnostic: Diagnostic { Diagnostic(.note, message, at: location) }

    /// `file:line:column: note: message`.
    public var description: String { diagnostic.description }
}
