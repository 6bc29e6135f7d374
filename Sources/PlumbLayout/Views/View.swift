import PlumbSolver

/// A rectangle in a hierarchy, laid out by constraints or by its frame (UIKit's `UIView`,
/// headless: no drawing, no events).
///
/// Build hierarchies with ``addSubview(_:)`` or the builder initializer:
///
///     let root = View("root") {
///         View("title")
///         View("date")
///     }
///
/// Constraints go through anchors (`title.leading == root.leadingMargin`), and
/// ``layout(in:traits:)`` on the root solves them and assigns every view's ``frame``.
///
/// Like UIKit, a new view translates its autoresizing mask into constraints: it keeps its
/// ``frame`` until ``translatesAutoresizingMaskIntoConstraints`` is set to false. The
/// `activate { … }` builder sets it to false on the views its constraints position (see
/// ``activate(file:line:_:)``).
open class View: LayoutItem {
    /// UIKit's `UIView.noIntrinsicMetric`: no intrinsic size in this axis.
    public static let noIntrinsicMetric: Double = -1

    // MARK: Hierarchy

    /// The view this view is a subview of.
    // Not `weak` (see Handle): a view's deinit empties its subviews' reference, so it never
    // dangles.
    @exclusivity(unchecked) public private(set) unowned(safe) var superview: View?
    /// The subviews, back to front.
    @exclusivity(unchecked) public private(set) var subviews: [View] = []
    /// The engine of the hierarchy this view is the root of (nil for subviews).
    var engine: LayoutEngine?
    /// The engine this view's implicit constraints are registered in.
    var registeredEngine: LayoutEngine? {
        get { registeredEngineHandle?.object }
        set { registeredEngineHandle = newValue?.handle }
    }
    @exclusivity(unchecked) private var registeredEngineHandle: Handle<LayoutEngine>?
    /// Active constraints inside the subtree of a removed view, in activation order, kept until
    /// the subtree gets an engine of its own (``ensureEngine()``).
    var constraintsAwaitingEngine: [LayoutConstraint] = []

    /// Creates a view with no superview, frame `.zero`, no intrinsic size.
    public init(_ name: String = "") {
        super.init(name: name)
        cycle.isCustom = View.isCustomClass(type(of: self))
    }

    deinit {
        // First, so that nothing reads this view through a constraint while it goes.
        handle.object = nil
        // Freeing a view frees its subviews from inside this deinit, theirs from inside
        // theirs: a hierarchy 100,000 deep would overflow the stack. Views that only this
        // subtree holds give up their subviews here instead, so every deinit is shallow.
        // Every view taken here is a subview of a view going away.
        var pending = subviews
        subviews = []
        while var view = pending.popLast() {
            view.superview = nil
            if isKnownUniquelyReferenced(&view) {
                pending.append(contentsOf: view.subviews)
                view.subviews = []
            }
        }
    }

    /// Creates a view and adds the views the builder lists as subviews.
    public convenience init(_ name: String = "", @ViewBuilder subviews: () -> [View]) {
        self.init(name)
        addBuiltSubviews(subviews())
    }

    /// How builder-listed views join this view (stack views will arrange them).
    func addBuiltSubviews(_ views: [View]) {
        for view in views { addSubview(view) }
    }

    override var defaultNamePrefix: String { "View" }

    /// The class as the program spelled it (`ProfileHeader`), which UIKit's console block and
    /// Plumb's print before the address.
    open var debugClassName: String { String(describing: type(of: self)) }
    override var owningViewForLayout: View? { self }

    /// The engine the view is laid out in now has these traits: views that measure text round
    /// their sizes to the display scale's pixels and size text styles for the content size
    /// category.
    func textTraitsDidChange(_ traits: TraitCollection) {}

