@testable import PlumbSolver
import PlumbTestSupport
import Testing

@Suite("Symbol lists (changed and seeded symbols)")
struct SymbolListTests {
    /// Random insertions (through both entry points), drains and clears against an ordered-set
    /// model: members come out once each, in first-insertion order, excluded symbols never.
    @Test func listsEachSymbolOnceInInsertionOrder() {
        var rng = SplitMix64(seed: 11)
        var list = SymbolList()
        var excluded = Set<Int32>()
        for s in 0..<500 {
            let isExcluded = rng.next() % 5 == 0
            list.addSymbol(excluded: isExcluded)
            if isExcluded { excluded.insert(Int32(s)) }
        }
        var model: [Int32] = []
        for round in 0..<200 {
            for _ in 0..<Int(rng.next() % 40) {
                let s = Int32(rng.next() % 500)
                if rng.next() % 2 == 0 {
                    list.insert(s)
                } else {
                    list.inserting { $0.insert(s) }
                }
                if !excluded.contains(s), !model.contains(s) { model.append(s) }
            }
            #expect(Array(list.members) == model)
            #expect(list.count == model.count)
            if round % 3 == 0 {
                list.removeAll()
            } else {
                let (members, count) = list.drain { $0 % 2 == 0 }
                #expect(Array(members[..<count]) == model.filter { $0 % 2 == 0 })
            }
            model = []
            #expect(list.count == 0)
        }
    }

    /// A drained list's storage is shared with the set until the set's next insertion; what
    /// the caller holds must not change.
    @Test func aHeldDrainIsNotOverwritten() {
        var list = SymbolList()
        for _ in 0..<8 { list.addSymbol() }
        list.insert(3)
        list.insert(5)
        let (held, count) = list.drain { _ in true }
        list.insert(7)
        list.inserting { $0.insert(1) }
        #expect(Array(held[..<count]) == [3, 5])
        #expect(Array(list.members) == [7, 1])
    }
}
