import PlumbBenchmarks
import PlumbDiagnostics
import PlumbFormats
import PlumbLayout
import PlumbSolver

/// The layout workloads of `plumb bench` (Docs/benchmarks.md): the layout engine on whole
/// hierarchies, next to the solver alone on the same constraints. Reported as a table (text)
/// or JSON: the median, minimum and maximum of the runs for every phase.
///
/// * `rowlist` — ``RowListBenchmark``: `layout` times building the N views, activating their
///   constraints and the first layout pass; `solver` times a fresh `Solver` adding the same
///   solver constraints in the engine's order and solving; `ratio` is layout ÷ solver.
/// * `keyboard` — ``KeyboardFormBenchmark`` (a 200-field form in a scroll view): `layout`, the
///   first pass; `cycle`, one keyboard show and hide with the last field active.
/// * `stack` — ``StackBenchmark``: a column of N views as a vertical ``StackView`` (`stack`),
///   then the same column written as constraints by hand (`manual`): build plus first layout
///   each; `ratio` is stack ÷ manual.
/// * `layoutfile` — a generated `.layout` file of N views (``LayoutGenerator/rowList(views:)``):
///   `parse`, `build` (views and constraints), `layout` and `total`, what `plumb solve` does
///   before printing.
/// The shape of a flex family at a number of leaves: the tree's fan-out (leaves = fanout⁴) and
/// the grid's side (leaves = side²), rounded to the nearest.
enum FlexFamily {
    static func fanout(_ leaves: Int) -> Int { Swift.max(1, Int(Double(leaves).squareRoot().squareRoot().rounded())) }
    static func side(_ leaves: Int) -> Int { Swift.max(1, Int(Double(leaves).squareRoot().rounded())) }
}

struct LayoutBenchmark {
    enum Kind: String, CaseIterable {
        case rowlist, keyboard, stack, layoutfile
        case wwdcRow = "wwdc_row", wwdcDeep = "wwdc_deep", wwdcGrid = "wwdc_grid", wwdcMove = "wwdc_move"
        case wwdcRemove = "wwdc_remove"
        case drift
        case flexrows, flextree, flexgrid
    }

    let kind: Kind
    /// Views (rowlist, layoutfile) or fields (keyboard).
    let size: Int

    static func defaultSize(_ kind: Kind) -> Int {
        switch kind {
        case .rowlist: 1000
        case .keyboard: 200
        case .stack: 1000
        case .layoutfile: 10_000
        case .wwdcRow, .wwdcDeep, .wwdcGrid, .wwdcMove, .wwdcRemove: 100_000
        case .drift: 40_000
        case .flexrows, .flextree, .flexgrid: 10_000
        }
    }

    var name: String {
        switch kind {
        case .flextree: "flextree_f\(FlexFamily.fanout(size))"
        case .flexgrid: "flexgrid_\(FlexFamily.side(size))"
        default: "\(kind.rawValue)_\(size)"
        }
    }

    /// One phase's measurements.
    struct Result {
        var phase: String
        var n: Int
        var times: [Double]
        var median: Double { Statistics.median(times) }
        var minimum: Double { times.min() ?? 0 }
        var maximum: Double { times.max() ?? 0 }
    }

    /// Runs every phase `reps` times; `progress(phase, rep)` is called before each run.
    func run(reps: Int, progress: (String, Int) -> Void) -> [Result] {
        switch kind {
        case .rowlist: rowList(reps, progress)
        case .keyboard: keyboard(reps, progress)
        case .stack: stack(reps, progress)
        case .layoutfile: layoutFile(reps, progress)
        case .wwdcRow, .wwdcDeep, .wwdcGrid, .wwdcMove, .wwdcRemove: wwdc(reps, progress)
        case .drift: drift(reps, progress)
        case .flexrows, .flextree, .flexgrid: flex(reps, progress)
        }
    }

    /// Frames in each window that ``drift(_:_:)`` times, at the start and at the end.
    static let driftWindow = 5_000

