import PlumbBenchmarks
import PlumbLayout
import Testing

// The StackBenchmark hook (timed by `plumb bench`, not here): both modes build the same layout
// with the same number of constraints.

@Suite("StackView: benchmark hook")
struct StackViewBenchmarkHookTests {
    static func expectedHeight(_ n: Int) -> Double {
        Double((0..<n).reduce(0) { $0 + 20 + ($1 * 7) % 20 } + 8 * Swift.max(0, n - 1))
    }

    @Test(arguments: [0, 1, 5, 1000])
    func bothModesAgree(_ n: Int) throws {
        let stack = StackBenchmark(views: n, mode: .stackView)
        let hand = StackBenchmark(views: n, mode: .handWritten)
        #expect(stack.viewCount == n + 2 && hand.viewCount == n + 2)
        #expect(close(stack.layout(), Self.expectedHeight(n)))
        #expect(close(hand.layout(), Self.expectedHeight(n)))
        for (a, b) in zip(stack.arrangedViews, hand.arrangedViews) where a.frame != b.frame {
            Issue.record("\(a.name): \(a.frame) vs \(b.frame)")
            break
        }
        let generated = try #require(stack.container as? StackView).arrangementConstraints.count
        #expect(generated == hand.constraints.count - 3)
        #expect(stack.root.layoutIssues.isEmpty && hand.root.layoutIssues.isEmpty)
        if n == 5 {
            // Heights 20, 27, 34, 21, 28 with gaps of 8.
            expectFrame(stack.arrangedViews[2], 0, 63, 375, 34)
        }
    }

    @Test func modesAndNegativeCounts() {
        #expect(StackBenchmark.Mode.allCases.map(\.rawValue) == ["stackView", "handWritten"])
        #expect(StackBenchmark(views: -3, mode: .stackView).viewCount == 2)
    }
}
