import PlumbSolver

/// The views of an engine by the ids of their variables: a layout pass maps every variable
/// the solver reports back to its view.
///
/// Ids are process-wide and made four at a time (a view's minX, minY, width and height), so
/// the table is paged: a page holds the owners of ``pageSize`` consecutive ids, and a
/// ``HashTable`` maps page numbers to pages. A view's four entries
/// share a page, and a layout pass, which gets the variables back in about the order they were
/// made, walks the pages in order; a table of single ids scattered them over a million slots
/// at 10⁵ views (a cache miss per variable, measurable in building a large grid). The tables
/// hold numbers only (a view's place in ``views``), so that probing and growing copy no
/// references. A page whose entries are all gone is given back.
struct VariableOwners {
    private static let pageShift = 4
    /// Ids per page: four views made one after another fill one page (64 bytes).
    private static var pageSize: Int { 1 << pageShift }

    /// Page number plus one (no key is 0) → the page's index in ``entries`` (in pages).
    private var pages = Int32HashTable()
    /// The pages back to back: for each id, the place in ``views`` of its owner, or -1.
    private var entries: [Int32] = []
    /// Ids with an owner, per page.
    private var pageCounts: [Int32] = []
    private var freePages: [Int32] = []
    /// The registered views, each once; a freed place is reused.
    private var views: [WeakView?] = []
    private var freePlaces: [Int] = []

    private static func split(_ id: Int) -> (key: UInt64, offset: Int) {
        let bits = UInt(bitPattern: id)
        return (UInt64(bits >> UInt(pageShift)) &+ 1, Int(bitPattern: bits) & (pageSize - 1))
    }

    /// The position in ``entries`` of `id`'s owner, if its page exists.
    private func entry(of id: Int) -> Int? {
        let (key, offset) = Self.split(id)
        guard let index = pages.find(key) else { return nil }
        return Int(index) << Self.pageShift + offset
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
        let first = view.minX.id, owner = Int32(truncatingIfNeeded: place)
        // The four ids are made one after another: when they share a page, one probe for all.
        let (key, offset) = Self.split(first)
        if view.minY.id == first + 1, view.widthVariable.id == first + 2, view.heightVariable.id == first + 3,
           offset + 3 < Self.pageSize {
            let page = pages.find(key).map { Int($0) } ?? newPage(key)
            for e in (page << Self.pageShift + offset)...(page << Self.pageShift + offset + 3) {
                if entries[e] < 0 { pageCounts[page] += 1 }
                entries[e] = owner
            }
            return
        }
        insert(Int32(truncatingIfNeeded: place), for: view.minX.id)
        insert(Int32(truncatingIfNeeded: place), for: view.minY.id)
        insert(Int32(truncatingIfNeeded: place), for: view.widthVariable.id)
        insert(Int32(truncatingIfNeeded: place), for: view.heightVariable.id)
    }

    private mutating func insert(_ place: Int32, for id: Int) {
        let (key, offset) = Self.split(id)
        let e = entry(of: id) ?? (newPage(key) << Self.pageShift + offset)
        if entries[e] < 0 { pageCounts[e >> Self.pageShift] += 1 }
        entries[e] = place
    }

    /// Adds an empty page for the page whose key is `key` (not in the table yet); returns its
    /// index.
    private mutating func newPage(_ key: UInt64) -> Int {
        let index: Int32
        if let free = freePages.popLast() {
            index = free
        } else {
            index = Int32(truncatingIfNeeded: pageCounts.count)
            pageCounts.append(0)
            entries.append(contentsOf: repeatElement(-1, count: Self.pageSize))
        }
        pages.set(key, index)
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
        let (key, offset) = Self.split(id)
        guard let found = pages.find(key) else { return }
        let index = Int(found)
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
            pages.remove(key)
            freePages.append(Int32(truncatingIfNeeded: index))
        }
    }
}
