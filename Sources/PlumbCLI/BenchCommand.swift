import PlumbBenchmarks
import PlumbMessages
import PlumbDiagnostics
import PlumbFormats
import PlumbSolver

/// `plumb bench`: times the solver on workload files and generated workloads, with the same
/// arguments, phases and output lines as the C++ harness kiwi_bench, so that
/// a harness built beside kiwi can run both side by side (Docs/benchmarks.md).
///
/// Output (text): a `#RESULT…` header, then one line per workload and phase,
/// `RESULT<TAB>impl<TAB>workload/phase<TAB>n<TAB>ms_median<TAB>ms_min<TAB>reps<TAB>check`, and
/// `ERROR<TAB>impl<TAB>workload<TAB>message` when the solver refuses a call (the workload's
/// remaining phases are skipped).
struct BenchCommand {
    static let usage = """
        USAGE: plumb bench [OPTIONS] FILE...
               plumb bench [OPTIONS] --workload chain|chainfit|chain_edit --size N [--ticks T]
               plumb bench [OPTIONS] --workload tree [--depth D] [--fanout F]
               plumb bench --quick [OPTIONS]
               plumb bench [--reps R] [--format F] --workload rowlist|keyboard|stack|layoutfile [--size N]
               plumb bench [--reps R] [--format F] --workload wwdc_row|wwdc_deep|wwdc_grid|wwdc_move|wwdc_remove [--size N]
               plumb bench [--reps R] [--format F] --workload flexrows|flextree|flexgrid [--size LEAVES]
               plumb bench [--reps R] [--format F] --workload drift [--size FRAMES]
               plumb bench [--reps R] [--format F] FILE.layout [--change CHANGE]
               plumb bench [--reps R] [--format F] FILE.storyboard|FILE.xib

        Times Plumb's solver on constraint workloads (the format of gen_workloads.py) and prints
        the same lines as kiwi's benchmark program, so that the two can be compared. The layout workloads time
        the layout engine instead and print a table (median, minimum, maximum of the runs):
          rowlist     N views of PlumbBenchmarks' RowListBenchmark (default 1000): the layout of the
                      views, then the solver alone on the same constraints, and their ratio
          keyboard    the 200-field keyboard form (--size: fields): first layout, then one
                      keyboard show/hide cycle with the last field active
          stack       N views (default 1000) in a vertical stack view, then the same column
                      as hand-written constraints (build and first layout each), and the ratio
          layoutfile  a generated .layout file of N views (default 10000): parse, build,
                      layout and total, what plumb solve does
          wwdc_row, wwdc_deep, wwdc_grid, wwdc_move, wwdc_remove
                      WWDC 2018's scaling workloads on the layout engine (a row of labels, a
                      deep hierarchy, a grid of cells, a cell moved between rows per tick, a
                      grid removed) at 100, 1000, ... views up to --size (default 100000),
                      with the growth exponent N^k between sizes and from 1000 to the largest
          flexrows, flextree, flexgrid
                      the flexbox comparison's trees (rows of a fixed and a flexible box,
                      fillEqually stacks nested 4 deep, a grid of fixed cells) at about
                      --size leaves (default 10000): parse, build, layout, and the relayout
                      after the change the comparison makes (the middle box 60 high, the
                      middle innermost stack's spacing 4, the middle cell 20 high)
          drift       a long animation: 1, 2 or 10 constants changed per frame and
                      layoutIfNeeded, without and with optional constraints, --size frames
                      (default 40000); the first and the last 5000 frames, and their ratio

        A layout file, storyboard or xib of your own is timed phase by phase, each run from
        scratch: parse, build (views and constraints), layout (the first pass) and, with
        --change, relayout (the change applied and the layout passed again):
          --change CHANGE   a view property in the format's syntax (title.isHidden = true,
                            form.spacing = 20, name.text = "Jane") or the constraints of a line
                            of the file (line 25: constant = 8, line 25: priority = 750)

        OPTIONS:
          --reps R          runs of each phase, each on a fresh solver (default 7; 3 with --quick)
          --phases LIST     comma-separated phases (default make,build,edit,remove):
                              make    create the variables and constraints only
                              build   add edit variables and constraints in file order, update
                              edit    after an untimed build, run every tick (files with t lines)
                              remove  after an untimed build, remove every odd-index constraint,
                                      update; also prints readd, as kiwi_bench does
                              readd   then add them back in order, update
          --impl NAME       the name in the impl column (default plumb)
          --format FORMAT   text (RESULT lines, default) or json (an array of results)
          --workload KIND   generate a workload in memory: chain, chainfit, chain_edit or tree;
                            or a layout workload: rowlist, keyboard, stack, layoutfile,
                            wwdc_row, wwdc_deep, wwdc_grid, wwdc_move, wwdc_remove, drift,
                            flexrows, flextree, flexgrid
          --size N          views in the chain (chain, chainfit, chain_edit); views or fields of
                            a layout workload
          --ticks T         ticks of chain_edit (default 1000)
          --depth D         levels below the root of the tree (default 3)
          --fanout F        children per stack of the tree (default 4)
          --quick           a small built-in set (chain_100, chainfit_100, tree_d3_f4,
                            chain_edit_100), phases build,edit,remove,readd: seconds, for CI
          -h, --help        show this help

        Each line reports n (constraints; ticks for edit; removed constraints for remove and
        readd), the median and minimum time in milliseconds over the runs, and check: the
        kiwi-weighted objective of the solution and the largest required violation
        (obj=%.9g;req=%.3g), plus the edited variables' values for edit.

        A progress line shows on standard error while a run goes, on a terminal only.

        Exit status: 0 ok, 1 the solver refused a call (ERROR line), 2 bad usage or input.
        """

