@testable import PlumbSolver
import PlumbTestSupport
import Testing

// Differential tests: the solver against the reference LP on random systems (fixed seeds, so
// every run is the same and every failure prints its seed and system).
//
// Modelling assumption for edit variables: an edit on v at priority p with suggested value s
// counts as the optional constraint `v == s @p` with weight 1.

/// Counters that show the random tests exercise what they should.
struct DifferentialStats: CustomStringConvertible {
    var systems = 0
    var accepted = 0
    var refused = 0
    var conflictsChecked = 0
    var levelsCompared = 0

    var description: String {
        "\(systems) systems, \(accepted) adds accepted, \(refused) refused (\(conflictsChecked) conflict sets checked), \(levelsCompared) level costs compared"
    }
}

@Suite("Differential: solver vs reference LP")
struct DifferentialTests {
    /// At most this many failing cases are reported in full per test (the rest are counted).
    static let reportLimit = 5

    // MARK: Add one by one, compare per-level costs

    @Test func randomSystemsMatchTheReference() {
        var stats = DifferentialStats()
        var failures: [String] = []
        for seed: UInt64 in 1...2000 {
            if let problem = Self.runSystem(SystemGenerator.system(seed: seed), style: Int(seed), stats: &stats) {
                failures.append(problem)
            }
        }
        Self.report(failures, of: 2000)
        #expect(stats.refused >= 200, "too few refusals to exercise infeasibility: \(stats)")
        #expect(stats.levelsCompared >= 2000, "\(stats)")
    }

    /// Systems with mostly required constraints: many refusals, every conflict set checked.
    @Test func conflictSetsAreMinimalAndInfeasible() {
        var stats = DifferentialStats()
        var failures: [String] = []
        for seed: UInt64 in 10_001...10_500 {
            let system = SystemGenerator.system(seed: seed, requiredChance: 0.8)
            if let problem = Self.runSystem(system, style: Int(seed), stats: &stats) { failures.append(problem) }
        }
        Self.report(failures, of: 500)
        #expect(stats.conflictsChecked >= 200, "\(stats)")
    }

    /// Adds the constraints of `system` one by one to a new solver, checking each refusal
    /// against the reference (and that a refusal changes nothing), then compares the final
    /// per-level costs with the reference optimum. Returns a description of the first problem.
    static func runSystem(_ system: RandomSystem, style: Int, stats: inout DifferentialStats) -> String? {
        stats.systems += 1
        let n = system.variableCount
        let variables = (0..<n).map { Variable("x\($0)") }
        let constraints = system.constraints.enumerated().map { makeConstraint($1, variables, style: style + $0) }
        let refs = constraints.map { reference($0, over: variables) }
        let solver = Solver()
        // Half of the systems snapshot the solver before every required add (so that a refusal
        // can be checked to change nothing); the others let the solver batch its optimisation.
        let snapshotBeforeAdds = system.seed % 2 == 0
        var accepted: [Int] = []
        var ops: [SessionOp] = []  // the calls made, for shrinking
        func fail(_ message: String) -> String {
            "\(system)  as added: \n\(listing(constraints))\n  PROBLEM: \(message)"
        }

        for (i, c) in constraints.enumerated() {
            let feasible = !refs[i].isRequired
                || ReferenceLP.requiredFeasible(variableCount: n, accepted.map { refs[$0] } + [refs[i]])
            let before = snapshotBeforeAdds && refs[i].isRequired ? SolverSnapshot(solver, variables) : nil
            if before != nil { ops.append(.update) }
            ops.append(.add(c))
            switch caught({ try solver.add(c) }) {
            case nil:
                stats.accepted += 1
                accepted.append(i)
                if !feasible {
                    return fail("add [\(i)] was accepted, but the reference says the required constraints are then infeasible")
                }
            case .unsatisfiable(let refused, let conflicts)?:
                stats.refused += 1
                if feasible {
                    return fail("add [\(i)] was refused as unsatisfiable (conflicts \(conflicts)), but the reference finds the required constraints feasible")
                }
                if refused !== c { return fail("add [\(i)]: unsatisfiable reports another constraint, \(refused)") }
                if solver.contains(c) { return fail("add [\(i)]: refused but contained") }
                stats.conflictsChecked += 1
                if let problem = conflictProblem(c, conflicts, solver: solver, variables: variables) {
                    return fail("add [\(i)]: conflict set \(conflicts): \(problem)")
                }
                if let before {
                    let after = SolverSnapshot(solver, variables)
                    if !before.matches(after) {
                        return fail("add [\(i)] was refused but changed the solver: before \(before), after \(after)")
                    }
                }
            case let error?:
                return fail("add [\(i)]: unexpected error \(error)")
            }
            if system.seed % 3 == 0 {
                solver.updateVariables()
                ops.append(.update)
            }
        }

        let expectedOrder = accepted.map { ObjectIdentifier(constraints[$0]) }
        if solver.constraints.map(ObjectIdentifier.init) != expectedOrder {
            return fail("constraints() is not the accepted constraints in order")
        }
        let x = values(solver, variables)
        let kept = accepted.map { refs[$0] }
        stats.levelsCompared += ReferenceLP.optionalLevels(kept).count
        if let problem = disagreement(point: x, kept, variableCount: n) {
            return fail("accepted \(accepted): \(problem)") + shrunkReport(ops, variables)
        }
        return nil
    }

