import PlumbLayout

/// Finds what Interface Builder would warn about in a laid-out hierarchy, computed exactly from
/// the solver rather than guessed: ambiguous views (with two optimal frames as a witness),
/// content-priority ties, conflicting required constraints (a minimal set), unsatisfied optional
/// constraints and misplaced views.
public enum Diagnostics {
    /// What to look for beyond the defaults.
    public struct Options: Sendable {
        /// Frames the document expects (Interface Builder files carry them), by item name.
        public var expectedFrames: [String: Rect] = [:]
        /// How far a solved frame may be from the expected one before it counts as misplaced,
        /// in points (Interface Builder rounds frames to whole points).
        public var misplacementTolerance = 0.5
        /// Whether to report optional constraints that the layout could not satisfy.
        public var reportsUnsatisfiedConstraints = true
        /// When to stop looking: past it, the remaining views are not examined and a
        /// ``Finding/Kind/diagnosticsIncomplete`` finding says so. Nil: no limit.
        public var deadline: ContinuousClock.Instant?
        /// Views (by item name) whose size is held at the given size while ambiguity is looked
        /// for, at ``heldSizePriority``: only what their size does not settle is reported
        /// (Interface Builder's "Verify Position Only"). The layout is not changed.
        public var heldSizes: [String: Size] = [:]
        /// How strongly ``heldSizes`` hold: below required, so that a size the constraints
        /// forbid is held as near as they allow.
        public var heldSizePriority = LayoutPriority(999)
        /// Whether a view found ambiguous is left out of the misplaced views: with more than
        /// one optimal frame there is no single frame to compare with the expected one
        /// (``Diagnostics/omittingMisplacementOfAmbiguousViews(_:)``).
        public var omitsMisplacementOfAmbiguousViews = false
        /// Whether to report labels and buttons smaller than their text and overlapping texts
        /// (``Finding/Kind/truncatedText``, ``Finding/Kind/overlappingText``): off by default,
        /// on for `plumb diagnose --text-size` and `--pseudo-localize`.
        public var checksTextFit = false

        /// The default settings.
        public init() {}
    }

    /// Violations of optional constraints smaller than this (points) are not reported.
    public static let unsatisfiedTolerance = 1e-6

    /// The findings for the hierarchy of `root`, which must have been laid out
    /// (``View/layout(in:traits:)``); most severe first, then in hierarchy order.
    public static func diagnose(_ root: View, options: Options = Options()) -> [Finding] {
        guard let analysis = analysis(of: root, options) else { return [] }
        var findings: [Finding] = []
        findings += conflicts(root)
        findings += overflows(root)
        findings += ambiguities(analysis, deadline: options.deadline)
        if options.reportsUnsatisfiedConstraints { findings += unsatisfied(analysis) }
        if !options.expectedFrames.isEmpty { findings += misplaced(analysis, options) }
        if options.checksTextFit { findings += TextFit.findings(root) }
        if options.omitsMisplacementOfAmbiguousViews { findings = omittingMisplacementOfAmbiguousViews(findings) }
        // Stable: severity, then the order found.
        return findings.enumerated()
            .sorted { ($0.element.severity, $0.offset) < ($1.element.severity, $1.offset) }
            .map(\.element)
    }

    /// The analysis the options ask for: with ``Options/heldSizes`` held, if any.
    private static func analysis(of root: View, _ options: Options) -> LayoutAnalysis? {
        guard !options.heldSizes.isEmpty, let plain = LayoutAnalysis(root) else { return LayoutAnalysis(root) }
        let held = plain.views.compactMap { view in options.heldSizes[view.debugName].map { (view: view, size: $0) } }
        return LayoutAnalysis(root, holdingSizes: held, priority: options.heldSizePriority)
    }

    /// `findings` without the misplaced-view findings of views that another finding calls
    /// ambiguous (a frame ambiguity, a content priority tie, an ambiguous scrollable content
    /// size): an ambiguous view has no single frame to be misplaced from.
    public static func omittingMisplacementOfAmbiguousViews(_ findings: [Finding]) -> [Finding] {
        var ambiguous: Set<String> = []
        for f in findings where f.kind == .ambiguousLayout || f.kind == .contentPriorityAmbiguity
            || f.kind == .ambiguousScrollableContentSize {
            ambiguous.formUnion(f.items)
        }
        return findings.filter { !($0.kind == .misplacedView && $0.items.contains(where: ambiguous.contains)) }
    }

    /// The constraints that place `view` along `axis` (UIKit's `constraintsAffectingLayout`).
    public static func explain(_ view: View, axis: LayoutAxis) -> [Finding.ConstraintReference] {
        view.constraintsAffectingLayout(for: axis).map(reference)
    }