    /// The top of the hierarchy.
    public var rootView: View {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// Whether this view is `view` or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    /// The first view named `name` in this view's subtree (preorder, this view included).
    public func descendant(named name: String) -> View? {
        var stack: [View] = [self]
        while let view = stack.popLast() {
            if view.name == name { return view }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return nil
    }

    /// Makes room for `count` more ``subviews`` (and, in a stack, arranged subviews): a builder
    /// that knows how many views it adds spares the arrays' growth.
    package func reserveSubviews(_ count: Int) {
        subviews.reserveCapacity(subviews.count + count)
    }

    /// Adds a view at the end of ``subviews``, moving it from its old superview. Adding a view
    /// to itself or to one of its descendants does nothing.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts a view into ``subviews`` at `index` (clamped to the valid range).
    public func insertSubview(_ view: View, at index: Int) {
        // A view without subviews is an ancestor of nothing but itself: no walk up the chain
        // (building a hierarchy n deep, one leaf at a time, stays linear).
        guard view !== self, !view.subviews.isEmpty ? !isDescendant(of: view) : true else { return }
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            // Reordering among the same siblings keeps every constraint.
            subviews.remove(at: old)
            subviews.insert(view, at: Swift.max(0, Swift.min(index, subviews.count)))
            return
        }
        if view.superview != nil { view.removeFromSuperview() }
        let oldEngine = view.engine
        view.engine = nil
        if index >= subviews.count { subviews.append(view) } else { subviews.insert(view, at: Swift.max(0, index)) }
        view.superview = self
        // Every view of a hierarchy whose root has an engine is registered in it (ensureEngine
        // and adopt register whole subtrees), so the engine is found without walking to the root.
        assert(registeredEngine === rootView.engine, "\(name) is not registered in its root's engine")
        if let engine = registeredEngine {
            engine.adopt(subtree: view, from: oldEngine)
        } else if oldEngine != nil || !view.constraintsAwaitingEngine.isEmpty {
            // The subtree's constraints (through its engine or waiting for one) move with it.
            rootView.ensureEngine(excluding: view).adopt(subtree: view, from: oldEngine)
        }
        didAddSubview(view)
        // UIKit lays out both again: the superview and the view that joined it.
        setNeedsLayout()
        view.setNeedsLayout()
    }

    /// Removes the view from its superview. Active constraints between its subtree and views
    /// outside it are deactivated, as in UIKit; constraints inside the subtree stay active.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        let engine = parent.rootView.engine
        if let index = parent.subviews.firstIndex(where: { $0 === self }) { parent.subviews.remove(at: index) }
        superview = nil
        engine?.detach(subtree: self)
        parent.setNeedsLayout()
    }

    /// Hooks for container subclasses (stack views).
    func didAddSubview(_ view: View) {}
    func willRemoveSubview(_ view: View) {}
    func subviewDidChangeVisibility(_ view: View) {}
    func subviewDidInvalidateIntrinsicContentSize(_ view: View) {}
    /// A subview's baselines moved (its offsets, or what a stack view reports) or its natural
    /// size changed.
    func subviewDidChangeBaselines(_ view: View) {}

    /// Calls `body` on this view and every descendant, in preorder (iteratively: hierarchies
    /// read from files may be deep).
    func forEachInSubtree(_ body: (View) -> Void) {
        var stack: [View] = [self]
        while let view = stack.popLast() {
            body(view)
            // Index by index: appending `subviews.reversed()` went through the generic copy of
            // a reversed collection, for every view of every walk.
            let subviews = view.subviews
            var i = subviews.count
            while i > 0 {
                i -= 1
                stack.append(subviews[i])
            }
        }
    }

