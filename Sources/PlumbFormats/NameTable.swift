/// A small fixed set of names, found by their length and then compared: a name equal to a
/// short one compares in one step, where hashing it costs hundreds of instructions (the
/// builder looks a property name up for every property of a file).
struct NameTable<Value: Sendable>: Sendable {
    private var byLength: [[(name: String, value: Value)]] = []

    init(_ entries: [(String, Value)]) {
        for (name, value) in entries {
            let length = name.utf8.count
            if length >= byLength.count { byLength += Array(repeating: [], count: length + 1 - byLength.count) }
            byLength[length].append((name, value))
        }
    }

    subscript(name: String) -> Value? {
        let length = name.utf8.count
        guard length < byLength.count else { return nil }
        for entry in byLength[length] where entry.name == name { return entry.value }
        return nil
    }
}
