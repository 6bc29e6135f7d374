import Foundation
import PlumbBenchmarks
import PlumbLayout
import Testing

// Every example of Docs/scroll-views.md, run. As in DocsExamplesTests, each example sits
// between `// example: NAME` and `// end example`, and `docsShowTheseExamples` checks that the
// page shows exactly this code.

@Suite("Docs/scroll-views.md examples")
struct ScrollViewDocsTests {
    @Test func guidePattern() throws {
        // example: scroll-guides
        let scrollView = ScrollView("scrollView")
        let contentView = View("contentView")
        let root = View("root") { scrollView }
        scrollView.addSubview(contentView)
        try activate {
            scrollView.edges == root.edges
            contentView.edges == scrollView.contentLayoutGuide.edges
            contentView.width == scrollView.frameLayoutGuide.width
            contentView.height == 1200
        }
        root.layout(in: Size(width: 375, height: 667))
        // scrollView.contentSize == 375 × 1200: vertical scrolling only
        // scrollView.maximumContentOffset == (0, 533)
        // end example
        #expect(scrollView.contentSize == Size(width: 375, height: 1200))
        #expect(scrollView.maximumContentOffset == Point(x: 0, y: 533))
    }

    @Test func contentSizeFromEdges() throws {
        let scroll = ScrollView("scroll")
        let root = View("root") { scroll }
        scroll.frame = Rect(x: 0, y: 0, width: 320, height: 200)
        // example: content-size
        let banner = View("banner")
        banner.intrinsicContentSize = Size(width: 500, height: 40)
        scroll.addSubview(banner)
        try activate {
            banner.leading == scroll.leading + 20      // a descendant and the scroll
            banner.trailing == scroll.trailing - 20    // view's edges: the content area
            banner.top == scroll.top + 10
            banner.bottom == scroll.bottom - 10
        }
        root.layout(in: Size(width: 320, height: 480))
        // scroll.contentSize == 540 × 60; banner.frame == {20, 10, 500, 40}
        // end example
        #expect(scroll.contentSize == Size(width: 540, height: 60))
        #expect(banner.frame == Rect(x: 20, y: 10, width: 500, height: 40))
    }

    @Test func floatingViews() throws {
        let (root, scrollView, _) = try tallScroll()
        // example: floating
        let header = View("header")
        scrollView.addSubview(header)
        try activate {
            header.horizontalEdges == scrollView.frameLayoutGuide.horizontalEdges
            header.top == scrollView.frameLayoutGuide.top
            header.height == 44
        }
        root.layout(in: Size(width: 375, height: 667))
        scrollView.contentOffset = Point(x: 0, y: 300)   // one solver constraint changes
        let moved = root.layoutIfNeeded()                 // header moved, the content did not
        // header.frame == {0, 300, 375, 44}: on screen it is still at the top
        // end example
        #expect(moved.contains { $0 === header })
        #expect(!moved.contains { $0.name == "content" })
        #expect(header.frame == Rect(x: 0, y: 300, width: 375, height: 44))
    }

    @Test func geometry() throws {
        let (root, scrollView, _) = try tallScroll(contentHeight: 1000)
        root.layout(in: Size(width: 375, height: 667))
        // example: geometry
        scrollView.contentInset = EdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        // minimumContentOffset == (0, -20); maximumContentOffset == (0, 1000 + 30 - 667) == (0, 363)
        scrollView.setContentOffset(Point(x: 0, y: 900), clamped: true)   // (0, 363)
        scrollView.scrollRectToVisible(Rect(x: 0, y: 100, width: 375, height: 44))
        // contentOffset == (0, 80): the least movement, the top inset respected
        // end example
        #expect(scrollView.minimumContentOffset == Point(x: 0, y: -20))
        #expect(scrollView.maximumContentOffset == Point(x: 0, y: 363))
        #expect(scrollView.contentOffset == Point(x: 0, y: 80))
    }

    @Test func keyboard() {
        let form = KeyboardFormBenchmark(fields: 200)
        form.layout()
        let scrollView = form.scrollView
        let emailField = form.fields[14]
        // example: keyboard
        let keyboard = Rect(x: 0, y: 376, width: 375, height: 291)    // root coordinates
        scrollView.keyboardWillShow(frame: keyboard, activeField: emailField)
        // contentInset.bottom == 291; the field's bottom now meets the keyboard's top
        scrollView.keyboardWillShow(frame: keyboard, activeField: emailField,
                                    avoidance: .centerActiveField)
        // the field's centre is now 188 points below the scroll view's top
        scrollView.keyboardWillHide()
        // contentInset is back to what it was
        // end example
        #expect(scrollView.contentInset == .zero)
        #expect(close(screenRect(emailField).midY, 188))
    }

    @Test func zoom() throws {
        let (root, scrollView) = scrollFixture(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        // example: zoom
        let imageView = View("imageView")
        imageView.intrinsicContentSize = Size(width: 400, height: 300)
        scrollView.addSubview(imageView)
        try activate {
            imageView.edges == scrollView.contentLayoutGuide.edges
        }
        scrollView.viewForZooming = imageView
        scrollView.maximumZoomScale = 4
        root.layout(in: Size(width: 375, height: 667))
        scrollView.zoomScale = 2
        // imageView.transform == AffineTransform(scaleX: 2, y: 2)
        // imageView.frame == {0, 0, 800, 600}; scrollView.contentSize == 800 × 600
        // end example
        #expect(imageView.transform == AffineTransform(scaleX: 2, y: 2))
        #expect(imageView.frame == Rect(x: 0, y: 0, width: 800, height: 600))
        #expect(scrollView.contentSize == Size(width: 800, height: 600))
    }

    // MARK: The documentation shows exactly this code

    @Test func docsShowTheseExamples() throws {
        #expect(try DocPageExamples.check(page: "Docs/scroll-views.md") == 6)
    }
}
