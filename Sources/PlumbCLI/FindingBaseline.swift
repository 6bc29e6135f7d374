import PlumbDiagnostics
import PlumbInterfaceBuilder
import PlumbMessages

/// The findings a team has accepted (`plumb diagnose --write-baseline FILE`), so that CI fails
/// only on new ones (`--baseline FILE`). Docs/diagnostics.md, "Baselines".
///
/// A finding is known by what survives edits elsewhere in the file, not by its line: its kind,
/// the file as given on the command line, its subject (an Interface Builder element's id, such
/// as `kSX-8R-3sG`, else the first item's name) and its message with every run of digits
/// written `#` (a frame that moves by a point is the same finding; an id's digits stay). The file is text, one
/// finding per line, tab-separated, so that a review shows what was accepted:
///
///     # plumb baseline 1: kind, file, subject, message (tab-separated)
///     ambiguous-layout	App/Main.storyboard	kSX-8R-3sG	Need constraints for: Y position
///
/// The same identity twice is two findings: a baseline is a multiset.
struct FindingBaseline {
    /// One accepted finding.
    struct Identity: Hashable, Comparable {
        var kind: String
        var file: String
        var subject: String
        var message: String

        init(kind: String, file: String, subject: String, message: String) {
            self.kind = kind
            self.file = file
            self.subject = subject
            self.message = message
        }

        init(_ finding: Finding, file: String) {
            kind = finding.kind.rawValue
            self.file = file
            subject = finding.items.first.map(Self.subject(ofItem:)) ?? ""
            message = Self.normalized(finding.message)
        }

        /// An Interface Builder finding: its subject is the element's id.
        init(_ finding: InterfaceBuilderFinding, file: String) {
            self.init(finding.finding, file: file)
            if let id = finding.elementID ?? finding.itemIDs.first { subject = id }
        }

        static func < (a: Identity, b: Identity) -> Bool {
            (a.file, a.kind, a.subject, a.message) < (b.file, b.kind, b.subject, b.message)
        }

        /// An item's Interface Builder id when its name ends with one (`Label "Name" (kSX-8R-3sG)`).
        static func subject(ofItem name: String) -> String {
            guard name.hasSuffix(")"), let open = name.lastIndex(of: "(") else { return name }
            let id = name[name.index(after: open)..<name.index(before: name.endIndex)]
            let isID = !id.isEmpty && !id.contains(" ") && id.count <= 40
            return isID ? String(id) : name
        }

        /// The message with each number written `#`: a run of digits (with its decimals) that
        /// touches no letter, so that `{15, 123.312}` becomes `{#, #}` while an element id such
        /// as `2ds-zI-OMo` stays as it is.
        static func normalized(_ message: String) -> String {
            let characters = Array(message)
            var out = ""
            var i = 0
            while i < characters.count {
                guard characters[i].isASCII, characters[i].isNumber else {
                    out.append(characters[i])
                    i += 1
                    continue
                }
                var end = i
                while end < characters.count, characters[end].isASCII,
                      characters[end].isNumber || (characters[end] == "." && end + 1 < characters.count
                                                   && characters[end + 1].isASCII && characters[end + 1].isNumber) {
                    end += 1
                }
                let touchesLetter = (i > 0 && characters[i - 1].isLetter)
                    || (end < characters.count && (characters[end].isLetter || characters[end] == "-"))
                out += touchesLetter ? String(characters[i..<end]) : "#"
                i = end
            }
            return out
        }
    }

    /// How many times each identity was accepted.
    var counts: [Identity: Int] = [:]

    static let header = "# plumb baseline 1: kind, file, subject, message (tab-separated)"

    init(_ files: [FileDiagnosis]) {
        for file in files {
            for identity in Self.identities(of: file) { counts[identity, default: 0] += 1 }
        }
    }

    /// The identities of a file's findings, in order.
    static func identities(of file: FileDiagnosis) -> [Identity] {
        if let ib = file.interfaceBuilder { return ib.findings.map { Identity($0, file: file.path) } }
        return file.findings.map { Identity($0, file: file.path) }
    }

