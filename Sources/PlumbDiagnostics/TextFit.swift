import PlumbLayout

/// Text that does not fit the frame the layout gave it: what a team looks for before shipping
/// a language or supporting larger Dynamic Type sizes (`plumb diagnose --text-size`,
/// `--pseudo-localize`). UIKit draws such text truncated with "…" (one line), cut off (lines
/// beyond the height), or over its neighbour.
enum TextFit {
    /// How far a frame may fall short of its text, or two frames overlap, before it is
    /// reported, in points (below a pixel at scale 2).
    static let tolerance = 0.5

    /// Truncated labels and buttons, clipped multi-line labels and overlapping texts in the
    /// hierarchy of `root` (laid out), in hierarchy order.
    static func findings(_ root: View) -> [Finding] {
        var findings: [Finding] = []
        var textViews: [View] = []
        // Preorder with an explicit stack: hierarchies may be deeper than the call stack.
        var pending = [root]
        while let view = pending.popLast() {
            guard view.isInstalled, !view.isHidden else { continue }
            if let finding = truncation(of: view) { findings.append(finding) }
            if isText(view) { textViews.append(view) }
            pending.append(contentsOf: view.subviews.reversed())
        }
        findings += overlaps(textViews)
        return findings
    }

    static func isText(_ view: View) -> Bool {
        switch view {
        case let label as Label: label.text.map { !$0.isEmpty } ?? false
        case let button as Button: button.title.map { !$0.isEmpty } ?? false
        default: false
        }
    }

    static func truncation(of view: View) -> Finding? {
        let needed: Size, what: String
        switch view {
        case let label as Label:
            guard let text = label.text, !text.isEmpty else { return nil }
            what = "\"\(text)\""
            if label.numberOfLines == 1 {
                needed = label.intrinsicContentSize
            } else {
                // The height its text needs at the width it has.
                needed = label.intrinsicSize(wrappingAt: label.frame.width)
                guard label.frame.height + tolerance < needed.height else { return nil }
                return finding(.truncatedText, view, message: "Text is cut off: \(label.debugName) is "
                    + "\(Diagnostics.format(label.frame.height)) high, its text \(what) needs \(Diagnostics.format(needed.height))",
                    suggestion: "Let its height grow with its text (no fixed height, a lower vertical hugging elsewhere), or allow more lines.")
            }
        case let button as Button:
            guard let title = button.title, !title.isEmpty else { return nil }
            what = "\"\(title)\""
            needed = button.intrinsicContentSize
        default:
            return nil
        }
        guard needed.width >= 0, view.frame.width + tolerance < needed.width else { return nil }
        return finding(.truncatedText, view, message: "Text is truncated: \(view.debugName) is "
            + "\(Diagnostics.format(view.frame.width)) wide, its text \(what) needs \(Diagnostics.format(needed.width))",
            suggestion: "Give it room to grow (a lower compression resistance on its neighbour, a second line), or shorten the text.")
    }

    /// Pairs of texts with the same superview whose frames overlap.
    static func overlaps(_ views: [View]) -> [Finding] {
        var bySuperview: [ObjectIdentifier: [View]] = [:]
        var order: [ObjectIdentifier] = []
        for view in views {
            guard let parent = view.superview else { continue }
            let key = ObjectIdentifier(parent)
            if bySuperview[key] == nil { order.append(key) }
            bySuperview[key, default: []].append(view)
        }
        var findings: [Finding] = []
        for key in order {
            // Sorted by left edge: each text is compared only with those that start before it ends.
            let siblings = (bySuperview[key] ?? []).sorted { $0.frame.minX < $1.frame.minX }
            for (i, a) in siblings.enumerated() {
                for b in siblings[(i + 1)...] {
                    guard b.frame.minX < a.frame.maxX - tolerance else { break }
                    let overlapX = Swift.min(a.frame.maxX, b.frame.maxX) - Swift.max(a.frame.minX, b.frame.minX)
                    let overlapY = Swift.min(a.frame.maxY, b.frame.maxY) - Swift.max(a.frame.minY, b.frame.minY)
                    guard overlapX > tolerance, overlapY > tolerance else { continue }
                    findings.append(Finding(
                        kind: .overlappingText, severity: .warning,
                        message: "Texts overlap: \(a.debugName) and \(b.debugName) share \(Diagnostics.format(overlapX)) × \(Diagnostics.format(overlapY)) points",
                        explanation: "The two frames intersect, so UIKit draws one text over the other.",
                        items: [a.debugName, b.debugName],
                        suggestion: "Constrain one to start after the other ends (a spacing constraint), or stack them."))
                }
            }
        }
        return findings
    }

    private static func finding(_ kind: Finding.Kind, _ view: View, message: String, suggestion: String) -> Finding {
        Finding(kind: kind, severity: .warning, message: message,
                explanation: "The frame the layout gives it is smaller than its text, so UIKit truncates or cuts the text.",
                items: [view.debugName], suggestion: suggestion)
    }
}
