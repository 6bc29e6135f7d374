// A deliberately simple, dense reference LP solver: the oracle for the solver tests.
//
// It depends on nothing but the standard library (not even on PlumbSolver), so that it can be
// checked on its own. It is written for clarity, not speed: every optimisation level is solved
// from scratch with a textbook two-phase simplex on a dense tableau, with Bland's rule
// (smallest index enters, smallest basic index leaves on ties) so that it cannot cycle.
//
// Problem: variables x[0..<n] (free), constraints `a·x + b RELATION 0` with a priority in
// (0, 1000] and a weight > 0. Priority 1000 is required; every other priority value is an
// optional level. The violation of an optional constraint is
//     == : |e|,   >= : max(0, -e),   <= : max(0, e)        where e = a·x + b
// and the cost of a level is the sum of weight × violation of its constraints.
// Semantics (SEMANTICS.md §1.3): levels are optimised in descending priority order, each one
// subject to the required constraints and to every higher level keeping its optimal cost
// (plus a tiny slack, `levelSlackRelative`, so that rounding cannot make the next LP infeasible).

/// The relation of a reference constraint: `expression RELATION 0`.
enum RefRelation: Sendable, Hashable, CustomStringConvertible {
    case equal, lessOrEqual, greaterOrEqual

    var description: String {
        switch self {
        case .equal: "=="
        case .lessOrEqual: "<="
        case .greaterOrEqual: ">="
        }
    }
}

/// One dense constraint `coefficients·x + constant RELATION 0 @priority ×weight`.
struct RefConstraint: Sendable, CustomStringConvertible {
    var coefficients: [Double]
    var constant: Double
    var relation: RefRelation
    var priority: Double
    var weight: Double

    init(_ coefficients: [Double], _ constant: Double, _ relation: RefRelation,
         priority: Double = 1000, weight: Double = 1) {
        self.coefficients = coefficients
        self.constant = constant
        self.relation = relation
        self.priority = priority
        self.weight = weight
    }

    var isRequired: Bool { priority == 1000 }

    /// e = a·x + b.
    func value(at x: [Double]) -> Double {
        var sum = constant
        for (j, a) in coefficients.enumerated() where a != 0 { sum += a * x[j] }
        return sum
    }

    /// The unweighted violation at `x` (0 when satisfied).
    func violation(at x: [Double]) -> Double {
        let e = value(at: x)
        switch relation {
        case .equal: return Swift.abs(e)
        case .greaterOrEqual: return Swift.max(0, -e)
        case .lessOrEqual: return Swift.max(0, e)
        }
    }

    /// A scale for tolerances: |b| + Σ|a_j x_j| (at least 1).
    func magnitude(at x: [Double]) -> Double {
        var sum = Swift.abs(constant)
        for (j, a) in coefficients.enumerated() where a != 0 { sum += Swift.abs(a * x[j]) }
        return Swift.max(1, sum)
    }

    var description: String {
        var s = ""
        for (j, a) in coefficients.enumerated() where a != 0 {
            s += s.isEmpty ? (a < 0 ? "-" : "") : (a < 0 ? " - " : " + ")
            if Swift.abs(a) != 1 { s += "\(Swift.abs(a))*" }
            s += "x\(j)"
        }
        if s.isEmpty { s = "\(constant)" } else if constant != 0 {
            s += constant < 0 ? " - \(-constant)" : " + \(constant)"
        }
        s += " \(relation) 0"
        if !isRequired { s += " @\(priority)" }
        if weight != 1 { s += " x\(weight)" }
        return s
    }
}

/// The lexicographic optimum: one entry per optional level, highest priority first.
struct RefSolution: Sendable {
    var levels: [(priority: Double, cost: Double)]
    /// One optimal point (optima need not be unique; compare costs, not points).
    var point: [Double]
}

enum RefOutcome: Sendable {
    /// The required constraints cannot all hold.
    case infeasible
    case optimal(RefSolution)
    /// The oracle itself failed (iteration limit or a numerically impossible state).
    case oracleFailure(String)
}

enum ReferenceLP {
    // MARK: Tolerances (all explicit, all here)

