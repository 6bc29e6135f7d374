import PlumbLayout

extension SVGRenderer {
    /// The neutral palette of documents that give no colours (layout files, the DSL): plain
    /// views alternate two greys by depth so that nesting shows; controls draw as UIKit's do.
    static let paletteGreys = ["#ffffff", "#e9e9ee"]
    static let stackColor = "#af52de"
    static let outlineColor = "#8e8e93"
    static let tintColor = "#007aff"
    static let placeholderColor = "#b0b0b8"
    /// A caption list beside the canvas stops after this many entries.
    static let outlineLimit = 200

    /// Every installed view: a `g.view` with its frame, fill and text. The texts' boxes are
    /// taken in `placer`, so that no caption covers them. Also the ids of the views with a text
    /// they had no room to draw (their captions carry it).
    func views(_ scene: SceneGeometry, _ placer: inout BoxPlacer) -> (markup: [String], textless: Set<String>) {
        var textless: Set<String> = []
        let markup = scene.drawn.map { drawn in
            let view = drawn.view, f = drawn.frame, content = drawn.content
            var attributes = [("class", "view"), ("data-view", drawn.id), ("data-name", view.debugName),
                              ("data-class", content.kind.rawValue), ("data-frame", SVGMarkup.frameAttribute(f))]
            if let text = content.text, !text.isEmpty { attributes.append(("data-text", text)) }
            var open = "<g"
            for (name, value) in attributes { open += " \(name)=\"\(SVGMarkup.escape(value))\"" }
            if drawn.isOutOfSight { open += " opacity=\"0.35\"" }
            var parts = [open + ">", "<title>\(SVGMarkup.escape(view.debugName))</title>"]
            parts.append(frameRect(drawn, content, view === model.root))
            if content.kind == .imageView { parts += imagePlaceholder(f) }
            let lines = textLines(drawn, content)
            if lines.isEmpty, let text = content.text, !text.isEmpty { textless.insert(drawn.id) }
            for line in lines {
                placer.occupy(line.box)
                parts.append(line.markup)
            }
            return parts.joined() + "</g>"
        }
        return (markup, textless)
    }

    private func frameRect(_ drawn: SceneGeometry.DrawnView, _ content: ViewContent, _ isRoot: Bool) -> String {
        let view = drawn.view
        let isStack = content.kind == .stackView
        let dash = view.isHidden ? "2 2" : (isStack ? "4 2" : nil)
        let stroke = isRoot ? "#333333" : (isStack ? Self.stackColor : Self.outlineColor)
        var fill = "none", opacity: Double?
        if let appearance = model.appearance(of: view) {
            if let given = appearance.fill, given.opacity > 0 { (fill, opacity) = (given.color, given.opacity < 1 ? given.opacity : nil) }
        } else {
            switch content.kind {
            case .label, .button, .stackView: break
            case .textField, .textView: fill = "#ffffff"
            case .imageView: fill = "#e5e5ea"
            case .scrollView: fill = "#eef4fb"
            case .view: fill = isRoot ? "#f4f4f4" : Self.paletteGreys[drawn.depth % 2]
            }
        }
        let rounded = content.kind == .textField || content.kind == .button
        return SVGMarkup.rect(drawn.frame, fill: fill, fillOpacity: opacity, stroke: stroke, width: isRoot ? 1.5 : 1, dash: dash,
                              radius: rounded ? 5 : nil, attributes: [("class", "frame")])
    }

    /// An image view without its image: a crossed box.
    private func imagePlaceholder(_ f: Rect) -> [String] {
        guard f.width > 2, f.height > 2 else { return [] }
        let n = SVGMarkup.number
        return ["<path class=\"image-cross\" d=\"M\(n(f.minX)) \(n(f.minY))L\(n(f.maxX)) \(n(f.maxY))M\(n(f.maxX)) \(n(f.minY))L\(n(f.minX)) \(n(f.maxY))\" stroke=\"#c7c7cc\" stroke-width=\"1\" fill=\"none\"/>"]
    }

