/// Values by identity: a constraint's record in the tableau and its place in the solver's
/// order (by object identity), a variable's symbol (by ``Variable/id``), in a ``HashTable``.
///
/// A map made `byAddress` homes objects by address (constraints made one after another sit in
/// neighbouring slots, so the lookups of constraints made together share cache lines;
/// Docs/benchmarks-log.md); variable ids, made in sequence, are spread instead (by address
/// they would fill runs of slots with no gap and make deletions walk them).
struct IdentityMap<Value> {
    private var table: HashTable<Value?>

    init(byAddress: Bool = false) {
        table = HashTable(placeholder: nil, homing: byAddress ? .address : .spread)
    }

    var count: Int { table.count }

    /// The value of an object.
    subscript(_ id: ObjectIdentifier) -> Value? {
        @inline(__always) get { table.find(UInt64(UInt(bitPattern: id))) ?? nil }
        set { set(UInt64(UInt(bitPattern: id)), newValue) }
    }

    /// The value of a variable, by its id (ids count up from 0; stored plus one, as no key is 0).
    subscript(variable id: Int) -> Value? {
        @inline(__always) get { table.find(UInt64(UInt(bitPattern: id)) &+ 1) ?? nil }
        set { set(UInt64(UInt(bitPattern: id)) &+ 1, newValue) }
    }

    @discardableResult
    mutating func removeValue(forKey id: ObjectIdentifier) -> Value? {
        table.removeValue(forKey: UInt64(UInt(bitPattern: id))) ?? nil
    }

    mutating func removeAll() {
        table.removeAll()
    }

    private mutating func set(_ key: UInt64, _ value: Value?) {
        if let value { table.set(key, value) } else { table.removeValue(forKey: key) }
    }
}
