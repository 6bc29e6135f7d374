import Dispatch
import PlumbDiagnostics
import PlumbFormats
import PlumbLayout
import PlumbMessages
import Synchronization

/// `plumb diagnose FILE…`: every finding of the diagnostics layer, for several files at once,
/// diagnosed in parallel (one layout per file) and reported in the order given.
enum DiagnoseCommand {
    static let usage = """
        USAGE: plumb diagnose [OPTIONS] PATH...

        PATH is a layout file, an Interface Builder storyboard or xib (every scene, in every
        size class the document uses; see Docs/interface-builder.md), or a directory: every
        .storyboard, .xib and .layout under it, skipping build, DerivedData, .build, Pods,
        Carthage, node_modules and hidden directories.

        Lays out each file (each a separate layout, in parallel) and reports what the
        diagnostics find: ambiguous views and scroll content sizes, content priority ties,
        conflicting constraints, unsatisfied optional constraints. See Docs/diagnostics.md.

        OPTIONS:
          --fail-on LEVEL   the least severe finding that makes the exit status 1: error,
                            warning (default) or note
          --timeout SECONDS stop diagnosing a file after this long (default 60; its first
                            layout pass gets half of it); an incomplete diagnosis is
                            reported as an error finding and exit 2
          --text-size CATEGORY
                            lay out at this Dynamic Type category (extraSmall … large …
                            accessibilityExtraExtraExtraLarge: labels and buttons that adjust
                            their font to it) and report texts that no longer fit:
                            truncated, cut off or overlapping (layout files)
          --pseudo-localize lengthen and accent every label's and button's text as
                            translations do, and report texts that no longer fit
          --exclude PATTERN skip what matches under a directory (repeatable): a name
                            (`Legacy`, `*.xib`) or a path below it (`App/Old/**`)
          --devices LIST    lay each file out on several devices, each in portrait and
                            landscape (ids such as retina4_0,ipad12_9rounded, ID:landscape
                            for one orientation, or 'standard'), and mark each finding
                            found on some only with (only on: …)
          --baseline FILE   report only findings not in this baseline, and say how many
                            known ones remain and which were fixed (standard error)
          --write-baseline FILE
                            record today's findings as the baseline (see Docs/diagnostics.md)
          --verbose         in text, each frame Plumb computes differently from one Xcode
                            saved in place (by default one note per file counts them)
          --format FORMAT   text (default): path:line:column: warning: message, notes for the
                            constraints involved, and a summary line;
                            json: the findings with stable field names;
                            sarif: a SARIF 2.1.0 log (one run, tool plumb);
                            github: GitHub Actions annotations (::warning file=…,line=…::…)
        \(LayoutOptions.help)
          -h, --help        show this help

        Exit status: 0 no (new) findings at --fail-on's level or above (notes alone exit 0 by
        default), 1 findings, 2 bad usage, a file or directory that cannot be read (its errors go
        to standard error, file:line:column first) or a diagnosis cut short by --timeout.
        """

    static let parser = ArgumentParser(valueOptions: LayoutOptions.valueOptions.union(["--format", "--timeout", "--fail-on",
                                                                                       "--text-size", "--exclude", "--baseline",
                                                                                       "--write-baseline", "--devices"]),
                                       flags: ["--help", "-h", "--pseudo-localize", "--verbose"])

    enum Format: String {
        case text, json, sarif, github
    }