    /// The shortest failing sub-sequence of `ops` (found greedily), described; or a note when
    /// replaying the same calls on a new solver does not fail (itself a determinism problem).
    static func shrunkReport(_ ops: [SessionOp], _ variables: [Variable]) -> String {
        guard let (kind, _) = judge(replay(ops, variables), variables) else {
            return "\n  (replaying the same calls on a new solver does not fail)"
        }
        let small = shrink(ops, variables, kind: kind)
        let replayed = replay(small, variables)
        let smallMessage = judge(replayed, variables)?.1 ?? "(the shrunk sequence no longer fails?)"
        return """

              SHRUNK to \(small.count) calls (let x0…x\(variables.count - 1) = Variable(); let s = Solver()):
            \(replayed.log.map { "    \($0)" }.joined(separator: "\n"))
              final set (edits as constraints):
            \(listing(replayed.finalSet))
              \(smallMessage)
            """
    }

    static func report(_ failures: [String], of total: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        for f in failures.prefix(reportLimit) { Issue.record("\(f)", sourceLocation: sourceLocation) }
        if failures.count > reportLimit {
            Issue.record("… and \(failures.count - reportLimit) more failing cases (\(failures.count) of \(total))",
                         sourceLocation: sourceLocation)
        }
    }

    // MARK: Incremental = from scratch

    /// One call of a random session. Replaying a list of these on a new solver repeats the
    /// session; calls that the solver refuses are simply refused again.
    enum SessionOp: CustomStringConvertible {
        case add(Constraint)
        case remove(Constraint)
        case removeGroup([Constraint])
        /// Inside ``Solver/replacingConstraints(_:)``: each pair's first constraint removed, then
        /// its second (the same expression, another constant, nil: none) added.
        case replace([(Constraint, Constraint?)])
        case addEdit(variable: Int, priority: Double, value: Double)
        case suggest(variable: Int, value: Double)
        case removeEdit(variable: Int)
        case update

        /// Swift source that repeats the call (variables are `x0`, `x1`, …; solver `s`;
        /// constraints are named by `names`, which numbers them as they are first seen).
        func code(_ names: inout [ObjectIdentifier: Int]) -> String {
            func name(_ c: Constraint) -> (String, Bool) {
                if let k = names[ObjectIdentifier(c)] { return ("c\(k)", false) }
                names[ObjectIdentifier(c)] = names.count
                return ("c\(names.count - 1)", true)
            }
            switch self {
            case .add(let c):
                let (n, new) = name(c)
                return new ? "let \(n) = \(DifferentialTests.source(c)); try s.add(\(n))" : "try s.add(\(n))"
            case .remove(let c):
                let (n, new) = name(c)
                return new ? "try s.remove(\(DifferentialTests.source(c)))" : "try s.remove(\(n))"
            case .removeGroup(let group):
                return "try s.remove(contentsOf: [\(group.map { name($0).0 }.joined(separator: ", "))])"
            case .replace(let pairs):
                let body = pairs.map { old, new in
                    "try s.remove(\(name(old).0))" + (new.map { "; try s.add(\(DifferentialTests.source($0)))" } ?? "")
                }
                return "s.replacingConstraints { \(body.joined(separator: "; ")) }"
            default:
                return description
            }
        }

