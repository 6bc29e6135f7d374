import PlumbLayout
import PlumbMessages

/// Something the importer skipped or approximated, with the place in the file: an unknown
/// element, a dangling reference, an attribute Plumb does not model. Notes never stop an
/// import; print them next to the findings (`Main.storyboard:40:21: note: …`).
public struct InterfaceBuilderNote: Sendable, Hashable, LocatedMessage {
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

    /// Prints as a note.
    public static var severity: Diagnostic.Severity { .note }
}
