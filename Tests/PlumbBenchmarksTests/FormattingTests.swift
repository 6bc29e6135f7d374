import PlumbBenchmarks
import Testing

/// The number formatting and statistics of the benchmark report, as kiwi's program prints them.
@Suite("Formatting")
struct FormattingTests {
    @Test func printfConversions() {
        #expect(CFormat.fixed4(1.23456) == "1.2346")
        #expect(CFormat.fixed4(0) == "0.0000")
        #expect(CFormat.general(1_200_000, precision: 9) == "1200000")
        #expect(CFormat.general(2_000_010_000, precision: 6) == "2.00001e+09")
        #expect(CFormat.general(0, precision: 3) == "0")
        #expect(CFormat.general(6000, precision: 3) == "6e+03")
        #expect(CFormat.general(60188.5, precision: 6) == "60188.5")
        #expect(CFormat.general(1.0 / 3.0, precision: 9) == "0.333333333")
        #expect(CFormat.fixed4(1e300).count == 306)
    }

    @Test func medianLikeKiwiBench() {
        #expect(PhaseResult(phase: "p", n: 1, times: [3, 1, 2], check: nil).median == 2)
        #expect(PhaseResult(phase: "p", n: 1, times: [4, 1, 3, 2], check: nil).median == 2.5)
        #expect(PhaseResult(phase: "p", n: 1, times: [4, 1, 3, 2], check: nil).minimum == 1)
    }
}
