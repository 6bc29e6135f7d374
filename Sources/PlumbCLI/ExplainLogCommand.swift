import PlumbConsoleLog
import PlumbDiagnostics
import PlumbLayout
import PlumbMessages

/// `plumb explain-log FILE`: reads UIKit's "Unable to simultaneously satisfy constraints"
/// blocks in a console log and explains each (``ConsoleLogExplainer``): the minimal
/// conflicting set, the constraint UIKit broke against the one Plumb breaks, and a fix.
enum ExplainLogCommand {
    static let usage = """
        USAGE: plumb explain-log [OPTIONS] FILE

        FILE is a console log (Xcode's console, a device log, a pasted issue), or - for standard
        input. Every "Unable to simultaneously satisfy constraints." block in it, from UIKit or
        AppKit (iOS 8 to today) or from PlumbLayout itself, is rebuilt, solved, and explained:
        the minimal set of constraints that conflict, the one UIKit broke and whether Plumb
        breaks the same, a fix checked by solving again, and every constraint as a sentence.
        Other lines are ignored; a line inside a block that cannot be read is reported with its
        line number and skipped. See Docs/console-log.md.

        OPTIONS:
          --format FORMAT   text (default): FILE:LINE: error: …, a note per constraint of the
                            minimal set, with the log's line numbers;
                            json: every block with its constraints, minimal set and fix;
                            sarif: a SARIF 2.1.0 log (one result per block);
                            github: GitHub Actions annotations, one per block
          --render SVG      draw the first conflict: its views as Plumb solves them, the
                            constraints of the minimal set as red lines ('-': on standard
                            output, instead of the report)
          -h, --help        show this help

        It also reads what people paste besides conflict blocks: a list of constraints without
        UIKit's header (a constraintsAffectingLayout print: whether they conflict, and what they
        leave free) and _autolayoutTrace's "AMBIGUOUS LAYOUT for" lines.

        Exit status: 0 nothing wrong found (no block, or only lists that hold), 1 conflicts or
        ambiguous views reported, 2 bad usage or a log that cannot be read.
        """

    static let parser = ArgumentParser(valueOptions: ["--format", "--render"], flags: ["--help", "-h"])

    static func run(_ arguments: [String], console: Console) throws(UsageError) -> Int32 {
        guard let args = try parser.parse(arguments, usage: usage, console: console) else { return 0 }
        let format = try args.value("--format").map { text throws(UsageError) in
            guard let format = DiagnoseCommand.Format(rawValue: text) else {
                throw UsageError("unknown --format '\(text)' (expected text, json, sarif or github)")
            }
            return format
        } ?? .text
        guard args.operands.count == 1, let path = args.operands.first else {
            throw UsageError(args.operands.isEmpty ? "no log: give one FILE (or - for standard input)" : "give one log FILE")
        }
        if let render = args.value("--render"), render.isEmpty { throw UsageError("--render needs a file name") }

        let reader: ConsoleLogReader
        switch ConsoleLogFile.read(path) {
        case .success(let read): reader = read
        case .failure(let failure):
            console.report(failure, tool: "plumb explain-log")
            return 2
        }
        let explanations = reader.conflicts.map(ConsoleLogExplainer.explain)
        let shown = path == "-" ? "<stdin>" : path
        for skipped in reader.skipped {
            console.report(skipped.diagnostic(in: shown))
        }
        if reader.skippedCount > reader.skipped.count {
            console.report(Diagnostic(.warning, "\(reader.skippedCount - reader.skipped.count) more lines skipped",
                                      at: SourceLocation(file: shown)))
        }
        for conflict in reader.conflicts where conflict.droppedConstraints > 0 {
            console.report(Diagnostic(.warning, "\(conflict.droppedConstraints) more constraints in this block not read "
                + "(more than \(ConsoleLogReader.maximumConstraintsPerBlock))", at: SourceLocation(file: shown, line: conflict.line)))
        }
        if reader.droppedConflicts > 0 {
            console.report(Diagnostic(.warning, "\(reader.droppedConflicts) more blocks not explained (the reader keeps "
                + "\(ConsoleLogReader.maximumConflicts) different blocks and \(ConsoleLogReader.maximumTotalConstraints) constraints)",
                at: SourceLocation(file: shown)))
        }
        let file = FileDiagnosis(path: shown, findings: explanations.map { ExplainLogFindings.finding($0, path: shown) }
                                    + reader.ambiguities.map { ExplainLogFindings.finding($0, path: shown) })
        // `--render -` puts the picture on standard output instead of the report.
        switch args.value("--render") == "-" ? nil : format {
        case nil: break
        case .text:
            var out = ""
            for (finding, explanation) in zip(file.findings, explanations) {
                out += FindingTextRenderer(colored: console.colorsOutput).render(finding, path: shown)
                out += ExplainLogFindings.details(explanation, path: shown)
            }
            for finding in file.findings.dropFirst(explanations.count) {
                out += FindingTextRenderer(colored: console.colorsOutput).render(finding, path: shown)
            }
            let lists = file.findings.prefix(explanations.count).filter { $0.severity == .note }.count
            out += ExplainLogCommand.summary(blocks: explanations.count - lists, lists: lists,
                                             ambiguous: reader.ambiguities.count, path: shown, lines: reader.lineCount)
            console.writeOutput(out)
        case .json:
            console.writeOutput(ExplainLogFindings.json(explanations, file: file, reader: reader))
        case .sarif:
            console.writeOutput(FindingSARIFRenderer().render([file]))
        case .github:
            console.writeOutput(FindingGitHubRenderer().render([file]))
        }
        if let render = args.value("--render") {
            guard let first = reader.conflicts.first else {
                console.report(Diagnostic(.error, "no conflict block to render"), tool: "plumb explain-log")
                return 2
            }
            let (root, conflicting) = ConsoleLogExplainer.rebuild(first)
            let svg = ConflictSVGRenderer(root: root, conflicting: conflicting, title: "\(shown):\(first.line)").render()
            if render == "-" {
                console.writeOutput(svg)
            } else if let problem = OutputFile.write(svg, to: render) {
                console.report(Diagnostic(.error, "cannot write '\(render)': \(problem)"), tool: "plumb explain-log")
                return 2
            }
        }
        return file.findings.contains { $0.severity != .note } ? 1 : 0
    }

    /// `2 conflict blocks in app.log (40 lines)`, with the ambiguous views of a trace.
    static func summary(blocks: Int, lists: Int, ambiguous: Int, path: String, lines: Int) -> String {
        let path = TerminalText.escaped(path)
        guard blocks + lists + ambiguous > 0 else { return "no conflict blocks in \(path)\n" }
        var parts: [String] = []
        if blocks > 0 { parts.append("\(blocks) conflict block\(blocks == 1 ? "" : "s")") }
        if lists > 0 { parts.append("\(lists) list\(lists == 1 ? "" : "s") of constraints without a conflict") }
        if ambiguous > 0 { parts.append("\(ambiguous) ambiguous view\(ambiguous == 1 ? "" : "s") (_autolayoutTrace)") }
        return parts.joined(separator: ", ") + " in \(path) (\(lines) lines)\n"
    }
}