    /// Whether the view takes part in layout: hidden views do (UIKit), stack views will
    /// collapse them.
    @exclusivity(unchecked) public var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            if isDirectlyPlaced { registeredEngine?.directViewChanged(self) }
            superview?.subviewDidChangeVisibility(self)
        }
    }

    /// How the view's content is arranged when the language reads right to left (UIKit's
    /// `semanticContentAttribute`): it decides ``effectiveUserInterfaceLayoutDirection``, in
    /// which the constraints among this view and its subviews resolve leading and trailing.
    /// Not inherited by subviews, as in UIKit. Default ``SemanticContentAttribute/unspecified``.
    @exclusivity(unchecked) public var semanticContentAttribute = SemanticContentAttribute.unspecified {
        didSet {
            guard semanticContentAttribute != oldValue else { return }
            registeredEngine?.semanticContentAttributeChanged(self, from: oldValue)
            updateGuideConstraints()
        }
    }

    // MARK: Size classes

    /// The size classes the view is installed for; empty (the default) means all. A view that
    /// is not installed for a layout pass's traits takes no part in it, with its subtree and
    /// every constraint that involves them, and keeps its old frame (``isInstalled`` is false).
    @exclusivity(unchecked) public var installedSizeClasses: [SizeClassCondition] = [] {
        didSet { rootView.engine?.installationChanged() }
    }

    /// Whether the view took part in the last layout pass (see ``installedSizeClasses``).
    @exclusivity(unchecked) public internal(set) var isInstalled = true

    /// Installs the view only for these size classes and returns it (for builders).
    @discardableResult
    public func installed(for conditions: SizeClassCondition...) -> Self {
        installedSizeClasses = conditions
        return self
    }

    // MARK: Geometry

    @exclusivity(unchecked) var storedFrame = Rect.zero
    /// Whether a directly arranging stack places this view (StackView/DirectArrangement.swift):
    /// its frame is computed there, not read from the solver, and its own constraints stay
    /// out of the solver.
    @exclusivity(unchecked) var isDirectlyPlaced = false
    /// What this view's content asks of its length in each axis, as its directly arranging
    /// stack last planned it.
    @exclusivity(unchecked) var directContent = DirectContent()
    /// Whether something about this directly placed view changed (its constraints, its
    /// alignment rectangle) since its ``directContent`` was found: its top's next plan looks
    /// at it again; the others it takes as they were.
    @exclusivity(unchecked) var directContentIsStale = false
    /// Whether the view's engine lists it for the next pass (``LayoutEngine/markFrameDirty(_:)``).
    @exclusivity(unchecked) var isFrameDirty = false

    /// The frame in the superview's coordinates (relative to its bounds origin). A layout pass
    /// sets it; setting it on a view that translates its autoresizing mask moves the view.
    /// With a ``transform`` it reads as the transformed rectangle's bounding box; setting it
    /// sets the untransformed frame.
    public var frame: Rect {
        get { transform.isIdentity ? storedFrame : transformedFrame }
        set {
            // A new size lays the view out again (UIKit's setFrame:).
            if newValue.size != storedFrame.size { setNeedsLayout() }
            storedFrame = newValue
            isPlacedByFrame = true
            updateAutoresizingConstraints()
            registeredEngine?.markFrameDirty(self)
        }
    }

    /// The view's own coordinate space: ``boundsOrigin`` and the frame's size.
    public var bounds: Rect { Rect(origin: boundsOrigin, size: storedFrame.size) }

    /// The origin of the bounds (a scroll view's content offset). Subview frames are relative
    /// to it: a subview appears at `frame.origin − superview.boundsOrigin`. Layout ignores it.
    public var boundsOrigin: Point {
        get { extras?.boundsOrigin ?? .zero }
        set { if extras != nil || newValue != .zero { ensuredExtras.boundsOrigin = newValue } }
    }

    /// UIKit's `transform`, applied about the centre of the frame (View+Transform.swift).
    /// Constraints and ``bounds`` ignore it, as in UIKit: layout places the untransformed
    /// rectangle; ``frame`` and the `convert` methods apply it. Default identity.
    public var transform: AffineTransform {
        get { extras?.transform ?? .identity }
        set { if extras != nil || newValue != .identity { ensuredExtras.transform = newValue } }
    }

    /// The insets from the frame to the alignment rectangle, which constraints position
    /// (Docs/dsl.md). Default zero.
    public var alignmentRectInsets: EdgeInsets {
        get { extras?.alignmentRectInsets ?? .zero }
        set {
            if extras != nil || newValue != .zero { ensuredExtras.alignmentRectInsets = newValue }
            if isDirectlyPlaced { registeredEngine?.directViewChanged(self) }
            updateAutoresizingConstraints()
            updateGuideConstraints()
            if let engine = registeredEngine {
                engine.markFrameDirty(self)
                for subview in subviews { engine.markFrameDirty(subview) }
            }
        }
    }

    /// The alignment rectangle in the superview's coordinates: the frame inset by
    /// ``alignmentRectInsets``.
    public var alignmentRect: Rect { storedFrame.inset(by: alignmentRectInsets) }

    /// Whether the view keeps its ``frame`` through required constraints (UIKit's
    /// `NSAutoresizingMaskLayoutConstraint`, fixed margins and size). Default true, as in UIKit.
    /// Ignored for the root view, which the layout pass places.
    @exclusivity(unchecked) public var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            isPlacedByFrame = translatesAutoresizingMaskIntoConstraints
            if translatesAutoresizingMaskIntoConstraints != oldValue { updateAutoresizingConstraints() }
        }
    }

    /// Whether the program placed the view by its frame: it set ``frame`` or set
    /// ``translatesAutoresizingMaskIntoConstraints`` to true. The `activate { … }` builder leaves
    /// the flag of such a view alone.
    @exclusivity(unchecked) var isPlacedByFrame = false

    @exclusivity(unchecked) var autoresizingConstraints: [LayoutConstraint] = []

    func updateAutoresizingConstraints() {
        guard let engine = registeredEngine else { return }
        guard translatesAutoresizingMaskIntoConstraints, let parent = superview else {
            if !autoresizingConstraints.isEmpty { engine.define(&autoresizingConstraints, as: []) }
            return
        }
        let a = alignmentRectInsets, pa = parent.alignmentRectInsets, f = storedFrame
        engine.define(&autoresizingConstraints, as: [
            ConstraintSpec(self, .left, .equal, parent, .left, constant: f.minX + a.left - pa.left, kind: .autoresizingMask),
            ConstraintSpec(self, .top, .equal, parent, .top, constant: f.minY + a.top - pa.top, kind: .autoresizingMask),
            ConstraintSpec(self, .width, .equal, nil, .notAnAttribute, constant: f.width - a.left - a.right,
                           kind: .autoresizingMask),
            ConstraintSpec(self, .height, .equal, nil, .notAnAttribute, constant: f.height - a.top - a.bottom,
                           kind: .autoresizingMask),
        ])
    }

    // MARK: Intrinsic content size

    /// The natural size of the content, per axis, or ``noIntrinsicMetric`` (−1) in an axis with
    /// none (the default in both). Setting it invalidates it.
    open var intrinsicContentSize: Size {
        get { sizing.intrinsicContentSize }
        set {
            sizing.intrinsicContentSize = newValue
            invalidateIntrinsicContentSize()
        }
    }

    /// Intrinsic size, content priorities and baselines, and the constraints the engine made
    /// of them.
    @exclusivity(unchecked) var sizing = ContentSizing()

    /// Updates the content-size constraints (`size <= I @hugging`, `size >= I @compression
    /// resistance` per axis with a metric) incrementally: only the ones that changed are replaced.
    public func invalidateIntrinsicContentSize() {
        updateContentSizeConstraints()
        superview?.subviewDidInvalidateIntrinsicContentSize(self)
    }

    /// How strongly the view resists growing beyond its intrinsic size (default 250).
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority { sizing.hugging[axis.index] }

    /// How strongly the view resists shrinking below its intrinsic size (default 750).
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        sizing.compression[axis.index]
    }

    /// Sets the hugging priority of an axis.
    /// - Throws: ``LayoutError/invalidPriority(_:_:)`` outside (0, 1000].
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) throws(LayoutError) {
        guard priority.isValid else { throw .invalidPriority(priority, constraint: nil) }
        sizing.hugging[axis.index] = priority
        updateContentSizeConstraints()
    }

    /// Sets the compression resistance priority of an axis.
    /// - Throws: ``LayoutError/invalidPriority(_:_:)`` outside (0, 1000].
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority,
                                                        for axis: LayoutAxis) throws(LayoutError) {
        guard priority.isValid else { throw .invalidPriority(priority, constraint: nil) }
        sizing.compression[axis.index] = priority
        updateContentSizeConstraints()
    }

    func updateContentSizeConstraints() {
        guard let engine = registeredEngine else { return }
        let size = intrinsicContentSize
        func isMetric(_ length: Double) -> Bool { length >= 0 && length.isFinite }
        // Most views have no intrinsic size and never had: nothing to define.
        if !isMetric(size.width), !isMetric(size.height), sizing.contentConstraints.isEmpty { return }
        for axis in LayoutAxis.allCases {
            let metric = axis == .horizontal ? size.width : size.height
            let hasMetric = isMetric(metric)
            let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
            // Growing, the hugging bound moves first; shrinking, the compression bound: with both
            // required, the other order would conflict for a moment and break one for good.
            let shrinking = hasMetric && (sizing.contentConstraints[axis.index + 2]?.constant ?? metric) > metric
            for hugs in shrinking ? [false, true] : [true, false] {
                let slot = hugs ? axis.index : axis.index + 2
                // Nothing to change (a plain view, registered or removed, has no metric and no
                // constraint).
                if !hasMetric, sizing.contentConstraints[slot] == nil { continue }
                let relation: LayoutRelation = hugs ? .lessThanOrEqual : .greaterThanOrEqual
                let priority = hugs ? sizing.hugging[axis.index] : sizing.compression[axis.index]
                let kind: LayoutConstraint.Kind = hugs ? .contentHugging(axis) : .compressionResistance(axis)
                // A slot holds at most one constraint: none while the axis has no metric.
                let spec = hasMetric
                    ? ConstraintSpec(self, attribute, relation, nil, .notAnAttribute, constant: metric,
                                     priority: priority, kind: kind)
                    : nil
                engine.define(&sizing.contentConstraints[slot], as: spec)
            }
        }
    }

    // MARK: Margins, safe area and guides (settings in View+Margins.swift)

    /// Margins and safe-area insets: as set, and as inherited in the last layout pass.
    var marginState: MarginState {
        get { extras?.margins ?? ViewExtras.defaultMargins }
        _modify {
            let box = ensuredExtras
            yield &box.margins
        }
    }

    /// The margins, bounds origin, transform and alignment insets of a view that changed one
    /// (``ViewExtras``); nil for the others.
    @exclusivity(unchecked) private var extras: ViewExtras?

    private var ensuredExtras: ViewExtras {
        if let extras { return extras }
        let box = ViewExtras()
        extras = box
        return box
    }

    /// The user guides added with ``addLayoutGuide(_:)``.
    public internal(set) var layoutGuides: [LayoutGuide] {
        get { guides.user }
        set { guides.user = newValue }
    }

    /// The user guides and the system guides made so far.
    @exclusivity(unchecked) var guides = ViewGuides()

    /// Calls `body` with each system guide created so far (margins, safe area, readable
    /// content), without building a list (registration and removal ask for every view's).
    func forEachSystemGuide(_ body: (LayoutGuide) -> Void) {
        if let guide = guides.marginsGuide { body(guide) }
        if let guide = guides.safeAreaGuide { body(guide) }
        if let guide = guides.readableGuide { body(guide) }
    }

    /// Creates or updates the constraints of the margins and safe area guides.
    func updateGuideConstraints() {
        guard let engine = registeredEngine else { return }
        forEachSystemGuide { guide in
            guard guide.role == .layoutMargins || guide.role == .safeArea || guide.role == .readableContent else { return }
            let insets = guide.role == .safeArea ? guideSafeAreaInsets
                : guide.role == .readableContent ? readableGuideInsets : effectiveMargins
            let a = alignmentRectInsets
            let kind: LayoutConstraint.Kind = guide.role == .safeArea ? .safeAreaGuide : .layoutMarginsGuide
            engine.define(&guide.definingConstraints, as: [
                ConstraintSpec(guide, .left, .equal, self, .left, constant: insets.left - a.left, kind: kind),
                ConstraintSpec(guide, .top, .equal, self, .top, constant: insets.top - a.top, kind: kind),
                ConstraintSpec(guide, .right, .equal, self, .right, constant: a.right - insets.right, kind: kind),
                ConstraintSpec(guide, .bottom, .equal, self, .bottom, constant: a.bottom - insets.bottom, kind: kind),
            ])
        }
    }

    // MARK: Attributes

    override func appendTerms(for attribute: LayoutAttribute, relativeTo other: LayoutItem?, times factor: Double,
                              to terms: inout [Term]) -> Double? {
        switch attribute {
        case .firstBaseline:
            terms.append(Term(minY, factor))
            return firstBaselineOffsetFromTop
        case .lastBaseline:
            terms.append(Term(minY, factor))
            terms.append(Term(heightVariable, factor))
            return -lastBaselineOffsetFromBottom
        default:
            if let plain = attribute.withoutMargin {
                return layoutMarginsGuide.appendTerms(for: plain, relativeTo: other, times: factor, to: &terms)
            }
            return super.appendTerms(for: attribute, relativeTo: other, times: factor, to: &terms)
        }
    }


    // MARK: The layout cycle (the order: Docs/layout-cycle.md; the engine's side: LayoutEngine+Cycle.swift)

    /// Which steps of the layout cycle the view waits for.
    @exclusivity(unchecked) var cycle = LayoutCycleState()
    /// Whether its superview, a stack view, arranges it (``StackView/arranges(_:)``).
    @exclusivity(unchecked) var isArrangedSubview = false

    /// Asks for ``updateConstraints()`` before the next layout pass (UIKit's
    /// `setNeedsUpdateConstraints()`).
    public func setNeedsUpdateConstraints() {
        guard !cycle.needsUpdateConstraints else { return }
        cycle.needsUpdateConstraints = true
        registeredEngine?.listForConstraintUpdate(self)
    }

    /// Whether the view waits for ``updateConstraints()``: true for a new view, and after
    /// ``setNeedsUpdateConstraints()``, until the pass calls it.
    public func needsUpdateConstraints() -> Bool { cycle.needsUpdateConstraints }

    /// Calls ``updateConstraints()`` now on the views of this view's subtree that wait for it,
    /// subviews before their superview, instead of at the next pass.
    public func updateConstraintsIfNeeded() {
        guard let engine = registeredEngine, engine.isLive else { return }
        engine.runConstraintUpdates(inSubtreeOf: self)
    }

    /// Where a subclass updates its own constraints (UIKit's `updateConstraints()`): activate,
    /// deactivate and change constants here, not the hierarchy. The layout pass calls it
    /// before it solves, subviews before their superview, on every view before its first pass
    /// and on each view that called ``setNeedsUpdateConstraints()`` since. Does nothing by
    /// default.
    open func updateConstraints() {}

    /// Asks for ``layoutSubviews()`` in the next layout pass (UIKit's `setNeedsLayout()`).
    public func setNeedsLayout() {
        guard !cycle.needsLayout else { return }
        cycle.needsLayout = true
        registeredEngine?.listForLayout(self)
    }

    /// Where a subclass adjusts its subviews once the constraints are solved (UIKit's
    /// `layoutSubviews()`): every frame of the hierarchy is set when it runs. Frames it sets on
    /// subviews that translate their autoresizing mask, and constraints it changes, take
    /// effect before the pass goes on to the subviews. The layout pass calls it superviews
    /// first, on every view in its first pass, then on a view whose size changed, whose
    /// subviews moved, were added or removed, or that called ``setNeedsLayout()``. Does
    /// nothing by default.
    open func layoutSubviews() {}

    /// The size the view would take to fit `size` (UIKit's `sizeThatFits(_:)`); for frame-based
    /// code, the layout pass does not call it. A plain view answers its current size; a
    /// ``Label`` its text's size wrapped at `size.width`.
    open func sizeThatFits(_ size: Size) -> Size { bounds.size }

    /// Resizes the frame to ``sizeThatFits(_:)`` of the current size, keeping its origin.
    public func sizeToFit() {
        frame = Rect(origin: frame.origin, size: sizeThatFits(bounds.size))
    }

    /// The traits of the layout pass this view takes part in (the last pass's, or the
    /// defaults before one).
    public var traitCollection: TraitCollection { registeredEngine?.traits ?? TraitCollection() }

    /// Called on every view, superviews first, when a layout pass runs with traits that differ
    /// from the pass before, before ``updateConstraints()``; `previousTraitCollection` is nil
    /// in the hierarchy's first pass (UIKit's `traitCollectionDidChange(_:)`, for a view that
    /// joins a window). Does nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Asks for ``updateGeneratedConstraints()`` before the next layout pass.
    func setNeedsGeneratedConstraints() {
        cycle.needsGeneratedConstraints = true
        registeredEngine?.scheduleConstraintUpdate(self)
    }

    /// Generates the view's own constraints (stack views), after the user's
    /// ``updateConstraints()`` and before the solve: an engine step that a subclass overriding
    /// ``updateConstraints()`` cannot skip.
    func updateGeneratedConstraints() {}

}

extension LayoutAxis {
    var index: Int { self == .horizontal ? 0 : 1 }
}
