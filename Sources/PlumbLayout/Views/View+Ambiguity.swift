import PlumbSolver

extension View {
    /// How far ``exerciseAmbiguityInLayout()`` moves a value whose other optimal values are
    /// unbounded, in points.
    public static let ambiguityExerciseDistance: Double = 40

    /// Whether the constraints of the last layout pass leave this view's frame free: some
    /// coordinate (x, y, width or height relative to its superview) takes more than one value
    /// over the optimal solutions (UIKit's `hasAmbiguousLayout`). A content-priority tie counts.
    /// False before the first layout pass and for a view not installed in it. Exact, from the
    /// solver: it costs a probe per free coordinate.
    public var hasAmbiguousLayout: Bool { !ambiguousVariableNames().isEmpty }

    /// Moves an ambiguous view to another frame its constraints allow just as well (UIKit's
    /// debugging method of the same name): in each free axis, to the far end of the range of
    /// optimal values, or ``ambiguityExerciseDistance`` away when that range is unbounded.
    /// Calling it again on a bounded range moves the view back to the other end. Only this view's ``frame``
    /// changes (its subviews move with it), until a layout pass gives it a new frame.
    public func exerciseAmbiguityInLayout() {
        guard let engine = rootView.engine, engine.hasLaidOut, isInstalled else { return }
        var face = engine.boundedOptimalFace()
        let witnesses = ambiguityWitnessVariables
        let current = witnesses.map { engine.solver.value(of: $0) }
        var newFrame = storedFrame
        for axis in LayoutAxis.allCases {
            guard let ranges = freeRanges(axis, in: &face) else { continue }
            let (expression, range) = ranges.position.range.isDetermined ? (ranges.length.expression, ranges.length.range)
                : (ranges.position.expression, ranges.position.range)
            let now = expression.evaluate(values(witnesses, current))
            // The end farther from where the view is shown (so a second call goes back); an
            // infinite end's witness sits far out, so step toward it only a little.
            let positionFree = !ranges.position.range.isDetermined
            let shown = axis == .horizontal ? (positionFree ? storedFrame.minX : storedFrame.width)
                : (positionFree ? storedFrame.minY : storedFrame.height)
            // A range open at one end: away from the finite end, or back to it when the view
            // is already away (a free width goes from 0 to 40 and back).
            let atLower = Swift.abs(shown - range.lower) <= OptimalRange.tolerance * Swift.max(1, Swift.abs(shown))
            let atUpper = Swift.abs(shown - range.upper) <= OptimalRange.tolerance * Swift.max(1, Swift.abs(shown))
            let upward = range.upper.isFinite && range.lower.isFinite ? range.upper - shown >= shown - range.lower
                : range.upper.isFinite ? atUpper : range.lower.isFinite ? atLower : shown <= now
            let (end, witness) = upward ? (range.upper, range.upperWitness) : (range.lower, range.lowerWitness)
            let reached = expression.evaluate(values(witnesses, witness))
            guard Swift.abs(reached - shown) > OptimalRange.tolerance else { continue }
            let moved: Rect
            if end.isFinite {
                moved = self.frame(fromWitness: witness)
            } else {
                moved = steppedFrame(toward: witness, from: current, along: expression) ?? self.frame(fromWitness: witness)
            }
            if axis == .horizontal {
                newFrame = Rect(x: moved.minX, y: newFrame.minY, width: moved.width, height: newFrame.height)
            } else {
                newFrame = Rect(x: newFrame.minX, y: moved.minY, width: newFrame.width, height: moved.height)
            }
        }
        storedFrame = newFrame
    }

    /// The names of the free variables of this view, UIKit's style (`title.minX`, `title.width`),
    /// as of the last layout pass.
    func ambiguousVariableNames() -> [String] {
        guard let engine = rootView.engine, engine.hasLaidOut, isInstalled else { return [] }
        var face = engine.boundedOptimalFace()
        return ambiguousVariableNames(in: &face)
    }

    func ambiguousVariableNames(in face: inout OptimalFace) -> [String] {
        var names: [String] = []
        for axis in LayoutAxis.allCases {
            guard let ranges = freeRanges(axis, in: &face) else { continue }
            let (position, length) = axis == .horizontal ? ("minX", "width") : ("minY", "height")
            if !ranges.position.range.isDetermined { names.append("\(debugName).\(position)") }
            if !ranges.length.range.isDetermined { names.append("\(debugName).\(length)") }
        }
        return names
    }

    /// The variables whose values witness an ambiguity of this view: its rectangle's, then its
    /// superview's (see ``frame(fromWitness:)``).
    var ambiguityWitnessVariables: [Variable] {
        [minX, minY, widthVariable, heightVariable]
            + (superview.map { [$0.minX, $0.minY, $0.widthVariable, $0.heightVariable] } ?? [])
    }

