#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import PlumbMessages

/// The one way a command reads a file it is given (a path, or `-` for standard input): a
/// buffer at a time, held to a limit, so that no input of any format can take the machine's
/// memory. Documents read whole files within ``read(_:limit:)``; a console log, which may be
/// gigabytes of an app's output, is streamed through ``stream(_:_:)``.
enum InputFile {
    /// Why a file could not be read; ``message`` is a sentence without the path.
    struct Failure: Error {
        var message: String
    }

    /// The bytes of the file, or a failure if it cannot be opened, is a directory, or holds
    /// more than `limit` bytes (`what` names the kind of file in that message:
    /// "layout files are limited to 16 MiB").
    static func read(_ path: String, limit: Int, what: String) throws(Failure) -> [UInt8] {
        var bytes: [UInt8] = []
        try stream(path, sizeHint: { size throws(Failure) in
            if size > limit { throw Failure(message: "the file is \(size) bytes; \(what) are limited to \(limit) bytes (\(mebibytes(limit)))") }
            bytes.reserveCapacity(size)
        }) { chunk throws(Failure) in
            bytes.append(contentsOf: chunk)
            // A file that grows while read (or a pipe) is held to the limit as well.
            if bytes.count > limit {
                throw Failure(message: "the file is larger than \(limit) bytes; \(what) are limited to \(mebibytes(limit))")
            }
        }
        return bytes
    }

    /// Hands the file's bytes to `body` a buffer at a time.
    static func stream(_ path: String, _ body: (ArraySlice<UInt8>) throws(Failure) -> Void) throws(Failure) {
        try stream(path, sizeHint: { _ throws(Failure) in }, body)
    }

    private static func stream(_ path: String, sizeHint: (Int) throws(Failure) -> Void,
                               _ body: (ArraySlice<UInt8>) throws(Failure) -> Void) throws(Failure) {
        let fd: Int32 = path == "-" ? 0 : open(FileNameBytes.cString(path), O_RDONLY)
        guard fd >= 0 else { throw Failure(message: "cannot open the file: \(String(cString: strerror(errno)))") }
        defer { if fd != 0 { close(fd) } }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Failure(message: "cannot read the file: \(String(cString: strerror(errno)))") }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw Failure(message: "is a directory, not a file") }
        // Pipes and terminals report no size; regular files are checked before reading.
        if (info.st_mode & S_IFMT) == S_IFREG { try sizeHint(Int(info.st_size)) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { raw -> Int in
                guard let base = raw.baseAddress else { return -1 }
                return readBytes(fd, base, raw.count)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(message: "cannot read the file: \(String(cString: strerror(errno)))")
            }
            if count == 0 { return }
            try body(buffer[0..<count])
        }
    }

    /// `16 MiB`.
    private static func mebibytes(_ bytes: Int) -> String { "\(bytes >> 20) MiB" }
}

/// `read(2)`, out of reach of ``InputFile/read(_:limit:what:)``'s name.
private func readBytes(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}
