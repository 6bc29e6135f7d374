import Foundation

/// The chain workloads: N views in a horizontal row inside a container.
///
/// Variables `cl` (container left), `cw` (container width), then `x_i` (leading edge) and `w_i`
/// (width) of each view. Constraints, in this order:
/// - `cl == 0` required; `cw == W` required, unless the width is an edit variable;
/// - per view: `x_0 == cl + 8` (or `x_i == x_(i-1) + w_(i-1) + 8`) required, `w_i >= 20`
///   strong, `w_i == 100` weak;
/// - `x_(N-1) + w_(N-1) + 8 == cl + cw` required (`<=` for chainfit).
///
/// - **chain_N**: W = 60·N, too narrow for the preferred widths: every weak constraint is
///   violated (a compressing row). 2N+2 variables, 3N+3 constraints.
/// - **chainfit_N**: W = 120·N and the last edge only `<=`: everything fits.
/// - **chain_edit_N**: chain_N with `cw` a strong edit variable instead of fixed (3N+2
///   constraints) and ticks dragging it smoothly between 45·N and 75·N, period 1000 ticks,
///   rounded to halves (a window resize).
///
/// The output is the same, byte for byte once written, as the reference generator's
/// (`gen_workloads.py`).
public struct ChainWorkload: Sendable, Equatable {
    /// The kind of row.
    public enum Kind: String, Sendable, CaseIterable {
        /// Fixed container of 60·N, both ends pinned: compressing.
        case chain
        /// Fixed container of 120·N, last edge `<=`: everything fits.
        case chainfit
        /// The chain with the container width as an edit variable, dragged by ticks.
        case chainEdit = "chain_edit"
    }

    /// What kind it is.
    public var kind: Kind
    /// The number of views, N ≥ 1.
    public var count: Int
    /// The number of ticks for ``Kind/chainEdit`` (ignored otherwise).
    public var ticks: Int

    /// Creates a value from its parts.
    public init(_ kind: Kind, count: Int, ticks: Int = 1000) {
        self.kind = kind
        self.count = count
        self.ticks = ticks
    }

    /// `chain_100`, `chainfit_100`, `chain_edit_1000`.
    public var name: String { "\(kind.rawValue)_\(count)" }

    /// Generates the workload (`count` must be at least 1).
    public func make() -> Workload {
        let n = max(count, 1)
        let fit = kind == .chainfit
        let editTicks = kind == .chainEdit ? max(ticks, 0) : 0
        let fixedWidth = Double((fit ? 120 : 60) * n)
        let title = "\(fit ? "chainfit" : "chain") n=\(n) "
            + (kind == .chainEdit ? "container width = edit variable"
                : "container width fixed at \(WorkloadWriter.formatNumber(fixedWidth))")
        var w = Workload(name: name, comments: [title])
        w.variables.reserveCapacity(2 * n + 2)
        w.constraints.reserveCapacity(3 * n + 3)
        w.buildSteps.reserveCapacity(3 * n + 4)

        let cl = w.addVariable("cl")
        let cw = w.addVariable("cw")
        for i in 0..<n {
            w.addVariable("x\(i)")
            w.addVariable("w\(i)")
        }
        func x(_ i: Int) -> Int { 2 + 2 * i }
        func width(_ i: Int) -> Int { 3 + 2 * i }

        w.addConstraint(WorkloadConstraint(.equal, .required, constant: 0, terms: [WorkloadTerm(1, cl)]))
        if kind != .chainEdit {
            w.addConstraint(WorkloadConstraint(.equal, .required, constant: -fixedWidth, terms: [WorkloadTerm(1, cw)]))
        }
        for i in 0..<n {
            if i == 0 {
                w.addConstraint(WorkloadConstraint(
                    .equal, .required, constant: -8, terms: [WorkloadTerm(1, x(0)), WorkloadTerm(-1, cl)]))
            } else {
                w.addConstraint(WorkloadConstraint(
                    .equal, .required, constant: -8,
                    terms: [WorkloadTerm(1, x(i)), WorkloadTerm(-1, x(i - 1)), WorkloadTerm(-1, width(i - 1))]))
            }
            w.addConstraint(WorkloadConstraint(.greaterThanOrEqual, .strong, constant: -20, terms: [WorkloadTerm(1, width(i))]))
            w.addConstraint(WorkloadConstraint(.equal, .weak, constant: -100, terms: [WorkloadTerm(1, width(i))]))
        }
        w.addConstraint(WorkloadConstraint(
            fit ? .lessThanOrEqual : .equal, .required, constant: 8,
            terms: [WorkloadTerm(1, x(n - 1)), WorkloadTerm(1, width(n - 1)), WorkloadTerm(-1, cl), WorkloadTerm(-1, cw)]))

        if kind == .chainEdit {
            w.addEditVariable(cw, strength: .strong)
            w.ticks.reserveCapacity(editTicks)
            let base = Double(60 * n)
            for k in 0..<editTicks {
                // 60·N·(1 + 0.25·sin(2πk/1000)), rounded half-to-even to the nearest 0.5, with
                // the reference generator's order of operations so that the values are identical.
                let phase = 2 * Double.pi * Double(k) / 1000.0
                let value = (base * (1 + 0.25 * sin(phase)) * 2).rounded(.toNearestOrEven) / 2
                w.ticks.append(Tick([Suggestion(variable: cw, value: value)]))
            }
        }
        return w
    }
}
