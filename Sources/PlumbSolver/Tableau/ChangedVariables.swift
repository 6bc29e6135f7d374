/// The variables whose value changed, as ``Solver/updateVariables()`` reports them, in a
/// deterministic order.
///
/// A view of the solver's own list of changes rather than an array built for the caller, so
/// that reporting allocates nothing on every frame of an animation: the list is copied only
/// when the solver records its next change while a report is still held.
public struct ChangedVariables: RandomAccessCollection, Sendable {
    /// Symbol ids; the first `endIndex` are the changed ones, each with a variable.
    private let symbols: [Int32]
    /// The solver's variable of each symbol id.
    private let variables: [Variable?]
    /// The value of each symbol id as reported.
    private let values: [Double]
    public let endIndex: Int

    init(symbols: [Int32], count: Int, variables: [Variable?], values: [Double]) {
        self.symbols = symbols
        self.endIndex = count
        self.variables = variables
        self.values = values
    }

    public var startIndex: Int { 0 }

    public subscript(position: Int) -> Variable {
        precondition(position >= 0 && position < endIndex, "index out of range")
        // Only symbols with a variable are listed (``Tableau/updateVariables()``).
        return variables[Int(symbols[position])].unsafelyUnwrapped
    }

    /// The new value of the variable at `position`: what ``Solver/value(of:)`` reads for it
    /// until the solver changes again, without looking the variable up.
    public func value(at position: Int) -> Double {
        precondition(position >= 0 && position < endIndex, "index out of range")
        return values[Int(symbols[position])]
    }

    /// The ``Variable/id`` of the variable at `position`, without copying the variable.
    public func id(at position: Int) -> Int {
        precondition(position >= 0 && position < endIndex, "index out of range")
        return variables[Int(symbols[position])].unsafelyUnwrapped.id
    }
}
