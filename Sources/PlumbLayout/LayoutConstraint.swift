import PlumbSolver

/// One linear relation between two layout attributes, or between one attribute and a constant,
/// UIKit's `NSLayoutConstraint`:
///
///     firstItem.firstAttribute  RELATION  multiplier × secondItem.secondAttribute + constant  @priority
///
/// Build constraints with the DSL (`a.leading == b.trailing + 8`), an anchor method
/// (`a.leading.constraint(equalTo: b.trailing, constant: 8)`), the visual format language, or
/// ``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:priority:file:line:)``.
/// A new constraint is inactive; activate it with ``activate(file:line:)``,
/// ``activate(_:file:line:)`` or the `activate { … }` builder.
///
/// The layout engine also makes constraints of its own (content size, autoresizing masks,
/// layout guides, the root size): ``kind`` tells them apart, and they appear in conflict logs
/// like any other.
public final class LayoutConstraint: CustomStringConvertible {
    /// Who made a constraint.
    public enum Kind: Hashable, Sendable {
        /// Made by a program (DSL, anchors, visual format, initializer).
        case user
        /// `size <= intrinsic @hugging` (UIKit's `NSContentSizeLayoutConstraint`).
        case contentHugging(LayoutAxis)
        /// `size >= intrinsic @compressionResistance`.
        case compressionResistance(LayoutAxis)
        /// Keeps the frame of a view that translates its autoresizing mask into constraints
        /// (UIKit's `NSAutoresizingMaskLayoutConstraint`).
        case autoresizingMask
        /// Places a view's ``View/layoutMarginsGuide``.
        case layoutMarginsGuide
        /// Places a view's ``View/safeAreaLayoutGuide``.
        case safeAreaGuide
        /// Places the root view at the size given to the layout pass.
        case rootFrame
    }

    private weak var _firstItem: LayoutItem?
    private weak var _secondItem: LayoutItem?
    /// The item on the left-hand side (nil once it no longer exists).
    public var firstItem: LayoutItem? { _firstItem }
    public let firstAttribute: LayoutAttribute
    public let relation: LayoutRelation
    /// The item on the right-hand side, or nil for `attribute RELATION constant`.
    public var secondItem: LayoutItem? { _secondItem }
    public let secondAttribute: LayoutAttribute
    public let multiplier: Double
    /// The constant. Changing it on an active constraint re-solves incrementally: only this
    /// constraint is replaced in the solver, at once.
    public var constant: Double {
        didSet { if constant != oldValue || constant.isNaN { engine?.refresh(self) } }
    }
    /// The priority; change it with ``setPriority(_:)``.
    public private(set) var priority: LayoutPriority
    /// A name shown in logs, as UIKit's `identifier`.
    public var identifier: String?
    /// Where the constraint was written: set by the `activate { … }` builder, anchor methods,
    /// the initializer and the visual format call; otherwise by the first activation.
    public var sourceLocation: CodeLocation?
    /// Who made the constraint.
    public let kind: Kind
    /// The size classes the constraint is installed for; empty (the default) means all. An
    /// active constraint takes part in a layout pass only when the pass's traits match.
    public var installedSizeClasses: [SizeClassCondition] = [] {
        didSet { engine?.sync(self) }
    }

    /// Whether the constraint is active. Engine-made constraints are active while their view is
    /// in a laid-out hierarchy.
    public internal(set) var isActive = false
    /// Whether the constraint is active but not enforced, because the required constraints
    /// could not all hold and the engine broke this one (see ``View/layoutIssues``). A broken
    /// constraint is tried again after a required constraint is removed or changed.
    public internal(set) var isBroken = false

    // Engine state.
    weak var engine: LayoutEngine?
    var solverConstraint: Constraint?
    /// Activation order (tracking and adoption), for replaying constraints in order.
    var sequence = 0
    /// When the constraint last went into the solver: the conflict policy breaks the most
    /// recent one.
    var addedStamp = 0
    var hasSecondItem: Bool

