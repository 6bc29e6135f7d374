import PlumbLayout
import Testing

// The worked examples and stated consequences of SEMANTICS §4, one test each, with frames
// derived by hand from the rules (the derivation is in the comments).

@Suite("StackView: SEMANTICS §4 examples")
struct StackViewSemanticsTests {
    // MARK: §4.2 fill

    @Test func fillGivesSpareRoomToTheLowestHugging() throws {
        let a = item("a", 100, 20), b = item("b", 100, 20)
        try b.setContentHuggingPriority(240, for: .horizontal)
        let stack = StackView("stack", arrangedSubviews: [a, b])
        let root = try host(stack, width: 300)
        layOut(root)
        expectFrame(a, 0, 0, 100, 20)
        expectFrame(b, 100, 0, 200, 20)
    }

    @Test func fillTakesTooLittleRoomFromTheLowestCompressionResistance() throws {
        let a = item("a", 100, 20), b = item("b", 100, 20)
        try b.setContentCompressionResistancePriority(740, for: .horizontal)
        let stack = StackView("stack", arrangedSubviews: [a, b])
        let root = try host(stack, width: 150)
        layOut(root)
        expectFrame(a, 0, 0, 100, 20)
        expectFrame(b, 100, 0, 50, 20)
    }

    @Test func fillNaturalLengthIsTheIntrinsicLengthsPlusGaps() throws {
        let stack = StackView("stack", axis: .vertical, spacing: 6) {
            item("a", 50, 20)
            item("b", 70, 30)
            item("c", 60, 40)
        }
        let root = try host(stack)
        layOut(root)
        // 20 + 30 + 40 + 2 × 6; fill alignment: as wide as the widest compression-resisted view.
        expectFrame(stack, 0, 0, 70, 102)
        expectFrame(stack.arrangedSubviews[2], 0, 62, 70, 40)
    }

    // MARK: §4.2 fillEqually

    @Test func fillEquallyIgnoresCompressionResistance() throws {
        let a = item("a", 200, 20), b = item("b", 30, 20)
        try a.setContentCompressionResistancePriority(999, for: .horizontal)
        let stack = StackView("stack", arrangedSubviews: [a, b])
        stack.distribution = .fillEqually
        stack.spacing = 10
        let root = try host(stack, width: 300)
        layOut(root)
        // (300 − 10) / 2 each.
        expectFrame(a, 0, 0, 145, 20)
        expectFrame(b, 155, 0, 145, 20)
        #expect(root.layoutIssues.isEmpty)
    }

    @Test func fillEquallyNaturalLengthIsCountTimesTheLargest() throws {
        let a = item("a", 200, 20), b = item("b", 30, 20)
        let stack = StackView("stack", arrangedSubviews: [a, b])
        stack.distribution = .fillEqually
        stack.spacing = 10
        let root = try host(stack)
        layOut(root)
        // 2 × 200 + 10: compression resistance (750) beats hugging (250).
        expectFrame(stack, 0, 0, 410, 20)
        expectFrame(b, 210, 0, 200, 20)
    }

    // MARK: §4.2 equalSpacing

    @Test func equalSpacingGrowsTheGapsEqually() throws {
        let stack = StackView("stack", axis: .horizontal, distribution: .equalSpacing, spacing: 10) {
            item("a", 40, 20)
            item("b", 60, 20)
            item("c", 80, 20)
        }
        let root = try host(stack, width: 300)
        layOut(root)
        // (300 − 180) / 2 = 60 per gap.
        expectFrame(stack.arrangedSubviews[1], 100, 0, 60, 20)
        expectFrame(stack.arrangedSubviews[2], 220, 0, 80, 20)
    }

    @Test func equalSpacingWithTooLittleRoomKeepsTheMinimumGap() throws {
        let a = item("a", 40, 20), b = item("b", 60, 20), c = item("c", 80, 20)
        try b.setContentCompressionResistancePriority(740, for: .horizontal)
        try c.setContentCompressionResistancePriority(730, for: .horizontal)
        let stack = StackView("stack", axis: .horizontal, distribution: .equalSpacing, spacing: 10) {
            a
            b
            c
        }
        let root = try host(stack, width: 150)
        layOut(root)
        // Gaps stay at 10; c resists least and gives up 50.
        expectFrame(a, 0, 0, 40, 20)
        expectFrame(b, 50, 0, 60, 20)
        expectFrame(c, 120, 0, 30, 20)
    }

    // MARK: §4.2 equalCentering