    static let parser = ArgumentParser(
        valueOptions: ["--reps", "--phases", "--impl", "--format", "--workload", "--size", "--ticks", "--depth", "--fanout",
                       "--change"],
        flags: ["--quick", "--help", "-h"])

    /// The phases a run can have, in the order they run.
    typealias Phase = BenchmarkPhase

    enum OutputFormat: String {
        case text, json
    }

    /// A workload to run: read from a file or generated.
    enum Source {
        case file(String)
        case generated(@Sendable () -> Workload)
    }

    static let defaultPhases = "make,build,edit,remove"
    static let quickPhases = "build,edit,remove,readd"
    /// Larger generated workloads are refused rather than risking running out of memory: a
    /// chain of 1,000,000 views (3,000,003 constraints) peaks at 2.7 GB; 3,333,333 views took
    /// 8.9 GB and crashed machines with less (Docs/reliability.md).
    static let maximumGeneratedConstraints = 3_000_003
    /// Workload files are read whole: 256 MiB holds about ten million constraint lines.
    static let maximumWorkloadFileSize = 256 << 20

    var reps = 7
    var phases: Set<Phase> = []
    var impl = "plumb"
    var format = OutputFormat.text
    var sources: [Source] = []
    var showHelp = false
    /// A layout workload (then `sources` is empty).
    var layoutWorkload: LayoutBenchmark?
    /// A user's layout file, storyboard or xib (then `sources` is empty).
    var document: DocumentBenchmark?

    // MARK: Arguments

