import PlumbDiagnostics
import PlumbLayout

/// A finding of one scene in one size-class combination, in the document's terms.
///
/// ``finding`` is ready for the usual renderers (text, JSON, SARIF): it is located at the line
/// of the element concerned (the view for ambiguity, misplacement and ties; the first
/// constraint for conflicts and unsatisfied constraints), its message ends with the size-class
/// combination in a document with variations (`Need constraints for: X position (wR hR)`), and
/// its explanation starts with the scene.
public struct InterfaceBuilderFinding: Sendable, Hashable {
    /// The finding, in the document's names and at its lines.
    public var finding: Finding
    /// The scene's id and title.
    public var sceneID: String
    /// The name of the scene, as findings show it.
    public var sceneName: String
    /// The combination it applies to.
    public var sizeClass: SizeClassCombination
    /// Whether that is the design combination, the one Xcode's saved frames and marks are of
    /// (a finding in another combination has no mark to agree or disagree with).
    public var inDesignCombination = true
    /// The Interface Builder ids of the items involved (views and guides), in the finding's order.
    public var itemIDs: [String]
    /// The ids of the document's constraints involved (engine-made ones have none).
    public var constraintIDs: [String]
    /// The Interface Builder id of the view the finding is about (ambiguity, ties, scroll
    /// content, misplacement: its first item), else nil.
    public var elementID: String?
    /// The axis it is about, where it has one (ambiguity, ties, scroll content size).
    public var axis: LayoutAxis?
    /// Whether `verifyAmbiguity` hides it (it is then a note that says so).
    public var isSuppressed = false
    /// A frame Plumb computes differently from the one Xcode saved without a misplaced mark:
    /// a difference between Plumb's model and Xcode's canvas, not a misplaced view (a note;
    /// text output folds these into one note per file, ``canvasDifferenceExplanation``).
    public var isCanvasDifference = false
    /// A conflict whose broken constraint the frames Xcode saved break too: Xcode's canvas
    /// resolved the same conflict the same way (Xcode saves no mark for a conflict; its frames
    /// are the evidence).
    public var savedFramesAgree = false
    /// A conflict the frames Xcode saved show its canvas had too: they break the constraint
    /// Plumb breaks (``savedFramesAgree``) or another member written in the file, between views
    /// Xcode did not mark (the explanation says which).
    public var savedFramesConfirm = false

    /// Why a frame Xcode saved unmarked is only a note, said once per file.
    public static let canvasDifferenceExplanation = "Interface Builder saved these frames without a misplaced mark, so on its canvas the views were in place: Plumb lays them out differently (it measures text with its own font model, and does not model every bar and margin), which is why these are notes."

    /// Creates a value from its parts.
    public init(finding: Finding, sceneID: String, sceneName: String, sizeClass: SizeClassCombination,
                itemIDs: [String], constraintIDs: [String]) {
        self.finding = finding
        self.sceneID = sceneID
        self.sceneName = sceneName
        self.sizeClass = sizeClass
        self.itemIDs = itemIDs
        self.constraintIDs = constraintIDs
        switch finding.kind {
        case .ambiguousLayout, .contentPriorityAmbiguity, .ambiguousScrollableContentSize, .misplacedView:
            elementID = itemIDs.first
        default:
            elementID = nil
        }
        axis = InterfaceBuilderFinding.axis(of: finding)
    }

    /// The axis of an ambiguity, a tie or a scroll content size, from Diagnostics' message
    /// (`Need constraints for: Y position`, `Has ambiguous scrollable content width`,
    /// `Content Priority Ambiguity: … horizontal …`).
    static func axis(of finding: Finding) -> LayoutAxis? {
        let text = finding.message
        switch finding.kind {
        case .ambiguousLayout, .ambiguousScrollableContentSize:
            if text.contains("X position") || text.contains("content width") || text.hasSuffix(": width")
                || text.contains("width (") || text.hasSuffix("width") { return .horizontal }
            if text.contains("Y position") || text.contains("height") { return .vertical }
            return nil
        case .contentPriorityAmbiguity:
            // The message names the views (whose texts may say anything): read its direction only.
            if text.contains("the same horizontal") { return .horizontal }
            if text.contains("the same vertical") { return .vertical }
            return nil
        default:
            return nil
        }
    }
}
