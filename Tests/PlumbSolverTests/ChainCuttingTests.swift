@testable import PlumbSolver
import PlumbTestSupport
import Testing

/// Cutting a row of views (removing links of its chain of definitions) and putting the links
/// back: the shapes the solver removes in time proportional to the cut (re-rooting the chain's
/// budget row, Docs/solver.md), checked against the reference LP after every phase.
@Suite("Cutting chains")
struct ChainCuttingTests {
    /// The compressing row of the benchmarks: x₀ = 8, each view 8 after the previous one,
    /// the last edge 8 before a container of 60·n (required), widths ≥ 20 (750) and = 100 (250).
    static func chain(_ n: Int) -> (variables: [Variable], constraints: [Constraint]) {
        let left = Variable("cl"), width = Variable("cw")
        var variables = [left, width]
        var constraints = [left == 0, width == Double(60 * n)]
        var previous: (x: Variable, w: Variable)? = nil
        for i in 0..<n {
            let x = Variable("x\(i)"), w = Variable("w\(i)")
            variables += [x, w]
            if let (px, pw) = previous {
                constraints.append(x == px + pw + 8)
            } else {
                constraints.append(x == left + 8)
            }
            constraints.append(Constraint(w - 20, .greaterThanOrEqual, priority: 750))
            constraints.append(Constraint(w - 100, .equal, priority: 250))
            previous = (x, w)
        }
        if let (x, w) = previous { constraints.append(x + w + 8 == left + width) }
        return (variables, constraints)
    }

    static func check(_ solver: Solver, _ variables: [Variable], _ live: [Constraint], _ what: String) {
        let point = values(solver, variables)
        let refs = live.map { reference($0, over: variables) }
        if let problem = disagreement(point: point, refs, variableCount: variables.count) {
            Issue.record("\(what): \(problem)")
        }
        #expect(solver.invariantViolation == nil, "\(what)")
    }

    /// Removes the constraints at `cut` (indices into the chain's constraints) in that order,
    /// checks, adds them back in the same order, checks again.
    static func cutAndRestore(_ n: Int, _ cut: [Int], _ what: String) throws {
        let (variables, constraints) = chain(n)
        let solver = Solver()
        try solver.add(contentsOf: constraints)
        check(solver, variables, constraints, "\(what), built")
        let removed = Set(cut)
        for i in cut { try solver.remove(constraints[i]) }
        let live = constraints.indices.filter { !removed.contains($0) }.map { constraints[$0] }
        check(solver, variables, live, "\(what), cut")
        for i in cut { try solver.add(constraints[i]) }
        check(solver, variables, constraints, "\(what), restored")
    }

    @Test func everyOtherConstraintInFileOrder() throws {
        // What `plumb bench --phases remove` does: it cuts every other link, from the left.
        let n = 40
        let count = 3 * n + 3
        try Self.cutAndRestore(n, Array(stride(from: 1, to: count, by: 2)), "odd indices, ascending")
        try Self.cutAndRestore(n, Array(stride(from: 1, to: count, by: 2).reversed()), "odd indices, descending")
    }

    @Test func theLinksAloneInEveryOrder() throws {
        let n = 30
        let links = [2] + (0..<(n - 1)).map { 3 * $0 + 5 }
        try Self.cutAndRestore(n, links, "links, ascending")
        try Self.cutAndRestore(n, links.reversed(), "links, descending")
        try Self.cutAndRestore(n, links.filter { $0 % 2 == 0 } + links.filter { $0 % 2 == 1 }, "links, interleaved")
    }

    @Test func randomCuts() throws {
        var rng = SplitMix64(seed: 13)
        for round in 0..<40 {
            let n = 5 + Int(rng.next() % 20)
            let count = 3 * n + 3
            var cut = (0..<count).filter { _ in rng.next() % 3 == 0 }
            for i in cut.indices.reversed() {
                let j = Int(rng.next() % UInt64(i + 1))
                cut.swapAt(i, j)
            }
            try Self.cutAndRestore(n, cut, "round \(round), n \(n), cut \(cut)")
        }
    }

    @Test func cuttingALongRowPivotsLessThanOncePerLink() throws {
        // Re-rooting takes no pivot; Cassowary's removal pivots once per removed link (the
        // first half of the row, before the cuts reach the budget row's basic, still does).
        let n = 200
        let (_, constraints) = Self.chain(n)
        let solver = Solver()
        try solver.add(contentsOf: constraints)
        solver.updateVariables()
        let before = solver.statistics.pivots
        let odd = Array(stride(from: 1, to: constraints.count, by: 2))
        for i in odd { try solver.remove(constraints[i]) }
        let links = odd.filter { $0 % 3 == 2 }.count
        #expect(solver.statistics.pivots - before < links, "\(solver.statistics.pivots - before) pivots for \(links) links")
    }
}
