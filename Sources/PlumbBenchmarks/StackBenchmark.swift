import PlumbLayout

/// The stack-view benchmark shape: a column of views, 8 apart, in a container pinned to the
/// root's top, leading and trailing edges, so that a ``StackView`` can be timed against the
/// same layout written as constraints by hand.
///
/// Views have no intrinsic width and intrinsic heights that vary (20…39). Both modes produce
/// the same frames (the container is as tall as the column):
///
/// - ``Mode/stackView``: the views are the arranged subviews of a vertical ``StackView``
///   (fill distribution, fill alignment, spacing 8), which generates its constraints in the
///   first layout pass.
/// - ``Mode/handWritten``: the container is a plain ``View`` and the same chain is activated
///   directly: each view's leading and trailing edges on the container's, its top 8 below the
///   previous view's bottom (the first on the container's top), the last bottom on the
///   container's bottom: 3 × count + 1 constraints, as many as the stack generates.
///
/// ``init(views:mode:)`` builds the hierarchy (and activates the hand-written constraints); the
/// first ``layout(width:height:)`` is the first solve. Build plus first layout is what
/// `plumb bench` times.
public final class StackBenchmark {
    /// How the column is built.
    public enum Mode: String, Sendable, CaseIterable {
        /// A vertical ``StackView``.
        case stackView
        /// The equivalent constraints, written by hand.
        case handWritten
    }

    /// How the benchmark builds its views.
    public let mode: Mode
    /// The root of the hierarchy.
    public let root: View
    /// The ``StackView`` or the plain container.
    public let container: View
    /// The views of the column, top to bottom.
    public let arrangedViews: [View]
    /// The constraints the benchmark activated itself (the container's placement, and in
    /// ``Mode/handWritten`` the chain).
    public let constraints: [LayoutConstraint]

    /// Builds the hierarchy. `count` below 0 counts as 0.
    public init(views count: Int, mode: Mode) {
        self.mode = mode
        let n = Swift.max(0, count)
        var views: [View] = []
        views.reserveCapacity(n)
        for i in 0..<n {
            let view = View("v\(i)")
            view.intrinsicContentSize = Size(width: View.noIntrinsicMetric, height: Double(20 + (i * 7) % 20))
            view.translatesAutoresizingMaskIntoConstraints = false
            views.append(view)
        }
        let root = View("root")
        let container: View = mode == .stackView ? StackView("stack") : View("container")
        container.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(container)
        // The container's placement first in both modes (the stack's constraints come after it,
        // in the first layout pass): the solver is much slower when a long chain is added
        // before what anchors it.
        var made = [
            container.top.constraint(equalTo: root.top),
            container.leading.constraint(equalTo: root.leading),
            container.trailing.constraint(equalTo: root.trailing),
        ]
        switch mode {
        case .stackView:
            if let stack = container as? StackView {
                stack.axis = .vertical
                stack.spacing = 8
                for view in views { stack.addArrangedSubview(view) }
            }
        case .handWritten:
            made.reserveCapacity(3 * n + 4)
            var previous: View?
            for view in views {
                container.addSubview(view)
                made.append(view.leading.constraint(equalTo: container.leading))
                made.append(view.trailing.constraint(equalTo: container.trailing))
                made.append(previous.map { view.top.constraint(equalTo: $0.bottom, constant: 8) }
                    ?? view.top.constraint(equalTo: container.top))
                previous = view
            }
            if let last = previous { made.append(last.bottom.constraint(equalTo: container.bottom)) }
        }
        // One hierarchy, valid priorities and attributes: activation cannot fail.
        try? LayoutConstraint.activate(made)
        self.root = root
        self.container = container
        arrangedViews = views
        constraints = made
    }

    /// The number of views, root and container included.
    public var viewCount: Int { 2 + arrangedViews.count }

    /// Lays the column out in a root of the given size and returns the container's height.
    @discardableResult
    public func layout(width: Double = 375, height: Double = 667) -> Double {
        root.layout(in: Size(width: width, height: height))
        return container.frame.height
    }
}
