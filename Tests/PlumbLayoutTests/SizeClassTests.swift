import PlumbLayout
import Testing

// Constraints and views installed only for some size classes; the layout pass takes traits.

private let compact = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
private let regular = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular)

@Suite("Size classes")
struct SizeClassTests {
    /// A sidebar shown only in regular width; the content fills what is left.
    private func makeLayout() throws -> (root: View, sidebar: View, content: View, badge: View) {
        let sidebar = constrained("sidebar").installed(for: .width(.regular))
        let content = constrained("content"), badge = label("badge", 20, 20)
        let root = View("root") {
            sidebar
            content
        }
        sidebar.addSubview(badge)
        try activate {
            sidebar.leading == root.leading
            sidebar.verticalEdges == root.verticalEdges
            sidebar.width == 100
            badge.top == sidebar.top + 4
            badge.leading == sidebar.leading + 4
            content.verticalEdges == root.verticalEdges
            content.trailing == root.trailing
            (content.leading == sidebar.trailing).installed(for: .width(.regular))
            (content.leading == root.leading + 16).installed(for: .width(.compact))
        }
        return (root, sidebar, content, badge)
    }

    @Test func constraintsAndViewsFollowTheTraits() throws {
        let (root, sidebar, content, badge) = try makeLayout()
        root.layout(in: Size(width: 320, height: 480), traits: compact)
        #expect(!sidebar.isInstalled && !badge.isInstalled && content.isInstalled)
        expectFrame(content, 16, 0, 304, 480)

        root.layout(in: Size(width: 1024, height: 768), traits: regular)
        #expect(sidebar.isInstalled && badge.isInstalled)
        expectFrame(sidebar, 0, 0, 100, 768)
        expectFrame(badge, 4, 4, 20, 20)
        expectFrame(content, 100, 0, 924, 768)

        root.layout(in: Size(width: 320, height: 480), traits: compact)
        expectFrame(content, 16, 0, 304, 480)
        #expect(root.layoutIssues.isEmpty)
    }

    @Test func switchingBackAndForthEqualsAFreshLayout() throws {
        let live = try makeLayout()
        for traits in [regular, compact, regular, compact, regular] {
            live.root.layout(in: Size(width: 700, height: 500), traits: traits)
        }
        let fresh = try makeLayout()
        fresh.root.layout(in: Size(width: 700, height: 500), traits: regular)
        #expect(live.content.frame == fresh.content.frame)
        #expect(live.sidebar.frame == fresh.sidebar.frame)
    }

    @Test func conditionsMatch() {
        let traits = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact)
        #expect(SizeClassCondition.width(.compact).matches(traits))
        #expect(!SizeClassCondition.height(.regular).matches(traits))
        #expect(SizeClassCondition(width: .compact, height: .compact).matches(traits))
        #expect(SizeClassCondition().matches(traits))
        #expect(SizeClassCondition(width: .compact, height: .regular).description == "heightClass=regular-widthClass=compact")
    }

    @Test func changingAConditionAfterActivation() throws {
        let box = constrained("box")
        let root = View("root") { box }
        let wide = (box.width == 200).installed(for: .width(.regular))
        try activate {
            box.leading == root.leading
            box.top == root.top
            box.height == 10
            box.width == 50 ~ 500
            wide
        }
        root.layout(in: Size(width: 400, height: 400), traits: compact)
        expectFrame(box, 0, 0, 50, 10)
        wide.installedSizeClasses = []
        root.layoutIfNeeded()
        expectFrame(box, 0, 0, 200, 10)
    }
}
