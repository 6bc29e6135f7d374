#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes: standard output (results), standard error (diagnostics, progress),
/// and whether standard error is a terminal (progress lines are shown only then).
///
/// Tests pass closures that capture the text.
public struct Console {
    /// Writes text to standard output, unbuffered: a line is out as soon as it is written.
    public var writeOutput: (String) -> Void
    /// Writes text to standard error.
    public var writeError: (String) -> Void
    /// Whether standard error is a terminal.
    public var errorIsTerminal: Bool

    public init(writeOutput: @escaping (String) -> Void, writeError: @escaping (String) -> Void, errorIsTerminal: Bool) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.errorIsTerminal = errorIsTerminal
    }

    /// The process's standard output and standard error.
    public static var standard: Console {
        Console(
            writeOutput: { writeAll(1, $0) },
            writeError: { writeAll(2, $0) },
            errorIsTerminal: isatty(2) == 1)
    }
}

/// Writes all of `text` to the file descriptor, retrying short writes; gives up on an error.
private func writeAll(_ fd: Int32, _ text: String) {
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
