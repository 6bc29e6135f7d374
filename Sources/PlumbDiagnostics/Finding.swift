import PlumbLayout
import PlumbMessages

/// One thing the diagnostics found in a laid-out hierarchy, in Interface Builder's words.
public struct Finding: Sendable, Hashable {
    /// What kind of problem it is (stable names, used in JSON and SARIF).
    public var kind: Kind
    /// How serious it is: error, warning or note.
    public var severity: Severity
    /// A one-line message in Interface Builder's wording, e.g. `Need constraints for: X position`.
    public var message: String
    /// A longer explanation: why, and what would fix it.
    public var explanation: String
    /// The views and layout guides involved, by name.
    public var items: [String]
    /// The constraints involved, readable and with their source locations when known.
    public var constraints: [ConstraintReference]
    /// Where to point an editor: the first involved constraint's location, when known.
    public var location: Location?
    /// For ambiguity: two frames of the first involved item, both optimal.
    public var witness: Witness?
    /// A concrete change that resolves it, when there is an obvious one.
    public var suggestion: String?
    /// For an unsatisfied optional constraint: how far it is from holding, in points.
    public var shortfall: Double?
    /// For an ambiguous scrollable content size: the values it can take (an end may be
    /// infinite).
    public var range: ValueRange?

    /// Creates a value from its parts.
    public init(
        kind: Kind, severity: Severity, message: String, explanation: String, items: [String],
        constraints: [ConstraintReference] = [], location: Location? = nil, witness: Witness? = nil,
        suggestion: String? = nil
    ) {
        self.kind = kind
        self.severity = severity
        self.message = message
        self.explanation = explanation
        self.items = items
        self.constraints = constraints
        self.location = location ?? constraints.lazy.compactMap(\.location).first
        self.witness = witness
        self.suggestion = suggestion
    }

    /// The kinds of finding. The raw values are the stable identifiers of the JSON and SARIF
    /// output (Docs/diagnostics.md).
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A view's position or size is not determined (IB: "Missing Constraints").
        case ambiguousLayout = "ambiguous-layout"
        /// A scroll view's content width or height is not determined.
        case ambiguousScrollableContentSize = "ambiguous-scrollable-content-size"
        /// Equal hugging or compression-resistance priorities decide nothing.
        case contentPriorityAmbiguity = "content-priority-ambiguity"
        /// Required constraints that cannot all hold (IB: "Conflicting Constraints").
        case conflictingConstraints = "conflicting-constraints"
        /// An optional constraint that could not be satisfied.
        case unsatisfiedConstraint = "unsatisfied-constraint"
        /// A view whose solved frame differs from the frame the document expects.
        case misplacedView = "misplaced-view"
        /// The time limit stopped the diagnosis; other findings may be missing.
        case diagnosticsIncomplete = "diagnostics-incomplete"
        /// A label or button narrower (or a multi-line label shorter) than its text
        /// (``Diagnostics/Options/checksTextFit``).
        case truncatedText = "truncated-text"
        /// Two texts of one superview whose frames overlap (``Diagnostics/Options/checksTextFit``).
        case overlappingText = "overlapping-text"
        /// A view whose solved value is not a finite number: its constraints overflow.
        case numberOverflow = "number-overflow"
    }

    /// How serious a finding is: the severity of every diagnostic.
    public typealias Severity = Diagnostic.Severity

    /// A position in a source file (a Swift file of the DSL, a layout file, a storyboard): the
    /// place type of every diagnostic.
    public typealias Location = SourceLocation

    /// A constraint as the findings show it.
    public struct ConstraintReference: Sendable, Hashable {
        /// Readable: `title.trailing == date.leading - 8 @750`.
        public var description: String
        /// UIKit's identifier (`UISV-spacing`, a user's own), if any.
        public var identifier: String?
        /// Where it is, when known.
        public var location: Location?

        /// Creates a value from its parts.
        public init(description: String, identifier: String? = nil, location: Location? = nil) {
            self.description = description
            self.identifier = identifier
            self.location = location
        }
    }

    /// The values a length can take over the optimal solutions.
    public struct ValueRange: Sendable, Hashable {
        public var lower: Double
        public var upper: Double

        public init(lower: Double, upper: Double) {
            self.lower = lower
            self.upper = upper
        }
    }

    /// Two frames of an item that are both optimal: the freedom an ambiguity leaves.
    public struct Witness: Sendable, Hashable {
        /// The view or layout guide the anchor belongs to.
        public var item: String
        /// One optimal frame.
        public var first: Rect
        /// Another optimal frame, as good as the first.
        public var second: Rect

        /// Creates a value from its parts.
        public init(item: String, first: Rect, second: Rect) {
            self.item = item
            self.first = first
            self.second = second
        }
    }
}
