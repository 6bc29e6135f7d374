import Dispatch
import PlumbSolver
import Synchronization
import Testing

// Every public Solver operation and every SolverError case, plus the priority semantics of
// SEMANTICS.md §1 on hand-made systems.

/// The error a call throws, or nil if it succeeds. (Closures infer `throws(any Error)`, so the
/// error is cast back; any other error type is a test failure.)
func caught(_ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) -> SolverError? {
    do {
        try body()
        return nil
    } catch let error as SolverError {
        return error
    } catch {
        Issue.record("not a SolverError: \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    Swift.abs(a - b) <= tolerance * Swift.max(1, Swift.abs(b))
}

/// What a refused call must leave untouched: the constraints (by identity, in order), the edit
/// variables, and the values.
struct SolverSnapshot: CustomStringConvertible {
    var constraints: [ObjectIdentifier]
    var edits: [Bool]
    var values: [Double]

    init(_ solver: Solver, _ variables: [Variable]) {
        constraints = solver.constraints.map(ObjectIdentifier.init)
        edits = variables.map(solver.containsEditVariable)
        values = PlumbSolverTests.values(solver, variables)
    }

    func matches(_ other: SolverSnapshot) -> Bool {
        constraints == other.constraints && edits == other.edits && values.count == other.values.count
            && zip(values, other.values).allSatisfy { isClose($1, $0, Check.sameValue) }
    }

    var description: String { "\(constraints.count) constraints, edits \(edits), values \(values)" }
}

@Suite("Solver API and errors")
struct SolverAPITests {
    // MARK: Basic operations

    @Test func addRemoveContainsAndValues() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let c1 = x == 10
        let c2 = y == x + 5
        #expect(!solver.contains(c1))
        try solver.add(c1)
        try solver.add(c2)
        #expect(solver.contains(c1) && solver.contains(c2))
        #expect(values(solver, [x, y]) == [10, 15])
        try solver.remove(c1)
        #expect(!solver.contains(c1) && solver.contains(c2))
        #expect(solver.constraints.count == 1 && solver.constraints[0] === c2)
        // Without c1, y = x + 5 still holds whatever x is.
        let v = values(solver, [x, y])
        #expect(isClose(v[1], v[0] + 5))
    }

    @Test func variablesFarApartAndSideBySideKeepTheirOwnValues() throws {
        // Symbols are kept in pages of consecutive variable ids: every third of 500 variables
        // (across many pages, with neighbours the solver never sees) and one made much later.
        let solver = Solver()
        let all = (0..<500).map { Variable("v\($0)") }
        let used = Swift.stride(from: 0, to: all.count, by: 3).map { all[$0] }
        for (k, v) in used.enumerated() { try solver.add(v == Double(k)) }
        let late = Variable("late")
        try solver.add(late == used[0] + 1000)
        solver.updateVariables()
        for (k, v) in used.enumerated() { #expect(solver.value(of: v) == Double(k)) }
        #expect(solver.value(of: late) == 1000)
        #expect(solver.value(of: all[1]) == 0 && solver.value(of: all[499]) == 0)
    }

    @Test func valueOfUnknownVariableIsZero() throws {
        let solver = Solver()
        #expect(solver.value(of: Variable("never seen")) == 0)
        try solver.add(Variable("a") == 3)
        solver.updateVariables()
        #expect(solver.value(of: Variable("still never seen")) == 0)
    }

    @Test func constraintsKeepInsertionOrder() throws {
        let solver = Solver()
        let x = Variable("x")
        let a = x >= 0, b = x <= 100, c = x == 5, d = Constraint(Expression(x), .equal, priority: 250)
        for k in [a, b, c, d] { try solver.add(k) }
        try solver.remove(b)
        let e = x >= -1
        try solver.add(e)
        #expect(solver.constraints.map(ObjectIdentifier.init) == [a, c, d, e].map(ObjectIdentifier.init))
        try solver.add(b)  // re-added: now last
        #expect(solver.constraints.map(ObjectIdentifier.init) == [a, c, d, e, b].map(ObjectIdentifier.init))
    }

    @Test func constraintOrderSurvivesManyRemovals() throws {
        let solver = Solver()
        let x = Variable("x")
        let a = x >= 0, b = x <= 100, c = x == 5, d = Constraint(Expression(x), .equal, priority: 250), e = x >= -1
        for k in [a, c, d, e, b] { try solver.add(k) }
        // Many removals (the order bookkeeping compacts itself): the order must survive.
        let many = (0..<200).map { i in Constraint(x - Double(i), .equal, priority: 250) }
        for k in many { try solver.add(k) }
        var kept: [Constraint] = [a, c, d, e, b]
        for (i, k) in many.enumerated() {
            if i % 5 == 0 { kept.append(k) } else { try solver.remove(k) }
        }
        #expect(solver.constraints.map(ObjectIdentifier.init) == kept.map(ObjectIdentifier.init))
        for k in kept { #expect(solver.contains(k)) }
        for (i, k) in many.enumerated() where i % 5 != 0 { #expect(!solver.contains(k)) }
        #expect(isClose(values(solver, [x])[0], 5))
    }

    @Test func sameEquationTwiceIsTwoConstraints() throws {
        let solver = Solver()
        let x = Variable("x")
        let c1 = x == 10, c2 = x == 10
        try solver.add(c1)
        try solver.add(c2)
        #expect(solver.constraints.count == 2)
        try solver.remove(c1)
        #expect(solver.contains(c2) && !solver.contains(c1))
        #expect(values(solver, [x]) == [10])
    }

    @Test func resetClearsEverything() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let c = x == 10
        try solver.add(c)
        try solver.add(y >= x + 1)
        try solver.addEditVariable(y, priority: 500)
        try solver.suggestValue(40, for: y)
        #expect(values(solver, [x, y]) == [10, 40])
        solver.reset()
        #expect(solver.constraints.isEmpty)
        #expect(!solver.contains(c))
        #expect(!solver.containsEditVariable(y))
        #expect(values(solver, [x, y]) == [0, 0])
        guard case .unknownConstraint(let u)? = caught({ try solver.remove(c) }) else {
            Issue.record("removing a constraint after reset must throw unknownConstraint")
            return
        }
        #expect(u === c)
        // Usable again, with the same objects.
        try solver.add(c)
        try solver.addEditVariable(y, priority: 500)
        try solver.suggestValue(7, for: y)
        #expect(values(solver, [x, y]) == [10, 7])
    }

    /// A constraint keeps its record in the first solver that adds it; the others keep theirs
    /// in a table. Each solver must see only its own state, whichever holds the record, and a
    /// removal or reset in one must leave the others as they were.
    @Test func oneConstraintInSeveralSolvers() throws {
        let x = Variable("x"), y = Variable("y")
        let shared = [x == 10, y >= x + 5, y <= 100]
        let a = Solver(), b = Solver(), c = Solver()
        for s in [a, b, c] { for k in shared { try s.add(k) } }
        for s in [a, b, c] {
            #expect(s.constraints.map(ObjectIdentifier.init) == shared.map(ObjectIdentifier.init))
            #expect(caught({ try s.add(shared[1]) }) != nil)
        }
        try a.remove(shared[0])
        let moved = x == 30
        try a.add(moved)
        #expect(values(a, [x]) == [30] && values(b, [x]) == [10] && values(c, [x]) == [10])
        #expect(!a.contains(shared[0]) && b.contains(shared[0]) && c.contains(shared[0]))
        try a.remove(moved)
        // Added again, after solvers further on took it: its order is the newest in `a` only.
        try a.add(shared[0])
        #expect(a.constraints.last === shared[0] && b.constraints.first === shared[0])
        try b.remove(shared[1])
        #expect(a.contains(shared[1]) && !b.contains(shared[1]) && c.contains(shared[1]))
        a.reset()
        #expect(!a.contains(shared[2]) && b.contains(shared[2]) && c.contains(shared[2]))
        // After the reset another solver can take the record, and the first still works.
        let d = Solver()
        for k in shared { try d.add(k) }
        try a.add(shared[2])
        try d.remove(shared[2])
        #expect(a.contains(shared[2]) && !d.contains(shared[2]) && c.contains(shared[2]))
        #expect(values(d, [x, y]) == [10, 15])
    }

    /// Solvers on several threads adding and removing the same constraint objects: each
    /// solver's claim on a constraint's record is atomic, so every solver ends with its own
    /// state.
    @Test func solversOnSeveralThreadsShareConstraints() throws {
        let x = Variable("x"), y = Variable("y")
        let shared = (0..<200).map { k in y >= x + Double(k) }
        let results = Mutex<[[Double]]>(Array(repeating: [], count: 8))
        DispatchQueue.concurrentPerform(iterations: 8) { i in
            let solver = Solver()
            for round in 0..<3 {
                for (k, c) in shared.enumerated() where (k + i + round) % 3 != 0 { try? solver.add(c) }
                for (k, c) in shared.enumerated() where (k + i) % 2 == 0 { try? solver.remove(c) }
            }
            try? solver.add(x == Double(i))
            solver.updateVariables()
            let kept = shared.filter(solver.contains).count
            results.withLock { $0[i] = [solver.value(of: x), solver.value(of: y), Double(kept)] }
        }
        for i in 0..<8 {
            // Each round leaves the odd-offset constraints of (k + i) in; the largest is 199 or 198.
            let largest = Double(shared.indices.last { ($0 + i) % 2 != 0 } ?? 0)
            let r = results.withLock { $0[i] }
            #expect(r.count == 3 && r[0] == Double(i) && r[1] >= Double(i) + largest - 1e-9 && r[2] == 100,
                    "solver \(i): \(r)")
        }
    }

    @Test func updateVariablesReportsOnlyChangedVariables() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let cx = x == 10
        try solver.add(cx)
        try solver.add(y == 20)
        try solver.add(z == 30)
        #expect(Set(solver.updateVariables()) == [x, y, z])
        #expect(solver.updateVariables().isEmpty)
        try solver.remove(cx)
        let cx2 = x == 15
        try solver.add(cx2)
        #expect(Array(solver.updateVariables()) == [x])
        #expect(solver.value(of: x) == 15 && solver.value(of: y) == 20 && solver.value(of: z) == 30)
        // A change that leaves every value as it was reports nothing.
        try solver.add(x >= -100)
        try solver.add(y <= 100)
        #expect(solver.updateVariables().isEmpty)
        // Edits: only the edited chain moves.
        try solver.add(Constraint(z - x, .equal, priority: 250))  // cannot win against z == 30
        try solver.remove(cx2)
        try solver.addEditVariable(x, priority: 750)
        try solver.suggestValue(-4, for: x)
        #expect(Array(solver.updateVariables()) == [x])
        #expect(solver.value(of: x) == -4)
        try solver.suggestValue(-4, for: x)
        #expect(solver.updateVariables().isEmpty)
    }

    @Test func aHeldReportOfChangesStaysAsItWas() throws {
        // The report shares the solver's list of changes; the solver's next changes must not
        // show through it.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(y == x + 1)
        try solver.addEditVariable(x, priority: 750)
        try solver.suggestValue(3, for: x)
        let first = solver.updateVariables()
        #expect(Set(first) == [x, y])
        try solver.suggestValue(5, for: x)
        let second = solver.updateVariables()
        #expect(Set(second) == [x, y])
        try solver.suggestValue(5, for: x)
        #expect(solver.updateVariables().isEmpty)
        #expect(Set(first) == [x, y] && first.count == 2)
        #expect(solver.value(of: y) == 6)
        // The held report keeps the values it reported, 3 and 4, not the solver's 5 and 6.
        let firstValues = Dictionary(uniqueKeysWithValues: first.indices.map { (first.id(at: $0), first.value(at: $0)) })
        #expect(firstValues == [x.id: 3, y.id: 4])
    }

    @Test func aReportCarriesEachValueAndId() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try solver.add(a == 2)
        try solver.add(b == a + 5)
        try solver.add(c == b * 2)
        let report = solver.updateVariables()
        #expect(report.count == 3)
        for i in report.indices {
            #expect(report.id(at: i) == report[i].id)
            #expect(report.value(at: i) == solver.value(of: report[i]))
        }
    }

    @Test func fourValuesReadAtOnceAreTheValuesReadOneByOne() throws {
        let solver = Solver()
        // A frame's four variables made one after another (one page of ids), one made much
        // later (another page) and one the solver does not know (0).
        let x = Variable("x"), y = Variable("y"), w = Variable("w")
        let far = (0..<200).map { Variable("v\($0)") }.last!
        let unknown = Variable("unknown")
        try solver.add(x == 1)
        try solver.add(y == x + 2)
        try solver.add(w == y * 3)
        try solver.add(far == w - 20)
        for (p, q, r, t) in [(x, y, w, far), (far, x, unknown, y), (unknown, unknown, w, x)] {
            let (vp, vq, vr, vt) = solver.values(of: p, q, r, t)
            #expect([vp, vq, vr, vt] == [p, q, r, t].map { solver.value(of: $0) })
        }
        #expect(solver.values(of: x, y, w, far) == (1, 3, 9, -11))
    }

    // MARK: Errors

    @Test func duplicateConstraint() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = x == 10
        try solver.add(c)
        try solver.add(Constraint(Expression(x), .equal, priority: 250))
        let before = SolverSnapshot(solver, [x])
        guard case .duplicateConstraint(let d)? = caught({ try solver.add(c) }) else {
            Issue.record("expected duplicateConstraint")
            return
        }
        #expect(d === c)
        let after = SolverSnapshot(solver, [x])
        #expect(before.matches(after), "before \(before), after \(after)")
    }

    @Test func unknownConstraint() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x == 1)
        let stranger = x == 1
        let before = SolverSnapshot(solver, [x])
        guard case .unknownConstraint(let u)? = caught({ try solver.remove(stranger) }) else {
            Issue.record("expected unknownConstraint")
            return
        }
        #expect(u === stranger)
        #expect(before.matches(SolverSnapshot(solver, [x])))
        // A removed constraint is unknown too.
        let c = x >= 0
        try solver.add(c)
        try solver.remove(c)
        guard case .unknownConstraint? = caught({ try solver.remove(c) }) else {
            Issue.record("expected unknownConstraint on second removal")
            return
        }
    }

    @Test(arguments: [0, 1000.0001, Double.nan, -1, Double.infinity, -Double.infinity, -0.0, -Double.leastNonzeroMagnitude])
    func invalidPriority(_ p: Double) throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x == 3)
        let before = SolverSnapshot(solver, [x])
        let c = Constraint(Expression(x), .equal, priority: Priority(p))
        guard case .invalidPriority(let got)? = caught({ try solver.add(c) }) else {
            Issue.record("priority \(p): expected invalidPriority")
            return
        }
        #expect(got.bitPattern == p.bitPattern || (got.isNaN && p.isNaN), "reported \(got) for \(p)")
        #expect(!solver.contains(c))
        guard case .invalidPriority? = caught({ try solver.addEditVariable(x, priority: Priority(p)) }) else {
            Issue.record("priority \(p): addEditVariable must throw invalidPriority")
            return
        }
        #expect(!solver.containsEditVariable(x))
        #expect(before.matches(SolverSnapshot(solver, [x])))
    }

    @Test(arguments: [1000, 999.9999, 999.5, 0.0001, Double.leastNonzeroMagnitude, 1])
    func validPriority(_ p: Double) throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x - 4, .equal, priority: Priority(p)))
        #expect(values(solver, [x]) == [4])
    }

    @Test(arguments: [0, -1, Double.nan, Double.infinity, -Double.infinity, -0.0])
    func invalidWeight(_ w: Double) throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x == 3)
        let before = SolverSnapshot(solver, [x])
        let c = Constraint(Expression(x), .equal, priority: 500, weight: w)
        guard case .invalidWeight(let got)? = caught({ try solver.add(c) }) else {
            Issue.record("weight \(w): expected invalidWeight")
            return
        }
        #expect(got.bitPattern == w.bitPattern || (got.isNaN && w.isNaN))
        #expect(before.matches(SolverSnapshot(solver, [x])))
    }

    @Test func nonFiniteNumbers() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x == 3)
        let before = SolverSnapshot(solver, [x, y])
        let bad: [Constraint] = [
            Constraint(Expression(terms: [Term(x, .nan)]), .equal),
            Constraint(Expression(terms: [Term(x, 1), Term(y, .infinity)]), .lessThanOrEqual, priority: 250),
            Constraint(Expression(terms: [Term(x, -.infinity)], constant: 1), .greaterThanOrEqual),
            Constraint(Expression(terms: [Term(x, 1)], constant: .nan), .equal),
            Constraint(Expression(terms: [Term(x, 1)], constant: -.infinity), .equal, priority: 1),
            x * 1e308 * 10 == 1,  // overflows to infinity while building
        ]
        for c in bad {
            guard case .nonFiniteNumber(let got)? = caught({ try solver.add(c) }) else {
                Issue.record("\(c): expected nonFiniteNumber")
                continue
            }
            #expect(got === c)
        }
        try solver.addEditVariable(y, priority: 500)
        try solver.suggestValue(1, for: y)
        let withEdit = SolverSnapshot(solver, [x, y])
        for v in [Double.nan, .infinity, -.infinity] {
            guard case .nonFiniteNumber(let got)? = caught({ try solver.suggestValue(v, for: y) }) else {
                Issue.record("suggestValue(\(v)): expected nonFiniteNumber")
                continue
            }
            #expect(got == nil)
        }
        #expect(withEdit.matches(SolverSnapshot(solver, [x, y])))
        try solver.removeEditVariable(y)
        #expect(before.constraints == SolverSnapshot(solver, [x, y]).constraints)
    }

    @Test func editVariableErrors() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x >= 0)
        try solver.addEditVariable(x, priority: 500)
        try solver.suggestValue(12, for: x)
        let before = SolverSnapshot(solver, [x, y])

        guard case .duplicateEditVariable(let d)? = caught({ try solver.addEditVariable(x, priority: 250) }) else {
            Issue.record("expected duplicateEditVariable")
            return
        }
        #expect(d == x)
        guard case .unknownEditVariable(let u1)? = caught({ try solver.suggestValue(1, for: y) }) else {
            Issue.record("suggestValue on a non-edit variable: expected unknownEditVariable")
            return
        }
        #expect(u1 == y)
        guard case .unknownEditVariable(let u2)? = caught({ try solver.removeEditVariable(y) }) else {
            Issue.record("removeEditVariable on a non-edit variable: expected unknownEditVariable")
            return
        }
        #expect(u2 == y)
        guard case .requiredEditVariable(let r)? = caught({ try solver.addEditVariable(y, priority: .required) }) else {
            Issue.record("expected requiredEditVariable")
            return
        }
        #expect(r == y)
        #expect(!solver.containsEditVariable(y))
        #expect(before.matches(SolverSnapshot(solver, [x, y])), "\(before) vs \(SolverSnapshot(solver, [x, y]))")

        // After removal the variable is no longer an edit variable, and can be added again.
        try solver.removeEditVariable(x)
        #expect(!solver.containsEditVariable(x))
        guard case .unknownEditVariable? = caught({ try solver.suggestValue(3, for: x) }) else {
            Issue.record("suggestValue after removeEditVariable: expected unknownEditVariable")
            return
        }
        try solver.addEditVariable(x, priority: 250)
        try solver.suggestValue(3, for: x)
        #expect(values(solver, [x]) == [3])
    }

    @Test func unsatisfiableReportsAMinimalConflictSet() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let cx = x == 10
        try solver.add(cx)
        try solver.add(y == 5)
        try solver.add(Constraint(x - 50, .equal, priority: 999.5))
        let before = SolverSnapshot(solver, [x, y])
        let bad = x >= 20
        guard case .unsatisfiable(let c, let conflicts)? = caught({ try solver.add(bad) }) else {
            Issue.record("expected unsatisfiable")
            return
        }
        #expect(c === bad)
        #expect(conflicts.map(ObjectIdentifier.init) == [ObjectIdentifier(cx)], "conflicts: \(conflicts)")
        #expect(!solver.contains(bad))
        #expect(before.matches(SolverSnapshot(solver, [x, y])))
    }

    @Test func unsatisfiableChainConflict() throws {
        let solver = Solver()
        let v = (0..<4).map { Variable("x\($0)") }
        let chain = [v[0] == 0, v[1] >= v[0] + 10, v[2] >= v[1] + 10]
        let noise = [v[3] == 7, v[3] <= v[2], v[1] <= 1000]
        try solver.add(chain[0])
        try solver.add(noise[0])
        try solver.add(chain[1])
        try solver.add(noise[1])
        try solver.add(chain[2])
        try solver.add(noise[2])
        let bad = v[2] <= 15
        let before = SolverSnapshot(solver, v)
        guard case .unsatisfiable(let c, let conflicts)? = caught({ try solver.add(bad) }) else {
            Issue.record("expected unsatisfiable")
            return
        }
        #expect(c === bad)
        #expect(Set(conflicts.map(ObjectIdentifier.init)) == Set(chain.map(ObjectIdentifier.init)),
                "conflicts: \(conflicts)")
        if let problem = conflictProblem(c, conflicts, solver: solver, variables: v) { Issue.record("\(problem)") }
        #expect(before.matches(SolverSnapshot(solver, v)))
    }

    @Test func constantOnlyConstraints() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x == 2)
        try solver.add(Constraint(Expression(0), .equal))  // 0 == 0
        try solver.add(Constraint(Expression(-1), .lessThanOrEqual))  // -1 <= 0
        try solver.add(Constraint(Expression(terms: [Term(x, 0)], constant: 0), .equal))  // 0·x == 0
        let bad = Constraint(Expression(5), .equal)  // 5 == 0
        guard case .unsatisfiable(let c, let conflicts)? = caught({ try solver.add(bad) }) else {
            Issue.record("5 == 0 must be unsatisfiable")
            return
        }
        #expect(c === bad && conflicts.isEmpty, "conflicts: \(conflicts)")
        // Optional, it is just a constant cost.
        try solver.add(Constraint(Expression(5), .equal, priority: 250))
        #expect(values(solver, [x]) == [2])
    }

    @Test func optionalConstraintsNeverThrowUnsatisfiable() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x == 10)
        try solver.add(Constraint(x - 20, .equal, priority: 999.5))
        try solver.add(Constraint(x - 30, .greaterThanOrEqual, priority: 999.9999))
        #expect(values(solver, [x]) == [10])
    }

    @Test func removingAConflictLetsTheOtherIn() throws {
        let solver = Solver()
        let x = Variable("x")
        let a = x == 10, b = x == 20
        try solver.add(a)
        #expect(caught { try solver.add(b) } != nil)
        try solver.remove(a)
        try solver.add(b)
        #expect(values(solver, [x]) == [20])
    }

    @Test func failedCallsLeaveTheSolverAsItWas() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let vars = [x, y, z]
        let existing = x + y == 100
        try solver.add(existing)
        try solver.add(x >= 10)
        try solver.add(Constraint(x - 70, .equal, priority: 750))
        try solver.add(Constraint(y - 70, .equal, priority: 250, weight: 2))
        try solver.add(Constraint(z - x, .lessThanOrEqual, priority: 500))
        try solver.addEditVariable(z, priority: 999)
        try solver.suggestValue(55, for: z)
        let before = SolverSnapshot(solver, vars)
        // @999 edit z = 55, @750 x = 70 (so y = 30), @500 z <= x holds, @250 pays 2 × 40.
        #expect(isClose(before.values[0], 70) && isClose(before.values[1], 30) && isClose(before.values[2], 55),
                "\(before.values)")

        let attempts: [(String, () throws -> Void)] = [
            ("duplicate", { try solver.add(existing) }),
            ("invalid priority", { try solver.add(Constraint(Expression(x), .equal, priority: 0)) }),
            ("invalid weight", { try solver.add(Constraint(Expression(x), .equal, priority: 5, weight: -2)) }),
            ("non-finite", { try solver.add(Constraint(Expression(terms: [Term(y, .nan)]), .equal)) }),
            ("unsatisfiable", { try solver.add(x + y == 90) }),
            ("unsatisfiable inequality", { try solver.add(x <= 5) }),
            ("unknown removal", { try solver.remove(x == 1) }),
            ("duplicate edit", { try solver.addEditVariable(z, priority: 5) }),
            ("required edit", { try solver.addEditVariable(x, priority: 1000) }),
            ("unknown edit", { try solver.suggestValue(3, for: y) }),
            ("unknown edit removal", { try solver.removeEditVariable(x) }),
            ("non-finite suggestion", { try solver.suggestValue(.nan, for: z) }),
            ("batch", { try solver.add(contentsOf: [y >= 0, x <= 200, x == 5 + y, y == 60]) }),
        ]
        for (name, attempt) in attempts {
            #expect(caught(attempt) != nil, "\(name) must fail")
            let after = SolverSnapshot(solver, vars)
            #expect(before.matches(after), "\(name): before \(before), after \(after)")
        }
    }

    @Test func batchAddIsAllOrNothing() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let pre = x == 10
        try solver.add(pre)
        try solver.add(Constraint(y - 3, .equal, priority: 250))
        let before = SolverSnapshot(solver, [x, y])

        // Refused because the third conflicts with `pre`.
        let a = y >= 0, b = y <= 50, bad = x == 11, d = y == 4
        guard case .unsatisfiable(let c, let conflicts)? = caught({ try solver.add(contentsOf: [a, b, bad, d]) }) else {
            Issue.record("expected unsatisfiable from the batch")
            return
        }
        #expect(c === bad && conflicts.count == 1 && conflicts.first === pre)
        for k in [a, b, bad, d] { #expect(!solver.contains(k)) }
        #expect(before.matches(SolverSnapshot(solver, [x, y])))

        // Refused because the last one is invalid.
        guard case .invalidPriority? = caught({
            try solver.add(contentsOf: [a, b, Constraint(Expression(y), .equal, priority: 1001)])
        }) else {
            Issue.record("expected invalidPriority from the batch")
            return
        }
        for k in [a, b] { #expect(!solver.contains(k)) }
        #expect(before.matches(SolverSnapshot(solver, [x, y])))

        // The same object twice in one batch: refused, and nothing of the batch stays.
        guard case .duplicateConstraint(let dup)? = caught({ try solver.add(contentsOf: [a, b, a]) }) else {
            Issue.record("expected duplicateConstraint from the batch")
            return
        }
        #expect(dup === a)
        for k in [a, b] { #expect(!solver.contains(k)) }
        #expect(before.matches(SolverSnapshot(solver, [x, y])))

        // A batch containing a constraint already in the solver: the old one must stay.
        guard case .duplicateConstraint? = caught({ try solver.add(contentsOf: [a, pre]) }) else {
            Issue.record("expected duplicateConstraint for a constraint already present")
            return
        }
        #expect(solver.contains(pre) && !solver.contains(a))
        #expect(before.matches(SolverSnapshot(solver, [x, y])))

        // Accepted: all in, in order.
        try solver.add(contentsOf: [a, b, d])
        #expect(solver.constraints.map(ObjectIdentifier.init).suffix(3) == [a, b, d].map(ObjectIdentifier.init))
        #expect(values(solver, [x, y]) == [10, 4])
        // An empty batch is fine.
        try solver.add(contentsOf: [Constraint]())
        #expect(solver.constraints.count == 5)
    }

    // MARK: Priority semantics (SEMANTICS.md §1.3)

    @Test func thousandLowerPriorityConstraintsDoNotBeatOneHigher() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(Expression(x), .equal, priority: 251))
        for _ in 0..<1000 { try solver.add(Constraint(x - 10, .equal, priority: 250)) }
        #expect(values(solver, [x]) == [0])

        let s2 = Solver()
        try s2.add(Constraint(Expression(x), .lessThanOrEqual, priority: 251))
        for _ in 0..<1000 { try s2.add(Constraint(x - 10, .greaterThanOrEqual, priority: 250)) }
        try s2.add(Constraint(x - 10, .equal, priority: 250, weight: 1e12))
        #expect(values(s2, [x]) == [0])
    }

    @Test func weightsWithinALevel() throws {
        let x = Variable("x")
        let s1 = Solver()
        try s1.add(Constraint(Expression(x), .equal, priority: 500, weight: 3))
        try s1.add(Constraint(x - 10, .equal, priority: 500))
        #expect(values(s1, [x]) == [0])
        let s2 = Solver()
        try s2.add(Constraint(Expression(x), .equal, priority: 500))
        try s2.add(Constraint(x - 10, .equal, priority: 500, weight: 3))
        #expect(values(s2, [x]) == [10])
        // Weights do not cross levels: weight 1e9 at 499 loses to weight 0.001 at 500.
        let s3 = Solver()
        try s3.add(Constraint(x - 10, .equal, priority: 499, weight: 1e9))
        try s3.add(Constraint(Expression(x), .equal, priority: 500, weight: 0.001))
        #expect(values(s3, [x]) == [0])
    }

    @Test func lexicographicLevels() throws {
        let solver = Solver()
        let v = (0..<3).map { Variable("x\($0)") }
        try solver.add(v[0] == 0)
        try solver.add(v[1] >= v[0] + 10)
        try solver.add(v[2] >= v[1] + 10)
        try solver.add(Constraint(v[2] - 15, .lessThanOrEqual, priority: 750))
        try solver.add(Constraint(v[2] - 100, .equal, priority: 250))
        let got = values(solver, v)
        #expect(got[0] == 0 && isClose(got[2], 20), "\(got)")  // 750 pays 5, 250 pays 80
        // Fractional levels are levels too.
        let s2 = Solver()
        let x = Variable("x")
        try s2.add(Constraint(x - 1, .greaterThanOrEqual, priority: 999.5))
        try s2.add(Constraint(Expression(x), .lessThanOrEqual, priority: 999, weight: 100))
        #expect(values(s2, [x]) == [1])
    }

    // MARK: Edit variables

    @Test func editVariablesMoveValues() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(y == x + 10)
        try solver.addEditVariable(x, priority: 500)
        #expect(solver.containsEditVariable(x) && !solver.containsEditVariable(y))
        try solver.suggestValue(42, for: x)
        #expect(values(solver, [x, y]) == [42, 52])
        try solver.suggestValue(-7, for: x)
        #expect(values(solver, [x, y]) == [-7, 3])
        // A required constraint wins over the edit.
        let cap = x <= 30
        try solver.add(cap)
        try solver.suggestValue(50, for: x)
        #expect(values(solver, [x, y]) == [30, 40])
        try solver.remove(cap)
        #expect(values(solver, [x, y]) == [50, 60])
        // A higher optional priority wins over the edit; a lower one does not.
        let high = Constraint(x - 5, .equal, priority: 750)
        try solver.add(high)
        #expect(values(solver, [x]) == [5])
        try solver.remove(high)
        try solver.add(Constraint(x - 5, .equal, priority: 250))
        #expect(values(solver, [x]) == [50])
        // Without the edit, the 250 constraint takes over.
        try solver.removeEditVariable(x)
        #expect(!solver.containsEditVariable(x))
        #expect(values(solver, [x, y]) == [5, 15])
    }

    @Test func twoEditVariables() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        try solver.add(right == left + width)
        try solver.add(width >= 10)
        try solver.addEditVariable(left, priority: 999)
        try solver.addEditVariable(right, priority: 999)
        try solver.suggestValue(0, for: left)
        try solver.suggestValue(100, for: right)
        #expect(values(solver, [left, width, right]) == [0, 100, 100])
        // Too narrow: width >= 10 is required, so the edits share a total violation of 5.
        try solver.suggestValue(50, for: left)
        try solver.suggestValue(55, for: right)
        let got = values(solver, [left, width, right])
        #expect(isClose(got[1], 10) && isClose(got[2] - got[0], 10))
        #expect(isClose(Swift.abs(got[0] - 50) + Swift.abs(got[2] - 55), 5), "\(got)")
    }

    // MARK: Removal (minimal reproductions of failures found by the differential tests)

    /// Removing a constraint after a new, higher priority level appeared must take its cost out
    /// of its own level (levels below a new level move down one place).
    @Test func removeAfterAHigherLevelWasCreated() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let c0 = Constraint(x - 23, .equal, priority: 510)
        try solver.add(c0)
        try solver.add(Constraint(x - 43.5, .equal, priority: 100.25))
        try solver.add(Constraint(y - 45, .equal, priority: 600))  // new highest level
        try solver.remove(c0)
        try solver.add(Constraint(x + 85, .equal, priority: 490))
        #expect(values(solver, [x, y]) == [-85, 45])  // @490 beats @100.25
    }

    /// Removing one of two copies of a required equation must leave the other one in force.
    @Test func removingOneOfTwoEqualRequiredConstraints() throws {
        let x = Variable("x"), y = Variable("y")
        let s1 = Solver()
        let first = x == 10
        try s1.add(first)
        try s1.add(Constraint(Expression(x), .equal, priority: 250))  // pulls x toward 0
        try s1.add(x == 10)
        try s1.remove(first)
        #expect(values(s1, [x]) == [10])

        // The same with an implied (not identical) equation.
        let s2 = Solver()
        try s2.add(x == 10)
        let cy = y == 10
        try s2.add(cy)
        try s2.add(Constraint(Expression(y), .equal, priority: 250))
        try s2.add(x + y == 20)
        try s2.remove(cy)
        #expect(values(s2, [x, y]) == [10, 10])
    }

    /// A degenerate vertex (x + y <= 10 and y <= 10 both tight) must not stop the optimisation:
    /// y <= 0 @999 can still be met.
    @Test func degenerateVertexDoesNotStopOptimisation() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(Constraint(x + y - 10, .lessThanOrEqual, priority: 1))
        try solver.add(x == 0)
        try solver.add(y <= 10)
        try solver.add(Constraint(Expression(y), .lessThanOrEqual, priority: 999))
        let got = values(solver, [x, y])
        #expect(got[0] == 0 && got[1] <= 1e-9, "\(got): y <= 0 @999 is violated for nothing")
    }

    /// Lowering y needs z (free, unconstrained otherwise) to move with it.
    @Test func optimisationMovesFreeVariables() throws {
        let solver = Solver()
        let y = Variable("y"), z = Variable("z")
        try solver.add(y - z >= 10)
        try solver.add(Constraint(y - 8, .lessThanOrEqual, priority: 251))
        try solver.add(y <= 10)
        let got = values(solver, [y, z])
        #expect(got[0] <= 8 + 1e-9 && got[0] - got[1] >= 10 - 1e-9, "\(got): y <= 8 @251 is violated for nothing")
    }

    /// After a removal frees a variable, lower levels must be optimised again.
    @Test func removalReleasesALowerLevel() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(Constraint(x - 10, .equal, priority: 1))
        let cap = x + y <= 0
        try solver.add(cap)
        try solver.add(Constraint(Expression(y), .equal, priority: 251))
        try solver.add(Constraint(x - 5, .greaterThanOrEqual, priority: 750))
        solver.updateVariables()
        try solver.remove(cap)
        #expect(values(solver, [x, y]) == [10, 0])  // nothing stops x == 10 @1 any more
    }

    // MARK: Redundancy and rounding noise

    @Test func redundantConsistentRequiredConstraintsAreAccepted() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x == 10)
        try solver.add(x == 10)
        try solver.add(x + y == 20)
        try solver.add(y == 10)
        try solver.add(2 * x + 2 * y == 40)
        try solver.add(x >= 10)
        try solver.add(x <= 10)
        try solver.add(x - y == 0)
        #expect(values(solver, [x, y]) == [10, 10])

        let s2 = Solver()
        try s2.add(x + y == 20)
        try s2.add(y == 10)
        try s2.add(x == 10)
        #expect(values(s2, [x, y]) == [10, 10])
    }

    @Test func roundingNoiseIsNeverAConflict() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let s1 = Solver()
        try s1.add(x == 0.3)
        try s1.add(Constraint(Expression(x), .equal, Expression(0.1) + 0.2))  // 0.30000000000000004
        try s1.add(x - 0.1 - 0.2 == 0)
        try s1.add(3 * x == 0.9)  // 0.8999999999999999
        try s1.add(x / 3 == 0.1)
        try s1.add(x * 0.1 * 10 == 0.3)
        #expect(isClose(values(s1, [x])[0], 0.3))

        let s2 = Solver()
        try s2.add(x == 0.1)
        try s2.add(y == 0.2)
        try s2.add(x + y == 0.3)
        try s2.add(z == x + y)
        try s2.add(z == 0.3)
        try s2.add(z >= 0.1 + 0.2)
        try s2.add(z <= 0.3)
        let got = values(s2, [x, y, z])
        #expect(isClose(got[0], 0.1) && isClose(got[1], 0.2) && isClose(got[2], 0.3), "\(got)")
    }
}
