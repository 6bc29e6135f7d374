#if canImport(Glibc)
import Glibc
#endif
import PlumbFormats
import PlumbLayout
import Testing
import PlumbMessages

/// Loads `text` as a layout file named `t.layout`.
func load(_ text: String) throws(LayoutFileErrors) -> LayoutModel {
    try LayoutFile.load(source: LayoutSource(path: "t.layout", text: text))
}

/// The errors of `text`, as `line:column: message`; empty if it loads.
func errors(_ text: String) -> [String] {
    do {
        _ = try load(text)
        return []
    } catch {
        return error.errors.map { "\($0.line):\($0.column): \($0.message)" }
    }
}

func view(_ model: LayoutModel, _ name: String) throws -> View {
    try #require(model.item(named: name) as? View)
}

@Suite("Layout format: valid files")
struct LayoutFormatValidTests {
    @Test func hierarchyKindsAndSettings() throws {
        let model = try load("""
            # a comment; and another style below
            // line comment
            size 320x480
            traits width=compact, height=regular scale=2
            keyboard 200
            focus field
            metric pad = 10

            view root {
                label title "Hello"          # 5 characters: 40 × 20, hugging 251
                field field "placeholder"     # fields: height 34, no intrinsic width
                button go "Go"                # UIKit's least width, 30; 30 high
                scroll scroll { view content }
                stack stack {
                    axis = vertical
                    view a; view b
                }
                guide spacer
            }
            view extra in root
            """)
        #expect(model.rootSize == Size(width: 320, height: 480))
        #expect(model.traits == TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 2))
        #expect(model.keyboardHeight == 200)
        #expect(model.focus?.name == "field")
        #expect(model.views.map(\.name) == ["root", "title", "field", "go", "scroll", "content", "stack", "a", "b", "extra"])
        #expect(model.guides.map(\.name) == ["spacer"])
        let title = try view(model, "title")
        #expect(title.intrinsicContentSize == Size(width: 39, height: 21))   // "Hello", 38.8 × 20.3 in the system font
        #expect(title.contentHuggingPriority(for: .horizontal) == 251)
        #expect(try view(model, "field").intrinsicContentSize == Size(width: -1, height: 34))
        #expect(try view(model, "go").intrinsicContentSize == Size(width: 30, height: 30))
        #expect(model.item(named: "scroll") is ScrollView)
        let stack = try #require(model.item(named: "stack") as? StackView)
        #expect(stack.axis == .vertical)
        #expect(stack.arrangedSubviews.map(\.name) == ["a", "b"])
        #expect(try view(model, "extra").superview === model.root)
        #expect(model.kind(of: title) == .label)
        // Views of a file are laid out by constraints unless they have a frame.
        #expect(!title.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func everyPropertyKind() throws {
        let model = try load("""
            view root {
                view box {
                    intrinsicContentSize = 100x50
                    isHidden = true
                    layoutMargins = 1, 2, 3, 4
                    additionalSafeAreaInsets = 5
                    insetsLayoutMarginsFromSafeArea = false
                    contentHuggingPriority.horizontal = 300
                    contentCompressionResistancePriority = 700
                    firstBaselineOffsetFromTop = 12
                    lastBaselineOffsetFromBottom = 4
                }
                view framed { frame = 10, 20, 30, 40 }
                scroll scroll {
                    contentOffset = 0, 50
                    contentInset = 0, 0, 100, 0
                    contentInsetAdjustmentBehavior = .never
                    alwaysBounceVertical = true
                    minimumZoomScale = 0.5
                    maximumZoomScale = 3
                    viewForZooming = photo
                    zoomScale = 2
                    view photo
                }
                stack row {
                    axis = .horizontal
                    distribution = fillEqually
                    alignment = top
                    spacing = 4
                    isLayoutMarginsRelativeArrangement = true
                    customSpacing.first = 12
                    view first; view second
                }
            }
            box.intrinsicContentSize.height = 60
            """)
        let box = try view(model, "box")
        #expect(box.intrinsicContentSize == Size(width: 100, height: 60))
        #expect(box.isHidden)
        #expect(box.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(box.additionalSafeAreaInsets == EdgeInsets(5))
        #expect(!box.insetsLayoutMarginsFromSafeArea)
        #expect(box.contentHuggingPriority(for: .horizontal) == 300)
        #expect(box.contentHuggingPriority(for: .vertical) == 250)
        #expect(box.contentCompressionResistancePriority(for: .vertical) == 700)
        #expect(box.firstBaselineOffsetFromTop == 12)
        #expect(box.lastBaselineOffsetFromBottom == 4)
        let framed = try view(model, "framed")
        #expect(framed.translatesAutoresizingMaskIntoConstraints)
        #expect(framed.frame == Rect(x: 10, y: 20, width: 30, height: 40))
        let scroll = try #require(model.item(named: "scroll") as? ScrollView)
        #expect(scroll.contentOffset == Point(x: 0, y: 50))
        #expect(scroll.contentInset == EdgeInsets(top: 0, left: 0, bottom: 100, right: 0))
        #expect(scroll.contentInsetAdjustmentBehavior == .never)
        #expect(scroll.alwaysBounceVertical)
        #expect(scroll.viewForZooming?.name == "photo")
        #expect(scroll.zoomScale == 2)
        let row = try #require(model.item(named: "row") as? StackView)
        #expect(row.distribution == .fillEqually)
        #expect(row.alignment == .top)
        #expect(row.spacing == 4)
        #expect(row.isLayoutMarginsRelativeArrangement)
        #expect(row.customSpacing(after: try view(model, "first")) == 12)
    }

