import PlumbDiagnostics

/// What to report when diagnosing Interface Builder documents.
public struct InterfaceBuilderDiagnosisOptions: Sendable {
    /// Report optional constraints the layout could not satisfy (notes).
    public var reportsUnsatisfiedConstraints = true
    /// How far (points) a solved frame may be from the design frame before the view counts as
    /// misplaced (default ``CanvasMetrics`` 1 point: a whole pixel on every screen scale).
    public var misplacementTolerance = CanvasMetrics.misplacementTolerance
    /// Add a note finding where Xcode's saved mark (`ambiguous`, `misplaced`) says something
    /// Plumb does not find; agreements and Plumb-only findings are said in the explanation.
    public var reportsMarkDisagreements = true
    /// The combinations to evaluate; nil for every one the document uses.
    public var sizeClasses: [SizeClassCombination]?
    /// When to stop looking for ambiguity (``Diagnostics/Options/deadline``); applies to each
    /// layout diagnosed. Nil: no limit.
    public var deadline: ContinuousClock.Instant?

    /// The default settings.
    public init() {}
}
