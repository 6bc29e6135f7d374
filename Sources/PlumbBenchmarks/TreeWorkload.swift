import PlumbSolver

/// The tree workloads (`tree_dD_fF`): nested stacks, like UIStackView or SwiftUI HStack/VStack
/// nesting, `fanout` children per stack, `depth` levels below the root.
///
/// Nodes are numbered in preorder; each has variables `n<id>l`, `n<id>t`, `n<id>w`, `n<id>h`
/// (left, top, width, height). The root is a horizontal stack; axes alternate by level; the
/// nodes at level `depth` are leaves. Constraints, in this order:
/// - root: `l == 0`, `t == 0`, `w == Wr`, `h == Hr` required, where Wr × Hr is 80 % of the
///   root's natural size, rounded down (leaves get compressed, but stay above their minimum);
/// - then per node, in preorder, for a leaf k: `w == 20 + 4·((7k) mod 13)` weak, `w >= 10`
///   strong, `h == 16 + 2·((5k) mod 11)` weak, `h >= 10` strong;
/// - for a stack P with children C1…Cf along its axis (x shown, y mirrors): `C1.l == P.l + 8`
///   or `Ci.l == C(i-1).l + C(i-1).w + 4` required; across it `Ci.t == P.t + 8` required,
///   `Ci.h <= P.h - 16` required, `Ci.h == P.h - 16` medium; then
///   `C_f.l + C_f.w + 8 == P.l + P.w` required.
///
/// tree_d3_f4: 85 nodes, 340 variables, 617 constraints. The output is the same, byte for byte
/// once written, as the reference generator's (`gen_workloads.py`).
public struct TreeWorkload: Sendable, Equatable {
    /// Levels below the root (0: the root is a leaf).
    public var depth: Int
    /// Children per stack, at least 1.
    public var fanout: Int

    /// Creates a value from its parts.
    public init(depth: Int, fanout: Int) {
        self.depth = depth
        self.fanout = fanout
    }

    /// `tree_d3_f4`.
    public var name: String { "tree_d\(depth)_f\(fanout)" }

    /// The number of nodes, `1 + F + F² + … + F^D`, or nil if it does not fit in an `Int` or
    /// the shape is invalid (negative depth or beyond 10 million, fanout below 1).
    public var nodeCount: Int? { subtreeSizes()?.first }

    /// The number of constraints the workload has, or nil as for ``nodeCount``.
    public var constraintCount: Int? {
        guard let nodes = nodeCount, let leaves = power(fanout, depth) else { return nil }
        let stacks = nodes - leaves
        let (perStack, o1) = fanout.multipliedReportingOverflow(by: 4)
        let (stackPart, o2) = stacks.multipliedReportingOverflow(by: perStack + 1)
        let (leafPart, o3) = leaves.multipliedReportingOverflow(by: 4)
        let (sum, o4) = stackPart.addingReportingOverflow(leafPart)
        guard !(o1 || o2 || o3 || o4), sum <= Int.max - 4 else { return nil }
        return sum + 4
    }

