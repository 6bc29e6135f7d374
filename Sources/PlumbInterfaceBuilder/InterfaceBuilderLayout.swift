import PlumbDiagnostics
import PlumbLayout
import PlumbMessages

/// A scene's hierarchy built for one size-class combination: the root ``View`` with every
/// installed view, guide and constraint of the document, the size and traits to lay it out
/// with, the design frames, and the records that map PlumbLayout items back to the document.
///
/// Not thread-safe (views are classes): use a layout on one thread.
public final class InterfaceBuilderLayout {
    /// The scene it was built from.
    public let scene: InterfaceBuilderScene
    /// The combination it was built for.
    public let sizeClass: SizeClassCombination
    /// Whether that is the design combination (the one the frames and marks were saved for).
    public let isDesignConfiguration: Bool
    /// The root size (the device's, the freeform size, the frame's, or the size given).
    public let size: Size
    /// The root's safe-area insets: device, status bar and simulated bars.
    public let safeAreaInsets: EdgeInsets
    /// The device the combination is laid out on (the design device, or a stand-in for a
    /// combination it does not have).
    public let device: Device?
    /// Whether the layout is in landscape.
    public let isLandscape: Bool
    /// The root view (the view controller's view, the top-level view or the cell's content view).
    public let root: View
    /// The constraints read from the document, activated, in document order.
    public let constraints: [LayoutConstraint]
    /// The `placeholder="YES"` constraints, removed at build time.
    public let removedPlaceholders: [ConstraintRecord]
    /// The frames the document expects, by item name (``Diagnostics/Options/expectedFrames``):
    /// every installed view's `<rect key="frame">` but the root's, in the design combination;
    /// in the others only frames written for that combination.
    public let expectedFrames: [String: Rect]
    /// What was skipped or approximated while building.
    public let notes: [InterfaceBuilderNote]

    /// Every item with a record (views in preorder, then guides).
    public let items: [ItemRecord]
    let itemRecords: [ObjectIdentifier: ItemRecord]
    let itemsByName: [String: ItemRecord]
    let viewsByName: [String: View]
    let constraintRecords: [ObjectIdentifier: ConstraintRecord]
    let constraintsByLocation: [SourceLocation: ConstraintRecord]
    /// The `placeholder="YES"` constraints, built but not active: Interface Builder's canvas
    /// (and so its checks and saved frames) uses them, the app does not.
    let placeholderConstraints: [LayoutConstraint]
    /// Whether this is Interface Builder's canvas: the placeholders are active
    /// (``InterfaceBuilderScene/canvasLayout(for:)``).
    public private(set) var isCanvas = false
    /// Scroll views with the content-inset adjustment they start with.
    let scrollViews: [ScrollView]
    /// The scroll views Interface Builder checks for a scrollable content size.
    let checkedScrollViews: [CheckedScrollView]

    init(scene: InterfaceBuilderScene, sizeClass: SizeClassCombination, size: Size, safeAreaInsets: EdgeInsets,
         device: Device?, isLandscape: Bool, root: View, constraints: [LayoutConstraint],
         removedPlaceholders: [ConstraintRecord], expectedFrames: [String: Rect], notes: [InterfaceBuilderNote],
         items: [(LayoutItem, ItemRecord)], constraintRecords: [(LayoutConstraint, ConstraintRecord)],
         placeholderConstraints: [(LayoutConstraint, ConstraintRecord)],
         scrollViews: [ScrollView], checkedScrollViews: [CheckedScrollView]) {
        self.scene = scene
        self.sizeClass = sizeClass
        self.isDesignConfiguration = sizeClass == scene.designSizeClass
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.device = device
        self.isLandscape = isLandscape
        self.root = root
        // A document's conflicts are findings at its lines; UIKit's console block is for code.
        root.logsUnsatisfiableConstraints = false
        self.constraints = constraints
        self.removedPlaceholders = removedPlaceholders
        self.expectedFrames = expectedFrames
        self.notes = notes
        self.items = items.map(\.1)
        var records: [ObjectIdentifier: ItemRecord] = [:]
        var byName: [String: ItemRecord] = [:]
        var views: [String: View] = [:]
        for (item, record) in items {
            records[ObjectIdentifier(item)] = record
            byName[item.debugName] = record
            if let view = item as? View { views[view.name] = view }
        }
        itemRecords = records
        itemsByName = byName
        viewsByName = views
        var cRecords: [ObjectIdentifier: ConstraintRecord] = [:]
        var byLocation: [SourceLocation: ConstraintRecord] = [:]
        for (c, record) in constraintRecords {
            cRecords[ObjectIdentifier(c)] = record
            byLocation[record.location] = record
        }
        for (c, record) in placeholderConstraints {
            cRecords[ObjectIdentifier(c)] = record
            byLocation[record.location] = record
        }
        self.constraintRecords = cRecords
        self.placeholderConstraints = placeholderConstraints.map(\.0)
        self.constraintsByLocation = byLocation
        self.scrollViews = scrollViews
        self.checkedScrollViews = checkedScrollViews
    }

    /// Activates the placeholder constraints, each that the engine accepts (one it refuses was
    /// refused the same way on the canvas), before the first layout pass.
    func activatePlaceholders() {
        isCanvas = true
        for c in placeholderConstraints {
            do {
                try LayoutConstraint.activate([c])
            } catch {
                continue
            }
        }
    }

    /// The traits the layout pass runs with: the size classes, and the device's scale, so that
    /// frames are rounded to its pixels as Interface Builder rounds them.
    public var traits: TraitCollection {
        TraitCollection(horizontalSizeClass: sizeClass.width, verticalSizeClass: sizeClass.height,
                        displayScale: device?.scale, layoutDirection: scene.context.layoutDirection)
    }

    /// The document's record of a view or guide of this layout.
    public func record(for item: LayoutItem) -> ItemRecord? { itemRecords[ObjectIdentifier(item)] }

    /// The record of the item whose ``LayoutItem/debugName`` (as findings show it) is `name`.
    public func record(named name: String) -> ItemRecord? { itemsByName[name] }

    /// The document's record of a constraint of this layout.
    public func record(for constraint: LayoutConstraint) -> ConstraintRecord? {
        constraintRecords[ObjectIdentifier(constraint)]
    }

    /// The view with an Interface Builder id, if installed in this layout.
    public func view(id: String) -> View? {
        items.first { $0.id == id && !$0.isGuide }.flatMap { viewsByName[$0.name] }
    }

    /// Lays the hierarchy out at ``size`` with ``traits``, then starts every scroll view at the
    /// offset UIKit gives it on first display (`−adjustedContentInset.top/left`) and lays out
    /// again if that moved something. A pass still running at `deadline` stops
    /// (``LayoutIssue/layoutInterrupted`` in the root's issues).
    public func layOut(deadline: ContinuousClock.Instant? = nil) {
        root.layout(in: size, traits: traits, deadline: deadline)
        if root.layoutWasInterrupted { return }
        var moved = false
        for scroll in scrollViews where scroll.isInstalled {
            let start = scroll.minimumContentOffset
            if scroll.contentOffset != start {
                scroll.contentOffset = start
                moved = true
            }
        }
        if moved { root.layoutIfNeeded() }
    }
}