    /// ``DriftBenchmark``: for 1, 2 and 10 constants changed per frame, without and with
    /// optional constraints, the first and the last ``driftWindow`` frames of `size`
    /// (phases `k1/first`, `k1/last`, `k1o/first`…, times in ms per window).
    private func drift(_ reps: Int, _ progress: (String, Int) -> Void) -> [Result] {
        var results: [Result] = []
        for k in [1, 2, 10] {
            for optional in [false, true] {
                let name = "k\(k)\(optional ? "o" : "")"
                let window = min(Self.driftWindow, size / 2)
                var first = Result(phase: "\(name)/first", n: window, times: [])
                var last = Result(phase: "\(name)/last", n: window, times: [])
                for rep in 0..<reps {
                    progress(name, rep)
                    guard let benchmark = try? DriftBenchmark(constantsPerFrame: k, withOptionalConstraints: optional) else { continue }
                    let start = Self.clock.now
                    let (a, b) = benchmark.run(frames: size, window: window) {
                        let d = Self.clock.now - start
                        return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
                    }
                    first.times.append(a * 1000)
                    last.times.append(b * 1000)
                }
                results += [first, last]
            }
        }
        return results
    }

    private static let clock = ContinuousClock()

    static func time(_ body: () -> Void) -> Double {
        let start = clock.now
        body()
        return Statistics.milliseconds(clock.now - start)
    }

    private func rowList(_ reps: Int, _ progress: (String, Int) -> Void) -> [Result] {
        let rows = max(1, (size - 1) / 3)
        var layout = Result(phase: "layout", n: 1 + 3 * rows, times: [])
        for rep in 0..<reps {
            progress("layout", rep)
            var list: RowListBenchmark?
            layout.times.append(LayoutBenchmark.time {
                let made = RowListBenchmark(rows: rows)
                made.layout()
                list = made
            })
            withExtendedLifetime(list) {}
        }
        // The solver alone, on the constraints the engine gave its solver, in the same order.
        let reference = RowListBenchmark(rows: rows)
        reference.layout()
        let constraints = LayoutAnalysis(reference.root)?.solverConstraintsInAddOrder() ?? []
        var solver = Result(phase: "solver", n: constraints.count, times: [])
        for rep in 0..<reps {
            progress("solver", rep)
            let copies = constraints.map { $0.withPriority($0.priority) }
            var s: Solver?
            solver.times.append(LayoutBenchmark.time {
                let fresh = Solver()
                for c in copies {
                    // The layout broke any constraint that conflicts; the solver alone leaves it out.
                    do { try fresh.add(c) } catch { continue }
                }
                _ = fresh.updateVariables()
                s = fresh
            })
            withExtendedLifetime(s) {}
        }
        return [layout, solver]
    }

    private func keyboard(_ reps: Int, _ progress: (String, Int) -> Void) -> [Result] {
        var layout = Result(phase: "layout", n: 0, times: [])
        var cycle = Result(phase: "cycle", n: 0, times: [])
        for rep in 0..<reps {
            progress("layout", rep)
            let form = KeyboardFormBenchmark(fields: size)
            layout.n = form.viewCount
            cycle.n = form.viewCount
            layout.times.append(LayoutBenchmark.time { form.layout() })
            progress("cycle", rep)
            cycle.times.append(LayoutBenchmark.time { form.keyboardCycle(activeField: form.fields.count - 1) })
        }
        return [layout, cycle]
    }

    private func stack(_ reps: Int, _ progress: (String, Int) -> Void) -> [Result] {
        var results: [Result] = []
        for (mode, phase) in [(StackBenchmark.Mode.stackView, "stack"), (.handWritten, "manual")] {
            var result = Result(phase: phase, n: 0, times: [])
            for rep in 0..<reps {
                progress(phase, rep)
                var made: StackBenchmark?
                result.times.append(LayoutBenchmark.time {
                    let benchmark = StackBenchmark(views: size, mode: mode)
                    benchmark.layout()
                    made = benchmark
                })
                result.n = made?.viewCount ?? 0
                withExtendedLifetime(made) {}
            }
            results.append(result)
        }
        return results
    }

