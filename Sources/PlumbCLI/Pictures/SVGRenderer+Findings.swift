import PlumbDiagnostics
import PlumbLayout
import PlumbMessages

extension SVGRenderer {
    /// Numbers the findings from 1, with the views each concerns: its items, else the items of
    /// its constraints; and, for each finding, the file's constraint each of its references
    /// names (nil when it is none of the file's).
    func pinFindings(_ scene: SceneGeometry) -> (pins: [Picture.Pin], constraints: [[LayoutConstraint?]]) {
        // A file's constraint by its place and equation; the first of a place wins.
        struct Place: Hashable { var line: Int, column: Int?, equation: String }
        var byPlace: [Place: LayoutConstraint] = [:]
        for c in model.constraints {
            guard let l = c.sourceLocation else { continue }
            let key = Place(line: l.line, column: l.column, equation: c.description)
            if byPlace[key] == nil { byPlace[key] = c }
        }
        let matched = findings.map { finding in
            finding.constraints.map { reference in
                reference.location.flatMap { byPlace[Place(line: $0.line, column: $0.column, equation: reference.description)] }
            }
        }
        let pins = zip(findings, matched).enumerated().map { i, pair in
            let (finding, constraints) = pair
            var views: [String] = []
            for name in finding.items {
                if let id = scene.drawnView(of: model.item(named: name))?.id, !views.contains(id) { views.append(id) }
            }
            let constraintViews = constraints.map { c -> [String] in
                guard let c else { return [] }
                var ids: [String] = []
                for item in [c.firstItem, c.secondItem] {
                    if let id = scene.drawnView(of: item)?.id, !ids.contains(id) { ids.append(id) }
                }
                return ids
            }
            if views.isEmpty { for ids in constraintViews { for id in ids where !views.contains(id) { views.append(id) } } }
            return Picture.Pin(number: i + 1, finding: finding, views: views, constraintViews: constraintViews)
        }
        return (pins, matched)
    }

    /// An ambiguity's two witness frames, in root coordinates (they are in the superview's).
    func witnessFrames(_ finding: Finding, _ scene: SceneGeometry) -> [Rect] {
        guard let witness = finding.witness, let item = model.item(named: witness.item) else { return [] }
        var container: View?
        if let view = item as? View { container = view.superview } else if let guide = item as? LayoutGuide { container = guide.owningView }
        guard let container, let origin = scene.frame(of: container) else { return [witness.first, witness.second] }
        return [witness.first, witness.second].map {
            $0.offsetBy(dx: origin.minX - container.boundsOrigin.x, dy: origin.minY - container.boundsOrigin.y)
        }
    }

    /// Ambiguous views outlined, their witness frames dashed and an outline moving between
    /// them (as `exerciseAmbiguityInLayout` moves the view on a device), a scroll content size
    /// range as a band; conflicting constraints as red lines; optional constraints that lost as
    /// dashed lines with how far they are from holding.
    func findingMarks(_ pins: [Picture.Pin], _ matched: [[LayoutConstraint?]], _ scene: SceneGeometry,
                      _ placer: inout BoxPlacer) -> [String] {
        var marks: [String] = []
        let color = Self.ambiguousColor
        for (pin, constraints) in zip(pins, matched) {
            let finding = pin.finding
            switch finding.kind {
            case .ambiguousLayout, .ambiguousScrollableContentSize, .contentPriorityAmbiguity:
                for name in finding.items {
                    guard let frame = scene.frame(of: model.item(named: name)) else { continue }
                    marks.append(SVGMarkup.rect(frame, fill: "none", stroke: color, width: 3, attributes: [("class", "ambiguous-outline")]))
                }
                if finding.kind == .ambiguousScrollableContentSize { marks += band(finding, scene) }
                let witnesses = witnessFrames(finding, scene)
                guard witnesses.count == 2 else { continue }
                for frame in witnesses {
                    marks.append(SVGMarkup.rect(frame, fill: "none", stroke: color, width: 1.5, dash: "5 3", attributes: [("class", "witness")]))
                }
                marks.append(motion(witnesses[0], witnesses[1]))
            case .conflictingConstraints:
                for (reference, c) in zip(finding.constraints, constraints) {
                    guard let c else { continue }
                    marks += line(c, scene, color: Self.conflictColor, dash: nil, tooltip: reference.description)
                }
            case .unsatisfiedConstraint:
                for (reference, c) in zip(finding.constraints, constraints) {
                    guard let c else { continue }
                    let drawn = line(c, scene, color: Self.unsatisfiedColor, dash: "4 3", tooltip: reference.description)
                    marks += drawn
                    if let shortfall = finding.shortfall, let mid = midpoint(c, scene) {
                        marks += lossLabel("off by \(SVGMarkup.number(shortfall)) pt", at: mid, &placer)
                    }
                }
            case .misplacedView, .diagnosticsIncomplete, .truncatedText, .overlappingText, .numberOverflow:
                continue
            }
        }
        return marks
    }

