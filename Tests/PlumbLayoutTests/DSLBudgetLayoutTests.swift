import PlumbLayout
import Testing

// The type-check budget file (DSLTypeCheckBudget.swift) is also a real screen: it lays out
// without conflicts in both variants.

@Suite("Type-check budget screen")
struct DSLBudgetLayoutTests {
    @Test(arguments: [true, false])
    func laysOutWithoutConflicts(compact: Bool) throws {
        let (root, constraints) = try budgetScreen(compact: compact)
        #expect(constraints.count >= 50)
        root.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        root.layout(in: Size(width: 375, height: 667))
        #expect(root.layoutIssues.isEmpty, "\(root.layoutIssues)")
        let header = try #require(root.descendant(named: "header"))
        #expect(header.frame == Rect(x: 0, y: 20, width: 375, height: 56))
        let buttons = (0..<4).compactMap { root.descendant(named: "button\($0)") }
        #expect(buttons.count == 4 && buttons.allSatisfy { close($0.frame.width, (359 - 24) / 4) })
    }
}
