/// A place in a source file: a Swift file of the DSL, a layout file, a storyboard or xib, a
/// console log, a workload. Every reader and the diagnostics use this one type, so a place
/// prints one way everywhere: `file:line:column`, `file:line` when only the line is known,
/// and `file` alone for the whole file (line 0: the file cannot be read, or a note concerns
/// the whole document).
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file as given: a path, or a Swift `#fileID` (`Module/File.swift`).
    public var file: String
    /// The 1-based line; 0 when the location is the whole file.
    public var line: Int
    /// The 1-based column, in characters; nil when only the line is known (`#line` gives no
    /// column).
    public var column: Int?

    /// A place at `line` (and `column`, when known) of `file`. Readers that count from 1 and
    /// use 0 for "unknown" may pass their numbers as they are: a line of 0 or less is the
    /// whole file, and a column of 0 or less (or any column without a line) is no column.
    public init(file: String, line: Int, column: Int? = nil) {
        self.file = file
        self.line = max(line, 0)
        self.column = line > 0 ? column.flatMap { $0 > 0 ? $0 : nil } : nil
    }

    /// The whole of `file`, without a line: for a file that cannot be read, or a note about
    /// the whole document.
    public init(file: String) {
        self.init(file: file, line: 0)
    }

    /// True when the location names the file but no line in it.
    public var isWholeFile: Bool { line <= 0 }

    /// `file:line:column`, `file:line` without a column, `file` for the whole file: how
    /// diagnostics name the place, so that editors and CI logs jump to it.
    public var description: String {
        guard !isWholeFile else { return file }
        return column.map { "\(file):\(line):\($0)" } ?? "\(file):\(line)"
    }
}

/// Where a constraint was made: the DSL's `#fileID` and `#line`, or the place of a statement
/// in a layout file or storyboard. The same type as ``SourceLocation``; the name stays for
/// the code that spells it so.
public typealias CodeLocation = SourceLocation

extension SourceLocation {
    /// A place given by `#fileID` and `#line` (and a column, when the file format has one).
    public init(fileID: String, line: Int, column: Int? = nil) {
        self.init(file: fileID, line: line, column: column)
    }

    /// The `#fileID` (`Module/File.swift`) or path: the same as ``file``.
    public var fileID: String {
        get { file }
        set { file = newValue }
    }

    /// The file name without the module or directories: `File.swift`.
    public var fileName: String {
        if let slash = file.lastIndex(of: "/") { return String(file[file.index(after: slash)...]) }
        return file
    }

    /// `File.swift:12`: how a constraint's description names where it was made, short
    /// enough to follow the equation.
    public var shortDescription: String { "\(fileName):\(line)" }
}
