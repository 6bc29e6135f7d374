import PlumbLayout

/// A parsed layout file (Docs/format.md): what the file says, before any view exists. Flat
/// lists, not a tree, so that 10,000 levels of nesting cost no recursion anywhere.
///
/// ``LayoutBuilder`` turns it into PlumbLayout views and constraints.
public struct LayoutDocument: Sendable {
    /// The file.
    public var source: LayoutSource
    /// `size WxH`: the root size.
    public var rootSize: Located<Size>?
    /// `traits …`: the size classes (and display scale) of the layout pass.
    public var traits: Located<TraitCollection>?
    /// `keyboard HEIGHT`: a keyboard of this height covers the bottom of the root.
    public var keyboardHeight: Located<Double>?
    /// `keyboard X, Y, WIDTH, HEIGHT`: the keyboard's frame in root coordinates.
    public var keyboardFrame: Located<Rect>?
    /// `focus NAME`: the view scroll views bring into sight above the keyboard.
    public var focus: Located<String>?
    /// `metric NAME = VALUE`, in order.
    public var metrics: [MetricDeclaration] = []
    /// Every view and layout guide, in declaration order (preorder of the nesting).
    public var views: [ViewDeclaration] = []
    /// `NAME.property = value` statements (properties set inside a view's block are in its
    /// declaration instead).
    public var assignments: [PropertyAssignment] = []
    /// Equations and visual format lines, in file order.
    public var constraints: [ConstraintStatement] = []

    /// An empty document of `source` (the parser fills it).
    public init(source: LayoutSource) {
        self.source = source
    }
}

/// A value with the place it was written.
public struct Located<Value: Sendable>: Sendable {
    /// The value.
    public var value: Value
    /// Where the value (or the statement that sets it) starts.
    public var location: TextPosition

    /// `value` written at `location`.
    public init(_ value: Value, at location: TextPosition) {
        self.value = value
        self.location = location
    }
}

/// `metric NAME = NUMBER`: a named constant for equations, priorities and visual formats.
public struct MetricDeclaration: Sendable {
    /// The name.
    public var name: String
    /// The value.
    public var value: Double
    /// The metric's name in the file.
    public var location: TextPosition
}

/// The size classes a declaration is installed for: every member of the list is an
/// alternative (empty: always). `when width == compact { … }` gives `[width: compact]`;
/// nested `when`s intersect, `else` takes the complement.
public typealias InstallCondition = [SizeClassCondition]

/// A view or layout guide declaration: `KIND NAME [in PARENT] [TEXT | SIZE] [{ … }]`.
public struct ViewDeclaration: Sendable {
    /// What kind of view. Controls are plain views with defaults (Docs/format.md).
    public enum Kind: String, Sendable, CaseIterable {
        /// A plain view: no intrinsic size.
        case view
        /// A view with an intrinsic size (from `text` or a size), hugging 251 like IB's labels.
        case label
        /// A text field: intrinsic height 34, width from its placeholder text.
        case field
        /// A button: intrinsic size from its title, 30 high.
        case button
        /// A scroll view: children go into its content.
        case scroll
        /// A stack view: children are its arranged subviews.
        case stack
        /// A layout guide of the enclosing view (no children, no frame of its own).
        case guide
    }

    /// Where a declaration's parent comes from.
    public enum Parent: Sendable {
        /// A top-level declaration without `in`: the root.
        case none
        /// Nested in the block of the declaration at this index of ``LayoutDocument/views``.
        case enclosing(Int)
        /// `in NAME`.
        case named(String, TextPosition)
    }

    /// What kind it is.
    public var kind: Kind
    /// The view's name: unique in the file, the `name` of the view made.
    public var name: String
    /// The location of the name.
    public var location: TextPosition
    /// The location of the kind keyword (the start of the statement).
    public var statementLocation: TextPosition
    /// Where the view goes.
    public var parent: Parent
    /// A label's text, a field's placeholder, a button's title.
    public var text: String?
    /// `label title 200x20`: the intrinsic size given inline.
    public var inlineSize: Located<Size>?
    /// The size classes it is installed for (from enclosing `when` blocks).
    public var condition: InstallCondition
    /// `property = value` statements of its block, in order.
    public var properties: [PropertyAssignment]
}

/// `property = value`, in a view's block (target nil) or as `NAME.property = value`.
public struct PropertyAssignment: Sendable {
    /// The view named before the property (`title` in `title.isHidden = true`), nil in a block.
    public var target: Located<String>?
    /// The property and its sub-keys: `["contentHuggingPriority", "horizontal"]`.
    public var path: [String]
    /// The location of the property's name.
    public var location: TextPosition
    /// The value.
    public var value: PropertyValue
    /// The location of the value's first token.
    public var valueLocation: TextPosition
}