    @Test func aMultiLineLabelWrapsAtItsLaidOutWidth() throws {
        let model = try load("""
            view root {
                label body {
                    text = "The quick brown fox jumps over the lazy dog"
                    numberOfLines = 0
                }
                label fixed {
                    text = "The quick brown fox jumps over the lazy dog"
                    numberOfLines = 0
                    preferredMaxLayoutWidth = 100
                }
            }
            body.leading == root.leading; body.top == root.top; body.width == 200
            fixed.leading == root.leading; fixed.top == body.bottom; fixed.width == 200
            """)
        let body = try #require(model.item(named: "body") as? Label)
        let fixed = try #require(model.item(named: "fixed") as? Label)
        #expect(body.numberOfLines == 0 && fixed.preferredMaxLayoutWidth == 100)
        model.root.layout(in: Size(width: 375, height: 667))
        let line = TextMeasure.lineHeight(fontSize: TextMeasure.referenceFontSize)
        #expect(body.frame.height == TextMeasure.roundedUp(2 * line, scale: nil))   // two lines, whole points
        #expect(fixed.frame.height > 2 * line)
    }

    @Test func marginPropertiesAndTheReadableGuide() throws {
        let model = try load("""
            size 1024x768
            traits width=regular textSize=large
            view root {
                layoutMarginsFollowReadableWidth = false
                view content {
                    preservesSuperviewLayoutMargins = true
                    directionalLayoutMargins = 1, 2, 3, 4
                    view label
                }
                view text
            }
            content.edges == root.edges
            label.leading == content.leadingMargin; label.trailing == content.trailingMargin
            label.top == content.top; label.height == 10
            text.edges == root.readableContentGuide.edges
            """)
        let content = try view(model, "content")
        #expect(content.directionalLayoutMargins == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(content.preservesSuperviewLayoutMargins)
        model.layout()
        // The root's margins (8) reach 8 into content, more than its own 2 and 4.
        #expect(try view(model, "label").frame == Rect(x: 8, y: 0, width: 1008, height: 10))
        #expect(try view(model, "text").frame == Rect(x: 176, y: 8, width: 672, height: 752))
        #expect(errors("view root\ntraits textSize=huge").first?.hasPrefix("2:17: expected a text size: extraSmall") == true)
    }

