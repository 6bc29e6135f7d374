/// The three layout families of the comparison with flexbox engines (Taffy, Yoga): the same
/// trees those engines lay out, written as layout files, so that `plumb bench --workload
/// flexrows|flextree|flexgrid` times what they time (Docs/benchmarks.md). Each comes with the
/// change its relayout phase applies.
public enum FlexLayouts {
    /// A vertical stack of `leaves / 2` rows, each a horizontal stack (fill, alignment center,
    /// spacing 8) of a fixed 40 × 40 box and a flexible view 20 high. The change: the middle
    /// box 60 high.
    public static func rows(leaves: Int) -> (text: String, change: String) {
        let rows = Swift.max(1, leaves / 2)
        var out = ["size 375x667", "view root {", "  stack col {", "    axis = vertical"]
        out.reserveCapacity(rows * 2 + 8)
        for i in 0..<rows {
            out.append("    stack r\(i) { axis = horizontal; alignment = center; spacing = 8; view b\(i); view f\(i) }")
        }
        out += ["  }", "}", "col.top == root.top; col.leading == root.leading; col.trailing == root.trailing"]
        // The middle box's height on a line of its own: the change names that line.
        let m = rows / 2
        out.append("b\(m).height == 40")
        let changed = out.count
        for i in 0..<rows {
            out.append(i == m ? "b\(i).width == 40; f\(i).height == 20" : "b\(i).width == 40; b\(i).height == 40; f\(i).height == 20")
        }
        return (out.joined(separator: "\n") + "\n", "line \(changed): constant = 60")
    }

    /// Stacks nested 4 deep with `fanout` children each, alternately vertical and horizontal,
    /// `fillEqually`, leaves without intrinsic size, in a 1000 × 1000 root: fanout⁴ leaves. The
    /// change: the middle innermost stack's spacing 0 → 4.
    public static func tree(fanout: Int, depth: Int = 4) -> (text: String, change: String) {
        var out = ["size 1000x1000", "view root {"]
        // Depth-first without recursion: (path, level) to open, or a closing brace.
        enum Step { case open([Int], Int), close(Int) }
        var pending: [Step] = [.open([], 0)]
        while let step = pending.popLast() {
            switch step {
            case .close(let indent):
                out.append(String(repeating: " ", count: indent) + "}")
            case .open(let path, let level):
                let indent = String(repeating: " ", count: 2 + level)
                let suffix = path.map(String.init).joined(separator: "_")
                if level == depth {
                    out.append(indent + "view l" + suffix)
                    continue
                }
                let axis = level % 2 == 0 ? "vertical" : "horizontal"
                out.append(indent + "stack s\(suffix) { axis = \(axis); distribution = fillEqually")
                pending.append(.close(2 + level))
                for k in (0..<fanout).reversed() { pending.append(.open(path + [k], level + 1)) }
            }
        }
        out += ["}", "s.edges == root.edges"]
        let middle = "s" + Array(repeating: String(fanout / 2), count: depth - 1).joined(separator: "_")
        return (out.joined(separator: "\n") + "\n", "\(middle).spacing = 4")
    }

    /// A vertical stack (spacing 2, alignment leading) of `side` rows, each a horizontal stack
    /// (spacing 2, alignment top) of `side` fixed 10 × 10 cells: side² leaves. The change: the
    /// middle cell's height 10 → 20.
    public static func grid(side: Int) -> (text: String, change: String) {
        var out = ["size 4000x4000", "view root {", "  stack g {", "    axis = vertical; spacing = 2; alignment = leading"]
        for i in 0..<side {
            let cells = (0..<side).map { "view c\(i)_\($0)" }.joined(separator: "; ")
            out.append("    stack g\(i) { axis = horizontal; spacing = 2; alignment = top; \(cells) }")
        }
        out += ["  }", "}", "g.top == root.top; g.leading == root.leading"]
        // The middle cell's height on a line of its own: the change names that line.
        let m = side / 2
        out.append("c\(m)_\(m).height == 10")
        let changed = out.count
        for i in 0..<side {
            out.append((0..<side).map { j in
                i == m && j == m ? "c\(i)_\(j).width == 10" : "c\(i)_\(j).width == 10; c\(i)_\(j).height == 10"
            }.joined(separator: "; "))
        }
        return (out.joined(separator: "\n") + "\n", "line \(changed): constant = 20")
    }
}