    /// Reads the arguments after `bench`.
    static func parse(_ arguments: [String]) throws(UsageError) -> BenchCommand {
        let args = try parser.parse(arguments)
        var command = BenchCommand()
        if args.has("--help") || args.has("-h") {
            command.showHelp = true
            return command
        }
        let quick = args.has("--quick")
        command.reps = try args.integer("--reps", in: 1...1_000_000) ?? (quick ? 3 : 7)
        command.phases = try parsePhases(args.value("--phases") ?? (quick ? quickPhases : defaultPhases))
        if let impl = args.value("--impl") {
            guard !impl.isEmpty, !impl.contains(where: { $0 == "\t" || $0.isNewline }) else {
                throw UsageError("--impl needs a name without tabs or line breaks")
            }
            command.impl = impl
        }
        if let format = args.value("--format") {
            guard let parsed = OutputFormat(rawValue: format) else {
                throw UsageError("unknown --format '\(format)' (expected text or json)")
            }
            command.format = parsed
        }

        if let path = args.operands.first, DocumentBenchmark.reads(path) {
            guard args.operands.count == 1, args.value("--workload") == nil, !quick else {
                throw UsageError("a layout file, storyboard or xib is benchmarked alone: give one FILE, no --workload, no --quick")
            }
            if args.value("--phases") != nil { throw UsageError("--phases does not apply to \(path): its phases are parse, build, layout and relayout") }
            try rejectShapeOptions(args, except: [], for: path)
            var change: LayoutChange?
            if let text = args.value("--change") {
                guard InputDocuments.Format.of(path) != .interfaceBuilder else {
                    throw UsageError("--change is for layout files; a storyboard is benchmarked as it is")
                }
                do {
                    change = try LayoutChange(text)
                } catch {
                    throw UsageError("--change: " + (error.errors.first.map { $0.diagnostic.message } ?? "not a change"))
                }
            }
            command.document = DocumentBenchmark(path: path, change: change)
            return command
        }
        if args.value("--change") != nil { throw UsageError("--change needs a layout file: plumb bench FILE.layout --change CHANGE") }
        if let kind = args.value("--workload").flatMap(LayoutBenchmark.Kind.init(rawValue:)) {
            if quick || !args.operands.isEmpty {
                throw UsageError("--workload \(kind.rawValue) runs alone: give no FILE and no --quick")
            }
            if args.value("--phases") != nil { throw UsageError("--phases does not apply to --workload \(kind.rawValue)") }
            try rejectShapeOptions(args, except: ["--size"], for: "--workload \(kind.rawValue)")
            let size = try args.integer("--size", in: 1...1_000_000) ?? LayoutBenchmark.defaultSize(kind)
            command.layoutWorkload = LayoutBenchmark(kind: kind, size: size)
            return command
        }
        if quick {
            if args.value("--workload") != nil || !args.operands.isEmpty {
                throw UsageError("--quick runs a built-in set: give no FILE and no --workload")
            }
            try rejectShapeOptions(args, except: [], for: "--quick")
            command.sources = quickSet.map { workload in .generated(workload) }
        } else {
            if let kind = args.value("--workload") {
                command.sources.append(try generatedSource(kind, args))
            } else {
                try rejectShapeOptions(args, except: [], for: "workload files")
            }
            command.sources += args.operands.map(Source.file)
        }
        guard !command.sources.isEmpty else {
            throw UsageError("no workload: give FILE..., --workload KIND or --quick")
        }
        return command
    }

    static func parsePhases(_ list: String) throws(UsageError) -> Set<Phase> {
        var phases: Set<Phase> = []
        for name in list.split(separator: ",", omittingEmptySubsequences: true) {
            guard let phase = Phase(rawValue: String(name)) else {
                throw UsageError("unknown phase '\(name)' (expected make, build, edit, remove or readd)")
            }
            phases.insert(phase)
        }
        guard !phases.isEmpty else { throw UsageError("--phases needs at least one phase") }
        return phases
    }

    /// The `--quick` set: small workloads of every shape, a few seconds in all.
    static var quickSet: [@Sendable () -> Workload] {
        [
            { ChainWorkload(.chain, count: 100).make() },
            { ChainWorkload(.chainfit, count: 100).make() },
            { TreeWorkload(depth: 3, fanout: 4).make() },
            { ChainWorkload(.chainEdit, count: 100, ticks: 1000).make() },
        ]
    }

    static func generatedSource(_ kind: String, _ args: ParsedArguments) throws(UsageError) -> Source {
        if kind == "tree" {
            try rejectShapeOptions(args, except: ["--depth", "--fanout"], for: "--workload tree")
            let depth = try args.integer("--depth", in: 0...1_000_000) ?? 3
            let fanout = try args.integer("--fanout", in: 1...1_000_000) ?? 4
            let tree = TreeWorkload(depth: depth, fanout: fanout)
            guard let count = tree.constraintCount, count <= maximumGeneratedConstraints else {
                throw UsageError("tree_d\(depth)_f\(fanout) is too large (more than \(maximumGeneratedConstraints) constraints)")
            }
            return .generated { tree.make() }
        }
        guard let chainKind = ChainWorkload.Kind(rawValue: kind) else {
            throw UsageError("unknown --workload '\(kind)' (expected chain, chainfit, chain_edit, tree, rowlist, keyboard, stack, layoutfile, wwdc_row, wwdc_deep, wwdc_grid, wwdc_move, wwdc_remove, drift, flexrows, flextree or flexgrid)")
        }
        try rejectShapeOptions(
            args, except: chainKind == .chainEdit ? ["--size", "--ticks"] : ["--size"], for: "--workload \(kind)")
        guard let size = try args.integer("--size", in: 1...(maximumGeneratedConstraints / 3)) else {
            throw UsageError("--workload \(kind) needs --size N")
        }
        let ticks = try args.integer("--ticks", in: 0...maximumGeneratedConstraints) ?? 1000
        let chain = ChainWorkload(chainKind, count: size, ticks: ticks)
        return .generated { chain.make() }
    }

