import PlumbLayout

/// Why an Interface Builder document could not be read: the file cannot be opened, the XML is
/// malformed, it declares a DOCTYPE (refused: entity expansion), or it is not an iOS document.
///
/// Printed clang style, `Main.storyboard:12:5: error: …`, so editors jump to the place.
public struct InterfaceBuilderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where: the whole file when the problem has no place in the text (it cannot be read).
    public var location: SourceLocation
    /// What is wrong, in a sentence.
    public var message: String

    /// Creates a value from its parts: `line` and `column` are 1-based, 0 when unknown.
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

    /// The error as a diagnostic, for printing beside other readers' errors.
    public var diagnostic: Diagnostic { Diagnostic(.error, message, at: location) }

    /// `file:line:column: error: message` (the place is left out when there is none).
    public var description: String { diagnostic.description }
}