    /// The lines of text a view draws, in its frame: a label's wrapped and truncated as UIKit
    /// would at this size (centred vertically), a button's title centred and cut in the middle,
    /// a field's text or placeholder after its 7-point inset. A frame lower than one line gets
    /// it overflowing (class `overflow`); one under 4 points wide draws none (its caption
    /// carries the text).
    private func textLines(_ drawn: SceneGeometry.DrawnView, _ content: ViewContent) -> [(markup: String, box: Rect)] {
        let f = drawn.frame
        guard let text = content.text, !text.isEmpty, f.width >= 4 else { return [] }
        let color = model.appearance(of: drawn.view)?.textColor
        let font = content.font
        var inset = 0.0, centred = false, numberOfLines = content.numberOfLines
        let textColor: String
        switch content.kind {
        case .label:
            textColor = color ?? "#000000"
        case .button:
            (centred, numberOfLines, textColor) = (true, 1, color ?? Self.tintColor)
        case .textField, .textView:
            inset = f.width > 20 ? (content.kind == .textField ? 7 : 5) : 0
            textColor = content.isPlaceholder ? Self.placeholderColor : (color ?? "#000000")
        case .imageView, .stackView, .scrollView, .view:
            return []
        }
        // A frame lower than a line: UIKit centres the line on it and lets it overflow (unless
        // the view clips); the picture draws it so, marked `overflow`.
        let metrics = PictureText.metrics(font)
        let overflows = metrics.lineHeight > f.height + TextMeasure.pixelTolerance
        let width = f.width - 2 * inset
        let lines: [String]
        if centred {
            lines = [PictureText.middle(text, font, width: width)]
        } else {
            // Lines that fit, at most one per character (a frame may be astronomically high).
            let fitting = ((f.height + TextMeasure.pixelTolerance) / metrics.lineHeight).rounded(.down)
            let room = fitting.isFinite ? max(1, Int(min(Double(text.count), max(0, fitting)))) : text.count
            lines = PictureText.wrapped(text, font, width: width, numberOfLines: numberOfLines, maxLines: room)
        }
        let top = f.minY + (f.height - Double(lines.count) * metrics.lineHeight) / 2
        return lines.enumerated().compactMap { i, line in
            // Not even an ellipsis fits: nothing is drawn (the caption carries the text).
            guard line.contains(where: { !$0.isWhitespace }), PictureText.width(line, font) <= width + TextMeasure.pixelTolerance else { return nil }
            let baseline = top + metrics.ascender + Double(i) * metrics.lineHeight
            let lineWidth = PictureText.width(line, font)
            let x = centred ? f.minX + (f.width - lineWidth) / 2 : f.minX + inset
            let markup = SVGMarkup.text(line, x: x, y: baseline, font: font, color: textColor, class: overflows ? "view-text overflow" : "view-text",
                                        attributes: [("data-view", drawn.id), ("data-text", text)])
            return (markup, Rect(x: x, y: baseline - metrics.ascender, width: lineWidth, height: metrics.lineHeight))
        }
    }

    /// A caption per view (but the root, which the title names), smallest views first (they
    /// have the least room), at the first free place: inside a corner, else just outside. A
    /// caption with no room becomes a number tag (`#3`) listed beside the canvas, or only the
    /// list entry when even the tag finds none.
    func captions(_ scene: SceneGeometry, textless: Set<String>,
                  _ placer: inout BoxPlacer) -> (markup: [String], unplaced: [(tag: Int, view: SceneGeometry.DrawnView, caption: String)]) {
        let font = Self.captionFont
        let metrics = PictureText.metrics(font)
        let order = scene.drawn.indices.filter { scene.drawn[$0].view !== model.root }.sorted {
            let a = scene.drawn[$0].frame, b = scene.drawn[$1].frame
            return (a.width * a.height, $0) < (b.width * b.height, $1)
        }
        var markup: [String] = []
        var unplaced: [(Int, SceneGeometry.DrawnView, String)] = []
        for i in order {
            let drawn = scene.drawn[i]
            let caption = self.caption(drawn, carriesText: textless.contains(drawn.id))
            let attributes = [("data-view", drawn.id)]
            if let origin = placer.place(size(caption, font), at: BoxPlacer.candidates(around: drawn.frame, size(caption, font))) {
                markup.append(captionText(caption, origin, metrics, attributes))
                continue
            }
            let tag = unplaced.count + 1
            let tagText = "#\(tag)"
            if let origin = placer.place(size(tagText, font), at: BoxPlacer.candidates(around: drawn.frame, size(tagText, font))) {
                markup.append(captionText(tagText, origin, metrics, attributes, tooltip: caption))
            }
            unplaced.append((tag, drawn, caption))
        }
        return (markup, unplaced)
    }

    private func caption(_ drawn: SceneGeometry.DrawnView, carriesText: Bool) -> String {
        let view = drawn.view, content = drawn.content
        var caption = model.caption(of: view)
        if content.kind == .imageView {
            let size = content.imageSize.map { "image \(SVGMarkup.number($0.width)) × \(SVGMarkup.number($0.height))" } ?? "no image"
            caption += " (\(size))"
        }
        // A view too small to draw its text carries it in the caption.
        if carriesText, let text = content.text { caption += " “\(text)”" }
        if view.isHidden { caption += " (hidden)" }
        return caption
    }

    private func size(_ text: String, _ font: Font) -> Size {
        Size(width: PictureText.width(text, font), height: PictureText.metrics(font).lineHeight)
    }

    private func captionText(_ text: String, _ origin: Point, _ metrics: LineMetrics, _ attributes: [(String, String)],
                             tooltip: String? = nil) -> String {
        SVGMarkup.text(text, x: origin.x, y: origin.y + metrics.ascender, font: Self.captionFont, color: "#333333", class: "caption",
                       attributes: attributes + [("paint-order", "stroke"), ("stroke", "#ffffff"), ("stroke-width", "2.5"),
                                                 ("stroke-opacity", "0.8")], tooltip: tooltip)
    }
}
