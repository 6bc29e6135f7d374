// The DSL operators. The overload set is deliberately small (see Docs/dsl.md, "Type-check
// budget"): one `==`/`<=`/`>=` per anchor type, one more per relation for a dimension and a
// constant, `+ - * /` with a Double on each anchor type, and `~` for priorities.

precedencegroup LayoutPriorityPrecedence {
    associativity: left
    lowerThan: ComparisonPrecedence
    higherThan: LogicalConjunctionPrecedence
}

/// `constraint ~ priority`: sets the priority of a constraint being built (`a.width == 100 ~ 750`).
infix operator ~ : LayoutPriorityPrecedence

// MARK: Relations (return inactive constraints)

/// A constraint (not yet active) that the left side is equal to the right side; `activate {}` turns it on.
public func == (lhs: XAxisAnchor, rhs: XAxisAnchor) -> LayoutConstraint { lhs.relate(.equal, rhs) }
/// A constraint (not yet active) that the left side is at most the right side; `activate {}` turns it on.
public func <= (lhs: XAxisAnchor, rhs: XAxisAnchor) -> LayoutConstraint { lhs.relate(.lessThanOrEqual, rhs) }
/// A constraint (not yet active) that the left side is at least the right side; `activate {}` turns it on.
public func >= (lhs: XAxisAnchor, rhs: XAxisAnchor) -> LayoutConstraint { lhs.relate(.greaterThanOrEqual, rhs) }

/// A constraint (not yet active) that the left side is equal to the right side; `activate {}` turns it on.
public func == (lhs: YAxisAnchor, rhs: YAxisAnchor) -> LayoutConstraint { lhs.relate(.equal, rhs) }
/// A constraint (not yet active) that the left side is at most the right side; `activate {}` turns it on.
public func <= (lhs: YAxisAnchor, rhs: YAxisAnchor) -> LayoutConstraint { lhs.relate(.lessThanOrEqual, rhs) }
/// A constraint (not yet active) that the left side is at least the right side; `activate {}` turns it on.
public func >= (lhs: YAxisAnchor, rhs: YAxisAnchor) -> LayoutConstraint { lhs.relate(.greaterThanOrEqual, rhs) }

/// A constraint (not yet active) that the left side is equal to the right side; `activate {}` turns it on.
public func == (lhs: DimensionAnchor, rhs: DimensionAnchor) -> LayoutConstraint { lhs.relate(.equal, rhs) }
/// A constraint (not yet active) that the left side is at most the right side; `activate {}` turns it on.
public func <= (lhs: DimensionAnchor, rhs: DimensionAnchor) -> LayoutConstraint { lhs.relate(.lessThanOrEqual, rhs) }
/// A constraint (not yet active) that the left side is at least the right side; `activate {}` turns it on.
public func >= (lhs: DimensionAnchor, rhs: DimensionAnchor) -> LayoutConstraint {
    lhs.relate(.greaterThanOrEqual, rhs)
}

/// A constraint (not yet active) that the left side is equal to the right side; `activate {}` turns it on.
public func == (lhs: DimensionAnchor, rhs: Double) -> LayoutConstraint { lhs.relate(.equal, rhs) }
/// A constraint (not yet active) that the left side is at most the right side; `activate {}` turns it on.
public func <= (lhs: DimensionAnchor, rhs: Double) -> LayoutConstraint { lhs.relate(.lessThanOrEqual, rhs) }
/// A constraint (not yet active) that the left side is at least the right side; `activate {}` turns it on.
public func >= (lhs: DimensionAnchor, rhs: Double) -> LayoutConstraint { lhs.relate(.greaterThanOrEqual, rhs) }

// MARK: Constants and multipliers

/// The sum of both sides, as an expression.
public func + (lhs: XAxisAnchor, rhs: Double) -> XAxisAnchor { lhs.offset(rhs) }
/// The difference of both sides, as an expression.
public func - (lhs: XAxisAnchor, rhs: Double) -> XAxisAnchor { lhs.offset(-rhs) }
/// The expression scaled by a constant.
public func * (lhs: XAxisAnchor, rhs: Double) -> XAxisAnchor { lhs.scaled(rhs) }
/// The expression divided by a constant.
public func / (lhs: XAxisAnchor, rhs: Double) -> XAxisAnchor { lhs.scaled(1 / rhs) }

/// The sum of both sides, as an expression.
public func + (lhs: YAxisAnchor, rhs: Double) -> YAxisAnchor { lhs.offset(rhs) }
/// The difference of both sides, as an expression.
public func - (lhs: YAxisAnchor, rhs: Double) -> YAxisAnchor { lhs.offset(-rhs) }
/// The expression scaled by a constant.
public func * (lhs: YAxisAnchor, rhs: Double) -> YAxisAnchor { lhs.scaled(rhs) }
/// The expression divided by a constant.
public func / (lhs: YAxisAnchor, rhs: Double) -> YAxisAnchor { lhs.scaled(1 / rhs) }