    @Test func directionTraitAndSemanticContentAttribute() throws {
        let model = try load("""
            size 320x44
            traits direction=rightToLeft
            view root {
                view back
                view logo { semanticContentAttribute = forceLeftToRight }
            }
            back.leading == root.leading + 10; back.top == root.top; back.width == 40; back.height == 30
            logo.leading == root.leading + 10; logo.top == root.top; logo.width == 20; logo.height == 20
            """)
        let logo = try view(model, "logo")
        #expect(logo.semanticContentAttribute == .forceLeftToRight)
        model.layout()
        // The root decides both constraints: right to left, so both sit 10 from the right.
        #expect(try view(model, "back").frame == Rect(x: 270, y: 0, width: 40, height: 30))
        #expect(logo.frame == Rect(x: 290, y: 0, width: 20, height: 20))
        #expect(errors("view root { semanticContentAttribute = sideways }").first?.contains("forceRightToLeft") == true)
    }

    @Test func equationsMirrorTheDSL() throws {
        let model = try load("""
            size 400x300
            metric gap = 8
            view root { view a; view b; view c }
            a.leading == root.leading + 20
            a.top == root.bottom / 4
            a.width == root.width * 0.5 - 10
            a.height >= 30
            a.height == 80 @750
            a.height <= 60
            b.leading == a.trailing + gap
            b.top == a.top
            b.size == 50x40
            c.edges == root.edges.inset(top: 200, left: 300, bottom: 10, right: 10)
            2 * c.width == root.width * 0.2 ~ defaultHigh    # 40: the LHS factor moves right
            """)
        model.layout()
        #expect(try view(model, "a").frame == Rect(x: 20, y: 75, width: 190, height: 60))
        #expect(try view(model, "b").frame == Rect(x: 218, y: 75, width: 50, height: 40))
        #expect(try view(model, "c").frame == Rect(x: 300, y: 200, width: 90, height: 90))
        // Every constraint carries the file, line and column of its statement.
        let first = try #require(model.constraints.first?.sourceLocation)
        #expect(first == CodeLocation(fileID: "t.layout", line: 4, column: 1))
        #expect(model.constraints.count == 15)
        #expect(model.constraints[4].priority == 750)
        #expect(model.constraints.last?.priority == 750)
        #expect(model.constraints.last?.multiplier == 0.1)
    }

    @Test func compositeAnchorsAndGuides() throws {
        let model = try load("""
            size 320x200
            view root {
                view card { view avatar; view badge }
                guide spacer
                scroll scroll { view content }
            }
            root.layoutMargins = 16
            card.edges == root.layoutMarginsGuide.edges
            avatar.size == 48x48
            avatar.top == card.top + 8
            avatar.leading == card.leading + 8
            badge.size == avatar.size
            badge.center == avatar.center.offset(x: 24, y: -24)
            spacer.horizontalEdges == root.horizontalEdges.inset(leading: 10, trailing: 20)
            spacer.verticalEdges == root.verticalEdges.inset(5)
            scroll.size == 100x100
            scroll.top == root.top
            scroll.leading == root.leading
            content.edges == scroll.contentLayoutGuide.edges
            content.width == scroll.frameLayoutGuide.width
            content.height == 300
            """)
        model.layout()
        #expect(try view(model, "card").frame == Rect(x: 16, y: 16, width: 288, height: 168))
        #expect(try view(model, "avatar").frame == Rect(x: 8, y: 8, width: 48, height: 48))
        #expect(try view(model, "badge").frame == Rect(x: 32, y: -16, width: 48, height: 48))
        let spacer = try #require(model.item(named: "spacer") as? LayoutGuide)
        #expect(spacer.layoutFrame == Rect(x: 10, y: 5, width: 290, height: 190))
        let scroll = try #require(model.item(named: "scroll") as? ScrollView)
        #expect(scroll.contentSize == Size(width: 100, height: 300))
    }

