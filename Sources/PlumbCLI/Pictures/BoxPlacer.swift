import PlumbLayout

/// Places boxes (captions, markers, texts) so that none overlaps another or leaves `area`:
/// each box goes to the first of its candidate positions that is free, or nowhere. Boxes are
/// kept in a grid of square cells, so that a scene of thousands of views places in linear time.
struct BoxPlacer {
    /// Where every box must lie.
    let area: Rect
    /// Space kept between two boxes (browsers draw a font's box a little differently).
    static let gap = 1.0
    /// The side of a grid cell, in points, for a picture of ordinary size.
    private static let smallestCell = 48.0
    /// At most this many cells along a side (a huge picture gets larger cells).
    private static let cellsPerSide = 4096.0
    /// A box over more cells than this is kept in a list of its own, checked against each query.
    private static let largeBoxCells = 1024
    private let cell: Double
    private var boxes: [Rect] = []
    private var grid: [Int: [Int]] = [:]
    private var largeBoxes: [Int] = []

    init(area: Rect) {
        self.area = area
        let side = max(area.width, area.height)
        cell = side.isFinite ? max(Self.smallestCell, side / Self.cellsPerSide) : .infinity
    }

    /// Whether `r` lies in the area and overlaps no box placed so far.
    func isFree(_ r: Rect) -> Bool {
        guard r.minX >= area.minX, r.minY >= area.minY, r.maxX <= area.maxX, r.maxY <= area.maxY else { return false }
        let padded = Rect(x: r.minX - Self.gap, y: r.minY - Self.gap, width: r.width + 2 * Self.gap, height: r.height + 2 * Self.gap)
        for key in keys(padded) ?? [] {
            for index in grid[key] ?? [] where Self.overlap(boxes[index], padded) { return false }
        }
        for index in largeBoxes where Self.overlap(boxes[index], padded) { return false }
        return true
    }

    /// Takes `r`, whether or not it is free (a view's own text, a marker: drawn where they belong).
    mutating func occupy(_ r: Rect) {
        guard r.width.isFinite, r.height.isFinite, r.minX.isFinite, r.minY.isFinite else { return }
        boxes.append(r)
        if let cells = keys(r) {
            for key in cells { grid[key, default: []].append(boxes.count - 1) }
        } else {
            largeBoxes.append(boxes.count - 1)
        }
    }

    /// The first free candidate origin for a box of `size`, taken; nil when none is.
    mutating func place(_ size: Size, at candidates: [Point]) -> Point? {
        for origin in candidates {
            let r = Rect(origin: origin, size: size)
            if isFree(r) {
                occupy(r)
                return origin
            }
        }
        return nil
    }

    private static func overlap(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// The grid cells `r` touches, clamped to the area; nil when they are more than
    /// ``largeBoxCells`` (or the area has no grid): such a box is kept in ``largeBoxes``.
    private func keys(_ r: Rect) -> [Int]? {
        guard cell.isFinite else { return nil }
        let x0 = max(r.minX, area.minX), y0 = max(r.minY, area.minY)
        let x1 = min(r.maxX, area.maxX), y1 = min(r.maxY, area.maxY)
        guard x0 <= x1, y0 <= y1 else { return [] }
        // Within 0…cellsPerSide by the cell's size: the conversions cannot overflow.
        func index(_ d: Double) -> Int { Int(min(Self.cellsPerSide, max(0, (d / cell).rounded(.down)))) }
        let c0 = index(x0 - area.minX), c1 = index(x1 - area.minX)
        let r0 = index(y0 - area.minY), r1 = index(y1 - area.minY)
        if (c1 - c0 + 1) * (r1 - r0 + 1) > Self.largeBoxCells { return nil }
        var keys: [Int] = []
        keys.reserveCapacity((c1 - c0 + 1) * (r1 - r0 + 1))
        for row in r0...r1 { for column in c0...c1 { keys.append(row &* 1_000_003 &+ column) } }
        return keys
    }

    /// Where a caption of size `s` may go for a frame: inside its corners (when it fits), then
    /// just outside its edges.
    static func candidates(around f: Rect, _ s: Size) -> [Point] {
        var points: [Point] = []
        if s.width + 4 <= f.width, s.height + 2 <= f.height {
            points += [Point(x: f.minX + 2, y: f.minY + 1), Point(x: f.minX + 2, y: f.maxY - s.height - 1),
                       Point(x: f.maxX - s.width - 2, y: f.minY + 1), Point(x: f.maxX - s.width - 2, y: f.maxY - s.height - 1)]
        }
        points += [Point(x: f.minX, y: f.minY - s.height - 1), Point(x: f.minX, y: f.maxY + 1),
                   Point(x: f.maxX - s.width, y: f.minY - s.height - 1), Point(x: f.maxX - s.width, y: f.maxY + 1),
                   Point(x: f.maxX + 2, y: f.minY), Point(x: f.minX - s.width - 2, y: f.minY)]
        return points
    }
}