    /// Refuses the shape options that do not apply to the workload asked for.
    static func rejectShapeOptions(
        _ args: ParsedArguments, except allowed: Set<String>, for context: String
    ) throws(UsageError) {
        for option in ["--size", "--ticks", "--depth", "--fanout"] where !allowed.contains(option) {
            if args.value(option) != nil { throw UsageError("\(option) does not apply to \(context)") }
        }
    }

    // MARK: Running

    /// Loads every workload (all errors reported, exit 2 if any), then runs them.
    func run(console: Console) -> Int32 {
        if showHelp {
            console.writeOutput(Self.usage + "\n")
            return 0
        }
        if let layoutWorkload { return runLayout(layoutWorkload, console: console) }
        if let document { return runDocument(document, console: console) }
        var workloads: [Workload] = []
        var failed = false
        for source in sources {
            switch source {
            case .file(let path):
                // The one bounded reader, as for every other input (errors at path:1:1).
                let bytes: [UInt8]
                do {
                    bytes = try InputFile.read(path, limit: BenchCommand.maximumWorkloadFileSize, what: "workload files")
                } catch {
                    console.report(Diagnostic(.error, error.message, at: SourceLocation(file: path, line: 1, column: 1)))
                    failed = true
                    continue
                }
                do {
                    workloads.append(try WorkloadParser.parse(bytes: bytes, file: path))
                } catch {
                    console.writeError("\(error)\n")
                    failed = true
                }
            case .generated(let make):
                workloads.append(make())
            }
        }
        if failed { return 2 }

        var report = Report(impl: impl, format: format, console: console)
        report.begin()
        var status: Int32 = 0
        for workload in workloads {
            let runner = WorkloadRunner(workload: workload, reps: reps, phases: phases) { phase, rep in
                guard console.errorIsTerminal else { return }
                console.writeError("\r\u{1B}[Kplumb bench: \(workload.name)/\(phase) run \(rep + 1)/\(reps)")
            }
            let wasReset = PeakMemory.reset()
            // The progress line is cleared before each result so that both can share a terminal.
            let ok = runner.run { result in
                if console.errorIsTerminal { console.writeError("\r\u{1B}[K") }
                switch result {
                case .success(let phase): report.add(phase, workload: workload.name)
                case .failure(let error): report.addError(error.message, workload: workload.name)
                }
            }
            if !ok { status = 1 }
            report.addMemory(PeakMemory.measure(wasReset: wasReset), workload: workload.name)
        }
        report.end()
        return status
    }
}

extension BenchCommand {
    /// Runs a layout workload and prints its table (or JSON).
    func runLayout(_ workload: LayoutBenchmark, console: Console) -> Int32 {
        let wasReset = PeakMemory.reset()
        let results = workload.run(reps: reps) { phase, rep in
            guard console.errorIsTerminal else { return }
            console.writeError("\r\u{1B}[Kplumb bench: \(workload.name)/\(phase) run \(rep + 1)/\(reps)")
        }
        if console.errorIsTerminal { console.writeError("\r\u{1B}[K") }
        report(workload.name, results, memory: PeakMemory.measure(wasReset: wasReset), console: console)
        return 0
    }

