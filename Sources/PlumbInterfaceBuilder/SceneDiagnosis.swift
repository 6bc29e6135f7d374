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