        var description: String {
            switch self {
            case .add(let c): "try s.add(\(DifferentialTests.source(c)))"
            case .remove(let c): "try s.remove(\(DifferentialTests.source(c)))"
            case .removeGroup(let group): "try s.remove(contentsOf: \(group.map(DifferentialTests.source)))"
            case .replace(let pairs):
                "s.replacingConstraints { \(pairs.map { "remove \(DifferentialTests.source($0.0)), add \($0.1.map(DifferentialTests.source) ?? "nothing")" }) }"
            case .addEdit(let v, let p, let value):
                "try s.addEditVariable(x\(v), priority: \(p)); try s.suggestValue(\(value), for: x\(v))"
            case .suggest(let v, let value): "try s.suggestValue(\(value), for: x\(v))"
            case .removeEdit(let v): "try s.removeEditVariable(x\(v))"
            case .update: "s.updateVariables()"
            }
        }
    }

    /// Runs the replacements of one ``SessionOp/replace(_:)`` in one scope; the outcome of each
    /// addition (nil: accepted or none to add). The removals cannot fail (the constraints are live).
    static func replace(_ pairs: [(Constraint, Constraint?)], in solver: Solver) -> [SolverError?] {
        solver.replacingConstraints {
            pairs.map { old, new in
                _ = caught { try solver.remove(old) }
                return new.flatMap { c in caught { try solver.add(c) } }
            }
        }
    }

    /// What a replayed session ends with.
    struct SessionResult {
        var solver: Solver
        var finalSet: [Constraint]  // the solver's constraints, then the edits as constraints
        var log: [String]
    }

    /// Replays `ops` on a new solver (refused calls are logged and skipped).
    static func replay(_ ops: [SessionOp], _ variables: [Variable]) -> SessionResult {
        let solver = Solver()
        var edits: [(variable: Int, priority: Double, value: Double)] = []
        var log: [String] = []
        var names: [ObjectIdentifier: Int] = [:]
        for op in ops {
            var error: SolverError?
            switch op {
            case .add(let c): error = caught { try solver.add(c) }
            case .remove(let c): error = caught { try solver.remove(c) }
            case .removeGroup(let group): error = caught { try solver.remove(contentsOf: group) }
            case .replace(let pairs): error = replace(pairs, in: solver).first { $0 != nil } ?? nil
            case .addEdit(let v, let p, let value):
                error = caught {
                    try solver.addEditVariable(variables[v], priority: Priority(p))
                    try solver.suggestValue(value, for: variables[v])
                }
                if error == nil { edits.append((v, p, value)) }
            case .suggest(let v, let value):
                error = caught { try solver.suggestValue(value, for: variables[v]) }
                if error == nil, let k = edits.firstIndex(where: { $0.variable == v }) { edits[k].value = value }
            case .removeEdit(let v):
                error = caught { try solver.removeEditVariable(variables[v]) }
                if error == nil { edits.removeAll { $0.variable == v } }
            case .update: solver.updateVariables()
            }
            log.append(op.code(&names) + (error.map { "   // refused: \($0)" } ?? ""))
        }
        let editConstraints = edits.map { e in
            Constraint(variables[e.variable] - e.value, .equal, priority: Priority(e.priority))
        }
        return SessionResult(solver: solver, finalSet: solver.constraints + editConstraints, log: log)
    }

    enum SessionFailure: Equatable { case incrementalOnly, freshToo, freshRefuses }

    /// Compares the end of a session with the reference and with a fresh solver.
    static func judge(_ result: SessionResult, _ variables: [Variable]) -> (SessionFailure, String)? {
        let refs = result.finalSet.map { reference($0, over: variables) }
        let n = variables.count
        let incremental = disagreement(point: values(result.solver, variables), refs, variableCount: n)
        let fresh = Solver()
        if let error = caught({ try fresh.add(contentsOf: result.finalSet) }) {
            return (.freshRefuses, "a fresh solver refuses the final set: \(error)")
        }
        let scratch = disagreement(point: values(fresh, variables), refs, variableCount: n)
        switch (incremental, scratch) {
        case (nil, nil): return nil
        case (let i?, nil): return (.incrementalOnly, "incremental solver disagrees with the reference (a fresh solver agrees):\n\(i)")
        case (let i, let f?): return (.freshToo, "fresh solver disagrees with the reference:\n\(f)\nincremental: \(i ?? "agrees")")
        }
    }