    /// The file's text: the header, then one line per finding, sorted.
    var text: String {
        var lines = [Self.header]
        for identity in counts.keys.sorted() {
            let fields = [identity.kind, identity.file, identity.subject, identity.message].map(TabSeparatedField.escape)
            let line = fields.joined(separator: "\t")
            for _ in 0..<(counts[identity] ?? 0) { lines.append(line) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A baseline's largest size: a million findings' worth.
    static let sizeLimit = 256 << 20

    /// Reads the baseline file (through the bounded reader).
    init(path: String) throws(DocumentFailure) {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, limit: Self.sizeLimit, what: "baseline")
        } catch {
            throw DocumentFailure(Diagnostic(.error, error.message, at: SourceLocation(file: path, line: 1, column: 1)))
        }
        try self.init(text: String(decoding: bytes, as: UTF8.self), path: path)
    }

    /// Reads a baseline's text; an error names the file, line and column.
    init(text: String, path: String) throws(DocumentFailure) {
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = line.hasSuffix("\r") ? line.dropLast() : line
            if lineNumber == 1, !line.hasPrefix("# plumb baseline 1") {
                throw Self.failure(path, lineNumber, 1, "not a plumb baseline (its first line must be '\(Self.header)')")
            }
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 4 else {
                throw Self.failure(path, lineNumber, 1, "expected 4 tab-separated fields (kind, file, subject, message), found \(fields.count)")
            }
            guard Finding.Kind(rawValue: String(fields[0])) != nil else {
                throw Self.failure(path, lineNumber, 1, "unknown finding kind '\(TerminalText.escaped(String(fields[0])))'")
            }
            let identity = Identity(kind: String(fields[0]), file: TabSeparatedField.unescape(fields[1]),
                                    subject: TabSeparatedField.unescape(fields[2]), message: TabSeparatedField.unescape(fields[3]))
            counts[identity, default: 0] += 1
        }
    }

    /// Splits `files`' findings into the new ones (returned in place, in their order) and the
    /// known ones; returns how many were known and the accepted findings no longer found.
    func filter(_ files: inout [FileDiagnosis]) -> (known: Int, fixed: [Identity]) {
        var remaining = counts
        var known = 0
        func isKnown(_ identity: Identity) -> Bool {
            guard let n = remaining[identity], n > 0 else { return false }
            remaining[identity] = n - 1
            known += 1
            return true
        }
        for index in files.indices {
            let path = files[index].path
            if var ib = files[index].interfaceBuilder {
                ib.findings.removeAll { isKnown(Identity($0, file: path)) }
                files[index].interfaceBuilder = ib
                files[index].findings = ib.plainFindings
            } else {
                files[index].findings.removeAll { isKnown(Identity($0, file: path)) }
            }
        }
        // Accepted findings of files that were not diagnosed this time are not "fixed".
        let diagnosed = Set(files.filter { !$0.failed }.map(\.path))
        let fixed = remaining.filter { $0.value > 0 && diagnosed.contains($0.key.file) }
            .flatMap { Array(repeating: $0.key, count: $0.value) }.sorted()
        return (known, fixed)
    }

    /// What standard error says after a run with a baseline: how many known findings were not
    /// shown, and each accepted one no longer found.
    static func summary(known: Int, fixed: [Identity]) -> String {
        var text = "baseline: \(known) known finding\(known == 1 ? "" : "s") not shown"
        text += fixed.isEmpty ? "\n" : "; \(fixed.count) fixed since:\n"
        for identity in fixed {
            text += "  fixed: \(TerminalText.escaped(identity.file)): \(identity.kind) "
                + "\(TerminalText.escaped(identity.subject)): \(TerminalText.escaped(identity.message))\n"
        }
        return text
    }

    private static func failure(_ path: String, _ line: Int, _ column: Int, _ message: String) -> DocumentFailure {
        DocumentFailure([Diagnostic(.error, message, at: SourceLocation(file: path, line: line, column: column))])
    }
}
