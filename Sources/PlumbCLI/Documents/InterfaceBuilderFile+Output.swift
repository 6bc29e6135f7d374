import PlumbDiagnostics
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbMessages

/// What `plumb solve` and `render` print of a storyboard or xib's layouts.
extension InterfaceBuilderFile {
    /// `Scene "Forecast" (BYZ-38-t0r), wC hR, 375 × 667 (iPhone 8, portrait), safe area 64/0`.
    static func heading(_ layout: InterfaceBuilderLayout, includesSafeArea: Bool = true) -> String {
        let scene = layout.scene
        var s = "\(scene.kind == .viewController ? "scene" : scene.kind == .cell ? "cell" : "view") \"\(scene.name)\" (\(scene.id)), \(layout.sizeClass.label), \(SolveCommand.number(layout.size.width)) × \(SolveCommand.number(layout.size.height))"
        if scene.kind == .viewController, let device = layout.device {
            s += " (\(device.name), \(layout.isLandscape ? "landscape" : "portrait"))"
        }
        let inset = layout.safeAreaInsets
        if includesSafeArea, inset != .zero {
            s += ", safe area (top: \(SolveCommand.number(inset.top)), left: \(SolveCommand.number(inset.left)), bottom: \(SolveCommand.number(inset.bottom)), right: \(SolveCommand.number(inset.right)))"
        }
        return s
    }


    /// One block per layout: a heading, then the tree of views with their frames (in superview
    /// coordinates), scroll views' content size, offset and insets, and hidden or uninstalled
    /// views.
    static func text(_ layouts: [InterfaceBuilderLayout], path: String) -> String {
        var out = ""
        for (i, layout) in layouts.enumerated() {
            if i > 0 { out += "\n" }
            out += "\(path): \(heading(layout))\n"
            let lines = SolveCommand.tree(layout.root, children: \.subviews, name: \.debugName) { item in
                guard let view = item as? View else { return "" }
                var parts = [SolveCommand.rect(view.frame)] + SolveCommand.details(view)
                if view.isHidden { parts.append("hidden") }
                return parts.joined(separator: "  ")
            }
            out += SolveCommand.aligned(lines)
        }
        return out
    }

    /// `{"file", "layouts": [{scene, sizeClass, size, device, safeAreaInsets, views}]}`; each
    /// view has its Interface Builder `element` id, class, design frame and solved data.
    static func json(_ layouts: [InterfaceBuilderLayout], path: String) -> String {
        let layouts = layouts.map { layout -> JSONValue in
            let views = (LayoutAnalysis(layout.root)?.views ?? [layout.root]).map { view -> JSONValue in
                let record = layout.record(for: view)
                var members: [(String, JSONValue)] = [
                    ("name", .string(view.debugName)),
                    ("element", .optional(record?.id)),
                    ("class", .optional(record?.className)),
                    ("designFrame", record?.designFrame.map(JSONValue.rect) ?? .null),
                ]
                members += SolveCommand.viewMembers(view, text: nil)
                return .object(members)
            }
            return .object([
                ("scene", .object([("id", .string(layout.scene.id)), ("name", .string(layout.scene.name)),
                                   ("kind", .string(layout.scene.kind.rawValue))])),
                ("sizeClass", .string(layout.sizeClass.label)),
                ("size", .size(layout.size)),
                ("device", .optional(layout.device?.id)),
                ("landscape", .bool(layout.isLandscape)),
                ("safeAreaInsets", .insets(layout.safeAreaInsets)),
                ("views", .array(views)),
                ("issues", .array(layout.root.layoutIssues.map { .string($0.description) })),
            ])
        }
        return JSONValue.object([("file", .string(path)), ("layouts", .array(layouts))]).text
    }
}