    /// A rectangle that moves from one witness frame to the other and back, forever.
    private func motion(_ a: Rect, _ b: Rect) -> String {
        let n = SVGMarkup.number
        var s = "<rect class=\"witness-motion\" x=\"\(n(a.minX))\" y=\"\(n(a.minY))\" width=\"\(n(max(0, a.width)))\" height=\"\(n(max(0, a.height)))\" fill=\"\(Self.ambiguousColor)\" fill-opacity=\"0.15\" stroke=\"\(Self.ambiguousColor)\" stroke-width=\"2\">"
        for (name, from, to) in [("x", a.minX, b.minX), ("y", a.minY, b.minY), ("width", max(0, a.width), max(0, b.width)),
                                 ("height", max(0, a.height), max(0, b.height))] where from != to {
            s += "<animate attributeName=\"\(name)\" values=\"\(n(from));\(n(to));\(n(from))\" dur=\"2.4s\" repeatCount=\"indefinite\"/>"
        }
        return s + "</rect>"
    }

    /// The content sizes a scroll view's constraints allow, as a band across its content area
    /// from the least to the greatest (an unbounded end drawn ``View/ambiguityExerciseDistance``
    /// past the least, its far edge dashed and open).
    func bandRect(_ finding: Finding, _ scene: SceneGeometry) -> Rect? { bandGeometry(finding, scene)?.rect }

    private func bandGeometry(_ finding: Finding, _ scene: SceneGeometry) -> (rect: Rect, horizontal: Bool, lower: Double)? {
        guard finding.kind == .ambiguousScrollableContentSize, let range = finding.range, let name = finding.items.first,
              let area = scene.scrollAreas.first(where: { $0.0.debugName == name })?.content else { return nil }
        let horizontal = finding.message.hasSuffix("width")
        let lower = range.lower.isFinite ? max(0, range.lower) : 0
        let upper = range.upper.isFinite ? range.upper : lower + View.ambiguityExerciseDistance
        guard upper > lower else { return nil }
        let rect = horizontal ? Rect(x: area.minX + lower, y: area.minY, width: upper - lower, height: max(area.height, 1))
            : Rect(x: area.minX, y: area.minY + lower, width: max(area.width, 1), height: upper - lower)
        return (rect, horizontal, lower)
    }

    private func band(_ finding: Finding, _ scene: SceneGeometry) -> [String] {
        guard let range = finding.range, let (r, horizontal, lower) = bandGeometry(finding, scene) else { return [] }
        let n = SVGMarkup.number
        let word = horizontal ? "width" : "height"
        let upperText = range.upper.isFinite ? n(range.upper) : "∞"
        var out = ["<rect class=\"range-band\" x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\" fill=\"\(Self.ambiguousColor)\" fill-opacity=\"0.18\" stroke=\"none\"><title>\(SVGMarkup.escape("content \(word) from \(n(lower)) to \(upperText)"))</title></rect>"]
        if !range.upper.isFinite {
            let (x1, y1, x2, y2) = horizontal ? (r.maxX, r.minY, r.maxX, r.maxY) : (r.minX, r.maxY, r.maxX, r.maxY)
            out.append("<line class=\"range-open-end\" x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" stroke=\"\(Self.ambiguousColor)\" stroke-width=\"1.5\" stroke-dasharray=\"2 3\"/>")
        }
        return out
    }

