/// Something the importer skipped or approximated, with the place in the file: an unknown
/// element, a dangling reference, an attribute Plumb does not model. Notes never stop an
/// import; print them next to the findings (`Main.storyboard:40:21: note: …`).
public struct InterfaceBuilderNote: Sendable, Hashable, CustomStringConvertible {
    /// The path as given.
    public var file: String
    /// 1-based; 0 when the note is about the whole document.
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

    /// `file:line:column: note: message`.
    public var description: String { "\(InterfaceBuilderNote.place(file, line, column)): note: \(message)" }

    static func place(_ file: String, _ line: Int, _ column: Int) -> String {
        guard line > 0 else { return file }
        return column > 0 ? "\(file):\(line):\(column)" : "\(file):\(line)"
    }
}
