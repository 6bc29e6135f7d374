import Dispatch
import PlumbDiagnostics
import PlumbMessages
import Synchronization

/// `plumb report PATH… -o report.html`: a whole project's pictures and findings on one
/// self-contained HTML page (``HTMLReport``), for people and for CI artifacts.
enum ReportCommand {
    static let usage = """
        USAGE: plumb report [OPTIONS] PATH… [-o OUT.html]

        Lays out every file given, and every .storyboard, .xib and .layout file under the
        directories given (as plumb diagnose walks them), and writes one HTML page: each scene
        of each file as plumb render draws it, its findings listed beside it. Filters by
        severity and kind; a click on a finding (or its marker) outlines its views, and
        hovering a constraint outlines the views it relates. The page is self-contained: no
        network, no external script or style.

        OPTIONS:
          -o, --output FILE the HTML file to write (default: standard output; '-' too)
          --exclude PATTERN skip what matches under a directory (repeatable; as plumb diagnose)
          --show WHAT       also draw the safe area and margins (as plumb render)
        \(LayoutOptions.help)
        \(InterfaceBuilderFile.help)
          -h, --help        show this help

        Exit status: 0 written, no warnings or errors; 1 written, with some; 2 bad usage, an
        output that cannot be written, or a file that cannot be read or drawn (the page says
        why, and the others are still in it).
        """

    static let parser = ArgumentParser(valueOptions: LayoutOptions.valueOptions.union(["-o", "--output", "--show", "--exclude"])
                                           .union(InterfaceBuilderFile.valueOptions),
                                       flags: ["--help", "-h"])

    static func run(_ arguments: [String], console: Console) throws(UsageError) -> Int32 {
        guard let args = try parser.parse(arguments, usage: usage, console: console) else { return 0 }
        let options = try DocumentOptions(args)
        let pictureOptions = try RenderCommand.pictureOptions(args)
        guard !args.operands.isEmpty else { throw UsageError("nothing to report: give one or more FILEs or directories") }
        if args.value("-o") != nil, args.value("--output") != nil { throw UsageError("give the output once (-o or --output)") }
        let output = args.value("-o") ?? args.value("--output") ?? "-"
        guard !output.isEmpty else { throw UsageError("-o needs a file name") }

        var failed = false
        let walk = ProjectFiles(excluded: args.allValues["--exclude"] ?? []).expand(args.operands)
        for failure in walk.failures {
            console.report(Diagnostic(.error, failure.message, at: SourceLocation(file: failure.path)), tool: "plumb report")
            failed = true
        }
        var listOptions = pictureOptions
        listOptions.listsFindings = false
        let files = try draw(walk.files, options, listOptions)
        for file in files where !file.failure.isEmpty {
            console.writeError(LayoutOptions.describe(file.failure, colored: console.colorsError))
            failed = true
        }
        let page = HTMLReport(files: files).render()
        if output == "-" {
            console.writeOutput(page)
        } else if let problem = OutputFile.write(page, to: output) {
            console.report(Diagnostic(.error, "cannot write '\(output)': \(problem)"), tool: "plumb report")
            return 2
        }
        if failed { return 2 }
        // As plumb diagnose by default: warnings and errors, not notes.
        return files.contains { $0.pictures.contains { $0.findings.contains { $0.severity <= .warning } } } ? 1 : 0
    }

    /// Every file's pictures, or why it has none, in parallel (each file lays out its own
    /// hierarchy), in the order given. An option a file's format does not take stops the run.
    private static func draw(_ paths: [String], _ options: DocumentOptions, _ pictureOptions: PictureOptions)
        throws(UsageError) -> [HTMLReport.File] {
        let results = Mutex([HTMLReport.File?](repeating: nil, count: paths.count))
        let usage = Mutex<UsageError?>(nil)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let path = paths[index]
            let file: HTMLReport.File
            do throws(UsageError) {
                switch try InputDocuments.open(path, options) {
                case .success(let document):
                    do throws(DocumentFailure) {
                        file = HTMLReport.File(path: path, pictures: try document.pictures(pictureOptions), failure: [])
                    } catch {
                        file = HTMLReport.File(path: path, pictures: [], failure: error.diagnostics)
                    }
                case .failure(let failure):
                    file = HTMLReport.File(path: path, pictures: [], failure: failure.diagnostics)
                }
            } catch {
                usage.withLock { $0 = $0 ?? error }
                return
            }
            results.withLock { $0[index] = file }
        }
        if let error = usage.withLock({ $0 }) { throw error }
        return results.withLock { list in
            list.enumerated().map { index, file in file ?? HTMLReport.File(path: paths[index], pictures: [], failure: []) }
        }
    }
}