    /// The flexbox comparison's families (``FlexLayouts``), phase by phase as a user's file:
    /// parse, build, layout and the relayout after the family's change.
    private func flex(_ reps: Int, _ progress: (String, Int) -> Void) -> [Result] {
        let (text, change): (String, String)
        switch kind {
        case .flextree: (text, change) = FlexLayouts.tree(fanout: FlexFamily.fanout(size))
        case .flexgrid: (text, change) = FlexLayouts.grid(side: FlexFamily.side(size))
        default: (text, change) = FlexLayouts.rows(leaves: size)
        }
        do {
            return try DocumentBenchmark.run(LayoutSource(path: "\(name).layout", text: text), change: LayoutChange(change),
                                             reps: reps, progress: progress)
        } catch {
            // Generated text that does not read is a bug of the generator, not an input.
            assertionFailure("\(name): \(error)")
            return []
        }
    }

    private func layoutFile(_ reps: Int, _ progress: (String, Int) -> Void) -> [Result] {
        let text = LayoutGenerator.rowList(views: size)
        let source = LayoutSource(path: "\(name).layout", text: text)
        let views = 1 + 3 * max(0, (size - 1) / 3)
        var parse = Result(phase: "parse", n: views, times: [])
        var build = Result(phase: "build", n: views, times: [])
        var layout = Result(phase: "layout", n: views, times: [])
        var total = Result(phase: "total", n: views, times: [])
        for rep in 0..<reps {
            progress("parse+build+layout", rep)
            var document: LayoutDocument?
            var model: LayoutModel?
            parse.times.append(LayoutBenchmark.time { document = try? LayoutParser.parse(source) })
            guard let parsed = document else { break }
            build.times.append(LayoutBenchmark.time { model = try? LayoutBuilder.build(parsed) })
            guard let built = model else { break }
            layout.times.append(LayoutBenchmark.time { built.layout() })
            total.times.append(parse.times[rep] + build.times[rep] + layout.times[rep])
        }
        return [parse, build, layout, total]
    }

    // MARK: Output

    static func table(_ workload: String, _ results: [Result], header: Bool) -> String {
        var out = ""
        // The first column fits the longest name (a user's file name may be long).
        let width = Swift.max(18, workload.count + 2)
        func pad(_ s: String, _ n: Int, left: Bool = false) -> String {
            let n = n == 18 ? width : n
            let fill = String(repeating: " ", count: max(0, n - s.count))
            return left ? fill + s : s + fill
        }
        if header {
            out += pad("workload", 18) + pad("phase", 8) + pad("n", 8, left: true) + pad("median ms", 12, left: true)
                + pad("min ms", 11, left: true) + pad("max ms", 11, left: true) + pad("runs", 6, left: true) + "\n"
        }
        for r in results {
            // A drift variant's phases (`k10o/first`) are that variant's rows: `drift_40000/k10o  first`.
            let (name, phase) = Self.split(r.phase, workload)
            out += pad(name, 18) + pad(phase, 8) + pad(String(r.n), 8, left: true)
                + pad(CFormat.fixed4(r.median), 12, left: true) + pad(CFormat.fixed4(r.minimum), 11, left: true)
                + pad(CFormat.fixed4(r.maximum), 11, left: true) + pad(String(r.times.count), 6, left: true) + "\n"
        }
        if let (ratio, what) = ratio(results) {
            out += pad(workload, 18) + pad("ratio", 8) + pad("-", 8, left: true)
                + pad(CFormat.general(ratio, precision: 3) + "×", 12, left: true) + "   \(what) (medians)\n"
        }
        for (variant, ratio) in driftRatios(results) {
            out += pad("\(workload)/\(variant)", 18) + pad("drift", 8) + pad("-", 8, left: true)
                + pad(CFormat.general(ratio, precision: 3) + "×", 12, left: true) + "   last ÷ first window (medians)\n"
        }
        for g in growth(results) {
            out += pad(workload, 18) + pad("growth", 8) + pad("\(g.from)→\(g.to)", 16, left: true)
                + "   N^" + CFormat.general(g.exponent, precision: 3) + " (medians)\n"
        }
        return out
    }

