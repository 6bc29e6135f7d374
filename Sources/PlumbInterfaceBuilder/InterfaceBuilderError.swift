import PlumbLayout
import PlumbMessages

/// Why an Interface Builder document could not be read: the file cannot be opened, the XML is
/// malformed, it declares a DOCTYPE (refused: entity expansion), or it is not an iOS document.
///
/// Printed clang style, `Main.storyboard:12:5: error: …`, so editors jump to the place.
public struct InterfaceBuilderError: Error, Sendable, Hashable, LocatedMessage {
    /// Where: the whole file when the problem has no place in the text (it cannot be read).
    public var location: SourceLocation
    /// What is wrong, in a sentence.
    public var message: String

    /// Creates a value from its parts: `line` and `column` are 1-based, 0 when unknown.
    public init(file: String, line: Int, column: Int, message: String) {
        self.location = SourceLocation(file: file, line: line, column: column)
        self.message = message
    }

    /// Prints as an error.
    public static var severity: Diagnostic.Severity { .error }
}
