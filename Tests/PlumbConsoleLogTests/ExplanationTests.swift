import PlumbConsoleLog
import PlumbLayout
import Testing

// Blocks rebuilt and solved: the minimal set, the broken constraint against UIKit's, the fix.

@Suite("Console log: explanations")
struct ExplanationTests {
    @Test func fixedWidthBetweenPinnedEdges() throws {
        let e = try explainOne(block([
            "<NSLayoutConstraint:0x600001a4c3c0 UILabel:0x7f9e2c20a110'Headline'.leading == UIView:0x7f9e2c209f00.leading + 16   (active)>",
            "<NSLayoutConstraint:0x600001a4c410 UILabel:0x7f9e2c20a110'Headline'.width == 300   (active)>",
            "<NSLayoutConstraint:0x600001a4c460 H:[UILabel:0x7f9e2c20a110'Headline']-(16)-|   (active, names: '|':UIView:0x7f9e2c209f00 )>",
            "<NSLayoutConstraint:0x600001a4c4b0 'UIView-Encapsulated-Layout-Width' UIView:0x7f9e2c209f00.width == 320   (active)>",
            "<NSLayoutConstraint:0x600001a4c500 UILabel:0x7f9e2c20a110'Headline'.height == 21   (active)>",
        ], breaking: "<NSLayoutConstraint:0x600001a4c410 UILabel:0x7f9e2c20a110'Headline'.width == 300   (active)>"))
        // The height takes no part: four of the five.
        #expect(e.minimalAddresses == ["0x600001a4c3c0", "0x600001a4c410", "0x600001a4c460", "0x600001a4c4b0"])
        // Plumb breaks the app's first fixed size, the label's width, as UIKit did.
        #expect(e.plumbBroken?.constraint?.address == "0x600001a4c410")
        #expect(e.agreement == .same)
        let fix = try #require(e.fix)
        #expect(fix.kind == .lowerPriority && fix.constraint.address == "0x600001a4c410" && fix.verified)
        #expect(e.sentences[0] == "Headline's leading edge is 16 after UIView#1's leading edge")
        #expect(e.sentences[2] == "UIView#1's trailing edge is 16 after Headline's trailing edge")
        #expect(e.sentences[1] == "Headline's width is 300")
        #expect(e.sentences[3].hasPrefix("UIView#1's width is 320 — the size its container"))
    }

    @Test func selfSizingCellAgainstTheEncapsulatedHeight() throws {
        let content = "UITableViewCellContentView:0x7fb8f2d1a2c0"
        let e = try explainOne(block([
            "<NSLayoutConstraint:0x600002c5d0e0 V:|-(12)-[UIImageView:0x7fb8f2d1b110]   (active, names: '|':\(content) )>",
            "<NSLayoutConstraint:0x600002c5d130 UIImageView:0x7fb8f2d1b110.height == 120   (active)>",
            "<NSLayoutConstraint:0x600002c5d180 V:[UIImageView:0x7fb8f2d1b110]-(12)-|   (active, names: '|':\(content) )>",
            "<NSLayoutConstraint:0x600002c5d1d0 'UIView-Encapsulated-Layout-Height' \(content).height == 44   (active)>",
        ], breaking: "<NSLayoutConstraint:0x600002c5d130 UIImageView:0x7fb8f2d1b110.height == 120   (active)>"))
        #expect(e.minimalSet.count == 4)
        let fix = try #require(e.fix)
        #expect(fix.kind == .encapsulatedLayoutSize && fix.verified)
        #expect(fix.constraint.address == "0x600002c5d180")  // the bottom one
        #expect(fix.message.contains("999"))
    }

    @Test func autoresizingMaskLeftOn() throws {
        let e = try explainOne(block([
            "<NSAutoresizingMaskLayoutConstraint:0x600003f08a50 h=--& v=--& UIView:0x7fc1e0d0b2a0.minX == 0   (active, names: '|':UIView:0x7fc1e0d0a110 )>",
            "<NSAutoresizingMaskLayoutConstraint:0x600003f08aa0 h=--& v=--& UIView:0x7fc1e0d0b2a0.width == 0   (active)>",
            "<NSLayoutConstraint:0x600003f08af0 UIView:0x7fc1e0d0b2a0.leading == UIView:0x7fc1e0d0a110.leading + 20   (active)>",
            "<NSLayoutConstraint:0x600003f08b40 UIView:0x7fc1e0d0b2a0.trailing == UIView:0x7fc1e0d0a110.trailing - 20   (active)>",
            "<NSLayoutConstraint:0x600003f08b90 'UIView-Encapsulated-Layout-Width' UIView:0x7fc1e0d0a110.width == 375   (active)>",
        ], breaking: "<NSLayoutConstraint:0x600003f08b40 UIView:0x7fc1e0d0b2a0.trailing == UIView:0x7fc1e0d0a110.trailing - 20   (active)>"))
        // minX == 0 against leading == superview + 20: two are enough.
        #expect(e.minimalAddresses == ["0x600003f08a50", "0x600003f08af0"])
        #expect(e.otherConflicts.count == 1)
        let fix = try #require(e.fix)
        #expect(fix.kind == .stopTranslatingAutoresizingMask && fix.verified)
        #expect(fix.view == "UIView#1" && fix.message.contains("translatesAutoresizingMaskIntoConstraints = false"))
        #expect(e.sentences[0].hasSuffix("from its autoresizing mask (h=--& v=--&)"))
    }

