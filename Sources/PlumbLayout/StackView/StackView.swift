import PlumbSolver

/// A view that lays out a list of views in a row or a column (UIKit's `UIStackView`).
///
/// The stack arranges its ``arrangedSubviews`` along its ``axis`` by generating ordinary
/// constraints with UIKit's identifiers (`UISV-spacing`, `UISV-alignment`, …): nothing about
/// it is special to the solver. ``distribution`` says how the views share the length along the
/// axis, ``alignment`` how they sit across it, ``spacing`` how far apart they are.
///
///     let row = StackView("row", axis: .horizontal, alignment: .firstBaseline, spacing: 8) {
///         title
///         date
///     }
///
/// Hidden arranged views stay arranged but collapse to length zero, with the gaps around them
/// merged (Docs/stack-views.md). Changes (hiding, inserting, spacing, axis, distribution, alignment)
/// are applied at the next layout pass and replace only the constraints whose equations
/// changed. The stack has no intrinsic size: its size comes from its arranged views and the
/// constraints it generates. Docs/stack-views.md lists what each mode generates.
open class StackView: View {
    /// How arranged views share the stack's length along its axis (raw values are UIKit's).
    public enum Distribution: Int, Sendable, CaseIterable, CustomStringConvertible {
        /// The views fill the length; hugging and compression resistance settle slack and
        /// deficit. Gaps are exactly ``StackView/spacing``.
        case fill = 0
        /// Every visible view has the same length; gaps are exactly ``StackView/spacing``.
        case fillEqually = 1
        /// Lengths proportional to the views' intrinsic lengths; gaps are exactly
        /// ``StackView/spacing``.
        case fillProportionally = 2
        /// Views keep their intrinsic lengths; the gaps are equal and at least
        /// ``StackView/spacing``.
        case equalSpacing = 3
        /// The distances between the views' centres are equal where the minimum gap
        /// ``StackView/spacing`` allows.
        case equalCentering = 4

        /// A readable form, as Plumb prints it.
        public var description: String {
            switch self {
            case .fill: "fill"
            case .fillEqually: "fillEqually"
            case .fillProportionally: "fillProportionally"
            case .equalSpacing: "equalSpacing"
            case .equalCentering: "equalCentering"
            }
        }
    }

    /// How arranged views sit across the stack's axis (raw values are UIKit's).
    public enum Alignment: Int, Sendable, CaseIterable, CustomStringConvertible {
        /// The views fill the stack across the axis.
        case fill = 0
        /// Leading edges aligned (``top`` in a horizontal stack).
        case leading = 1
        /// First baselines aligned (horizontal stacks only).
        case firstBaseline = 2
        /// Centres aligned.
        case center = 3
        /// Trailing edges aligned (``bottom`` in a horizontal stack).
        case trailing = 4
        /// Last baselines aligned (horizontal stacks only).
        case lastBaseline = 5

        /// Top edges aligned: ``leading``, as in UIKit.
        public static var top: Alignment { .leading }
        /// Bottom edges aligned: ``trailing``, as in UIKit.
        public static var bottom: Alignment { .trailing }

        /// A readable form, as Plumb prints it.
        public var description: String {
            switch self {
            case .fill: "fill"
            case .leading: "leading"
            case .firstBaseline: "firstBaseline"
            case .center: "center"
            case .trailing: "trailing"
            case .lastBaseline: "lastBaseline"
            }
        }
    }

    /// UIKit's `UIStackView.spacingUseDefault`: as a custom spacing, "use ``spacing``"; as
    /// ``spacing`` itself, 0.
    public static let spacingUseDefault = Double.greatestFiniteMagnitude
    /// UIKit's `UIStackView.spacingUseSystem`: the system spacing, ``systemSpacing``.
    public static let spacingUseSystem = Double.leastNormalMagnitude
    /// The system spacing between sibling views: 8 points (Docs/stack-views.md).
    public static let systemSpacing: Double = 8

    // MARK: Configuration

    /// The axis the views are laid out along. Default horizontal.
    @exclusivity(unchecked) public var axis: LayoutAxis = .horizontal {
        didSet { if axis != oldValue { arrangementDidChange(axisSide: true, crossSide: true) } }
    }

