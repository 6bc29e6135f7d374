import PlumbLayout
import Testing

// SEMANTICS §3.3: the content edges define contentSize; something else sizes the content.

@Suite("Scroll view: content size (SEMANTICS §3.3)")
struct ScrollViewContentSizeTests {
    /// Content with intrinsic size 500 × 40, pinned 20 from leading and trailing and 10 from
    /// top and bottom: contentSize 540 × 60.
    @Test func edgesDefineTheContentSize() throws {
        let (root, scroll) = scrollFixture()
        let content = label("content", 500, 40)
        scroll.addSubview(content)
        try activate {
            content.horizontalEdges == scroll.horizontalEdges.inset(20)
            content.verticalEdges == scroll.verticalEdges.inset(10)
        }
        root.layout(in: phone)
        #expect(scroll.contentSize == Size(width: 540, height: 60))
        // The edges did not size the content: it keeps its intrinsic size in a 300-wide frame.
        expectFrame(content, 20, 10, 500, 40)
        #expect(scroll.maximumContentOffset == Point(x: 240, y: 0))
        #expect(root.layoutIssues.isEmpty)
    }

    /// The Xcode 6 recipe: a content view pinned on four edges to the scroll view, plus equal
    /// width with the outer view (the view controller's root), content height 736.
    @Test func xcode6ContentViewWithEqualWidthToTheOuterView() throws {
        let scroll = ScrollView("scroll")
        let content = View("contentView")
        let root = View("root") { scroll }
        scroll.addSubview(content)
        try activate {
            scroll.edges == root.edges
            content.edges == scroll.edges
            content.width == root.width
            content.height == 736
        }
        root.layout(in: phone)
        #expect(scroll.contentSize == Size(width: 375, height: 736))
        expectFrame(content, 0, 0, 375, 736)
        #expect(scroll.minimumContentOffset == Point(x: 0, y: 0))
        #expect(scroll.maximumContentOffset == Point(x: 0, y: 736 - 667))
        #expect(root.layoutIssues.isEmpty)
    }

    /// The iOS 11 recipe: the content view pinned to the content layout guide, as wide as the
    /// frame layout guide.
    @Test func ios11GuidePattern() throws {
        let scroll = ScrollView("scroll")
        let content = View("contentView")
        let root = View("root") { scroll }
        scroll.addSubview(content)
        try activate {
            scroll.edges == root.safeAreaLayoutGuide.edges
            content.edges == scroll.contentLayoutGuide.edges
            content.width == scroll.frameLayoutGuide.width
            content.height == 1200
        }
        root.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        root.layout(in: phone)
        expectFrame(scroll, 0, 20, 375, 647)
        #expect(scroll.contentSize == Size(width: 375, height: 1200))
        expectFrame(content, 0, 0, 375, 1200)
        #expect(scroll.maximumContentOffset == Point(x: 0, y: 1200 - 647))
        // Rotating to a wider screen: the content follows the frame width, still no sideways scrolling.
        root.layout(in: Size(width: 667, height: 375))
        #expect(scroll.contentSize == Size(width: 667, height: 1200))
        #expect(scroll.maximumContentOffset.x == 0)
        #expect(root.layoutIssues.isEmpty)
    }

