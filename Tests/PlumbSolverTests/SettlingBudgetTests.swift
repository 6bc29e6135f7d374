@testable import PlumbSolver
import Testing

// Eager settling's budget (SettlingBudget): 64 units of work per addition on average, with
// what cheap additions save capped, so that a long cheap run cannot pay for a long stretch of
// costly additions, while a nested build's bursts still fit.
@Suite("Settling budget")
struct SettlingBudgetTests {
    /// Charges `work` `count` times; how many of those charges kept settling on.
    private static func charge(_ budget: inout SettlingBudget, _ work: Int, times count: Int) -> Int {
        var kept = 0
        for _ in 0..<count where budget.charge(work) { kept += 1 }
        return kept
    }

    @Test func theAverageIsAllowedForever() {
        var budget = SettlingBudget()
        #expect(Self.charge(&budget, SettlingBudget.perAddition, times: 1_000_000) == 1_000_000)
        #expect(budget.credit == SettlingBudget.slack)
    }

    @Test func oneAdditionMayUseTheSlackAndItsOwnShare() {
        var budget = SettlingBudget()
        #expect(Self.charge(&budget, SettlingBudget.slack + SettlingBudget.perAddition, times: 1) == 1)
        #expect(Self.charge(&budget, SettlingBudget.perAddition + 1, times: 1) == 0)
    }

    @Test func savingsAreCapped() {
        var budget = SettlingBudget()
        #expect(Self.charge(&budget, 0, times: 100_000) == 100_000)
        #expect(budget.credit == SettlingBudget.creditLimit)
        // Additions that each walk 600 entries: without the cap, 100,000 cheap additions would
        // pay for about 12,000 of them; with it, for under 500.
        var costly = 0
        while budget.charge(600) { costly += 1 }
        #expect(costly > 400 && costly < 500)
    }

    @Test func aNestedBuildsLargestBurstFits() {
        var budget = SettlingBudget()
        #expect(Self.charge(&budget, 0, times: 10_000) == 10_000)
        // tree_d4_f8's largest burst, measured: about 108,000 units when a large group closes.
        #expect(Self.charge(&budget, 2 * 108_000, times: 1) == 1)
    }
}