    /// The ranges of the view's position (relative to its superview) and length in `axis` over
    /// the optimal solutions, with witnesses (``ambiguityWitnessVariables``); nil when the
    /// face's cheap screen proves both determined, or both turn out determined.
    func freeRanges(_ axis: LayoutAxis, in face: inout OptimalFace)
        -> (position: (expression: Expression, range: OptimalRange), length: (expression: Expression, range: OptimalRange))? {
        let origin = frameOriginExpressions, size = frameSizeExpressions
        let position = axis == .horizontal ? origin.x : origin.y
        let length = axis == .horizontal ? size.width : size.height
        guard face.mayVary(position) || face.mayVary(length) else { return nil }
        let witnesses = ambiguityWitnessVariables
        let p = face.range(of: position, witnessing: witnesses)
        let l = face.range(of: length, witnessing: witnesses)
        guard !p.isDetermined || !l.isDetermined else { return nil }
        return ((position, p), (length, l))
    }

    /// The frame ``ambiguityExerciseDistance`` along `expression` from the solved one toward an
    /// unbounded end whose probe reached `witness` (far out): optimal too, since the optimal
    /// solutions form a convex set and both ends of the segment are optimal. Nil when the probe
    /// did not move.
    func steppedFrame(toward witness: [Double], from current: [Double], along expression: Expression) -> Rect? {
        let variables = ambiguityWitnessVariables
        guard witness.count == variables.count, current.count == variables.count else { return nil }
        let now = expression.evaluate(values(variables, current)), reached = expression.evaluate(values(variables, witness))
        guard Swift.abs(reached - now) > OptimalRange.tolerance else { return nil }
        let t = Swift.min(1, View.ambiguityExerciseDistance / Swift.abs(reached - now))
        return frame(fromWitness: zip(current, witness).map { $0 + t * ($1 - $0) })
    }

    /// The frame (in superview coordinates) the values of ``ambiguityWitnessVariables`` give.
    func frame(fromWitness values: [Double]) -> Rect {
        let insets = alignmentRectInsets
        var x = values[0] - insets.left, y = values[1] - insets.top
        if let s = superview, values.count >= 8 {
            x -= values[4] - s.alignmentRectInsets.left
            y -= values[5] - s.alignmentRectInsets.top
        }
        return Rect(x: x, y: y, width: values[2] + insets.left + insets.right,
                    height: values[3] + insets.top + insets.bottom)
    }

    /// The frame's origin relative to the superview's, as an expression of solver variables
    /// (the alignment rectangle's variables corrected by both views' alignment insets).
    var frameOriginExpressions: (x: Expression, y: Expression) {
        var x = Expression(minX) - alignmentRectInsets.left
        var y = Expression(minY) - alignmentRectInsets.top
        if let s = superview {
            x = x - Expression(s.minX) + s.alignmentRectInsets.left
            y = y - Expression(s.minY) + s.alignmentRectInsets.top
        }
        return (x, y)
    }

    /// The frame's size as expressions of solver variables.
    var frameSizeExpressions: (width: Expression, height: Expression) {
        (Expression(widthVariable) + alignmentRectInsets.left + alignmentRectInsets.right,
         Expression(heightVariable) + alignmentRectInsets.top + alignmentRectInsets.bottom)
    }

    private func values(_ variables: [Variable], _ numbers: [Double]) -> (Variable) -> Double {
        var byID: [Int: Double] = [:]
        for (v, x) in zip(variables, numbers) { byID[v.id] = x }
        return { byID[$0.id] ?? 0 }
    }

    /// The hierarchy as text, one view a line with its class and frame, indented with `|   `
    /// per level, like UIKit's `recursiveDescription` and `_autolayoutTrace`: `*` marks views
    /// laid out by constraints (not translating their autoresizing mask), and a view whose
    /// frame the constraints leave free ends with `- AMBIGUOUS LAYOUT for title.minX, …`.
    ///
    ///     root: View {0, 0, 320, 200}
    ///     |   *card: View {16, 16, 288, 168}
    ///     |   |   *title: Label {0, 8, 152, 20} - AMBIGUOUS LAYOUT for title.minX
    public var recursiveDescription: String {
        var face = rootView.engine.flatMap { $0.hasLaidOut ? $0.boundedOptimalFace() : nil }
        var out = ""
        var stack: [(View, Int)] = [(self, 0)]
        while let (view, depth) = stack.popLast() {
            out += String(repeating: "|   ", count: depth)
            let usesConstraints = view.superview != nil && !view.translatesAutoresizingMaskIntoConstraints
            out += "\(usesConstraints ? "*" : "")\(view.debugName): \(type(of: view)) \(view.frame)"
            if view.isHidden { out += " hidden" }
            if !view.isInstalled {
                out += " (not installed)"
            } else if face != nil, let names = Optional(view.ambiguousVariableNames(in: &face!)), !names.isEmpty {
                out += " - AMBIGUOUS LAYOUT for \(names.joined(separator: ", "))"
            }
            out += "\n"
            for subview in view.subviews.reversed() { stack.append((subview, depth + 1)) }
        }
        return out
    }
}
