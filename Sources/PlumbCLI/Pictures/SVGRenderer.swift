import PlumbDiagnostics
import PlumbFormats
import PlumbLayout

/// What a picture shows besides the views (`plumb render --show`).
struct PictureOptions: Sendable {
    /// The root's safe area: the unsafe bands shaded.
    var showsSafeArea = false
    /// Every view's layout margins, dotted.
    var showsMargins = false
    /// The numbered list of findings beside the canvas (the HTML report lists them itself).
    var listsFindings = true
}

/// A picture and how its findings are pinned on it.
struct Picture: Sendable {
    /// What the picture shows (the path, or the path and the scene).
    var title: String
    var svg: String
    var pins: [Pin]

    var findings: [Finding] { pins.map(\.finding) }

    /// A finding, its number on the canvas and the ids (`data-view`) of the views it concerns.
    struct Pin: Sendable {
        var number: Int
        var finding: Finding
        var views: [String]
        /// For each of the finding's constraints, the ids of the views it relates.
        var constraintViews: [[String]]
    }
}

/// Draws a laid-out layout as an SVG picture (`plumb render`, `plumb report`), in root
/// coordinates, one SVG unit per point, as Xcode's canvas shows a scene:
///
/// * every installed view filled with its colour (the document's, or a neutral palette), its
///   text drawn in the font and lines the text measure gives it, truncated as UIKit truncates;
///   image views as placeholders with their size; hidden views dotted, views scrolled out of
///   sight faded;
/// * a caption per view, placed where it overlaps no other caption, text or marker and stays
///   in the picture; captions with no room are listed beside the canvas;
/// * scroll views' content areas (dashed) and visible windows, the keyboard; the safe area and
///   margins on demand (``PictureOptions``);
/// * each finding a numbered marker on its first view, listed with the same number beside the
///   canvas; ambiguous views outlined with their witness frames, and an outline moving between
///   them; conflicting constraints as red lines between their anchors; an optional constraint
///   that lost, dashed with how far it is from holding.
///
/// Elements carry classes and `data-` attributes (`g.view[data-view]`, `text.caption`,
/// `g.marker[data-finding]`, `g.finding-entry`) that the HTML report and the picture checks
/// (Scripts/check-pictures.py) use. Plain SVG 1.1 with SMIL animation: no scripts, no
/// external resources.
struct SVGRenderer {
    let model: any DrawableLayout
    let findings: [Finding]
    var options = PictureOptions()

    static let margin = 24.0
    static let ambiguousColor = "#e67e22"
    static let conflictColor = "#d62728"
    static let scrollColor = "#1f77b4"
    static let unsatisfiedColor = "#8e44ad"
    static let noteColor = "#1f77b4"
    /// Room above the canvas for the title.
    static let titleHeight = 22.0
    /// The width of the list beside the canvas.
    static let panelWidth = 300.0
    static let captionFont = PictureText.font(9)

    func render() -> String { draw().svg }

    func draw() -> Picture {
        let scene = SceneGeometry(model)
        let (pins, matched) = pinFindings(scene)
        var bounds = scene.bounds
        if let keyboard = model.keyboardFrame { bounds = SVGMarkup.union(bounds, keyboard) }
        for pin in pins {
            for frame in witnessFrames(pin.finding, scene) { bounds = SVGMarkup.union(bounds, frame) }
            if let band = bandRect(pin.finding, scene) { bounds = SVGMarkup.union(bounds, band) }
        }
        let m = Self.margin
        let canvas = Rect(x: bounds.minX - m, y: bounds.minY - m, width: max(bounds.width + 2 * m, 240), height: bounds.height + 2 * m)

        var placer = BoxPlacer(area: canvas)
        var body: [String] = []
        body.append(SVGMarkup.rect(Rect(origin: .zero, size: model.root.frame.size), fill: "#f4f4f4", stroke: "#333333", width: 1.5,
                                   attributes: [("class", "screen")]))
        body += scrollContents(scene)
        let (viewMarkup, textless) = views(scene, &placer)
        body += viewMarkup
        body += scrollWindows(scene)
        if let keyboard = model.keyboardFrame { body += keyboardDrawing(keyboard) }
        if options.showsSafeArea { body += safeArea() }
        if options.showsMargins { body += margins(scene) }
        body += findingMarks(pins, matched, scene, &placer)
        body += markers(pins, scene, &placer)
        let (captions, unplaced) = captions(scene, textless: textless, &placer)
        body += captions

        // The list beside the canvas: findings, then views whose caption found no room.
        let panelX = canvas.maxX + 12
        var panel: [String] = []
        var panelBottom = canvas.minY
        if options.listsFindings || !unplaced.isEmpty {
            (panel, panelBottom) = self.panel(pins: options.listsFindings ? pins : [], unplaced: unplaced, x: panelX, y: canvas.minY + 4)
        }
        let hasPanel = !panel.isEmpty
        let width = canvas.width + (hasPanel ? 12 + Self.panelWidth + 8 : 0)
        // The file on the first line, the scene (if any) on the second, each shortened in the
        // middle to the picture's width: both ends of a path and a scene say the most.
        let size = "\(SVGMarkup.number(model.root.frame.width)) × \(SVGMarkup.number(model.root.frame.height))"
        let sceneHeading = model.title.hasPrefix(model.path + ": ") ? String(model.title.dropFirst(model.path.count + 2)) : nil
        let titleLines = sceneHeading.map { [model.path, $0 + " — " + size] } ?? [model.path + " — " + size]
        let top = canvas.minY - Self.titleHeight - Double(titleLines.count - 1) * 14
        let legendTop = max(canvas.maxY, panelBottom) + 6
        let (legend, legendBottom) = self.legend(x: canvas.minX + 8, y: legendTop, width: width - 16, findings: pins.count)
        let height = legendBottom + 8 - top

        var svg = SVGMarkup.documentStart(canvas: Rect(x: canvas.minX, y: top, width: width, height: height), title: model.title,
                                          svgClass: "plumb-picture plumb-scene")
        let titleFont = PictureText.font(11, .semibold)
        for (i, line) in titleLines.enumerated() {
            svg += SVGMarkup.text(PictureText.middle(line, titleFont, width: width - 16), x: canvas.minX + 8, y: top + 15 + Double(i) * 14,
                                  font: titleFont, color: "#000000", class: "title", tooltip: line) + "\n"
        }
        for element in body + panel { svg += element + "\n" }
        svg += legend + "\n</svg>\n"
        return Picture(title: model.title, svg: svg, pins: pins)
    }