    /// Creates an inactive constraint `item.attribute RELATION multiplier × toItem.attribute + constant`.
    ///
    /// Nothing is checked here: ``activate(file:line:)`` throws for invalid priorities,
    /// attributes or items.
    public convenience init(
        item: LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation = .equal,
        toItem: LayoutItem? = nil, attribute secondAttribute: LayoutAttribute = .notAnAttribute,
        multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required,
        file: String = #fileID, line: Int = #line
    ) {
        self.init(item, attribute, relation, toItem, secondAttribute, multiplier: multiplier,
                  constant: constant, priority: priority, kind: .user)
        sourceLocation = CodeLocation(fileID: file, line: line)
    }

    init(_ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
         _ second: LayoutItem?, _ secondAttribute: LayoutAttribute, multiplier: Double = 1,
         constant: Double, priority: LayoutPriority = .required, kind: Kind) {
        _firstItem = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        _secondItem = second
        hasSecondItem = second != nil
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.kind = kind
    }

    // MARK: Priority

    /// Changes the priority. On an active constraint the change is incremental; a change
    /// between required and optional is refused there, as in UIKit (deactivate first).
    ///
    /// - Throws: ``LayoutError/invalidPriority(_:_:)`` for a value outside (0, 1000];
    ///   ``LayoutError/requiredPriorityChange(_:to:)``.
    public func setPriority(_ newValue: LayoutPriority) throws(LayoutError) {
        guard newValue.isValid else { throw .invalidPriority(newValue, constraint: description) }
        if isActive, kind == .user, newValue.isRequired != priority.isRequired {
            throw .requiredPriorityChange(constraint: description, to: newValue)
        }
        guard newValue != priority else { return }
        priority = newValue
        engine?.refresh(self)
    }

    /// Sets the priority of a constraint being built, and returns it: `(a.width == 100).priority(.defaultHigh)`.
    /// The value is checked on activation. On an active constraint this is ``setPriority(_:)``,
    /// and a refused change is recorded in ``View/layoutIssues``.
    @discardableResult
    public func priority(_ newValue: LayoutPriority) -> LayoutConstraint {
        if isActive {
            do { try setPriority(newValue) } catch { engine?.record(.refusedChange(self, error)) }
        } else {
            priority = newValue
        }
        return self
    }

    /// Sets the identifier and returns the constraint.
    @discardableResult
    public func identifier(_ identifier: String) -> LayoutConstraint {
        self.identifier = identifier
        return self
    }

    /// Installs the constraint only for these size classes, and returns it.
    @discardableResult
    public func installed(for conditions: SizeClassCondition...) -> LayoutConstraint {
        installedSizeClasses = conditions
        return self
    }

    // MARK: Activation

    /// Activates the constraint in the layout engine of its items' hierarchy.
    ///
    /// - Throws: a ``LayoutError`` if the priority, the numbers, the attributes or the items are
    ///   invalid; the constraint stays inactive. An unsatisfiable required constraint is not an
    ///   error: it is broken and logged (``View/layoutIssues``).
    public func activate(file: String = #fileID, line: Int = #line) throws(LayoutError) {
        try LayoutConstraint.activate([self], file: file, line: line)
    }

    /// Deactivates the constraint (engine-made constraints ignore this).
    public func deactivate() {
        guard kind == .user, isActive else { return }
        isActive = false
        if let engine {
            engine.untrack(self)
            engine.sync(self)
        }
        engine = nil
        isBroken = false
    }

    /// Activates constraints, in order. All are checked first: if one is invalid, none is
    /// activated and the error is thrown. Constraints already active are left as they are.
    public static func activate(_ constraints: [LayoutConstraint], file: String = #fileID,
                                line: Int = #line) throws(LayoutError) {
        var roots: [View] = []
        roots.reserveCapacity(constraints.count)
        for c in constraints { roots.append(try c.validate()) }
        for (c, root) in zip(constraints, roots) where !c.isActive {
            if c.sourceLocation == nil { c.sourceLocation = CodeLocation(fileID: file, line: line) }
            c.isActive = true
            let engine = root.ensureEngine()
            engine.track(c)
            engine.sync(c)
        }
    }