    /// `variant/phase` as the row of `workload/variant`; any other phase as it is.
    static func split(_ phase: String, _ workload: String) -> (String, String) {
        guard let slash = phase.firstIndex(of: "/") else { return (workload, phase) }
        return ("\(workload)/\(phase[..<slash])", String(phase[phase.index(after: slash)...]))
    }

    /// The last window over the first, per drift variant (medians).
    static func driftRatios(_ results: [Result]) -> [(String, Double)] {
        results.compactMap { r -> (String, Double)? in
            guard r.phase.hasSuffix("/first"), let variant = r.phase.split(separator: "/").first,
                  let last = results.first(where: { $0.phase == "\(variant)/last" }), r.median > 0 else { return nil }
            return (String(variant), last.median / r.median)
        }
    }

    /// Layout over solver (rowlist), stack over hand-written (stack).
    static func ratio(_ results: [Result]) -> (Double, String)? {
        for (a, b) in [("layout", "solver"), ("stack", "manual")] {
            guard let x = results.first(where: { $0.phase == a }), let y = results.first(where: { $0.phase == b }),
                  y.median > 0 else { continue }
            return (x.median / y.median, "\(a) ÷ \(b)")
        }
        return nil
    }

    static func json(_ impl: String, _ workload: String, _ results: [Result]) -> [JSONValue] {
        var items = results.map { r -> JSONValue in
            .object([
                ("impl", .string(impl)), ("workload", .string(workload)), ("phase", .string(r.phase)), ("n", .int(r.n)),
                ("ms_median", .number(r.median)), ("ms_min", .number(r.minimum)), ("ms_max", .number(r.maximum)),
                ("reps", .int(r.times.count)), ("ms", .array(r.times.map(JSONValue.number))),
            ])
        }
        if let (ratio, what) = ratio(results) {
            items.append(.object([("impl", .string(impl)), ("workload", .string(workload)), ("phase", .string("ratio")),
                                  ("of", .string(what)), ("ratio", .number(ratio))]))
        }
        return items
    }
}

extension LayoutBenchmark {
    /// The WWDC workload of this kind at every power of ten from 100 up to `size`: one result per size.
    /// Every size below the largest runs at least ``smallSizeReps`` times.
    func wwdc(_ reps: Int, _ progress: (String, Int) -> Void) -> [Result] {
        guard let workload = WWDCWorkload(rawValue: kind.rawValue) else { return [] }
        let sizes = WWDCWorkload.sizes(upTo: size)
        return sizes.map { views in
            let label = "\(workload.phase) n=\(views)"
            let runs = views == sizes.last ? reps : max(reps, Self.smallSizeReps)
            return Result(phase: workload.phase, n: views,
                          times: workload.run(views: views, reps: runs) { rep in progress(label, rep) })
        }
    }

    /// The least number of runs of a WWDC workload at a size below the largest. A run at 10³
    /// views is short and lands in or out of the caches: medians of a few runs of the same
    /// removal scattered enough to swing its growth exponent, where medians of this many agreed
    /// (measured in Docs/benchmarks-log.md). The small sizes are cheap; the largest runs
    /// `--reps` times.
    static let smallSizeReps = 21

    /// The growth exponents of a run over several sizes: each step, then first to last from the
    /// second size on (10³ to the largest, the range the targets name).
    static func growth(_ results: [Result]) -> [(from: Int, to: Int, exponent: Double)] {
        guard results.count >= 2, Set(results.map(\.phase)).count == 1 else { return [] }
        var out: [(from: Int, to: Int, exponent: Double)] = []
        func add(_ a: Result, _ b: Result) {
            if let e = WWDCWorkload.exponent((a.n, a.median), (b.n, b.median)) { out.append((a.n, b.n, e)) }
        }
        for (a, b) in zip(results, results.dropFirst()) { add(a, b) }
        if results.count >= 4 { add(results[1], results[results.count - 1]) }
        return out
    }
}
