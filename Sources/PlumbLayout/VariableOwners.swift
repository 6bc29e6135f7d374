/// The views of an engine by the ids of their variables: a layout pass maps every variable
/// the solver reports back to its view. An open-addressing table probed linearly, where a
/// `Dictionary` would pay SipHash on each of the four entries of every registered view and
/// on every reported variable. The table holds numbers only (a view's place in ``views``), so
/// that probing and growing copy no references; removed entries leave tombstones until the
/// next rebuild.
struct VariableOwners {
    private static let empty = -1
    private static let removed = -2

    /// Variable ids, ``empty`` or ``removed``.
    private var ids = [Int](repeating: empty, count: 16)
    /// The place in ``views`` of the owner of the id in the same slot.
    private var places = [Int](repeating: 0, count: 16)
    /// Slots holding an id or a tombstone: kept at most half of them, so probes stay short.
    private var used = 0
    private var live = 0
    /// The registered views, each once; a freed place is reused.
    private var views: [WeakView?] = []
    private var freePlaces: [Int] = []

    /// The first slot to probe: Fibonacci hashing, which spreads consecutive ids (a view's
    /// variables are made one after the other) over the whole table.
    private static func home(_ id: Int, _ count: Int) -> Int {
        let product = UInt64(truncatingIfNeeded: id) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: product >> UInt64(64 - count.trailingZeroBitCount))
    }

    /// The slot holding `id`, if any.
    private func slot(of id: Int) -> Int? {
        let mask = ids.count - 1
        var i = Self.home(id, ids.count)
        while ids[i] != id {
            if ids[i] == Self.empty { return nil }
            i = (i + 1) & mask
        }
        return i
    }

    /// The view whose variable has this id (nil once the view is gone).
    subscript(id: Int) -> View? {
        guard let i = slot(of: id) else { return nil }
        return views[places[i]]?.view
    }

    /// Records `view` as the owner of its four variables (one by one: a list of their ids
    /// was an allocation per registered view).
    mutating func insert(_ view: View) {
        let place = freePlaces.popLast() ?? views.count
        if place == views.count { views.append(nil) }
        views[place] = WeakView(view)
        insert(place, for: view.minX.id)
        insert(place, for: view.minY.id)
        insert(place, for: view.widthVariable.id)
        insert(place, for: view.heightVariable.id)
    }

    private mutating func insert(_ place: Int, for id: Int) {
        if let i = slot(of: id) {
            places[i] = place
            return
        }
        if (used + 1) * 2 > ids.count {
            // Mostly tombstones: the same size, cleaned, has room.
            rebuild(capacity: live * 4 >= ids.count ? ids.count * 2 : ids.count)
        }
        let mask = ids.count - 1
        var i = Self.home(id, ids.count)
        while ids[i] >= 0 { i = (i + 1) & mask }
        if ids[i] == Self.empty { used += 1 }
        ids[i] = id
        places[i] = place
        live += 1
    }

    /// Forgets the variables of `view` and their owner.
    mutating func remove(_ view: View) {
        remove(id: view.minX.id)
        remove(id: view.minY.id)
        remove(id: view.widthVariable.id)
        remove(id: view.heightVariable.id)
    }

    private mutating func remove(id: Int) {
        guard let i = slot(of: id) else { return }
        ids[i] = Self.removed
        live -= 1
        let place = places[i]
        if views[place] != nil {
            views[place] = nil
            freePlaces.append(place)
        }
    }

    /// Copies the live entries into a table of `capacity` slots (a power of two), without
    /// tombstones.
    private mutating func rebuild(capacity: Int) {
        let oldIDs = ids
        let oldPlaces = places
        ids = [Int](repeating: Self.empty, count: capacity)
        places = [Int](repeating: 0, count: capacity)
        used = live
        let mask = capacity - 1
        for k in oldIDs.indices where oldIDs[k] >= 0 {
            var i = Self.home(oldIDs[k], capacity)
            while ids[i] != Self.empty { i = (i + 1) & mask }
            ids[i] = oldIDs[k]
            places[i] = oldPlaces[k]
        }
    }
}
