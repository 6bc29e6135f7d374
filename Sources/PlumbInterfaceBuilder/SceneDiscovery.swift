import PlumbDiagnostics
import PlumbLayout

/// Finds the hierarchies of a document that lay out on their own (``InterfaceBuilderScene``):
///
/// * storyboard scenes: the view controller's `<… key="view">`; container controllers
///   (navigation, tab bar, page, split) have none and are skipped with a note;
/// * views at the top level of a xib's `<objects>` or of a scene's dock;
/// * cells (table and collection view cells, reusable views) and table header and footer
///   views found anywhere: their table lays them out, so each is a hierarchy of its own.
struct SceneDiscovery {
    let context: DocumentContext
    let isStoryboard: Bool

    /// Elements of a scene's `<objects>` that are not views.
    static let nonViews: Set<String> = ["placeholder", "exit", "customObject", "segue", "tapGestureRecognizer",
                                        "panGestureRecognizer", "swipeGestureRecognizer", "pinchGestureRecognizer",
                                        "longPressGestureRecognizer", "rotationGestureRecognizer",
                                        "screenEdgePanGestureRecognizer", "hoverGestureRecognizer",
                                        "searchDisplayController", "barButtonItem", "navigationItem",
                                        "tabBarItem", "menu", "string", "keyCommand", "objectController"]

    func run() -> (scenes: [InterfaceBuilderScene], notes: [InterfaceBuilderNote]) {
        var scenes: [InterfaceBuilderScene] = []
        var notes: [InterfaceBuilderNote] = []
        let root = context.root
        if isStoryboard {
            let sceneElements = root.child("scenes")?.children("scene") ?? []
            let bars = SimulatedBars.infer(scenes: sceneElements, splitViewsCollapse: context.device?.idiom != .pad)
            for scene in sceneElements {
                guard let objects = scene.child("objects") else { continue }
                for object in objects.children where !SceneDiscovery.nonViews.contains(object.name) {
                    if let view = object.child(key: "view"), isView(view) {
                        scenes.append(controllerScene(scene: scene, controller: object, view: view,
                                                      bars: object.id.flatMap { bars[$0] } ?? SimulatedBars()))
                        scenes += cells(in: view)
                    } else if isView(object) {
                        scenes += topLevel(object)
                    } else if object["sceneMemberID"] == "viewController" {
                        let name = scene.precedingComment ?? ElementClass.words(object.name)
                        notes.append(context.note(object, "\(name) scene: a container controller, no view of its own to lay out"))
                    }
                }
            }
        } else {
            let objects = root.child("objects")?.children ?? []
            let ownersView = objects.first { $0.name == "placeholder" && $0["placeholderIdentifier"] == "IBFilesOwner" }?
                .child("connections")?.children("outlet").first { $0["property"] == "view" }?["destination"]
            for object in objects where !SceneDiscovery.nonViews.contains(object.name) {
                if isView(object) {
                    var found = topLevel(object)
                    if let id = object.id, id == ownersView, !found.isEmpty { found[0].isFilesOwnerView = true }
                    scenes += found
                } else if object.child(key: "view").map(isView) == true, let view = object.child(key: "view") {
                    // A view controller inside a xib.
                    scenes.append(controllerScene(scene: nil, controller: object, view: view, bars: SimulatedBars()))
                    scenes += cells(in: view)
                }
            }
        }
        return (scenes, notes)
    }

    /// Whether an element is a view: it has a frame or subviews, or its name is a known view.
    func isView(_ element: DocumentElement) -> Bool {
        element.child("rect", key: "frame") != nil || element.child("subviews") != nil
            || (ElementClass.of(element.name).isKnown && element.id != nil)
    }

