import PlumbDiagnostics
import PlumbFormats
import PlumbLayout

/// Draws a laid-out layout file as an SVG picture (`plumb render`), in root coordinates, one
/// SVG unit per point:
///
/// * every installed view's frame with its name (views scrolled out of sight are faded,
///   hidden views dotted);
/// * each scroll view's content area (dashed, `contentSize` at the content offset) and its
///   visible window (the frame, with the offset);
/// * the keyboard;
/// * findings: ambiguous views outlined in orange with their two witness frames dashed,
///   the constraints of a conflict drawn as red lines between the anchors they relate.
///
/// A legend follows the drawing. What it draws is a ``DrawableLayout``: a layout file's model,
/// or one scene of a storyboard in one size class. The output is plain SVG 1.1 (no scripts, no external
/// resources), well-formed XML.
struct SVGRenderer {
    let model: any DrawableLayout
    let findings: [Finding]

    static let margin = 24.0
    static let ambiguousColor = "#e67e22"
    static let conflictColor = "#d62728"
    static let scrollColor = "#1f77b4"

    func render() -> String {
        let root = model.root
        var bounds = Rect(origin: .zero, size: root.frame.size)
        var body: [String] = []

        let installed = model.views.filter { $0.isInstalled }
        // Frames in root coordinates and each view's nearest scroll view, top down (model.views
        // is in preorder), so that a deep hierarchy costs linear time.
        var rootFrames: [ObjectIdentifier: Rect] = [:]
        var scrollWindows: [ObjectIdentifier: Rect] = [:]
        for view in model.views {
            guard let parent = view.superview, let parentFrame = rootFrames[ObjectIdentifier(parent)] else {
                rootFrames[ObjectIdentifier(view)] = view.frame
                continue
            }
            let f = view.frame
            rootFrames[ObjectIdentifier(view)] = Rect(x: parentFrame.minX - parent.boundsOrigin.x + f.minX,
                                                      y: parentFrame.minY - parent.boundsOrigin.y + f.minY,
                                                      width: f.width, height: f.height)
            if parent is ScrollView {
                scrollWindows[ObjectIdentifier(view)] = parentFrame
            } else if let window = scrollWindows[ObjectIdentifier(parent)] {
                scrollWindows[ObjectIdentifier(view)] = window
            }
        }
        for view in model.views where !view.isInstalled { rootFrames[ObjectIdentifier(view)] = nil }
        for frame in rootFrames.values { bounds = union(bounds, frame) }
        var scrollAreas: [(ScrollView, Rect, Rect)] = []
        for view in installed {
            guard let scroll = view as? ScrollView, let frame = rootFrames[ObjectIdentifier(scroll)] else { continue }
            let content = scroll.convert(Rect(origin: .zero, size: scroll.contentSize), to: nil)
            scrollAreas.append((scroll, frame, content))
            bounds = union(bounds, content)
        }
        if let keyboard = model.keyboardFrame { bounds = union(bounds, keyboard) }

        // The root (the screen).
        body.append(rect(Rect(origin: .zero, size: root.frame.size), fill: "#f4f4f4", stroke: "#333333", width: 1.5))

        // Scroll views: content area (dashed) first, so views draw over it.
        for (scroll, _, content) in scrollAreas {
            body.append(rect(content, fill: "#1f77b4", fillOpacity: 0.04, stroke: SVGRenderer.scrollColor, width: 1,
                             dash: "6 4"))
            body.append(text("\(scroll.name) content \(scroll.contentSize)", x: content.minX + 3, y: content.maxY - 4,
                             size: 9, color: SVGRenderer.scrollColor))
        }

        // Views, in preorder: a view scrolled out of its scroll view's window is faded.
        for view in installed where view !== root {
            guard let frame = rootFrames[ObjectIdentifier(view)] else { continue }
            var opacity = 1.0
            if let window = scrollWindows[ObjectIdentifier(view)], !intersects(frame, window) { opacity = 0.35 }
            let dash = view.isHidden ? "2 2" : nil
            body.append(group(opacity: opacity, [
                rect(frame, fill: "#ffffff", fillOpacity: 0.55, stroke: "#555555", width: 1, dash: dash),
                text(label(view), x: frame.minX + 2, y: frame.minY + 10, size: 9, color: "#222222"),
            ]))
        }
        body.append(text(root.name, x: 2, y: -6, size: 11, color: "#333333"))

        // Visible windows of scroll views, over the content.
        for (scroll, frame, _) in scrollAreas {
            body.append(rect(frame, fill: "none", stroke: SVGRenderer.scrollColor, width: 2.5))
            body.append(text("\(scroll.name) visible, offset \(scroll.contentOffset)", x: frame.minX + 3,
                             y: frame.maxY - 4, size: 9, color: SVGRenderer.scrollColor))
        }

        if let keyboard = model.keyboardFrame {
            body.append(rect(keyboard, fill: "#555555", fillOpacity: 0.55, stroke: "#333333", width: 1))
            body.append(text("keyboard \(number(keyboard.height)) pt", x: keyboard.midX, y: keyboard.midY + 4, size: 12,
                             color: "#ffffff", anchor: "middle"))
        }

        body += findingMarks(rootFrames)

        // Canvas: everything plus a margin, a title above and a legend below.
        let legendHeight = 64.0
        let x0 = bounds.minX - SVGRenderer.margin, y0 = bounds.minY - SVGRenderer.margin - 16
        let width = max(bounds.width + 2 * SVGRenderer.margin, 520)
        let height = bounds.height + 2 * SVGRenderer.margin + 16 + legendHeight
        let legendY = bounds.maxY + SVGRenderer.margin
        var svg = SVGMarkup.documentStart(canvas: Rect(x: x0, y: y0, width: width, height: height), title: model.title)
        svg += text("\(model.title) — \(number(root.frame.width)) × \(number(root.frame.height))", x: x0 + 8,
                    y: y0 + 14, size: 11, color: "#000000") + "\n"
        for element in body { svg += element + "\n" }
        svg += legend(x: x0 + 8, y: legendY) + "\n"
        svg += "</svg>\n"
        return svg
    }