    // MARK: Scroll views and the keyboard

    private func scrollContents(_ scene: SceneGeometry) -> [String] {
        scene.scrollAreas.map { _, _, content in
            SVGMarkup.rect(content, fill: Self.scrollColor, fillOpacity: 0.04, stroke: Self.scrollColor, width: 1, dash: "6 4",
                           attributes: [("class", "scroll-content")])
        }
    }

    private func scrollWindows(_ scene: SceneGeometry) -> [String] {
        scene.scrollAreas.map { scroll, frame, _ in
            "<rect class=\"scroll-window\" x=\"\(SVGMarkup.number(frame.minX))\" y=\"\(SVGMarkup.number(frame.minY))\" width=\"\(SVGMarkup.number(frame.width))\" height=\"\(SVGMarkup.number(frame.height))\" fill=\"none\" stroke=\"\(Self.scrollColor)\" stroke-width=\"2.5\">"
                + "<title>\(SVGMarkup.escape("\(scroll.debugName): content \(scroll.contentSize), offset \(scroll.contentOffset)"))</title></rect>"
        }
    }

    private func keyboardDrawing(_ keyboard: Rect) -> [String] {
        let font = PictureText.font(12)
        let label = PictureText.tail("keyboard \(SVGMarkup.number(keyboard.height)) pt", font, width: max(0, keyboard.width - 8))
        var out = [SVGMarkup.rect(keyboard, fill: "#555555", fillOpacity: 0.55, stroke: "#333333", width: 1, attributes: [("class", "keyboard")])]
        if keyboard.height >= PictureText.metrics(font).lineHeight {
            out.append(SVGMarkup.text(label, x: keyboard.midX, y: keyboard.midY + 4, font: font, color: "#ffffff", anchor: "middle"))
        }
        return out
    }

    /// The root's unsafe bands (status bar, home indicator), shaded.
    private func safeArea() -> [String] {
        let root = model.root.frame.size, inset = model.root.safeAreaInsets
        let bands = [Rect(x: 0, y: 0, width: root.width, height: inset.top),
                     Rect(x: 0, y: root.height - inset.bottom, width: root.width, height: inset.bottom),
                     Rect(x: 0, y: 0, width: inset.left, height: root.height),
                     Rect(x: root.width - inset.right, y: 0, width: inset.right, height: root.height)]
        return bands.filter { $0.width > 0 && $0.height > 0 }.map {
            SVGMarkup.rect($0, fill: "#34c759", fillOpacity: 0.18, stroke: "none", width: 0, attributes: [("class", "unsafe-area")])
        }
    }

    /// Each view's layout margins, as a dotted rectangle inside its frame.
    private func margins(_ scene: SceneGeometry) -> [String] {
        scene.drawn.compactMap { drawn in
            let m = drawn.view.layoutMargins, f = drawn.frame
            let inner = Rect(x: f.minX + m.left, y: f.minY + m.top, width: f.width - m.left - m.right, height: f.height - m.top - m.bottom)
            guard inner.width > 0, inner.height > 0, m != .zero else { return nil }
            return SVGMarkup.rect(inner, fill: "none", stroke: "#34c759", width: 0.75, dash: "1 2", attributes: [("class", "margins")])
        }
    }
}

/// Where a hierarchy's views are, in root coordinates, and the ids pictures give them.
struct SceneGeometry {
    struct DrawnView {
        var view: View
        /// `v0`, `v1`…: unique in the picture, stable for the same file.
        var id: String
        var frame: Rect
        var depth: Int
        /// Scrolled out of its scroll view's visible window.
        var isOutOfSight: Bool
        /// What it is and the text it shows (asked of the model once).
        var content: ViewContent
    }