    // MARK: Conflicts

    static func conflicts(_ root: View) -> [Finding] {
        root.layoutIssues.compactMap { issue in
            guard case .unsatisfiable(let broken, let members) = issue else { return nil }
            let written = members.filter { !$0.kind.isSizeBound }
            let bounds = members.filter(\.kind.isSizeBound)
            let rule = bounds.isEmpty ? "" : " " + bounds.map { "\($0)" }.joined(separator: "; ")
                + (bounds.count == 1 ? " (sizes are never negative, as in UIKit), and that rule is part of the conflict."
                   : " (sizes are never negative, as in UIKit), and those rules are part of the conflict.")
            return Finding(
                kind: .conflictingConstraints, severity: .error,
                message: written.count == 1 ? "Conflicting constraints: 1 required constraint cannot hold"
                    : "Conflicting constraints: \(written.count) required constraints cannot all hold",
                explanation: """
                    Unable to simultaneously satisfy constraints. Together these required constraints \
                    have no solution, and without any one of them they have one.\(rule) The layout breaks \
                    \(broken) (the member UIKit breaks in such a conflict, as far as its logs show) and goes on.
                    """,
                items: itemNames(members), constraints: members.map(reference),
                suggestion: "Remove one of these constraints or lower its priority below 1000 (to 999, say).")
        }
    }

    /// Views whose solved values are not finite numbers (``LayoutIssue/nonFiniteValue(_:_:)``).
    static func overflows(_ root: View) -> [Finding] {
        root.layoutIssues.compactMap { issue in
            if case .solutionOutOfRange = issue {
                return Finding(
                    kind: .numberOverflow, severity: .error,
                    message: "The layout stopped short of its optimum: going on would overflow",
                    explanation: "Satisfying the optional constraints further would take a value past what a Double holds (about 1.8e308); the frames are the last ones in range.",
                    items: [], constraints: [],
                    suggestion: "Use smaller constants and multipliers.")
            }
            guard case .nonFiniteValue(let view, let axis) = issue else { return nil }
            let constraints = view.constraintsAffectingLayout(for: axis)
            return Finding(
                kind: .numberOverflow, severity: .error,
                message: "\(view.debugName)'s \(axis == .horizontal ? "x position or width" : "y position or height") overflows: the solution is not a finite number",
                explanation: "The constraints that decide it multiply or add numbers past what a Double holds (about 1.8e308), so its frame has no value.",
                items: [view.debugName], constraints: constraints.map(reference),
                suggestion: "Use smaller constants and multipliers in these constraints.")
        }
    }

    // MARK: Ambiguity

    static func ambiguities(_ analysis: LayoutAnalysis, deadline: ContinuousClock.Instant?) -> [Finding] {
        // A scroll view's undetermined content size comes first: it is the cause of the
        // content's own ambiguity, reported after it.
        var findings = scrollContentAmbiguities(analysis)
        // Views whose free size may be a content-priority tie, with their ranges.
        var ties: [TieKey: [(view: View, position: LayoutRange, length: LayoutRange)]] = [:]
        var tieOrder: [TieKey] = []
        let views = analysis.views
        for (examined, view) in views.enumerated() {
            if let deadline, ContinuousClock.now > deadline {
                findings.append(incomplete(examined: examined, of: views.count))
                break
            }
            for axis in LayoutAxis.allCases {
                // The face's screen settles most axes without a probe, which is what keeps this
                // pass near-linear in the number of views.
                guard let ranges = analysis.frameAmbiguity(of: view, along: axis) else { continue }
                let p = ranges.position, l = ranges.length
                // Only a free size can be a priority tie; a free position is plain ambiguity.
                if !l.isDetermined, let key = tieKey(view, axis) {
                    if ties[key] == nil { tieOrder.append(key) }
                    ties[key, default: []].append((view, p, l))
                    continue
                }
                let witnessRange = p.isDetermined ? l : p
                findings.append(ambiguity(view, axis, positionFree: !p.isDetermined,
                                          lengthFree: !l.isDetermined, witness: witnessRange))
            }
        }
        for key in tieOrder {
            guard let members = ties[key] else { continue }
            if members.count >= 2 {
                findings.append(priorityTie(key, members.map(\.view)))
            } else if let lone = members.first {
                // A lone view with free size is plain ambiguity, not a tie.
                findings.append(ambiguity(lone.view, key.axis, positionFree: !lone.position.isDetermined,
                                          lengthFree: true, witness: lone.length))
            }
        }
        return findings
    }