    // MARK: Findings

    private func findingMarks(_ rootFrames: [ObjectIdentifier: Rect]) -> [String] {
        var marks: [String] = []
        for finding in findings {
            switch finding.kind {
            case .ambiguousLayout, .ambiguousScrollableContentSize, .contentPriorityAmbiguity:
                for name in finding.items {
                    guard let view = model.item(named: name) as? View, let frame = rootFrames[ObjectIdentifier(view)] else {
                        continue
                    }
                    marks.append(rect(frame, fill: "none", stroke: SVGRenderer.ambiguousColor, width: 3))
                }
                if let witness = finding.witness, let view = model.item(named: witness.item) as? View {
                    for frame in [witness.first, witness.second] {
                        // The witness is in the superview's coordinates.
                        var inRoot = frame
                        if let parent = view.superview, let p = rootFrames[ObjectIdentifier(parent)] {
                            inRoot = frame.offsetBy(dx: p.minX - parent.boundsOrigin.x, dy: p.minY - parent.boundsOrigin.y)
                        }
                        marks.append(rect(inRoot, fill: "none", stroke: SVGRenderer.ambiguousColor, width: 1.5, dash: "5 3"))
                    }
                }
            case .conflictingConstraints:
                for reference in finding.constraints {
                    guard let c = constraint(for: reference) else { continue }
                    marks += conflictLine(c, reference.equation, rootFrames)
                }
            case .unsatisfiedConstraint, .misplacedView, .diagnosticsIncomplete, .truncatedText, .overlappingText, .numberOverflow:
                continue
            }
        }
        return marks
    }

    /// The file's constraint a finding refers to (by location and equation).
    private func constraint(for reference: Finding.ConstraintReference) -> LayoutConstraint? {
        guard let location = reference.location else { return nil }
        return model.constraints.first { c in
            guard let l = c.sourceLocation, l.line == location.line, l.column == location.column else { return false }
            return c.description == reference.description
        }
    }

