import PlumbDiagnostics
import PlumbLayout
import PlumbMessages

/// One hierarchy of a document that lays out on its own: a view controller's view (a
/// storyboard scene), a top-level view of a xib or of a scene's dock, or the content view of a
/// table or collection view cell (which the table sizes at run time).
///
/// ``layout(for:)`` builds a fresh PlumbLayout hierarchy for one size-class combination.
public struct InterfaceBuilderScene: Sendable {
    /// What the hierarchy is.
    public enum Kind: String, Sendable, Hashable {
        /// A view controller's `view`: laid out at the device's size (or its freeform size), with
        /// the device's safe area and the simulated bars.
        case viewController
        /// A view at the top level of a xib or of a scene: laid out at its own frame's size.
        case topLevelView
        /// A cell's content view (or a table header or footer): laid out at its frame's size.
        case cell
    }

    /// The scene's `sceneID`, or the root view's id for top-level views and cells.
    public let id: String
    /// The scene's title as Xcode shows it (`Forecast`, `View Controller`, `Table View Cell "Cell"`).
    public let name: String
    /// What kind it is.
    public let kind: Kind
    /// The id of the root view's element.
    public let rootID: String
    /// Where the scene (or top-level view) starts in the file.
    public let location: SourceLocation
    /// The size the design frames were drawn at (or the `size` given when loading).
    public let designSize: Size
    /// The size-class combinations the scene is evaluated in, the design combination first.
    public let sizeClasses: [SizeClassCombination]
    /// The combination the design frames and Xcode's marks belong to.
    public let designSizeClass: SizeClassCombination

    let context: DocumentContext
    let rootElement: DocumentElement
    /// The view controller element (nil for top-level views and cells).
    let controller: DocumentElement?
    let bars: SimulatedBars
    /// Whether the controller has a freeform (or fixed) simulated size.
    let isFreeform: Bool
    /// The cell element whose content view ``rootElement`` is (nil for other scenes): its own
    /// `<constraints>` and the constraints that name its id belong to the content view.
    var cellElement: DocumentElement? = nil
    /// Whether this top-level view of a xib is File's Owner's `view`: the root of the view
    /// controller that loads the xib.
    var isFilesOwnerView = false
    /// The root view's saved size when Xcode marked that frame misplaced (stale): the scene is
    /// laid out at the device's size instead, and the saved frame is compared with it.
    var staleRootSize: Size? = nil

    /// Builds the scene's hierarchy for one combination (default: the design one), ready for
    /// ``InterfaceBuilderLayout/layOut()``.
    public func layout(for sizeClass: SizeClassCombination? = nil) -> InterfaceBuilderLayout {
        SceneBuilder(scene: self, sizeClass: sizeClass ?? designSizeClass).build()
    }

    /// The hierarchy Interface Builder's canvas shows and checks for a combination: as
    /// ``layout(for:)``, with the `placeholder="YES"` constraints still active (they are
    /// removed at build time, so the app never has them). Not laid out yet.
    public func canvasLayout(for sizeClass: SizeClassCombination? = nil) -> InterfaceBuilderLayout {
        let layout = layout(for: sizeClass)
        layout.activatePlaceholders()
        return layout
    }

    /// The hierarchy Interface Builder's canvas shows on `device` in an orientation (placeholders
    /// active), in the size class the device has there; a scene that is not a view controller's,
    /// or has a freeform size, keeps its design size. Not laid out yet.
    public func canvasLayout(on device: Device, landscape: Bool) -> InterfaceBuilderLayout {
        let sizeClass = kind == .viewController && !isFreeform ? device.sizeClass(landscape: landscape) : designSizeClass
        let layout = SceneBuilder(scene: self, sizeClass: sizeClass, on: (device, landscape)).build()
        layout.activatePlaceholders()
        return layout
    }

    /// The root size, device and orientation for a combination.
    func environment(for sizeClass: SizeClassCombination) -> (size: Size, device: Device?, landscape: Bool) {
        let doc = context
        if sizeClass == designSizeClass || kind != .viewController || isFreeform {
            return (designSize, doc.device, doc.isLandscape)
        }
        var device = doc.device, landscape = doc.isLandscape
        if let d = doc.device, let match = [false, true].first(where: { d.sizeClass(landscape: $0) == sizeClass }) {
            landscape = match
        } else if let standIn = Device.standIn(for: sizeClass) {
            (device, landscape) = (standIn.device, standIn.landscape)
        }
        let size = doc.sizeOverride ?? device?.size(landscape: landscape) ?? designSize
        return (size, device, landscape)
    }
}
