import PlumbLayout

/// The bars Interface Builder draws around a view controller's view ("Simulated Metrics",
/// inferred or explicit), which add to the device's safe area: a navigation bar when the
/// controller is the root of a navigation controller or pushed onto one (with large titles when
/// the bar prefers them), a tab bar when it is a tab of a tab bar controller, or what the
/// controller's own `<simulated…Metrics>` elements say.
struct SimulatedBars: Sendable, Hashable {
    /// A navigation bar (or a simulated top bar) covers the top.
    var navigationBar = false
    /// The navigation bar shows a large title.
    var largeTitle = false
    /// A prompt above the title (+30 points).
    var prompt = false
    /// A tab bar covers the bottom.
    var tabBar = false
    /// A toolbar covers the bottom.
    var toolbar = false
    /// The status bar is hidden (`<nil key="simulatedStatusBarMetrics"/>`).
    var statusBarHidden = false
    /// The top (navigation) or bottom (tab, tool) bar is opaque (`translucent="NO"`).
    var topBarOpaque = false
    var bottomBarOpaque = false
    /// Whether the controller's view extends under the top and bottom bars
    /// (`edgesForExtendedLayout`, and `extendedLayoutIncludesOpaqueBars` for opaque ones).
    var extendsUnderTopBar = true
    var extendsUnderBottomBar = true

    /// Presented modally: the destination of a modal segue (`presentation`, `modal`), or of a
    /// `show` from a controller outside any navigation stack (UIKit then presents it), or one
    /// whose destination metrics say page or form sheet. Its root, saved shorter than the
    /// screen, is a sheet.
    var presentedModally = false

    /// The top of the navigation bar its navigation controller saved (`<navigationBar
    /// key="navigationBar">`'s frame): where Xcode drew the status bar's bottom on the design
    /// device (0 when it drew none, as for a sheet), which the saved frames below it follow.
    var savedStatusBarHeight: Double?
    /// That bar's saved height: 56 for a bar at the top of a sheet, where Xcode drew no status
    /// bar (``CanvasMetrics/sheetNavigationBarHeight``).
    var savedNavigationBarHeight: Double?

    /// The safe area of the controller's view: the device's plus the bars (``CanvasMetrics``).
    /// Without a device (Xcode 6 and 7) the status bar is the legacy 20 points; on the design
    /// device, the status bar the navigation controller's saved bar sits under wins.
    /// A root view Xcode saved shorter than the screen (`rootHeight`) starts below the bars it
    /// does not extend under (an opaque bar, or an edge left out of `edgesForExtendedLayout`):
    /// nothing covers it there; a modally presented one (a sheet) starts below the status bar
    /// too. Xcode's saved frames show it: corona-warn-app's "Exposure Detection", shown from a
    /// controller in no navigation stack, saved 414 × 842 on a 414 × 896 screen with its stack
    /// view, pinned to the safe area's top, at y = 0.
    func safeArea(device: Device?, landscape: Bool, isDesignDevice: Bool, rootHeight: Double? = nil,
                  drawsLegacyStatusBar: Bool = true) -> EdgeInsets {
        var insets = device?.safeArea(landscape: landscape)
            ?? EdgeInsets(top: CanvasMetrics.legacyStatusBarHeight, left: 0, bottom: 0, right: 0)
        let phone = device?.idiom != .pad
        if statusBarHidden || (!drawsLegacyStatusBar && device != nil), phone, insets.top == CanvasMetrics.legacyStatusBarHeight {
            insets.top = 0
        }
        if navigationBar, isDesignDevice, let saved = savedStatusBarHeight, saved >= 0, saved <= insets.top {
            insets.top = saved
        }
        let compact = phone && landscape
        // A bar at the top of a sheet, as its navigation controller saved it on this device.
        let sheetBar = navigationBar && isDesignDevice && phone && !compact && savedStatusBarHeight == 0
            && savedNavigationBarHeight.map { Swift.abs($0 - CanvasMetrics.sheetNavigationBarHeight) < 0.5 } == true
        if navigationBar {
            insets.top += compact ? CanvasMetrics.compactNavigationBarHeight
                : (sheetBar ? CanvasMetrics.sheetNavigationBarHeight
                   : (phone ? CanvasMetrics.navigationBarHeight : CanvasMetrics.padNavigationBarHeight))
            if largeTitle, !compact { insets.top += CanvasMetrics.largeTitleHeight }
            if prompt { insets.top += CanvasMetrics.promptHeight }
        }
        if tabBar { insets.bottom += compact ? CanvasMetrics.compactTabBarHeight : CanvasMetrics.tabBarHeight }
        if toolbar { insets.bottom += compact ? CanvasMetrics.compactToolbarHeight : CanvasMetrics.toolbarHeight }
        if isDesignDevice, let device, let rootHeight, rootHeight < device.size(landscape: landscape).height - 0.5 {
            if navigationBar, !extendsUnderTopBar { insets.top = 0 }
            // A sheet starts below the status bar: nothing covers its top but its own bar.
            if presentedModally, !navigationBar { insets.top = 0 }
            if tabBar || toolbar, !extendsUnderBottomBar { insets.bottom = 0 }
        } else {
            // A screen-sized root: an opaque bar it does not extend under is not drawn over it.
            if navigationBar, !extendsUnderTopBar, topBarOpaque {
                insets.top -= compact ? CanvasMetrics.compactNavigationBarHeight
                    : (phone ? CanvasMetrics.navigationBarHeight : CanvasMetrics.padNavigationBarHeight)
                if largeTitle, !compact { insets.top -= CanvasMetrics.largeTitleHeight }
                if prompt { insets.top -= CanvasMetrics.promptHeight }
            }
            if tabBar || toolbar, !extendsUnderBottomBar, bottomBarOpaque {
                insets.bottom = device?.safeArea(landscape: landscape).bottom ?? 0
            }
        }
        return insets
    }

