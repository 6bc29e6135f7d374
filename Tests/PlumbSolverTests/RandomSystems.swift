// Seeded pseudo-random numbers and random constraint systems for the differential tests.
// Standard library only; everything is reproducible from a seed (printed in failure messages).

import PlumbTestSupport

/// A random system: dense reference constraints over `variableCount` variables, in the order
/// they are to be added.
struct RandomSystem: Sendable, CustomStringConvertible {
    var seed: UInt64
    var variableCount: Int
    var constraints: [RefConstraint]

    var description: String {
        var s = "system seed \(seed), \(variableCount) variables, \(constraints.count) constraints:\n"
        for (i, c) in constraints.enumerated() { s += "  [\(i)] \(c)\n" }
        return s
    }
}

enum SystemGenerator {
    /// Optional priority pools; each system draws its levels from one pool (≥ 3 levels each).
    static let priorityPools: [[Double]] = [
        [250, 500, 750],
        [250, 251, 750, 999.5],
        [1, 250, 500, 999],
        [100.25, 490, 510, 999.5],
        [249, 250, 251, 999.5, 999],
    ]
    static let coefficients: [Double] = [-3, -2, -1, -1, -1, -0.5, 0.5, 1, 1, 1, 2, 3]
    static let weights: [Double] = [0.5, 2, 3]

    /// A random system with 1–8 variables and 1–12 constraints. `requiredChance` (the share of
    /// required constraints) is drawn from the seed unless given.
    static func system(seed: UInt64, requiredChance: Double? = nil) -> RandomSystem {
        var rng = SplitMix64(seed: seed)
        let n = rng.int(1...8)
        let count = rng.int(1...12)
        let pool = rng.pick(priorityPools)
        let drawn = rng.pick([0.15, 0.3, 0.45, 0.6])
        let requiredChance = requiredChance ?? drawn
        var constraints: [RefConstraint] = []
        for _ in 0..<count {
            constraints.append(constraint(variableCount: n, pool: pool, requiredChance: requiredChance,
                                          existing: constraints, rng: &rng))
        }
        return RandomSystem(seed: seed, variableCount: n, constraints: constraints)
    }

    /// One random constraint. Sometimes it is derived from an earlier one (scaled, possibly
    /// relation-flipped, or the sum of two equalities) so that redundant and parallel
    /// constraints are common.
    static func constraint(variableCount n: Int, pool: [Double], requiredChance: Double,
                           existing: [RefConstraint], rng: inout SplitMix64) -> RefConstraint {
        let priority = rng.chance(requiredChance) ? 1000 : rng.pick(pool)
        let weight = rng.chance(0.25) ? rng.pick(weights) : 1

        if !existing.isEmpty, rng.chance(0.2) {
            let base = rng.pick(existing)
            var c = base
            let k = rng.pick([-2.0, -1, 0.5, 2, 3])
            c.coefficients = base.coefficients.map { $0 * k }
            c.constant = base.constant * k
            if k < 0 {
                switch base.relation {
                case .equal: break
                case .lessOrEqual: c.relation = .greaterOrEqual
                case .greaterOrEqual: c.relation = .lessOrEqual
                }
            }
            if rng.chance(0.3) {
                // Sum with another equality: still implied when both are required equalities.
                let other = rng.pick(existing)
                if other.relation == .equal {
                    for j in 0..<n { c.coefficients[j] += other.coefficients[j] }
                    c.constant += other.constant
                }
            }
            if rng.chance(0.3) { c.constant += Double(rng.int(-3...3)) }  // near-parallel conflict
            c.priority = priority
            c.weight = weight
            return c
        }

        var a = [Double](repeating: 0, count: n)
        let termCount = rng.chance(0.03) ? 0 : rng.int(1...Swift.min(3, n))
        for _ in 0..<termCount { a[rng.int(0...(n - 1))] = rng.pick(coefficients) }
        var b = Double(rng.int(-50...50))
        if rng.chance(0.15) { b += rng.pick([0.5, 0.25, -0.5]) }
        let relation = rng.pick([RefRelation.equal, .lessOrEqual, .greaterOrEqual])
        return RefConstraint(a, b, relation, priority: priority, weight: weight)
    }
}
