#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import PlumbMessages

/// The files `plumb diagnose` takes from its operands: a file as given, a directory walked for
/// the documents Plumb reads (`.storyboard`, `.xib`, `.layout`), as a team's CI job points at a
/// whole project.
///
/// The walk skips what holds no source of the team's own: build products (`build`,
/// `DerivedData`, `.build`), dependencies (`Pods`, `Carthage`, `node_modules`) and hidden
/// directories (`.git`), and whatever `--exclude` names. It does not follow symbolic links to
/// directories (no cycles), keeps its own stack (no recursion on the depth of the tree), and
/// lists a directory's files first, then its subdirectories, each in byte order: the same
/// tree gives the same list.
struct ProjectFiles {
    /// Directory names never entered.
    static let skippedDirectories: Set<String> = ["build", "DerivedData", ".build", "Pods", "Carthage", "node_modules"]
    /// The endings of the files a walk collects.
    static let documentSuffixes = [".storyboard", ".xib", ".layout"]

    /// `--exclude` patterns: `*` matches any run of characters but `/`, `**` any run at all, `?`
    /// one character. A pattern with no `/` is matched against each name along the path; one
    /// with a `/`, against the whole path below the directory walked.
    var excluded: [String] = []

    /// A directory that holds none of the documents, or a path that cannot be read.
    struct Failure: Error {
        var path: String
        var message: String
    }

    /// The files of `operands`, in order: files as given (never excluded: naming one is asking
    /// for it), directories expanded. A directory with no document is an error, so that a
    /// mistyped path cannot pass a CI job by finding nothing.
    func expand(_ operands: [String]) -> (files: [String], failures: [Failure]) {
        var files: [String] = []
        var failures: [Failure] = []
        for operand in operands {
            guard operand != "-", Self.isDirectory(operand) else {
                files.append(operand)
                continue
            }
            let found = walk(operand)
            files += found.files
            failures += found.failures
            if found.files.isEmpty, found.failures.isEmpty {
                failures.append(Failure(path: operand, message: "no .storyboard, .xib or .layout file in this directory"
                    + " (skipped: " + Self.skippedDirectories.sorted().joined(separator: ", ") + ", hidden directories"
                    + (excluded.isEmpty ? "" : ", --exclude") + ")"))
            }
        }
        return (files, failures)
    }

    /// The documents under `root`.
    func walk(_ root: String) -> (files: [String], failures: [Failure]) {
        var files: [String] = []
        var failures: [Failure] = []
        var base = root
        while base.count > 1, base.hasSuffix("/") { base.removeLast() }
        // Under the current directory, paths read as an editor shows them: `App/Main.storyboard`.
        let prefix = base == "." ? "" : base == "/" ? "/" : base + "/"
        var pending: [String] = [""]  // paths relative to `root`
        while let relative = pending.popLast() {
            let directory = relative.isEmpty ? base : prefix.isEmpty ? relative : prefix + relative
            guard let entries = Self.entries(of: directory) else {
                failures.append(Failure(path: directory, message: "cannot read the directory: \(String(cString: strerror(errno)))"))
                continue
            }
            var subdirectories: [String] = []
            for (name, isDirectory) in entries {
                let path = relative.isEmpty ? name : relative + "/" + name
                if isExcluded(path) { continue }
                if isDirectory {
                    if !name.hasPrefix("."), !Self.skippedDirectories.contains(name) { subdirectories.append(path) }
                } else if Self.documentSuffixes.contains(where: { name.hasSuffix($0) }) {
                    files.append(prefix + path)
                }
            }
            // Popped from the end: pushed in reverse, visited in order.
            pending += subdirectories.reversed()
        }
        return (files, failures)
    }

    /// Whether `--exclude` drops the path (relative to the directory walked).
    func isExcluded(_ path: String) -> Bool {
        let names = path.split(separator: "/").map(String.init)
        return excluded.contains { pattern in
            pattern.contains("/") ? Self.matches(Array(pattern.utf8), Array(path.utf8))
                : names.contains { Self.matches(Array(pattern.utf8), Array($0.utf8)) }
        }
    }

    /// Glob matching over bytes, iterative (no recursion on the pattern's length): the last
    /// star is the only backtracking point needed for `*`; `**` may also cross `/`.
    static func matches(_ pattern: [UInt8], _ text: [UInt8]) -> Bool {
        let star = UInt8(ascii: "*"), question = UInt8(ascii: "?"), slash = UInt8(ascii: "/")
        var p = 0, t = 0
        var starP = -1, starT = 0, starCrossesSlash = false
        while t < text.count {
            if p < pattern.count, pattern[p] == star {
                let double = p + 1 < pattern.count && pattern[p + 1] == star
                starCrossesSlash = double
                p += double ? 2 : 1
                starP = p
                starT = t
            } else if p < pattern.count, pattern[p] == question ? text[t] != slash : pattern[p] == text[t] {
                p += 1
                t += 1
            } else if starP >= 0, starCrossesSlash || text[starT] != slash {
                starT += 1
                t = starT
                p = starP
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == star { p += 1 }
        return p == pattern.count
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        guard stat(FileNameBytes.cString(path), &info) == 0 else { return false }
        return (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// The directory's entries (names and whether each is a directory, not following links),
    /// in byte order; nil if it cannot be opened.
    static func entries(of directory: String) -> [(String, Bool)]? {
        guard let handle = opendir(FileNameBytes.cString(directory)) else { return nil }
        defer { closedir(handle) }
        var entries: [([UInt8], Bool)] = []
        while let entry = readdir(handle) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            }
            if bytes == [UInt8(ascii: ".")] || bytes == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            let name = FileNameBytes.string(bytes)
            var info = stat()
            let isDirectory = lstat(FileNameBytes.cString(directory + "/" + name), &info) == 0
                && (info.st_mode & S_IFMT) == S_IFDIR
            entries.append((bytes, isDirectory))
        }
        entries.sort { $0.0.lexicographicallyPrecedes($1.0) }
        return entries.map { (FileNameBytes.string($0.0), $0.1) }
    }
}