    /// The bars of every view controller of a storyboard, by controller id.
    /// `splitViewsCollapse`: the design device is a phone, where a split view controller shows
    /// one column and a `showDetail` from its primary column pushes onto that column's stack.
    static func infer(scenes: [DocumentElement], splitViewsCollapse: Bool = true) -> [String: SimulatedBars] {
        // Controllers and the segues leaving them (the scene's segues, wherever they sit).
        struct Segue { var source: String; var destination: String; var kind: String; var relationship: String? }
        var controllers: [String: DocumentElement] = [:]
        var segues: [Segue] = []
        for scene in scenes {
            guard let objects = scene.child("objects") else { continue }
            guard let controller = objects.children.first(where: { $0["sceneMemberID"] == "viewController" }),
                  let id = controller.id else { continue }
            controllers[id] = controller
            scene.forEachInSubtree { element in
                guard element.name == "segue", let destination = element["destination"] else { return }
                segues.append(Segue(source: id, destination: destination, kind: element["kind"] ?? "",
                                    relationship: element["relationship"]))
            }
        }
        // Navigation stacks: root view controllers, then (to a fixed point) pushes.
        var navigation: [String: String] = [:]  // controller → its navigation controller
        var tabbed: Set<String> = []
        var tabOwner: [String: String] = [:]  // controller → its tab bar controller
        for s in segues where s.kind == "relationship" {
            guard let source = controllers[s.source] else { continue }
            if s.relationship == "rootViewController", source.name == "navigationController" {
                navigation[s.destination] = s.source
            }
            if s.relationship == "viewControllers", source.name == "tabBarController" {
                tabbed.insert(s.destination)
                tabOwner[s.destination] = s.source
            }
        }
        // A split view controller's children and the roots of their navigation controllers: a
        // `showDetail` from them replaces the detail, except on a phone, where the split view is
        // collapsed and it pushes, as it does from any other controller in a navigation stack
        // (habitica's main menu, the primary column of a split view, shows its News and Stable
        // that way, saved under the bar on an iPhone 13 Pro Max).
        var inSplit: Set<String> = []
        for s in segues where s.kind == "relationship" && controllers[s.source]?.name == "splitViewController" {
            inSplit.insert(s.destination)
        }
        for s in segues where s.kind == "relationship" && s.relationship == "rootViewController" && inSplit.contains(s.source) {
            inSplit.insert(s.destination)
        }
        func pushes(_ s: Segue) -> Bool {
            ["show", "push"].contains(s.kind) || (s.kind == "showDetail" && (splitViewsCollapse || !inSplit.contains(s.source)))
        }
        var changed = true
        var rounds = 0
        while changed, rounds <= controllers.count {
            changed = false
            rounds += 1
            for s in segues where pushes(s) {
                if navigation[s.destination] == nil, let nav = navigation[s.source] {
                    navigation[s.destination] = nav
                    changed = true
                }
                // Xcode draws a controller shown as a collapsed split view's detail without the
                // tab bar (habitica's Stable, saved 801 high over the home indicator alone).
                let hides = s.kind == "showDetail" || controllers[s.destination]?.flag("hidesBottomBarWhenPushed") ?? false
                if tabbed.contains(s.source), !tabbed.contains(s.destination), !hides {
                    tabbed.insert(s.destination)
                    tabOwner[s.destination] = tabOwner[s.source]
                    changed = true
                }
            }
            for s in segues where s.kind == "relationship" && s.relationship == "rootViewController" {
                if tabbed.contains(s.source), !tabbed.contains(s.destination) {
                    tabbed.insert(s.destination)
                    tabOwner[s.destination] = tabOwner[s.source]
                    changed = true
                }
            }
        }
        // "Inferred" top bar metrics follow a push: a controller pushed from one whose metrics say
        // no top bar (`<nil key="simulatedTopBarMetrics"/>`) shows none either, unless it says
        // otherwise itself. Xcode's saved frames show it (hello/suripu-ios: every controller
        // pushed from one without a top bar saved its views under the status bar alone).
        func explicitTopBar(_ id: String) -> Bool? {
            guard let metrics = controllers[id]?.children.first(where: { $0.key == "simulatedTopBarMetrics" }) else { return nil }
            return metrics.name != "nil"
        }
        var withoutTopBar = Set(controllers.keys.filter { explicitTopBar($0) == false })
        var pending = Array(withoutTopBar)
        while let source = pending.popLast() {
            for s in segues where s.source == source && ["show", "push"].contains(s.kind) {
                guard explicitTopBar(s.destination) == nil, controllers[s.destination] != nil,
                      withoutTopBar.insert(s.destination).inserted else { continue }
                pending.append(s.destination)
            }
        }
        var presented: Set<String> = []
        for s in segues where ["presentation", "modal"].contains(s.kind)
            || (["show", "showDetail"].contains(s.kind) && navigation[s.source] == nil) {
            presented.insert(s.destination)
        }
        var bars: [String: SimulatedBars] = [:]
        for (id, controller) in controllers {
            var b = SimulatedBars()
            b.presentedModally = presented.contains(id) && navigation[id] == nil && !tabbed.contains(id)
            if !withoutTopBar.contains(id), let nav = navigation[id].flatMap({ controllers[$0] }), !nav.flag("navigationBarHidden") {
                let bar = nav.child(key: "navigationBar")
                b.navigationBar = true
                b.topBarOpaque = bar?["translucent"] == "NO"
                let barFrame = bar?.child("rect", key: "frame").flatMap(DocumentValues.rect)
                b.savedStatusBarHeight = barFrame?.minY
                b.savedNavigationBarHeight = barFrame?.height
                let mode = controller.child(key: "navigationItem")?["largeTitleDisplayMode"]
                b.largeTitle = bar?.flag("prefersLargeTitles") == true && mode != "never"
                if nav["toolbarHidden"] == "NO" { b.toolbar = true }
            }
            if tabbed.contains(id) {
                b.tabBar = true
                let owner = tabOwner[id].flatMap { controllers[$0] }
                b.bottomBarOpaque = owner?.child(key: "tabBar")?["translucent"] == "NO"
            }
            b.apply(explicitMetricsOf: controller)
            bars[id] = b
        }
        return bars
    }

