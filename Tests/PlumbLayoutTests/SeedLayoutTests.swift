import PlumbLayout
import Testing

// The seed layouts of the issue.

@Suite("Seed layouts")
struct SeedLayoutTests {
    /// A UIButton-like view laid out by frame inside a view: composited at (20, 15).
    @Test func buttonByFrame() {
        let root = View("root")
        let button = View("button")
        button.frame = Rect(x: 20, y: 15, width: 80, height: 30)
        root.addSubview(button)
        root.layout(in: Size(width: 320, height: 480))
        expectFrame(button, 20, 15, 80, 30)
        #expect(close(button.convert(Point.zero, to: nil), Point(x: 20, y: 15)))
        #expect(close(button.convert(Point.zero, to: root), Point(x: 20, y: 15)))
        #expect(root.layoutIssues.isEmpty)
    }

    /// `H:|-[titleLabel]-[dateLabel]-|`: the title shrinks, not the date, once the date's
    /// compression resistance is raised.
    @Test func labelledForm() throws {
        let root = View("form")
        let title = label("titleLabel", 200, 20)
        let date = label("dateLabel", 120, 20)
        root.addSubview(title)
        root.addSubview(date)
        try date.setContentCompressionResistancePriority(751, for: .horizontal)
        let views = ["titleLabel": title, "dateLabel": date]
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(withVisualFormat: "H:|-[titleLabel]-[dateLabel]-|", views: views)
                + LayoutConstraint.constraints(withVisualFormat: "V:|-[titleLabel]", views: views)
                + LayoutConstraint.constraints(withVisualFormat: "V:|-[dateLabel]", views: views))
        // 320 wide: 20 + title + 8 + date + 20 = 320, so title + date = 272 < 320 wanted.
        root.layout(in: Size(width: 320, height: 100))
        expectFrame(date, 320 - 20 - 120, 20, 120, 20)
        expectFrame(title, 20, 20, 272 - 120, 20)
        #expect(root.layoutIssues.isEmpty)
    }
}
