import PlumbLayout
import Testing

// Scroll views inside scroll views: a horizontal carousel in a vertical page.

@Suite("Scroll view: nesting")
struct ScrollViewNestingTests {
    struct Page {
        let root: View, outer: ScrollView, page: View, inner: ScrollView, strip: View, tile: View
        let outerBadge: View, innerBadge: View
    }

    func makePage() throws -> Page {
        let outer = ScrollView("outer"), inner = ScrollView("inner")
        let page = View("page"), strip = View("strip"), tile = View("tile")
        let outerBadge = View("outerBadge"), innerBadge = View("innerBadge")
        let root = View("root") { outer }
        outer.addSubview(page)
        page.addSubview(inner)
        inner.addSubview(strip)
        strip.addSubview(tile)
        inner.addSubview(outerBadge)
        inner.addSubview(innerBadge)
        try activate {
            outer.edges == root.edges
            page.edges == outer.contentLayoutGuide.edges
            page.width == outer.frameLayoutGuide.width
            page.height == 2000
            inner.horizontalEdges == page.horizontalEdges
            inner.top == page.top + 300
            inner.height == 200
            strip.edges == inner.contentLayoutGuide.edges
            strip.height == inner.frameLayoutGuide.height
            strip.width == 1500
            tile.leading == strip.leading + 500
            tile.top == strip.top
            tile.size == Size(width: 100, height: 100)
            // Floats over both: pinned to the outer scroll view's frame.
            outerBadge.top == outer.frameLayoutGuide.top + 10
            outerBadge.leading == outer.frameLayoutGuide.leading + 10
            outerBadge.size == Size(width: 20, height: 20)
            // Floats over the carousel: pinned to the inner scroll view's frame.
            innerBadge.top == inner.frameLayoutGuide.top
            innerBadge.trailing == inner.frameLayoutGuide.trailing
            innerBadge.size == Size(width: 30, height: 30)
        }
        return Page(root: root, outer: outer, page: page, inner: inner, strip: strip, tile: tile,
                    outerBadge: outerBadge, innerBadge: innerBadge)
    }

    @Test func eachScrollViewHasItsOwnContentSize() throws {
        let p = try makePage()
        p.root.layout(in: phone)
        #expect(p.outer.contentSize == Size(width: 375, height: 2000))
        #expect(p.inner.contentSize == Size(width: 1500, height: 200))
        expectFrame(p.inner, 0, 300, 375, 200)
        expectFrame(p.tile, 500, 0, 100, 100)
        #expect(p.outer.maximumContentOffset == Point(x: 0, y: 2000 - 667))
        #expect(p.inner.maximumContentOffset == Point(x: 1500 - 375, y: 0))
        #expect(p.root.layoutIssues.isEmpty)
    }

    @Test func offsetsComposeAndFloatingViewsFollowTheirOwnFrame() throws {
        let p = try makePage()
        p.root.layout(in: phone)
        expectFrame(p.outerBadge, 10, -290, 20, 20)   // (10, 10) on screen: 300 above the carousel
        expectFrame(p.innerBadge, 345, 0, 30, 30)
        p.outer.contentOffset = Point(x: 0, y: 250)
        p.inner.contentOffset = Point(x: 400, y: 0)
        p.root.layoutIfNeeded()
        // Content keeps its frames; on screen both offsets apply.
        expectFrame(p.tile, 500, 0, 100, 100)
        expectFrame(p.inner, 0, 300, 375, 200)
        #expect(close(screenRect(p.tile), Rect(x: 100, y: 50, width: 100, height: 100)))
        // The outer badge stays at (10, 10) of the screen, the inner one at the carousel's
        // top-right corner, wherever either scroll view is.
        #expect(close(screenRect(p.outerBadge), Rect(x: 10, y: 10, width: 20, height: 20)))
        #expect(close(screenRect(p.innerBadge), Rect(x: 345, y: 50, width: 30, height: 30)))
        expectFrame(p.outerBadge, 410, -40, 20, 20)
        expectFrame(p.innerBadge, 745, 0, 30, 30)
        p.outer.contentOffset = Point(x: 0, y: 100)
        p.root.layoutIfNeeded()
        #expect(close(screenRect(p.outerBadge), Rect(x: 10, y: 10, width: 20, height: 20)))
        #expect(close(screenRect(p.innerBadge), Rect(x: 345, y: 200, width: 30, height: 30)))
        #expect(p.root.layoutIssues.isEmpty)
    }

    @Test func movingAScrollViewIntoAnotherKeepsItsConstraints() throws {
        let inner = ScrollView("inner")
        let content = View("content")
        inner.addSubview(content)
        try activate {
            content.edges == inner.contentLayoutGuide.edges
            content.size == Size(width: 800, height: 100)
        }
        inner.layout(in: Size(width: 300, height: 100))
        #expect(inner.contentSize == Size(width: 800, height: 100))
        let (root, outer) = scrollFixture()
        outer.addSubview(inner)
        inner.frame = Rect(x: 0, y: 500, width: 300, height: 100)
        root.layout(in: phone)
        #expect(inner.contentSize == Size(width: 800, height: 100))
        expectFrame(content, 0, 0, 800, 100)
        inner.removeFromSuperview()
        inner.layout(in: Size(width: 200, height: 100))
        #expect(inner.contentSize == Size(width: 800, height: 100))
        #expect(root.layoutIssues.isEmpty && inner.layoutIssues.isEmpty)
    }

    /// A smoke test only (stack views in scroll views get their own tests): a vertical stack
    /// pinned to the content guide defines the content size like any content view.
    @Test func aStackViewAsTheContentView() throws {
        let rows = (0..<20).map { label("row\($0)", View.noIntrinsicMetric, 44) }
        let stack = StackView("stack", axis: .vertical, spacing: 8) { rows }
        let scroll = ScrollView("scroll")
        let root = View("root") { scroll }
        scroll.addSubview(stack)
        try activate {
            scroll.edges == root.edges
            stack.edges == scroll.contentLayoutGuide.edges.inset(16)
            stack.width == scroll.frameLayoutGuide.width - 32
        }
        root.layout(in: phone)
        #expect(scroll.contentSize == Size(width: 375, height: 20 * 44 + 19 * 8 + 32))
        expectFrame(rows[19], 0, 19 * 52, 343, 44)
        scroll.contentOffset = Point(x: 0, y: 200)
        root.layoutIfNeeded()
        expectFrame(rows[19], 0, 19 * 52, 343, 44)
        #expect(root.layoutIssues.isEmpty)
    }
}
