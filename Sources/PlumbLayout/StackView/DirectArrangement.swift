// Direct arrangement (Docs/stack-views.md, "Direct arrangement"): a stack whose arranged views
// have sizes nothing but themselves decides lays them out by arithmetic, as a flexbox engine
// does, instead of generating UISV constraints for the solver. Only the outermost such stack
// (the top) stays in the solver, positioned by its own constraints and sized, per axis, by one
// required constraint for the length its content fixes or by its own constraints on two of its
// attributes, a length its content takes. The rule for taking a stack: the frames must be
// the ones the generated constraints give, so only content whose optimum is unique and known
// in closed form is taken (below); anything else, now or after a change, is turned back into
// constraints (materialized) and solved as before.

/// What a directly arranged view's content asks of its length along one axis.
struct ContentLength: Equatable {
    enum Kind: UInt8 {
        /// Exactly `length`: required constraints fix it.
        case rigid
        /// `length`, where the content is cheapest (a view's intrinsic length, a spanner's
        /// fit, their sum along a `fill` stack); ``stretches`` and ``shrinks`` say whether a
        /// length given from around may differ, with a known result.
        case preferred
        /// Any length from `length` up, all equally good: the view takes what it is given.
        case free
        /// Whatever its stack is given across a `fill` alignment, where views of different
        /// preferred lengths meet: their priorities would trade the length, so only a length
        /// that required constraints around the arrangement fix is taken (a top's axis pinned
        /// at two attributes), never one a parent would choose.
        case elastic
    }
    var kind: Kind
    var length: Double
    /// A preferred length's: whether a required length around it (across a `fill` alignment)
    /// may make it longer, or shorter, with the result still known: a view's intrinsic length
    /// either way (its own priorities give way to the required length), a stack that does not
    /// fill across only longer (its views keep their places; shorter would break its spanner).
    var stretches = false
    var shrinks = false
    /// A view's intrinsic length's content hugging and compression resistance, which decide
    /// who takes the slack or the deficit of a `fill` stack.
    var hugging = 0.0
    var compression = 0.0

    init(kind: Kind, length: Double, stretches: Bool = false, shrinks: Bool = false) {
        self.kind = kind
        self.length = length
        self.stretches = stretches
        self.shrinks = shrinks
    }

    /// A view's intrinsic length: preferred, and made longer or shorter by its priorities.
    static func intrinsic(_ length: Double, hugging: Double, compression: Double) -> ContentLength {
        var content = ContentLength(kind: .preferred, length: length, stretches: true, shrinks: true)
        content.hugging = hugging
        content.compression = compression
        return content
    }

    /// Whether it is a view's intrinsic length.
    var isIntrinsic: Bool { kind == .preferred && stretches && shrinks && !isArrangement }
    /// Whether a stack's content made it (set by the stack rules; intrinsic lengths leave it false).
    var isArrangement = false

    static let free = ContentLength(kind: .free, length: 0)

    /// Whether the view may be given `given` instead of its length.
    func accepts(_ given: Double) -> Bool {
        switch kind {
        case .rigid: given == length
        case .preferred: given == length || (given > length ? stretches : shrinks)
        case .free: given >= length
        case .elastic: true
        }
    }
}

/// A view's content lengths in both axes.
struct DirectContent: Equatable {
    var horizontal = ContentLength.free
    var vertical = ContentLength.free

    subscript(axis: LayoutAxis) -> ContentLength {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
}

extension StackView {
    /// The content along the axis of a stack that arranges `children` with `gaps` between
    /// them, or nil when the generated constraints would not give it in closed form (two
    /// views free to take the slack of `fill`, unequal sizes in `fillEqually`, other
    /// distributions).
    static func directContent(along children: [ContentLength], gaps: Double, distribution: Distribution) -> ContentLength? {
        switch distribution {
        case .fill:
            var fixed = gaps, freeMinimum: Double?, preferred = false
            for child in children {
                switch child.kind {
                case .free:
                    guard freeMinimum == nil else { return nil }  // two views share the slack: ambiguous
                    freeMinimum = child.length
                case .preferred:
                    preferred = true
                    fixed += child.length
                case .rigid:
                    fixed += child.length
                case .elastic:
                    return nil
                }
            }
            if let freeMinimum { return ContentLength(kind: .free, length: fixed + freeMinimum) }
            guard preferred else { return ContentLength(kind: .rigid, length: fixed) }
            // Longer, the slack goes to the intrinsic length that hugs least; shorter, the
            // deficit to the one that resists least: known if that one is alone, and every
            // preferred length is a view's own (a stack's would share it out by its own rules).
            let onlyIntrinsic = children.allSatisfy { $0.kind == .rigid || $0.isIntrinsic }
            var content = ContentLength(kind: .preferred, length: fixed,
                                        stretches: onlyIntrinsic && uniqueMinimum(children, compression: false) != nil,
                                        shrinks: onlyIntrinsic && uniqueMinimum(children, compression: true) != nil)
            content.isArrangement = true
            return content
        case .fillEqually:
            guard let equal = equalContent(children), equal.kind != .elastic else { return nil }
            let n = Double(children.count)
            var content = ContentLength(kind: equal.kind, length: n * equal.length + gaps)
            content.isArrangement = true
            return content
        case .fillProportionally, .equalSpacing, .equalCentering:
            return nil
        }
    }

