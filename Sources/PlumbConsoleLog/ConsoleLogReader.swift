/// Finds UIKit's and AppKit's "Unable to simultaneously satisfy constraints" blocks in a
/// console log, line by line, and reads their constraints.
///
/// Every other line is ignored. Inside a block, a line that looks like a constraint (it holds
/// an address, `0x…`) but cannot be read as one is reported in ``skipped`` with its line number, and
/// skipped; other lines there (another thread's output) are ignored too. A block cut short (by
/// another block or the end of the log) is kept, marked ``LoggedConflict/isTruncated``.
/// Later blocks with exactly the same constraints are folded into the first
/// (``LoggedConflict/repeatLines``).
///
/// Memory and time are bounded whatever the input: lines are read one at a time and cut at
/// ``maximumLineLength``; a block keeps at most ``maximumConstraintsPerBlock`` constraints; the
/// reader keeps at most ``maximumConflicts`` distinct blocks, ``maximumTotalConstraints``
/// constraints in all and ``maximumSkippedLines`` skipped-line reports (the rest are counted).
public struct ConsoleLogReader: Sendable {
    /// Bytes of one line kept; a longer line is reported and skipped (UIKit's lines are a few
    /// hundred bytes).
    public static let maximumLineLength = 16_384
    /// Constraints kept per block (the rest are counted in ``LoggedConflict/droppedConstraints``).
    public static let maximumConstraintsPerBlock = 1_000
    /// Distinct blocks kept (the rest are counted in ``droppedConflicts``).
    public static let maximumConflicts = 500
    /// Skipped-line reports kept (the rest are counted in ``skippedCount``).
    public static let maximumSkippedLines = 1_000
    /// Constraints kept over all blocks (about 1 KB each once explained): past it, further
    /// constraints are counted, not kept, and further blocks are counted in
    /// ``droppedConflicts``.
    public static let maximumTotalConstraints = 20_000

    /// The blocks found, in order (repeats folded into the first).
    public private(set) var conflicts: [LoggedConflict] = []
    /// The views `_autolayoutTrace` reported as ambiguous, in order (at most
    /// ``maximumConflicts``).
    public private(set) var ambiguities: [LoggedAmbiguity] = []
    /// Lines that could not be used, with why (at most ``maximumSkippedLines``).
    public private(set) var skipped: [SkippedLine] = []
    /// All skipped lines, reported or not.
    public private(set) var skippedCount = 0
    /// Distinct blocks beyond ``maximumConflicts``, not kept.
    public private(set) var droppedConflicts = 0
    /// Lines read.
    public private(set) var lineCount = 0

    private enum State: Sendable {
        case outside
        case list
        /// The list's closing parenthesis was read: only "Will attempt to recover" belongs to
        /// the block now.
        case afterList
        case awaitingBroken
    }

    private var state = State.outside
    private var current: LoggedConflict?
    /// Block signature → index in `conflicts`, for folding repeats.
    private var signatures: [Int: [Int]] = [:]
    /// Lines since "Will attempt to recover by breaking constraint".
    private var linesAwaitingBroken = 0
    /// Lines (a device log's bare prefixes, another thread's output) tolerated between "Will
    /// attempt to recover…" and its constraint before the block counts as cut short.
    private static let maximumLinesBeforeBroken = 3
    /// Constraints held by `conflicts` and the open block.
    private var keptConstraints = 0

    /// The default settings.
    public init() {}

    /// Reads a whole log held in memory (tests, the fuzzer).
    public static func read(_ text: String) -> ConsoleLogReader {
        var reader = ConsoleLogReader()
        var line: [UInt8] = []
        for byte in text.utf8 {
            if byte == 0x0A {
                reader.consume(line: line[...], isCut: false)
                line.removeAll(keepingCapacity: true)
            } else if line.count < maximumLineLength {
                line.append(byte)
            }
        }
        if !line.isEmpty { reader.consume(line: line[...], isCut: false) }
        reader.finish()
        return reader
    }

