/// Why a workload could not be read, and where: `file:line:column: error: message`.
public struct WorkloadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file name as given to the parser (or `<input>`).
    public var file: String
    /// The 1-based line, or 0 when the error concerns the whole file (it cannot be read).
    public var line: Int
    /// The 1-based column (in characters) of the offending field, or 0 with `line` 0.
    public var column: Int
    /// What is wrong, in one line.
    public var message: String

    /// Creates a value from its parts.
    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: error: message` (`file: error: message` without a position).
    public var description: String {
        line > 0 ? "\(file):\(line):\(column): error: \(message)" : "\(file): error: \(message)"
    }
}
