import PlumbDiagnostics
import PlumbLayout

/// Builds one scene's PlumbLayout hierarchy for one size-class combination
/// (``InterfaceBuilderScene/layout(for:)``):
///
/// 1. the installed views, in preorder, iteratively (SceneBuilder+Views.swift), attached
///    bottom-up so that attaching never walks up a deep hierarchy;
/// 2. the layout guides (SceneBuilder+Guides.swift);
/// 3. the constraints, in document order (SceneBuilder+Constraints.swift);
/// 4. autoresizing for views laid out by their frame;
/// 5. the design frames and the records.
final class SceneBuilder {
    /// One installed view.
    struct Entry {
        let element: DocumentElement
        let parent: Int
        var children: [Int] = []
        let view: View
        /// The design frame in this combination.
        let frame: Rect?
        /// Whether the view keeps its frame (autoresizing mask) rather than being laid out by
        /// constraints.
        var translates: Bool
    }

    let scene: InterfaceBuilderScene
    let sizeClass: SizeClassCombination
    let resolver: VariationResolver
    let context: DocumentContext
    let isDesign: Bool
    let size: Size
    let device: Device?
    let landscape: Bool

    var entries: [Entry] = []
    var notes: [InterfaceBuilderNote] = []
    var itemsByID: [String: LayoutItem] = [:]
    var records: [(LayoutItem, ItemRecord)] = []
    var constraintRecords: [(LayoutConstraint, ConstraintRecord)] = []
    var constraints: [LayoutConstraint] = []
    var placeholders: [ConstraintRecord] = []
    /// The placeholders as constraints (not activated): Interface Builder's canvas uses them.
    var placeholderConstraints: [(LayoutConstraint, ConstraintRecord)] = []
    var scrollViews: [ScrollView] = []
    /// Ids of every element of the scene, installed or not (to tell an uninstalled item from a
    /// dangling reference).
    var sceneIDs: Set<String> = []
    var safeArea = EdgeInsets.zero
    /// The constraints activated so far, by equation, with their ids (to note repeats).
    var seenConstraints: [ConstraintKey: String] = [:]

    /// With `on`, a view controller's scene is laid out on that device and orientation (its
    /// size class follows); other scenes keep their design size.
    init(scene: InterfaceBuilderScene, sizeClass: SizeClassCombination, on target: (device: Device, landscape: Bool)? = nil) {
        self.scene = scene
        self.sizeClass = sizeClass
        self.resolver = VariationResolver(sizeClass: sizeClass)
        self.context = scene.context
        self.isDesign = sizeClass == scene.designSizeClass
        var environment = scene.environment(for: sizeClass)
        if let target, scene.kind == .viewController, !scene.isFreeform {
            environment = (scene.context.sizeOverride ?? target.device.size(landscape: target.landscape), target.device, target.landscape)
        }
        self.size = environment.size
        self.device = environment.device
        self.landscape = environment.landscape
    }

    func build() -> InterfaceBuilderLayout {
        scene.rootElement.forEachInSubtree { if let id = $0.id { sceneIDs.insert(id) } }
        if let guides = scene.controller?.child("layoutGuides") {
            for g in guides.children { if let id = g.id { sceneIDs.insert(id) } }
        }
        collectViews()
        adoptCell()
        configureRoot()
        attachViews()
        addGuides()
        addConstraints()
        addAutoresizing()
        let expected = expectedFrames()
        entries[0].view.solverCellLimit = context.solverCellLimit
        // A scene is analysed against Xcode's frames and marks: every constraint in the solver.
        entries[0].view.arrangesStacksDirectly = false
        return InterfaceBuilderLayout(
            scene: scene, sizeClass: sizeClass, size: size, safeAreaInsets: safeArea, device: device,
            isLandscape: landscape, root: entries[0].view, constraints: constraints,
            removedPlaceholders: placeholders, expectedFrames: expected, notes: notes, items: records,
            constraintRecords: constraintRecords, placeholderConstraints: placeholderConstraints, scrollViews: scrollViews, checkedScrollViews: checkedScrollViews())
    }

    func note(_ element: DocumentElement?, _ message: String) {
        notes.append(context.note(element, message))
    }