    @Test func visualFormatLinesWithMetricsAndOptions() throws {
        let model = try load("""
            size 320x100
            metric side = 20
            view root {
                label titleLabel 200x20
                label dateLabel 120x20
            }
            dateLabel.contentCompressionResistancePriority.horizontal = 751
            H:|-side-[titleLabel]-[dateLabel]-side-| options: alignAllCenterY
            V:|-[titleLabel]     // a comment after a format
            """)
        model.layout()
        #expect(try view(model, "titleLabel").frame == Rect(x: 20, y: 20, width: 152, height: 20))
        #expect(try view(model, "dateLabel").frame == Rect(x: 180, y: 20, width: 120, height: 20))
        let location = try #require(model.constraints.first?.sourceLocation)
        #expect(location.line == 8 && location.column == 1)
    }

    @Test func sizeClassSectionsWithElse() throws {
        let text = """
            size 400x300
            view root {
                view box
                when width == regular { view sidebar }
            }
            box.verticalEdges == root.verticalEdges
            box.trailing == root.trailing
            when width == regular {
                sidebar.leading == root.leading; sidebar.width == 100; sidebar.verticalEdges == root.verticalEdges
                box.leading == sidebar.trailing
            } else {
                box.leading == root.leading + 10
            }
            when width != regular, height == compact {
                box.height == 50 @999
            }
            """
        let model = try load(text)
        model.layout(traits: TraitCollection(horizontalSizeClass: .regular))
        #expect(try view(model, "box").frame == Rect(x: 100, y: 0, width: 300, height: 300))
        #expect(try view(model, "sidebar").isInstalled)
        model.layout(traits: TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact))
        #expect(try view(model, "box").frame.minX == 10)
        #expect(try !view(model, "sidebar").isInstalled)
        #expect(try view(model, "sidebar").installedSizeClasses == [SizeClassCondition(width: .regular)])
    }

    @Test func keyboardScrollsTheFocusedFieldIntoSight() throws {
        let model = try load("""
            size 375x667
            keyboard 216
            focus last
            view root { scroll scroll { view content { field last } } }
            scroll.edges == root.edges
            content.edges == scroll.edges
            content.width == root.width
            content.height == 1000
            last.leading == content.leading; last.width == 100; last.top == content.top + 900
            """)
        model.layout()
        let last = try view(model, "last")
        let inRoot = last.superview?.convert(last.frame, to: nil) ?? last.frame
        #expect(inRoot.maxY == 667 - 216)
        #expect(model.keyboardFrame == Rect(x: 0, y: 451, width: 375, height: 216))
    }

    @Test func keyboardFrameSetting() throws {
        let model = try load("""
            size 375x667
            keyboard 0, 400, 375, 267
            view root { scroll scroll { view content } }
            scroll.edges == root.edges
            content.edges == scroll.contentLayoutGuide.edges
            content.size == 375x1000
            """)
        model.layout()
        #expect(model.keyboardFrame == Rect(x: 0, y: 400, width: 375, height: 267))
        #expect((model.item(named: "scroll") as? ScrollView)?.contentInset.bottom == 267)
        model.layout(keyboardHeight: 100)
        #expect(model.keyboardFrame == Rect(x: 0, y: 567, width: 375, height: 100))
    }

    @Test func deepNestingOf10000LevelsParsesBuildsAndLaysOut() throws {
        let text = LayoutGenerator.nested(depth: 10_000, constrainedLevels: 100)
        let model = try LayoutFile.load(source: LayoutSource(path: "deep.layout", text: text))
        #expect(model.views.count == 10_000)
        #expect(model.constraints.count == 99 * 4)
        model.layout()
        #expect(try view(model, "v9999").superview?.name == "v9998")
        #expect(try view(model, "v99").frame == Rect(x: 0.5, y: 0.5, width: 375 - 99, height: 667 - 99))
    }

    @Test func flatFileOf10000ViewsLoads() throws {
        let model = try LayoutFile.load(source: LayoutSource(path: "rows.layout", text: LayoutGenerator.rowList(views: 10_000)))
        #expect(model.views.count == 10_000)
        model.layout()
        #expect(try view(model, "row0").frame == Rect(x: 0, y: 8, width: 375, height: 28))
    }
}

