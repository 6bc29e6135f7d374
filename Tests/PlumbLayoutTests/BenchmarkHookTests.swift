import PlumbBenchmarks
import PlumbLayout
import Testing

@Suite("Benchmark hook")
struct BenchmarkHookTests {
    @Test func rowListLaysOut() {
        let list = RowListBenchmark(rows: 3)
        #expect(list.viewCount == 10)
        #expect(list.constraints.count == 27)
        let bottom = list.layout(width: 320, height: 200)
        // Rows are 28 high (20 + 4 + 4), 8 apart, starting 8 down.
        #expect(close(bottom, 8 + 3 * 28 + 2 * 8))
        expectFrame(list.rows[1], 0, 44, 320, 28)
        expectFrame(list.rows[1].subviews[0], 16, 4, 67, 20)
        expectFrame(list.rows[1].subviews[1], 320 - 16 - 51, 4, 51, 20)
        #expect(list.root.layoutIssues.isEmpty)
        #expect(RowListBenchmark(rows: -1).viewCount == 1)
    }

    @Test func aThousandViews() {
        let list = RowListBenchmark(rows: 333)
        #expect(list.viewCount == 1000)
        let bottom = list.layout()
        #expect(close(bottom, 8 + 333 * 36 - 8))
        #expect(list.root.layoutIssues.isEmpty)
    }
}