    // MARK: Cells

    /// A cell lays out its content view, but Interface Builder writes constraints on the cell
    /// too (a collection view cell's `<constraints>`, items naming the cell's id): as in
    /// UIKit, where the cell's subviews live in the content view that fills it, they are the
    /// content view's. Views written outside the content view are skipped with a note.
    func adoptCell() {
        guard let cell = scene.cellElement else { return }
        if let id = cell.id {
            sceneIDs.insert(id)
            if itemsByID[id] == nil { itemsByID[id] = entries[0].view }
        }
        for id in cell.child("constraints")?.children.compactMap(\.id) ?? [] { sceneIDs.insert(id) }
        for child in cell.child("subviews")?.children ?? [] {
            note(child, "\(ItemNaming.name(of: child)) is outside the cell's content view (UIKit lays out only the content view's subviews with the cell's constraints); skipped")
        }
    }

    // MARK: Root

    /// The root's safe area and margins: a view controller's view gets the device's safe area
    /// plus the simulated bars and the system minimum margins (0 top and bottom, 16 or 20 left
    /// and right, from the safe area); a top-level view the device's safe area when it is
    /// screen-sized; a table cell's content view UIKit's cell margins.
    func configureRoot() {
        let root = entries[0]
        let element = root.element
        switch scene.kind {
        case .viewController:
            safeArea = scene.bars.safeArea(device: device, landscape: landscape,
                                           isDesignDevice: device == context.device && landscape == context.isLandscape,
                                           rootHeight: scene.isFreeform ? nil : size.height,
                                           drawsLegacyStatusBar: context.drawsLegacyStatusBar)
            // Xcode 11 on draws the top layout guide of a document without safe-area guides 0
            // long under no top bar (CanvasMetrics).
            if !context.usesSafeAreas, !context.isBefore(toolsVersion: CanvasMetrics.xcode11ToolsVersion),
               !scene.bars.navigationBar, !scene.bars.statusBarHidden {
                safeArea.top = 0
            }
            root.view.layoutMargins = controllerRootMargins(element)
        case .topLevelView:
            if let device, device.size(landscape: landscape) == size {
                // A screen-sized view of a xib may carry simulated metrics of its own (a view a
                // controller loads, drawn under its bars: nextcloud's GithubPermalink view).
                var bars = SimulatedBars()
                bars.apply(explicitMetricsOf: element)
                safeArea = bars.safeArea(device: device, landscape: landscape,
                                         isDesignDevice: device == context.device && landscape == context.isLandscape,
                                         drawsLegacyStatusBar: context.drawsLegacyStatusBar)
            } else if scene.isFilesOwnerView, let device {
                // The root of the controller that loads the xib, at a size of its own: under the
                // device's status bar, above nothing (ProtonVPN's 414 × 657 view on the iPhone 11:
                // a top of 44 and a bottom of 0; RaniKordeiOS's 390 × 1350 view: 47).
                var bars = SimulatedBars()
                bars.apply(explicitMetricsOf: element)
                safeArea = bars.safeArea(device: device, landscape: landscape,
                                         isDesignDevice: device == context.device && landscape == context.isLandscape,
                                         drawsLegacyStatusBar: context.drawsLegacyStatusBar)
                safeArea.bottom = 0
            }
            if scene.isFilesOwnerView {
                // A controller's root: 0 top and bottom (mage's sign-up view: a label 40 below
                // the top margin saved at 60, under a 20-point status bar).
                root.view.layoutMargins = controllerRootMargins(element)
            }
        case .cell:
            // iOS 11 gave cells their 11/16 margins; in documents of Xcode 8 and earlier (the
            // iOS 10 canvas) a content view had UIView's 8 on every side.
            guard element.name == "tableViewCellContentView", customMargins(element) == nil else { break }
            if !context.usesSafeAreas, resolver.flag("preservesSuperviewLayoutMargins", of: element) {
                // Without safe areas the canvas is iOS 10's, whose cells have margins of 8 and
                // 15 on the sides, which a content view preserving them takes (ChatSecure's room
                // occupants: an icon 2 before the leading margin saved at x = 13).
                root.view.layoutMargins = CanvasMetrics.legacyCellMargins
            } else if !context.isBefore(toolsVersion: CanvasMetrics.xcode9ToolsVersion) {
                root.view.layoutMargins = CanvasMetrics.cellMargins(
                    width: size.width, screenWidth: device?.size(landscape: landscape).width ?? size.width)
            }
        }
        root.view.additionalSafeAreaInsets = safeArea
    }

