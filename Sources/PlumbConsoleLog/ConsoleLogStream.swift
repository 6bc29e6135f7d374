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
        var feed = ConsoleLogFeed()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
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
            feed.feed(buffer[..<n])
        }
        return feed.finish()
    }
}

/// A log arriving a buffer at a time (a file, a pipe), cut into the lines a
/// ``ConsoleLogReader`` consumes: memory stays bounded by
/// ``ConsoleLogReader/maximumLineLength`` and the reader's own limits, whatever the size.
public struct ConsoleLogFeed {
    private var reader = ConsoleLogReader()
    private var line: [UInt8] = []
    /// Whether the line under way passed ``ConsoleLogReader/maximumLineLength`` (the rest of it
    /// is dropped).
    private var isCut = false

    public init() {
        line.reserveCapacity(1024)
    }

    /// Reads the next bytes of the log.
    public mutating func feed(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            if byte == 0x0A {
                reader.consume(line: line[...], isCut: isCut)
                line.removeAll(keepingCapacity: true)
                isCut = false
            } else if line.count < ConsoleLogReader.maximumLineLength {
                line.append(byte)
            } else {
                isCut = true
            }
        }
    }

    /// The reader, after the last line (one without a newline at the end too).
    public consuming func finish() -> ConsoleLogReader {
        if !line.isEmpty || isCut { reader.consume(line: line[...], isCut: isCut) }
        reader.finish()
        return reader
    }
}

/// `read(2)`, out of reach of ``ConsoleLogReader/read(path:)``'s name.
private func readBytes(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}
