import PlumbDiagnostics
import PlumbLayout

extension InterfaceBuilderLayout {
    /// How much smaller than its saved frame a content-sized view is measured when looking for
    /// ties the saved frames hide (points).
    ///
    /// Plumb takes a label's or text view's intrinsic size from the frame Xcode saved, so when
    /// that frame is exactly what an optional constraint asks for (a text view as tall as its
    /// scroll view's frame @250), hugging and that constraint agree and the content size comes
    /// out determined. Xcode measures the text instead, finds it a little smaller, and then the
    /// two constraints pull apart at the same priority: every size in between is optimal, and
    /// Interface Builder marks the scroll view "Has ambiguous scrollable content height". One
    /// point is more than the rounding of any saved frame and less than any real layout gap.
    static let contentMeasureNudge = 1.0

    /// Scrollable content sizes that are determined only because saved frames coincide with
    /// what an equal-priority constraint asks for: the check of ``Diagnostics`` again, with the
    /// content-sized views inside each checked scroll view measured ``contentMeasureNudge``
    /// smaller. Returns the findings for the scroll views and axes not already in `found`.
    ///
    /// The question is asked of a scratch copy of this layout (built again from the document),
    /// so the layout diagnosed is not touched.
    func hiddenContentTies(notIn found: [Finding]) -> [Finding] {
        guard checkedScrollViews.contains(where: { $0.view.isInstalled }) else { return [] }
        let scratch = isCanvas ? scene.canvasLayout(for: sizeClass) : scene.layout(for: sizeClass)
        scratch.layOut()
        return scratch.nudgedContentTies(notIn: found)
    }

    /// A tie the nudge finds is Xcode's only where Xcode marked the scroll view ambiguous: in a
    /// document Xcode saved without that mark, Xcode measured the content as it saved it, so the
    /// content is exactly as long as its frame and nothing ties. Then the finding is a note that
    /// says so.
    func unlessXcodeMarkedIt(_ tie: Finding) -> Finding {
        guard scene.context.savedByInterfaceBuilder,
              !tie.items.contains(where: { record(named: $0)?.markedAmbiguous == true }) else { return tie }
        var note = tie
        let tall = tie.message.hasSuffix("height") ? "tall" : "wide"
        note.severity = .note
        note.message = "Scrollable content is exactly as \(tall) as the scroll view"
        note.explanation = "The saved frames of the views inside make the content exactly as \(tall) as the scroll view's "
            + "frame, as an equal-priority constraint asks; measured \(Int(InterfaceBuilderLayout.contentMeasureNudge)) pt "
            + "smaller, the two would tie, but Xcode saved no ambiguity mark, so it measured the content as saved."
        note.witness = nil
        return note
    }

    /// The widest range of an ambiguity that Plumb's own text measure can open where Xcode's
    /// measure left none (points): the text measure is within 1 pt of Xcode's saved widths for
    /// 93.7 % of labels (Docs/text.md), and two labels can differ in opposite directions.
    static let textMeasureSlack = 2.0

    /// An ambiguity a couple of points wide on views Xcode saved unmarked, in the design
    /// combination of a document Xcode saved, is the slack Plumb's text measure leaves between
    /// views Xcode measured to fit exactly: a note that says so. Xcode's mark keeps it a warning.
    func unlessWithinTextMeasure(_ f: Finding) -> Finding {
        guard f.kind == .ambiguousLayout, f.severity == .warning, isDesignConfiguration,
              scene.context.savedByInterfaceBuilder, let w = f.witness,
              !f.items.contains(where: { record(named: $0)?.markedAmbiguous == true }) else { return f }
        let range = Swift.max(Swift.abs(w.first.minX - w.second.minX), Swift.abs(w.first.minY - w.second.minY),
                              Swift.abs(w.first.width - w.second.width), Swift.abs(w.first.height - w.second.height))
        guard range <= InterfaceBuilderLayout.textMeasureSlack else { return f }
        var note = f
        note.severity = .note
        note.explanation = "Plumb's text measure leaves \(formatPoints(range)) pt free here, where Xcode measured the "
            + "views to fit exactly (it saved no ambiguity mark). " + f.explanation
        return note
    }

    private func formatPoints(_ x: Double) -> String {
        x == x.rounded() ? String(Int(x)) : String((x * 100).rounded() / 100)
    }

    /// ``hiddenContentTies(notIn:)`` on this layout, nudging its views.
    private func nudgedContentTies(notIn found: [Finding]) -> [Finding] {
        var nudged: [(view: View, size: Size)] = []
        var seen = Set<ObjectIdentifier>()
        for checked in checkedScrollViews where checked.view.isInstalled {
            // Every descendant, without recursion (hierarchies may be deep).
            var pending = checked.view.subviews
            while let view = pending.popLast() {
                pending += view.subviews
                let size = view.intrinsicContentSize
                guard size.width > 0 || size.height > 0, seen.insert(ObjectIdentifier(view)).inserted else { continue }
                nudged.append((view, size))
            }
        }
        guard !nudged.isEmpty else { return [] }
        let shrink = InterfaceBuilderLayout.contentMeasureNudge
        for (view, size) in nudged {
            view.intrinsicContentSize = Size(width: size.width > shrink ? size.width - shrink : size.width,
                                             height: size.height > shrink ? size.height - shrink : size.height)
        }
        layOut()
        var options = Diagnostics.Options()
        options.reportsUnsatisfiedConstraints = false
        let known = Set(found.filter { $0.kind == .ambiguousScrollableContentSize }.map { "\($0.items) \($0.message)" })
        let ties = Diagnostics.diagnose(root, options: options).filter {
            $0.kind == .ambiguousScrollableContentSize && !known.contains("\($0.items) \($0.message)")
        }
        return ties.map { tie in
            var f = tie
            f.explanation = """
                The saved frames of the views inside coincide with what an equal-priority constraint \
                asks for; measured \(Int(shrink)) pt smaller, as Xcode may measure their content, an \
                optional constraint and a content priority pull apart at the same priority. \(tie.explanation)
                """
            f.witness = nil
            return f
        }
    }
}
