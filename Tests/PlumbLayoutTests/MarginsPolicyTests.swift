import PlumbLayout
import Testing

// Plumb's layout-margins policy: 8 on every side for ordinary views; a view controller's root
// view has UIKit's system minimum margins (16 or 20 on the sides by width class, 0 top and
// bottom), plus the safe area.

@Suite("Layout margins policy")
struct MarginsPolicyTests {
    @Test func ordinaryViewsHaveEightOnEverySide() throws {
        let content = View("content")
        let root = View("root") { content }
        #expect(root.layoutMargins == EdgeInsets(8) && root.systemMinimumLayoutMargins == .zero)
        try activate { content.edges == root.layoutMarginsGuide.edges }
        root.layout(in: Size(width: 375, height: 667))
        #expect(content.frame == Rect(x: 8, y: 8, width: 359, height: 651))
    }

    @Test func viewControllerRootViewFollowsTheWidthClass() throws {
        let content = View("content")
        let root = View("root") { content }
        root.isViewControllerRootView = true
        #expect(root.layoutMargins == .zero)
        root.additionalSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        try activate { content.edges == root.layoutMarginsGuide.edges }

        root.layout(in: Size(width: 390, height: 844), traits: TraitCollection(horizontalSizeClass: .compact))
        #expect(root.systemMinimumLayoutMargins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(content.frame == Rect(x: 16, y: 47, width: 358, height: 763))

        root.layout(in: Size(width: 820, height: 1180), traits: TraitCollection(horizontalSizeClass: .regular))
        #expect(content.frame == Rect(x: 20, y: 47, width: 780, height: 1099))

        // Own margins larger than the minimum win, edge by edge.
        root.layoutMargins = EdgeInsets(top: 10, left: 4, bottom: 0, right: 30)
        root.layoutIfNeeded()
        #expect(content.frame == Rect(x: 20, y: 57, width: 770, height: 1089))
    }
}