    @Test func twoConstraintsOnOneEdge() throws {
        let e = try explainOne(block([
            "<NSLayoutConstraint:0x6000007e1f40 UILabel:0x7fa0b1d0c3e0'Price'.leading == UIView:0x7fa0b1d0b9a0.leading + 16   (active)>",
            "<NSLayoutConstraint:0x6000007e1f90 H:|-(20)-[UILabel:0x7fa0b1d0c3e0'Price']   (active, names: '|':UIView:0x7fa0b1d0b9a0 )>",
        ], breaking: "<NSLayoutConstraint:0x6000007e1f90 H:|-(20)-[UILabel:0x7fa0b1d0c3e0'Price']   (active, names: '|':UIView:0x7fa0b1d0b9a0 )>"))
        #expect(e.minimalSet.count == 2)
        // Neither fixes a size nor places a far edge: Plumb breaks the first listed.
        #expect(e.plumbBroken?.constraint?.address == "0x6000007e1f40")
        #expect(e.agreement == .different)
        let fix = try #require(e.fix)
        #expect(fix.kind == .remove && fix.constraint.address == "0x6000007e1f90" && fix.verified)
    }

    @Test func hiddenArrangedViewKeepsItsHeight() throws {
        let e = try explainOne(block([
            "<NSLayoutConstraint:0x600001f3a0a0 UIButton:0x7f86e2e0f330'Retry'.height == 44   (active)>",
            "<NSLayoutConstraint:0x600001f3a0f0 'UISV-hiding' UIButton:0x7f86e2e0f330'Retry'.height == 0   (active)>",
            "<NSLayoutConstraint:0x600001f3a140 'UISV-spacing' V:[UILabel:0x7f86e2e0e1c0'Oops']-(8)-[UIButton:0x7f86e2e0f330'Retry']   (active)>",
            "<NSLayoutConstraint:0x600001f3a190 'UISV-canvas-connection' UIStackView:0x7f86e2e0d010.top == UILabel:0x7f86e2e0e1c0'Oops'.top   (active)>",
            "<NSLayoutConstraint:0x600001f3a1e0 'UISV-alignment' UILabel:0x7f86e2e0e1c0'Oops'.centerX == UIButton:0x7f86e2e0f330'Retry'.centerX   (active)>",
            "<NSLayoutConstraint:0x600001f3a230 'UISV-fill-equally' UILabel:0x7f86e2e0e1c0'Oops'.width == UIButton:0x7f86e2e0f330'Retry'.width   (active)>",
        ], breaking: "<NSLayoutConstraint:0x600001f3a0a0 UIButton:0x7f86e2e0f330'Retry'.height == 44   (active)>"))
        #expect(e.minimalAddresses == ["0x600001f3a0a0", "0x600001f3a0f0"])
        #expect(e.agreement == .same)  // the app's height, not the stack view's hiding constraint
        let fix = try #require(e.fix)
        #expect(fix.kind == .lowerPriority && fix.constraint.address == "0x600001f3a0a0" && fix.verified)
        #expect(e.itemNames.map(\.name) == ["Retry", "Oops", "UIStackView#1"])
    }

