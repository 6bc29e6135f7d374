/// Why an Interface Builder document could not be read: the file cannot be opened, the XML is
/// malformed, it declares a DOCTYPE (refused: entity expansion), or it is not an iOS document.
///
/// Printed clang style, `Main.storyboard:12:5: error: …`, so editors jump to the place.
public struct InterfaceBuilderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path as given.
    public var file: String
    /// 1-based; 0 when the problem has no place in the text (the file cannot be read).
    public var line: Int
    /// 1-based, in characters; 0 when unknown.
    public var column: Int
    /// What is wrong, in a sentence.
    public var message: String

    /// Creates a value from its parts.
    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: error: message` (the place is left out when there is none).
    public var description: String {
        "\(InterfaceBuilderNote.place(file, line, column)): error: \(message)"
    }
}