    func runDocument(_ document: DocumentBenchmark, console: Console) -> Int32 {
        let wasReset = PeakMemory.reset()
        let results: [LayoutBenchmark.Result]
        do {
            results = try document.run(reps: reps) { phase, rep in
                guard console.errorIsTerminal else { return }
                console.writeError("\r\u{1B}[Kplumb bench: \(document.name)/\(phase) run \(rep + 1)/\(reps)")
            }
        } catch {
            if console.errorIsTerminal { console.writeError("\r\u{1B}[K") }
            console.writeError(LayoutOptions.describe(error.diagnostics, colored: console.colorsError))
            return 2
        }
        if console.errorIsTerminal { console.writeError("\r\u{1B}[K") }
        report(document.name, results, memory: PeakMemory.measure(wasReset: wasReset), console: console)
        return 0
    }

    private func report(_ name: String, _ results: [LayoutBenchmark.Result], memory: PeakMemory, console: Console) {
        switch format {
        case .text:
            console.writeOutput(LayoutBenchmark.table(name, results, header: true) + memory.line(impl: impl, workload: name))
        case .json:
            let items = LayoutBenchmark.json(impl, name, results) + [.object([
                ("impl", .string(impl)), ("workload", .string(name)), ("peak_kib", .int(memory.kibibytes)),
                ("memory_source", .string(memory.source.rawValue)),
            ])]
            console.writeOutput(JSONValue.array(items).text)
        }
    }
}

// MARK: - Output

/// Writes results as they come (text) or as one JSON array at the end.
private struct Report {
    let impl: String
    let format: BenchCommand.OutputFormat
    let console: Console
    var json: [String] = []

    init(impl: String, format: BenchCommand.OutputFormat, console: Console) {
        self.impl = impl
        self.format = format
        self.console = console
    }

    func begin() {
        if format == .text {
            console.writeOutput("#RESULT\timpl\tworkload/phase\tn\tms_median\tms_min\treps\tcheck\n")
        }
    }

    mutating func add(_ result: PhaseResult, workload: String) {
        switch format {
        case .text:
            let fields = [
                "RESULT", impl, "\(workload)/\(result.phase)", String(result.n),
                CFormat.fixed4(result.median), CFormat.fixed4(result.minimum), String(result.times.count),
                result.check ?? "-",
            ]
            console.writeOutput(fields.joined(separator: "\t") + "\n")
        case .json:
            let fields = [
                ("impl", jsonString(impl)), ("workload", jsonString(workload)), ("phase", jsonString(result.phase)),
                ("n", String(result.n)), ("ms_median", jsonNumber(result.median)),
                ("ms_min", jsonNumber(result.minimum)), ("reps", String(result.times.count)),
                ("check", result.check.map(jsonString) ?? "null"),
                ("ms", "[" + result.times.map(jsonNumber).joined(separator: ", ") + "]"),
            ]
            json.append("{" + fields.map { "\(jsonString($0.0)): \($0.1)" }.joined(separator: ", ") + "}")
        }
    }

    /// A MEMORY line (text; comparison harnesses read RESULT lines only) or a JSON object.
    mutating func addMemory(_ memory: PeakMemory, workload: String) {
        switch format {
        case .text: console.writeOutput(memory.line(impl: impl, workload: workload))
        case .json:
            json.append("{\"impl\": \(jsonString(impl)), \"workload\": \(jsonString(workload)), "
                + "\"peak_kib\": \(memory.kibibytes), \"memory_source\": \"\(memory.source.rawValue)\"}")
        }
    }

    mutating func addError(_ message: String, workload: String) {
        let clean = String(message.map { $0 == "\t" || $0.isNewline ? " " : $0 })
        switch format {
        case .text:
            console.writeOutput("ERROR\t\(impl)\t\(workload)\t\(clean)\n")
        case .json:
            json.append("{\"impl\": \(jsonString(impl)), \"workload\": \(jsonString(workload)), \"error\": \(jsonString(clean))}")
        }
    }

    func end() {
        guard format == .json else { return }
        console.writeOutput(json.isEmpty ? "[]\n" : "[\n  " + json.joined(separator: ",\n  ") + "\n]\n")
    }

    func jsonNumber(_ x: Double) -> String { x.isFinite ? x.description : "null" }

    func jsonString(_ s: String) -> String {
        var out = ""
        JSONValue.quote(s, into: &out)
        return out
    }
}