    /// Deactivates constraints.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.deactivate() }
    }

    /// Checks the constraint and returns the root of its hierarchy.
    func validate() throws(LayoutError) -> View {
        guard priority.isValid else { throw .invalidPriority(priority, constraint: description) }
        guard multiplier.isFinite, constant.isFinite else { throw .nonFiniteNumber(constraint: description) }
        guard let first = firstItem, let firstView = first.owningViewForLayout else { throw .missingItem(constraint: description) }
        let k1 = firstAttribute.kind
        if k1 == .none { throw .invalidAttributes(constraint: description, reason: "the first attribute cannot be notAnAttribute") }
        if first is LayoutGuide, firstAttribute.isViewOnly {
            throw .invalidAttributes(constraint: description, reason: "a layout guide has no \(firstAttribute) attribute")
        }
        guard hasSecondItem else {
            if secondAttribute != .notAnAttribute {
                throw .invalidAttributes(constraint: description, reason: "a constraint with no second item needs notAnAttribute as its second attribute")
            }
            if k1 != .dimension {
                throw .invalidAttributes(constraint: description, reason: "a position (\(firstAttribute)) cannot be set to a constant; relate it to another item")
            }
            return firstView.rootView
        }
        guard let second = secondItem, let secondView = second.owningViewForLayout else { throw .missingItem(constraint: description) }
        if second is LayoutGuide, secondAttribute.isViewOnly {
            throw .invalidAttributes(constraint: description, reason: "a layout guide has no \(secondAttribute) attribute")
        }
        let k2 = secondAttribute.kind
        if k2 == .none { throw .invalidAttributes(constraint: description, reason: "notAnAttribute needs a nil second item") }
        if k1 != k2 {
            throw .invalidAttributes(constraint: description, reason: "\(firstAttribute) and \(secondAttribute) measure different things")
        }
        let d1 = firstAttribute.horizontalDirectionality, d2 = secondAttribute.horizontalDirectionality
        if d1 != 0, d2 != 0, d1 != d2 {
            throw .invalidAttributes(constraint: description, reason: "a leading/trailing attribute cannot be related to a left/right one")
        }
        let root = firstView.rootView
        guard secondView.rootView === root else { throw .noCommonAncestor(constraint: description) }
        return root
    }

    // MARK: Description

    /// `'identifier' title.trailing == date.leading - 8 @750 (Form.swift:12)`.
    public var description: String {
        var s = ""
        if let identifier { s += "'\(identifier)' " }
        s += equationDescription
        if !priority.isRequired { s += " @\(priority)" }
        switch kind {
        case .user: if let sourceLocation { s += " (\(sourceLocation))" }
        case .contentHugging: s += " (content hugging)"
        case .compressionResistance: s += " (compression resistance)"
        case .autoresizingMask: s += " (autoresizing mask)"
        case .layoutMarginsGuide: s += " (layout margins)"
        case .safeAreaGuide: s += " (safe area)"
        case .rootFrame: s += " (root frame)"
        }
        return s
    }

    /// `title.trailing == date.leading - 8`.
    public var equationDescription: String {
        let lhs = LayoutConstraint.describe(firstItem, firstAttribute)
        var rhs = ""
        if hasSecondItem {
            if multiplier != 1 { rhs = "\(formatNumber(multiplier))*" }
            rhs += LayoutConstraint.describe(secondItem, secondAttribute)
            if constant != 0 { rhs += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))" }
        } else {
            rhs = formatNumber(constant)
        }
        return "\(lhs) \(relation) \(rhs)"
    }

    static func describe(_ item: LayoutItem?, _ attribute: LayoutAttribute) -> String {
        "\(item?.debugName ?? "<gone>").\(attribute)"
    }
}

extension LayoutAttribute {
    /// Attributes only views have (margins and baselines).
    var isViewOnly: Bool {
        switch self {
        case .firstBaseline, .lastBaseline: true
        default: withoutMargin != nil
        }
    }
}
