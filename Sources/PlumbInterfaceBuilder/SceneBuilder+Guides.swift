import PlumbLayout

extension SceneBuilder {
    /// The layout guides constraints may refer to, by id:
    ///
    /// * `<viewLayoutGuide key="safeArea">`: the view's ``View/safeAreaLayoutGuide``;
    /// * `key="contentLayoutGuide"` and `key="frameLayoutGuide"` of a scroll view: its
    ///   ``ScrollView/contentLayoutGuide`` and ``ScrollView/frameLayoutGuide``;
    /// * `key="keyboard"`: a guide below the safe area, where a hidden keyboard is;
    /// * the legacy `<viewControllerLayoutGuide type="top|bottom">` of pre-iOS 11 documents: a
    ///   guide from the root's top to the top of its safe area (status and navigation bars),
    ///   and one from the bottom of the safe area to the root's bottom.
    func addGuides() {
        for entry in entries {
            for child in entry.element.children where child.name == "viewLayoutGuide" || child.name == "layoutGuide" {
                guard let id = child.id else { continue }
                let key = child.key ?? ""
                var item: LayoutItem?
                var className = ""
                switch key {
                case "safeArea":
                    item = entry.view.safeAreaLayoutGuide
                    className = "Safe Area"
                case "contentLayoutGuide", "frameLayoutGuide":
                    guard let scroll = entry.view as? ScrollView else {
                        note(child, "\(key) on a view that is not a scroll view; constraints to it are skipped")
                        continue
                    }
                    item = key == "contentLayoutGuide" ? scroll.contentLayoutGuide : scroll.frameLayoutGuide
                    className = key == "contentLayoutGuide" ? "Content Layout Guide" : "Frame Layout Guide"
                case "keyboard":
                    item = keyboardGuide(in: entry.view, child)
                    className = "Keyboard Layout Guide"
                case "layoutMarginsGuide":
                    item = entry.view.layoutMarginsGuide
                    className = "Layout Margins Guide"
                case "readableContentGuide":
                    item = entry.view.readableContentGuide
                    className = "Readable Content Guide"
                default:
                    note(child, "layout guide \(key.isEmpty ? child.name : key) is not one Plumb knows; constraints to it are skipped")
                    continue
                }
                if let item {
                    itemsByID[id] = item
                    record(item, element: child, className: className, frame: nil, isGuide: true)
                }
            }
        }
        if let legacy = scene.controller?.child("layoutGuides") {
            for guide in legacy.children where guide.name == "viewControllerLayoutGuide" {
                guard let id = guide.id else { continue }
                let top = guide["type"] != "bottom"
                let item = legacyGuide(top: top, guide)
                itemsByID[id] = item
                record(item, element: guide, className: top ? "Top Layout Guide" : "Bottom Layout Guide", frame: nil,
                       isGuide: true)
            }
        }
    }

    /// `topLayoutGuide` / `bottomLayoutGuide`: the root's unsafe top or bottom strip.
    private func legacyGuide(top: Bool, _ element: DocumentElement) -> LayoutGuide {
        let root = entries[0].view
        let guide = LayoutGuide("\(top ? "Top" : "Bottom") Layout Guide (\(element.id ?? ""))")
        root.addLayoutGuide(guide)
        let safe = root.safeAreaLayoutGuide
        let vertical: [LayoutConstraint] = top
            ? [guide.top.constraint(equalTo: root.top), guide.bottom.constraint(equalTo: safe.top)]
            : [guide.top.constraint(equalTo: safe.bottom), guide.bottom.constraint(equalTo: root.bottom)]
        activateHelpers(vertical + [guide.left.constraint(equalTo: root.left), guide.right.constraint(equalTo: root.right)],
                        at: element)
        return guide
    }

    /// UIKit's `keyboardLayoutGuide` with the keyboard hidden: the strip under the safe area.
    private func keyboardGuide(in view: View, _ element: DocumentElement) -> LayoutGuide {
        let guide = LayoutGuide("Keyboard Layout Guide (\(element.id ?? ""))")
        view.addLayoutGuide(guide)
        activateHelpers([guide.top.constraint(equalTo: view.safeAreaLayoutGuide.bottom),
                         guide.bottom.constraint(equalTo: view.bottom),
                         guide.left.constraint(equalTo: view.left), guide.right.constraint(equalTo: view.right)],
                        at: element)
        return guide
    }

    /// Activates constraints the importer makes (guides, autoresizing), located at the element
    /// they stand for, with UIKit's identifier for layout-support constraints.
    func activateHelpers(_ list: [LayoutConstraint], at element: DocumentElement, identifier: String? = "_UILayoutSupportConstraint") {
        for c in list {
            if let identifier, c.identifier == nil { c.identifier = identifier }
            c.sourceLocation = context.location(of: element)
            // UIKit makes these, not the document: a conflict breaks the document's first.
            c.markedAsMadeByUIKit()
        }
        do {
            try LayoutConstraint.activate(list)
        } catch {
            note(element, "could not add the constraints for this element: \(error)")
        }
    }
}
