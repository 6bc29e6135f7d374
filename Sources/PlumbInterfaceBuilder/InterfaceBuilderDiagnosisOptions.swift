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
    /// Lay every view controller's scene out on this device and orientation instead of the
    /// document's combinations (a device matrix runs one diagnosis per entry). Frames saved for
    /// the design device say nothing here: no misplacement, no comparison with Xcode's marks.
    public var device: (device: Device, landscape: Bool)?
    /// The combinations to evaluate; nil for every one the document uses.
    public var sizeClasses: [SizeClassCombination]?
    /// When to stop looking for ambiguity (``Diagnostics/Options/deadline``); applies to each
    /// layout diagnosed. Nil: no limit.
    public var deadline: ContinuousClock.Instant?

    /// The default settings.
    public init() {}
}
