#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading `.layout` files: the file system, the size limit, and the two passes (parse, then
/// build).
public enum LayoutFile {
    /// The largest file read: 16 MiB (a 10,000-view layout is about 1 MB). A larger file is
    /// refused with an error at `path:1:1` before anything is read.
    public static let maximumSize = 16 << 20

    /// The largest number a layout file (and `--size`) takes — points, multipliers,
    /// priorities: far beyond any screen (UIKit's largest content sizes are about 1e7 points)
    /// and far enough below `Double`'s range that sums and products of a layout's numbers stay
    /// finite (a width of 1e308 doubled by a multiplier was infinity, and frames came out null).
    public static let largestNumber = 1e9

    /// Reads, parses and builds a layout file.
    /// - Throws: ``LayoutFileErrors`` listing every problem (I/O, size, syntax or meaning).
    public static func load(path: String) throws(LayoutFileErrors) -> LayoutModel {
        try load(source: try readSource(path: path))
    }

    /// Parses and builds a layout file already in memory.
    public static func load(source: LayoutSource) throws(LayoutFileErrors) -> LayoutModel {
        let document = try LayoutParser.parse(source)
        return try LayoutBuilder.build(document)
    }

    /// The bytes of the file at `path` (as given), within ``maximumSize``.
    public static func readSource(path: String) throws(LayoutFileErrors) -> LayoutSource {
        func failure(_ message: String) -> LayoutFileErrors {
            LayoutFileErrors([LayoutFileError(path: path, line: 1, column: 1, message: message)])
        }
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw failure("cannot open the file: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw failure("cannot read the file: \(String(cString: strerror(errno)))") }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw failure("is a directory, not a layout file") }
        let size = Int(info.st_size)
        if size > maximumSize {
            throw failure("the file is \(size) bytes; layout files are limited to \(maximumSize) bytes (16 MiB)")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size)
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { readBytes(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure("cannot read the file: \(String(cString: strerror(errno)))")
            }
            if count == 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
            // A file that grows while read (or a pipe) is still held to the limit.
            if bytes.count > maximumSize {
                throw failure("the file is larger than \(maximumSize) bytes; layout files are limited to 16 MiB")
            }
        }
        return LayoutSource(path: path, bytes: bytes)
    }
}

/// The C library's `read(2)` (inside ``LayoutFile`` the name is taken).
private func readBytes(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}