    /// The controller's own simulated metrics override what was inferred.
    mutating func apply(explicitMetricsOf controller: DocumentElement) {
        for child in controller.children {
            switch (child.key, child.name) {
            case ("simulatedTopBarMetrics", "nil"):
                navigationBar = false
            case ("simulatedTopBarMetrics", let name) where name.hasSuffix("Metrics"):
                navigationBar = true
                topBarOpaque = child["translucent"] == "NO"
                prompt = child.flag("prompted")
            case ("simulatedBottomBarMetrics", "nil"):
                tabBar = false
                toolbar = false
            case ("simulatedBottomBarMetrics", "simulatedTabBarMetrics"):
                tabBar = true
                bottomBarOpaque = child["translucent"] == "NO"
                toolbar = false
            case ("simulatedBottomBarMetrics", "simulatedToolbarMetrics"):
                toolbar = true
                bottomBarOpaque = child["translucent"] == "NO"
                tabBar = false
            case ("simulatedStatusBarMetrics", "nil"):
                statusBarHidden = true
            case ("simulatedDestinationMetrics", "modalPageSheetSimulatedSizeMetrics"),
                 ("simulatedDestinationMetrics", "modalFormSheetSimulatedSizeMetrics"):
                presentedModally = true
            default:
                break
            }
        }
        // UIKit: a view extends under a bar when its edge is in edgesForExtendedLayout (all by
        // default) and the bar is translucent, or opaque bars are included.
        let edges = controller.child("extendedEdge", key: "edgesForExtendedLayout")
        let opaqueToo = controller.flag("extendedLayoutIncludesOpaqueBars")
        extendsUnderTopBar = (edges.map { $0.flag("top") } ?? true) && (!topBarOpaque || opaqueToo)
        extendsUnderBottomBar = (edges.map { $0.flag("bottom") } ?? true) && (!bottomBarOpaque || opaqueToo)
    }
}
