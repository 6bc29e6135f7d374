import Foundation
import PlumbBenchmarks
import PlumbLayout
import Testing

// Every example of Docs/dsl.md, run. Each example sits between `// example: NAME` and
// `// end example`; `docsShowTheseExamples` checks that the documentation shows exactly this
// code (indentation aside) in a ```swift block after `<!-- example: NAME -->`, so the docs
// cannot rot.

@Suite("Docs/dsl.md examples")
struct DocsExamplesTests {
    @Test func quickStart() throws {
        // example: quick-start
        let title = View("title")
        let date = View("date")
        let root = View("root") {
            title
            date
        }
        title.intrinsicContentSize = Size(width: 120, height: 20)
        date.intrinsicContentSize = Size(width: 80, height: 20)

        try activate {
            title.leading == root.leadingMargin
            title.top == root.topMargin
            date.leading >= title.trailing + 8
            date.trailing == root.trailingMargin
            date.firstBaseline == title.firstBaseline
        }
        root.layout(in: Size(width: 320, height: 100))
        // title.frame == {8, 8, 120, 20}, date.frame == {232, 8, 80, 20}
        // end example
        #expect(title.frame == Rect(x: 8, y: 8, width: 120, height: 20))
        #expect(date.frame == Rect(x: 232, y: 8, width: 80, height: 20))
        #expect(root.layoutIssues.isEmpty)
    }

    @Test func rightToLeft() throws {
        // example: right-to-left
        let root = View("root") { View("back") }
        let back = root.subviews[0]
        try activate {
            back.leading == root.leadingMargin
            back.top == root.top
            back.size == Size(width: 40, height: 30)
        }
        root.layout(in: Size(width: 320, height: 44), traits: TraitCollection(layoutDirection: .rightToLeft))
        // back.frame == {272, 0, 40, 30}: 8 from the right edge
        // end example
        #expect(back.frame == Rect(x: 272, y: 0, width: 40, height: 30))
        #expect(root.layoutIssues.isEmpty)
    }

    @Test func operators() throws {
        // example: operators
        let box = View("box")
        let root = View("root") { box }
        let constraints = try activate {
            box.leading == root.leading + 20              // + constant
            box.top == root.bottom / 4                    // / divisor
            box.width == root.width * 0.5 - 10            // * multiplier, - constant
            box.height >= 30                              // a dimension and a constant
            box.height == 80 ~ 750                        // optional, priority 750
            (box.height <= 60).identifier("box-max-height")
            (box.width >= 500).priority(.defaultLow)      // optional, loses
        }
        root.layout(in: Size(width: 400, height: 100))
        // box.frame == {20, 25, 190, 60}
        // end example
        #expect(box.frame == Rect(x: 20, y: 25, width: 190, height: 60))
        #expect(constraints[5].description.hasPrefix("'box-max-height' box.height <= 60 (DocsExamplesTests.swift:"))
        #expect(constraints[4].priority == 750 && constraints[6].priority == .defaultLow)
    }

    @Test func anchorMethods() throws {
        let root = View("root") { View("box") }
        let box = root.subviews[0]
        box.translatesAutoresizingMaskIntoConstraints = false
        // example: anchor-methods
        try LayoutConstraint.activate([
            box.leading.constraint(equalTo: root.leading, constant: 20),
            box.top.constraint(equalTo: root.top, constant: 10),
            box.width.constraint(equalTo: root.width, multiplier: 0.5),
            box.height.constraint(greaterThanOrEqualToConstant: 44),
            LayoutConstraint(item: box, attribute: .height, relatedBy: .lessThanOrEqual,
                             toItem: box, attribute: .width, multiplier: 0.25, constant: 0),
        ])
        root.layout(in: Size(width: 400, height: 300))
        // box.frame == {20, 10, 200, 44}: the height is at least 44, at most 50, and unconstrained
        // between, so the solver may pick any value there (an ambiguous layout).
        // end example
        #expect(box.frame.origin == Point(x: 20, y: 10) && box.frame.width == 200)
        #expect(box.frame.height >= 44 - 1e-9 && box.frame.height <= 50 + 1e-9)
    }

    @Test func composites() throws {
        // example: composites
        let card = View("card")
        let avatar = View("avatar")
        let badge = View("badge")
        let root = View("root") { card }
        card.addSubview(avatar)
        card.addSubview(badge)
        try activate {
            card.edges == root.edges.inset(16)            // far insets flip sign
            avatar.size == Size(width: 48, height: 48)
            avatar.top == card.top + 8
            avatar.leading == card.leading + 8
            badge.size == avatar.size
            badge.center == avatar.center.offset(x: 24, y: -24)
        }
        root.layout(in: Size(width: 320, height: 200))
        // card {16, 16, 288, 168}, avatar {8, 8, 48, 48}, badge {32, -16, 48, 48}
        // end example
        #expect(card.frame == Rect(x: 16, y: 16, width: 288, height: 168))
        #expect(avatar.frame == Rect(x: 8, y: 8, width: 48, height: 48))
        #expect(badge.frame == Rect(x: 32, y: -16, width: 48, height: 48))
    }