/// The right-hand side of a property assignment.
public enum PropertyValue: Sendable {
    /// One number: `16`, `-0.5`.
    case number(Double)
    /// `WxH`.
    case size(Size)
    /// `true` or `false`.
    case bool(Bool)
    /// A name, with or without Swift's leading dot: `vertical`, `.vertical`.
    case identifier(String)
    /// A quoted string, without its quotes.
    case string(String)
    /// Comma-separated numbers: insets (`8, 16, 8, 16`), points, rectangles.
    case numbers([Double])

    var typeDescription: String {
        switch self {
        case .number: "a number"
        case .size: "a size"
        case .bool: "true or false"
        case .identifier(let name): "'\(name)'"
        case .string: "a string"
        case .numbers(let list): "\(list.count) numbers"
        }
    }
}

/// A number written in an equation, a priority or an option: a literal or a metric's name.
public enum NumberTerm: Sendable {
    /// A number as written: `8`.
    case literal(Double)
    /// The name of a metric (`inset`), and where it stands, to report an unknown one there.
    case metric(String, TextPosition)
}

/// One side of an equation: `multiplier × anchor + constant`, or a bare constant (a number
/// or a size).
public struct Operand: Sendable {
    /// `a.leading`, `scroll.contentLayoutGuide.edges.inset(8)`; nil for a constant side.
    public var anchor: AnchorReference?
    /// Factors: `(term, isDivision)`, applied in order.
    public var factors: [(NumberTerm, Bool)] = []
    /// Signed terms of the constant: `+ 8 - spacing`.
    public var constants: [(NumberTerm, Bool)] = []
    /// `48x48`, for `size` composites.
    public var sizeConstant: Size?
    /// Where the side starts.
    public var location: TextPosition
}

/// `item(.guide)?.attribute(.modifier(args))?`.
public struct AnchorReference: Sendable {
    /// The item: a view or user guide name.
    public var item: Located<String>
    /// A system guide of the item: `layoutMarginsGuide`, `safeAreaLayoutGuide`,
    /// `contentLayoutGuide`, `frameLayoutGuide`.
    public var guide: Located<String>?
    /// `leading`, `width`, `edges`, …
    public var attribute: Located<String>
    /// `.inset(8)`, `.inset(top: 8, left: 16)`, `.offset(x: 4, y: 0)` on composites.
    public var modifier: Modifier?

    /// A composite's modifier call: `inset(top: 8)`, `offset(x: 4, y: 0)`.
    public struct Modifier: Sendable {
        /// `inset` or `offset`.
        public var name: Located<String>
        /// Arguments, with their labels (nil when unlabelled).
        public var arguments: [(label: String?, value: NumberTerm, location: TextPosition)]
    }
}

/// An equation: `lhs RELATION rhs [@priority]`.
///
/// A class, and immutable: an equation is about 600 bytes, with a dozen strings and arrays;
/// the builder reads each through its reference, where a value would be copied (each of them
/// retained and released) before every call that takes it.
public final class Equation: Sendable {
    /// The left-hand side.
    public let lhs: Operand
    /// The relation between the sides.
    public let relation: LayoutRelation
    /// Where `==`, `<=` or `>=` is (errors about relating two anchors point there).
    public let relationLocation: TextPosition
    /// The right-hand side.
    public let rhs: Operand
    /// After `@` or `~`: a number, a named priority or a metric; nil for required.
    public let priority: (NumberTerm, TextPosition)?
    /// The statement's first character: the constraint's `SourceLocation`.
    public let location: TextPosition
    /// The size classes the constraint is installed for (from enclosing `when` blocks).
    public let condition: InstallCondition

    public init(lhs: Operand, relation: LayoutRelation, relationLocation: TextPosition, rhs: Operand,
                priority: (NumberTerm, TextPosition)?, location: TextPosition, condition: InstallCondition) {
        self.lhs = lhs
        self.relation = relation
        self.relationLocation = relationLocation
        self.rhs = rhs
        self.priority = priority
        self.location = location
        self.condition = condition
    }
}

/// A visual format line: `H:|-[title]-[date]-| options: alignAllCenterY`.
public struct VisualFormatStatement: Sendable {
    /// The format string, without `options:` and what follows.
    public var format: String
    /// Where the format string starts (its column 1).
    public var location: TextPosition
    /// `options:` names (`alignAllCenterY`, …), without a leading dot.
    public var options: [Located<String>]
    /// The size classes the constraints are installed for.
    public var condition: InstallCondition
}

/// A constraint statement.
public enum ConstraintStatement: Sendable {
    /// One equation in the words of the DSL: `a.leading == b.trailing + 8`.
    case equation(Equation)
    /// A line of Apple's visual format language: `H:|-[a]-[b]-|`.
    case visualFormat(VisualFormatStatement)
}
