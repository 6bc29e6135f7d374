import PlumbSolver

/// Something constraints can position: a ``View`` or a ``LayoutGuide``.
///
/// Every item has four solver variables for its alignment rectangle (minX, minY, width,
/// height) in the coordinates of its hierarchy's root, ignoring bounds origins (scrolling);
/// every other attribute is an expression over them. Items are compared by identity.
///
/// Open because ``View`` is; its initializer is internal, so views and guides are the only items.
open class LayoutItem: CustomStringConvertible {
    /// A name used in descriptions, logs and visual format views dictionaries.
    public var name: String

    /// The identity of ``minX``; ``minY``, ``widthVariable`` and ``heightVariable`` follow it.
    /// The four variables are made when asked for: stored, they took 96 bytes an item.
    private let firstVariable: Int
    var minX: Variable { Variable(reserved: firstVariable, name: "minX") }
    var minY: Variable { Variable(reserved: firstVariable + 1, name: "minY") }
    var widthVariable: Variable { Variable(reserved: firstVariable + 2, name: "width") }
    var heightVariable: Variable { Variable(reserved: firstVariable + 3, name: "height") }

    /// The active constraints on this item that the engine of its hierarchy tracks, so that the
    /// work on one item or subtree (a cell leaving a grid) is proportional to the constraints
    /// that touch it. Entries another engine tracks (the item moved) are skipped and dropped
    /// as the lists are filtered.
    @exclusivity(unchecked) var trackedConstraints: [LayoutConstraint] = []
    /// Set while a split of the hierarchy (``LayoutEngine/detach(subtree:)``) sorts the constraints of one side.
    var isLeavingEngine = false
    /// How constraints and the engine name this item without keeping it alive.
    let handle = Handle<LayoutItem>()

    init(name: String) {
        self.name = name
        // Attribute names alone (above): short enough to live inside the `String` (no
        // allocation), where "\(name).minX" was a heap string per variable that every copy of a
        // term retained and released (measurable in building or removing a large grid). Nothing
        // Plumb prints names a layout's variables; its diagnostics name the item and attribute.
        firstVariable = Variable.reserveIdentities(4)
        handle.object = self
    }

    deinit {
        // A view has emptied it already, first thing in its own deinit; a guide does it here.
        handle.object = nil
    }

    /// The name, or the class and a number when the name is empty.
    public var debugName: String { name.isEmpty ? "\(defaultNamePrefix)#\(minX.id)" : name }

    var defaultNamePrefix: String { "item" }

    /// A readable form, as Plumb prints it.
    public var description: String { debugName }

    /// The view whose hierarchy the item belongs to (itself for a view, the owner for a guide).
    var owningViewForLayout: View? { nil }

    /// Appends the attribute's solver terms (alignment-rect terms), each coefficient times
    /// `factor`, to `terms` and returns its constant; nil (nothing appended) if the item has no
    /// such attribute. `other` is the other item of the constraint (nil for a constant): scroll
    /// views resolve their edges differently for their descendants. Both sides of a
    /// constraint append into one array: an expression per side was two more allocations for
    /// every constraint of a layout.
    func appendTerms(for attribute: LayoutAttribute, relativeTo other: LayoutItem?, times factor: Double,
                     to terms: inout [Term]) -> Double? {
        let edge: Variable, size: Variable?, share: Double
        switch attribute {
        case .left, .leading: (edge, size, share) = (minX, nil, 0)
        case .right, .trailing: (edge, size, share) = (minX, widthVariable, 1)
        case .centerX: (edge, size, share) = (minX, widthVariable, 0.5)
        case .width: (edge, size, share) = (widthVariable, nil, 0)
        case .top: (edge, size, share) = (minY, nil, 0)
        case .bottom: (edge, size, share) = (minY, heightVariable, 1)
        case .centerY: (edge, size, share) = (minY, heightVariable, 0.5)
        case .height: (edge, size, share) = (heightVariable, nil, 0)
        default: return nil
        }
        terms.append(Term(edge, factor))
        if let size { terms.append(Term(size, share * factor)) }
        return 0
    }

    /// The attribute as a linear expression of solver variables (``appendTerms(for:relativeTo:times:to:)``).
    final func expression(for attribute: LayoutAttribute, relativeTo other: LayoutItem?) -> Expression? {
        var terms: [Term] = []
        terms.reserveCapacity(attribute.termCount)
        guard let constant = appendTerms(for: attribute, relativeTo: other, times: 1, to: &terms) else { return nil }
        return Expression(terms: terms, constant: constant)
    }

    /// The solved alignment rectangle in root coordinates (no bounds origins applied).
    func solvedRect(_ engine: LayoutEngine) -> Rect {
        let (x, y, width, height) = engine.solver.values(of: minX, minY, widthVariable, heightVariable)
        return Rect(x: x, y: y, width: width, height: height)
    }

    // MARK: Anchors (see Docs/dsl.md: `a.leading == b.trailing + 8`)

    /// The left edge.
    public var left: XAxisAnchor { XAxisAnchor(self, .left) }
    /// The right edge.
    public var right: XAxisAnchor { XAxisAnchor(self, .right) }
    /// The leading edge: left, or right where the constraint resolves right to left.
    public var leading: XAxisAnchor { XAxisAnchor(self, .leading) }
    /// The trailing edge: right, or left where the constraint resolves right to left.
    public var trailing: XAxisAnchor { XAxisAnchor(self, .trailing) }
    /// The horizontal centre.
    public var centerX: XAxisAnchor { XAxisAnchor(self, .centerX) }
    /// The top edge.
    public var top: YAxisAnchor { YAxisAnchor(self, .top) }
    /// The bottom edge.
    public var bottom: YAxisAnchor { YAxisAnchor(self, .bottom) }
    /// The vertical centre.
    public var centerY: YAxisAnchor { YAxisAnchor(self, .centerY) }
    /// The width.
    public var width: DimensionAnchor { DimensionAnchor(self, .width) }
    /// The height.
    public var height: DimensionAnchor { DimensionAnchor(self, .height) }

    /// Top, leading, bottom and trailing together.
    public var edges: EdgesAnchor { EdgesAnchor(self) }
    /// Leading and trailing together.
    public var horizontalEdges: HorizontalEdgesAnchor { HorizontalEdgesAnchor(self) }
    /// Top and bottom together.
    public var verticalEdges: VerticalEdgesAnchor { VerticalEdgesAnchor(self) }
    /// Width and height together.
    public var size: SizeAnchor { SizeAnchor(self) }
    /// CenterX and centerY together.
    public var center: CenterAnchor { CenterAnchor(self) }
}
