import PlumbDiagnostics
import PlumbInterfaceBuilder
import PlumbLayout

/// `plumb solve` on a storyboard or xib: every selected scene in every selected size class.
extension SolveCommand {
    /// One block per layout: a heading, then the tree of views with their frames (in superview
    /// coordinates), scroll views' content size, offset and insets, and hidden or uninstalled
    /// views.
    static func text(_ ib: InterfaceBuilderLayouts, path: String) -> String {
        var out = ""
        for (i, layout) in ib.layouts.enumerated() {
            if i > 0 { out += "\n" }
            out += "\(path): \(InterfaceBuilderLayouts.heading(layout))\n"
            let lines = tree(layout.root, children: \.subviews, name: \.debugName) { item in
                guard let view = item as? View else { return "" }
                var parts = [rect(view.frame)] + details(view)
                if view.isHidden { parts.append("hidden") }
                return parts.joined(separator: "  ")
            }
            out += aligned(lines)
        }
        return out
    }

    /// `{"file", "layouts": [{scene, sizeClass, size, device, safeAreaInsets, views}]}`; each
    /// view has its Interface Builder `element` id, class, design frame and solved data.
    static func json(_ ib: InterfaceBuilderLayouts, path: String) -> String {
        let layouts = ib.layouts.map { layout -> JSONValue in
            let views = (LayoutAnalysis(layout.root)?.views ?? [layout.root]).map { view -> JSONValue in
                let record = layout.record(for: view)
                var members: [(String, JSONValue)] = [
                    ("name", .string(view.debugName)),
                    ("element", .optional(record?.id)),
                    ("class", .optional(record?.className)),
                    ("designFrame", record?.designFrame.map(JSONValue.rect) ?? .null),
                ]
                members += viewMembers(view, text: nil)
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