    private static let header = Array("Unable to simultaneously satisfy constraints".utf8)
    /// In every line that can start or belong to a block: "constraints", "Constraint:".
    private static let constraintWord = Array("onstraint".utf8)
    private static let ambiguousWord = Array("AMBIGUOUS".utf8)
    private static let recover = Array("Will attempt to recover by breaking constraint".utf8)
    private static let redacted = Array("<private>".utf8)
    private static let address = Array("0x".utf8)
    /// UIKit's and AppKit's advice lines inside a block (anywhere in the line: a device log
    /// prefixes every line with a time and the process).
    private static let wording = [
        "Probably at least one of the constraints", "Try this:", "(1) look at each constraint",
        "(2) find the code that added", "(Note: If you're seeing",
    ].map { Array($0.utf8) }

    /// Reads the next line (without its line break). `isCut`: the line was longer than
    /// ``maximumLineLength`` and this is its beginning.
    public mutating func consume(line raw: ArraySlice<UInt8>, isCut: Bool) {
        lineCount += 1
        // Outside a block, a line can only matter if it names a constraint (or constraints: the
        // header, the advice) or an ambiguous layout: two scans for the app's own logging, which
        // is nearly every line of a log.
        if state == .outside, ConstraintDescriptionParser.find(ConsoleLogReader.constraintWord, in: raw) == nil,
           ConstraintDescriptionParser.find(ConsoleLogReader.ambiguousWord, in: raw) == nil {
            return
        }
        var line = ConsoleLogReader.plainQuotes(raw)
        if line.last == 0x0D { line.removeLast() }
        let number = lineCount
        // A block pasted onto one line (the header, every constraint and the broken one): each
        // part is read as a line of its own, with this line's number.
        let starts = isCut ? [] : ConsoleLogReader.partStarts(line)
        guard starts.count > 1 else { return consumePart(line, number: number, isCut: isCut) }
        for (k, start) in starts.enumerated() {
            let end = k + 1 < starts.count ? starts[k + 1] : line.count
            consumePart(Array(line[(k == 0 ? 0 : start)..<end]), number: number, isCut: false)
        }
    }

    /// Where the header, "Will attempt to recover" and each `<…Constraint:` start in a line.
    private static func partStarts(_ line: [UInt8]) -> [Int] {
        var starts: [Int] = []
        var from = 0
        while from < line.count, let at = ConstraintDescriptionParser.find(ConstraintDescriptionParser.openingMarker, in: line[from...]) {
            starts.append(at)
            from = at + 1
        }
        guard starts.count > 1 || (starts.count == 1 && starts[0] > 0) else { return starts }
        for phrase in [header, recover] {
            if let at = ConstraintDescriptionParser.find(phrase, in: line[...]) { starts.append(at) }
        }
        return starts.sorted()
    }