    private func controllerScene(scene: DocumentElement?, controller: DocumentElement, view: DocumentElement,
                                 bars: SimulatedBars) -> InterfaceBuilderScene {
        let freeform = controller.child("size", key: "freeformSize").flatMap(DocumentValues.size)
        var frame = view.child("rect", key: "frame").flatMap(DocumentValues.rect)?.size
        // Xcode marked the root's saved frame misplaced: its canvas gives the controller's view
        // another size, the device's (a freeform size would be saved as such).
        var staleRootSize: Size?
        if view["misplaced"] == "YES", freeform == nil, let saved = frame,
           let device = context.device?.size(landscape: context.isLandscape), device != saved {
            staleRootSize = saved
            frame = nil
        }
        var size = context.sizeOverride ?? freeform ?? frame
            ?? context.device?.size(landscape: context.isLandscape) ?? Size(width: 375, height: 667)
        // A stale root on the device's screen starts below the opaque bars it does not extend
        // under, and ends above them (duckduckgo's Feedback: an opaque navigation bar, the
        // root's children saved in 736 − 20 − 44 = 672 points with nothing over them).
        if staleRootSize != nil, context.sizeOverride == nil, let device = context.device {
            var drawn = bars
            drawn.extendsUnderTopBar = true
            drawn.extendsUnderBottomBar = true
            let full = drawn.safeArea(device: device, landscape: context.isLandscape, isDesignDevice: true,
                                      drawsLegacyStatusBar: context.drawsLegacyStatusBar)
            if bars.navigationBar, !bars.extendsUnderTopBar { size.height -= full.top }
            if bars.tabBar || bars.toolbar, !bars.extendsUnderBottomBar { size.height -= full.bottom }
        }
        let name = scene?.precedingComment
            ?? controller["userLabel"] ?? controller["title"] ?? controller["customClass"]
            ?? ElementClass.words(controller.name)
        let place = scene ?? controller
        var made = InterfaceBuilderScene(
            id: scene?["sceneID"] ?? controller.id ?? view.id ?? "line \(view.line)", name: name, kind: .viewController,
            rootID: view.id ?? "", location: context.location(of: place), designSize: size,
            sizeClasses: context.sizeClasses, designSizeClass: context.designSizeClass, context: context,
            rootElement: view, controller: controller, bars: bars, isFreeform: freeform != nil)
        made.staleRootSize = staleRootSize
        return made
    }

    private func topLevel(_ element: DocumentElement) -> [InterfaceBuilderScene] {
        if ElementClass.cellElements.contains(element.name) { return cells(in: element) }
        let frame = element.child("rect", key: "frame").flatMap(DocumentValues.rect)?.size
        let size = context.sizeOverride ?? frame ?? context.device?.size(landscape: context.isLandscape)
            ?? Size(width: 375, height: 667)
        let name = element["userLabel"] ?? ElementClass.of(element.name).displayName
        let scene = InterfaceBuilderScene(
            id: element.id ?? "line \(element.line)", name: name, kind: .topLevelView, rootID: element.id ?? "",
            location: context.location(of: element), designSize: size, sizeClasses: context.sizeClasses,
            designSizeClass: context.designSizeClass, context: context, rootElement: element, controller: nil,
            bars: SimulatedBars(), isFreeform: false)
        return [scene] + cells(in: element)
    }

