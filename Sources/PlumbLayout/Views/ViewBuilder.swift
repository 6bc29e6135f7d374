/// Builds a list of views for ``View/init(_:subviews:)``, with `if`, `if`/`else` and `for`.
@resultBuilder
public enum ViewBuilder {
    /// Result-builder support for `activate { }`: how the constraints of a block are collected.
    public static func buildExpression(_ view: View) -> [View] { [view] }
    /// Result-builder support for `activate { }`: how the constraints of a block are collected.
    public static func buildExpression(_ views: [View]) -> [View] { views }
    /// Result-builder support for `activate { }`: how the constraints of a block are collected.
    public static func buildBlock(_ parts: [View]...) -> [View] { parts.flatMap { $0 } }
    /// Result-builder support for `activate { }`: how the constraints of a block are collected.
    public static func buildOptional(_ part: [View]?) -> [View] { part ?? [] }
    /// Result-builder support for `activate { }`: how the constraints of a block are collected.
    public static func buildEither(first part: [View]) -> [View] { part }
    /// Result-builder support for `activate { }`: how the constraints of a block are collected.
    public static func buildEither(second part: [View]) -> [View] { part }
    /// Result-builder support for `activate { }`: how the constraints of a block are collected.
    public static func buildArray(_ parts: [[View]]) -> [View] { parts.flatMap { $0 } }
    /// Result-builder support for `activate { }`: how the constraints of a block are collected.
    public static func buildLimitedAvailability(_ part: [View]) -> [View] { part }
}