    /// A reduced cost below `-optimalityTolerance` lets a column enter the basis.
    static let optimalityTolerance = 1e-9
    /// Only entries with |a| > `pivotTolerance` are used as pivots.
    static let pivotTolerance = 1e-9
    /// Ratios within this (relative) distance count as ties in the ratio test (Bland tie-break).
    static let ratioTieTolerance = 1e-12
    /// Phase 1 declares the problem infeasible when the sum of the artificial variables stays
    /// above `feasibilityTolerance × max(1, Σ|b_i|)`.
    static let feasibilityTolerance = 1e-9
    /// A higher level is held at `cost ≤ optimum + levelSlackRelative × max(1, optimum)`.
    static let levelSlackRelative = 1e-10
    /// A safety net; Bland's rule terminates, this only guards against a bug.
    static let maxPivots = 100_000

    // MARK: Public entry points

    /// Whether the required constraints (priority 1000) can all hold; optional ones are ignored.
    static func requiredFeasible(variableCount n: Int, _ constraints: [RefConstraint]) -> Bool {
        let required = constraints.filter(\.isRequired)
        let lp = buildLP(variableCount: n, required, objectiveLevel: nil, holding: [])
        switch minimize(lp) {
        case .infeasible: return false
        case .optimal: return true
        case .unbounded, .failure: return true  // cannot happen with a zero objective
        }
    }

    /// The lexicographic optimum of the whole system.
    static func solve(variableCount n: Int, _ constraints: [RefConstraint]) -> RefOutcome {
        let levels = optionalLevels(constraints)
        var holding: [(level: Double, bound: Double)] = []
        var result: [(priority: Double, cost: Double)] = []
        var point = [Double](repeating: 0, count: n)
        // With no optional level, one feasibility solve (zero objective) gives a point.
        for level in levels.isEmpty ? [nil] : levels.map(Optional.some) {
            let lp = buildLP(variableCount: n, constraints, objectiveLevel: level, holding: holding)
            switch minimize(lp) {
            case .infeasible:
                if holding.isEmpty { return .infeasible }
                return .oracleFailure("level \(level ?? 0) infeasible after holding \(holding)")
            case .unbounded:
                return .oracleFailure("unbounded at level \(level ?? 0) (costs are ≥ 0: a bug)")
            case .failure(let why):
                return .oracleFailure(why)
            case .optimal(let value, let z):
                point = (0..<n).map { z[2 * $0] - z[2 * $0 + 1] }
                if let level {
                    let cost = Swift.max(0, value)
                    result.append((level, cost))
                    holding.append((level, cost + levelSlackRelative * Swift.max(1, cost)))
                }
            }
        }
        return .optimal(RefSolution(levels: result, point: point))
    }

    /// The distinct optional priorities, highest first.
    static func optionalLevels(_ constraints: [RefConstraint]) -> [Double] {
        var levels: [Double] = []
        for c in constraints where !c.isRequired && !levels.contains(c.priority) {
            levels.append(c.priority)
        }
        return levels.sorted(by: >)
    }

    /// The cost of every optional level at `x`, highest priority first (same levels as
    /// ``optionalLevels(_:)``).
    static func levelCosts(_ constraints: [RefConstraint], at x: [Double]) -> [(priority: Double, cost: Double)] {
        optionalLevels(constraints).map { level in
            var cost = 0.0
            for c in constraints where c.priority == level { cost += c.weight * c.violation(at: x) }
            return (level, cost)
        }
    }

    // MARK: Building the LP in standard form

    /// `minimize cost·z  subject to  rows·z = rhs, z ≥ 0`.
    struct StandardLP {
        var rows: [[Double]] = []
        var rhs: [Double] = []
        var cost: [Double] = []
        var columnCount: Int { cost.count }
    }

