@testable import PlumbSolver
import Testing

// Where a tableau keeps a constraint's record (`HeldRecords`): in the constraint when the
// tableau could claim it, in its own table otherwise. Either way the record read back must be
// the one written.

@Suite("Held records")
struct HeldRecordsTests {
    private static func same(_ a: Held?, _ b: Held) -> Bool {
        guard let a, a.order == b.order else { return false }
        switch (a.record, b.record) {
        case (.constant, .constant): return true
        case (.single(let x), .single(let y)), (.marker(let x), .marker(let y)): return x == y
        default: return false
        }
    }

    private static func constraint() -> Constraint { Constraint(Expression(Variable("x")), .equal) }

    /// Every kind of record, with orders and symbols at the ends of what the packed form holds.
    @Test(arguments: [-1, 0, 1, 1 << 20, (1 << 30) - 2])
    func recordsRoundTrip(order: Int) {
        var records = HeldRecords()
        for record in [Record.constant, .single(0), .single(Int32.max), .marker(7), .marker(Int32.max)] {
            let c = Self.constraint()
            let held = Held(record: record, order: order)
            records.set(held, for: c)
            #expect(c.holder.load(ordering: .relaxed) == records.tag, "kept in the constraint")
            #expect(Self.same(records[c], held))
            #expect(Self.same(records.remove(c), held))
            #expect(records[c] == nil && c.holder.load(ordering: .relaxed) == 0, "the claim is given back")
        }
    }

    /// An order beyond the packed form goes to the table, and a record that moves there gives
    /// its claim back.
    @Test func largeOrdersLiveInTheTable() {
        var records = HeldRecords()
        let c = Self.constraint()
        records.set(Held(record: .marker(3), order: 5), for: c)
        #expect(c.holder.load(ordering: .relaxed) == records.tag)
        let far = Held(record: .marker(3), order: 1 << 31)
        records.set(far, for: c)
        #expect(c.holder.load(ordering: .relaxed) == 0)
        #expect(Self.same(records[c], far))
        records.set(Held(record: .marker(3), order: 9), for: c)
        #expect(Self.same(records[c], Held(record: .marker(3), order: 9)))
        #expect(Self.same(records.remove(c), Held(record: .marker(3), order: 9)))
        #expect(records[c] == nil)
    }

    /// A constraint claimed by another tableau, live or dropped, has its record in the table.
    @Test func aClaimedConstraintUsesTheTable() {
        let c = Self.constraint()
        do {
            var first = HeldRecords()
            first.set(Held(record: .single(1), order: 0), for: c)
            // `first` is dropped here with its claim still on `c`.
        }
        var second = HeldRecords()
        second.set(Held(record: .single(2), order: 4), for: c)
        #expect(c.holder.load(ordering: .relaxed) != second.tag)
        #expect(Self.same(second[c], Held(record: .single(2), order: 4)))
        #expect(Self.same(second.remove(c), Held(record: .single(2), order: 4)))
        #expect(second[c] == nil)
    }

    /// A solver whose record of a constraint is in its table, after the solver that had
    /// claimed the constraint gave it back, renumbers its constraints (which rewrites each
    /// record): the record must stay in one place, or a stale copy outlives the removal.
    @Test func aRecordInTheTableStaysThereWhenTheClaimIsFree() throws {
        let x = Variable("x"), y = Variable("y")
        let c = x == 3
        let a = Solver(), b = Solver()
        try a.add(c)
        try b.add(c)
        try a.remove(c)
        let fillers = (0..<100).map { k in y >= Double(k) }
        for f in fillers { try b.add(f) }
        for f in fillers { try b.remove(f) }
        #expect(b.contains(c))
        try b.remove(c)
        #expect(!b.contains(c))
        #expect(caught({ try b.remove(c) }) != nil)
        try a.add(c)
        #expect(a.contains(c) && !b.contains(c))
    }

    /// A constraint left in a solver that is dropped can go into another one.
    @Test func aConstraintOutlivesItsSolver() throws {
        let x = Variable("x")
        let c = x == 3
        do {
            let a = Solver()
            try a.add(c)
        }
        let b = Solver()
        try b.add(c)
        #expect(b.value(of: x) == 3 && b.contains(c))
        try b.remove(c)
        #expect(!b.contains(c))
    }
}
