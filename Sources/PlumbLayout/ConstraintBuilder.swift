/// Collects constraints for ``activate(file:line:_:)``: one constraint or composite per line,
/// with `if`, `if`/`else` and `for`. Each constraint records the line it is written on.
@resultBuilder
public enum ConstraintBuilder {
    public static func buildExpression(_ constraint: LayoutConstraint, file: String = #fileID,
                                       line: Int = #line) -> [LayoutConstraint] {
        if constraint.sourceLocation == nil { constraint.sourceLocation = CodeLocation(fileID: file, line: line) }
        return [constraint]
    }

    public static func buildExpression(_ constraints: [LayoutConstraint], file: String = #fileID,
                                       line: Int = #line) -> [LayoutConstraint] {
        for c in constraints where c.sourceLocation == nil { c.sourceLocation = CodeLocation(fileID: file, line: line) }
        return constraints
    }

    public static func buildBlock(_ parts: [LayoutConstraint]...) -> [LayoutConstraint] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [LayoutConstraint]?) -> [LayoutConstraint] { part ?? [] }
    public static func buildEither(first part: [LayoutConstraint]) -> [LayoutConstraint] { part }
    public static func buildEither(second part: [LayoutConstraint]) -> [LayoutConstraint] { part }
    public static func buildArray(_ parts: [[LayoutConstraint]]) -> [LayoutConstraint] { parts.flatMap { $0 } }
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
/// Like the common Auto Layout DSLs, it sets ``View/translatesAutoresizingMaskIntoConstraints``
/// to false on the first item of each constraint when that item is a view with a superview.
/// All constraints are checked before any is activated (see
/// ``LayoutConstraint/activate(_:file:line:)``).
///
/// - Returns: the constraints, active, in the order written.
@discardableResult
public func activate(file: String = #fileID, line: Int = #line,
                     @ConstraintBuilder _ constraints: () -> [LayoutConstraint]) throws(LayoutError) -> [LayoutConstraint] {
    let list = constraints()
    for c in list { _ = try c.validate() }
    for c in list {
        if let view = c.firstItem as? View, view.superview != nil { view.translatesAutoresizingMaskIntoConstraints = false }
    }
    try LayoutConstraint.activate(list, file: file, line: line)
    return list
}

/// Builds constraints without activating them (for later ``LayoutConstraint/activate(_:file:line:)``
/// or ``LayoutConstraint/deactivate(_:)``).
public func constraints(@ConstraintBuilder _ constraints: () -> [LayoutConstraint]) -> [LayoutConstraint] {
    constraints()
}
