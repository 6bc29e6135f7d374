import PlumbLayout

/// A long animation, as a UIKit developer writes one: a few views, each placed by four
/// required constraints, and every frame some constants change and `layoutIfNeeded()` runs.
/// The cost of a frame must not grow with the number of frames before it: ``run(frames:window:)``
/// times the first and the last `window` frames, so that their ratio shows any drift.
///
/// - `constantsPerFrame`: 1 (one view's leading), 2 (its leading and top) or more (the leading
///   and top of ⌈k / 2⌉ views, in turn).
/// - `withOptionalConstraints`: each view also prefers a width (`== 120 @750`) and a height
///   (`<= 40 @500`) that its required size overrides, so the optimum has levels to keep.
public final class DriftBenchmark {
    public let root = View("root")
    public let views: [View]
    private var leading: [LayoutConstraint] = []
    private var top: [LayoutConstraint] = []
    public let constantsPerFrame: Int

    public init(constantsPerFrame: Int, withOptionalConstraints: Bool) throws(LayoutError) {
        self.constantsPerFrame = max(1, constantsPerFrame)
        let count = (self.constantsPerFrame + 1) / 2
        views = (0..<count).map { View("box\($0)") }
        var constraints: [LayoutConstraint] = []
        for (i, view) in views.enumerated() {
            root.addSubview(view)
            view.translatesAutoresizingMaskIntoConstraints = false
            let l = view.leading.constraint(equalTo: root.leading, constant: 10)
            let t = view.top.constraint(equalTo: root.top, constant: 10 + 60 * Double(i))
            leading.append(l)
            top.append(t)
            constraints += [l, t, view.width.constraint(equalToConstant: 100), view.height.constraint(equalToConstant: 50)]
            if withOptionalConstraints {
                constraints.append(view.width.constraint(equalToConstant: 120).priority(750))
                constraints.append(view.height.constraint(lessThanOrEqualToConstant: 40).priority(500))
            }
        }
        try LayoutConstraint.activate(constraints)
        _ = root.layout(in: Size(width: 400, height: 60 * Double(count) + 100))
    }

    /// Frame `frame`: the constants change (each to a value it had a few frames before, as an
    /// animation between a few positions would), then the layout pass runs.
    public func step(_ frame: Int) {
        for k in 0..<constantsPerFrame {
            let index = k / 2
            let value = Double((frame + 7 * k) % 100)
            if k % 2 == 0 { leading[index].constant = value } else { top[index].constant = 10 + 60 * Double(index) + value }
        }
        _ = root.layoutIfNeeded()
    }

    /// Runs `frames` frames; returns the seconds taken by the first `window` frames and by the
    /// last `window` (`clock` reads seconds).
    public func run(frames: Int, window: Int, clock: () -> Double) -> (first: Double, last: Double) {
        let window = min(window, frames / 2)
        var first = 0.0, last = 0.0
        var start = clock()
        for frame in 1...max(frames, 1) {
            step(frame)
            if frame == window {
                first = clock() - start
            }
            if frame == frames - window { start = clock() }
        }
        last = clock() - start
        return (first, last)
    }
}
