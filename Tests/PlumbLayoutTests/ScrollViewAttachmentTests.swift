import PlumbLayout
import Testing

// SEMANTICS §3.2: what a constraint attaches to, one test per row of the table.

/// A 375 × 667 root holding a scroll view laid out by its frame at (20, 40, 300, 400).
func scrollFixture(frame: Rect = Rect(x: 20, y: 40, width: 300, height: 400)) -> (root: View, scroll: ScrollView) {
    let scroll = ScrollView("scroll")
    scroll.frame = frame
    let root = View("root") { scroll }
    return (root, scroll)
}

/// Where a view shows on screen: its bounds in root coordinates.
func screenRect(_ view: View) -> Rect { view.convert(view.bounds, to: nil) }

let phone = Size(width: 375, height: 667)

@Suite("Scroll view: what constraints attach to (SEMANTICS §3.2)")
struct ScrollViewAttachmentTests {
    @Test func outsideViewsAttachToTheFrame() throws {
        let (root, scroll) = scrollFixture()
        let badge = constrained("badge")
        root.addSubview(badge)
        try activate {
            badge.leading == scroll.trailing + 8
            badge.top == scroll.top
            badge.bottom == scroll.centerY
            badge.width == scroll.width / 10
        }
        root.layout(in: phone)
        expectFrame(badge, 328, 40, 30, 200)
        scroll.contentOffset = Point(x: 30, y: 150)
        root.layoutIfNeeded()
        expectFrame(badge, 328, 40, 30, 200)
        expectFrame(scroll, 20, 40, 300, 400)
        #expect(root.layoutIssues.isEmpty)
    }

    @Test func theScrollViewItselfIsPlacedByItsFrame() throws {
        let scroll = ScrollView("scroll")
        let root = View("root") { scroll }
        try activate {
            scroll.edges == root.edges.inset(16)
        }
        root.layout(in: phone)
        expectFrame(scroll, 16, 16, 343, 635)
        scroll.contentOffset = Point(x: 0, y: 500)
        root.layoutIfNeeded()
        expectFrame(scroll, 16, 16, 343, 635)
        #expect(scroll.bounds == Rect(x: 0, y: 500, width: 343, height: 635))
    }

    @Test func edgeAnchorsAttachToTheContentArea() throws {
        let (root, scroll) = scrollFixture()
        let box = constrained("box")
        scroll.addSubview(box)
        try activate {
            box.leading == scroll.leading + 10
            box.top == scroll.top + 20
            box.trailing == scroll.trailing - 30
            box.bottom == scroll.bottom - 40
            box.size == Size(width: 500, height: 700)
        }
        root.layout(in: phone)
        expectFrame(box, 10, 20, 500, 700)
        #expect(scroll.contentSize == Size(width: 540, height: 760))
        scroll.contentOffset = Point(x: 100, y: 200)
        root.layoutIfNeeded()
        // The content does not move in content coordinates; on screen it scrolled.
        expectFrame(box, 10, 20, 500, 700)
        #expect(close(screenRect(box), Rect(x: 20 + 10 - 100, y: 40 + 20 - 200, width: 500, height: 700)))
        #expect(root.layoutIssues.isEmpty)
    }

    @Test func marginAnchorsAttachToTheContentAreaInsetByTheMargins() throws {
        let (root, scroll) = scrollFixture()
        let box = constrained("box")
        scroll.addSubview(box)
        try activate {
            box.leading == scroll.leadingMargin
            box.top == scroll.topMargin
            box.trailing == scroll.trailingMargin
            box.bottom == scroll.bottomMargin
            box.size == Size(width: 500, height: 700)
        }
        root.layout(in: phone)
        expectFrame(box, 8, 8, 500, 700)
        #expect(scroll.contentSize == Size(width: 516, height: 716))
        scroll.contentOffset = Point(x: 0, y: 300)
        scroll.layoutMargins = EdgeInsets(horizontal: 20, vertical: 10)
        root.layoutIfNeeded()
        expectFrame(box, 20, 10, 500, 700)
        #expect(scroll.contentSize == Size(width: 540, height: 720))
    }

    @Test func sizeAndCentreAnchorsAttachToTheFrame() throws {
        let (root, scroll) = scrollFixture()
        let box = constrained("box")
        scroll.addSubview(box)
        try activate {
            box.width == scroll.width / 2
            box.height == scroll.height - 100
            box.centerX == scroll.centerX
            box.centerY == scroll.centerY
        }
        root.layout(in: phone)
        expectFrame(box, 75, 50, 150, 300)
        // Centres follow the offset (Plumb's choice where SEMANTICS says [U]): the box floats.
        scroll.contentOffset = Point(x: 40, y: 100)
        root.layoutIfNeeded()
        expectFrame(box, 115, 150, 150, 300)
        #expect(close(screenRect(box), Rect(x: 95, y: 90, width: 150, height: 300)))
        let analysis = try #require(LayoutAnalysis(root))
        #expect(!analysis.isContentSizeDefinedByConstraints(scroll, along: .horizontal))
        #expect(!analysis.isContentSizeDefinedByConstraints(scroll, along: .vertical))
    }