    /// Greedily drops calls while the same kind of failure persists (runs only on failure).
    static func shrink(_ ops: [SessionOp], _ variables: [Variable], kind: SessionFailure) -> [SessionOp] {
        var ops = ops
        var progress = true
        while progress {
            progress = false
            for i in ops.indices.reversed() where i < ops.count {
                var trial = ops
                trial.remove(at: i)
                if let (k, _) = judge(replay(trial, variables), variables), k == kind {
                    ops = trial
                    progress = true
                }
            }
        }
        return ops
    }

    @Test func incrementalSessionsMatchFromScratch() {
        var stats = DifferentialStats()
        var failures: [String] = []
        var operations = 0
        for seed: UInt64 in 1...800 {
            if let problem = Self.runSession(seed: seed, stats: &stats, operations: &operations) {
                failures.append(problem)
            }
        }
        Self.report(failures, of: 800)
        #expect(operations >= 10_000, "\(operations) operations; \(stats)")
        #expect(stats.refused >= 100, "\(stats)")
    }

    /// A random sequence of add / remove / addEditVariable / suggestValue / removeEditVariable /
    /// updateVariables on one solver; at the end its per-level costs must equal the reference
    /// optimum of the final constraint set (edits as `v == suggested @p`), and so must a fresh
    /// solver given that final set as plain constraints. Refusals are checked on the way.
    /// A failure is reported with the shortest sub-sequence of calls (found greedily) that
    /// still fails the same way.
    static func runSession(seed: UInt64, stats: inout DifferentialStats, operations: inout Int) -> String? {
        var rng = SplitMix64(seed: seed &* 0x2545_F491_4F6C_DD1D)
        let n = rng.int(1...6)
        let variables = (0..<n).map { Variable("x\($0)") }
        let pool = rng.pick(SystemGenerator.priorityPools)
        let requiredChance = rng.pick([0.2, 0.35, 0.5])
        var settings = TableauSettings()
        // Every other session evaluates lazy rows incrementally only (small systems would
        // otherwise always take the full pass).
        settings.alwaysEvaluatesIncrementally = seed % 2 == 1
        // One in four of those gives up after one row and finishes with the full pass.
        if seed % 8 == 7 { settings.incrementalEvaluationLimit = 1 }
        // Half the sessions keep every row of more than two cells in the cell index (rows
        // this small are otherwise only scanned), so rows cross between the two as they change.
        if seed % 4 >= 2 { settings.indexedRowLength = 2 }
        // A third of the sessions switch pieces on steps of length zero whatever the column's
        // length (only long columns do otherwise: no session would switch at all).
        if seed % 3 == 0 { settings.switchColumnLength = 2 }
        // A fifth of the sessions send every suggestion through the simplex (the others move
        // an edited variable along at once where that is the simplex's one step).
        if seed % 5 == 4 { settings.movesEditsAlong = false }
        let solver = Solver(settings: settings)
        var live: [Constraint] = []
        var edits: [(variable: Int, priority: Double, value: Double)] = []
        var ops: [SessionOp] = []
        func fail(_ message: String) -> String {
            "session seed \(seed), \(n) variables (let x0…x\(n - 1) = Variable(); let s = Solver()):\n"
                + replay(ops, variables).log.map { "  \($0)" }.joined(separator: "\n") + "\n  PROBLEM: \(message)"
        }
        stats.systems += 1

        let steps = rng.int(5...40)
        for step in 0..<steps {
            operations += 1
            let r = rng.unit()
            if r < 0.45 || (live.isEmpty && r < 0.6) {
                let refC = SystemGenerator.constraint(variableCount: n, pool: pool, requiredChance: requiredChance,
                                                      existing: live.map { reference($0, over: variables) }, rng: &rng)
                let c = makeConstraint(refC, variables, style: step)
                ops.append(.add(c))
                let requiredSoFar = live.filter(\.priority.isRequired).map { reference($0, over: variables) }
                let feasible = !refC.isRequired || ReferenceLP.requiredFeasible(variableCount: n, requiredSoFar + [refC])
                switch caught({ try solver.add(c) }) {
                case nil:
                    stats.accepted += 1
                    live.append(c)
                    if !feasible { return fail("last add accepted, but the reference says the required set is infeasible") }
                case .unsatisfiable(_, let conflicts)?:
                    stats.refused += 1
                    if feasible { return fail("last add refused, but the reference says the required set is feasible") }
                    stats.conflictsChecked += 1
                    if let problem = conflictProblem(c, conflicts, solver: solver, variables: variables) {
                        return fail("conflict set \(conflicts): \(problem)")
                    }
                case let error?:
                    return fail("last add: unexpected error \(error)")
                }
            } else if r < 0.62, !live.isEmpty, rng.chance(0.35) {
                // A group: every constraint over a random set of variables (often a closed
                // component, which the solver drops whole), sometimes with one more.
                let chosen = Set(variables.indices.filter { _ in rng.chance(0.5) }.map { variables[$0].id })
                var group = live.filter { c in c.expression.terms.allSatisfy { chosen.contains($0.variable.id) } }
                if group.isEmpty || rng.chance(0.2) { group.append(rng.pick(live)) }
                let ids = Set(group.map(ObjectIdentifier.init))
                live.removeAll { ids.contains(ObjectIdentifier($0)) }
                ops.append(.removeGroup(group))
                if let error = caught({ try solver.remove(contentsOf: group) }) {
                    return fail("remove(contentsOf:): unexpected error \(error)")
                }
            } else if r < 0.62, !live.isEmpty, rng.chance(0.4) {
                // Constants (and sometimes priorities) changed in place: up to three constraints
                // removed and added again on the same expression, one sometimes not added back,
                // in one replacement scope (the marker waits for the new form).
                var pairs: [(Constraint, Constraint?)] = []
                for _ in 0..<rng.int(1...3) where !live.isEmpty {
                    let old = live.remove(at: rng.int(0...(live.count - 1)))
                    guard !rng.chance(0.15) else { pairs.append((old, nil)); continue }
                    let constant = old.expression.constant + Double(rng.int(-20...20))
                    let priority = rng.chance(0.2) ? Priority(rng.pick(pool)) : old.priority
                    pairs.append((old, Constraint(Expression(terms: old.expression.terms, constant: constant),
                                                  old.relation, priority: priority, weight: old.weight)))
                }
                ops.append(.replace(pairs))
                let outcomes = Self.replace(pairs, in: solver)
                // The solver holds, at each addition, the later pairs' old constraints too.
                var held = live + pairs.map(\.0)
                for ((old, new), outcome) in zip(pairs, outcomes) {
                    held.removeAll { $0 === old }
                    guard let new else { continue }
                    switch outcome {
                    case nil:
                        stats.accepted += 1
                        live.append(new)
                        held.append(new)
                    case .unsatisfiable?:
                        stats.refused += 1
                        let required = held.filter(\.priority.isRequired).map { reference($0, over: variables) }
                        if ReferenceLP.requiredFeasible(variableCount: n, required + [reference(new, over: variables)]) {
                            return fail("replacement refused, but the reference says the required set is feasible")
                        }
                    case let error?:
                        return fail("replacement: unexpected error \(error)")
                    }
                }
            } else if r < 0.62, !live.isEmpty {
                let c = live.remove(at: rng.int(0...(live.count - 1)))
                ops.append(.remove(c))
                if let error = caught({ try solver.remove(c) }) { return fail("remove: unexpected error \(error)") }
            } else if r < 0.72 {
                let free = variables.indices.filter { j in !edits.contains { $0.variable == j } }
                guard !free.isEmpty else { continue }
                let j = rng.pick(free)
                let p = rng.chance(0.7) ? rng.pick(pool) : rng.pick([600, 999.5, 1])
                let value = Double(rng.int(-100...100))
                ops.append(.addEdit(variable: j, priority: p, value: value))
                if let error = caught({
                    try solver.addEditVariable(variables[j], priority: Priority(p))
                    try solver.suggestValue(value, for: variables[j])
                }) {
                    return fail("edit: unexpected error \(error)")
                }
                edits.append((j, p, value))
            } else if r < 0.92, !edits.isEmpty {
                let k = rng.int(0...(edits.count - 1))
                let value = rng.chance(0.2) ? edits[k].value : Double(rng.int(-100...100)) + rng.pick([0, 0.5])
                ops.append(.suggest(variable: edits[k].variable, value: value))
                if let error = caught({ try solver.suggestValue(value, for: variables[edits[k].variable]) }) {
                    return fail("suggest: unexpected error \(error)")
                }
                edits[k].value = value
            } else if r < 0.96, !edits.isEmpty {
                let e = edits.remove(at: rng.int(0...(edits.count - 1)))
                ops.append(.removeEdit(variable: e.variable))
                if let error = caught({ try solver.removeEditVariable(variables[e.variable]) }) {
                    return fail("removeEditVariable: unexpected error \(error)")
                }
            } else {
                ops.append(.update)
                solver.updateVariables()
            }
        }

        if solver.constraints.map(ObjectIdentifier.init) != live.map(ObjectIdentifier.init) {
            return fail("constraints() \(solver.constraints) != expected \(live)")
        }
        for (j, v) in variables.enumerated() where solver.containsEditVariable(v) != edits.contains(where: { $0.variable == j }) {
            return fail("containsEditVariable(x\(j)) is wrong")
        }
        let editConstraints = edits.map { e in
            Constraint(variables[e.variable] - e.value, .equal, priority: Priority(e.priority))
        }
        let result = SessionResult(solver: solver, finalSet: live + editConstraints, log: [])
        stats.levelsCompared += ReferenceLP.optionalLevels(result.finalSet.map { reference($0, over: variables) }).count
        guard let (_, message) = judge(result, variables) else { return nil }
        return fail(message) + shrunkReport(ops, variables)
    }

