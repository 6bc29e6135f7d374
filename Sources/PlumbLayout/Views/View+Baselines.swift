// A view's baselines and multi-line text: what stacks aligned by baseline and the text-width
// rule read (Docs/dsl.md, Docs/stack-views.md).

extension View {
    /// The first baseline: ``firstBaselineOffsetFromTop`` below the top.
    public var firstBaseline: YAxisAnchor { YAxisAnchor(self, .firstBaseline) }
    /// The last baseline: ``lastBaselineOffsetFromBottom`` above the bottom.
    public var lastBaseline: YAxisAnchor { YAxisAnchor(self, .lastBaseline) }

    /// The first baseline's distance below the top of the alignment rectangle (default 0: a view
    /// without text uses its top, Docs/dsl.md).
    public var firstBaselineOffsetFromTop: Double {
        get { sizing.firstBaselineOffsetFromTop }
        set {
            sizing.firstBaselineOffsetFromTop = newValue
            baselineDidMove(.firstBaseline)
        }
    }

    /// The last baseline's distance above the bottom of the alignment rectangle (default 0: the
    /// bottom).
    public var lastBaselineOffsetFromBottom: Double {
        get { sizing.lastBaselineOffsetFromBottom }
        set {
            sizing.lastBaselineOffsetFromBottom = newValue
            baselineDidMove(.lastBaseline)
        }
    }

    /// The constraints on `baseline` resolve again, and a stack around the view chooses its
    /// baseline views again.
    private func baselineDidMove(_ baseline: LayoutAttribute) {
        rootView.engine?.refreshConstraints(referencing: self, where: { $0 == baseline })
        superview?.subviewDidChangeBaselines(self)
    }

    /// Whether the view shows text that wraps onto several lines (a `UILabel` with
    /// `numberOfLines == 0`). A horizontal ``StackView`` pulls such views toward equal widths
    /// (`UISV-text-width-disambiguation`, see Docs/stack-views.md). Default false.
    public var hasMultilineText: Bool {
        get { sizing.hasMultilineText }
        set {
            let oldValue = sizing.hasMultilineText
            sizing.hasMultilineText = newValue
            if newValue != oldValue { superview?.subviewDidInvalidateIntrinsicContentSize(self) }
        }
    }
}