    /// The content across the axis for `alignment`, or nil as for ``directContent(along:gaps:distribution:)``.
    static func directContent(across children: [ContentLength], alignment: Alignment) -> ContentLength? {
        switch alignment {
        case .fill:
            // Every view takes the stack's breadth. A required length decides it; else one
            // preferred length, shared; else only required constraints around can (elastic),
            // and every view must take any length.
            if let rigid = children.first(where: { $0.kind == .rigid }) {
                return children.allSatisfy({ $0.accepts(rigid.length) }) ? rigid : nil
            }
            let preferred = children.filter { $0.kind == .preferred }
            if let first = preferred.first, !children.contains(where: { $0.kind == .elastic }),
               preferred.allSatisfy({ $0.length == first.length }) {
                guard children.allSatisfy({ $0.accepts(first.length) }) else { return nil }
                var content = ContentLength(kind: .preferred, length: first.length, stretches: preferred.allSatisfy(\.stretches),
                                            shrinks: preferred.allSatisfy(\.shrinks))
                content.isArrangement = true
                return content
            }
            if preferred.isEmpty, !children.contains(where: { $0.kind == .elastic }) {
                return ContentLength(kind: .free, length: children.reduce(0) { Swift.max($0, $1.length) })
            }
            guard preferred.allSatisfy({ $0.stretches && $0.shrinks }) else { return nil }
            return ContentLength(kind: .elastic, length: 0)
        case .leading, .trailing, .center:
            guard !children.contains(where: { $0.kind == .elastic }) else { return nil }
            // The spanner (or, for one view, the canvas fit) pulls the stack down to its
            // largest view; a free view is pulled to its least length by the ambiguity
            // suppression. Made longer, the views keep their places.
            var content = ContentLength(kind: .preferred, length: children.reduce(0) { Swift.max($0, $1.length) }, stretches: true)
            content.isArrangement = true
            return content
        case .firstBaseline, .lastBaseline:
            return nil
        }
    }

    /// The index of the intrinsic length with the least hugging (or, `compression`, the least
    /// compression resistance), if no other has it.
    static func uniqueMinimum(_ children: [ContentLength], compression: Bool) -> Int? {
        var best: Int?, least = 0.0, tie = false
        for (i, child) in children.enumerated() where child.isIntrinsic {
            let priority = compression ? child.compression : child.hugging
            if best == nil || priority < least {
                best = i
                least = priority
                tie = false
            } else if priority == least {
                tie = true
            }
        }
        return tie ? nil : best
    }

    /// The common length of views made equal (fillEqually along, fill across): the one length
    /// the sized views share (nil if they differ, a conflict), which the free ones must reach;
    /// free at the largest least length when all are free.
    private static func equalContent(_ children: [ContentLength]) -> ContentLength? {
        var sized: ContentLength?
        var freeMinimum = 0.0
        for child in children {
            if child.kind == .elastic {
                return nil
            } else if child.kind == .free {
                freeMinimum = Swift.max(freeMinimum, child.length)
            } else if let s = sized {
                guard s.length == child.length else { return nil }
                if child.kind == .rigid { sized = child }
            } else {
                sized = child
            }
        }
        guard let sized else { return ContentLength(kind: .free, length: freeMinimum) }
        return freeMinimum <= sized.length ? sized : nil
    }

    /// The gaps between the arranged views of a direct arrangement (none hidden): the custom
    /// ones where set, else `spacing` each, as ``spacingConstants()`` gives them without looking
    /// each view up.
    func directSpacing() -> [Double] {
        guard let uniform = uniformDirectSpacing else { return spacingConstants() }
        return Array(repeating: uniform, count: Swift.max(0, arrangedSubviews.count - 1))
    }

    /// The one spacing of every gap when none is custom (nil otherwise: ``directSpacing()``).
    var uniformDirectSpacing: Double? {
        customSpacings.isEmpty ? StackView.resolvedSpacing(spacing) : nil
    }

    /// The sum of ``directSpacing()``, added in the same order (the same bits), without making
    /// the array when every gap is the same.
    func directGaps() -> Double {
        guard let uniform = uniformDirectSpacing else { return directSpacing().reduce(0, +) }
        var gaps = 0.0
        for _ in 0..<Swift.max(0, arrangedSubviews.count - 1) { gaps += uniform }
        return gaps
    }