    /// Columns: x⁺_j, x⁻_j for every variable (x_j = x⁺_j − x⁻_j, columns 2j and 2j+1), then
    /// violation and slack columns created row by row. Rows (e = a·x + b):
    ///   required  ==  a·x            = −b
    ///   required  >=  a·x − s        = −b      (s ≥ 0)
    ///   required  <=  a·x + s        = −b
    ///   optional  ==  a·x − p + m    = −b      violation p + m
    ///   optional  >=  a·x + m − s    = −b      violation m
    ///   optional  <=  a·x − p + s    = −b      violation p
    ///   held level L: Σ_{c∈L} w_c·viol_c + s = bound_L
    /// The objective is Σ_{c∈objectiveLevel} w_c·viol_c (zero when `objectiveLevel` is nil).
    static func buildLP(variableCount n: Int, _ constraints: [RefConstraint], objectiveLevel: Double?,
                        holding: [(level: Double, bound: Double)]) -> StandardLP {
        var columns = 2 * n
        // For every constraint: its row's extra columns as (column, coefficient), and its
        // weighted violation as (column, weight) pairs.
        var extras: [[(Int, Double)]] = []
        var violations: [[(Int, Double)]] = []
        for c in constraints {
            var extra: [(Int, Double)] = []
            var viol: [(Int, Double)] = []
            func newColumn() -> Int { columns += 1; return columns - 1 }
            switch (c.isRequired, c.relation) {
            case (true, .equal): break
            case (true, .greaterOrEqual): extra.append((newColumn(), -1))
            case (true, .lessOrEqual): extra.append((newColumn(), 1))
            case (false, .equal):
                let p = newColumn(), m = newColumn()
                extra += [(p, -1), (m, 1)]
                viol += [(p, c.weight), (m, c.weight)]
            case (false, .greaterOrEqual):
                let m = newColumn(), s = newColumn()
                extra += [(m, 1), (s, -1)]
                viol.append((m, c.weight))
            case (false, .lessOrEqual):
                let p = newColumn(), s = newColumn()
                extra += [(p, -1), (s, 1)]
                viol.append((p, c.weight))
            }
            extras.append(extra)
            violations.append(viol)
        }
        let holdSlack = holding.indices.map { columns + $0 }
        columns += holding.count

        var lp = StandardLP()
        lp.cost = [Double](repeating: 0, count: columns)
        for (k, c) in constraints.enumerated() {
            var row = [Double](repeating: 0, count: columns)
            for (j, a) in c.coefficients.enumerated() {
                row[2 * j] += a
                row[2 * j + 1] -= a
            }
            for (col, a) in extras[k] { row[col] += a }
            lp.rows.append(row)
            lp.rhs.append(-c.constant)
            if let objectiveLevel, !c.isRequired, c.priority == objectiveLevel {
                for (col, w) in violations[k] { lp.cost[col] += w }
            }
        }
        for (h, held) in holding.enumerated() {
            var row = [Double](repeating: 0, count: columns)
            for (k, c) in constraints.enumerated() where !c.isRequired && c.priority == held.level {
                for (col, w) in violations[k] { row[col] += w }
            }
            row[holdSlack[h]] = 1
            lp.rows.append(row)
            lp.rhs.append(held.bound)
        }
        return lp
    }

    // MARK: Dense two-phase simplex

    enum SimplexOutcome {
        case infeasible
        case unbounded
        case optimal(value: Double, solution: [Double])
        case failure(String)
    }

