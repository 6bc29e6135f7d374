import PlumbDiagnostics
import PlumbLayout
import PlumbMessages

/// What the document says about one `<constraint>` of a built layout.
public struct ConstraintRecord: Sendable, Hashable {
    /// The element's `id`.
    public var id: String
    /// `userLabel` (the outline name), if any.
    public var userLabel: String?
    /// The runtime `identifier`, if any.
    public var identifier: String?
    /// Where the element starts.
    public var location: SourceLocation
    /// `placeholder="YES"`: removed at build time (such constraints are not activated).
    public var isPlaceholder: Bool
    /// `symbolic="YES"`: standard (system) spacing.
    public var isSymbolic: Bool
    /// The equation with the document's names, as activated.
    public var equation: String
}
