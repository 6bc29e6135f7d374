import PlumbLayout
import Testing

// Zooming through the zoom view's transform, and transforms in general.

@Suite("Scroll view: zoom and transforms")
struct ScrollViewZoomTests {
    @Test func zoomScalesTheZoomedViewAndTheContentSize() throws {
        let (root, scroll) = scrollFixture(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let image = label("image", 400, 300)
        let dot = View("dot")
        dot.frame = Rect(x: 10, y: 10, width: 5, height: 5)
        image.addSubview(dot)
        scroll.addSubview(image)
        try activate {
            image.edges == scroll.contentLayoutGuide.edges
        }
        scroll.viewForZooming = image
        scroll.minimumZoomScale = 0.5
        scroll.maximumZoomScale = 3
        root.layout(in: phone)
        #expect(scroll.zoomScale == 1)
        #expect(scroll.contentSize == Size(width: 400, height: 300))

        scroll.zoomScale = 2
        #expect(scroll.zoomScale == 2)
        #expect(image.transform == AffineTransform(scaleX: 2, y: 2))
        expectFrame(image, 0, 0, 800, 600)
        #expect(image.bounds.size == Size(width: 400, height: 300))   // layout is unscaled
        #expect(scroll.contentSize == Size(width: 800, height: 600))
        // The visible centre (100, 100) stays put: it is now at (200, 200).
        #expect(scroll.contentOffset == Point(x: 100, y: 100))
        #expect(close(dot.convert(Rect(x: 0, y: 0, width: 5, height: 5), to: scroll), Rect(x: 20, y: 20, width: 10, height: 10)))
        #expect(close(screenRect(dot), Rect(x: -80, y: -80, width: 10, height: 10)))
        // A pass changes nothing: the solver never saw the zoom.
        root.layoutIfNeeded()
        expectFrame(image, 0, 0, 800, 600)

        scroll.zoomScale = 10   // clamped to the maximum
        #expect(scroll.zoomScale == 3)
        expectFrame(image, 0, 0, 1200, 900)
        #expect(scroll.contentOffset == Point(x: 200, y: 200))
        #expect(scroll.maximumContentOffset == Point(x: 1000, y: 700))

        scroll.zoomScale = 0.1   // clamped to the minimum
        #expect(scroll.zoomScale == 0.5)
        expectFrame(image, 0, 0, 200, 150)
        #expect(scroll.contentSize == Size(width: 200, height: 150))
        #expect(scroll.contentOffset == .zero)   // back inside the smaller range
        scroll.zoomScale = .nan
        scroll.zoomScale = -1
        #expect(scroll.zoomScale == 0.5)
        #expect(root.layoutIssues.isEmpty)
    }

    @Test func zoomWithAnAssignedContentSizeUsesTheZoomedFrame() {
        let (root, scroll) = scrollFixture(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let image = View("image")
        image.frame = Rect(x: 0, y: 0, width: 400, height: 300)
        scroll.addSubview(image)
        scroll.contentSize = Size(width: 400, height: 300)
        scroll.viewForZooming = image
        scroll.maximumZoomScale = 4
        root.layout(in: phone)
        scroll.zoomScale = 1.5
        expectFrame(image, 0, 0, 600, 450)
        #expect(scroll.contentSize == Size(width: 600, height: 450))
    }

    @Test func withoutAZoomViewNothingZooms() {
        let (root, scroll) = scrollFixture()
        let image = View("image")
        scroll.maximumZoomScale = 4
        root.layout(in: phone)
        scroll.zoomScale = 2
        #expect(scroll.zoomScale == 1)
        // Not a subview of the scroll view: ignored.
        root.addSubview(image)
        scroll.viewForZooming = image
        scroll.zoomScale = 2
        #expect(scroll.zoomScale == 1)
        #expect(image.transform == .identity)
    }

    @Test func transformsApplyAboutTheCentre() {
        let root = View("root")
        let box = View("box")
        let child = View("child")
        box.frame = Rect(x: 10, y: 10, width: 100, height: 50)
        child.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        box.addSubview(child)
        root.addSubview(box)
        root.layout(in: phone)
        box.transform = AffineTransform(scaleX: 2, y: 2)
        #expect(box.frame == Rect(x: -40, y: -15, width: 200, height: 100))
        #expect(close(box.convert(Point(x: 100, y: 50), to: nil), Point(x: 160, y: 85)))
        #expect(close(box.convert(Point(x: 160, y: 85), from: nil), Point(x: 100, y: 50)))
        #expect(close(screenRect(child), Rect(x: -40, y: -15, width: 20, height: 20)))
        // A quarter turn: the bounding box is 50 × 100 around the same centre.
        box.transform = AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        #expect(close(box.frame, Rect(x: 35, y: -15, width: 50, height: 100)))
        #expect(close(child.convert(Point.zero, to: root), Point(x: 85, y: -15)))
        // Constraints ignore transforms.
        root.layoutIfNeeded()
        #expect(box.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
        box.transform = .identity
        #expect(box.frame == Rect(x: 10, y: 10, width: 100, height: 50))
        let t = AffineTransform(scaleX: 2, y: 3).concatenating(AffineTransform(translationX: 5, y: 7))
        #expect(t.apply(to: Point(x: 1, y: 1)) == Point(x: 7, y: 10))
        #expect(t.inverted().map { close($0.apply(to: Point(x: 7, y: 10)), Point(x: 1, y: 1)) } == true)
        #expect(AffineTransform(scaleX: 0, y: 1).inverted() == nil)
    }
}