    static func run(_ arguments: [String], console: Console) throws(UsageError) -> Int32 {
        guard let args = try parser.parse(arguments, usage: usage, console: console) else { return 0 }
        let format = try args.value("--format").map { text throws(UsageError) in
            guard let format = Format(rawValue: text) else {
                throw UsageError("unknown --format '\(text)' (expected text, json, sarif or github)")
            }
            return format
        } ?? .text
        var options = try DocumentOptions(args)
        if let text = args.value("--text-size") {
            guard let category = ContentSizeCategory(rawValue: text) else {
                throw UsageError("unknown --text-size '\(text)' (expected "
                    + ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ") + ")")
            }
            options.textCheck = TextCheck(category: category)
        }
        if args.has("--pseudo-localize") {
            options.textCheck = TextCheck(category: options.textCheck?.category, pseudoLocalizes: true)
        }
        let failOn = try failureLevel(args)
        var timeLimit = Duration.seconds(60)
        if let text = args.value("--timeout") {
            guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 86_400 else {
                throw UsageError("--timeout takes a number of seconds greater than 0 (got '\(text)')")
            }
            timeLimit = .milliseconds(Int64((seconds * 1000).rounded(.up)))
        }
        guard !args.operands.isEmpty else { throw UsageError("no layout file: give one or more FILEs or directories") }
        let devices = try args.value("--devices").map { text throws(UsageError) in try DeviceMatrix(parsing: text) }
        // Read before the diagnosis: a baseline that cannot be read stops the run at once.
        var baseline: FindingBaseline?
        if let path = args.value("--baseline") {
            do throws(DocumentFailure) {
                baseline = try FindingBaseline(path: path)
            } catch {
                console.writeError(LayoutOptions.describe(error.diagnostics, colored: console.colorsError))
                return 2
            }
        }

        let walk = ProjectFiles(excluded: args.allValues["--exclude"] ?? []).expand(args.operands)
        for failure in walk.failures {
            console.writeError(LayoutOptions.describe([Diagnostic(.error, failure.message, at: SourceLocation(file: failure.path))],
                                                      colored: console.colorsError))
        }
        var files = diagnose(walk.files, options, timeLimit: timeLimit, devices: devices, showsProgress: console.errorIsTerminal)
        for file in files where file.failed {
            console.writeError(LayoutOptions.describe(file.errors, colored: console.colorsError))
        }
        if let path = args.value("--write-baseline") {
            if let problem = OutputFile.write(FindingBaseline(files).text, to: path) {
                console.report(Diagnostic(.error, "cannot write the baseline '\(path)': \(problem)"), tool: "plumb diagnose")
                return 2
            }
        }
        if let baseline {
            let (known, fixed) = baseline.filter(&files)
            console.writeError(FindingBaseline.summary(known: known, fixed: fixed))
        }
        switch format {
        case .text:
            console.writeOutput(FindingTextRenderer(colored: console.colorsOutput, verbose: args.has("--verbose")).render(files))
            // Notes about the input (an Interface Builder document's skipped elements, Xcode's
            // marks): text only; in JSON and SARIF the findings carry what matters.
            for file in files where !file.notes.isEmpty {
                console.writeOutput(file.notes.map(\.description).joined(separator: "\n") + "\n")
            }
        case .json: console.writeOutput(FindingJSONRenderer().render(files))
        case .sarif: console.writeOutput(FindingSARIFRenderer().render(files))
        case .github: console.writeOutput(FindingGitHubRenderer().render(files))
        }
        let cutShort = files.contains { $0.findings.contains { $0.kind == .diagnosticsIncomplete } }
        if cutShort || files.contains(where: \.failed) || !walk.failures.isEmpty { return 2 }
        return files.contains { $0.findings.contains { $0.severity <= failOn } } ? 1 : 0
    }

    /// `--fail-on error|warning|note` (default warning): findings at this severity or above
    /// make the exit status 1.
    static func failureLevel(_ args: ParsedArguments) throws(UsageError) -> Finding.Severity {
        guard let text = args.value("--fail-on") else { return .warning }
        guard let level = Finding.Severity(rawValue: text) else {
            throw UsageError("unknown --fail-on '\(text)' (expected error, warning or note)")
        }
        return level
    }

    /// Diagnoses the files on every core; the results come back in the order given. With
    /// `showsProgress` (standard error is a terminal), a line there that counts the files
    /// done, rewritten in place, then erased.
    static func diagnose(_ paths: [String], _ options: DocumentOptions, timeLimit: Duration? = nil,
                         devices: DeviceMatrix? = nil, showsProgress: Bool = false) -> [FileDiagnosis] {
        guard let entries = devices?.entries else {
            return diagnose(paths.map { ($0, options) }, timeLimit: timeLimit, showsProgress: showsProgress)
        }
        // Every file on every device, in parallel; then each file's runs as one.
        let runs = diagnose(paths.flatMap { path in entries.map { (path, options.on($0)) } },
                            timeLimit: timeLimit, showsProgress: showsProgress)
        return paths.indices.map { i in
            DeviceMatrix.merge(Array(zip(entries, runs[(i * entries.count)..<((i + 1) * entries.count)])))
        }
    }

    /// Each file of `jobs` diagnosed with its options, in parallel.
    private static func diagnose(_ jobs: [(path: String, options: DocumentOptions)], timeLimit: Duration?,
                                 showsProgress: Bool) -> [FileDiagnosis] {
        guard jobs.count > 1 else { return jobs.map { FileDiagnosis.run($0.path, $0.options, timeLimit: timeLimit) } }
        let results = Mutex([FileDiagnosis?](repeating: nil, count: jobs.count))
        let done = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let result = FileDiagnosis.run(jobs[index].path, jobs[index].options, timeLimit: timeLimit)
            results.withLock { $0[index] = result }
            if showsProgress {
                done.withLock { count in
                    count += 1
                    writeAll(2, "\r\u{1B}[K[\(count)/\(jobs.count)] \(TerminalText.escaped(jobs[index].path))")
                }
            }
        }
        if showsProgress { writeAll(2, "\r\u{1B}[K") }
        return results.withLock { list in
            list.enumerated().map { index, result in result ?? FileDiagnosis(path: jobs[index].path) }
        }
    }
}
