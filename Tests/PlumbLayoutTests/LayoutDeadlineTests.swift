import PlumbLayout
import PlumbSolver
import Testing

// View.layout(in:traits:deadline:) (issue 39): a pass still running at its deadline stops,
// keeps the frames of the pass before, says so, and the next pass finishes the work.

@Suite("Layout: a pass stopped at its deadline")
struct LayoutDeadlineTests {
    static func stack(_ n: Int) throws -> (View, StackView) {
        let stack = StackView("stack", axis: .vertical, distribution: .fillEqually, spacing: 2) {
            for k in 0..<n { item("v\(k)", 20, 20) }
        }
        return (try host(stack, width: 375, height: Double(30 * n)), stack)
    }

    @Test func aPassPastItsDeadlineKeepsItsFramesAndTheNextOneFinishes() throws {
        let (root, stack) = try Self.stack(40)
        root.layout(in: Size(width: 375, height: 1200), deadline: ContinuousClock.now - .seconds(1))
        #expect(root.layoutWasInterrupted)
        #expect(root.layoutIssues.contains { if case .layoutInterrupted = $0 { true } else { false } })
        #expect(stack.arrangedSubviews.allSatisfy { $0.frame == .zero })   // nothing laid out yet

        root.layout(in: Size(width: 375, height: 1200))
        #expect(!root.layoutWasInterrupted)
        let (reference, referenceStack) = try Self.stack(40)
        reference.layout(in: Size(width: 375, height: 1200))
        #expect(stack.arrangedSubviews.map(\.frame) == referenceStack.arrangedSubviews.map(\.frame))
        #expect(stack.arrangedSubviews[1].frame.height > 20)
    }

    /// A solver that passes its root's cell limit stops the pass as a deadline does, and says
    /// which limit it was; the same hierarchy without the limit lays out.
    @Test func aPassPastItsCellLimitStopsAndSaysSo() throws {
        let (root, stack) = try Self.stack(40)
        root.solverCellLimit = CellLimit(cells: 10, perRow: 1, countInterval: .zero)
        root.layout(in: Size(width: 375, height: 1200))
        #expect(root.layoutWasInterrupted && root.layoutPassedCellLimit)
        #expect(root.layoutIssues.contains { if case .layoutTooLarge(let limit) = $0 { limit.cells == 10 } else { false } })
        #expect(stack.arrangedSubviews.allSatisfy { $0.frame == .zero })

        root.solverCellLimit = nil
        root.layout(in: Size(width: 375, height: 1200))
        #expect(!root.layoutWasInterrupted && !root.layoutPassedCellLimit)
        #expect(stack.arrangedSubviews[1].frame.height > 20)
        // A limit the layout stays within (a few cells to a row) does not stop it.
        let (other, otherStack) = try Self.stack(40)
        other.solverCellLimit = CellLimit(cells: 10, perRow: 64, countInterval: .zero)
        other.layout(in: Size(width: 375, height: 1200))
        #expect(!other.layoutWasInterrupted)
        #expect(otherStack.arrangedSubviews.map(\.frame) == stack.arrangedSubviews.map(\.frame))
    }
}
