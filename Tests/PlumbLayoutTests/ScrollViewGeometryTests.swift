import PlumbLayout
import Testing

// SEMANTICS §3.1: offset, insets, scroll range, scrollRectToVisible.

/// A phone-sized root with a scroll view pinned to its edges and a content view 375 × `height`
/// pinned to the content guide.
func tallScroll(contentHeight height: Double = 1000) throws -> (root: View, scroll: ScrollView, content: View) {
    let scroll = ScrollView("scroll")
    let content = View("content")
    let root = View("root") { scroll }
    scroll.addSubview(content)
    try activate {
        scroll.edges == root.edges
        content.edges == scroll.contentLayoutGuide.edges
        content.width == scroll.frameLayoutGuide.width
        content.height == height
    }
    return (root, scroll, content)
}

@Suite("Scroll view: geometry (SEMANTICS §3.1)")
struct ScrollViewGeometryTests {
    @Test func contentOffsetIsTheBoundsOrigin() throws {
        let (root, scroll, content) = try tallScroll()
        root.layout(in: phone)
        scroll.contentOffset = Point(x: 0, y: 120)
        #expect(scroll.boundsOrigin == Point(x: 0, y: 120))
        #expect(scroll.bounds == Rect(x: 0, y: 120, width: 375, height: 667))
        scroll.boundsOrigin = Point(x: 0, y: 80)
        #expect(scroll.contentOffset == Point(x: 0, y: 80))
        root.layoutIfNeeded()
        // The subview's frame is unchanged; what is visible moved.
        expectFrame(content, 0, 0, 375, 1000)
        #expect(close(content.convert(Point.zero, to: nil), Point(x: 0, y: -80)))
        #expect(close(scroll.convert(Point(x: 10, y: 100), to: root), Point(x: 10, y: 20)))
        #expect(close(scroll.convert(Point(x: 10, y: 20), from: root), Point(x: 10, y: 100)))
        // Non-finite offsets are ignored.
        scroll.contentOffset = Point(x: .nan, y: 0)
        #expect(scroll.contentOffset == Point(x: 0, y: 80))
    }

    @Test func offsetRangeWithInsets() throws {
        let (root, scroll, _) = try tallScroll()
        root.layout(in: phone)
        #expect(scroll.minimumContentOffset == Point(x: 0, y: 0))
        #expect(scroll.maximumContentOffset == Point(x: 0, y: 333))
        scroll.contentInset = EdgeInsets(top: 20, left: 10, bottom: 30, right: 5)
        #expect(scroll.adjustedContentInset == scroll.contentInset)
        #expect(scroll.minimumContentOffset == Point(x: -10, y: -20))
        // max.x = max(−10, 375 + 5 − 375) = 5; max.y = 1000 + 30 − 667 = 363.
        #expect(scroll.maximumContentOffset == Point(x: 5, y: 363))
        scroll.setContentOffset(Point(x: 50, y: 500), clamped: true)
        #expect(scroll.contentOffset == Point(x: 5, y: 363))
        scroll.setContentOffset(Point(x: -50, y: -50), clamped: true)
        #expect(scroll.contentOffset == Point(x: -10, y: -20))
        // A plain assignment is not clamped.
        scroll.setContentOffset(Point(x: 0, y: 5000), clamped: false)
        #expect(scroll.contentOffset == Point(x: 0, y: 5000))
        // Short content: the range collapses to the minimum.
        let (shortRoot, short, _) = try tallScroll(contentHeight: 200)
        shortRoot.layout(in: phone)
        short.contentInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(short.maximumContentOffset == Point(x: 0, y: -10))
    }