@Suite("Layout format: errors")
struct LayoutFormatErrorTests {
    @Test(arguments: [
        ("view root\nroot.width == 1.2.3", ["2:15: malformed number '1.2.3'"]),
        ("view root\nroot.width == 12abc", ["2:15: malformed number '12abc'"]),
        ("view root\nroot.width == 1e400", ["2:15: number '1e400' is out of range (layout files take numbers up to 1e9)"]),
        ("view root { view a; view b }\na.width == 1e308\nb.width == a.width * 2",
         ["2:12: number '1e308' is out of range (layout files take numbers up to 1e9)"]),
        ("traits scale=1e308\nview root", ["1:14: number '1e308' is out of range (layout files take numbers up to 1e9)"]),
        ("traits scale=100\nview root", ["1:14: expected a display scale from 0 to 16 (UIKit's screens use 1, 2 and 3), found '100'"]),
        ("view root\nroot.width == 1e", ["2:15: malformed number '1e'"]),
        ("view root $", ["1:11: unexpected character '$'"]),
        ("view root\nlabel x \"open", ["2:9: unterminated string (a string ends with '\"' on the same line)"]),
        ("view root {\n  view a\n", ["1:11: this '{' is never closed"]),
        ("view root\n}", ["2:1: unexpected '}': no block is open"]),
        ("view root\nroot.width = 3", ["2:6: unknown property 'width'"]),
        ("view root\nisHidden = true", ["2:1: a property is set as VIEW.property = value outside a view's block"]),
        ("view root\nroot.width => 3", ["2:13: expected a number, found '>'"]),
        ("view root\n2 * root.width = 3", ["2:16: '=' sets a property; a constraint needs '==', '<=' or '>='"]),
        ("view root\nroot.width ==", ["2:14: expected an anchor (`view.attribute`) or a number, found the end of the file"]),
        ("view root\nsize 0x10", ["2:6: the root size must be positive"]),
        ("view root\nkeyboard 1, 2", ["2:10: 'keyboard' takes a height, or a frame: x, y, width, height"]),
        ("size 10x10\nsize 20x20\nview root", ["2:1: 'size' is set twice", ]),
        ("view root { size 10x10 }", ["1:13: 'size' is a file setting: write it outside every block"]),
        ("view root\ntraits width=big", ["2:14: expected a size class: compact, regular or unspecified, found 'big'"]),
        ("view root\ntraits depth=compact", ["2:8: unknown trait 'depth' (expected width, height, scale, textSize or direction)"]),
        ("view root\ntraits direction=upward", ["2:18: expected a direction: leftToRight or rightToLeft, found 'upward'"]),
        ("view root\nelse { }", ["2:1: 'else' must follow the '}' of a 'when' block, on the same line"]),
        ("view root\nwhen width == compact, width == regular { }", ["2:1: this condition can never hold"]),
        ("view root\nguide g", ["2:7: a layout guide belongs to a view: declare it in the view's block or with 'in VIEW'"]),
        ("view root\n2 + 3", ["2:1: a constraint starts with an anchor (`view.attribute`), not a number"]),
        ("view root\nfoo", ["2:1: 'foo' is not a statement: expected a declaration (view, label, …), a setting or `view.attribute == …`"]),
        ("view root\nroot.width == 10 @", ["2:19: expected a priority: a number in (0, 1000] or a name such as defaultHigh, found the end of the file"]),
    ] as [(String, [String])])
    func syntaxErrorsAreLocated(_ text: String, _ expected: [String]) {
        #expect(errors(text) == expected)
    }

