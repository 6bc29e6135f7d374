import PlumbDiagnostics
import PlumbLayout
import PlumbMessages

/// What the document says about one view or layout guide of a built layout: its id, the name
/// findings use, where it starts in the file, its design frame and Xcode's saved marks.
public struct ItemRecord: Sendable, Hashable {
    /// Interface Builder's `verifyAmbiguity` (Size inspector, "Ambiguity").
    public enum AmbiguityVerification: String, Sendable, Hashable {
        /// "Verify Position and Size" (the default).
        case positionAndSize
        /// `ignoreSizes`: "Verify Position Only".
        case ignoreSizes
        /// `off`: "Never Verify".
        case off
    }

    /// The element's `id`.
    public var id: String
    /// The name in findings and constraint descriptions: `userLabel`, else the class and the
    /// text (`Label "Name"`), then the id in parentheses: `Label "Name" (abc-12-xyz)`.
    public var name: String
    /// The class as Xcode's outline calls it (`Label`, `Scroll View`, `Safe Area`).
    public var className: String
    /// The XML element name (`label`, `viewLayoutGuide`).
    public var elementName: String
    /// The `customClass` of the element, if any.
    public var customClass: String?
    /// The `userLabel` of the element, if any.
    public var userLabel: String?
    /// Where the element starts.
    public var location: SourceLocation
    /// `<rect key="frame">` in this layout's combination (nil for guides, or when the document
    /// has no frame for the combination).
    public var designFrame: Rect?
    /// What Interface Builder verifies of this item (`verifyAmbiguity`).
    public var verifyAmbiguity: AmbiguityVerification
    /// Xcode's `ambiguous="YES"` and `misplaced="YES"` for this combination.
    public var markedAmbiguous: Bool
    /// Whether Xcode saved `misplaced="YES"` on it.
    public var markedMisplaced: Bool
    /// Whether the item is a layout guide rather than a view.
    public var isGuide: Bool
}
