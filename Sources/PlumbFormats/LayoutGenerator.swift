/// Generated layout files, for benchmarks and tests of scale (`plumb bench --workload
/// layoutfile`, Scripts/generate-layout.py writes the same rows).
public enum LayoutGenerator {
    /// The shape of ``PlumbLayout/RowListBenchmark`` as a layout file: a root `list` and
    /// `(views − 1) / 3` rows, each a row view holding a label and a value with intrinsic
    /// sizes, 9 constraints per row. Views: 1 + 3 × rows.
    public static func rowList(views: Int) -> String {
        let rows = max(0, (views - 1) / 3)
        var out = "# \(1 + 3 * rows) views: a list of \(rows) rows (plumb bench --workload layoutfile)\nsize 375x667\n\nview list\n"
        out.reserveCapacity(rows * 420)
        for i in 0..<rows {
            out += "view row\(i) in list {\n"
            out += "    view label\(i) \(60 + (i * 7) % 40)x20\n"
            out += "    view value\(i) \(40 + (i * 11) % 30)x20\n"
            out += "}\n"
            out += "row\(i).leading == list.leading\n"
            out += "row\(i).trailing == list.trailing\n"
            out += i == 0 ? "row0.top == list.top + 8\n" : "row\(i).top == row\(i - 1).bottom + 8\n"
            out += "label\(i).leading == row\(i).leading + 16\n"
            out += "label\(i).top == row\(i).top + 4\n"
            out += "label\(i).bottom == row\(i).bottom - 4\n"
            out += "value\(i).trailing == row\(i).trailing - 16\n"
            out += "value\(i).leading >= label\(i).trailing + 8\n"
            out += "value\(i).centerY == label\(i).centerY\n"
        }
        return out
    }

    /// `depth` views, each nested in the previous one's block; the first `constrainedLevels`
    /// are each half a point inside their parent (edges), the deeper ones unconstrained.
    public static func nested(depth: Int, constrainedLevels: Int = .max) -> String {
        let depth = max(1, depth)
        var out = "size 375x667\n"
        out.reserveCapacity(depth * 64)
        for i in 0..<depth {
            out += String(repeating: " ", count: min(i, 40)) + "view v\(i) {\n"
        }
        out += String(repeating: "}", count: depth) + "\n"
        for i in 1..<min(depth, max(1, constrainedLevels)) {
            out += "v\(i).edges == v\(i - 1).edges.inset(0.5)\n"
        }
        return out
    }
}
