// libFuzzer driver for PlumbSolver (not part of `swift test`; built by Scripts/fuzz.sh).
//
// The input bytes are a program of solver calls over six variables: add a constraint (relation,
// priority, up to three terms, constant), remove one, add/remove an edit variable, suggest a
// value, update. After every call the tableau's invariants must hold; after every update the
// required constraints must hold and each priority level's cost must be no worse than a solver
// built from scratch with the same constraints reaches. Any violation traps, which libFuzzer
// reports as a crash with the input saved.
@testable import PlumbSolver

private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    mutating func next() -> UInt8? {
        guard index < bytes.count else { return nil }
        defer { index += 1 }
        return bytes[index]
    }
    mutating func small() -> Double { Double(Int(next() ?? 0) % 9 - 4) }
}

private let priorities: [Priority] = [1000, 1000, 999, 750, 500, 251, 250, 1]

private func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { preconditionFailure(message()) }
}

private func levelCosts(_ constraints: [Constraint], _ value: (Variable) -> Double) -> [(Double, Double)] {
    var costs: [Double: Double] = [:]
    for c in constraints where !c.priority.isRequired {
        let e = c.expression.evaluate(value)
        let v = c.relation == .equal ? abs(e) : c.relation == .greaterThanOrEqual ? max(0, -e) : max(0, e)
        costs[c.priority.value, default: 0] += c.weight * v
    }
    return costs.sorted { $0.key > $1.key }.map { ($0.key, $0.value) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var input = Reader(bytes: UnsafeBufferPointer(start: data, count: size))
    let variables = (0..<6).map { Variable("x\($0)") }
    var settings = TableauSettings()
    // Inputs of odd length keep every row of more than two cells in the cell index, so the
    // fuzzer takes both the scanned and the indexed paths (rows of six variables stay short).
    if size % 2 == 1 { settings.indexedRowLength = 2 }
    // Half the inputs evaluate lazy rows incrementally every time (as far as values change),
    // which a system of six variables would otherwise seldom do.
    if size % 4 >= 2 { settings.alwaysEvaluatesIncrementally = true }
    // One input in three switches pieces on steps of length zero whatever the column's length
    // (only columns of 128 rows or more do otherwise), so runs of them happen on six variables.
    if size % 3 == 0 { settings.switchColumnLength = 2 }
    // One input in five sends every suggestion through the simplex instead of moving an edited
    // variable along at once.
    if size % 5 == 4 { settings.movesEditsAlong = false }
    let solver = Solver(settings: settings)
    var added: [Constraint] = []
    var edits: [Variable: (Priority, Double)] = [:]
    while let op = input.next() {
        switch op % 6 {
        case 0, 1:
            var expression = Expression(input.small() * 10)
            for _ in 0..<(Int(input.next() ?? 0) % 3 + 1) {
                let v = variables[Int(input.next() ?? 0) % variables.count]
                expression = expression + input.small() * v
            }
            let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int(input.next() ?? 0) % 3]
            let priority = priorities[Int(input.next() ?? 0) % priorities.count]
            let c = Constraint(expression, relation, priority: priority)
            if (try? solver.add(c)) != nil { added.append(c) }
        case 2:
            guard !added.isEmpty else { break }
            let c = added.remove(at: Int(input.next() ?? 0) % added.count)
            guard (input.next() ?? 0) % 2 == 1 else {
                check((try? solver.remove(c)) != nil, "remove of an added constraint failed")
                break
            }
            // A constant changed in place: removed and added again on its expression in one
            // replacement, which keeps the expression's marker for the new form.
            let moved = Expression(terms: c.expression.terms, constant: c.expression.constant + input.small() * 10)
            let replacement = Constraint(moved, c.relation, priority: c.priority)
            solver.replacingConstraints {
                check((try? solver.remove(c)) != nil, "remove of an added constraint failed")
                if (try? solver.add(replacement)) != nil { added.append(replacement) }
            }
        case 3:
            let v = variables[Int(input.next() ?? 0) % variables.count]
            if edits[v] == nil {
                let p = priorities[2 + Int(input.next() ?? 0) % (priorities.count - 2)]
                if (try? solver.addEditVariable(v, priority: p)) != nil { edits[v] = (p, 0) }
            } else {
                try? solver.removeEditVariable(v)
                edits[v] = nil
            }
        case 4:
            let v = variables[Int(input.next() ?? 0) % variables.count]
            let target = input.small() * 25
            if let (p, _) = edits[v], (try? solver.suggestValue(target, for: v)) != nil { edits[v] = (p, target) }
        default:
            solver.updateVariables()
            let value = { (v: Variable) in solver.value(of: v) }
            for c in added where c.priority.isRequired {
                let e = c.expression.evaluate(value)
                let slack = 1e-6 * (1 + abs(c.expression.constant))
                let ok = c.relation == .equal ? abs(e) <= slack : c.relation == .greaterThanOrEqual ? e >= -slack : e <= slack
                check(ok, "required constraint violated: \(c) = \(e)")
            }
            // The same constraints from scratch (edits as the constraints they stand for).
            let everything = added + edits.map { v, pe in Constraint(Expression(v) - pe.1, .equal, priority: pe.0) }
            let fresh = Solver()
            for c in everything { try? fresh.add(c) }
            let mine = levelCosts(everything, value)
            let theirs = levelCosts(everything) { fresh.value(of: $0) }
            for (a, b) in zip(mine, theirs) {
                let tolerance = 1e-6 * max(1, b.1)
                if a.1 < b.1 - tolerance { break }
                check(a.1 <= b.1 + tolerance, "level @\(a.0): incremental cost \(a.1) > from-scratch \(b.1)")
            }
        }
        if let problem = solver.tableau.verify() { preconditionFailure("invariant: \(problem)") }
    }
    return 0
}