    /// The lengths along the axis the generated constraints give `children` in a stack
    /// `length` long; nil when the rules cannot tell who takes a difference (no view free to
    /// take it, and priorities that tie).
    static func directLengths(along children: [ContentLength], length: Double, gaps: Double,
                              distribution: Distribution) -> [Double]? {
        switch distribution {
        case .fillEqually:
            let each = children.first(where: { $0.kind != .free })?.length ?? (length - gaps) / Double(children.count)
            return Array(repeating: each, count: children.count)
        default:
            let fixed = children.reduce(gaps) { $1.kind == .free ? $0 : $0 + $1.length }
            var lengths = children.map { $0.kind == .free ? length - fixed : $0.length }
            // No view free to take the slack: the intrinsic length the priorities pick does.
            let difference = length - fixed
            if !children.contains(where: { $0.kind == .free }), difference != 0 {
                if let taker = uniqueMinimum(children, compression: difference < 0) {
                    lengths[taker] += difference
                } else if Swift.abs(difference) > LayoutEngine.negativeSizeTolerance {
                    return nil
                }
            }
            return lengths
        }
    }
}

// MARK: - The engine's side

/// An engine's direct arrangements.
struct DirectArrangements {
    /// Whether stacks may arrange their views directly (``View/arrangesStacksDirectly``).
    var allowed = true
    /// The outermost stacks that do.
    var tops: [WeakView] = []
    /// Stacks whose content changed since their tops last planned (their own configuration,
    /// an arranged view's constraints or subviews).
    var changed: [StackView] = []
    /// Whether a layout pass is under way (questions for the constraints then materialize
    /// without laying out again: the pass solves them).
    var isInPass = false
    /// Whether the first pass's plan is under way (no stack generated constraints yet).
    var isPlanning = false
}

/// A stack's direct arrangement.
struct DirectStackState {
    /// Whether the stack lays its views out itself instead of generating constraints; the
    /// outermost such stack, the top, is not directly placed.
    var arranges = false
    /// Whether its views need placing at the next pass (its content or configuration changed,
    /// or a stack below it needs placing).
    var needsPlacement = false
    /// Whether its content may have changed since its top last planned.
    var needsContent = false
    /// Whether the plan found it can arrange directly (its ``View/directContent`` holds what
    /// it found).
    var hasContent = false
    /// A top's: its size when its views were last placed.
    var placedSize: Size?
    /// A top's: whether its content constraints wait for their first update.
    var isNew = false
    /// A top's: the axes whose length its own constraints fix (its content takes that length
    /// by its rules), where it applies no content constraint.
    var sizedByConstraints = AxisPair(false)
    /// Whether its configuration or its list of views changed since it was last planned (its
    /// plain views are looked at again).
    var configurationChanged = false
    /// Its arranged views' contents as last planned, in order, along and across its axis, and
    /// the sum of its gaps: a re-plan after one view changed updates that view's entry and
    /// sums the kept ones, instead of reading every view again (one cell of a grid's row).
    var along: [ContentLength] = []
    var across: [ContentLength] = []
    var gaps = 0.0
    /// The plain view whose content changed since it was last planned, if one did; a second
    /// one makes the stack read all its views (``configurationChanged``).
    var staleLeaf: ObjectIdentifier?
}

extension StackView {
    /// The top's constraints for the lengths its content fixes (one required constraint per
    /// sized axis), through the generated-constraint store.
    func applyDirectContentConstraints(in engine: LayoutEngine) {
        var specs: [StackConstraintSpec] = []
        for axis in [LayoutAxis.horizontal, .vertical] where directContent[axis].kind == .rigid || directContent[axis].kind == .preferred {
            guard !direct.sizedByConstraints[axis.index] else { continue }
            specs.append(.init(.directContentSize, self, axis == .horizontal ? .width : .height, .equal, nil,
                               constant: directContent[axis].length))
        }
        // The same axes as before (a relayout): only constants change, in place.
        let current = generated.axis.list
        if generated.cross.list.isEmpty, current.count == specs.count,
           zip(current, specs).allSatisfy({ $0.identifier == StackConstraintIdentifier.directContentSize.rawValue
               && $0.firstAttribute == $1.constraint.firstAttribute && $0.isActive }) {
            for (c, spec) in zip(current, specs) where c.constant != spec.constraint.constant {
                c.constant = spec.constraint.constant
            }
            return
        }
        generated.apply([(.axis, specs), (.cross, [])], in: engine)
    }

    /// Asks this top to plan again at the next constraint update.
    func directNeedsPlanning() {
        axisSideNeedsUpdate = true
        setNeedsGeneratedConstraints()
    }
}

extension View {
    /// Whether stack views in this hierarchy may lay out their arranged views themselves
    /// instead of through the solver, where that gives the same frames (Docs/stack-views.md,
    /// "Direct arrangement"). Default true. Kept on the root; set it from any view. Setting it
    /// to false turns the stacks that do into their generated constraints; tools that analyse
    /// a layout's constraints (`plumb diagnose`) set it before the first pass, so that the
    /// solver sees every constraint in the order it would without it.
    public var arrangesStacksDirectly: Bool {
        get { rootView.engine?.direct.allowed ?? true }
        set {
            let engine = rootView.ensureEngine()
            engine.direct.allowed = newValue
            if !newValue { engine.materializeDirectArrangements() }
        }
    }
}
