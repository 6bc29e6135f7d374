@testable import PlumbSolver
import PlumbTestSupport
import Testing

/// The package's one hash table against `Dictionary`: random insertions, updates and removals
/// (which shift later entries back), through growth, with keys that share home slots.
@Suite("HashTable")
struct HashTableTests {
    @Test(arguments: [HashTable<Int32>.Homing.spread, .address])
    func agreesWithADictionary(_ homing: HashTable<Int32>.Homing) {
        var rng = SplitMix64(seed: homing == .spread ? 7 : 11)
        var table = HashTable<Int32>(placeholder: -1, homing: homing)
        var reference: [UInt64: Int32] = [:]
        // Few distinct keys, most of them 16·2^k apart: by address they crowd a few home
        // slots, so removals must pull long probe runs back.
        let keys = (1...600).map { UInt64($0) * (homing == .address ? 4096 : 1) }
        for step in 0..<20_000 {
            let key = keys[Int(rng.next() % UInt64(keys.count))]
            if rng.next() % 3 == 0 {
                #expect(table.removeValue(forKey: key) == reference.removeValue(forKey: key))
            } else {
                let value = Int32(truncatingIfNeeded: step)
                table.set(key, value)
                reference[key] = value
            }
            #expect(table.count == reference.count)
        }
        for key in keys { #expect(table.find(key) == reference[key]) }
        table.removeAll()
        #expect(table.count == 0 && keys.allSatisfy { table.find($0) == nil })
    }

    @Test func identityMapKeepsObjectsAndVariableIdsApart() {
        let a = Constraint(Expression(Variable("a")), .equal), b = Constraint(Expression(Variable("b")), .equal)
        let id = 3
        var map = IdentityMap<String>(byAddress: true)
        map[ObjectIdentifier(a)] = "a"
        map[variable: id] = "variable 3"
        map[ObjectIdentifier(b)] = "b"
        #expect(map[ObjectIdentifier(a)] == "a" && map[variable: id] == "variable 3" && map[ObjectIdentifier(b)] == "b")
        map[ObjectIdentifier(a)] = nil
        #expect(map[ObjectIdentifier(a)] == nil && map.count == 2)
    }
}
