/// How much work eager settling may still do while a solver is built from nothing
/// (``Solver``): each addition earns ``perAddition`` units of work
/// (``TableauStatistics/settlingWork``) and pays for what its optimisation did; once the credit
/// falls below zero, the build goes back to batching.
///
/// The credit is capped at ``creditLimit``: a long run of cheap additions cannot pay for a
/// stretch of additions that each walk a column growing with the build (a stack aligned leading
/// or trailing whose spacing guides follow its views: N² column entries at 10,000 labels), only
/// for a burst as large as the largest a nested build makes (tree_d4_f8: about 108,000 units at
/// once, when a large group closes).
struct SettlingBudget {
    /// Work per addition, on average, that eager settling may take.
    static let perAddition = 64
    /// Work allowed on top of that average, for the first additions.
    static let slack = 256
    /// The most credit a run of cheap additions builds up.
    static let creditLimit = slack + 4096 * perAddition

    private(set) var credit = SettlingBudget.slack

    /// Records an addition whose optimisation did `work`; false once settling must stop.
    mutating func charge(_ work: Int) -> Bool {
        credit = min(credit + Self.perAddition, Self.creditLimit) - work
        return credit >= 0
    }
}
