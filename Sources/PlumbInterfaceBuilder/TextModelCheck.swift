import PlumbMessages
import PlumbLayout

/// How far Plumb's text measure is from the label sizes Xcode saved in this file, so that a
/// wrong model shows instead of hiding behind the saved frames the importer uses.
///
/// A label counts when Xcode saved it at its own width: one line of plain text in the system
/// font (or a text style), a saved frame not marked misplaced or ambiguous, placed by
/// constraints (not its autoresizing mask, not a stack view's arrangement), its font not
/// shrunk to fit, and no required-enough constraint setting its width: no width or equal-width
/// constraint, not pinned on both sides (two of leading, trailing, centerX held by equalities).
/// The rules are those of the label corpus (Docs/text.md), simplified: a label squeezed by its
/// neighbours still counts, so the figures err on the side of a larger error.
enum TextModelCheck {
    /// One label measured against its saved width.
    struct Sample {
        var element: DocumentElement
        var text: String
        var saved: Double
        var measured: Double
        var error: Double { measured - saved }
    }

    /// How far a measured width may be from the saved one and count as agreeing, in points.
    static let tolerance = 1.0

    /// The labels of the document that Xcode saved at their own width, measured.
    static func samples(_ root: DocumentElement, measurer: any TextMeasurer, scale: Double?) -> [Sample] {
        // Which attributes of each item equality constraints hold, at a priority that beats
        // a label's hugging (IB's labels: 251).
        var held: [String: Set<String>] = [:]
        var stackChildren: Set<String> = []
        var walk: [(DocumentElement, owner: String?)] = [(root, nil)]
        while let (element, owner) = walk.popLast() {
            if element.name == "constraint", (element["relation"] ?? "equal") == "equal",
               (element["priority"].flatMap(Double.init) ?? 1000) > 251 {
                if let first = element["firstItem"] ?? owner, let a = element["firstAttribute"] {
                    held[first, default: []].insert(a)
                    if a == "width", element["secondItem"] != nil { held[first, default: []].insert("equalWidth") }
                }
                if let second = element["secondItem"], let a = element["secondAttribute"] {
                    held[second, default: []].insert(a)
                    if a == "width" { held[second, default: []].insert("equalWidth") }
                }
            }
            if element.name == "stackView", let arranged = element.child("subviews") {
                for child in arranged.children { if let id = child.id { stackChildren.insert(id) } }
            }
            let nextOwner = ["constraints", "subviews", "rect", "fontDescription"].contains(element.name) ? owner : (element.id ?? owner)
            for child in element.children.reversed() { walk.append((child, nextOwner)) }
        }
        var samples: [Sample] = []
        root.forEachInSubtree { element in
            guard element.name == "label", let id = element.id, let text = element["text"],
                  let saved = element.child("rect", key: "frame").flatMap({ DocumentValues.number($0["width"]) }),
                  countsAsIntrinsic(element, text: text, held: held[id] ?? [], inStack: stackChildren.contains(id)) else { return }
            let font = FontMetrics(element: element).font
            let measured = TextMeasure.size(of: text, font: font, scale: scale, measurer: measurer).width
            samples.append(Sample(element: element, text: text, saved: saved, measured: measured))
        }
        return samples
    }

    private static func countsAsIntrinsic(_ element: DocumentElement, text: String, held: Set<String>, inStack: Bool) -> Bool {
        guard element["misplaced"] != "YES", element["ambiguous"] != "YES", element["usesAttributedText"] != "YES",
              element.child("attributedString") == nil, !text.contains(where: \.isNewline),
              !text.allSatisfy({ $0 == " " }), (element["numberOfLines"] ?? "1") == "1",
              element["adjustsFontSizeToFit"] == "NO", element["adjustsLetterSpacingToFitWidth"] != "YES",
              element["placeholderIntrinsicWidth"] == nil, element["translatesAutoresizingMaskIntoConstraints"] == "NO",
              element["fixedFrame"] != "YES", !inStack,
              let font = element.child("fontDescription"), font["name"] == nil || font["style"] != nil else { return false }
        let sides = ["leading", "trailing", "left", "right", "centerX", "leadingMargin", "trailingMargin"].filter(held.contains)
        let pinnedBoth = Set(sides.map { $0.hasPrefix("leading") || $0 == "left" ? "l" : $0 == "centerX" ? "c" : "t" }).count >= 2
        return !held.contains("width") && !held.contains("equalWidth") && !pinnedBoth
    }

    /// The note for a file: how many labels, how many within ``tolerance``, the median error
    /// and the farthest; nil when the file has no such label.
    static func note(path: String, _ samples: [Sample]) -> InterfaceBuilderNote? {
        guard !samples.isEmpty else { return nil }
        let errors = samples.map { Swift.abs($0.error) }.sorted()
        let within = errors.filter { $0 <= tolerance }.count
        let median = errors[errors.count / 2]
        var message = "text measure: \(within) of \(samples.count) single-line label\(samples.count == 1 ? "" : "s") Xcode saved at their own width "
            + "are within \(format(tolerance)) pt of Plumb's (median error \(format(median)) pt)"
        let worst = samples.max { Swift.abs($0.error) < Swift.abs($1.error) } ?? samples[0]
        if Swift.abs(worst.error) > tolerance {
            message += "; the farthest: \"\(TerminalText.escaped(worst.text))\" (\(worst.element.id ?? "?")) saved "
                + "\(format(worst.saved)) wide, measured \(format(worst.measured))"
        }
        return InterfaceBuilderNote(file: path, line: Int(worst.element.line), column: Int(worst.element.column), message: message)
    }

    private static func format(_ x: Double) -> String {
        let rounded = (x * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
