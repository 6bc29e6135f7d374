import PlumbDiagnostics
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbMessages

/// `plumb explain STORYBOARD [SCENE] VIEW.attribute`.
extension ExplainCommand {
    /// Finds the view (by id, userLabel or name) in the selected scenes, in the design
    /// combination unless `--size-class` says otherwise, and explains the value there.
    static func explainInterfaceBuilder(_ path: String, scene: String?, view name: String, _ attributeName: String,
                                        _ attribute: LayoutAttribute, _ options: LayoutOptions, _ args: ParsedArguments,
                                        _ console: Console) throws(UsageError) -> Int32 {
        if scene != nil, args.value("--scene") != nil { throw UsageError("give the scene once (SCENE or --scene)") }
        var selection = args
        if let scene { selection.values["--scene"] = scene }
        guard let ib = try InterfaceBuilderLayouts.load(path, options, selection, console: console) else { return 2 }
        // One combination per scene: the one asked for, else the design one.
        let layouts = args.value("--size-class") != nil ? ib.layouts : ib.layouts.filter(\.isDesignConfiguration)
        let matches = layouts.compactMap { layout -> (InterfaceBuilderLayout, View)? in
            guard let record = layout.items.first(where: { !$0.isGuide && ($0.id == name || $0.userLabel == name || $0.name == name) }),
                  let view = layout.view(id: record.id) ?? LayoutAnalysis(layout.root)?.views.first(where: { $0.debugName == record.name })
            else { return nil }
            return (layout, view)
        }
        guard let (layout, view) = matches.first else {
            let place = scene.map { " in scene '\($0)'" } ?? ""
            console.report(Diagnostic(.error, "\(path) has no view '\(name)' (an id, a userLabel or a name as findings show it)\(place)"),
                           tool: "plumb explain")
            return 2
        }
        if matches.count > 1 {
            let scenes = matches.map { "\"\($0.0.scene.name)\" (\($0.0.scene.id))" }.joined(separator: ", ")
            console.report(Diagnostic(.error, "'\(name)' is in several scenes: \(scenes); "
                                              + "name one: plumb explain \(path) SCENE \(name).\(attributeName)"),
                           tool: "plumb explain")
            return 2
        }
        let findings = layout.diagnose().findings.map(\.finding)
        let (text, ambiguous) = explain(root: layout.root, view, attribute, findings: findings)
        console.writeOutput("\(path): \(InterfaceBuilderLayouts.heading(layout))\n" + text)
        return ambiguous ? 1 : 0
    }
}