    @Test(arguments: [
        ("view root { view a }\na.width == contnet.width", ["2:12: unknown view 'contnet'"]),
        ("view root { view content }\ncontent.width == contnet.width", ["2:18: unknown view 'contnet' (did you mean 'content'?)"]),
        ("view root { view a }\na.wdth == 10", ["2:3: unknown attribute 'wdth' (did you mean 'width'?)"]),
        ("view root { view a }\na.leading == root.top", ["2:11: cannot relate the x-axis anchor 'leading' to the y-axis anchor 'top'"]),
        ("view root { view a }\na.width == root.leading", ["2:9: cannot relate the dimension 'width' to the x-axis anchor 'leading'"]),
        ("view root { view a }\na.leading == root.left", ["2:11: 'leading' and 'left' mix leading/trailing with left/right"]),
        ("view root { view a }\na.top == 8", ["2:10: a position ('top') cannot be set to a constant; relate it to another anchor (e.g. a.top == root.top + 8)"]),
        ("view root { view a }\na.width == 10 @0", ["2:16: priority 0 is out of range: priorities are greater than 0 and at most 1000"]),
        ("view root { view a }\na.width == 10 @1001", ["2:16: priority 1001 is out of range: priorities are greater than 0 and at most 1000"]),
        ("view root { view a }\na.width == 10 @high", ["2:16: unknown metric 'high'"]),
        ("view root { view a }\na.width == root.width / 0", ["2:12: division by zero"]),
        ("view root { view a }\na.edges <= root.edges", ["2:9: 'edges' relates only with '=='"]),
        ("view root { view a }\na.edges == root.width", ["2:12: 'edges' relates to another 'edges', not to 'width'"]),
        ("view root { view a }\na.edges == root.edges.offset(x: 1)", ["2:23: 'edges' has no 'offset' (expected inset(…))"]),
        ("view root { view a }\na.center == root.center.offset(z: 1)", ["2:32: 'offset' of 'center' has no argument 'z' (expected x, y)"]),
        ("view root { view a }\na.width == root.contentLayoutGuide.width", ["2:17: 'contentLayoutGuide' belongs to scroll views; 'root' is not one"]),
        ("view root { view a; guide g }\ng.leadingMargin == a.leading", ["2:3: a layout guide has no 'leadingMargin' (margins and baselines belong to views)"]),
        ("view root { view a }\na.size == 10x10 @750\nH:|-[a]-[b]-|", ["3:10: visual format: b is not a key in the views dictionary"]),
        ("view root { view a }\nH:|-[a]-| options: alignAllSideways", ["2:20: unknown format option 'alignAllSideways'"]),
        ("view root { view a }\nview a in root", ["2:6: 'a' is already declared"]),
        ("view root\nview a in nowhere", ["2:11: unknown view 'nowhere'"]),
        ("view root\nview other", ["2:6: a second root view 'other': a file has one root; nest it in a block or write 'in PARENT'"]),
        ("view root\nview a in b\nview b in a", ["2:6: the view hierarchy has a cycle: a → b → a"]),
        ("# nothing", ["1:1: no root view: declare one view at the top level, e.g. `view root { … }`"]),
        ("view root { view a { wobble = 3 } }", ["1:22: unknown property 'wobble'"]),
        ("view root { view a { isHidden = 3 } }", ["1:33: 'isHidden' needs true or false, not a number"]),
        ("view root { view a { axis = vertical } }", ["1:22: 'axis' is a stack view property; 'a' is a view"]),
        ("view root { stack s { distribution = fillSideways } }", ["1:38: 'distribution' needs fill, fillEqually, fillProportionally, equalSpacing or equalCentering, not 'fillSideways'"]),
        ("view root { view a { contentHuggingPriority = 2000 } }", ["1:47: priority 2000 is out of range: priorities are greater than 0 and at most 1000"]),
        ("view root\nfocus ghost", ["2:7: unknown view 'ghost'"]),
        ("metric gap = 1\nmetric gap = 2\nview root", ["2:8: metric 'gap' is already defined"]),
        ("view root { view a { numberOfLines = 2 } }", ["1:22: only labels have 'numberOfLines'"]),
        ("view root { label a { numberOfLines = 1.5 } }", ["1:39: 'numberOfLines' needs a whole number of lines, 0 for any, not a number"]),
        ("view root { label a 100x20 { numberOfLines = 0 } }", ["1:30: 'a' is given a size, so it does not measure its text: 'numberOfLines' would have no effect"]),
    ] as [(String, [String])])
    func semanticErrorsAreLocated(_ text: String, _ expected: [String]) {
        #expect(errors(text) == expected)
    }

