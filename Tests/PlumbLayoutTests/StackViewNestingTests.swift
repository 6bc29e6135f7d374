import PlumbLayout
import Testing

// Nested stacks and the stack's own baselines (SEMANTICS §4.9).

@Suite("StackView: nesting and baselines")
struct StackViewNestingTests {
    static func text(_ name: String, _ width: Double, _ height: Double, first: Double, last: Double = 0) -> View {
        let view = item(name, width, height)
        view.firstBaselineOffsetFromTop = first
        view.lastBaselineOffsetFromBottom = last
        return view
    }

    @Test func formOfRows() throws {
        func row(_ index: Int) throws -> (StackView, View, View) {
            let label = item("label\(index)", 60, 20), field = item("field\(index)", View.noIntrinsicMetric, 30)
            try field.setContentHuggingPriority(249, for: .horizontal)
            let row = StackView("row\(index)", axis: .horizontal, alignment: .center, spacing: 8) {
                label
                field
            }
            return (row, label, field)
        }
        let (row0, label0, field0) = try row(0)
        let (row1, _, field1) = try row(1)
        let form = StackView("form", axis: .vertical, spacing: 8) {
            row0
            row1
        }
        let root = try host(form, width: 300)
        layOut(root)
        expectFrame(form, 0, 0, 300, 68)
        expectFrame(row0, 0, 0, 300, 30)
        expectFrame(row1, 0, 38, 300, 30)
        expectFrame(label0, 0, 5, 60, 20)
        expectFrame(field0, 68, 0, 232, 30)
        expectFrame(field1, 68, 0, 232, 30)
        // Hiding a whole row collapses it.
        row0.isHidden = true
        root.layoutIfNeeded()
        expectFrame(row1, 0, 0, 300, 30)
        expectFrame(form, 0, 0, 300, 30)
        #expect(root.layoutIssues.isEmpty)
    }

    @Test func verticalStackReportsItsFirstAndLastViewsBaselines() throws {
        let x = Self.text("x", 40, 40, first: 35), y = Self.text("y", 40, 20, first: 10, last: 0)
        let z = Self.text("z", 30, 30, first: 20)
        let inner = StackView("inner", axis: .vertical) {
            x
            y
        }
        let outer = StackView("outer", axis: .horizontal, alignment: .firstBaseline) {
            inner
            z
        }
        let root = try host(outer)
        layOut(root)
        // inner.firstBaseline is x's (35 below inner's top): z.top + 20 == inner.top + 35.
        expectFrame(inner, 0, 0, 40, 60)
        expectFrame(z, 40, 15, 30, 30)
        expectFrame(outer, 0, 0, 70, 60)

        outer.alignment = .lastBaseline
        root.layoutIfNeeded()
        // inner.lastBaseline is y's bottom (60): z.bottom == 60.
        expectFrame(z, 40, 30, 30, 30)
        expectFrame(outer, 0, 0, 70, 60)

        // The last visible view: hiding y moves the reported last baseline to x's bottom.
        y.isHidden = true
        root.layoutIfNeeded()
        expectFrame(inner, 0, 0, 40, 40)
        expectFrame(z, 40, 10, 30, 30)
        #expect(root.layoutIssues.isEmpty)
    }

    @Test func horizontalStackReportsItsTallestView() throws {
        let p = Self.text("p", 20, 20, first: 10), q = Self.text("q", 20, 40, first: 30)
        let r = Self.text("r", 20, 20, first: 10)
        let inner = StackView("inner", axis: .horizontal, alignment: .center) {
            p
            q
        }
        let outer = StackView("outer", axis: .horizontal, alignment: .firstBaseline) {
            inner
            r
        }
        let root = try host(outer)
        layOut(root)
        // inner reports q (40 tall): its baseline is 30 below inner's top.
        expectFrame(inner, 0, 0, 40, 40)
        expectFrame(p, 0, 10, 20, 20)
        expectFrame(r, 40, 20, 20, 20)
        expectFrame(outer, 0, 0, 60, 40)

        // q hidden: inner reports p; the outer constraint is re-resolved.
        q.isHidden = true
        root.layoutIfNeeded()
        expectFrame(inner, 0, 0, 20, 20)
        expectFrame(r, 20, 0, 20, 20)
        expectFrame(outer, 0, 0, 40, 20)

        // The reported view's baseline moves: re-resolved again, through both stacks.
        p.firstBaselineOffsetFromTop = 15
        root.layoutIfNeeded()
        expectFrame(r, 20, 5, 20, 20)
        expectFrame(outer, 0, 0, 40, 25)

        // A taller view arrives: inner reports it.
        let t = Self.text("t", 20, 60, first: 50)
        inner.addArrangedSubview(t)
        root.layoutIfNeeded()
        // t's baseline at 50 below inner's top; r's top at 40.
        expectFrame(inner, 0, 0, 40, 60)
        expectFrame(r, 40, 40, 20, 20)
        #expect(root.layoutIssues.isEmpty)
    }

    @Test func aStackWithoutVisibleViewsReportsItsOwnEdges() throws {
        let hidden = item("hidden", 20, 20)
        hidden.isHidden = true
        let empty = StackView("empty", arrangedSubviews: [hidden])
        empty.firstBaselineOffsetFromTop = 4
        let mark = constrained("mark")
        let root = View("root") {
            empty
            mark
        }
        try activate {
            empty.leading == root.leading
            empty.top == root.top + 10
            mark.leading == root.leading
            mark.top == empty.firstBaseline
            mark.size == Size(width: 5, height: 5)
        }
        layOut(root)
        expectFrame(mark, 0, 14, 5, 5)
    }

    @Test func stacksNestInBaselineAlignedStacksOfStacks() throws {
        // A row of two columns of labels, aligned on first baselines: each column reports its
        // first label.
        let a1 = Self.text("a1", 30, 20, first: 12), a2 = Self.text("a2", 30, 20, first: 12)
        let b1 = Self.text("b1", 30, 40, first: 12), b2 = Self.text("b2", 30, 20, first: 12)
        let left = StackView("left", axis: .vertical, spacing: 4) {
            a1
            a2
        }
        let right = StackView("right", axis: .vertical, spacing: 4) {
            b1
            b2
        }
        let row = StackView("row", axis: .horizontal, alignment: .firstBaseline, spacing: 10) {
            left
            right
        }
        let root = try host(row)
        layOut(root)
        // Same first-baseline offset (12) in both columns: tops aligned. Height: right's
        // 40 + 4 + 20.
        expectFrame(left, 0, 0, 30, 44)
        expectFrame(right, 40, 0, 30, 64)
        expectFrame(row, 0, 0, 70, 64)
        expectFrame(b2, 0, 44, 30, 20)
    }
}