    /// Minimises `lp.cost·z` subject to `lp.rows·z = lp.rhs`, `z ≥ 0`.
    ///
    /// Tableau: m constraint rows plus one objective (reduced cost) row; columns are the
    /// n structural columns, m artificial columns (one per row) and the right-hand side.
    /// Phase 1 minimises the sum of the artificials. An artificial that leaves the basis never
    /// re-enters (only structural columns may enter), which is the textbook simplification.
    static func minimize(_ lp: StandardLP) -> SimplexOutcome {
        let m = lp.rows.count
        let n = lp.columnCount
        let width = n + m + 1
        let rhsColumn = width - 1
        let objRow = m
        var t = [Double](repeating: 0, count: (m + 1) * width)
        var basis = [Int](repeating: 0, count: m)
        for i in 0..<m {
            let sign: Double = lp.rhs[i] < 0 ? -1 : 1
            for j in 0..<n { t[i * width + j] = sign * lp.rows[i][j] }
            t[i * width + n + i] = 1
            t[i * width + rhsColumn] = sign * lp.rhs[i]
            basis[i] = n + i
        }
        // Phase 1 objective Σ artificials: reduced cost of structural column j is −Σ_i t[i][j];
        // the objective row's right-hand side holds −(objective value).
        for i in 0..<m {
            for j in 0..<n { t[objRow * width + j] -= t[i * width + j] }
            t[objRow * width + rhsColumn] -= t[i * width + rhsColumn]
        }
        var pivots = 0

        func pivot(_ r: Int, _ c: Int) {
            t.withUnsafeMutableBufferPointer { t in
                let p = t[r * width + c]
                for j in 0..<width { t[r * width + j] /= p }
                t[r * width + c] = 1
                for i in 0...m where i != r {
                    let f = t[i * width + c]
                    if f == 0 { continue }
                    for j in 0..<width { t[i * width + j] -= f * t[r * width + j] }
                    t[i * width + c] = 0
                }
            }
            basis[r] = c
            pivots += 1
        }

        /// Runs simplex iterations on the current objective row. Returns nil at optimality.
        func iterate() -> SimplexOutcome? {
            while true {
                if pivots > maxPivots { return .failure("simplex pivot limit reached") }
                // Bland: the smallest-index structural column with a negative reduced cost.
                var entering = -1
                for j in 0..<n where t[objRow * width + j] < -optimalityTolerance {
                    entering = j
                    break
                }
                if entering < 0 { return nil }
                // Ratio test; ties go to the row whose basic variable has the smallest index.
                var leaving = -1
                var best = 0.0
                for i in 0..<m {
                    let a = t[i * width + entering]
                    guard a > pivotTolerance else { continue }
                    let ratio = Swift.max(0, t[i * width + rhsColumn]) / a
                    if leaving < 0 || ratio < best - ratioTieTolerance * Swift.max(1, best) {
                        leaving = i
                        best = ratio
                    } else if ratio <= best + ratioTieTolerance * Swift.max(1, best), basis[i] < basis[leaving] {
                        leaving = i
                        best = Swift.min(best, ratio)
                    }
                }
                if leaving < 0 { return .unbounded }
                pivot(leaving, entering)
            }
        }

        // Phase 1.
        if let outcome = iterate() {
            if case .unbounded = outcome { return .failure("phase 1 unbounded (impossible: a bug)") }
            return outcome
        }
        let infeasibility = -t[objRow * width + rhsColumn]
        let scale = Swift.max(1, lp.rhs.reduce(0) { $0 + Swift.abs($1) })
        if infeasibility > feasibilityTolerance * scale { return .infeasible }

        // Drive the artificials that are still basic (at level ≈ 0) out of the basis. A row
        // whose structural entries are all ≈ 0 is redundant: its artificial stays basic at 0,
        // and since artificials never enter and the row has no usable pivot, it is inert.
        for i in 0..<m where basis[i] >= n {
            t[i * width + rhsColumn] = 0
            var best = -1
            for j in 0..<n where Swift.abs(t[i * width + j]) > pivotTolerance {
                if best < 0 || Swift.abs(t[i * width + j]) > Swift.abs(t[i * width + best]) { best = j }
            }
            if best >= 0 { pivot(i, best) }
        }
        for i in 0..<m where t[i * width + rhsColumn] < 0 {
            // Only rounding noise can be negative here; clamp it.
            t[i * width + rhsColumn] = 0
        }

        // Phase 2: reduced costs d_j = c_j − Σ_i c_{basis[i]}·t[i][j] (artificials cost 0).
        for j in 0..<width { t[objRow * width + j] = 0 }
        for j in 0..<n { t[objRow * width + j] = lp.cost[j] }
        for i in 0..<m {
            let cb = basis[i] < n ? lp.cost[basis[i]] : 0
            if cb == 0 { continue }
            for j in 0..<width { t[objRow * width + j] -= cb * t[i * width + j] }
        }
        if let outcome = iterate() { return outcome }

        var z = [Double](repeating: 0, count: n)
        for i in 0..<m where basis[i] < n { z[basis[i]] = t[i * width + rhsColumn] }
        var value = 0.0
        for j in 0..<n { value += lp.cost[j] * z[j] }
        return .optimal(value: value, solution: z)
    }
}
