import PlumbLayout
import PlumbMessages

/// The text of a layout file as UTF-8 bytes, with what error messages need: the path as the
/// user gave it, and source lines for caret excerpts.
public struct LayoutSource: Sendable {
    /// The path as given (on the command line, or by a test); it prefixes every location.
    public let path: String
    /// The file's bytes (UTF-8).
    public let bytes: [UInt8]

    /// A file's bytes, named by `path`. Lines may end in LF, CRLF or CR alone (classic Mac
    /// files): a lone CR is read as a line feed, byte for byte, so offsets do not move.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        var bytes = bytes
        if let first = bytes.firstIndex(of: 13) {
            for i in first..<bytes.count where bytes[i] == 13 && (i + 1 == bytes.count || bytes[i + 1] != 10) {
                bytes[i] = 10
            }
        }
        self.bytes = bytes
    }

    /// Text in memory (tests, generated layouts), named by `path`.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The widest excerpt shown under an error, in characters; longer lines are cut around the
    /// column (a 50 MB one-line file must not produce a 50 MB message).
    static let excerptWidth = 100

    /// The source line holding byte `offset` and a caret line under `column` (1-based, in
    /// characters), underlining `length` characters: clang's excerpt.
    ///
    ///     content.width == contnet.width
    ///                      ^~~~~~~
    func excerpt(offset: Int, column: Int, length: Int) -> String? {
        guard !bytes.isEmpty, offset >= 0, offset <= bytes.count else { return nil }
        var start = Swift.min(offset, bytes.count)
        while start > 0, bytes[start - 1] != 10 { start -= 1 }
        var end = Swift.min(offset, bytes.count)
        while end < bytes.count, bytes[end] != 10 { end += 1 }
        var lineBytes = bytes[start..<end]
        if lineBytes.last == 13 { lineBytes = lineBytes.dropLast() }
        // Decode by scalars so that the caret counts characters the way columns do.
        var scalars = Array(String(decoding: lineBytes, as: UTF8.self).unicodeScalars)
        var caretColumn = Swift.max(1, column)
        var prefix = "", suffix = ""
        if scalars.count > LayoutSource.excerptWidth {
            let half = LayoutSource.excerptWidth / 2
            let from = Swift.max(0, Swift.min(caretColumn - 1 - half, scalars.count - LayoutSource.excerptWidth))
            let to = Swift.min(scalars.count, from + LayoutSource.excerptWidth)
            if from > 0 { prefix = "…" }
            if to < scalars.count { suffix = "…" }
            scalars = Array(scalars[from..<to])
            caretColumn = caretColumn - from + (prefix.isEmpty ? 0 : 1)
            if !prefix.isEmpty { scalars.insert("…", at: 0) }
        }
        var line = ""
        line.unicodeScalars.append(contentsOf: scalars)
        line += suffix
        var caret = ""
        for (i, scalar) in scalars.enumerated() where i < caretColumn - 1 {
            caret += scalar == "\t" ? "\t" : " "
        }
        if scalars.count < caretColumn - 1 {
            caret += String(repeating: " ", count: caretColumn - 1 - scalars.count)
        }
        let visible = Swift.max(1, Swift.min(length, Swift.max(1, scalars.count - (caretColumn - 1))))
        caret += "^" + String(repeating: "~", count: visible - 1)
        return line + "\n" + caret
    }
}

/// A position in a layout file's text: 1-based line and column (columns count characters,
/// tabs as one), and the byte offset (for excerpts). ``location(in:)`` makes it the
/// ``SourceLocation`` that diagnostics print.
public struct TextPosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int
    /// Byte offset from the start of the file.
    public var offset: Int

    /// A position: 1-based line and column, 0-based byte offset.
    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// The order findings and reports are sorted in.
    public static func < (a: TextPosition, b: TextPosition) -> Bool { a.offset < b.offset }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }

    /// The position in the file at `path`, as diagnostics and constraints record it.
    public func location(in path: String) -> SourceLocation {
        SourceLocation(file: path, line: line, column: column)
    }
}