    /// A scroll view whose constraints define its content size in an axis, but not uniquely
    /// (Docs/scroll-views.md: the edges must be pinned across and the content must have a size).
    static func scrollContentAmbiguities(_ analysis: LayoutAnalysis) -> [Finding] {
        var findings: [Finding] = []
        for case let scroll as ScrollView in analysis.views {
            for axis in LayoutAxis.allCases {
                guard let range = analysis.contentSizeAmbiguity(of: scroll, along: axis) else { continue }
                let word = axis == .horizontal ? "width" : "height"
                let edges = axis == .horizontal ? "leading and trailing" : "top and bottom"
                let lower = range.lower.isFinite ? format(range.lower) : "-∞"
                let upper = range.upper.isFinite ? format(range.upper) : "∞"
                var finding = Finding(
                    kind: .ambiguousScrollableContentSize, severity: .warning,
                    message: "Has ambiguous scrollable content \(word)",
                    explanation: """
                        The constraints on \(scroll.debugName)'s content reach its content area, \
                        but they do not fix the content \(word): it could be anything from \
                        \(lower) to \(upper).
                        """,
                    items: [scroll.debugName],
                    suggestion: """
                        Pin the content's \(edges) edges to the content layout guide and give the \
                        content a \(word) (for example equal to the frame layout guide's \(word)).
                        """)
                finding.range = Finding.ValueRange(lower: range.lower, upper: range.upper)
                findings.append(finding)
            }
        }
        return findings
    }

    /// The time limit ran out before every view was examined.
    static func incomplete(examined: Int, of count: Int) -> Finding {
        Finding(
            kind: .diagnosticsIncomplete, severity: .error,
            message: "Diagnosis stopped at its time limit after \(examined) of \(count) views",
            explanation: """
                Looking for ambiguity takes a probe of the solver per view and axis; on this \
                hierarchy it did not finish in time. The findings reported are real, but others \
                may be missing.
                """,
            items: [],
            suggestion: "Give it more time (plumb diagnose --timeout SECONDS), or diagnose a smaller layout.")
    }

    /// The time limit ran out in the first layout pass: nothing was diagnosed.
    public static func layoutIncomplete(at location: Finding.Location?) -> Finding {
        Finding(
            kind: .diagnosticsIncomplete, severity: .error,
            message: "Layout stopped at its time limit before the first pass finished",
            explanation: "Solving the constraints did not finish in time, so the layout has no frames yet and nothing was diagnosed.",
            items: [], location: location,
            suggestion: "Give it more time (plumb diagnose --timeout SECONDS), or diagnose a smaller layout.")
    }

    static func ambiguity(_ view: View, _ axis: LayoutAxis, positionFree: Bool, lengthFree: Bool,
                          witness range: LayoutRange) -> Finding {
        let positionWord = axis == .horizontal ? "X position" : "Y position"
        let lengthWord = axis == .horizontal ? "width" : "height"
        let what = positionFree && lengthFree ? "\(positionWord) or \(lengthWord)"
            : positionFree ? positionWord : lengthWord
        let bound: (Double) -> String = { $0.isFinite ? format($0) : ($0 > 0 ? "∞" : "-∞") }
        return Finding(
            kind: .ambiguousLayout, severity: .warning,
            message: "Need constraints for: \(what)",
            explanation: """
                The constraints leave \(view.debugName)'s \(what) free: every value from \
                \(bound(range.lower)) to \(bound(range.upper)) is equally good for every priority. \
                Add a constraint that fixes it.
                """,
            items: [view.debugName],
            // The size bounds are not constraints to change: the range says where they bind.
            constraints: view.constraintsAffectingLayout(for: axis).filter { !$0.kind.isSizeBound }.map(reference),
            witness: witness(view, range))
    }

    /// Two optimal frames: at the ends of the range, an unbounded end replaced by the solution
    /// ``View/ambiguityExerciseDistance`` along it; failing that, one end's and the solved frame
    /// (an optimal solution too), when they differ.
    static func witness(_ view: View, _ range: LayoutRange) -> Finding.Witness? {
        if let first = range.lowerFrame ?? range.lowerStepFrame, let second = range.upperFrame ?? range.upperStepFrame {
            return Finding.Witness(item: view.debugName, first: first, second: second)
        }
        guard let end = range.lowerFrame ?? range.upperFrame else { return nil }
        let solved = view.frame
        let apart = max(abs(end.minX - solved.minX), abs(end.minY - solved.minY), abs(end.width - solved.width),
                        abs(end.height - solved.height))
        guard apart > witnessSeparation else { return nil }
        return range.lowerFrame != nil ? Finding.Witness(item: view.debugName, first: end, second: solved)
            : Finding.Witness(item: view.debugName, first: solved, second: end)
    }