    /// Generates the workload. The shape must be valid and ``nodeCount`` not nil (the result is
    /// empty otherwise); the caller bounds the size.
    public func make() -> Workload {
        guard let sizes = subtreeSizes(), let nodeCount = sizes.first, let leaves = power(fanout, depth) else {
            return Workload(name: name)
        }
        // Levels and children in preorder: the children of a node at level l are at
        // id + 1 + k·size(l + 1), k = 0 ..< fanout.
        var level = [Int](repeating: 0, count: nodeCount)
        for id in 0..<nodeCount where level[id] < depth {
            for child in children(of: id, level: level[id], sizes: sizes) { level[child] = level[id] + 1 }
        }
        func leafWidth(_ k: Int) -> Int { 20 + 4 * ((7 * k) % 13) }
        func leafHeight(_ k: Int) -> Int { 16 + 2 * ((5 * k) % 11) }

        // Natural sizes, children before parents (they have larger ids).
        var natural = [(w: Int, h: Int)](repeating: (0, 0), count: nodeCount)
        for id in stride(from: nodeCount - 1, through: 0, by: -1) {
            guard level[id] < depth else {
                natural[id] = (leafWidth(id), leafHeight(id))
                continue
            }
            let kids = children(of: id, level: level[id], sizes: sizes)
            let gaps = 16 + 4 * (kids.count - 1)
            if level[id] % 2 == 0 {  // horizontal
                natural[id] = (gaps + kids.reduce(0) { $0 + natural[$1].w }, 16 + kids.reduce(0) { max($0, natural[$1].h) })
            } else {
                natural[id] = (16 + kids.reduce(0) { max($0, natural[$1].w) }, gaps + kids.reduce(0) { $0 + natural[$1].h })
            }
        }
        let rootWidth = (Double(natural[0].w) * 0.8).rounded(.down)
        let rootHeight = (Double(natural[0].h) * 0.8).rounded(.down)

        let title = "tree depth=\(depth) fan=\(fanout) (\(nodeCount) nodes, \(leaves) leaves) root "
            + "\(WorkloadWriter.formatNumber(rootWidth))x\(WorkloadWriter.formatNumber(rootHeight))"
        var w = Workload(name: name, comments: [title])
        w.variables.reserveCapacity(4 * nodeCount)
        if let count = constraintCount {
            w.constraints.reserveCapacity(count)
            w.buildSteps.reserveCapacity(count)
        }
        for id in 0..<nodeCount {
            for attribute in ["l", "t", "w", "h"] { w.addVariable("n\(id)\(attribute)") }
        }
        // Attribute indices: l 0, t 1, w 2, h 3.
        func v(_ id: Int, _ attribute: Int) -> Int { 4 * id + attribute }
        let (l, t, wd, h) = (0, 1, 2, 3)
        func add(_ relation: Relation, _ strength: WorkloadStrength, _ constant: Double, _ terms: [(Double, Int)]) {
            w.addConstraint(WorkloadConstraint(
                relation, strength, constant: constant, terms: terms.map { WorkloadTerm($0.0, $0.1) }))
        }

        add(.equal, .required, 0, [(1, v(0, l))])
        add(.equal, .required, 0, [(1, v(0, t))])
        add(.equal, .required, -rootWidth, [(1, v(0, wd))])
        add(.equal, .required, -rootHeight, [(1, v(0, h))])
        for id in 0..<nodeCount {
            guard level[id] < depth else {
                add(.equal, .weak, -Double(leafWidth(id)), [(1, v(id, wd))])
                add(.greaterThanOrEqual, .strong, -10, [(1, v(id, wd))])
                add(.equal, .weak, -Double(leafHeight(id)), [(1, v(id, h))])
                add(.greaterThanOrEqual, .strong, -10, [(1, v(id, h))])
                continue
            }
            let (pos, size, crossPos, crossSize) = level[id] % 2 == 0 ? (l, wd, t, h) : (t, h, l, wd)
            let kids = children(of: id, level: level[id], sizes: sizes)
            for (i, child) in kids.enumerated() {
                if i == 0 {
                    add(.equal, .required, -8, [(1, v(child, pos)), (-1, v(id, pos))])
                } else {
                    let previous = kids[i - 1]
                    add(.equal, .required, -4, [(1, v(child, pos)), (-1, v(previous, pos)), (-1, v(previous, size))])
                }
                add(.equal, .required, -8, [(1, v(child, crossPos)), (-1, v(id, crossPos))])
                add(.lessThanOrEqual, .required, 16, [(1, v(child, crossSize)), (-1, v(id, crossSize))])
                add(.equal, .medium, 16, [(1, v(child, crossSize)), (-1, v(id, crossSize))])
            }
            if let last = kids.last {
                add(.equal, .required, 8, [(1, v(last, pos)), (1, v(last, size)), (-1, v(id, pos)), (-1, v(id, size))])
            }
        }
        return w
    }

    // MARK: Shape

    /// `sizes[l]` = the number of nodes in a subtree rooted at level l (l = 0 … depth), or nil
    /// on overflow or an invalid shape (depth beyond 10 million counts as one).
    private func subtreeSizes() -> [Int]? {
        guard depth >= 0, depth <= 10_000_000, fanout >= 1 else { return nil }
        var sizes = [Int](repeating: 1, count: depth + 1)
        for level in stride(from: depth - 1, through: 0, by: -1) {
            let (product, o1) = sizes[level + 1].multipliedReportingOverflow(by: fanout)
            let (sum, o2) = product.addingReportingOverflow(1)
            if o1 || o2 { return nil }
            sizes[level] = sum
        }
        return sizes
    }

    private func children(of id: Int, level: Int, sizes: [Int]) -> [Int] {
        let step = sizes[level + 1]
        return (0..<fanout).map { id + 1 + $0 * step }
    }

    private func power(_ base: Int, _ exponent: Int) -> Int? {
        guard exponent >= 0 else { return nil }
        var result = 1
        for _ in 0..<exponent {
            let (product, overflow) = result.multipliedReportingOverflow(by: base)
            if overflow { return nil }
            result = product
        }
        return result
    }
}