    private func ends(_ c: LayoutConstraint, _ scene: SceneGeometry) -> (Point, Point)? {
        guard let first = scene.frame(of: c.firstItem) else { return nil }
        return SVGMarkup.constraintLine(c, first: first, second: scene.frame(of: c.secondItem))
    }

    private func midpoint(_ c: LayoutConstraint, _ scene: SceneGeometry) -> Point? {
        ends(c, scene).map { Point(x: ($0.0.x + $0.1.x) / 2, y: ($0.0.y + $0.1.y) / 2) }
    }

    private func line(_ c: LayoutConstraint, _ scene: SceneGeometry, color: String, dash: String?, tooltip: String) -> [String] {
        guard let (from, to) = ends(c, scene) else { return [] }
        let n = SVGMarkup.number
        let dashAttribute = dash.map { " stroke-dasharray=\"\($0)\"" } ?? ""
        return [
            "<line class=\"constraint-line\" x1=\"\(n(from.x))\" y1=\"\(n(from.y))\" x2=\"\(n(to.x))\" y2=\"\(n(to.y))\" stroke=\"\(color)\" stroke-width=\"2.5\"\(dashAttribute)><title>\(SVGMarkup.escape(tooltip))</title></line>",
            "<circle class=\"constraint-end\" cx=\"\(n(from.x))\" cy=\"\(n(from.y))\" r=\"3\" fill=\"\(color)\"/>",
        ]
    }

    /// "off by 12 pt" near a line's middle, where it covers no caption or text (or nowhere).
    private func lossLabel(_ text: String, at p: Point, _ placer: inout BoxPlacer) -> [String] {
        let font = PictureText.font(9, .medium)
        let s = Size(width: PictureText.width(text, font), height: PictureText.metrics(font).lineHeight)
        let candidates = [Point(x: p.x + 4, y: p.y - s.height - 2), Point(x: p.x + 4, y: p.y + 2),
                          Point(x: p.x - s.width - 4, y: p.y - s.height - 2), Point(x: p.x - s.width - 4, y: p.y + 2)]
        guard let origin = placer.place(s, at: candidates) else { return [] }
        return [SVGMarkup.text(text, x: origin.x, y: origin.y + PictureText.metrics(font).ascender, font: font,
                               color: Self.unsatisfiedColor, class: "constraint-label")]
    }

    static func severityColor(_ severity: Finding.Severity) -> String {
        switch severity {
        case .error: conflictColor
        case .warning: ambiguousColor
        case .note: noteColor
        }
    }