    /// Swift source for a constraint over variables named x0, x1, ….
    static func source(_ c: Constraint) -> String {
        let e = c.expression
        let expr = e.terms.isEmpty ? "Expression(\(e.constant))" : "\(e)"
        let rel = switch c.relation {
        case .equal: ".equal"
        case .lessThanOrEqual: ".lessThanOrEqual"
        case .greaterThanOrEqual: ".greaterThanOrEqual"
        }
        var s = "Constraint(\(expr), \(rel)"
        if !c.priority.isRequired { s += ", priority: \(c.priority.value)" }
        if c.weight != 1 { s += ", weight: \(c.weight)" }
        return s + ")"
    }

    // MARK: Determinism

    /// Replays the same calls on two solvers and compares everything observable: errors,
    /// updateVariables() results and every value, bit for bit.
    @Test func sameCallsGiveBitIdenticalValues() {
        for seed: UInt64 in 1...100 {
            var rng = SplitMix64(seed: seed &* 0x9E37_79B9)
            let n = rng.int(2...8)
            let variables = (0..<n).map { Variable("x\($0)") }
            let pool = rng.pick(SystemGenerator.priorityPools)
            var calls: [(Solver) -> String] = []
            var live: [Constraint] = []
            var editing: [Variable] = []
            for step in 0..<rng.int(10...60) {
                let r = rng.unit()
                if r < 0.45 {
                    let refC = SystemGenerator.constraint(variableCount: n, pool: pool, requiredChance: 0.4,
                                                          existing: live.map { reference($0, over: variables) }, rng: &rng)
                    let c = makeConstraint(refC, variables, style: step)
                    live.append(c)  // may be refused: then the removal below is refused too, in both
                    calls.append { s in caught({ try s.add(c) }).map { "\($0)" } ?? "ok" }
                } else if r < 0.6, !live.isEmpty {
                    let c = live.remove(at: rng.int(0...(live.count - 1)))
                    calls.append { s in caught({ try s.remove(c) }).map { "\($0)" } ?? "ok" }
                } else if r < 0.7 {
                    let v = rng.pick(variables)
                    let p = rng.pick(pool)
                    if !editing.contains(v) { editing.append(v) }
                    calls.append { s in caught({ try s.addEditVariable(v, priority: Priority(p)) }).map { "\($0)" } ?? "ok" }
                } else if r < 0.9, !editing.isEmpty {
                    let v = rng.pick(editing)
                    let value = Double(rng.int(-500...500)) / 4
                    calls.append { s in caught({ try s.suggestValue(value, for: v) }).map { "\($0)" } ?? "ok" }
                } else {
                    calls.append { s in
                        let changed = s.updateVariables().map(\.id)
                        let bits = variables.map { String(s.value(of: $0).bitPattern, radix: 16) }
                        return "changed \(changed) values \(bits)"
                    }
                }
            }
            calls.append { s in
                let changed = s.updateVariables().map(\.id)
                return "changed \(changed) values \(variables.map { String(s.value(of: $0).bitPattern, radix: 16) })"
            }
            let a = Solver()
            let traceA = calls.map { $0(a) }
            // Disturb the heap a little so that the second solver's storage lands elsewhere.
            let junk = (0..<Int(seed % 7)).map { _ in Solver() }
            let b = Solver()
            let traceB = calls.map { $0(b) }
            _ = junk.count
            if let k = traceA.indices.first(where: { traceA[$0] != traceB[$0] }) {
                Issue.record("seed \(seed): call \(k) differs:\n  A: \(traceA[k])\n  B: \(traceB[k])")
            }
        }
    }
}