    /// How the views share the length along the axis. Default ``Distribution/fill``.
    @exclusivity(unchecked) public var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { arrangementDidChange(axisSide: true, crossSide: false) } }
    }

    /// How the views sit across the axis. Default ``Alignment/fill``. The baseline alignments
    /// apply to horizontal stacks; a vertical stack records a ``LayoutIssue`` and lays them out
    /// as leading (first baseline) or trailing (last baseline).
    @exclusivity(unchecked) public var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { arrangementDidChange(axisSide: false, crossSide: true) } }
    }

    /// The gap between adjacent arranged views: exact for the fill distributions, a minimum
    /// for ``Distribution/equalSpacing`` and ``Distribution/equalCentering``. Negative values
    /// overlap views. ``spacingUseDefault`` means 0, ``spacingUseSystem`` the system spacing;
    /// a value that is not finite counts as 0. Default 0.
    @exclusivity(unchecked) public var spacing: Double = 0 {
        didSet { if spacing != oldValue { arrangementDidChange(axisSide: true, crossSide: false) } }
    }

    /// Whether the arrangement is tied to the stack's ``View/layoutMarginsGuide`` instead of
    /// its edges (every `UISV-canvas-connection`). Default false.
    @exclusivity(unchecked) public var isLayoutMarginsRelativeArrangement = false {
        didSet {
            if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange(axisSide: true, crossSide: true) }
        }
    }

    /// Whether a vertical stack measures its gaps from the last baseline of the view above to
    /// the first baseline of the view below. Ignored by horizontal stacks. Default false.
    @exclusivity(unchecked) public var isBaselineRelativeArrangement = false {
        didSet {
            if isBaselineRelativeArrangement != oldValue { arrangementDidChange(axisSide: true, crossSide: false) }
        }
    }

    /// Custom gaps after arranged views, by view identity.
    var customSpacings: [ObjectIdentifier: Double] = [:]

    /// Sets the gap after an arranged view (between it and the next arranged view),
    /// overriding ``spacing`` for that gap. ``spacingUseDefault`` removes it,
    /// ``spacingUseSystem`` asks for the system spacing. Ignored if `view` is not arranged;
    /// dropped when it stops being arranged. A value that is not finite counts as 0.
    public func setCustomSpacing(_ spacing: Double, after view: View) {
        guard arranges(view) else { return }
        let id = ObjectIdentifier(view)
        let old = customSpacings[id]
        customSpacings[id] = spacing == StackView.spacingUseDefault ? nil : spacing
        if customSpacings[id] != old { arrangementDidChange(axisSide: true, crossSide: false) }
    }

    /// The custom gap after an arranged view, or ``spacingUseDefault`` if it has none (or is
    /// not arranged).
    public func customSpacing(after view: View) -> Double {
        customSpacings[ObjectIdentifier(view)] ?? StackView.spacingUseDefault
    }

    // MARK: Arranged subviews

    /// The views the stack lays out, in order along the axis: always a subset of
    /// ``View/subviews`` (the order may differ).
    @exclusivity(unchecked) public private(set) var arrangedSubviews: [View] = []

    /// Whether `view` is one of ``arrangedSubviews``: a flag on the view, since only a subview
    /// is arranged (no set of identifiers to hash into for every view added).
    func arranges(_ view: View) -> Bool { view.isArrangedSubview && view.superview === self }

    /// Creates an empty horizontal stack.
    public override init(_ name: String = "") {
        super.init(name)
    }

    /// Creates a horizontal stack arranging `views`, as `UIStackView(arrangedSubviews:)`.
    public convenience init(_ name: String = "", arrangedSubviews views: [View]) {
        self.init(name)
        for view in views { addArrangedSubview(view) }
    }

    /// Creates a stack with its configuration, arranging the views the builder lists.
    public convenience init(_ name: String = "", axis: LayoutAxis, distribution: Distribution = .fill,
                            alignment: Alignment = .fill, spacing: Double = 0,
                            @ViewBuilder arrangedSubviews views: () -> [View]) {
        self.init(name)
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        for view in views() { addArrangedSubview(view) }
    }

    override var defaultNamePrefix: String { "StackView" }

    /// Adds a view at the end of ``arrangedSubviews``, making it a subview if it is not one.
    /// A view already arranged moves to the end.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view into ``arrangedSubviews`` at `stackIndex` (clamped to the valid range),
    /// making it a subview (at the end of ``View/subviews``) if it is not one. A view already
    /// arranged moves to the new index. Sets the view's
    /// ``View/translatesAutoresizingMaskIntoConstraints`` to false. The stack itself or one of
    /// its ancestors cannot be arranged.
    public func insertArrangedSubview(_ view: View, at stackIndex: Int) {
        if arranges(view), let old = arrangedSubviews.firstIndex(where: { $0 === view }) {
            arrangedSubviews.remove(at: old)
            arrangedSubviews.insert(view, at: Swift.max(0, Swift.min(stackIndex, arrangedSubviews.count)))
            arrangementDidChange(axisSide: true, crossSide: true)
            return
        }
        if view.superview !== self { addSubview(view) }
        guard view.superview === self else { return }  // `view` is this stack or an ancestor
        view.translatesAutoresizingMaskIntoConstraints = false
        if stackIndex >= arrangedSubviews.count {
            arrangedSubviews.append(view)
        } else {
            arrangedSubviews.insert(view, at: Swift.max(0, stackIndex))
        }
        view.isArrangedSubview = true
        arrangementDidChange(axisSide: true, crossSide: true)
    }

    /// Stops arranging a view. It stays a subview (remove it with
    /// ``View/removeFromSuperview()``, which also stops arranging it); its custom spacing is
    /// dropped.
    public func removeArrangedSubview(_ view: View) {
        guard arranges(view) else { return }
        stopArranging(view)
    }

    func stopArranging(_ view: View) {
        view.isArrangedSubview = false
        customSpacings[ObjectIdentifier(view)] = nil
        if let index = arrangedSubviews.firstIndex(where: { $0 === view }) { arrangedSubviews.remove(at: index) }
        // Constraints on the view go now: it may be leaving the hierarchy.
        generated.removeConstraints(referencing: view)
        arrangementDidChange(axisSide: true, crossSide: true)
    }

    // MARK: Generated constraints

    /// The constraints the stack generated and keeps active (kind
    /// ``LayoutConstraint/Kind/stackView``, identifiers `UISV-…`), in a stable order: the axis
    /// side (leading canvas connection, spacing, hiding, distribution, text width, trailing
    /// canvas connection), then the cross side (canvas connections, alignment, spanner
    /// boundaries, fitting, ambiguity suppression). Up to date after a layout pass.
    /// A stack that arranges its views directly turns them into constraints when asked.
    public var arrangementConstraints: [LayoutConstraint] {
        if direct.arranges, let engine = registeredEngine { engine.ensureNoDirectArrangements() }
        return generated.axis.list + generated.cross.list
    }

    /// The alignment spanner (UIKit's `UISV-alignment-spanner`, named `<stack>-alignment-spanner`),
    /// a guide owned by the stack, while the alignment needs one (not ``Alignment/fill``, two
    /// or more arranged views).
    public internal(set) var alignmentSpanner: LayoutGuide?

    /// The gap guides of ``Distribution/equalSpacing`` and ``Distribution/equalCentering``, one
    /// per pair of adjacent visible views (named `<stack>-gap0`, `<stack>-gap1`, …), owned by
    /// the stack.
    public internal(set) var gapGuides: [LayoutGuide] = []

    let generated = StackConstraintStore()
    /// Whether and how the stack arranges its views directly (DirectArrangement.swift).
    @exclusivity(unchecked) var direct = DirectStackState()
    var axisSideNeedsUpdate = true
    var crossSideNeedsUpdate = true
    /// Whether the axis side has `UISV-text-width-disambiguation` constraints.
    var hasTextWidthConstraints = false
    /// The baseline alignment the vertical-stack diagnostic was last recorded for.
    var reportedInvalidAlignment: Alignment?

    // MARK: Baselines (state; see StackView+Baselines.swift)

    /// The views whose baselines the stack reports, as resolved so far.
    var baselineViews: (first: View?, last: View?) = (nil, nil)
    /// Whether ``baselineViews`` reflects the arrangement.
    var baselineViewsAreCurrent = false
    /// Whether a constraint was resolved against ``baselineViews``.
    var baselinesWereResolved = false
    /// Whether the reported baselines moved without the choice changing.
    var baselineExpressionChanged = false

    // MARK: Changes

    /// Records a change and asks for a constraint update before the next layout pass.
    func arrangementDidChange(axisSide: Bool, crossSide: Bool) {
        if axisSide { axisSideNeedsUpdate = true }
        if crossSide { crossSideNeedsUpdate = true }
        // Arranging directly, it reads all its views at its next plan.
        if direct.arranges { direct.configurationChanged = true }
        baselinesMayHaveChanged()
        setNeedsGeneratedConstraints()
    }

    package override func reserveSubviews(_ count: Int) {
        super.reserveSubviews(count)
        arrangedSubviews.reserveCapacity(arrangedSubviews.count + count)
    }

    override func addBuiltSubviews(_ views: [View]) {
        for view in views { addArrangedSubview(view) }
    }

    override func willRemoveSubview(_ view: View) {
        if arranges(view) { stopArranging(view) }
    }

    override func subviewDidChangeVisibility(_ view: View) {
        if arranges(view) { arrangementDidChange(axisSide: true, crossSide: true) }
    }

    override func subviewDidInvalidateIntrinsicContentSize(_ view: View) {
        guard arranges(view) else { return }
        // Fill proportionally recomputes its multipliers; text-width constraints follow the
        // multi-line flag. Otherwise only the baseline choice needs a check.
        if distribution == .fillProportionally || view.hasMultilineText || hasTextWidthConstraints {
            arrangementDidChange(axisSide: true, crossSide: false)
        } else {
            baselinesMayHaveChanged()
            setNeedsGeneratedConstraints()
        }
    }

    override func subviewDidChangeBaselines(_ view: View) {
        guard arranges(view) else { return }
        if view === baselineViews.first || view === baselineViews.last { baselineExpressionChanged = true }
        baselinesMayHaveChanged()
        setNeedsGeneratedConstraints()
    }

    override func updateGeneratedConstraints() {
        guard let engine = registeredEngine else { return }
        updateArrangementConstraints(in: engine)
        updateBaselineViews(in: engine)
    }

    override func appendTerms(for attribute: LayoutAttribute, relativeTo other: LayoutItem?, times factor: Double,
                              to terms: inout [Term]) -> Double? {
        if attribute == .firstBaseline || attribute == .lastBaseline,
           let view = resolvedBaselineView(for: attribute) {
            return view.appendTerms(for: attribute, relativeTo: other, times: factor, to: &terms)
        }
        return super.appendTerms(for: attribute, relativeTo: other, times: factor, to: &terms)
    }
}
