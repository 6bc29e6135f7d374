import PlumbLayout

/// Places boxes (captions, markers, texts) so that none overlaps another or leaves `area`:
/// each box goes to the first of its candidate positions that is free, or nowhere. Boxes are
/// kept in a grid of square cells, so that a scene of thousands of views places in linear time.
struct BoxPlacer {
    /// Where every box must lie.
    let area: Rect
    /// Space kept between two boxes (browsers draw a font's box a little differently).
    static let gap = 1.0
    /// The side of a grid cell, in points.
    private static let cell = 48.0
    private var boxes: [Rect] = []
    private var grid: [Int: [Int]] = [:]

    init(area: Rect) { self.area = area }

    /// Whether `r` lies in the area and overlaps no box placed so far.
    func isFree(_ r: Rect) -> Bool {
        guard r.minX >= area.minX, r.minY >= area.minY, r.maxX <= area.maxX, r.maxY <= area.maxY else { return false }
        let padded = Rect(x: r.minX - Self.gap, y: r.minY - Self.gap, width: r.width + 2 * Self.gap, height: r.height + 2 * Self.gap)
        for key in keys(padded) {
            for index in grid[key] ?? [] where Self.overlap(boxes[index], padded) { return false }
        }
        return true
    }

    /// Takes `r`, whether or not it is free (a view's own text, a marker: drawn where they belong).
    mutating func occupy(_ r: Rect) {
        guard r.width.isFinite, r.height.isFinite, r.minX.isFinite, r.minY.isFinite else { return }
        boxes.append(r)
        for key in keys(r) { grid[key, default: []].append(boxes.count - 1) }
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

    /// The grid cells `r` touches (a huge box touches one row of cells per line it spans, at
    /// most a bounded number: larger boxes are clamped to the area first).
    private func keys(_ r: Rect) -> [Int] {
        let x0 = max(r.minX, area.minX), y0 = max(r.minY, area.minY)
        let x1 = min(r.maxX, area.maxX), y1 = min(r.maxY, area.maxY)
        guard x0 <= x1, y0 <= y1 else { return [] }
        let c0 = Int(((x0 - area.minX) / Self.cell).rounded(.down)), c1 = Int(((x1 - area.minX) / Self.cell).rounded(.down))
        let r0 = Int(((y0 - area.minY) / Self.cell).rounded(.down)), r1 = Int(((y1 - area.minY) / Self.cell).rounded(.down))
        var keys: [Int] = []
        keys.reserveCapacity((c1 - c0 + 1) * (r1 - r0 + 1))
        for row in r0...r1 { for column in c0...c1 { keys.append(row &* 1_000_003 &+ column) } }
        return keys
    }
}
