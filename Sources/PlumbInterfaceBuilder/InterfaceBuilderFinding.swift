import PlumbDiagnostics

/// A finding of one scene in one size-class combination, in the document's terms.
///
/// ``finding`` is ready for the usual renderers (text, JSON, SARIF): it is located at the line
/// of the element concerned (the view for ambiguity, misplacement and ties; the first
/// constraint for conflicts and unsatisfied constraints), its message ends with the size-class
/// combination (`Need constraints for: X position (wC hR)`), and its explanation starts with the
/// scene.
public struct InterfaceBuilderFinding: Sendable, Hashable {
    public var finding: Finding
    /// The scene's id and title.
    public var sceneID: String
    public var sceneName: String
    /// The combination it applies to.
    public var sizeClass: SizeClassCombination
    /// The Interface Builder ids of the items involved (views and guides), in the finding's order.
    public var itemIDs: [String]
    /// The ids of the document's constraints involved (engine-made ones have none).
    public var constraintIDs: [String]

    public init(finding: Finding, sceneID: String, sceneName: String, sizeClass: SizeClassCombination,
                itemIDs: [String], constraintIDs: [String]) {
        self.finding = finding
        self.sceneID = sceneID
        self.sceneName = sceneName
        self.sizeClass = sizeClass
        self.itemIDs = itemIDs
        self.constraintIDs = constraintIDs
    }
}
