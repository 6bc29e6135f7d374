/// One `coefficient × variable` term of an ``Expression``.
public struct Term: Sendable, Hashable {
    /// The variable.
    public var variable: Variable
    /// Its coefficient.
    public var coefficient: Double

    /// `coefficient × variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression: a sum of terms plus a constant.
///
/// Build expressions with `+`, `-`, `*` and `/` from variables and numbers:
/// `2 * x + y - 8`. Terms are kept in the order written; a variable may appear
/// more than once (the solver adds its coefficients).
public struct Expression: Sendable, CustomStringConvertible {
    /// The variable terms, in the order written.
    public var terms: [Term]
    /// The constant term.
    public var constant: Double

    /// `Σ terms + constant`.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `variable`.
    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)], constant: 0)
    }

    /// The constant expression `constant`.
    public init(_ constant: Double) {
        self.init(terms: [], constant: constant)
    }

    /// Whether every coefficient and the constant are finite numbers.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// The value of the expression for the given variable values.
    public func evaluate(_ value: (Variable) -> Double) -> Double {
        var sum = constant
        for term in terms { sum += term.coefficient * value(term.variable) }
        return sum
    }

    /// A readable form, as Plumb prints it.
    public var description: String {
        var out = ""
        for term in terms {
            let c = term.coefficient
            if out.isEmpty {
                out = c == 1 ? "" : c == -1 ? "-" : "\(formatNumber(c)) * "
            } else {
                out += c < 0 ? " - " : " + "
                let a = Swift.abs(c)
                if a != 1 { out += "\(formatNumber(a)) * " }
            }
            out += term.variable.description
        }
        if out.isEmpty { return formatNumber(constant) }
        if constant != 0 { out += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))" }
        return out
    }
}

/// Formats a number without a trailing `.0` for integral values.
func formatNumber(_ x: Double) -> String {
    if x.isFinite, x == x.rounded(), Swift.abs(x) < 1e15 { return String(Int64(x)) }
    return String(x)
}

// MARK: - Arithmetic

/// The sum of both sides, as an expression.
public func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}
/// The sum of both sides, as an expression.
public func + (lhs: Expression, rhs: Double) -> Expression {
    Expression(terms: lhs.terms, constant: lhs.constant + rhs)
}
/// The sum of both sides, as an expression.
public func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }
/// The sum of both sides, as an expression.
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
/// The sum of both sides, as an expression.
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
/// The sum of both sides, as an expression.
public func + (lhs: Double, rhs: Variable) -> Expression { Expression(rhs) + lhs }
/// The sum of both sides, as an expression.
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
/// The sum of both sides, as an expression.
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }

/// The negation of the operand, as an expression.
public prefix func - (operand: Expression) -> Expression { operand * -1 }
/// The negation of the operand, as an expression.
public prefix func - (operand: Variable) -> Expression { Expression(operand) * -1 }

/// The difference of both sides, as an expression.
public func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }
/// The difference of both sides, as an expression.
public func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
/// The difference of both sides, as an expression.
public func - (lhs: Double, rhs: Expression) -> Expression { lhs + -rhs }
/// The difference of both sides, as an expression.
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + -rhs }
/// The difference of both sides, as an expression.
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + -rhs }
/// The difference of both sides, as an expression.
public func - (lhs: Double, rhs: Variable) -> Expression { lhs + -rhs }
/// The difference of both sides, as an expression.
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs + -rhs }
/// The difference of both sides, as an expression.
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + -rhs }

/// The expression scaled by a constant.
public func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(terms: lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
}
/// The expression scaled by a constant.
public func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }
/// The expression scaled by a constant.
public func * (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) * rhs }
/// The expression scaled by a constant.
public func * (lhs: Double, rhs: Variable) -> Expression { Expression(rhs) * lhs }

/// The expression divided by a constant.
public func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }
/// The expression divided by a constant.
public func / (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) * (1 / rhs) }