    @Test func layoutGuidesMarginsAndSafeArea() throws {
        let root = "UIView:0x7fd0c1e0a010"
        let safe = "UILayoutGuide:0x600003a0c2a0'UIViewSafeAreaLayoutGuide'"
        let e = try explainOne(block([
            "<NSLayoutConstraint:0x6000012d4aa0 'UIViewSafeAreaLayoutGuide-top' V:|-(59)-[\(safe)]   (active, names: '|':\(root) )>",
            "<NSLayoutConstraint:0x6000012d4af0 'UIViewSafeAreaLayoutGuide-bottom' V:[\(safe)]-(34)-|   (active, names: '|':\(root) )>",
            "<NSLayoutConstraint:0x6000012d4b40 UILabel:0x7fd0c1e0b3c0'Welcome'.top == \(safe).top + 20   (active)>",
            "<NSLayoutConstraint:0x6000012d4b90 UILabel:0x7fd0c1e0b3c0'Welcome'.bottom == \(safe).bottom - 20   (active)>",
            "<NSLayoutConstraint:0x6000012d4be0 UILabel:0x7fd0c1e0b3c0'Welcome'.height == 800   (active)>",
            "<NSLayoutConstraint:0x6000012d4c30 'UIView-Encapsulated-Layout-Height' \(root).height == 852   (active)>",
            "<NSLayoutConstraint:0x6000012d4c80 'UIView-topMargin-guide-constraint' V:|-(8)-[UILayoutGuide:0x600003a0c380'UIViewLayoutMarginsGuide']   (active, names: '|':\(root) )>",
            "<_UILayoutSupportConstraint:0x6000012d4cd0 _UILayoutGuide:0x7fd0c1e0c000.height == 20   (active)>",
        ], breaking: "<NSLayoutConstraint:0x6000012d4be0 UILabel:0x7fd0c1e0b3c0'Welcome'.height == 800   (active)>"))
        // 59 + 20 + 800 + 20 + 34 ≠ 852; the margins guide and the old top guide take no part.
        #expect(e.minimalAddresses == ["0x6000012d4aa0", "0x6000012d4af0", "0x6000012d4b40", "0x6000012d4b90",
                                       "0x6000012d4be0", "0x6000012d4c30"])
        let fix = try #require(e.fix)
        #expect(fix.kind == .lowerPriority && fix.constraint.address == "0x6000012d4be0" && fix.verified)
        #expect(e.itemNames.map(\.name).contains("safeArea#1"))
    }

    @Test func systemSpacingConstants() throws {
        let e = try explainOne(block([
            "<NSLayoutConstraint:0x6000030ea2b0 H:|-(NSSpace(20))-[UIButton:0x7f9c0e50f1a0'Send']   (active, names: '|':UIView:0x7f9c0e50e010 )>",
            "<NSLayoutConstraint:0x6000030ea300 UIButton:0x7f9c0e50f1a0'Send'.leading == UIView:0x7f9c0e50e010.leading NSLayoutAnchorConstraintSpace(8)   (active)>",
        ], breaking: "<NSLayoutConstraint:0x6000030ea300 UIButton:0x7f9c0e50f1a0'Send'.leading == UIView:0x7f9c0e50e010.leading NSLayoutAnchorConstraintSpace(8)   (active)>"))
        // Two leading edges: Plumb breaks the first listed, UIKit (here) the second.
        #expect(e.minimalSet.count == 2 && e.agreement == .different)
        #expect(e.sentences[0] == "Send's leading edge is 20 after UIView#1's leading edge (system spacing)")
    }

    @Test func aConflictPlumbDoesNotReproduce() throws {
        // UIKit's conflict involved a constraint it did not list: the two listed can hold.
        let e = try explainOne(block([
            "<NSLayoutConstraint:0x600000b1c0a0 UILabel:0x7fa9e0c0f0a0'A'.width >= 100   (active)>",
            "<NSLayoutConstraint:0x600000b1c0f0 UILabel:0x7fa9e0c0f0a0'A'.width <= 200   (active)>",
        ], breaking: "<NSLayoutConstraint:0x600000b1c0f0 UILabel:0x7fa9e0c0f0a0'A'.width <= 200   (active)>"))
        #expect(e.minimalSet.isEmpty && e.fix == nil && e.agreement == .unknown)
    }

    @Test func iOS8AutoresizingCenterAgainstPinnedEdges() throws {
        // iOS 8's forms: `(Names: …)`, no `(active)`, an autoresizing size in visual format and
        // a center written as `midX == + k` in the (unnamed) superview, here the '|' of the others.
        let e = try explainOne(block([
            "<NSLayoutConstraint:0x7c2a9f60 H:[UIView:0x7c2a8e10]-(0)-|   (Names: '|':UIView:0x7c2a7d00 )>",
            "<NSLayoutConstraint:0x7c2a9fb0 H:|-(0)-[UIView:0x7c2a8e10]   (Names: '|':UIView:0x7c2a7d00 )>",
            "<NSAutoresizingMaskLayoutConstraint:0x7c2aa100 h=--& v=--& H:[UIView:0x7c2a7d00(371.5)]>",
            "<NSAutoresizingMaskLayoutConstraint:0x7c2aa150 h=--& v=--& UIView:0x7c2a8e10.midX == + 187.5>",
        ], breaking: "<NSLayoutConstraint:0x7c2a9f60 H:[UIView:0x7c2a8e10]-(0)-|   (Names: '|':UIView:0x7c2a7d00 )>"))
        #expect(e.minimalSet.count == 4)
        let fix = try #require(e.fix)
        // The subview, not its superview (whose mask gives it the width).
        #expect(fix.kind == .stopTranslatingAutoresizingMask && fix.view == "UIView#2" && fix.verified)
        #expect(e.sentences[3] == "UIView#2's horizontal center is 187.5 after UIView#1's left edge — from its autoresizing mask (h=--& v=--&)")
    }
}