    @Test func marginsAndSafeArea() throws {
        // example: margins-safe-area
        let content = View("content")
        let root = View("root") { content }
        root.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        root.layoutMargins = EdgeInsets(horizontal: 16, vertical: 8)
        try activate {
            content.edges == root.layoutMarginsGuide.edges
        }
        root.layout(in: Size(width: 375, height: 812))
        // content.frame == {16, 52, 343, 718}: margins are measured from the safe area
        // end example
        #expect(content.frame == Rect(x: 16, y: 52, width: 343, height: 718))
    }

    @Test func labelledForm() throws {
        // example: labelled-form
        let titleLabel = View("titleLabel")
        let dateLabel = View("dateLabel")
        let form = View("form") {
            titleLabel
            dateLabel
        }
        for label in [titleLabel, dateLabel] { label.translatesAutoresizingMaskIntoConstraints = false }
        titleLabel.intrinsicContentSize = Size(width: 200, height: 20)
        dateLabel.intrinsicContentSize = Size(width: 120, height: 20)
        try dateLabel.setContentCompressionResistancePriority(751, for: .horizontal)

        let views = ["titleLabel": titleLabel, "dateLabel": dateLabel]
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(withVisualFormat: "H:|-[titleLabel]-[dateLabel]-|",
                                         options: .alignAllCenterY, views: views)
                + LayoutConstraint.constraints(withVisualFormat: "V:|-[titleLabel]", views: views))
        form.layout(in: Size(width: 320, height: 100))
        // titleLabel.frame == {20, 20, 152, 20}: the title gives way
        // dateLabel.frame == {180, 20, 120, 20}: the date keeps its width
        // end example
        #expect(titleLabel.frame == Rect(x: 20, y: 20, width: 152, height: 20))
        #expect(dateLabel.frame == Rect(x: 180, y: 20, width: 120, height: 20))
    }

    @Test func frameViews() throws {
        // example: frame-views
        let button = View("button")
        button.frame = Rect(x: 20, y: 15, width: 80, height: 30)   // laid out by its frame
        let caption = View("caption")
        caption.intrinsicContentSize = Size(width: 60, height: 20)
        let root = View("root") {
            button
            caption
        }
        try activate {
            caption.leading == button.trailing + 8
            caption.centerY == button.centerY
        }
        root.layout(in: Size(width: 320, height: 200))
        // button.frame == {20, 15, 80, 30}, caption.frame == {108, 20, 60, 20}
        let position = button.convert(Point.zero, to: nil)   // (20, 15)
        // end example
        #expect(button.frame == Rect(x: 20, y: 15, width: 80, height: 30))
        #expect(caption.frame == Rect(x: 108, y: 20, width: 60, height: 20))
        #expect(position == Point(x: 20, y: 15))
    }

    @Test func changes() throws {
        // example: changes
        let panel = View("panel")
        let root = View("root") { panel }
        let width = panel.width == 100
        try activate {
            panel.leading == root.leading
            panel.verticalEdges == root.verticalEdges
            width
        }
        root.layout(in: Size(width: 320, height: 200))
        width.constant = 180          // replaces one solver constraint, at once
        root.layoutIfNeeded()         // panel.frame == {0, 0, 180, 200}
        width.deactivate()
        try (panel.width == root.width / 2).activate()
        root.layoutIfNeeded()         // panel.frame == {0, 0, 160, 200}
        // end example
        #expect(panel.frame == Rect(x: 0, y: 0, width: 160, height: 200))
    }

    @Test func setters() throws {
        // example: setters
        let panel = View("panel")
        let root = View("root") { panel }
        let wide = panel.width == 300 ~ .defaultLow
        let narrow = panel.width == 100 ~ 200
        try activate {
            panel.leading == root.leading
            panel.verticalEdges == root.verticalEdges
            wide
            narrow
        }
        root.layout(in: Size(width: 320, height: 200))   // panel.frame.width == 300: 250 beats 200
        narrow.priority = 500                            // optional to optional: fine
        root.layoutIfNeeded()                            // panel.frame.width == 100
        narrow.priority = .required                      // refused on an active constraint:
        let refusal = root.layoutIssues.last             // .refusedChange(narrow, .requiredPriorityChange)
        narrow.isActive = false
        narrow.priority = .required                      // inactive: fine
        narrow.isActive = true
        root.layoutIfNeeded()                            // panel.frame.width == 100
        // end example
        #expect(panel.frame.width == 100 && narrow.priority == .required && narrow.isActive)
        guard case .refusedChange(let c, .requiredPriorityChange)? = refusal else {
            Issue.record("expected a refusal, got \(String(describing: refusal))")
            return
        }
        #expect(c === narrow)
    }

    @Test func fitting() throws {
        // example: fitting
        let title = Label("title", text: "Release notes")
        let body = Label("body", text: "Plumb now measures labels, buttons and fields.", numberOfLines: 0)
        let cell = View("cell") {
            title
            body
        }
        try activate {
            title.top == cell.top + 12
            title.horizontalEdges == cell.horizontalEdges.inset(16)
            body.top == title.bottom + 8
            body.horizontalEdges == cell.horizontalEdges.inset(16)
            body.bottom == cell.bottom - 12
        }
        let size = cell.systemLayoutSizeFitting(Size(width: 320, height: View.layoutFittingCompressedSize.height),
                                                withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        // size == 320 × 94: body wraps at the 288 points it is given, on two lines (21 + 8 + 41 + 24)
        // end example
        #expect(size == Size(width: 320, height: 12 + 21 + 8 + 41 + 12))
    }

    @Test func sizeClasses() throws {
        // example: size-classes
        let sidebar = View("sidebar").installed(for: .width(.regular))
        let content = View("content")
        let root = View("root") {
            sidebar
            content
        }
        try activate {
            sidebar.leading == root.leading
            sidebar.verticalEdges == root.verticalEdges
            sidebar.width == 250
            content.verticalEdges == root.verticalEdges
            content.trailing == root.trailing
            (content.leading == sidebar.trailing).installed(for: .width(.regular))
            (content.leading == root.leading).installed(for: .width(.compact))
        }
        root.layout(in: Size(width: 1024, height: 768), traits: TraitCollection(horizontalSizeClass: .regular))
        // content.frame == {250, 0, 774, 768}
        root.layout(in: Size(width: 375, height: 667), traits: TraitCollection(horizontalSizeClass: .compact))
        // sidebar.isInstalled == false, content.frame == {0, 0, 375, 667}
        // end example
        #expect(!sidebar.isInstalled)
        #expect(content.frame == Rect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test func conflicts() throws {
        // example: conflicts
        let box = View("box")
        let root = View("root") { box }
        try activate {
            box.edges == root.edges
            box.width == 100          // cannot hold in a 320-wide root
        }
        root.layout(in: Size(width: 320, height: 200))
        let message = root.layoutIssues[0].description
        // box.frame == {0, 0, 320, 200}: the layout went on without box.width == 100
        // end example
        #expect(box.frame == Rect(x: 0, y: 0, width: 320, height: 200))
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints."))
        guard case .unsatisfiable(let broken, let set) = root.layoutIssues[0] else {
            Issue.record("no conflict")
            return
        }
        #expect(broken.equationDescription == "box.width == 100")
        #expect(set.map(\.equationDescription) == [
            "root.width == 320", "box.leading == root.leading", "box.trailing == root.trailing", "box.width == 100",
        ])
    }

    @Test func visualFormatErrors() {
        let title = View("title"), date = View("date")
        _ = View("root") {
            title
            date
        }
        var message = ""
        // example: vfl-errors
        do {
            _ = try LayoutConstraint.constraints(withVisualFormat: "H:|-[title]-[dtae]-|",
                                                 views: ["title": title, "date": date])
        } catch {
            message = "\(error.message) (column \(error.column))"
            // dtae is not a key in the views dictionary (column 14)
        }
        // end example
        #expect(message == "dtae is not a key in the views dictionary (column 14)")
    }

    @Test func pixelSnapping() throws {
        // example: pixel-snapping
        let thirds = (0..<3).map { View("third\($0)") }
        let root = View("root") { thirds }
        try activate {
            thirds[0].leading == root.leading
            thirds[1].leading == thirds[0].trailing
            thirds[2].leading == thirds[1].trailing
            thirds[2].trailing == root.trailing
            for third in thirds {
                third.width == root.width / 3
                third.verticalEdges == root.verticalEdges
            }
        }
        root.layout(in: Size(width: 100, height: 10), traits: TraitCollection(displayScale: 2))
        // widths 33.5, 33, 33.5 at x = 0, 33.5, 66.5: edges on half points, neighbours touch
        // end example
        #expect(thirds.map(\.frame.minX) == [0, 33.5, 66.5])
        #expect(thirds.map(\.frame.width) == [33.5, 33, 33.5])
    }

    @Test func benchmarkHook() {
        // example: benchmark
        let list = RowListBenchmark(rows: 333)         // 1 + 3 × 333 = 1,000 views
        let bottom = list.layout(width: 375, height: 667)
        // bottom == 11988: 333 rows of 28 points, 8 apart, from y = 8
        // end example
        #expect(bottom == 11988)
        #expect(list.viewCount == 1000)
    }

    // MARK: The documentation shows exactly this code

    @Test func docsShowTheseExamples() throws {
        #expect(try DocPageExamples.check(page: "Docs/dsl.md",
                                          alsoFrom: ["Tests/PlumbExamplesTests/ExampleProgramsTests.swift"]) == 19)
    }

    @Test func readmeShowsTheTestedProgram() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let program = root.appendingPathComponent("Tests/PlumbExamplesTests/ReadmeProgramTests.swift").path
        #expect(try DocPageExamples.check(page: "README.md", testFile: program) == 1)
    }
}