    /// `SpringBoard` in `Mar  4 18:25:38 host SpringBoard[10567]: `: the last `NAME[digits]` or
    /// `NAME[digits:digits]` of a line's prefix.
    static func processName(in prefix: ArraySlice<UInt8>) -> String? {
        var end = prefix.endIndex
        // From the right: `[LayoutConstraints]` and the like are skipped.
        while let close = prefix[..<end].lastIndex(of: UInt8(ascii: "]")) {
            guard let open = prefix[..<close].lastIndex(of: UInt8(ascii: "[")) else { return nil }
            end = open
            guard open > prefix.startIndex, open + 1 < close,
                  prefix[(open + 1)..<close].allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: ":") }) else { continue }
            var start = open
            while start > prefix.startIndex, prefix[start - 1] != 0x20, prefix[start - 1] != 0x09 { start -= 1 }
            let name = String(decoding: prefix[start..<open], as: UTF8.self)
            return name.isEmpty ? nil : name
        }
        return nil
    }

    /// The line with typographic quotes (‘’ “”, which a blog's typesetting puts in pasted logs)
    /// made plain, so that identifiers, `'|'` and the description's quotes read.
    static func plainQuotes(_ raw: ArraySlice<UInt8>) -> [UInt8] {
        guard raw.contains(0xE2) else { return Array(raw) }
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var i = raw.startIndex
        while i < raw.endIndex {
            if raw[i] == 0xE2, i + 2 < raw.endIndex, raw[i + 1] == 0x80 {
                switch raw[i + 2] {
                case 0x98, 0x99: out.append(UInt8(ascii: "'")); i += 3; continue
                case 0x9C, 0x9D: out.append(UInt8(ascii: "\"")); i += 3; continue
                default: break
                }
            }
            out.append(raw[i])
            i += 1
        }
        return out
    }

    private mutating func consumePart(_ line: [UInt8], number: Int, isCut: Bool) {
        if state == .outside, let ambiguity = LoggedAmbiguity.parse(line, number: number) {
            if ambiguities.count < ConsoleLogReader.maximumConflicts { ambiguities.append(ambiguity) }
            return
        }
        if let at = ConstraintDescriptionParser.find(ConsoleLogReader.header, in: line[...]) {
            closeBlock(truncated: state != .outside)
            var block = LoggedConflict(line: number)
            block.process = ConsoleLogReader.processName(in: line[..<at])
            block.isRedacted = ConstraintDescriptionParser.find(ConsoleLogReader.redacted, in: line[...]) != nil
            current = block
            state = .list
            return
        }
        if state == .outside {
            // A paste without the header: the advice or a constraint of the list opens the
            // block all the same.
            guard !isCut, ConsoleLogReader.opensBlockWithoutHeader(line) else { return }
            var block = LoggedConflict(line: number)
            block.hasHeader = false
            current = block
            state = .list
        }
        if isCut {
            skip(number, "the line is longer than \(ConsoleLogReader.maximumLineLength) bytes")
            return
        }
        let trimmed = ConsoleLogReader.trim(line)
        switch state {
        case .outside:
            return
        case .afterList:
            if ConstraintDescriptionParser.find(ConsoleLogReader.recover, in: line[...]) == nil {
                if trimmed.isEmpty { return }
                if ConstraintDescriptionParser.mentionsConstraint(line) || ConsoleLogReader.opensBlockWithoutHeader(line) {
                    // No "Will attempt to recover": the block ended with its list, and this line
                    // is the next thing (a list pasted on its own), not part of it.
                    closeBlock(truncated: true)
                    return consumePart(line, number: number, isCut: false)
                }
                linesAwaitingBroken += 1
                if linesAwaitingBroken > ConsoleLogReader.maximumLinesBeforeBroken { closeBlock(truncated: true) }
                return
            }
            state = .list
            fallthrough
        case .list:
            if trimmed.elementsEqual([UInt8(ascii: ")")]), current?.constraints.isEmpty == false {
                state = .afterList
                linesAwaitingBroken = 0
                return
            }
            if let at = ConstraintDescriptionParser.find(ConsoleLogReader.recover, in: line[...]) {
                state = .awaitingBroken
                linesAwaitingBroken = 0
                let rest = Array(line[(at + ConsoleLogReader.recover.count)...])
                if ConstraintDescriptionParser.mentionsConstraint(rest) { readBroken(rest, number) }
                return
            }
            if ConstraintDescriptionParser.mentionsConstraint(line) {
                switch ConstraintDescriptionParser.parse(line: line, number: number) {
                case .success(let c)?:
                    if current?.constraints.count ?? 0 < ConsoleLogReader.maximumConstraintsPerBlock,
                       keptConstraints < ConsoleLogReader.maximumTotalConstraints {
                        current?.constraints.append(c)
                        keptConstraints += 1
                    } else {
                        current?.droppedConstraints += 1
                    }
                case .failure(let failure)?: skip(number, "unreadable constraint: \(failure.reason)")
                case nil: skip(number, "not a constraint")
                }
            } else if ConstraintDescriptionParser.find(ConsoleLogReader.redacted, in: line[...]) != nil {
                current?.isRedacted = true
            } else if current?.hasHeader == false, !ConsoleLogReader.belongsToList(trimmed) {
                // Without UIKit's header nothing says where the paste ends: the first line that
                // is not part of a list (app logging, a backtrace) ends it, unread.
                closeBlock(truncated: true)
            } else if ConstraintDescriptionParser.find(ConsoleLogReader.address, in: trimmed) != nil,
                      !ConsoleLogReader.wording.contains(where: { ConstraintDescriptionParser.find($0, in: trimmed) != nil }) {
                // Looks like (part of) a constraint but is not one. Other lines are other
                // threads' output interleaved, or a device log's prefix alone: ignored.
                skip(number, "an address, but not a constraint")
            }
        case .awaitingBroken:
            if trimmed.isEmpty { return }
            linesAwaitingBroken += 1
            if ConstraintDescriptionParser.mentionsConstraint(line) {
                readBroken(line, number)
            } else if ConstraintDescriptionParser.find(ConsoleLogReader.redacted, in: line[...]) != nil {
                current?.isRedacted = true
                closeBlock(truncated: false)
            } else if linesAwaitingBroken > ConsoleLogReader.maximumLinesBeforeBroken {
                closeBlock(truncated: true)
            }
        }
    }

    /// Whether a line outside a block starts one that was pasted without its header: UIKit's
    /// advice, or a constraint description that reads.
    private static func opensBlockWithoutHeader(_ line: [UInt8]) -> Bool {
        let trimmed = trim(line)
        if wording.prefix(1).contains(where: { ConstraintDescriptionParser.find($0, in: trimmed) != nil }) { return true }
        guard ConstraintDescriptionParser.mentionsConstraint(line) else { return false }
        if case .success? = ConstraintDescriptionParser.parse(line: line, number: 0) { return true }
        return false
    }

    /// Lines a pasted list is made of besides its constraints: blank lines, the parentheses,
    /// UIKit's advice, code fences.
    private static func belongsToList(_ trimmed: ArraySlice<UInt8>) -> Bool {
        if trimmed.isEmpty { return true }
        if trimmed.allSatisfy({ $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: ")") || $0 == UInt8(ascii: "`")
            || $0 == UInt8(ascii: ">") || $0 == 0x20 }) { return true }
        return wording.contains { ConstraintDescriptionParser.find($0, in: trimmed) != nil }
    }

    /// Ends the log: a block still open is truncated.
    public mutating func finish() {
        closeBlock(truncated: state != .outside)
    }

    private mutating func readBroken(_ line: [UInt8], _ number: Int) {
        switch ConstraintDescriptionParser.parse(line: line, number: number) {
        case .success(let c)?: current?.broken = c
        case .failure(let failure)?: skip(number, "unreadable constraint: \(failure.reason)")
        case nil: skip(number, "not a constraint")
        }
        closeBlock(truncated: current?.broken == nil)
    }

    private mutating func skip(_ line: Int, _ reason: String) {
        skippedCount += 1
        if skipped.count < ConsoleLogReader.maximumSkippedLines { skipped.append(SkippedLine(line: line, reason: reason)) }
    }

    private mutating func closeBlock(truncated: Bool) {
        defer {
            current = nil
            state = .outside
        }
        guard var block = current else { return }
        block.isTruncated = truncated
        var hasher = Hasher()
        for c in block.constraints { hasher.combine(c.text) }
        hasher.combine(block.broken?.text)
        hasher.combine(block.isTruncated)
        let signature = hasher.finalize()
        for index in signatures[signature] ?? [] where ConsoleLogReader.sameConstraints(conflicts[index], block) {
            if conflicts[index].repeatLines.count < ConsoleLogReader.maximumSkippedLines {
                conflicts[index].repeatLines.append(block.line)
            }
            keptConstraints -= block.constraints.count
            return
        }
        // Past the limits a block is counted, not kept (one that could keep none of its
        // constraints too: the total is spent).
        guard conflicts.count < ConsoleLogReader.maximumConflicts,
              !(block.constraints.isEmpty && block.droppedConstraints > 0) else {
            droppedConflicts += 1
            keptConstraints -= block.constraints.count
            return
        }
        signatures[signature, default: []].append(conflicts.count)
        conflicts.append(block)
    }

    private static func sameConstraints(_ a: LoggedConflict, _ b: LoggedConflict) -> Bool {
        a.constraints.map(\.text) == b.constraints.map(\.text) && a.broken?.text == b.broken?.text
            && a.isTruncated == b.isTruncated
    }

    private static func trim(_ line: [UInt8]) -> ArraySlice<UInt8> {
        var s = line[...]
        while let f = s.first, f == 0x20 || f == 0x09 || f == UInt8(ascii: "\"") { s.removeFirst() }
        while let l = s.last, l == 0x20 || l == 0x09 || l == UInt8(ascii: ",") { s.removeLast() }
        return s
    }
}
