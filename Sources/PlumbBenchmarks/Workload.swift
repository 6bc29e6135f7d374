import PlumbSolver

/// A constraint problem in the language-neutral workload format of the benchmarks (Docs/benchmarks.md): the
/// variables, the constraints, the build sequence (edit variables and constraints in file order)
/// and the edit ticks.
///
/// The same file is read by every benchmark harness (Plumb, kiwi, …), so all of them solve
/// identical systems in the same order. Variables and constraints are referred to by index.
///
/// ```
/// v NAME                              declare a variable
/// c OP STRENGTH CONST [COEF VAR]...   constraint: sum(COEF*VAR) + CONST  OP  0, OP is == >= <=
/// e VAR STRENGTH                      add an edit variable (in file order, mixed with c lines)
/// t VAR VALUE [VAR VALUE]...          one tick: suggestValue for each pair, then update
/// ```
///
/// Read one with ``WorkloadParser``, write one with ``WorkloadWriter``, make one with
/// ``ChainWorkload`` or ``TreeWorkload``.
public struct Workload: Sendable, Equatable {
    /// The workload's name, as harnesses print it (`chain_100`): by convention the file name
    /// without its directory and extension.
    public var name: String
    /// The comment lines before the first directive, without the leading `# ` (a file's title).
    public var comments: [String]
    /// Variable names, in declaration order; a variable's index is its position here.
    public var variables: [String]
    /// The constraints, in file order; a constraint's index is its position here.
    public var constraints: [WorkloadConstraint]
    /// What the build phase does, in file order: add a constraint or add an edit variable.
    public var buildSteps: [BuildStep]
    /// The edit phase: one entry per `t` line, in file order.
    public var ticks: [Tick]

    /// Creates a workload; the indices in `constraints`, `buildSteps` and `ticks` must refer to
    /// `variables` and `constraints` (``WorkloadParser`` and the generators guarantee it).
    public init(
        name: String, comments: [String] = [], variables: [String] = [],
        constraints: [WorkloadConstraint] = [], buildSteps: [BuildStep] = [], ticks: [Tick] = []
    ) {
        self.name = name
        self.comments = comments
        self.variables = variables
        self.constraints = constraints
        self.buildSteps = buildSteps
        self.ticks = ticks
    }

    /// The number of edit variables (`e` lines).
    public var editCount: Int {
        buildSteps.reduce(0) { count, step in
            if case .edit = step { return count + 1 }
            return count
        }
    }

    /// Appends a variable and returns its index.
    @discardableResult
    public mutating func addVariable(_ name: String) -> Int {
        variables.append(name)
        return variables.count - 1
    }

    /// Appends a constraint, and the build step that adds it, and returns its index.
    @discardableResult
    public mutating func addConstraint(_ constraint: WorkloadConstraint) -> Int {
        constraints.append(constraint)
        buildSteps.append(.constraint(constraints.count - 1))
        return constraints.count - 1
    }

    /// Appends the build step that makes a variable editable.
    public mutating func addEditVariable(_ variable: Int, strength: WorkloadStrength) {
        buildSteps.append(.edit(variable: variable, strength: strength))
    }
}

/// One `coefficient × variable` term of a ``WorkloadConstraint``.
public struct WorkloadTerm: Sendable, Equatable {
    /// The coefficient (finite).
    public var coefficient: Double
    /// The index of the variable in ``Workload/variables``.
    public var variable: Int

    /// Creates a value from its parts.
    public init(_ coefficient: Double, _ variable: Int) {
        self.coefficient = coefficient
        self.variable = variable
    }
}

/// A constraint of a workload: `sum(terms) + constant  relation  0` with a strength.
public struct WorkloadConstraint: Sendable, Equatable {
    /// The terms, in file order (a variable may appear more than once).
    public var terms: [WorkloadTerm]
    /// The constant (finite).
    public var constant: Double
    /// `==`, `>=` or `<=`, comparing the expression with zero.
    public var relation: Relation
    /// How strongly the constraint is wanted.
    public var strength: WorkloadStrength
    /// The 1-based line of the file the constraint was read from (nil when generated).
    public var line: Int?

    /// Creates a value from its parts.
    public init(
        _ relation: Relation, _ strength: WorkloadStrength, constant: Double, terms: [WorkloadTerm],
        line: Int? = nil
    ) {
        self.relation = relation
        self.strength = strength
        self.constant = constant
        self.terms = terms
        self.line = line
    }
}

/// One step of the build phase, in file order.
public enum BuildStep: Sendable, Equatable {
    /// Add the constraint with this index in ``Workload/constraints``.
    case constraint(Int)
    /// Make the variable with this index editable, with this strength.
    case edit(variable: Int, strength: WorkloadStrength)
}

/// One edit tick: suggest a value for each edit variable listed, then update the variables.
public struct Tick: Sendable, Equatable {
    /// The suggestions, in file order.
    public var suggestions: [Suggestion]

    /// Creates a value from its parts.
    public init(_ suggestions: [Suggestion]) { self.suggestions = suggestions }
}

/// A suggested value for an edit variable.
public struct Suggestion: Sendable, Equatable {
    /// The index of the variable in ``Workload/variables``.
    public var variable: Int
    /// The value to suggest (finite).
    public var value: Double

    /// Creates a value from its parts.
    public init(variable: Int, value: Double) {
        self.variable = variable
        self.value = value
    }
}
