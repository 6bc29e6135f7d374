import Foundation
import PlumbLayout
import Testing

// Every example of Docs/stack-views.md, run. Each example sits between `// example: NAME` and
// `// end example`; `docsShowTheseExamples` checks that the page shows exactly this code
// (indentation aside) in a ```swift block after `<!-- example: NAME -->`.

@Suite("Docs/stack-views.md examples")
struct StackViewDocsTests {
    @Test func quickStartAndHiding() throws {
        // example: stack-quick-start
        let icon = View("icon")
        let title = View("title")
        let date = View("date")
        icon.intrinsicContentSize = Size(width: 24, height: 24)
        title.intrinsicContentSize = Size(width: 120, height: 20)
        date.intrinsicContentSize = Size(width: 60, height: 16)
        try title.setContentHuggingPriority(249, for: .horizontal)

        let row = StackView("row", axis: .horizontal, alignment: .center, spacing: 8) {
            icon
            title
            date
        }
        let root = View("root") { row }
        try activate {
            row.leading == root.leadingMargin
            row.trailing == root.trailingMargin
            row.top == root.topMargin
        }
        root.layout(in: Size(width: 320, height: 100))
        // row.frame == {8, 8, 304, 24}
        // icon.frame == {0, 0, 24, 24}, title.frame == {32, 2, 204, 20}, date.frame == {244, 4, 60, 16}
        // end example
        expectFrame(row, 8, 8, 304, 24)
        expectFrame(icon, 0, 0, 24, 24)
        expectFrame(title, 32, 2, 204, 20)
        expectFrame(date, 244, 4, 60, 16)

        // example: stack-hiding
        date.isHidden = true
        root.layoutIfNeeded()
        // title.frame == {32, 2, 272, 20}: date collapsed to zero width at the end, gap included
        // end example
        expectFrame(title, 32, 2, 272, 20)
        expectFrame(date, 304, 4, 0, 16)

        // example: stack-constraints
        let listing = row.arrangementConstraints.prefix(4).map(\.description)
        // 'UISV-canvas-connection' row.leading == icon.leading
        // 'UISV-spacing' title.leading == icon.trailing + 8
        // 'UISV-spacing' date.leading == title.trailing
        // 'UISV-hiding' date.width == 0
        // end example
        #expect(listing == ["'UISV-canvas-connection' row.leading == icon.leading",
                            "'UISV-spacing' title.leading == icon.trailing + 8",
                            "'UISV-spacing' date.leading == title.trailing",
                            "'UISV-hiding' date.width == 0"])
        #expect(root.layoutIssues.isEmpty)
    }

    @Test func form() throws {
        // example: stack-form
        func text(_ name: String, width: Double) -> View {
            let view = View(name)
            view.intrinsicContentSize = Size(width: width, height: 20)
            view.firstBaselineOffsetFromTop = 16
            view.lastBaselineOffsetFromBottom = 4
            return view
        }
        let nameRow = StackView("nameRow", axis: .horizontal, alignment: .firstBaseline, spacing: 8) {
            text("nameLabel", width: 60)
            text("nameValue", width: 150)
        }
        let mailRow = StackView("mailRow", axis: .horizontal, alignment: .firstBaseline, spacing: 8) {
            text("mailLabel", width: 60)
            text("mailValue", width: 200)
        }
        let form = StackView("form", axis: .vertical, alignment: .leading, spacing: 30) {
            nameRow
            mailRow
        }
        form.isBaselineRelativeArrangement = true
        let root = View("root") { form }
        try activate {
            form.leading == root.leading + 16
            form.top == root.top + 16
        }
        root.layout(in: Size(width: 375, height: 200))
        // nameRow.frame == {0, 0, 218, 20}, mailRow.frame == {0, 30, 268, 20}
        // form.frame == {16, 16, 268, 50}: the rows' baselines (16 below their tops) are 30 apart
        // end example
        expectFrame(nameRow, 0, 0, 218, 20)
        expectFrame(mailRow, 0, 30, 268, 20)
        expectFrame(form, 16, 16, 268, 50)
        #expect(root.layoutIssues.isEmpty)
    }

    @Test func hidingConflict() throws {
        // example: stack-hiding-conflict
        let a = View("a"), b = View("b")
        a.intrinsicContentSize = Size(width: 40, height: 20)
        b.intrinsicContentSize = Size(width: 80, height: 20)
        let bar = StackView("bar", arrangedSubviews: [a, b])
        let root = View("root") { bar }
        let width = try activate {
            bar.leading == root.leading
            bar.top == root.top
            b.width == 80
        }[2]
        b.isHidden = true
        root.layout(in: Size(width: 320, height: 100))
        // root.layoutIssues[0] is "Unable to simultaneously satisfy constraints." listing
        // 'UISV-hiding' b.width == 0 and b.width == 80; b.width == 80 is broken (the app's).
        width.deactivate()
        try activate { b.width == 80 ~ 999 }
        root.layoutIfNeeded()
        // b.frame == {40, 0, 0, 20}: hidden again
        // end example
        let found = conflicts(root)
        #expect(found.count == 1)
        #expect(found.first?.broken === width)
        #expect(found.first?.conflicts.contains { $0 === width } == true)
        expectFrame(b, 40, 0, 0, 20)
    }

    // MARK: The documentation shows exactly this code

    @Test func docsShowTheseExamples() throws {
        #expect(try DocPageExamples.check(page: "Docs/stack-views.md") == 5)
    }
}
