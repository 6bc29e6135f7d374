/// A view and its descendants in preorder, one view per ``next()`` in constant time (a view's
/// subviews are not copied to a stack all at once), so that two walks can go in step and stop
/// as soon as the shorter one ends.
struct PreorderWalk {
    private var start: View?
    private var path: [(view: View, next: Int)] = []
    private let skipped: View?

    /// A walk of `view`'s subtree without `skipped`'s (if it is in it).
    init(_ view: View, skipping skipped: View? = nil) {
        start = view
        self.skipped = skipped
    }

    mutating func next() -> View? {
        if let view = start {
            start = nil
            path.append((view, 0))
            return view
        }
        while let top = path.last {
            let subviews = top.view.subviews
            if top.next < subviews.count {
                path[path.count - 1].next += 1
                let child = subviews[top.next]
                if child === skipped { continue }
                path.append((child, 0))
                return child
            }
            path.removeLast()
        }
        return nil
    }
}
