#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import PlumbLayout
import PlumbMessages

/// Why a log could not be read at all (a skipped line is not an error).
public struct ConsoleLogError: Error, Sendable, LocatedMessage {
    /// The path as given (`-` for standard input).
    public var path: String
    /// The system's reason.
    public var message: String

    /// The whole file: the error has no place in the text.
    public var location: SourceLocation { SourceLocation(file: path) }
    /// Prints as an error: `path: error: message`.
    public static var severity: Diagnostic.Severity { .error }
}

extension ConsoleLogReader {
    /// Reads a log file (`-` for standard input) a buffer at a time: memory stays bounded by
    /// ``maximumLineLength`` and the reader's own limits, whatever the file's size.
    public static func read(path: String) throws(ConsoleLogError) -> ConsoleLogReader {
        let fd: Int32 = path == "-" ? 0 : open(path, O_RDONLY)
        guard fd >= 0 else {
            throw ConsoleLogError(path: path, message: "cannot open: \(String(cString: strerror(errno)))")
        }
        defer { if fd != 0 { close(fd) } }
        var reader = ConsoleLogReader()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var line: [UInt8] = []
        line.reserveCapacity(1024)
        var isCut = false
        while true {
            let n = buffer.withUnsafeMutableBytes { raw -> Int in
                guard let base = raw.baseAddress else { return -1 }
                return readBytes(fd, base, raw.count)
            }
            if n < 0 {
                if errno == EINTR { continue }
                throw ConsoleLogError(path: path, message: "cannot read: \(String(cString: strerror(errno)))")
            }
            if n == 0 { break }
            for byte in buffer[..<n] {
                if byte == 0x0A {
                    reader.consume(line: line[...], isCut: isCut)
                    line.removeAll(keepingCapacity: true)
                    isCut = false
                } else if line.count < maximumLineLength {
                    line.append(byte)
                } else {
                    isCut = true
                }
            }
        }
        if !line.isEmpty || isCut { reader.consume(line: line[...], isCut: isCut) }
        reader.finish()
        return reader
    }
}

/// `read(2)`, out of reach of ``ConsoleLogReader/read(path:)``'s name.
private func readBytes(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}