    /// How far apart (in points) the solved frame must be from a range's one finite end to
    /// make a witness with it: closer, the two would draw as one.
    static let witnessSeparation = 0.5

    // MARK: Content priority ties

    /// The priority that decides a view's size along an axis: hugging when it is stretched
    /// past its intrinsic size, compression resistance when it is squeezed below it.
    struct TieKey: Hashable {
        var axis: LayoutAxis
        var hugging: Bool
        var priority: Double
    }

    static func tieKey(_ view: View, _ axis: LayoutAxis) -> TieKey? {
        let intrinsic = axis == .horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
        guard intrinsic != View.noIntrinsicMetric else { return nil }
        let size = axis == .horizontal ? view.alignmentRect.width : view.alignmentRect.height
        let hugging = size >= intrinsic
        let priority = hugging ? view.contentHuggingPriority(for: axis) : view.contentCompressionResistancePriority(for: axis)
        return TieKey(axis: axis, hugging: hugging, priority: priority.value)
    }

    static func priorityTie(_ key: TieKey, _ views: [View]) -> Finding {
        let direction = key.axis == .horizontal ? "horizontal" : "vertical"
        let which = key.hugging ? "hugging" : "compression resistance"
        let names = views.map(\.debugName)
        let changed = key.hugging ? key.priority - 1 : key.priority + 1
        return Finding(
            kind: .contentPriorityAmbiguity, severity: .warning,
            message: "Content Priority Ambiguity: \(names.joined(separator: ", ")) have the same \(direction) \(which) priority (\(format(key.priority)))",
            explanation: """
                These views share the \(key.hugging ? "extra" : "missing") \(direction) space, and the \
                priority that decides which gives way is equal for them, so any split is as good.
                """,
            items: names,
            suggestion: "Set the \(direction) \(which) priority of \(names[names.count - 1]) to \(format(changed)).")
    }

    // MARK: Unsatisfied optional constraints

    static func unsatisfied(_ analysis: LayoutAnalysis) -> [Finding] {
        var losers: [(LayoutConstraint, Double)] = []
        for c in analysis.enforcedConstraints where c.kind == .user && !c.priority.isRequired {
            guard let violation = analysis.violation(of: c) else { continue }
            if violation > unsatisfiedTolerance { losers.append((c, violation)) }
        }
        losers.sort { ($0.0.priority.value, $0.1) > ($1.0.priority.value, $1.1) }
        return losers.map { c, amount in
            var finding = Finding(
                kind: .unsatisfiedConstraint, severity: .note,
                message: "Constraint not satisfied, off by \(format(amount)): \(c)",
                explanation: """
                    This optional constraint (priority \(c.priority)) lost to constraints of higher \
                    priority, or shared its level with others and took part of the error.
                    """,
                items: itemNames([c]), constraints: [reference(c)])
            finding.shortfall = amount
            return finding
        }
    }

    // MARK: Misplaced views

    static func misplaced(_ analysis: LayoutAnalysis, _ options: Options) -> [Finding] {
        analysis.views.compactMap { view in
            guard let expected = options.expectedFrames[view.name] else { return nil }
            let actual = view.frame
            let deltas = [actual.minX - expected.minX, actual.minY - expected.minY,
                          actual.width - expected.width, actual.height - expected.height]
            guard deltas.contains(where: { abs($0) > options.misplacementTolerance }) else { return nil }
            return Finding(
                kind: .misplacedView, severity: .warning,
                message: "Frame for \"\(view.debugName)\" will be different at run time.",
                explanation: """
                    Expected \(describe(expected)), the constraints give \(describe(actual)) \
                    (Δx \(format(deltas[0])), Δy \(format(deltas[1])), Δwidth \(format(deltas[2])), \
                    Δheight \(format(deltas[3]))).
                    """,
                items: [view.debugName],
                suggestion: "Update the frame to match the constraints, or the constraints to match the frame.")
        }
    }

    // MARK: Helpers

    static func reference(_ c: LayoutConstraint) -> Finding.ConstraintReference {
        Finding.ConstraintReference(description: c.description, identifier: c.identifier, location: c.sourceLocation)
    }

    static func itemNames(_ constraints: [LayoutConstraint]) -> [String] {
        var names: [String] = []
        for c in constraints {
            for item in [c.firstItem, c.secondItem] {
                if let name = item?.debugName, !names.contains(name) { names.append(name) }
            }
        }
        return names
    }

    static func describe(_ r: Rect) -> String {
        "{\(format(r.minX)), \(format(r.minY)), \(format(r.width)), \(format(r.height))}"
    }

    /// A number without a trailing `.0`, rounded to 1/1000 for display.
    static func format(_ x: Double) -> String {
        let rounded = (x * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(rounded)
    }
}
