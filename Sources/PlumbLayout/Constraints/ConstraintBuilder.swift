import PlumbMessages

/// Collects constraints for ``activate(file:line:_:)``: one constraint or composite per line,
/// with `if`, `if`/`else` and `for`. Each constraint records the line it is written on.
@resultBuilder
public enum ConstraintBuilder {
    /// Result-builder support for `activate { }`: how the constraints of a block are collected.
    public static func buildExpression(_ constraint: LayoutConstraint, file: String = #fileID,
                                       line: Int = #line) -> [LayoutConstraint] {
        if constraint.sourceLocation == nil { constraint.sourceLocation = SourceLocation(fileID: file, line: line) }
        return [constraint]
    }

    /// Result-builder support for `activate { }`: how the constraints of a block are collected.
    public static func buildExpression(_ constraints: [LayoutConstraint], file: String = #fileID,
                                       line: Int = #line) -> [LayoutConstraint] {
        for c in constraints where c.sourceLocation == nil { c.sourceLocation = SourceLocation(fileID: file, line: line) }
        return constraints
    }

    /// Result-builder support for `activate { }`: how the constraints of a block are collected.
    public static func buildBlock(_ parts: [LayoutConstraint]...) -> [LayoutConstraint] { parts.flatMap { $0 } }
    /// Result-builder support for `activate { }`: how the constraints of a block are collected.
    public static func buildOptional(_ part: [LayoutConstraint]?) -> [LayoutConstraint] { part ?? [] }
    /// Result-builder support for `activate { }`: how the constraints of a block are collected.
    public static func buildEither(first part: [LayoutConstraint]) -> [LayoutConstraint] { part }
    /// Result-builder support for `activate { }`: how the constraints of a block are collected.
    public static func buildEither(second part: [LayoutConstraint]) -> [LayoutConstraint] { part }
    /// Result-builder support for `activate { }`: how the constraints of a block are collected.
    public static func buildArray(_ parts: [[LayoutConstraint]]) -> [LayoutConstraint] { parts.flatMap { $0 } }
    /// Result-builder support for `activate { }`: how the constraints of a block are collected.
    public static func buildLimitedAvailability(_ part: [LayoutConstraint]) -> [LayoutConstraint] { part }
}

/// Builds constraints and activates them together:
///
///     try activate {
///         title.leading == root.leadingMargin
///         date.leading == title.trailing + 8
///         date.width >= 50 ~ 750
///     }
///
/// It turns ``View/translatesAutoresizingMaskIntoConstraints`` off on every view a
/// constraint names that has a superview and is not an ancestor of the constraint's other
/// item (the views the constraints position), unless the program placed that view by its
/// frame (set its ``View/frame``, or set the flag to true itself). So `root.edges == card.edges`
/// and `card.edges == root.edges` both lay `card` out by constraints and leave `root` alone: a
/// view's flag does not depend on which side of `==` it is written (Docs/dsl.md). All
/// constraints are checked before any is activated (see ``LayoutConstraint/activate(_:file:line:)``).
///
/// - Returns: the constraints, active, in the order written.
@discardableResult
public func activate(file: String = #fileID, line: Int = #line,
                     @ConstraintBuilder _ constraints: () -> [LayoutConstraint]) throws(LayoutError) -> [LayoutConstraint] {
    let list = constraints()
    var roots = RootCache()
    for c in list { _ = try c.validate(roots: &roots) }
    for c in list { c.turnOffAutoresizingOfPositionedViews() }
    try LayoutConstraint.activate(list, file: file, line: line)
    return list
}

/// Builds constraints without activating them (for later ``LayoutConstraint/activate(_:file:line:)``
/// or ``LayoutConstraint/deactivate(_:)``).
public func constraints(@ConstraintBuilder _ constraints: () -> [LayoutConstraint]) -> [LayoutConstraint] {
    constraints()
}

extension LayoutConstraint {
    /// The DSL's rule for ``View/translatesAutoresizingMaskIntoConstraints`` (see
    /// ``activate(file:line:_:)``): each view item with a superview that is not an ancestor of
    /// the other item is positioned by this constraint, so its frame must not pin it, unless the
    /// program asked for exactly that (``View/isPlacedByFrame``).
    func turnOffAutoresizingOfPositionedViews() {
        let first = firstItem, second = hasSecondItem ? secondItem : nil
        for (item, other) in [(first, second), (second, first)] {
            guard let view = item as? View, view.superview != nil, !view.isPlacedByFrame else { continue }
            if let otherView = other?.owningViewForLayout, otherView !== view, otherView.isDescendant(of: view) { continue }
            view.translatesAutoresizingMaskIntoConstraints = false
        }
    }
}
