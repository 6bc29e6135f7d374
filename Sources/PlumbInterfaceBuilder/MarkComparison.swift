import PlumbDiagnostics
import PlumbLayout
import PlumbMessages

/// Xcode's saved marks next to what Plumb finds, for one view: `ambiguous="YES"` or
/// `misplaced="YES"` in the file (written when Xcode last checked the layout) against Plumb's
/// own ambiguity and misplacement, in the design combination (the one the marks were saved for).
public struct MarkComparison: Sendable, Hashable, CustomStringConvertible {
    /// Which mark.
    public enum Mark: String, Sendable, Hashable {
        /// `ambiguous="YES"`: the constraints do not fix the view's frame.
        case ambiguous
        /// `misplaced="YES"`: the frame in the file is not the one the constraints give.
        case misplaced
    }

    /// The kind of mark.
    public var mark: Mark
    /// The view's id and name.
    public var itemID: String
    /// The item, as findings name it.
    public var itemName: String
    /// Where the view starts.
    public var location: SourceLocation
    /// The name of the scene, as findings show it.
    public var sceneName: String
    /// The size class combination.
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