    @Test func severalErrorsAreReportedAtOnce() {
        let text = """
            view root {
                view a { isHidden = maybe }
                view b $
            }
            a.width == 1.2.3
            a.height == 10 @2000
            b.leading == root.top
            """
        // Syntax errors first (the builder runs only on a file that parses).
        #expect(errors(text) == ["3:12: unexpected character '$'", "5:12: malformed number '1.2.3'"])
        let semantic = """
            view root {
                view a { isHidden = maybe }
                view b
            }
            a.height == 10 @2000
            b.leading == root.top
            c.width == 10
            """
        #expect(errors(semantic) == [
            "2:25: 'isHidden' needs true or false, not 'maybe'",
            "5:17: priority 2000 is out of range: priorities are greater than 0 and at most 1000",
            "6:11: cannot relate the x-axis anchor 'leading' to the y-axis anchor 'top'",
            "7:1: unknown view 'c'",
        ])
    }

    @Test func errorsPrintWithTheFileLineColumnAndACaret() {
        do {
            _ = try load("view root { view content }\ncontent.width == contnet.width\n")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == """
                t.layout:2:18: error: unknown view 'contnet' (did you mean 'content'?)
                content.width == contnet.width
                                 ^~~~~~~
                """)
        }
    }

    @Test func duplicateNamesPointAtTheFirstDeclaration() {
        do {
            _ = try load("view root {\n    view a\n    view a\n}")
            Issue.record("expected an error")
        } catch {
            #expect(error.errors.count == 1)
            #expect(error.errors[0].notes.map { "\($0.location?.description ?? ""): \($0.message)" }
                    == ["t.layout:2:10: 'a' was first declared here"])
        }
    }

    @Test func garbageNeverCrashesAndStopsAfterTooManyErrors() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            let bytes = (0..<2000).map { _ in UInt8.random(in: 0...255, using: &generator) }
            do {
                _ = try LayoutFile.load(source: LayoutSource(path: "g.layout", bytes: bytes))
            } catch {
                #expect(!error.errors.isEmpty)
                #expect(error.errors.count <= 51)
            }
        }
        let many = String(repeating: "$\n", count: 200)
        let found = errors(many)
        #expect(found.count == 51)
        #expect(found.last == "51:1: too many errors (50); stopping here")
    }

    @Test func aFileOver16MiBIsRefusedBeforeReading() throws {
        let path = "/tmp/plumb-big-\(UInt64.random(in: 0...UInt64.max)).layout"
        let fd = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0o644)
        #expect(fd >= 0)
        #expect(ftruncate(fd, off_t(50 << 20)) == 0)  // a 50 MB file (sparse)
        close(fd)
        defer { unlink(path) }
        do {
            _ = try LayoutFile.load(path: path)
            Issue.record("expected an error")
        } catch {
            #expect(error.errors.map(\.headline) == [
                "\(path):1:1: error: the file is 52428800 bytes; layout files are limited to 16777216 bytes (16 MiB)",
            ])
        }
    }

    @Test func aMissingFileIsAnErrorAtLine1() {
        do {
            _ = try LayoutFile.load(path: "/nonexistent/x.layout")
            Issue.record("expected an error")
        } catch {
            #expect(error.errors.first?.headline == "/nonexistent/x.layout:1:1: error: cannot open the file: No such file or directory")
        }
    }

    @Test func aVeryLongLineGivesAShortExcerpt() {
        let long = "view root\nroot.width == " + String(repeating: "1+", count: 100_000) + "$"
        do {
            _ = try load(long)
        } catch {
            let excerpt = error.errors.first?.excerpt ?? ""
            #expect(excerpt.count < 300)
            #expect(excerpt.hasSuffix("^"))
        }
    }
}