    @Test func adjustedContentInsetFollowsTheBehaviour() throws {
        let (root, scroll, _) = try tallScroll()
        root.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        root.layout(in: phone)
        scroll.contentInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(scroll.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        // .automatic behaves as .scrollableAxes: the content is taller, so top and bottom count.
        #expect(scroll.contentInsetAdjustmentBehavior == .automatic)
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 54, left: 0, bottom: 34, right: 0))
        #expect(scroll.minimumContentOffset == Point(x: 0, y: -54))
        #expect(scroll.maximumContentOffset == Point(x: 0, y: 1000 + 34 - 667))
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        scroll.contentInsetAdjustmentBehavior = .always
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 54, left: 0, bottom: 34, right: 0))

        let (shortRoot, short, _) = try tallScroll(contentHeight: 300)
        shortRoot.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 10, bottom: 34, right: 10)
        shortRoot.layout(in: phone)
        short.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(short.adjustedContentInset == .zero)
        short.alwaysBounceVertical = true
        #expect(short.adjustedContentInset == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        short.alwaysBounceHorizontal = true
        #expect(short.adjustedContentInset == EdgeInsets(top: 44, left: 10, bottom: 34, right: 10))
        short.contentInsetAdjustmentBehavior = .always
        short.alwaysBounceVertical = false
        short.alwaysBounceHorizontal = false
        #expect(short.adjustedContentInset == EdgeInsets(top: 44, left: 10, bottom: 34, right: 10))
    }

    /// Content's safe area is measured where it shows: at rest under a 44-point bar (offset
    /// −44) the content starts below the bar and has no inset; scrolled to 0 it is under it.
    @Test func contentsSafeAreaFollowsTheScrollPosition() throws {
        let (root, scroll, content) = try tallScroll()
        let child = View("child")
        content.addSubview(child)
        try activate {
            child.top == content.safeAreaLayoutGuide.top
            child.leading == content.leading
            child.width == 10
            child.height == 10
        }
        root.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        root.layout(in: phone)
        scroll.contentOffset = scroll.minimumContentOffset
        root.layoutIfNeeded()
        #expect(scroll.contentOffset == Point(x: 0, y: -44))
        #expect(content.safeAreaInsets.top == 0)
        #expect(child.frame.minY == 0)
        scroll.contentOffset = .zero
        root.layoutIfNeeded()
        #expect(content.safeAreaInsets.top == 44)
        #expect(child.frame.minY == 44)
    }

    @Test func scrollRectToVisibleMovesTheLeast() throws {
        let (root, scroll, _) = try tallScroll()
        root.layout(in: phone)
        // Below the visible region: its bottom meets the region's bottom.
        scroll.scrollRectToVisible(Rect(x: 0, y: 700, width: 100, height: 40))
        #expect(scroll.contentOffset == Point(x: 0, y: 740 - 667))
        // Already visible: nothing moves.
        scroll.scrollRectToVisible(Rect(x: 0, y: 300, width: 100, height: 40))
        #expect(scroll.contentOffset == Point(x: 0, y: 73))
        // Above: its top meets the region's top.
        scroll.scrollRectToVisible(Rect(x: 0, y: 50, width: 100, height: 40))
        #expect(scroll.contentOffset == Point(x: 0, y: 50))
        // Taller than the region: the top edge wins (Plumb policy).
        scroll.scrollRectToVisible(Rect(x: 0, y: 100, width: 100, height: 800))
        #expect(scroll.contentOffset == Point(x: 0, y: 100))
        // Past the end: clamped to the scroll range.
        scroll.scrollRectToVisible(Rect(x: 0, y: 990, width: 100, height: 40))
        #expect(scroll.contentOffset == Point(x: 0, y: 333))
    }

    @Test func scrollRectToVisibleRespectsTheInsets() throws {
        let (root, scroll, _) = try tallScroll()
        root.layout(in: phone)
        scroll.contentInset = EdgeInsets(top: 64, left: 0, bottom: 50, right: 0)
        scroll.contentOffset = Point(x: 0, y: -64)
        #expect(scroll.visibleContentRect == Rect(x: 0, y: 0, width: 375, height: 553))
        // 540…580 is under the bottom inset (visible region ends at 553).
        scroll.scrollRectToVisible(Rect(x: 0, y: 540, width: 100, height: 40))
        #expect(scroll.contentOffset == Point(x: 0, y: -64 + 27))
        // Back up under the top inset.
        scroll.scrollRectToVisible(Rect(x: 0, y: 0, width: 100, height: 40))
        #expect(scroll.contentOffset == Point(x: 0, y: -64))
    }

    @Test func floatingViewsAreReSolvedIncrementally() throws {
        let (root, scroll, content) = try tallScroll()
        let header = View("header")
        let fab = View("fab")
        scroll.addSubview(header)
        scroll.addSubview(fab)
        try activate {
            header.horizontalEdges == scroll.frameLayoutGuide.horizontalEdges
            header.top == scroll.frameLayoutGuide.top
            header.height == 44
            fab.trailing == root.trailing - 16
            fab.bottom == root.bottom - 16
            fab.size == Size(width: 56, height: 56)
        }
        root.layout(in: phone)
        expectFrame(header, 0, 0, 375, 44)
        expectFrame(fab, 303, 595, 56, 56)
        for y in [100.0, 333, 0, 250] {
            scroll.contentOffset = Point(x: 0, y: y)
            let moved = root.layoutIfNeeded()
            expectFrame(header, 0, y, 375, 44)
            expectFrame(fab, 303, 595 + y, 56, 56)
            expectFrame(content, 0, 0, 375, 1000)
            #expect(close(screenRect(header), Rect(x: 0, y: 0, width: 375, height: 44)))
            #expect(close(screenRect(fab), Rect(x: 303, y: 595, width: 56, height: 56)))
            #expect(Set(moved.map(\.name)).isSuperset(of: ["header", "fab"]))
            #expect(!moved.contains { $0 === content })
        }
        #expect(root.layoutIssues.isEmpty)
    }

    @Test func alignmentInsetsOfTheScrollViewDoNotMoveTheContentOrigin() throws {
        let (root, scroll) = scrollFixture()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        scroll.alignmentRectInsets = EdgeInsets(5)
        let box = constrained("box")
        scroll.addSubview(box)
        try activate {
            scroll.leading == root.leading + 20
            scroll.top == root.top + 40
            scroll.size == Size(width: 290, height: 390)
            box.leading == scroll.contentLayoutGuide.leading + 10
            box.top == scroll.contentLayoutGuide.top + 10
            box.size == Size(width: 50, height: 50)
            box.trailing == scroll.contentLayoutGuide.trailing
            box.bottom == scroll.contentLayoutGuide.bottom
        }
        root.layout(in: phone)
        expectFrame(scroll, 15, 35, 300, 400)
        expectFrame(box, 10, 10, 50, 50)
        #expect(scroll.contentSize == Size(width: 60, height: 60))
        #expect(scroll.frameLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 300, height: 400))
    }
}