    @Test func contentLayoutGuideIsTheContentArea() throws {
        let (root, scroll) = scrollFixture()
        let box = constrained("box")
        scroll.addSubview(box)
        let guide = scroll.contentLayoutGuide
        try activate {
            guide.width == 600
            guide.height == 900
            box.leading == guide.leading + 10
            box.top == guide.top + 10
            box.width == guide.width * 0.5
            box.height == guide.height - 20
        }
        root.layout(in: phone)
        #expect(scroll.contentSize == Size(width: 600, height: 900))
        #expect(guide.layoutFrame == Rect(x: 0, y: 0, width: 600, height: 900))
        expectFrame(box, 10, 10, 300, 880)
        scroll.contentOffset = Point(x: 50, y: 400)
        root.layoutIfNeeded()
        expectFrame(box, 10, 10, 300, 880)
        #expect(guide.layoutFrame == Rect(x: 0, y: 0, width: 600, height: 900))
        #expect(guide.debugName == "scroll.contentLayoutGuide")
    }

    @Test func frameLayoutGuideIsTheFrameAndViewsPinnedToItFloat() throws {
        let (root, scroll) = scrollFixture()
        let badge = constrained("badge")
        let strip = constrained("strip")
        scroll.addSubview(badge)
        scroll.addSubview(strip)
        let frameGuide = scroll.frameLayoutGuide
        try activate {
            badge.top == frameGuide.top + 10
            badge.trailing == frameGuide.trailing - 10
            badge.size == Size(width: 30, height: 30)
            strip.leading == scroll.contentLayoutGuide.leading
            strip.top == scroll.contentLayoutGuide.top
            strip.width == frameGuide.width
            strip.height == frameGuide.height / 4
        }
        root.layout(in: phone)
        expectFrame(badge, 260, 10, 30, 30)
        expectFrame(strip, 0, 0, 300, 100)
        #expect(frameGuide.layoutFrame == Rect(x: 0, y: 0, width: 300, height: 400))
        scroll.contentOffset = Point(x: 0, y: 250)
        let moved = root.layoutIfNeeded()
        expectFrame(badge, 260, 260, 30, 30)
        expectFrame(strip, 0, 0, 300, 100)
        #expect(close(screenRect(badge), Rect(x: 280, y: 50, width: 30, height: 30)))
        #expect(frameGuide.layoutFrame == Rect(x: 0, y: 250, width: 300, height: 400))
        // Re-solved incrementally: only the floating view got a new frame.
        #expect(moved.contains { $0 === badge })
        #expect(!moved.contains { $0 === strip })
        #expect(root.layoutIssues.isEmpty)
    }

    @Test func viewsPinnedToOutsideViewsFloat() throws {
        let (root, scroll) = scrollFixture()
        let overlay = constrained("overlay")
        scroll.addSubview(overlay)
        try activate {
            overlay.top == root.top + 100
            overlay.leading == root.leading + 50
            overlay.size == Size(width: 40, height: 40)
        }
        root.layout(in: phone)
        expectFrame(overlay, 30, 60, 40, 40)
        scroll.contentOffset = Point(x: 10, y: 200)
        root.layoutIfNeeded()
        expectFrame(overlay, 40, 260, 40, 40)
        #expect(close(screenRect(overlay), Rect(x: 50, y: 100, width: 40, height: 40)))
        #expect(root.layoutIssues.isEmpty)
    }

    @Test func safeAreaGuideOfTheScrollViewIsAttachedToTheFrame() throws {
        let (root, scroll) = scrollFixture(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        root.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let banner = constrained("banner")
        scroll.addSubview(banner)
        try activate {
            banner.top == scroll.safeAreaLayoutGuide.top
            banner.leading == scroll.contentLayoutGuide.leading
            banner.size == Size(width: 100, height: 20)
        }
        root.layout(in: phone)
        expectFrame(banner, 0, 44, 100, 20)
        scroll.contentOffset = Point(x: 0, y: 120)
        root.layoutIfNeeded()
        #expect(close(screenRect(banner), Rect(x: 0, y: 44, width: 100, height: 20)))
    }

    @Test func scrollGuideConstraintsAreNeverTheOnesBroken() throws {
        let (root, scroll) = scrollFixture()
        let badge = constrained("badge")
        scroll.addSubview(badge)
        try activate {
            badge.size == Size(width: 10, height: 10)
            badge.leading == scroll.frameLayoutGuide.leading
            badge.top == scroll.frameLayoutGuide.top
        }
        let pinned = badge.top == scroll.contentLayoutGuide.top
        try pinned.activate()
        root.layout(in: phone)
        #expect(root.layoutIssues.isEmpty)
        // Scrolling makes the two pins disagree: a user constraint gives way, the offset holds.
        scroll.contentOffset = Point(x: 0, y: 100)
        root.layoutIfNeeded()
        let issues = conflicts(root)
        #expect(issues.count == 1)
        #expect(issues.first?.broken.kind == .user)
        #expect(scroll.frameLayoutGuide.layoutFrame.minY == 100)
        #expect(issues.first?.conflicts.contains { $0.kind == .scrollView } == true)
    }
}