    @Test func equalCenteringComesAsCloseAsTheMinimumGapAllows() throws {
        let a = item("a", 120, 20), b = item("b", 20, 20), c = item("c", 20, 20)
        let stack = StackView("stack", axis: .horizontal, distribution: .equalCentering, spacing: 10) {
            a
            b
            c
        }
        let root = try host(stack, width: 200)
        layOut(root)
        // Equal centres (60, 125, 190) would start b at 115, inside the 10-point gap after a
        // (which ends at 120): b starts at 130 at the earliest, centre 140. The centre gaps
        // are 80 and 50, as close to equal as b's range [140, 160] allows.
        expectFrame(a, 0, 0, 120, 20)
        expectFrame(b, 130, 0, 20, 20)
        expectFrame(c, 180, 0, 20, 20)
        #expect(root.layoutIssues.isEmpty)
    }

    @Test func equalCenteringNaturalLengthMayExceedTheSum() throws {
        let stack = StackView("stack", axis: .horizontal, distribution: .equalCentering, spacing: 10) {
            item("a", 40, 20)
            item("b", 60, 20)
            item("c", 80, 20)
        }
        let root = try host(stack)
        layOut(root)
        // Centre gaps of 80 (see StackViewCombinationTests): 220 > 40 + 60 + 80 + 20.
        expectFrame(stack, 0, 0, 220, 20)
        expectFrame(stack.arrangedSubviews[1], 70, 0, 60, 20)
    }

    // MARK: §4.3 fillProportionally

    @Test func fillProportionallyLastViewAbsorbsTheSpacingAnomaly() throws {
        // The radar 34595752 example: stack 400, spacing 10, intrinsic 50 / 100 / 150.
        let stack = StackView("stack", axis: .horizontal, distribution: .fillProportionally, spacing: 10) {
            item("a", 50, 20)
            item("b", 100, 20)
            item("c", 150, 20)
        }
        let root = try host(stack, width: 400)
        layOut(root)
        // 50/320, 100/320 of 400 hold (@999, @998): 62.5, 125; c takes what is left: 192.5.
        expectFrame(stack.arrangedSubviews[0], 0, 0, 62.5, 20)
        expectFrame(stack.arrangedSubviews[1], 72.5, 0, 125, 20)
        expectFrame(stack.arrangedSubviews[2], 207.5, 0, 192.5, 20)
    }

    @Test func fillProportionallyNaturalLengthIsIntrinsic() throws {
        let stack = StackView("stack", axis: .horizontal, distribution: .fillProportionally, spacing: 10) {
            item("a", 50, 20)
            item("b", 100, 20)
            item("c", 150, 20)
        }
        let root = try host(stack)
        layOut(root)
        expectFrame(stack, 0, 0, 320, 20)
        expectFrame(stack.arrangedSubviews[1], 60, 0, 100, 20)
        expectFrame(stack.arrangedSubviews[2], 170, 0, 150, 20)
    }

    /// A view with no intrinsic length is measured by what its own constraints give it
    /// (UIKit's `_proportionalFillLengthForOrderedArrangement:`, a compressed fitting size):
    /// boxes padding an intrinsic 100 and 200 by 10 on each side share a 400-point stack as
    /// 120 : 220.
    @Test func fillProportionallyMeasuresAViewWithoutIntrinsicLengthByItsContent() throws {
        func box(_ name: String, _ content: Double) throws -> View {
            let inner = item("\(name)-content", content, 20)
            let box = View(name) { inner }
            try activate {
                inner.leading == box.leading + 10
                box.trailing == inner.trailing + 10
                inner.top == box.top
                box.bottom == inner.bottom
            }
            return box
        }
        let a = try box("a", 100), b = try box("b", 200)
        let stack = StackView("stack", arrangedSubviews: [a, b])
        stack.distribution = .fillProportionally
        let root = try host(stack, width: 400)
        layOut(root)
        let share = 400 * 120.0 / 340
        expectFrame(a, 0, 0, share, 20)
        expectFrame(b, share, 0, 400 - share, 20)
    }

