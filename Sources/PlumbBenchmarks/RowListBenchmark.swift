import PlumbLayout

/// The layout benchmark shape: a vertical list of rows, each row a label and a value, so that
/// the layout of N views can be timed against the solver alone.
///
/// Per row: a row view pinned to the root's leading and trailing edges and 8 below the
/// previous row (the first 8 below the root's top); a label 16 from the row's leading edge and
/// 4 from its top and bottom; a value 16 from the row's trailing edge, at least 8 after the
/// label, centred on the label. Labels and values have intrinsic sizes that vary by row
/// (label 60…99 × 20, value 40…69 × 20), with default hugging and compression resistance.
/// Views: 1 + 3 × rows. Everything is built and activated by ``init(rows:)``; the first
/// ``layout(width:height:)`` is the first solve.
public final class RowListBenchmark {
    /// The root of the hierarchy.
    public let root: View
    /// The row containers, top to bottom.
    public let rows: [View]
    /// The constraints activated by the benchmark (not counting the engine's own).
    public let constraints: [LayoutConstraint]

    /// Builds the hierarchy and activates its constraints. `rows` below 0 counts as 0.
    public init(rows count: Int) {
        let root = View("list")
        var rows: [View] = []
        var made: [LayoutConstraint] = []
        rows.reserveCapacity(Swift.max(0, count))
        made.reserveCapacity(Swift.max(0, count) * 9)
        var previous: View?
        for i in 0..<Swift.max(0, count) {
            let row = View("row\(i)"), label = View("label\(i)"), value = View("value\(i)")
            label.intrinsicContentSize = Size(width: Double(60 + (i * 7) % 40), height: 20)
            value.intrinsicContentSize = Size(width: Double(40 + (i * 11) % 30), height: 20)
            for view in [row, label, value] { view.translatesAutoresizingMaskIntoConstraints = false }
            root.addSubview(row)
            row.addSubview(label)
            row.addSubview(value)
            let top = previous.map { row.top.constraint(equalTo: $0.bottom, constant: 8) }
                ?? row.top.constraint(equalTo: root.top, constant: 8)
            made += [
                row.leading.constraint(equalTo: root.leading),
                row.trailing.constraint(equalTo: root.trailing),
                top,
                label.leading.constraint(equalTo: row.leading, constant: 16),
                label.top.constraint(equalTo: row.top, constant: 4),
                label.bottom.constraint(equalTo: row.bottom, constant: -4),
                value.trailing.constraint(equalTo: row.trailing, constant: -16),
                value.leading.constraint(greaterThanOrEqualTo: label.trailing, constant: 8),
                value.centerY.constraint(equalTo: label.centerY),
            ]
            rows.append(row)
            previous = row
        }
        // The anchors are all in one hierarchy with valid priorities, so activation cannot fail.
        try? LayoutConstraint.activate(made)
        self.root = root
        self.rows = rows
        constraints = made
    }

    /// The number of views, root included.
    public var viewCount: Int { 1 + 3 * rows.count }

    /// Lays the list out in a root of the given size and returns the bottom of the last row.
    @discardableResult
    public func layout(width: Double = 375, height: Double = 667) -> Double {
        root.layout(in: Size(width: width, height: height))
        return rows.last?.frame.maxY ?? 0
    }
}
