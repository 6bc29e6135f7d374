import PlumbLayout
import PlumbMessages

/// Why a workload could not be read, and where: `file:line:column: error: message`.
public struct WorkloadError: Error, Sendable, Equatable, LocatedMessage {
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

    /// Prints as an error.
    public static var severity: Diagnostic.Severity { .error }
}
