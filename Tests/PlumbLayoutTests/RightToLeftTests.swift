import PlumbLayout
import Testing

// Right to left: leading and trailing resolve by the direction of the nearest common ancestor
// of a constraint's items (UIKit's rule), mirrored; stack views arrange in reading order;
// directional margins follow the view's direction.

@Suite("Right to left")
struct RightToLeftTests {
    /// A toolbar: back button at the leading margin, title centred, a stack of two actions at
    /// the trailing margin, a badge 4 points after the title, a fixed-left logo.
    private func toolbar() throws -> (root: View, views: [View]) {
        let root = View("root")
        let bar = View("bar")
        let back = View("back"), title = View("title"), badge = View("badge"), logo = View("logo")
        let actions = StackView("actions")
        actions.axis = .horizontal
        actions.spacing = 8
        let share = View("share"), more = View("more")
        share.intrinsicContentSize = Size(width: 30, height: 30)
        more.intrinsicContentSize = Size(width: 44, height: 30)
        actions.addArrangedSubview(share)
        actions.addArrangedSubview(more)
        root.addSubview(bar)
        for v in [back, title, badge, logo, actions] { bar.addSubview(v) }
        bar.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 4)
        try activate {
            bar.leading == root.leading + 10
            bar.trailing == root.trailing
            bar.top == root.top
            bar.height == 44
            back.leading == bar.leadingMargin
            back.centerY == bar.centerY
            back.width == 40
            back.height == 30
            title.centerX == bar.centerX
            title.centerY == bar.centerY
            title.width == 100
            title.height == 20
            badge.leading == title.trailing + 4
            badge.centerY == title.centerY
            badge.width == 12
            badge.height == 12
            actions.trailing == bar.trailingMargin
            actions.centerY == bar.centerY
            logo.left == bar.left + 60
            logo.top == bar.top
            logo.width == 10
            logo.height == 10
        }
        return (root, [bar, back, title, badge, logo, actions, share, more])
    }

    @Test func rightToLeftMirrorsEveryLeadingAndTrailingFrame() throws {
        let (ltrRoot, ltr) = try toolbar()
        ltrRoot.layout(in: Size(width: 390, height: 100))
        let (rtlRoot, rtl) = try toolbar()
        rtlRoot.layout(in: Size(width: 390, height: 100), traits: TraitCollection(layoutDirection: .rightToLeft))
        #expect(rtlRoot.layoutIssues.isEmpty)
        // x′ = W − x − w in the superview, for every view but the logo (pinned by `left`).
        for (a, b) in zip(ltr, rtl) where a.name != "logo" {
            let width = a.superview?.frame.width ?? 390
            #expect(b.frame.minX == width - a.frame.minX - a.frame.width, "\(a.name)")
            #expect(b.frame.minY == a.frame.minY && b.frame.size == a.frame.size, "\(a.name)")
        }
        let logo = rtl[4]
        #expect(logo.frame.minX == 60)
        // The stack arranges in reading order: the first arranged view is on the right.
        #expect(rtl[6].frame.minX > rtl[7].frame.minX)
        // The directional margins follow: leading 16 is the bar's right margin.
        #expect(rtl[0].layoutMargins == EdgeInsets(top: 0, left: 4, bottom: 0, right: 16))
        #expect(rtl[0].directionalLayoutMargins == DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 4))
    }

    @Test func theNearestCommonAncestorDecides() throws {
        let root = View("root")
        let container = View("container")
        let child = View("child")
        let grandchild = View("grandchild")
        root.addSubview(container)
        container.addSubview(child)
        child.addSubview(grandchild)
        container.semanticContentAttribute = .forceRightToLeft
        try activate {
            container.leading == root.leading
            container.top == root.top
            container.width == 200
            container.height == 100
            child.leading == container.leading + 10
            child.top == container.top
            child.width == 100
            child.height == 50
            grandchild.leading == child.leading + 5
            grandchild.top == child.top
            grandchild.width == 20
            grandchild.height == 20
        }
        root.layout(in: Size(width: 320, height: 480))
        // The root decides container's constraint (left to right); the container decides the
        // child's (forced right to left); the child (unspecified) decides the grandchild's.
        #expect(container.frame.minX == 0)
        #expect(child.frame.minX == 90)
        #expect(grandchild.frame.minX == 5)
        #expect(container.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)

        container.semanticContentAttribute = .unspecified
        root.layoutIfNeeded()
        #expect(child.frame.minX == 10)
    }

    @Test func playbackAndSpatialStayLeftToRight() {
        for attribute in [SemanticContentAttribute.playback, .spatial, .forceLeftToRight] {
            #expect(View.userInterfaceLayoutDirection(for: attribute, relativeTo: .rightToLeft) == .leftToRight)
        }
        #expect(View.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        #expect(View.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: .leftToRight) == .rightToLeft)
    }

    @Test func aDirectionChangeBetweenPassesRelaysOut() throws {
        let (root, views) = try toolbar()
        root.layout(in: Size(width: 390, height: 100))
        let before = views.map(\.frame)
        root.layout(in: Size(width: 390, height: 100), traits: TraitCollection(layoutDirection: .rightToLeft))
        #expect(views[1].frame.minX != before[1].minX)
        root.layout(in: Size(width: 390, height: 100))
        #expect(views.map(\.frame) == before)
        #expect(root.layoutIssues.isEmpty)
    }
}
