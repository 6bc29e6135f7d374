/// The views of an engine by the ids of their variables: a layout pass maps every variable
/// the solver reports back to its view.
///
/// Ids are process-wide and made four at a time (a view's minX, minY, width and height), so
/// the table is paged: a page holds the owners of ``pageSize`` consecutive ids, and a small
/// open-addressing table, probed linearly, maps page numbers to pages. A view's four entries
/// share a page, and a layout pass, which gets the variables back in about the order they were
/// made, walks the pages in order; a table of single ids scattered them over a million slots
/// at 10⁵ views (a cache miss per variable: 1.5 % of building a grid of 10⁵ views). The tables
/// hold numbers only (a view's place in ``views``), so that probing and growing copy no
/// references. A page whose entries are all gone is given back; removed page numbers leave
/// tombstones until the next rebuild.
struct VariableOwners {
    private static let empty = -1
    private static let removed = -2
    private static let pageShift = 4
    /// Ids per page: four views made one after another fill one page (64 bytes).
    private static var pageSize: Int { 1 << pageShift }

    /// Page numbers, ``empty`` or ``removed``.
    private var keys = [Int](repeating: empty, count: 16)
    /// The index in ``entries`` (in pages) of the page whose number is in the same slot.
    private var pageIndices = [Int32](repeating: 0, count: 16)
    /// Slots holding a page number or a tombstone: kept at most half of them, so probes stay
    /// short.
    private var used = 0
    private var live = 0
    /// The pages back to back: for each id, the place in ``views`` of its owner, or -1.
    private var entries: [Int32] = []
    /// Ids with an owner, per page.
    private var pageCounts: [Int32] = []
    private var freePages: [Int32] = []
    /// The registered views, each once; a freed place is reused.
    private var views: [WeakView?] = []
    private var freePlaces: [Int] = []

    /// The first slot to probe: Fibonacci hashing, which spreads consecutive page numbers over
    /// the whole table.
    private static func home(_ key: Int, _ count: Int) -> Int {
        let product = UInt64(truncatingIfNeeded: key) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: product >> UInt64(64 - count.trailingZeroBitCount))
    }

    private static func split(_ id: Int) -> (page: Int, offset: Int) {
        let bits = UInt(bitPattern: id)
        return (Int(bitPattern: bits >> UInt(pageShift)), Int(bitPattern: bits) & (pageSize - 1))
    }

    /// The slot holding page number `page`, if any.
    private func slot(of page: Int) -> Int? {
        let mask = keys.count - 1
        var i = Self.home(page, keys.count)
        while keys[i] != page {
            if keys[i] == Self.empty { return nil }
            i = (i + 1) & mask
        }
        return i
    }

    /// The position in ``entries`` of `id`'s owner, if its page exists.
    private func entry(of id: Int) -> Int? {
        let (page, offset) = Self.split(id)
        guard let i = slot(of: page) else { return nil }
        return Int(pageIndices[i]) << Self.pageShift + offset
    }

    /// The view whose variable has this id (nil once the view is gone).
    subscript(id: Int) -> View? {
        guard let e = entry(of: id) else { return nil }
        let place = entries[e]
        return place >= 0 ? views[Int(place)]?.view : nil
    }

    /// Records `view` as the owner of its four variables.
    mutating func insert(_ view: View) {
        let place = freePlaces.popLast() ?? views.count
        if place == views.count { views.append(nil) }
        views[place] = WeakView(view)
        insert(Int32(truncatingIfNeeded: place), for: view.minX.id)
        insert(Int32(truncatingIfNeeded: place), for: view.minY.id)
        insert(Int32(truncatingIfNeeded: place), for: view.widthVariable.id)
        insert(Int32(truncatingIfNeeded: place), for: view.heightVariable.id)
    }

    private mutating func insert(_ place: Int32, for id: Int) {
        let (page, offset) = Self.split(id)
        let e = entry(of: id) ?? (newPage(page) << Self.pageShift + offset)
        if entries[e] < 0 { pageCounts[e >> Self.pageShift] += 1 }
        entries[e] = place
    }

    /// Adds an empty page for page number `page` (not in the table yet); returns its index.
    private mutating func newPage(_ page: Int) -> Int {
        let index: Int32
        if let free = freePages.popLast() {
            index = free
        } else {
            index = Int32(truncatingIfNeeded: pageCounts.count)
            pageCounts.append(0)
            entries.append(contentsOf: repeatElement(-1, count: Self.pageSize))
        }
        if (used + 1) * 2 > keys.count {
            // Mostly tombstones: the same size, cleaned, has room.
            rebuild(capacity: live * 4 >= keys.count ? keys.count * 2 : keys.count)
        }
        let mask = keys.count - 1
        var i = Self.home(page, keys.count)
        while keys[i] >= 0 { i = (i + 1) & mask }
        if keys[i] == Self.empty { used += 1 }
        keys[i] = page
        pageIndices[i] = index
        live += 1
        return Int(index)
    }

    /// Forgets the variables of `view` and their owner.
    mutating func remove(_ view: View) {
        remove(id: view.minX.id)
        remove(id: view.minY.id)
        remove(id: view.widthVariable.id)
        remove(id: view.heightVariable.id)
    }

    private mutating func remove(id: Int) {
        let (page, offset) = Self.split(id)
        guard let i = slot(of: page) else { return }
        let index = Int(pageIndices[i])
        let e = index << Self.pageShift + offset
        let place = Int(entries[e])
        guard place >= 0 else { return }
        entries[e] = -1
        if views[place] != nil {
            views[place] = nil
            freePlaces.append(place)
        }
        pageCounts[index] -= 1
        if pageCounts[index] == 0 {
            keys[i] = Self.removed
            live -= 1
            freePages.append(Int32(truncatingIfNeeded: index))
        }
    }

    /// Copies the live page numbers into a table of `capacity` slots (a power of two), without
    /// tombstones.
    private mutating func rebuild(capacity: Int) {
        let oldKeys = keys
        let oldIndices = pageIndices
        keys = [Int](repeating: Self.empty, count: capacity)
        pageIndices = [Int32](repeating: 0, count: capacity)
        used = live
        let mask = capacity - 1
        for k in oldKeys.indices where oldKeys[k] >= 0 {
            var i = Self.home(oldKeys[k], capacity)
            while keys[i] != Self.empty { i = (i + 1) & mask }
            keys[i] = oldKeys[k]
            pageIndices[i] = oldIndices[k]
        }
    }
}
