@testable import PlumbSolver
import PlumbTestSupport
import Testing

@Suite("Candidate set (Bland's order)")
struct CandidateSetTests {
    /// Random pushes and pops against a sorted-set model: pops come smallest first, a symbol
    /// pushed twice comes out once, and ids far apart (growth) keep their order.
    @Test func popsTheSmallestSymbolOfASetModel() {
        var rng = SplitMix64(seed: 7)
        var set = CandidateSet()
        var model = Set<Int32>()
        for step in 0..<20_000 {
            if rng.next() % 3 != 0 {
                let range: UInt64 = step < 10_000 ? 300 : 70_000
                let s = Int32(rng.next() % range)
                set.push(s)
                model.insert(s)
            } else {
                let expected = model.min()
                #expect(set.popMin() == expected)
                if let e = expected { model.remove(e) }
            }
            #expect(set.count == model.count)
        }
        while let s = set.popMin() {
            #expect(s == model.min())
            model.remove(s)
        }
        #expect(model.isEmpty && set.isEmpty)
    }
}
