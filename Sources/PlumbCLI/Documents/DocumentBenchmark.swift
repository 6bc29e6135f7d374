import PlumbFormats
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbMessages

/// `plumb bench FILE.layout [--change CHANGE]` (and storyboards, xibs): the phases a user's own
/// layout goes through, each run `reps` times from scratch: `parse`, `build` (views and
/// constraints), `layout` (the first pass), then, with a change (``LayoutChange``), `relayout`:
/// the change applied and the layout passed again, incrementally, as an app does after a
/// change. A storyboard's `build` and `layout` cover every scene in its design size class.
struct DocumentBenchmark {
    let path: String
    let change: LayoutChange?

    /// Whether `path` is a document this benchmark reads (a layout file, a storyboard or a
    /// xib) rather than a solver workload file.
    static func reads(_ path: String) -> Bool {
        path.hasSuffix(".layout") || InputDocuments.Format.of(path) == .interfaceBuilder
    }

    var name: String { path.split(separator: "/").last.map(String.init) ?? path }

    func run(reps: Int, progress: (String, Int) -> Void) throws(DocumentFailure) -> [LayoutBenchmark.Result] {
        if InputDocuments.Format.of(path) == .interfaceBuilder { return try runInterfaceBuilder(reps, progress) }
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, limit: LayoutFile.maximumSize, what: "layout files")
        } catch {
            throw DocumentFailure(Diagnostic(.error, error.message, at: SourceLocation(file: path, line: 1, column: 1)))
        }
        return try DocumentBenchmark.run(LayoutSource(path: path, bytes: bytes), change: change, reps: reps, progress: progress)
    }

    /// The phases of a layout file's text: `parse`, `build`, `layout` and, with a change,
    /// `relayout` (also what the flex families of `--workload` run).
    static func run(_ source: LayoutSource, change: LayoutChange?, reps: Int,
                    progress: (String, Int) -> Void) throws(DocumentFailure) -> [LayoutBenchmark.Result] {
        var (parse, build, layout, relayout) = (phase("parse"), phase("build"), phase("layout"), phase("relayout"))
        for rep in 0..<reps {
            progress("parse+build+layout", rep)
            var document: LayoutDocument?
            var model: LayoutModel?
            var failure: LayoutFileErrors?
            parse.times.append(LayoutBenchmark.time {
                do throws(LayoutFileErrors) { document = try LayoutParser.parse(source) } catch { failure = error }
            })
            guard let parsed = document else { throw DocumentFailure(failure?.errors.map(\.diagnostic) ?? []) }
            build.times.append(LayoutBenchmark.time {
                do throws(LayoutFileErrors) { model = try LayoutBuilder.build(parsed) } catch { failure = error }
            })
            guard let built = model else { throw DocumentFailure(failure?.errors.map(\.diagnostic) ?? []) }
            layout.times.append(LayoutBenchmark.time { built.layout() })
            let views = built.views.count
            (parse.n, build.n, layout.n, relayout.n) = (views, views, views, views)
            guard let change else { continue }
            progress("relayout", rep)
            // The lookup of what the change names is the harness's, not the relayout's.
            var resolved: ResolvedLayoutChange
            do throws(LayoutFileErrors) { resolved = try change.resolve(in: built) } catch {
                throw DocumentFailure(error.errors.map(\.diagnostic))
            }
            relayout.times.append(LayoutBenchmark.time {
                do throws(LayoutFileErrors) { try relayOut(built, after: &resolved) } catch { failure = error }
            })
            if let failure { throw DocumentFailure(failure.errors.map(\.diagnostic)) }
        }
        return change == nil ? [parse, build, layout] : [parse, build, layout, relayout]
    }

    /// The relayout phase: the change, then the layout pass. Not inlined, so that a profiler
    /// can collect this phase alone (`valgrind --tool=callgrind --toggle-collect='*relayOut*'`).
    @inline(never)
    private static func relayOut(_ model: LayoutModel, after change: inout ResolvedLayoutChange) throws(LayoutFileErrors) {
        try change.apply()
        model.layout()
    }

    private func runInterfaceBuilder(_ reps: Int, _ progress: (String, Int) -> Void) throws(DocumentFailure) -> [LayoutBenchmark.Result] {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, limit: InterfaceBuilderFile.maximumSize, what: "storyboards and xibs")
        } catch {
            throw DocumentFailure(Diagnostic(.error, error.message, at: SourceLocation(file: path)))
        }
        var (parse, build, layout) = (Self.phase("parse"), Self.phase("build"), Self.phase("layout"))
        for rep in 0..<reps {
            progress("parse+build+layout", rep)
            var document: InterfaceBuilderDocument?
            var failure: Diagnostic?
            parse.times.append(LayoutBenchmark.time {
                do throws(InterfaceBuilderError) { document = try InterfaceBuilderDocument.parse(bytes, path: path) } catch { failure = error.diagnostic }
            })
            guard let parsed = document else { throw DocumentFailure(failure.map { [$0] } ?? []) }
            guard !parsed.scenes.isEmpty else { throw DocumentFailure(InterfaceBuilderFile.noScenes(path)) }
            var layouts: [InterfaceBuilderLayout] = []
            build.times.append(LayoutBenchmark.time { layouts = parsed.scenes.map { $0.canvasLayout() } })
            layout.times.append(LayoutBenchmark.time { for l in layouts { l.layOut() } })
            let views = layouts.reduce(0) { $0 + $1.items.count }
            (parse.n, build.n, layout.n) = (views, views, views)
        }
        return [parse, build, layout]
    }

    /// A phase with no runs yet.
    private static func phase(_ name: String) -> LayoutBenchmark.Result {
        LayoutBenchmark.Result(phase: name, n: 0, times: [])
    }
}
