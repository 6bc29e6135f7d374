import PlumbSolver

/// The strength of a workload constraint or edit variable, as written in the file: `required`,
/// `strong`, `medium`, `weak`, or `a:b:c:w`, kiwi's `strength::create(a, b, c, w)`.
///
/// Plumb reads it as a priority and a weight within that priority: required = 1000,
/// strong = 750, medium = 500, weak = 250, weight 1. `a:b:c:w` with exactly one nonzero level
/// is that level (`a` strong, `b` medium, `c` weak) with weight `level × w`; Plumb's priorities
/// are lexicographic, so a strength weighted on more than one level has no Plumb equivalent
/// and is refused by the parser. (kiwi clamps each `level × w` to [0, 1000]; the weight here is
/// not clamped.)
///
/// ``kiwiValue`` keeps kiwi's own number for the same strength, which the `check` column of
/// the benchmarks uses to score a solution the way kiwi does.
public enum WorkloadStrength: Sendable, Equatable {
    /// Must hold (kiwi's `required`, Plumb's priority 1000).
    case required
    /// kiwi's `strong`: the highest optional level.
    case strong
    /// kiwi's `medium`.
    case medium
    /// kiwi's `weak`: the lowest level.
    case weak
    /// kiwi's `strength::create(a, b, c, w)`: `a` on the strong level, `b` on medium, `c` on
    /// weak, all multiplied by `w`.
    case custom(a: Double, b: Double, c: Double, w: Double)

    /// kiwi's `strength::required`, `create(1000, 1000, 1000)`.
    public static let kiwiRequired: Double = kiwiCreate(1000, 1000, 1000, 1)

    /// kiwi's `strength::create(a, b, c, w)`: each `level × w` clamped to [0, 1000], then
    /// `a·1e6 + b·1e3 + c`, summed in kiwi's order so that the result is bit-identical.
    public static func kiwiCreate(_ a: Double, _ b: Double, _ c: Double, _ w: Double) -> Double {
        func clamp(_ x: Double) -> Double {
            // std::max(0.0, std::min(1000.0, x)), with the same comparisons as the C++.
            let low = x < 1000 ? x : 1000
            return 0 < low ? low : 0
        }
        var result = 0.0
        result += clamp(a * w) * 1_000_000
        result += clamp(b * w) * 1000
        result += clamp(c * w)
        return result
    }

    /// The strength as kiwi computes it (strong 1e6, medium 1e3, weak 1, required 1001001000).
    public var kiwiValue: Double {
        switch self {
        case .required: Self.kiwiRequired
        case .strong: Self.kiwiCreate(1, 0, 0, 1)
        case .medium: Self.kiwiCreate(0, 1, 0, 1)
        case .weak: Self.kiwiCreate(0, 0, 1, 1)
        case .custom(let a, let b, let c, let w): Self.kiwiCreate(a, b, c, w)
        }
    }

    /// Whether kiwi treats the constraint as required (its strength reaches `required`).
    public var isKiwiRequired: Bool { kiwiValue >= Self.kiwiRequired }

    /// Plumb's priority: 1000, 750, 500 or 250 (for `custom`, the level of its one nonzero
    /// component; strong if it has none, which ``WorkloadParser`` never produces).
    public var priority: Priority {
        switch self {
        case .required: .required
        case .strong: 750
        case .medium: 500
        case .weak: 250
        case .custom(let a, let b, _, _): a != 0 ? 750 : b != 0 ? 500 : 250
        }
    }

    /// Plumb's weight within ``priority``: 1 for the named strengths, `level × w` for `custom`.
    public var weight: Double {
        switch self {
        case .required, .strong, .medium, .weak: 1
        case .custom(let a, let b, let c, let w): (a != 0 ? a : b != 0 ? b : c) * w
        }
    }

    /// The strength as written in a workload file.
    public var spelling: String {
        switch self {
        case .required: "required"
        case .strong: "strong"
        case .medium: "medium"
        case .weak: "weak"
        case .custom(let a, let b, let c, let w):
            [a, b, c, w].map(WorkloadWriter.formatNumber).joined(separator: ":")
        }
    }

    /// Reads a strength field. On failure, returns what is wrong and the byte offset within
    /// `text` of the part concerned, for ``WorkloadParser`` to turn into a line:column.
    static func parse(_ text: Substring) -> Result<WorkloadStrength, StrengthProblem> {
        switch text {
        case "required": return .success(.required)
        case "strong": return .success(.strong)
        case "medium": return .success(.medium)
        case "weak": return .success(.weak)
        default: break
        }
        guard text.contains(":") else {
            return .failure(StrengthProblem(
                offset: 0,
                message: "bad strength '\(text)' (expected required, strong, medium, weak or a:b:c:w)"))
        }
        let fields = text.split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count == 3 || fields.count == 4 else {
            return .failure(StrengthProblem(
                offset: 0,
                message: "bad strength '\(text)': expected 3 or 4 numbers a:b:c[:w], found \(fields.count) fields"))
        }
        var numbers: [Double] = []
        for field in fields {
            let offset = text.utf8.distance(from: text.startIndex, to: field.startIndex)
            guard let x = Double(field) else {
                return .failure(StrengthProblem(offset: offset, message: "bad number '\(field)' in strength '\(text)'"))
            }
            guard x.isFinite else {
                return .failure(StrengthProblem(
                    offset: offset, message: "NaN or infinite number '\(field)' in strength '\(text)'"))
            }
            guard x >= 0 else {
                return .failure(StrengthProblem(
                    offset: offset, message: "negative number '\(field)' in strength '\(text)'"))
            }
            numbers.append(x)
        }
        if numbers.count == 3 { numbers.append(1) }
        let (a, b, c, w) = (numbers[0], numbers[1], numbers[2], numbers[3])
        let levels = [("a (strong)", a), ("b (medium)", b), ("c (weak)", c)].filter { $0.1 != 0 }
        if levels.count > 1 {
            return .failure(StrengthProblem(
                offset: 0,
                message: "strength '\(text)' has more than one nonzero level ("
                    + levels.map(\.0).joined(separator: ", ")
                    + "); Plumb's priorities are lexicographic, so a strength can weigh on one level only"))
        }
        guard let level = levels.first else {
            return .failure(StrengthProblem(offset: 0, message: "strength '\(text)' has no nonzero level"))
        }
        let weight = level.1 * w
        guard weight > 0, weight.isFinite else {
            return .failure(StrengthProblem(
                offset: 0, message: "strength '\(text)' gives weight \(weight); the weight must be finite and greater than 0"))
        }
        return .success(.custom(a: a, b: b, c: c, w: w))
    }
}

/// Why a strength field could not be read, and where in the field.
struct StrengthProblem: Error {
    /// Byte offset of the offending part from the start of the field.
    var offset: Int
    var message: String
}