    /// The cells, reusable views and table headers and footers in a subtree (the subtree's
    /// root included), each a scene.
    private func cells(in subtree: DocumentElement) -> [InterfaceBuilderScene] {
        var found: [InterfaceBuilderScene] = []
        // The table cells whose table draws separators (`separatorStyle` other than "none"),
        // outer tables first so that a nested table's own style wins for its cells.
        var separated: [ObjectIdentifier: Bool] = [:]
        subtree.forEachInSubtree { table in
            guard table.name == "tableView" else { return }
            let draws = table["separatorStyle"] != "none"
            table.forEachInSubtree { if $0.name == "tableViewCell" { separated[ObjectIdentifier($0)] = draws } }
        }
        // The width of each table header and footer: its table's, as UIKit sets it (Xcode's
        // canvas too: IQKeyboardManager's Xcode 8 header saved 1000 wide in a 375-wide table
        // is marked misplaced). The table's own frame, or its insets in its superview's; with
        // neither (an Xcode 8 table whose frame has no insets at all), its superview's width.
        var tableWidths: [ObjectIdentifier: Double] = [:]
        subtree.forEachInSubtree { element in
            let superSize = element.child("rect", key: "frame").flatMap(DocumentValues.rect)?.size
            for child in element.children {
                let tables = child.name == "subviews" ? child.children("tableView") : child.name == "tableView" ? [child] : []
                for table in tables {
                    guard let width = table.child("rect", key: "frame").flatMap(DocumentValues.rect)?.size.width
                        ?? table.child("frame", key: "frameInset").flatMap({ DocumentValues.frameInset($0, in: superSize) })?.size.width
                        ?? superSize?.width
                    else { continue }
                    for key in ["tableHeaderView", "tableFooterView"] {
                        if let view = table.child(key: key) { tableWidths[ObjectIdentifier(view)] = width }
                    }
                }
            }
        }
        subtree.forEachInSubtree { element in
            let isCell = ElementClass.cellElements.contains(element.name)
            let isHeader = element.key == "tableHeaderView" || element.key == "tableFooterView"
            guard isCell || isHeader else { return }
            // A table view cell lays out its content view; a collection view cell its
            // `contentView`; a reusable view and a header lay out themselves.
            let root = isCell ? (element.child(key: "contentView") ?? element) : element
            // The content view's saved frame; else the cell's, with the row height Xcode 6 and
            // 7 wrote on the cell instead (their content views have no frame).
            var cellSize = element.child("rect", key: "frame").flatMap(DocumentValues.rect)?.size
            if let rowHeight = DocumentValues.number(element["rowHeight"]), rowHeight > 0 {
                cellSize = Size(width: cellSize?.width ?? 320, height: rowHeight)
            }
            // A row's separator is a pixel high below the content view (one point on the 1×
            // canvas of documents without a device): a content view with no frame of its own is
            // that much shorter than its row. PanoramaCamera's Xcode 7 cells saved an image
            // pinned to its content view's edges 180 high in a row 181 high.
            if isCell, separated[ObjectIdentifier(element)] == true, var size = cellSize,
               root.child("rect", key: "frame") == nil, root.child("frame", key: "frameInset") == nil {
                size.height -= 1 / (context.device?.scale ?? 1)
                cellSize = size
            }
            // Xcode 8.0 wrote a content view's frame as insets (`<frame key="frameInset">`,
            // 342 × 149 in a 375 × 150 cell with a disclosure indicator).
            var frame = root.child("rect", key: "frame").flatMap(DocumentValues.rect)?.size
                ?? root.child("frame", key: "frameInset").flatMap({ DocumentValues.frameInset($0, in: cellSize) })?.size
                ?? cellSize ?? Size(width: 320, height: 44)
            // A header saved at another width than its table's is laid out at the table's, and
            // its saved size is what the misplaced mark compares with.
            var staleHeaderSize: Size? = nil
            if isHeader, let width = tableWidths[ObjectIdentifier(element)], width > 0, abs(width - frame.width) > 0.5 {
                staleHeaderSize = frame
                frame.width = width
            }
            var name = element["userLabel"] ?? ElementClass.of(element.name).displayName
            if element["userLabel"] == nil, let reuse = element["reuseIdentifier"] { name += " \"\(reuse)\"" }
            if isHeader, element["userLabel"] == nil { name = element.key == "tableHeaderView" ? "Table Header View" : "Table Footer View" }
            var scene = InterfaceBuilderScene(
                id: element.id ?? "line \(element.line)", name: name, kind: .cell, rootID: root.id ?? "",
                location: context.location(of: element), designSize: frame, sizeClasses: context.sizeClasses,
                designSizeClass: context.designSizeClass, context: context, rootElement: root, controller: nil,
                bars: SimulatedBars(), isFreeform: true, cellElement: root === element ? nil : element)
            scene.staleRootSize = staleHeaderSize
            found.append(scene)
        }
        return found
    }
}
