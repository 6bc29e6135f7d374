import PlumbDiagnostics

/// What to report when diagnosing Interface Builder documents.
public struct InterfaceBuilderDiagnosisOptions: Sendable {
    /// Report optional constraints the layout could not satisfy (notes).
    public var reportsUnsatisfiedConstraints = true
    /// How far (points) a solved frame may be from the design frame before the view counts as
    /// misplaced; Interface Builder rounds frames to half points.
    public var misplacementTolerance = 0.5
    /// Add a note finding where Xcode's saved mark (`ambiguous`, `misplaced`) says something
    /// Plumb does not find; agreements and Plumb-only findings are said in the explanation.
    public var reportsMarkDisagreements = true
    /// The combinations to evaluate; nil for every one the document uses.
    public var sizeClasses: [SizeClassCombination]?

    public init() {}
}

/// The findings of one scene in one size-class combination.
public struct SceneDiagnosis: Sendable {
    /// What to report: most severe first, then in hierarchy order; mark notes last.
    public var findings: [InterfaceBuilderFinding]
    /// Xcode's marks against Plumb's findings (design combination only).
    public var marks: [MarkComparison]
    /// Ambiguity findings hidden (or, for `ignoreSizes`, narrowed to the position) by
    /// `verifyAmbiguity`, as they would read.
    public var suppressed: [InterfaceBuilderFinding]
    /// What the import skipped or approximated for this layout.
    public var notes: [InterfaceBuilderNote]
}