    private func frameInRoot(_ item: LayoutItem?, _ rootFrames: [ObjectIdentifier: Rect]) -> Rect? {
        guard let item else { return nil }
        if let frame = rootFrames[ObjectIdentifier(item)] { return frame }
        if let guide = item as? LayoutGuide, let owner = guide.owningView {
            return owner.convert(guide.layoutFrame, to: nil)
        }
        return nil
    }

    /// A red line between the anchors of a constraint (along the item for a constant size).
    private func conflictLine(_ c: LayoutConstraint, _ label: String, _ rootFrames: [ObjectIdentifier: Rect]) -> [String] {
        guard let first = frameInRoot(c.firstItem, rootFrames) else { return [] }
        let start = anchorPoint(first, c.firstAttribute)
        var end: Point
        if let second = frameInRoot(c.secondItem, rootFrames) {
            end = anchorPoint(second, c.secondAttribute)
        } else if c.firstAttribute == .width {
            end = Point(x: first.maxX, y: first.midY)
        } else {
            end = Point(x: first.midX, y: first.maxY)
        }
        var from = start
        if c.secondItem == nil { from = c.firstAttribute == .width ? Point(x: first.minX, y: first.midY) : Point(x: first.midX, y: first.minY) }
        if abs(from.x - end.x) < 0.5, abs(from.y - end.y) < 0.5 { end = Point(x: end.x + 6, y: end.y + 6) }
        return [
            "<line x1=\"\(number(from.x))\" y1=\"\(number(from.y))\" x2=\"\(number(end.x))\" y2=\"\(number(end.y))\" stroke=\"\(SVGRenderer.conflictColor)\" stroke-width=\"2.5\"/>",
            "<circle cx=\"\(number(from.x))\" cy=\"\(number(from.y))\" r=\"3\" fill=\"\(SVGRenderer.conflictColor)\"/>",
            text(label, x: (from.x + end.x) / 2 + 4, y: (from.y + end.y) / 2 - 4, size: 9, color: SVGRenderer.conflictColor),
        ]
    }

    private func anchorPoint(_ r: Rect, _ attribute: LayoutAttribute) -> Point { SVGMarkup.anchorPoint(r, attribute) }

    // MARK: Pieces

    private func label(_ view: View) -> String {
        var s = view.name
        if let text = model.text(of: view) { s += " “\(text)”" }
        if view.isHidden { s += " (hidden)" }
        return s
    }

    private func legend(x: Double, y: Double) -> String {
        let entries: [(String, String)] = [
            (rect(Rect(x: 0, y: 0, width: 14, height: 10), fill: "#ffffff", stroke: "#555555", width: 1), "view"),
            (rect(Rect(x: 0, y: 0, width: 14, height: 10), fill: "none", stroke: SVGRenderer.scrollColor, width: 1, dash: "3 2"), "scroll content"),
            (rect(Rect(x: 0, y: 0, width: 14, height: 10), fill: "none", stroke: SVGRenderer.scrollColor, width: 2.5), "visible window"),
            (rect(Rect(x: 0, y: 0, width: 14, height: 10), fill: "#555555", stroke: "#333333", width: 1), "keyboard"),
            (rect(Rect(x: 0, y: 0, width: 14, height: 10), fill: "none", stroke: SVGRenderer.ambiguousColor, width: 3), "ambiguous"),
            (rect(Rect(x: 0, y: 0, width: 14, height: 10), fill: "none", stroke: SVGRenderer.ambiguousColor, width: 1.5, dash: "3 2"), "witness frames"),
            ("<line x1=\"0\" y1=\"5\" x2=\"14\" y2=\"5\" stroke=\"\(SVGRenderer.conflictColor)\" stroke-width=\"2.5\"/>", "conflicting constraint"),
        ]
        var out = "<g transform=\"translate(\(number(x)) \(number(y)))\">\n"
        for (i, (swatch, name)) in entries.enumerated() {
            let ex = Double(i % 4) * 120, ey = Double(i / 4) * 20
            out += "<g transform=\"translate(\(number(ex)) \(number(ey)))\">\(swatch)\(text(name, x: 20, y: 9, size: 10, color: "#333333"))</g>\n"
        }
        let count = findings.count
        out += text(count == 0 ? "no findings" : "\(count) finding\(count == 1 ? "" : "s"): run plumb diagnose \(model.path)",
                    x: 0, y: 52, size: 10, color: count == 0 ? "#2ca02c" : SVGRenderer.conflictColor)
        return out + "</g>"
    }

