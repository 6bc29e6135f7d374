import PlumbDiagnostics
import PlumbLayout

/// A scroll view Interface Builder checks for a scrollable content size: one with Auto Layout
/// subviews (`translatesAutoresizingMaskIntoConstraints="NO"`, placed by constraints or by
/// frame) or with content layout guides enabled. A scroll view with neither (a pager, a
/// slider filled in code) gets its `contentSize` from code, and Xcode says nothing about it.
struct CheckedScrollView {
    let view: ScrollView
    /// Whether it has any subview in the document (else it is empty, guides on).
    let hasSubviews: Bool
    /// Whether `contentLayoutGuide`/`frameLayoutGuide` are enabled.
    let hasContentGuides: Bool
}

extension SceneBuilder {
    /// The scroll views Interface Builder checks (``CheckedScrollView``): in a document using
    /// Auto Layout, those with content guides or Auto Layout subviews.
    func checkedScrollViews() -> [CheckedScrollView] {
        guard context.usesAutoLayout else { return [] }
        var out: [CheckedScrollView] = []
        for entry in entries {
            guard let scroll = entry.view as? ScrollView else { continue }
            let guides = entry.element.children.contains { $0.name == "viewLayoutGuide" && $0.key == "contentLayoutGuide" }
            let subviews = entry.children.map { entries[$0].element }
            var autoLayout = subviews.contains { $0["translatesAutoresizingMaskIntoConstraints"] == "NO" }
            // A scroll view placed by its frame whose subviews all keep theirs (fixedFrame) is
            // frame layout throughout: its contentSize comes from code, as in a legacy file.
            if entry.translates, entry.children.allSatisfy({ entries[$0].translates }) { autoLayout = false }
            if guides || autoLayout {
                out.append(CheckedScrollView(view: scroll, hasSubviews: !subviews.isEmpty, hasContentGuides: guides))
            }
        }
        return out
    }
}

extension InterfaceBuilderLayout {
    /// "Has ambiguous scrollable content width/height" where no constraint reaches a checked
    /// scroll view's content area in an axis. At run time UIKit then keeps the `contentSize`
    /// code assigns (UIKit: nothing attaches, nothing changes), but Interface Builder
    /// cannot tell how far the view scrolls and warns: content placed only by its centres
    /// (they attach to the frame), pinned only to the frame layout guide or to the scroll
    /// view's own safe area, constrained only to views outside the scroll view, or no content
    /// at all with the guides enabled. (Constraints that reach the content area but leave its
    /// size free — a top with no bottom — are found by ``Diagnostics``.)
    func undefinedScrollContent(_ analysis: LayoutAnalysis?) -> [Finding] {
        var findings: [Finding] = []
        for checked in checkedScrollViews where checked.view.isInstalled {
            let scroll = checked.view
            for axis in LayoutAxis.allCases where !(analysis?.isContentSizeDefinedByConstraints(scroll, along: axis) ?? false) {
                let word = axis == .horizontal ? "width" : "height"
                let edges = axis == .horizontal ? "leading and trailing" : "top and bottom"
                let why = checked.hasSubviews
                    ? """
                        No constraint reaches \(scroll.debugName)'s content area \(axis == .horizontal ? "horizontally" : "vertically"): \
                        its content is placed only by centres, the frame layout guide, the scroll view's \
                        own safe area or views outside it, which all attach to the frame, so nothing \
                        defines the content \(word).
                        """
                    : """
                        \(scroll.debugName) has content layout guides enabled but no content, so nothing \
                        defines its content \(word). If code fills it, set Ambiguity to "Never Verify" \
                        (verifyAmbiguity="off") or turn the content layout guides off.
                        """
                findings.append(Finding(
                    kind: .ambiguousScrollableContentSize, severity: .warning,
                    message: "Has ambiguous scrollable content \(word)",
                    explanation: why,
                    items: [scroll.debugName],
                    suggestion: """
                        Pin the content's \(edges) edges to the content layout guide (or the scroll \
                        view's \(edges)) and give the content a \(word), for example equal to the \
                        frame layout guide's \(word).
                        """))
            }
        }
        return findings
    }
}
