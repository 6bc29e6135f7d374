#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import PlumbLayout
import PlumbMessages

/// Where a command writes: standard output (results), standard error (diagnostics, progress),
/// whether standard error is a terminal (progress lines are shown only then), and whether
/// each stream may be coloured (a terminal, and no `NO_COLOR` in the environment).
///
/// Tests pass closures that capture the text.
public struct Console {
    /// Writes text to standard output, unbuffered: a line is out as soon as it is written.
    public var writeOutput: (String) -> Void
    /// Writes text to standard error.
    public var writeError: (String) -> Void
    /// Whether standard error is a terminal.
    public var errorIsTerminal: Bool
    /// Whether standard output may use ANSI colours.
    public var colorsOutput: Bool
    /// Whether standard error may use ANSI colours.
    public var colorsError: Bool

    /// Creates a value from its parts.
    public init(writeOutput: @escaping (String) -> Void, writeError: @escaping (String) -> Void, errorIsTerminal: Bool,
                colorsOutput: Bool = false, colorsError: Bool = false) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.errorIsTerminal = errorIsTerminal
        self.colorsOutput = colorsOutput
        self.colorsError = colorsError
    }

    /// The process's standard output and standard error. Colour only on a terminal, and never
    /// when `NO_COLOR` is set to anything but the empty string (no-color.org).
    public static var standard: Console {
        let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
        return Console(
            writeOutput: { writeAll(1, $0) },
            writeError: { writeAll(2, $0) },
            errorIsTerminal: isatty(2) == 1,
            colorsOutput: !noColor && isatty(1) == 1,
            colorsError: !noColor && isatty(2) == 1)
    }

    /// Writes a diagnostic to standard error, ending with a line break. `tool` (`plumb
    /// render`) stands before one that has no place in a file, as compilers name themselves.
    func report(_ diagnostic: Diagnostic, tool: String? = nil) {
        let prefix = diagnostic.location == nil ? tool.map { "\($0): " } ?? "" : ""
        writeError(prefix + diagnostic.description + "\n")
    }

    /// Why a document could not do what `tool` asked, `error:` in red on a terminal; a message
    /// without a place in the file is prefixed with the tool's name.
    func report(_ failure: DocumentFailure, tool: String) {
        for diagnostic in failure.diagnostics {
            let prefix = diagnostic.location == nil ? "\(tool): " : ""
            writeError(prefix + LayoutOptions.describe([diagnostic], colored: colorsError))
        }
    }
}

/// ANSI styles, applied only when the stream may be coloured.
enum Style: String {
    case bold = "1"
    case red = "1;31"
    case magenta = "1;35"
    case cyan = "1;36"
    case green = "1;32"
    case dim = "2"

    func apply(_ text: String, _ enabled: Bool) -> String {
        enabled ? "\u{1B}[\(rawValue)m\(text)\u{1B}[0m" : text
    }
}

/// Writes all of `text` to the file descriptor, retrying short writes; gives up on an error.
func writeAll(_ fd: Int32, _ text: String) {
    var text = text
    text.withUTF8 { buffer in
        guard let base = buffer.baseAddress else { return }
        var offset = 0
        while offset < buffer.count {
            let written = write(fd, base + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }
}
