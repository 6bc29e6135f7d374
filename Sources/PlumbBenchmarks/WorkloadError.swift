import PlumbLayout

/// Why a workload could not be read, and where: `file:line:column: error: message`.
public struct WorkloadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where: the field at fault, or the whole file when it cannot be read.
    public var location: SourceLocation
    /// What is wrong, in one line.
    public var message: String

    /// Creates a value from its parts: `line` and `column` are 1-based, 0 when the error
    /// concerns the whole file.
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

    /// `file:line:column: error: message` (`file: error: message` without a position).
    public var description: String { diagnostic.description }
}
