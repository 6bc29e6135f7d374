import PlumbLayout
import Testing

// UIKit's margin properties, each expected frame derived by hand from the rule it cites.

@Suite("Margin properties as UIKit")
struct MarginPropertiesTests {
    /// A content view inset `inset` from a 320 × 200 root whose margins are 20, holding a label
    /// pinned to the content's margins (left and right).
    static func nested(inset: Double, preserves: Bool) throws -> (View, View, View) {
        let label = View("label")
        let content = View("content") { label }
        let root = View("root") { content }
        root.layoutMargins = EdgeInsets(20)
        content.preservesSuperviewLayoutMargins = preserves
        try activate {
            content.edges == root.edges.inset(inset)
            label.leading == content.leadingMargin
            label.trailing == content.trailingMargin
            label.top == content.top
            label.height == 10
        }
        root.layout(in: Size(width: 320, height: 200))
        return (root, content, label)
    }

    // Apple's documentation of preservesSuperviewLayoutMargins: "When any of the superview's
    // margins is inside the area represented by the content view and its own margins, UIKit
    // adjusts the content view's layout to respect the superview's margins. The amount of the
    // adjustment is the smallest amount needed to ensure that content is also inside the
    // superview's margins."

    @Test func withoutPreservingTheViewsOwnMarginsApply() throws {
        let (_, _, label) = try Self.nested(inset: 0, preserves: false)
        expectFrame(label, 8, 0, 304, 10)        // content 320 wide, its own 8 + 8
    }

    @Test func preservingAtTheSuperviewsEdgesTakesItsMargins() throws {
        // Content at x 0…320: the root's margins reach 20 into it on each side, more than its
        // own 8, so its margins become 20: the label at 20, 320 − 40 = 280 wide.
        let (root, _, label) = try Self.nested(inset: 0, preserves: true)
        expectFrame(label, 20, 0, 280, 10)
        #expect(root.layoutIssues.isEmpty)
    }

    @Test func preservingAPartlyInsetViewAddsOnlyWhatIsMissing() throws {
        // Content at x 12…308: the root's margin reaches 20 − 12 = 8 into it: no more than its
        // own 8, so nothing changes; at 5…315 it reaches 15: margins 15.
        let (_, _, near) = try Self.nested(inset: 12, preserves: true)
        expectFrame(near, 8, 0, 280, 10)         // in content: 8 … 296 − 8
        let (_, _, closer) = try Self.nested(inset: 5, preserves: true)
        expectFrame(closer, 15, 0, 280, 10)      // in content (310 wide): 15 … 310 − 15
    }

    @Test func preservingCarriesDownAChainOfViewsThatPreserve() throws {
        let label = View("label")
        let inner = View("inner") { label }
        let middle = View("middle") { inner }
        let root = View("root") { middle }
        root.layoutMargins = EdgeInsets(30)
        middle.preservesSuperviewLayoutMargins = true
        inner.preservesSuperviewLayoutMargins = true
        try activate {
            middle.edges == root.edges
            inner.edges == middle.edges
            label.leading == inner.leadingMargin
            label.trailing == inner.trailingMargin
            label.top == inner.top
            label.height == 10
        }
        root.layout(in: Size(width: 320, height: 200))
        // middle takes the root's 30; inner, at middle's edges, takes middle's 30.
        expectFrame(label, 30, 0, 260, 10)
    }

    @Test func directionalMarginsAreLeadingAndTrailingLeftToRight() throws {
        let view = View("v")
        view.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        // Plumb lays out left to right: leading is left, trailing is right.
        #expect(view.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        view.layoutMargins = EdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
        #expect(view.directionalLayoutMargins == DirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8))
    }

    @Test func systemMinimumMarginsFollowTheWidthClassAndTheWidth() throws {
        // 16 on a compact phone 375 or 390 wide, 20 on the 414-point Plus and Max phones in
        // portrait (compact as they are) and in a regular width; 0 at the top and bottom. The
        // same rule for the layout engine and the Interface Builder importer.
        #expect(View.systemMinimumLayoutMargins(horizontalSizeClass: .compact, width: 390) == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(View.systemMinimumLayoutMargins(horizontalSizeClass: .compact, width: 414) == EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
        #expect(View.systemMinimumLayoutMargins(horizontalSizeClass: .regular, width: 320) == EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
        let content = View("content")
        let root = View("root") { content }
        root.isViewControllerRootView = true
        try activate { content.edges == root.layoutMarginsGuide.edges }
        root.layout(in: Size(width: 375, height: 667), traits: TraitCollection(horizontalSizeClass: .compact))
        expectFrame(content, 16, 0, 343, 667)
        root.layout(in: Size(width: 414, height: 896), traits: TraitCollection(horizontalSizeClass: .compact))
        expectFrame(content, 20, 0, 374, 896)
    }
}

// readableContentGuide. Sources: useyourloaf.com, "Readable Content Guides" (iPad Air 2 in
// landscape: a guide 672 points wide, 176 from each edge, at the default text size); UIKit's
// rule that the guide narrows only when the view is wider than the readable width by more
// than 88 points (ReadableWidthMinimumInsetThreshold), else it is the margins guide.
@Suite("Readable content guide")
struct ReadableContentGuideTests {
    static func frame(width: Double, height: Double = 768, category: ContentSizeCategory = .large,
                      follow: Bool = false) throws -> (readable: Rect, margins: Rect) {
        let text = View("text")
        let marked = View("marked")
        let root = View("root") {
            text
            marked
        }
        root.layoutMarginsFollowReadableWidth = follow
        try activate {
            text.edges == root.readableContentGuide.edges
            marked.edges == root.layoutMarginsGuide.edges
        }
        root.layout(in: Size(width: width, height: height),
                    traits: TraitCollection(horizontalSizeClass: .regular, preferredContentSizeCategory: category))
        #expect(root.layoutIssues.isEmpty)
        return (text.frame, marked.frame)
    }

    @Test func anIPadInLandscapeCentersA672PointLine() throws {
        let (readable, margins) = try Self.frame(width: 1024)
        #expect(readable == Rect(x: 176, y: 8, width: 672, height: 752))
        #expect(margins == Rect(x: 8, y: 8, width: 1008, height: 752))
    }

    @Test func aPhoneInPortraitHasTheMarginsGuide() throws {
        let (readable, margins) = try Self.frame(width: 375, height: 667)
        #expect(readable == margins)
    }

    @Test func itNarrowsOnlyBeyondThe88PointThreshold() throws {
        // 760 − 672 = 88: not more than 88, the margins guide; 762: centered, 45 each side.
        #expect(try Self.frame(width: 760).readable.width == 744)
        #expect(try Self.frame(width: 762).readable == Rect(x: 45, y: 8, width: 672, height: 752))
    }

    @Test func aLargerTextSizeWidensTheLine() throws {
        // Body 23 points at extra-extra-extra large: 672 × 23 / 17 = 909.2, up to a multiple of 8: 912.
        #expect(ContentSizeCategory.extraExtraExtraLarge.readableWidth == 912)
        #expect(try Self.frame(width: 1024, category: .extraExtraExtraLarge).readable == Rect(x: 56, y: 8, width: 912, height: 752))
    }

    @Test func marginsCanFollowTheReadableWidth() throws {
        let (readable, margins) = try Self.frame(width: 1024, follow: true)
        #expect(margins == readable && margins.minX == 176)
    }
}
