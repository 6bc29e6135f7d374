import PlumbDiagnostics
import PlumbInterfaceBuilder
import PlumbLayout
import Testing

/// Scroll views as Interface Builder writes them (SEMANTICS §3): edges to the content area,
/// width to the frame, the content and frame layout guides, a stack view defining the content.
@Suite("Interface Builder: scroll views")
struct ScrollViewImportTests {
    @Test func xcode6PatternWithoutTheEqualWidthIsAmbiguousInWidth() throws {
        let doc = try Fixture.load("ScrollViewXcode6.storyboard")
        let layout = try doc.scene("Without Fix").laidOut()
        let scroll = try #require(layout.view(id: "sv1-00-aaa") as? ScrollView)
        // Content edges attach to the content area; nothing gives the content a width.
        #expect(scroll.contentSize.height == 800)
        let diagnosis = layout.diagnose()
        let kinds = diagnosis.findings.map(\.finding.kind)
        #expect(kinds.contains(.ambiguousLayout))
        let width = try #require(diagnosis.findings.first { $0.finding.kind == .ambiguousLayout })
        #expect(width.finding.message == "Need constraints for: width")
        #expect(width.itemIDs == ["cv1-00-aaa"])
        #expect(width.finding.items == ["Content (cv1-00-aaa)"])
        // Located at the content view's element, where Xcode would point.
        let contentLine = try line(of: "id=\"cv1-00-aaa\"", in: "ScrollViewXcode6.storyboard")
        #expect(width.finding.location?.line == contentLine)
        #expect(width.finding.location?.file == Fixture.path("ScrollViewXcode6.storyboard"))
        #expect(width.constraintIDs.contains("cl1-00-aaa"))
        // The label's position inside the content is determined.
        #expect(!diagnosis.findings.contains { $0.itemIDs.contains("lb1-00-aaa") })
        // Xcode's mark on the content view agrees.
        #expect(diagnosis.marks.contains { $0.itemID == "cv1-00-aaa" && $0.mark == .ambiguous && $0.agrees })
    }

    @Test func xcode6PatternWithTheEqualWidthHasNoFindings() throws {
        let doc = try Fixture.load("ScrollViewXcode6.storyboard")
        let layout = try doc.scene("With Fix").laidOut()
        let scroll = try #require(layout.view(id: "sv2-00-aaa") as? ScrollView)
        #expect(scroll.contentSize == Size(width: 375, height: 800))
        #expect(try layout.frame("sv2-00-aaa") == Rect(x: 0, y: 20, width: 375, height: 647))  // below the top guide
        #expect(try layout.frame("lb2-00-aaa") == Rect(x: 20, y: 20, width: 45, height: 21))
        #expect(layout.diagnose().findings.isEmpty)
    }

    @Test func ios11GuidesDefineTheContentSizeAndAFloatingView() throws {
        let doc = try Fixture.load("ScrollViewGuides.storyboard")
        let layout = try doc.scene("Guides").laidOut()
        let scroll = try #require(layout.view(id: "scr-GD-001") as? ScrollView)
        #expect(try layout.frame("scr-GD-001") == Rect(x: 0, y: 20, width: 375, height: 647))  // safe area
        #expect(scroll.contentSize == Size(width: 375, height: 1200))
        #expect(try layout.frame("flt-GD-001") == Rect(x: 337, y: 8, width: 30, height: 30))
        #expect(layout.diagnose().findings.isEmpty)
        // The frame guide floats: scrolling moves the button with the offset.
        scroll.contentOffset = Point(x: 0, y: 300)
        layout.root.layoutIfNeeded()
        #expect(try layout.frame("flt-GD-001") == Rect(x: 337, y: 308, width: 30, height: 30))
        #expect(try layout.frame("cnt-GD-001") == Rect(x: 0, y: 0, width: 375, height: 1200))
        // The guides have records with Interface Builder's class names.
        #expect(layout.items.filter(\.isGuide).map(\.className).sorted()
                == ["Content Layout Guide", "Frame Layout Guide", "Safe Area"])
    }

    @Test func stackViewInAScrollViewDefinesTheContentSize() throws {
        let doc = try Fixture.load("StackViewInScrollView.storyboard")
        let layout = try doc.scene("Profile").laidOut()
        let scroll = try #require(layout.view(id: "scr-SS-001") as? ScrollView)
        let stack = try #require(layout.view(id: "stk-SS-001") as? StackView)
        #expect(stack.axis == .vertical)
        #expect(stack.spacing == 10)
        #expect(stack.arrangedSubviews.count == 4)
        let row = try #require(layout.view(id: "row-SS-001") as? StackView)
        #expect(row.axis == .horizontal)
        #expect(row.distribution == .fillEqually)
        #expect(row.alignment == .center)
        #expect(row.spacing == StackView.spacingUseSystem)
        // The hidden label at the end collapses and adds no gap: 21 + 10 + 40 + 10 + 30.
        #expect(try layout.frame("stk-SS-001") == Rect(x: 16, y: 16, width: 343, height: 111))
        #expect(scroll.contentSize == Size(width: 375, height: 143))
        #expect(try layout.frame("bdy-SS-001") == Rect(x: 0, y: 31, width: 343, height: 40))
        #expect(try layout.frame("cnl-SS-001") == Rect(x: 175.5, y: 0, width: 167.5, height: 30))
        #expect(try #require(layout.view(id: "hid-SS-001")).isHidden)
        #expect(try #require(layout.view(id: "bdy-SS-001")).hasMultilineText)
        #expect(layout.diagnose().findings.isEmpty)
    }
}
