import PlumbDiagnostics
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbMessages

/// Storyboards and xibs for `plumb solve`, `render` and `explain`: the scenes and size classes
/// to lay out (every scene in every combination the document uses, or those `--scene` and
/// `--size-class` pick), each built and laid out at run time (placeholder constraints removed).
struct InterfaceBuilderLayouts {
    static let valueOptions: Set<String> = ["--scene", "--size-class"]

    static let help = """
          --scene ID|NAME   storyboards and xibs: only this scene (its sceneID, its title as
                            Xcode shows it, or its root view's id); default every scene
          --size-class C    storyboards and xibs: only this combination (wC hR, wR hR, wAny hAny…);
                            default every combination the document uses
        """

    let document: InterfaceBuilderDocument
    /// The laid-out layouts, scene by scene, combination by combination (design first).
    let layouts: [InterfaceBuilderLayout]

    /// Loads the document and lays out what the options select. On failure writes why to
    /// standard error and returns nil (exit status 2).
    static func load(_ path: String, _ options: LayoutOptions, _ args: ParsedArguments,
                     console: Console) throws(UsageError) -> InterfaceBuilderLayouts? {
        if args.value("--traits") != nil { throw UsageError("--traits is for layout files; pick a storyboard's combination with --size-class") }
        if args.value("--keyboard") != nil { throw UsageError("--keyboard is for layout files (their 'focus' view); storyboards have none") }
        let sizeClass = try args.value("--size-class").map { text throws(UsageError) in try parseSizeClass(text) }
        let document: InterfaceBuilderDocument
        do {
            document = try InterfaceBuilderDocument.load(contentsOf: path, size: options.size)
        } catch {
            console.report(error.diagnostic)
            return nil
        }
        var scenes = document.scenes
        if let wanted = args.value("--scene") {
            scenes = scenes.filter { $0.id == wanted || $0.name == wanted || $0.rootID == wanted }
            guard !scenes.isEmpty else {
                let names = document.scenes.map { "\($0.id) \"\($0.name)\"" }.joined(separator: ", ")
                console.report(Diagnostic(.error, "no scene '\(wanted)' (scenes: \(names.isEmpty ? "none" : names))",
                                          at: SourceLocation(file: path)))
                return nil
            }
        }
        var layouts: [InterfaceBuilderLayout] = []
        for scene in scenes {
            for combination in scene.sizeClasses where sizeClass == nil || combination == sizeClass {
                let layout = scene.layout(for: combination)
                layout.layOut()
                layouts.append(layout)
            }
        }
        if layouts.isEmpty, let sizeClass {
            let used = document.sizeClasses.map(\.label).joined(separator: ", ")
            console.report(Diagnostic(.error, "the document does not use \(sizeClass.label) (it uses \(used))",
                                      at: SourceLocation(file: path)))
            return nil
        }
        return InterfaceBuilderLayouts(document: document, layouts: layouts)
    }

    /// `wC hR`, `wChR`, `wC,hR`, `wAny hAny`, `any` (case-insensitive).
    static func parseSizeClass(_ text: String) throws(UsageError) -> SizeClassCombination {
        let key = text.lowercased().filter { !" ,-_".contains($0) }
        if key == "any" { return .any }
        for width in [SizeClass.compact, .regular, .unspecified] {
            for height in [SizeClass.compact, .regular, .unspecified] {
                let combination = SizeClassCombination(width: width, height: height)
                if combination.label.lowercased().filter({ $0 != " " }) == key { return combination }
            }
        }
        throw UsageError("unknown --size-class '\(text)' (expected wC hR, wC hC, wR hC, wR hR or wAny hAny)")
    }

    /// `Scene "Forecast" (BYZ-38-t0r), wC hR, 375 × 667 (iPhone 8, portrait), safe area 64/0`.
    static func heading(_ layout: InterfaceBuilderLayout) -> String {
        let scene = layout.scene
        var s = "\(scene.kind == .viewController ? "scene" : scene.kind == .cell ? "cell" : "view") \"\(scene.name)\" (\(scene.id)), \(layout.sizeClass.label), \(SolveCommand.number(layout.size.width)) × \(SolveCommand.number(layout.size.height))"
        if scene.kind == .viewController, let device = layout.device {
            s += " (\(device.name), \(layout.isLandscape ? "landscape" : "portrait"))"
        }
        let inset = layout.safeAreaInsets
        if inset != .zero {
            s += ", safe area (top: \(SolveCommand.number(inset.top)), left: \(SolveCommand.number(inset.left)), bottom: \(SolveCommand.number(inset.bottom)), right: \(SolveCommand.number(inset.right)))"
        }
        return s
    }
}

/// One scene of a storyboard, laid out, for ``SVGRenderer``.
struct InterfaceBuilderDrawing: DrawableLayout {
    let layout: InterfaceBuilderLayout
    let path: String
    let views: [View]
    private let byName: [String: LayoutItem]

    init(_ layout: InterfaceBuilderLayout, path: String) {
        self.layout = layout
        self.path = path
        views = LayoutAnalysis(layout.root)?.views ?? [layout.root]
        var names: [String: LayoutItem] = [:]
        for view in views {
            names[view.debugName] = view
            for guide in view.layoutGuides { names[guide.debugName] = guide }
        }
        byName = names
    }

    var title: String { "\(path): \(InterfaceBuilderLayouts.heading(layout))" }
    var root: View { layout.root }
    var constraints: [LayoutConstraint] { layout.constraints }
    var keyboardFrame: Rect? { nil }
    func item(named name: String) -> LayoutItem? { byName[name] }
    /// Interface Builder names already carry the text (`Label "Name" (id)`).
    func text(of view: View) -> String? { nil }
}