    @Test func fillProportionallySingleViewOverhangsTheMargin() throws {
        let a = item("a", 50, 20)
        let stack = StackView("stack", arrangedSubviews: [a])
        stack.distribution = .fillProportionally
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = EdgeInsets(horizontal: 10, vertical: 0)
        // The stack's frame from its autoresizing mask: only UIKit's own constraints take part
        // (with one of the app's, the app's would be broken: ConflictTests).
        stack.translatesAutoresizingMaskIntoConstraints = true
        stack.frame = Rect(x: 0, y: 0, width: 200, height: 20)
        let root = View("root") { stack }
        layOut(root)
        // `a.width == 1 × stack.width` (required) cannot hold with both ends on the margins:
        // a conflict, recovered by breaking the trailing canvas connection. The view starts at
        // the leading margin and is as long as the stack.
        expectFrame(a, 10, 0, 200, 20)
        let found = conflicts(root)
        #expect(found.count == 1)
        let members = found.first?.conflicts.map { $0.identifier ?? "" } ?? []
        #expect(members.contains("UISV-fill-proportionally"))
        #expect(members.filter { $0 == "UISV-canvas-connection" }.count == 2)
        #expect(found.first?.broken.equationDescription == "a.trailing == stack.layoutMarginsGuide.trailing")
    }

    @Test func fillProportionallyWithMarginsTakesProportionsOfTheWholeStack() throws {
        let stack = StackView("stack", axis: .horizontal, distribution: .fillProportionally) {
            item("a", 100, 20)
            item("b", 100, 20)
            item("c", 200, 20)
        }
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = EdgeInsets(horizontal: 10, vertical: 0)
        let root = try host(stack, width: 400)
        layOut(root)
        // 1/4, 1/4 of 400 hold; c gets the rest of the 380-point canvas: the margins' width
        // comes out of the last view.
        expectFrame(stack.arrangedSubviews[0], 10, 0, 100, 20)
        expectFrame(stack.arrangedSubviews[1], 110, 0, 100, 20)
        expectFrame(stack.arrangedSubviews[2], 210, 0, 180, 20)
        #expect(root.layoutIssues.isEmpty)
    }

    @Test func fillProportionallyWithoutIntrinsicLengths() throws {
        // A view without an intrinsic length gets 0 (Plumb policy, as Arranged).
        let stack = StackView("stack", axis: .horizontal, distribution: .fillProportionally) {
            item("a", 100, 20)
            item("b", View.noIntrinsicMetric, 20)
        }
        let root = try host(stack, width: 300)
        layOut(root)
        expectFrame(stack.arrangedSubviews[0], 0, 0, 300, 20)
        expectFrame(stack.arrangedSubviews[1], 300, 0, 0, 20)

        // None has one: equal lengths (Plumb policy).
        let none = StackView("none", axis: .horizontal, distribution: .fillProportionally, spacing: 15) {
            item("x", View.noIntrinsicMetric, 20)
            item("y", View.noIntrinsicMetric, 20)
            item("z", View.noIntrinsicMetric, 20)
        }
        let other = try host(none, width: 300)
        layOut(other)
        expectFrame(none.arrangedSubviews[1], 105, 0, 90, 20)
        #expect(none.arrangementConstraints.filter { $0.identifier == "UISV-fill-equally" }.count == 2)
    }