    /// A view controller's root's margins: the system minimum (0 top and bottom, 16 or 20 on the
    /// sides) under custom ones unless the controller opts out, and at least the window's where
    /// the root preserves its superview's (AltStore's sign-in: a button pinned to the bottom
    /// margin saved 8 above the root's bottom).
    func controllerRootMargins(_ element: DocumentElement) -> EdgeInsets {
        let m = View.systemMinimumLayoutMargins(horizontalSizeClass: sizeClass.width, width: size.width).left
        var margins = EdgeInsets(top: 0, left: m, bottom: 0, right: m)
        if let custom = customMargins(element) {
            margins = scene.controller?["viewRespectsSystemMinimumLayoutMargins"] == "NO" ? custom
                : EdgeInsets(top: custom.top, left: max(custom.left, m), bottom: custom.bottom, right: max(custom.right, m))
        }
        if resolver.flag("preservesSuperviewLayoutMargins", of: element) {
            let w = CanvasMetrics.windowLayoutMargin
            margins = EdgeInsets(top: max(margins.top, w), left: max(margins.left, w),
                                 bottom: max(margins.bottom, w), right: max(margins.right, w))
        }
        return margins
    }

    /// `<edgeInsets key="layoutMargins">` or `<directionalEdgeInsets key="directionalLayoutMargins">`.
    func customMargins(_ element: DocumentElement) -> EdgeInsets? {
        (resolver.child(key: "layoutMargins", of: element) ?? resolver.child(key: "directionalLayoutMargins", of: element))
            .map(DocumentValues.insets)
    }

    // MARK: Expected frames

    /// The design frames by view name: in the design combination every installed view's
    /// frame but the root's; in the others only frames written for the combination. Hidden
    /// views (and their subviews) are left out: Interface Builder keeps their last visible frame.
    func expectedFrames() -> [String: Rect] {
        var frames: [String: Rect] = [:]
        var hidden = [Bool](repeating: false, count: entries.count)
        for (i, entry) in entries.enumerated() {
            hidden[i] = entry.view.isHidden || (entry.parent >= 0 && hidden[entry.parent])
            if i == 0, isDesign, let saved = scene.staleRootSize {
                frames[entry.view.name] = Rect(origin: .zero, size: saved)
                continue
            }
            guard i > 0, !hidden[i], let frame = entry.frame else { continue }
            if isDesign || resolver.hasOverride(key: "frame", of: entry.element) { frames[entry.view.name] = frame }
        }
        return frames
    }

    // MARK: Records

    func record(_ item: LayoutItem, element: DocumentElement, className: String, frame: Rect?, isGuide: Bool) {
        let verify: ItemRecord.AmbiguityVerification
        switch element["verifyAmbiguity"] {
        case "ignoreSizes": verify = .ignoreSizes
        case "off": verify = .off
        case nil, "positionAndSize": verify = .positionAndSize
        case let other?:
            // Interface Builder writes only these two; anything else is its default.
            note(element, "verifyAmbiguity=\"\(other)\" is not a value Interface Builder writes (ignoreSizes, off); verified for position and size")
            verify = .positionAndSize
        }
        let record = ItemRecord(
            id: element.id ?? "", name: item.debugName, className: className, elementName: element.name,
            customClass: element["customClass"], userLabel: element["userLabel"], location: context.location(of: element),
            designFrame: frame, verifyAmbiguity: verify, markedAmbiguous: resolver.flag("ambiguous", of: element),
            markedMisplaced: resolver.flag("misplaced", of: element), isGuide: isGuide,
            backgroundColor: element.child("color", key: "backgroundColor").flatMap(DocumentColor.init),
            textColor: element.child("color", key: "textColor").flatMap(DocumentColor.init),
            shownText: ItemRecord.ShownText.of(element))
        records.append((item, record))
    }
}
