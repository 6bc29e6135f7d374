import Dispatch
import PlumbDiagnostics
import PlumbFormats
import Synchronization

/// `plumb diagnose FILE…`: every finding of the diagnostics layer, for several files at once,
/// diagnosed in parallel (one layout per file) and reported in the order given.
enum DiagnoseCommand {
    static let usage = """
        USAGE: plumb diagnose [OPTIONS] FILE...

        Lays out each layout file (each a separate layout, in parallel) and reports what the
        diagnostics find: ambiguous views and scroll content sizes, content priority ties,
        conflicting constraints, unsatisfied optional constraints. See Docs/diagnostics.md.

        OPTIONS:
          --format FORMAT   text (default): path:line:column: warning: message, notes for the
                            constraints involved, and a summary line;
                            json: the findings with stable field names;
                            sarif: a SARIF 2.1.0 log (one run, tool plumb)
        \(LayoutOptions.help)
          -h, --help        show this help

        Exit status: 0 no findings, 1 findings, 2 bad usage or a file that cannot be read
        (its errors go to standard error, file:line:column first).
        """

    static let parser = ArgumentParser(valueOptions: LayoutOptions.valueOptions.union(["--format"]),
                                       flags: ["--help", "-h"])

    enum Format: String {
        case text, json, sarif
    }

    static func run(_ arguments: [String], console: Console) throws(UsageError) -> Int32 {
        let args = try parser.parse(arguments)
        if args.has("--help") || args.has("-h") {
            console.writeOutput(usage + "\n")
            return 0
        }
        let format = try args.value("--format").map { text throws(UsageError) in
            guard let format = Format(rawValue: text) else {
                throw UsageError("unknown --format '\(text)' (expected text, json or sarif)")
            }
            return format
        } ?? .text
        let options = try LayoutOptions(args)
        guard !args.operands.isEmpty else { throw UsageError("no layout file: give one or more FILEs") }

        let files = diagnose(args.operands, options)
        for file in files where file.failed {
            console.writeError(LayoutOptions.describe(LayoutFileErrors(file.errors), colored: console.colorsError))
        }
        switch format {
        case .text: console.writeOutput(FindingTextRenderer(colored: console.colorsOutput).render(files))
        case .json: console.writeOutput(FindingJSONRenderer().render(files))
        case .sarif: console.writeOutput(FindingSARIFRenderer().render(files))
        }
        if files.contains(where: \.failed) { return 2 }
        return files.contains { !$0.findings.isEmpty } ? 1 : 0
    }

    /// Diagnoses the files on every core; the results come back in the order given.
    static func diagnose(_ paths: [String], _ options: LayoutOptions) -> [FileDiagnosis] {
        guard paths.count > 1 else { return paths.map { FileDiagnosis.run($0, options) } }
        let results = Mutex([FileDiagnosis?](repeating: nil, count: paths.count))
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let result = FileDiagnosis.run(paths[index], options)
            results.withLock { $0[index] = result }
        }
        return results.withLock { list in
            list.enumerated().map { index, result in result ?? FileDiagnosis(path: paths[index]) }
        }
    }
}