    @Test func fillProportionallyRecomputesWhenAnIntrinsicSizeChanges() throws {
        let a = item("a", 100, 20), b = item("b", 100, 20)
        let stack = StackView("stack", arrangedSubviews: [a, b])
        stack.distribution = .fillProportionally
        let root = try host(stack, width: 400)
        layOut(root)
        expectFrame(a, 0, 0, 200, 20)
        a.intrinsicContentSize = Size(width: 300, height: 20)
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 300, 20)
        expectFrame(b, 300, 0, 100, 20)
    }

    // MARK: §4.4 alignment

    @Test func nonFillAlignmentGivesAViewWithoutCrossSizeZero() throws {
        let stack = StackView("stack", axis: .horizontal, alignment: .leading) {
            item("a", 40, 20)
            item("b", 40, View.noIntrinsicMetric)
        }
        let root = try host(stack)
        layOut(root)
        expectFrame(stack.arrangedSubviews[1], 40, 0, 40, 0)
        expectFrame(stack, 0, 0, 80, 20)
    }

    @Test func singleArrangedViewConnectsToTheCanvasDirectly() throws {
        for (alignment, y) in [(StackView.Alignment.leading, 0.0), (.center, 15), (.trailing, 30),
                               (.firstBaseline, 0), (.lastBaseline, 30)] {
            let a = item("a", 40, 20)
            let stack = StackView("stack", arrangedSubviews: [a])
            stack.alignment = alignment
            let root = try host(stack, height: 50)
            layOut(root)
            expectFrame(a, 0, y, 40, 20)
            #expect(stack.alignmentSpanner == nil)
            // Natural size: canvas fit (@49) closes the stack on the view.
            let b = item("b", 40, 20)
            let natural = StackView("natural", arrangedSubviews: [b])
            natural.alignment = alignment
            let other = try host(natural)
            layOut(other)
            expectFrame(natural, 0, 0, 40, 20)
            expectFrame(b, 0, 0, 40, 20)
        }
    }

    @Test func fillAlignmentStretchesHiddenViewsToo() throws {
        let a = item("a", 40, 20), b = item("b", 40, 100)
        b.isHidden = true
        let stack = StackView("stack", arrangedSubviews: [a, b])
        let root = try host(stack, height: 50)
        layOut(root)
        expectFrame(b, 40, 0, 0, 50)
    }

    @Test func hiddenViewsDoNotEnlargeANonFillStack() throws {
        let a = item("a", 40, 20), b = item("b", 40, 100)
        b.isHidden = true
        let stack = StackView("stack", arrangedSubviews: [a, b])
        stack.alignment = .top
        let root = try host(stack)
        layOut(root)
        // b keeps its height (compression resistance) and its alignment, but the spanner does
        // not include it.
        expectFrame(stack, 0, 0, 40, 20)
        expectFrame(b, 40, 0, 0, 100)
    }

    @Test func textWidthDisambiguationPullsMultilineTextToEqualWidths() throws {
        let a = item("a", 200, 20), b = item("b", 50, 20)
        a.hasMultilineText = true
        b.hasMultilineText = true
        let stack = StackView("stack", arrangedSubviews: [a, b])
        stack.spacing = 10
        let root = try host(stack, width: 300)
        layOut(root)
        // `v.width == 0.5 × stack.width − 5 @760` beats compression resistance (750).
        expectFrame(a, 0, 0, 145, 20)
        expectFrame(b, 155, 0, 145, 20)
        let text = stack.arrangementConstraints.filter { $0.identifier == "UISV-text-width-disambiguation" }
        #expect(text.map(\.equationDescription) == ["a.width == 0.5*stack.width - 5", "b.width == 0.5*stack.width - 5"])
        #expect(text.allSatisfy { $0.priority == 760 })
        // Not multi-line any more: the constraints go and plain fill applies (b hugs less and
        // takes the slack).
        try b.setContentHuggingPriority(249, for: .horizontal)
        a.hasMultilineText = false
        b.hasMultilineText = false
        root.layoutIfNeeded()
        #expect(stack.arrangementConstraints.allSatisfy { $0.identifier != "UISV-text-width-disambiguation" })
        expectFrame(a, 0, 0, 200, 20)
        expectFrame(b, 210, 0, 90, 20)
    }

    // MARK: §4.5 hidden views

    @Test func everyArrangedViewHiddenGivesLengthZero() throws {
        let a = item("a", 40, 20), b = item("b", 60, 20)
        a.isHidden = true
        b.isHidden = true
        let stack = StackView("stack", arrangedSubviews: [a, b])
        stack.spacing = 10
        let root = try host(stack)
        layOut(root)
        #expect(stack.frame.width == 0)
        expectFrame(a, 0, 0, 0, 20)
        expectFrame(b, 0, 0, 0, 20)
    }

    @Test func hiddenViewsAreLeftOutOfFillEqually() throws {
        let a = item("a", 40, 20), b = item("b", 60, 20), c = item("c", 80, 20)
        b.isHidden = true
        let stack = StackView("stack", arrangedSubviews: [a, b, c])
        stack.distribution = .fillEqually
        stack.spacing = 10
        let root = try host(stack, width: 300)
        layOut(root)
        // (300 − 10) / 2; b sits half a gap after a.
        expectFrame(a, 0, 0, 145, 20)
        expectFrame(b, 150, 0, 0, 20)
        expectFrame(c, 155, 0, 145, 20)
    }

    // MARK: §4.6 baseline-relative arrangement

    @Test func baselineRelativeArrangementSpacesBaselines() throws {
        func text(_ name: String) -> View {
            let view = item(name, 50, 30)
            view.firstBaselineOffsetFromTop = 20
            view.lastBaselineOffsetFromBottom = 8
            return view
        }
        let a = text("a"), b = text("b")
        let stack = StackView("stack", axis: .vertical, spacing: 10) {
            a
            b
        }
        stack.isBaselineRelativeArrangement = true
        let root = try host(stack)
        layOut(root)
        // b.firstBaseline (b.top + 20) == a.lastBaseline (22) + 10: b.top = 12.
        expectFrame(a, 0, 0, 50, 30)
        expectFrame(b, 0, 12, 50, 30)
        expectFrame(stack, 0, 0, 50, 42)

        // Horizontal stacks ignore it.
        let c = text("c"), d = text("d")
        let row = StackView("row", arrangedSubviews: [c, d])
        row.spacing = 10
        row.isBaselineRelativeArrangement = true
        let other = try host(row)
        layOut(other)
        expectFrame(d, 60, 0, 50, 30)
    }

    // MARK: §4.7 layout-margins-relative arrangement

    @Test func marginsRelativeArrangementUsesTheMarginsGuide() throws {
        let stack = StackView("stack", axis: .horizontal, alignment: .center, spacing: 10) {
            item("a", 40, 20)
            item("b", 60, 30)
        }
        stack.layoutMargins = EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        stack.isLayoutMarginsRelativeArrangement = true
        let root = try host(stack)
        layOut(root)
        // 10 + 40 + 10 + 60 + 20 wide; 5 + 30 + 15 high; centred on the margins' centre (20).
        expectFrame(stack, 0, 0, 140, 50)
        expectFrame(stack.arrangedSubviews[0], 10, 10, 40, 20)
        expectFrame(stack.arrangedSubviews[1], 60, 5, 60, 30)
        // Turning it off moves only the canvas connections.
        let before = Set(stack.arrangementConstraints.filter { $0.identifier != "UISV-canvas-connection" }.map(ObjectIdentifier.init))
        stack.isLayoutMarginsRelativeArrangement = false
        root.layoutIfNeeded()
        let after = Set(stack.arrangementConstraints.filter { $0.identifier != "UISV-canvas-connection" }.map(ObjectIdentifier.init))
        #expect(before == after)
        expectFrame(stack, 0, 0, 110, 30)
        expectFrame(stack.arrangedSubviews[0], 0, 5, 40, 20)
    }

    // MARK: §4.8 custom spacing

    @Test func customSpacingReplacesOneGap() throws {
        let a = item("a", 40, 20), b = item("b", 40, 20), c = item("c", 40, 20)
        let stack = StackView("stack", arrangedSubviews: [a, b, c])
        stack.spacing = 10
        stack.setCustomSpacing(30, after: a)
        let root = try host(stack)
        layOut(root)
        expectFrame(b, 70, 0, 40, 20)
        expectFrame(c, 120, 0, 40, 20)
        #expect(stack.customSpacing(after: a) == 30)
        #expect(stack.customSpacing(after: b) == StackView.spacingUseDefault)

        // System spacing is 8; spacingUseDefault removes the custom gap.
        stack.setCustomSpacing(StackView.spacingUseSystem, after: b)
        root.layoutIfNeeded()
        expectFrame(c, 118, 0, 40, 20)
        stack.setCustomSpacing(StackView.spacingUseDefault, after: a)
        root.layoutIfNeeded()
        expectFrame(b, 50, 0, 40, 20)
        expectFrame(c, 98, 0, 40, 20)
    }

    @Test func customSpacingFollowsTheViewAndIsDroppedWithIt() throws {
        let a = item("a", 40, 20), b = item("b", 40, 20), c = item("c", 40, 20)
        let stack = StackView("stack", arrangedSubviews: [a, b, c])
        stack.setCustomSpacing(30, after: a)
        let root = try host(stack)
        layOut(root)
        expectFrame(b, 70, 0, 40, 20)
        // Reordering: the gap stays after a.
        stack.insertArrangedSubview(a, at: 1)
        root.layoutIfNeeded()
        expectFrame(b, 0, 0, 40, 20)
        expectFrame(a, 40, 0, 40, 20)
        expectFrame(c, 110, 0, 40, 20)
        // Removed from the arrangement: dropped, also when arranged again.
        stack.removeArrangedSubview(a)
        #expect(stack.customSpacing(after: a) == StackView.spacingUseDefault)
        stack.insertArrangedSubview(a, at: 0)
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 40, 20)
        expectFrame(b, 40, 0, 40, 20)
        // Ignored for a view that is not arranged.
        let loose = item("loose", 10, 10)
        stack.setCustomSpacing(50, after: loose)
        #expect(stack.customSpacing(after: loose) == StackView.spacingUseDefault)
    }

    @Test func spacingSpecialValues() throws {
        let a = item("a", 40, 20), b = item("b", 40, 20)
        let stack = StackView("stack", arrangedSubviews: [a, b])
        let root = try host(stack)
        for (spacing, x) in [(StackView.spacingUseSystem, 48.0), (StackView.spacingUseDefault, 40), (-10, 30),
                             (.nan, 40), (.infinity, 40)] {
            stack.spacing = spacing
            layOut(root)
            expectFrame(b, x, 0, 40, 20)
            #expect(root.layoutIssues.isEmpty)
        }
    }
}