    /// The trap: equal width to the outer view while the scroll view is inset 16 on each side.
    /// contentSize.width becomes 375 in a 343-wide scroll view: 32 points of sideways scrolling.
    @Test func equalWidthToTheOuterViewOfAnInsetScrollViewScrollsSideways() throws {
        let scroll = ScrollView("scroll")
        let content = View("contentView")
        let root = View("root") { scroll }
        scroll.addSubview(content)
        try activate {
            scroll.edges == root.edges.inset(by: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
            content.edges == scroll.edges
            content.width == root.width
            content.height == 736
        }
        root.layout(in: phone)
        expectFrame(scroll, 16, 0, 343, 667)
        #expect(scroll.contentSize.width == 375)
        #expect(scroll.maximumContentOffset.x == 32)
        scroll.setContentOffset(Point(x: 100, y: 0), clamped: true)
        #expect(scroll.contentOffset == Point(x: 32, y: 0))
    }

    /// The same with the frame layout guide: no trap.
    @Test func equalWidthToTheFrameGuideOfAnInsetScrollViewDoesNotScrollSideways() throws {
        let scroll = ScrollView("scroll")
        let content = View("contentView")
        let root = View("root") { scroll }
        scroll.addSubview(content)
        try activate {
            scroll.edges == root.edges.inset(by: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
            content.edges == scroll.contentLayoutGuide.edges
            content.width == scroll.frameLayoutGuide.width
            content.height == 736
        }
        root.layout(in: phone)
        #expect(scroll.contentSize == Size(width: 343, height: 736))
        #expect(scroll.maximumContentOffset.x == 0)
    }

    /// `content.height == frame.height @250`: short content fills the frame, tall content scrolls.
    @Test func lowPriorityEqualHeightFillsShortContent() throws {
        let scroll = ScrollView("scroll")
        let content = View("contentView")
        let root = View("root") { scroll }
        scroll.addSubview(content)
        let minimum = content.height >= 300
        try activate {
            scroll.edges == root.edges
            content.edges == scroll.contentLayoutGuide.edges
            content.width == scroll.frameLayoutGuide.width
            content.height == scroll.frameLayoutGuide.height ~ 250
            minimum
        }
        root.layout(in: phone)
        #expect(scroll.contentSize == Size(width: 375, height: 667))
        minimum.constant = 1000
        root.layoutIfNeeded()
        #expect(scroll.contentSize == Size(width: 375, height: 1000))
    }

    /// With no constraint on the content area in an axis, contentSize keeps its assigned
    /// value there (the mixed approach); an axis constraints reach is theirs.
    @Test func assignedContentSizeStaysWhereNoConstraintAttaches() throws {
        let (root, scroll) = scrollFixture()
        let tile = View("tile")
        tile.frame = Rect(x: 0, y: 0, width: 1000, height: 2000)
        scroll.addSubview(tile)
        scroll.contentSize = Size(width: 1000, height: 2000)
        root.layout(in: phone)
        #expect(scroll.contentSize == Size(width: 1000, height: 2000))
        #expect(LayoutAnalysis(root)?.isContentSizeDefinedByConstraints(scroll, along: .horizontal) == false)

        let bar = constrained("bar")
        scroll.addSubview(bar)
        try activate {
            bar.leading == scroll.leading
            bar.trailing == scroll.trailing
            bar.width == 600
            bar.top == tile.bottom
            bar.height == 10
        }
        root.layoutIfNeeded()
        let analysis = try #require(LayoutAnalysis(root))
        #expect(analysis.isContentSizeDefinedByConstraints(scroll, along: .horizontal))
        #expect(!analysis.isContentSizeDefinedByConstraints(scroll, along: .vertical))
        #expect(scroll.contentSize == Size(width: 600, height: 2000))
        // Deactivating the constraints gives the axis back to the assigned value.
        LayoutConstraint.deactivate(scroll.constraintsAffectingLayout(for: .horizontal).filter { $0.kind == .user })
        root.layoutIfNeeded()
        #expect(scroll.contentSize == Size(width: 1000, height: 2000))
    }

    /// The content area's size is an unknown of its own: constraints do not reach it through
    /// anything but the content edges, so a content view with no width of its own leaves the
    /// content width undetermined (the diagnostics' "ambiguous scrollable content width"),
    /// whatever the frame's width.
    @Test func contentAreaSizeIsOnlyReachedThroughTheContentEdges() throws {
        let (root, scroll) = scrollFixture()
        let content = constrained("content")
        scroll.addSubview(content)
        try activate {
            content.edges == scroll.contentLayoutGuide.edges
            content.height == 50
        }
        root.layout(in: phone)
        #expect(scroll.contentSize.height == 50)
        let analysis = try #require(LayoutAnalysis(root))
        #expect(analysis.isContentSizeDefinedByConstraints(scroll, along: .horizontal))
        #expect(scroll.contentSize.width == content.frame.width)
        let width = try #require(analysis.contentSizeAmbiguity(of: scroll, along: .horizontal))
        // From 0: the content view's width cannot be negative.
        #expect(width.lower == 0 && width.upper == .infinity && width.lowerFrame == nil)
        #expect(analysis.contentSizeAmbiguity(of: scroll, along: .vertical) == nil)
        #expect(root.layoutIssues.isEmpty)
    }
}
