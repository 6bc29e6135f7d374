import PlumbConsoleLog
import PlumbDiagnostics
import PlumbFormats
import PlumbMessages

/// A console log: `plumb explain-log` reads it; the layout commands say so, once, where its
/// first conflict block starts (rather than a layout syntax error per line of the log).
struct ConsoleLogFile: InputDocument {
    let path: String
    let reader: ConsoleLogReader

    /// Reads the log a buffer at a time (`-`: standard input); memory stays bounded by the
    /// reader's own limits whatever the file's size.
    static func read(_ path: String) -> Result<ConsoleLogReader, DocumentFailure> {
        var feed = ConsoleLogFeed()
        do {
            try InputFile.stream(path) { chunk in feed.feed(chunk) }
        } catch {
            return .failure(DocumentFailure(Diagnostic(.error, error.message, at: SourceLocation(file: path, line: 1, column: 1))))
        }
        return .success(feed.finish())
    }

    static func open(_ path: String) -> Result<ConsoleLogFile, DocumentFailure> {
        read(path).map { ConsoleLogFile(path: path, reader: $0) }
    }

    /// One error for a console log given where a layout file was expected, at its first
    /// conflict block, naming the command that reads it; nil for text that holds no block.
    static func pointer(to source: LayoutSource) -> Diagnostic? {
        pointer(ConsoleLogReader.read(String(decoding: source.bytes, as: UTF8.self)), path: source.path)
    }

    private static func pointer(_ reader: ConsoleLogReader, path: String) -> Diagnostic? {
        // A block with a constraint read: the header alone could be a phrase in a comment.
        guard let first = reader.conflicts.first(where: { !$0.constraints.isEmpty }) else { return nil }
        let blocks = reader.conflicts.count + reader.droppedConflicts
        return Diagnostic(.error, "a console log, not a layout file (\(blocks) conflict block\(blocks == 1 ? "" : "s"), "
            + "the first here): 'plumb explain-log \(path)' explains them", at: SourceLocation(file: path, line: first.line, column: 1))
    }

    /// What every layout command gets from a log: where to take it instead.
    private var failure: DocumentFailure {
        DocumentFailure(Self.pointer(reader, path: path)
            ?? Diagnostic(.error, "a console log with no conflict block, not a layout file: 'plumb explain-log \(path)' reads logs",
                          at: SourceLocation(file: path)))
    }

    func diagnose(until deadline: ContinuousClock.Instant?) -> FileDiagnosis { FileDiagnosis(path: path, errors: failure.diagnostics) }
    func solved(json: Bool) throws(DocumentFailure) -> (output: String, brokenConstraints: Int, overflows: [String]) {
        throw failure
    }
    func pictures(_ options: PictureOptions) throws(DocumentFailure) -> [Picture] { throw failure }
    func subject(named name: String, scene: String?) throws(DocumentFailure) -> ExplanationSubject { throw failure }
}
