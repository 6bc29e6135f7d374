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

/// Xcode's saved marks next to what Plumb finds, for one view: `ambiguous="YES"` or
/// `misplaced="YES"` in the file (written when Xcode last checked the layout) against Plumb's
/// own ambiguity and misplacement, in the design combination (the one the marks were saved for).
public struct MarkComparison: Sendable, Hashable, CustomStringConvertible {
    /// Which mark.
    public enum Mark: String, Sendable, Hashable {
        case ambiguous
        case misplaced
    }

    public var mark: Mark
    /// The view's id and name.
    public var itemID: String
    public var itemName: String
    /// Where the view starts.
    public var location: Finding.Location
    public var sceneName: String
    public var sizeClass: SizeClassCombination
    /// Whether the file carries the mark.
    public var xcode: Bool
    /// Whether Plumb finds the view ambiguous (before `verifyAmbiguity` hides it) or misplaced.
    public var plumb: Bool
    /// Why they differ, or what else is worth knowing (a warning hidden by `verifyAmbiguity`).
    public var detail: String

    /// Whether Xcode and Plumb agree.
    public var agrees: Bool { xcode == plumb }

    /// `Main.storyboard:12:21: Label "Name" (abc-12-xyz) ambiguous: Xcode yes, Plumb no (disagree) — …`.
    public var description: String {
        let verdict = agrees ? "agree" : "disagree"
        var s = "\(location): \(itemName) \(mark.rawValue): Xcode \(xcode ? "yes" : "no"), Plumb \(plumb ? "yes" : "no") (\(verdict))"
        if !detail.isEmpty { s += " — \(detail)" }
        return s
    }
}