    /// A numbered disc per finding on its first view's frame: in the top right corner, the
    /// next ones on the same view to its left; in the middle of a view too small for one.
    func markers(_ pins: [Picture.Pin], _ scene: SceneGeometry, _ placer: inout BoxPlacer) -> [String] {
        var perView: [String: Int] = [:]
        var out: [String] = []
        let radius = 7.0
        let frames = Dictionary(scene.drawn.map { ($0.id, $0.frame) }, uniquingKeysWith: { a, _ in a })
        for pin in pins {
            guard let id = pin.views.first, let f = frames[id] else { continue }
            let k = Double(perView[id, default: 0])
            perView[id, default: 0] += 1
            var centre = Point(x: f.midX, y: f.midY)
            if f.width >= 2 * radius + 2, f.height >= 2 * radius + 2 {
                centre = Point(x: max(f.minX + radius + 1, f.maxX - radius - 1 - k * (2 * radius + 1)), y: f.minY + radius + 1)
            }
            placer.occupy(Rect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius))
            let font = PictureText.font(pin.number < 100 ? 8 : 6, .bold)
            let n = SVGMarkup.number
            out.append("<g class=\"marker\" data-finding=\"\(pin.number)\" data-view=\"\(id)\"><title>\(SVGMarkup.escape("\(pin.number). \(pin.finding.message)"))</title>"
                + "<circle cx=\"\(n(centre.x))\" cy=\"\(n(centre.y))\" r=\"\(n(radius))\" fill=\"\(Self.severityColor(pin.finding.severity))\" stroke=\"#ffffff\" stroke-width=\"1.5\"/>"
                + SVGMarkup.text("\(pin.number)", x: centre.x, y: centre.y + 3, font: font, color: "#ffffff", anchor: "middle")
                + "</g>")
        }
        return out
    }

    /// The list beside the canvas: each finding with its number, severity, message and
    /// constraints; then the views whose caption found no room. Returns its bottom.
    func panel(pins: [Picture.Pin], unplaced: [(tag: Int, view: SceneGeometry.DrawnView, caption: String)], x: Double,
               y top: Double) -> ([String], Double) {
        var out: [String] = []
        var y = top
        let width = Self.panelWidth
        let heading = PictureText.font(10, .semibold), body = PictureText.font(10), small = PictureText.font(9)
        let n = SVGMarkup.number
        if !pins.isEmpty {
            y += PictureText.metrics(heading).ascender
            out.append(SVGMarkup.text("Findings", x: x, y: y, font: heading, color: "#000000", class: "panel-heading"))
            y += PictureText.metrics(heading).descender + 6
        }
        for pin in pins {
            let finding = pin.finding
            var entry = "<g class=\"finding-entry\" data-finding=\"\(pin.number)\" data-severity=\"\(finding.severity)\" data-kind=\"\(finding.kind.rawValue)\" data-views=\"\(pin.views.joined(separator: " "))\">"
            entry += "<circle class=\"badge\" cx=\"\(n(x + 7))\" cy=\"\(n(y + 7))\" r=\"7\" fill=\"\(Self.severityColor(finding.severity))\"/>"
            entry += SVGMarkup.text("\(pin.number)", x: x + 7, y: y + 10, font: PictureText.font(pin.number < 100 ? 8 : 6, .bold),
                                    color: "#ffffff", anchor: "middle")
            let metrics = PictureText.metrics(body)
            for line in PictureText.wrapped("\(finding.severity): \(finding.message)", body, width: width - 20, numberOfLines: 0, maxLines: 6) {
                entry += SVGMarkup.text(line, x: x + 18, y: y + metrics.ascender, font: body, color: "#222222")
                y += metrics.lineHeight
            }
            let smallMetrics = PictureText.metrics(small)
            for (i, reference) in finding.constraints.prefix(8).enumerated() {
                let views = i < pin.constraintViews.count ? pin.constraintViews[i].joined(separator: " ") : ""
                let line = PictureText.tail("• " + reference.description, small, width: width - 20)
                entry += SVGMarkup.text(line, x: x + 18, y: y + smallMetrics.ascender, font: small, color: "#555555", class: "constraint",
                                        attributes: [("data-views", views)], tooltip: reference.description)
                y += smallMetrics.lineHeight
            }
            if finding.constraints.count > 8 {
                entry += SVGMarkup.text("… \(finding.constraints.count - 8) more", x: x + 18, y: y + smallMetrics.ascender, font: small, color: "#555555")
                y += smallMetrics.lineHeight
            }
            y += 6
            out.append(entry + "</g>")
        }
        if !unplaced.isEmpty {
            y += 4 + PictureText.metrics(heading).ascender
            out.append(SVGMarkup.text("Views without room for a caption", x: x, y: y, font: heading, color: "#000000", class: "panel-heading"))
            y += PictureText.metrics(heading).descender + 4
            let metrics = PictureText.metrics(small)
            for (tag, drawn, caption) in unplaced.prefix(Self.outlineLimit) {
                let f = drawn.frame
                let full = "#\(tag) \(caption) — \(drawn.view.debugName) (\(n(f.minX)), \(n(f.minY)), \(n(f.width)) × \(n(f.height)))"
                out.append(SVGMarkup.text(PictureText.tail(full, small, width: width), x: x, y: y + metrics.ascender, font: small,
                                          color: "#333333", class: "outline-entry", attributes: [("data-view", drawn.id)], tooltip: full))
                y += metrics.lineHeight
            }
            if unplaced.count > Self.outlineLimit {
                out.append(SVGMarkup.text("… and \(unplaced.count - Self.outlineLimit) more", x: x, y: y + metrics.ascender, font: small,
                                          color: "#333333", class: "outline-entry", attributes: [("data-view", "")]))
                y += metrics.lineHeight
            }
        }
        return (out, y)
    }

    /// The key to the drawing, in rows as wide as the picture, then the count of findings.
    func legend(x: Double, y: Double, width: Double, findings count: Int) -> (String, Double) {
        let swatch = Rect(x: 0, y: 0, width: 14, height: 10)
        let entries: [(String, String)] = [
            (SVGMarkup.rect(swatch, fill: "#ffffff", stroke: Self.outlineColor, width: 1), "view"),
            (SVGMarkup.rect(swatch, fill: "none", stroke: Self.stackColor, width: 1, dash: "4 2"), "stack view"),
            (SVGMarkup.rect(swatch, fill: "none", stroke: Self.scrollColor, width: 1, dash: "3 2"), "scroll content"),
            (SVGMarkup.rect(swatch, fill: "none", stroke: Self.scrollColor, width: 2.5), "visible window"),
            (SVGMarkup.rect(swatch, fill: "none", stroke: Self.ambiguousColor, width: 3), "ambiguous"),
            (SVGMarkup.rect(swatch, fill: "none", stroke: Self.ambiguousColor, width: 1.5, dash: "3 2"), "witness frames"),
            (SVGMarkup.rect(swatch, fill: Self.ambiguousColor, fillOpacity: 0.18, stroke: "none", width: 0), "content size range"),
            ("<line x1=\"0\" y1=\"5\" x2=\"14\" y2=\"5\" stroke=\"\(Self.conflictColor)\" stroke-width=\"2.5\"/>", "conflicting constraint"),
            ("<line x1=\"0\" y1=\"5\" x2=\"14\" y2=\"5\" stroke=\"\(Self.unsatisfiedColor)\" stroke-width=\"2.5\" stroke-dasharray=\"4 3\"/>", "unsatisfied constraint"),
            ("<circle cx=\"7\" cy=\"5\" r=\"5\" fill=\"\(Self.ambiguousColor)\"/>", "finding"),
        ]
        let font = PictureText.font(10)
        let metrics = PictureText.metrics(font)
        let rowHeight = max(14, metrics.lineHeight + 2)
        var out = "<g class=\"legend-group\">"
        var ex = 0.0, ey = 0.0
        for (drawing, name) in entries {
            let w = 20 + PictureText.width(name, font) + 14
            if ex > 0, ex + w > width { (ex, ey) = (0, ey + rowHeight) }
            out += "<g transform=\"translate(\(SVGMarkup.number(x + ex)) \(SVGMarkup.number(y + ey)))\">\(drawing)"
            out += SVGMarkup.text(name, x: 20, y: 9, font: font, color: "#333333", class: "legend") + "</g>"
            ex += w
        }
        ey += rowHeight + metrics.ascender
        let summary = count == 0 ? "no findings" : "\(count) finding\(count == 1 ? "" : "s"): run plumb diagnose \(model.path)"
        out += SVGMarkup.text(PictureText.middle(summary, font, width: width), x: x, y: y + ey, font: font,
                              color: count == 0 ? "#2ca02c" : Self.conflictColor, class: "legend")
        return (out + "</g>", y + ey + metrics.descender)
    }
}
