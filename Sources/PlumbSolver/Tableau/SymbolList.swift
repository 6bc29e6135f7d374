/// A set of symbols in the order they were inserted: a flag per symbol and a list with room
/// for every symbol, so inserting and emptying never allocate or shift.
///
/// The tableau keeps two: the externals whose value changed since the last report, and the
/// symbols whose change the lazy rows have not yet seen. An edit tick inserts a handful into
/// each and empties both; as growing arrays with `removeAll(keepingCapacity:)` those were
/// a measurable share of an edit tick.
struct SymbolList {
    private var isMember: [Bool] = []
    /// Room for every symbol; the first `count` entries are the members.
    private var storage: [Int32] = []
    private(set) var count = 0

    /// Makes room for one more symbol id (called as the tableau creates a symbol). An
    /// `excluded` symbol is flagged from the start, so inserting it does nothing and it is never
    /// listed: the list of externals to report excludes markers without a test of the symbol's
    /// kind at every insertion.
    mutating func addSymbol(excluded: Bool = false) {
        isMember.append(excluded)
        storage.append(0)
    }

    @inline(__always)
    mutating func insert(_ s: Int32) {
        inserting { $0.insert(s) }
    }

    /// The members, in insertion order.
    var members: ArraySlice<Int32> { storage[..<count] }

    /// Empties the set.
    mutating func removeAll() {
        let n = count
        count = 0
        storage.withUnsafeBufferPointer { storage in
            isMember.withUnsafeMutableBufferPointer { isMember in
                for k in 0..<n { isMember[Int(storage[k])] = false }
            }
        }
    }

    /// Empties the set and returns its storage with the members that satisfy `keep` moved to
    /// the front, in insertion order, and how many they are. The storage is shared with the
    /// set until its next insertion, which copies it only if the result is still held.
    mutating func drain(keeping keep: (Int32) -> Bool) -> (members: [Int32], count: Int) {
        let n = count
        count = 0
        let kept = storage.withUnsafeMutableBufferPointer { storage in
            isMember.withUnsafeMutableBufferPointer { isMember in
                var kept = 0
                for k in 0..<n {
                    let s = storage[k]
                    isMember[Int(s)] = false
                    if keep(s) {
                        storage[kept] = s
                        kept += 1
                    }
                }
                return kept
            }
        }
        return (storage, kept)
    }

    /// Calls `body` with an inserter that writes straight into the storage: the simplex's
    /// step inserts each basic it moves, and a method call per symbol paid the arrays'
    /// uniqueness checks each time.
    mutating func inserting<R>(_ body: (inout Inserter) -> R) -> R {
        isMember.withUnsafeMutableBufferPointer { isMember in
            storage.withUnsafeMutableBufferPointer { storage in
                var inserter = Inserter(isMember: isMember, storage: storage, count: count)
                let result = body(&inserter)
                count = inserter.count
                return result
            }
        }
    }

    /// In-place insertion into a ``SymbolList`` (``inserting(_:)``).
    struct Inserter {
        fileprivate let isMember: UnsafeMutableBufferPointer<Bool>
        fileprivate let storage: UnsafeMutableBufferPointer<Int32>
        fileprivate var count: Int

        @inline(__always)
        mutating func insert(_ s: Int32) {
            guard !isMember[Int(s)] else { return }
            isMember[Int(s)] = true
            storage[count] = s
            count += 1
        }
    }
}