/// The sum of both sides, as an expression.
public func + (lhs: DimensionAnchor, rhs: Double) -> DimensionAnchor { lhs.offset(rhs) }
/// The difference of both sides, as an expression.
public func - (lhs: DimensionAnchor, rhs: Double) -> DimensionAnchor { lhs.offset(-rhs) }
/// The expression scaled by a constant.
public func * (lhs: DimensionAnchor, rhs: Double) -> DimensionAnchor { lhs.scaled(rhs) }
/// The expression divided by a constant.
public func / (lhs: DimensionAnchor, rhs: Double) -> DimensionAnchor { lhs.scaled(1 / rhs) }

// MARK: Composite anchors (return several constraints)

/// Four constraints: top, leading, bottom, trailing.
public func == (lhs: EdgesAnchor, rhs: EdgesAnchor) -> [LayoutConstraint] {
    let a = lhs.parts, b = rhs.parts
    return [a.top.relate(.equal, b.top), a.leading.relate(.equal, b.leading),
            a.bottom.relate(.equal, b.bottom), a.trailing.relate(.equal, b.trailing)]
}

/// Two constraints: leading, trailing.
public func == (lhs: HorizontalEdgesAnchor, rhs: HorizontalEdgesAnchor) -> [LayoutConstraint] {
    let a = lhs.parts, b = rhs.parts
    return [a.0.relate(.equal, b.0), a.1.relate(.equal, b.1)]
}

/// Two constraints: top, bottom.
public func == (lhs: VerticalEdgesAnchor, rhs: VerticalEdgesAnchor) -> [LayoutConstraint] {
    let a = lhs.parts, b = rhs.parts
    return [a.0.relate(.equal, b.0), a.1.relate(.equal, b.1)]
}

/// Two constraints: centerX, centerY.
public func == (lhs: CenterAnchor, rhs: CenterAnchor) -> [LayoutConstraint] {
    let a = lhs.parts, b = rhs.parts
    return [a.0.relate(.equal, b.0), a.1.relate(.equal, b.1)]
}

/// Two constraints: width, height.
public func == (lhs: SizeAnchor, rhs: SizeAnchor) -> [LayoutConstraint] { sizeRelation(lhs, .equal, rhs) }
/// A constraint (not yet active) that the left side is at most the right side; `activate {}` turns it on.
public func <= (lhs: SizeAnchor, rhs: SizeAnchor) -> [LayoutConstraint] { sizeRelation(lhs, .lessThanOrEqual, rhs) }
/// A constraint (not yet active) that the left side is at least the right side; `activate {}` turns it on.
public func >= (lhs: SizeAnchor, rhs: SizeAnchor) -> [LayoutConstraint] {
    sizeRelation(lhs, .greaterThanOrEqual, rhs)
}

/// Two constraints: width and height against constants.
public func == (lhs: SizeAnchor, rhs: Size) -> [LayoutConstraint] { sizeRelation(lhs, .equal, rhs) }
/// A constraint (not yet active) that the left side is at most the right side; `activate {}` turns it on.
public func <= (lhs: SizeAnchor, rhs: Size) -> [LayoutConstraint] { sizeRelation(lhs, .lessThanOrEqual, rhs) }
/// A constraint (not yet active) that the left side is at least the right side; `activate {}` turns it on.
public func >= (lhs: SizeAnchor, rhs: Size) -> [LayoutConstraint] { sizeRelation(lhs, .greaterThanOrEqual, rhs) }

func sizeRelation(_ lhs: SizeAnchor, _ relation: LayoutRelation, _ rhs: SizeAnchor) -> [LayoutConstraint] {
    let a = lhs.parts, b = rhs.parts
    return [a.0.relate(relation, b.0), a.1.relate(relation, b.1)]
}

func sizeRelation(_ lhs: SizeAnchor, _ relation: LayoutRelation, _ rhs: Size) -> [LayoutConstraint] {
    let a = lhs.parts
    return [a.0.relate(relation, rhs.width), a.1.relate(relation, rhs.height)]
}

// MARK: Priority

/// Sets the priority of a constraint being built: `a.width == 100 ~ 750`, `… ~ .defaultHigh`.
/// The value is checked on activation (an invalid one makes activation throw).
@discardableResult
public func ~ (lhs: LayoutConstraint, rhs: LayoutPriority) -> LayoutConstraint { lhs.priority(rhs) }

/// Sets the priority of every constraint of a composite: `a.size == b.size ~ 750`.
@discardableResult
public func ~ (lhs: [LayoutConstraint], rhs: LayoutPriority) -> [LayoutConstraint] { lhs.priority(rhs) }

extension Array where Element == LayoutConstraint {
    /// Sets the priority of every constraint (see ``LayoutConstraint/priority(_:)``) and returns them.
    @discardableResult
    public func priority(_ priority: LayoutPriority) -> [LayoutConstraint] {
        for c in self { c.priority(priority) }
        return self
    }

    /// Sets the identifier of every constraint and returns them.
    @discardableResult
    public func identifier(_ identifier: String) -> [LayoutConstraint] {
        for c in self { c.identifier = identifier }
        return self
    }

    /// Installs every constraint only for these size classes, and returns them.
    @discardableResult
    public func installed(for conditions: SizeClassCondition...) -> [LayoutConstraint] {
        for c in self { c.installedSizeClasses = conditions }
        return self
    }
}