    var drawn: [DrawnView] = []
    var scrollAreas: [(ScrollView, frame: Rect, content: Rect)] = []
    var bounds: Rect
    private var index: [ObjectIdentifier: Int] = [:]

    init(_ model: any DrawableLayout) {
        bounds = Rect(origin: .zero, size: model.root.frame.size)
        // Frames top down (views are in preorder), so that a deep hierarchy costs linear time.
        var windows: [ObjectIdentifier: Rect] = [:]
        var depths: [ObjectIdentifier: Int] = [:]
        for view in model.views where view.isInstalled {
            var frame = view.frame, depth = 0, window: Rect?
            if view !== model.root, let parent = view.superview, let p = index[ObjectIdentifier(parent)] {
                let parentFrame = drawn[p].frame
                frame = Rect(x: parentFrame.minX - parent.boundsOrigin.x + frame.minX,
                             y: parentFrame.minY - parent.boundsOrigin.y + frame.minY, width: frame.width, height: frame.height)
                depth = (depths[ObjectIdentifier(parent)] ?? 0) + 1
                window = parent is ScrollView ? parentFrame : windows[ObjectIdentifier(parent)]
            } else if view !== model.root {
                continue
            }
            if let window { windows[ObjectIdentifier(view)] = window }
            depths[ObjectIdentifier(view)] = depth
            let outOfSight = window.map { !Self.intersects(frame, $0) } ?? false
            index[ObjectIdentifier(view)] = drawn.count
            drawn.append(DrawnView(view: view, id: "v\(drawn.count)", frame: frame, depth: depth, isOutOfSight: outOfSight,
                                   content: model.content(of: view)))
            bounds = SVGMarkup.union(bounds, frame)
            if let scroll = view as? ScrollView {
                let content = Rect(x: frame.minX - scroll.contentOffset.x, y: frame.minY - scroll.contentOffset.y,
                                   width: scroll.contentSize.width, height: scroll.contentSize.height)
                scrollAreas.append((scroll, frame, content))
                bounds = SVGMarkup.union(bounds, content)
            }
        }
    }

    /// The drawn view of an item (a guide's owning view).
    func drawnView(of item: LayoutItem?) -> DrawnView? {
        guard let item else { return nil }
        if let i = index[ObjectIdentifier(item)] { return drawn[i] }
        if let guide = item as? LayoutGuide, let owner = guide.owningView, let i = index[ObjectIdentifier(owner)] { return drawn[i] }
        return nil
    }

    /// An item's frame in root coordinates (a guide's layout frame in its owner's).
    func frame(of item: LayoutItem?) -> Rect? {
        guard let item else { return nil }
        if let i = index[ObjectIdentifier(item)] { return drawn[i].frame }
        if let guide = item as? LayoutGuide, let owner = guide.owningView, let i = index[ObjectIdentifier(owner)] {
            let o = drawn[i].frame, g = guide.layoutFrame
            return Rect(x: o.minX - owner.boundsOrigin.x + g.minX, y: o.minY - owner.boundsOrigin.y + g.minY, width: g.width, height: g.height)
        }
        return nil
    }

    static func intersects(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}

extension SVGRenderer {
    /// Gap between pictures drawn side by side.
    static let pictureGap = 40.0

    /// Several pictures of ``render()`` in one SVG, left to right (each a nested `<svg>`, which
    /// keeps its own coordinates): a storyboard's scenes.
    static func sideBySide(_ pictures: [String], title: String) -> String {
        if pictures.count == 1, let only = pictures.first { return only }
        var x = 0.0, height = 0.0
        var body = ""
        for picture in pictures {
            guard let start = picture.firstRange(of: "<svg ") else { continue }
            let w = attribute("width", in: picture) ?? 0, h = attribute("height", in: picture) ?? 0
            // The nested picture without its XML declaration, placed at x: a scene of the picture.
            let nested = String(picture[start.upperBound...]).replacingFirst("class=\"plumb-picture plumb-scene\"", with: "class=\"plumb-scene\"")
            body += "<svg x=\"\(SVGMarkup.number(x))\" y=\"0\" " + nested
            x += w + pictureGap
            height = max(height, h)
        }
        let width = max(0, x - pictureGap)
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" version="1.1" class="plumb-picture" width="\(SVGMarkup.number(width))" height="\(SVGMarkup.number(height))" \
            viewBox="0 0 \(SVGMarkup.number(width)) \(SVGMarkup.number(height))" font-family="Helvetica, Arial, sans-serif">
            <title>\(SVGMarkup.escape(title))</title>

            """ + body + "</svg>\n"
    }

    /// A number attribute of the first element (`width="395"`).
    private static func attribute(_ name: String, in svg: String) -> Double? {
        guard let range = svg.firstRange(of: " \(name)=\"") else { return nil }
        let rest = svg[range.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return Double(rest[..<end])
    }
}

extension String {
    /// This string with the first occurrence of `target` replaced.
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = firstRange(of: target) else { return self }
        return String(self[..<range.lowerBound]) + replacement + String(self[range.upperBound...])
    }
}