    private func rect(_ r: Rect, fill: String, fillOpacity: Double? = nil, stroke: String, width: Double,
                      dash: String? = nil) -> String {
        var s = "<rect x=\"\(number(r.minX))\" y=\"\(number(r.minY))\" width=\"\(number(max(0, r.width)))\" height=\"\(number(max(0, r.height)))\" fill=\"\(fill)\""
        if let fillOpacity { s += " fill-opacity=\"\(number(fillOpacity))\"" }
        s += " stroke=\"\(stroke)\" stroke-width=\"\(number(width))\""
        if let dash { s += " stroke-dasharray=\"\(dash)\"" }
        return s + "/>"
    }

    private func text(_ content: String, x: Double, y: Double, size: Double, color: String, anchor: String? = nil) -> String {
        var s = "<text x=\"\(number(x))\" y=\"\(number(y))\" font-size=\"\(number(size))\" fill=\"\(color)\""
        if let anchor { s += " text-anchor=\"\(anchor)\"" }
        return s + ">\(SVGMarkup.escape(content))</text>"
    }

    private func group(opacity: Double, _ elements: [String]) -> String {
        let open = opacity < 1 ? "<g opacity=\"\(number(opacity))\">" : "<g>"
        return open + elements.joined() + "</g>"
    }

    private func union(_ a: Rect, _ b: Rect) -> Rect { SVGMarkup.union(a, b) }

    private func intersects(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// Up to two decimals, no trailing zeros; 0 for non-finite values (never NaN in the file).
    private func number(_ x: Double) -> String { SVGMarkup.number(x) }
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
            guard let start = picture.range(of: "<svg ") else { continue }
            let w = attribute("width", in: picture) ?? 0, h = attribute("height", in: picture) ?? 0
            // The nested picture without its XML declaration, placed at x.
            body += "<svg x=\"\(SVGMarkup.number(x))\" y=\"0\" " + picture[start.upperBound...]
            x += w + pictureGap
            height = max(height, h)
        }
        let width = max(0, x - pictureGap)
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\(SVGMarkup.number(width))" height="\(SVGMarkup.number(height))" \
            viewBox="0 0 \(SVGMarkup.number(width)) \(SVGMarkup.number(height))" font-family="Helvetica, Arial, sans-serif">
            <title>\(SVGMarkup.escape(title))</title>

            """ + body + "</svg>\n"
    }

    /// A number attribute of the first element (`width="395"`).
    private static func attribute(_ name: String, in svg: String) -> Double? {
        guard let range = svg.range(of: " \(name)=\"") else { return nil }
        let rest = svg[range.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return Double(rest[..<end])
    }

}

/// A laid-out hierarchy ``SVGRenderer`` can draw.
protocol DrawableLayout {
    /// The file, as `plumb diagnose` takes it.
    var path: String { get }
    /// What the picture is called (the path, or the path and the scene).
    var title: String { get }
    var root: View { get }
    /// Every view, in preorder.
    var views: [View] { get }
    /// The constraints of the file (to draw a conflict's).
    var constraints: [LayoutConstraint] { get }
    var keyboardFrame: Rect? { get }
    /// The view or guide a finding names.
    func item(named name: String) -> LayoutItem?
    /// A view's text, when its name does not already show it.
    func text(of view: View) -> String?
}

extension LayoutModel: DrawableLayout {
    var title: String { path }
    func text(of view: View) -> String? { declaration(of: view)?.text }
}
