/// Each variable's symbol in a solver, by variable id.
///
/// Ids are process-wide and made in runs (a view's four variables, then the next view's), so
/// the symbols sit in pages of consecutive ids, found through a small table of pages: the four
/// variables of a view share a page (one cache line or two) instead of four random slots of a
/// hash table the size of the whole hierarchy.
struct VariableSymbols {
    /// Ids per page: small enough that a solver using a few variables of a page wastes little.
    private static let pageShift = 6
    private static var pageSize: Int { 1 << pageShift }

    /// Page number plus one (no key is 0) → the page's index in `symbols`.
    private var pages = HashTable<Int32>(placeholder: 0)
    /// The pages back to back; -1 where an id has no symbol.
    private var symbols: [Int32] = []
    /// Per page: how many of its ids have a symbol. A page left with none is given back:
    /// ids are never reused, so a solver that outlives many views would otherwise keep a
    /// page for every 64 variables it ever saw.
    private var live: [Int32] = []
    private var freePages: [Int32] = []

    @inline(__always)
    private static func key(_ page: Int) -> UInt64 { UInt64(UInt(bitPattern: page)) &+ 1 }

    @inline(__always)
    private static func split(_ id: Int) -> (page: Int, offset: Int) {
        let bits = UInt(bitPattern: id)
        return (Int(bitPattern: bits >> UInt(pageShift)), Int(bitPattern: bits) & (pageSize - 1))
    }

    /// The symbol of the variable with id `id`, if it has one.
    subscript(id: Int) -> Int32? {
        let (page, offset) = Self.split(id)
        guard let p = pages.find(Self.key(page)) else { return nil }
        let s = symbols[Int(p) << Self.pageShift + offset]
        return s >= 0 ? s : nil
    }

    /// The symbols of four variables, each -1 where it has none: the page of the first is
    /// found once and serves every id that shares it (a view's four variables are made one
    /// after another, so a frame's read is one page lookup, not four).
    func symbols(of ids: (Int, Int, Int, Int)) -> (Int32, Int32, Int32, Int32) {
        let (page, _) = Self.split(ids.0)
        let base = pages.find(Self.key(page)).map { Int($0) << Self.pageShift }
        func symbol(_ id: Int) -> Int32 {
            let (p, offset) = Self.split(id)
            if p == page {
                guard let base else { return -1 }
                return symbols[base + offset]
            }
            return self[id] ?? -1
        }
        return (symbol(ids.0), symbol(ids.1), symbol(ids.2), symbol(ids.3))
    }

    /// Gives the variable with id `id` the symbol `s`.
    mutating func set(_ s: Int32, for id: Int) {
        let (page, offset) = Self.split(id)
        let p: Int32
        if let existing = pages.find(Self.key(page)) {
            p = existing
        } else if let reused = freePages.popLast() {
            // Every id of a given-back page was cleared to -1 on the way out.
            p = reused
            pages.set(Self.key(page), p)
        } else {
            p = Int32(symbols.count >> Self.pageShift)
            symbols.append(contentsOf: repeatElement(-1, count: Self.pageSize))
            live.append(0)
            pages.set(Self.key(page), p)
        }
        let k = Int(p) << Self.pageShift + offset
        if symbols[k] < 0 { live[Int(p)] += 1 }
        symbols[k] = s
    }

    /// Forgets the symbol of the variable with id `id`, if it has one.
    mutating func remove(_ id: Int) {
        let (page, offset) = Self.split(id)
        guard let p = pages.find(Self.key(page)) else { return }
        let k = Int(p) << Self.pageShift + offset
        guard symbols[k] >= 0 else { return }
        symbols[k] = -1
        live[Int(p)] -= 1
        if live[Int(p)] == 0 {
            pages.removeValue(forKey: Self.key(page))
            freePages.append(p)
        }
    }
}
