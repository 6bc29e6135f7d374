import PlumbDiagnostics
import PlumbInterfaceBuilder
import PlumbLayout
import Testing

/// How each `<constraint>` attribute is read (IB_FORMAT §3, §4), on `Constraints.storyboard`.
@Suite("Interface Builder: constraints and content priorities")
struct ConstraintImportTests {
    let layout: InterfaceBuilderLayout

    init() throws {
        layout = try Fixture.load("Constraints.storyboard").scene("Rules").laidOut()
    }

    func constraint(_ id: String) throws -> LayoutConstraint {
        try #require(layout.constraints.first { layout.record(for: $0)?.id == id }, "no constraint \(id)")
    }

    @Test func multipliersInEveryWrittenForm() throws {
        #expect(try constraint("tw1-CN-001").multiplier == 1.0 / 3)      // 1/3
        #expect(try constraint("wr1-CN-001").multiplier == 16.0 / 9)     // 16:9
        #expect(try constraint("dw1-CN-001").multiplier == 2)            // 2
        #expect(try constraint("hw1-CN-001").multiplier == 0.5)          // 0.5
        #expect(try layout.frame("thd-CN-001").width == 125)
        #expect(try layout.frame("wid-CN-001").size == Size(width: 160, height: 90))
        #expect(try layout.frame("dbl-CN-001").size == Size(width: 60, height: 30))
        #expect(try layout.frame("hlf-CN-001").width == 62.5)
    }

    @Test func omittedFirstItemIsTheOwner() throws {
        let height = try constraint("th1-CN-001")
        #expect(height.firstItem === layout.view(id: "thd-CN-001"))
        #expect(height.secondItem == nil)
        #expect(height.constant == 40)
    }

    @Test func constantsAreDoublesAndFramesAreRoundedToTheDevicePixels() throws {
        #expect(try constraint("tt1-CN-001").constant == 7.3300000000000001)
        // 20 (status bar) + 7.33, rounded to the iPhone 8's half points.
        #expect(try layout.frame("thd-CN-001") == Rect(x: 20, y: 27.5, width: 125, height: 40))
    }

    @Test func relationsAndPriorities() throws {
        let preferred = try constraint("dl1-CN-001")
        let minimum = try constraint("dl2-CN-001")
        #expect(preferred.priority == 999)
        #expect(minimum.relation == .greaterThanOrEqual)
        #expect(minimum.priority == .required)
        #expect(try layout.frame("dbl-CN-001").minX == 40)
        let unsatisfied = layout.diagnose().findings.filter { $0.finding.kind == .unsatisfiedConstraint }
        #expect(unsatisfied.map(\.constraintIDs) == [["dl1-CN-001"]])
        #expect(unsatisfied.first?.finding.location?.line == (try line(of: "id=\"dl1-CN-001\"", in: "Constraints.storyboard")))
    }

    @Test func symbolicStandardSpacing() throws {
        let saved = try constraint("wt1-CN-001")
        #expect(layout.record(for: saved)?.isSymbolic == true)
        #expect(saved.constant == 8)                          // the constant IB saved
        #expect(try constraint("dt1-CN-001").constant == 8)   // none saved: 8 between siblings
    }

    @Test func contentPrioritiesFromTheAttributesWithUIKitDefaultsWhenAbsent() throws {
        let name = try #require(layout.view(id: "nam-CN-001"))
        let field = try #require(layout.view(id: "val-CN-001"))
        #expect(name.contentHuggingPriority(for: .horizontal) == 251)
        #expect(name.contentCompressionResistancePriority(for: .horizontal) == 751)
        #expect(field.contentHuggingPriority(for: .horizontal) == 250)
        #expect(field.contentCompressionResistancePriority(for: .vertical) == 750)
        // Intrinsic sizes are the design frames: the field (250) takes the spare room.
        #expect(name.intrinsicContentSize == Size(width: 100, height: 21))
        #expect(try layout.frame("val-CN-001") == Rect(x: 128, y: 293.5, width: 227, height: 34))
    }

    @Test func twoLabelsWithTheSameHuggingTie() throws {
        let ties = layout.diagnose().findings.filter { $0.finding.kind == .contentPriorityAmbiguity }
        #expect(ties.count == 1)
        #expect(ties.first?.itemIDs == ["lft-CN-001", "rgt-CN-001"])
        #expect(ties.first?.finding.message.hasPrefix("Content Priority Ambiguity: Label \"Left\" (lft-CN-001), Label \"Right\" (rgt-CN-001)") == true)
        // Tied views are ambiguous, so not also reported misplaced.
        #expect(!layout.diagnose().findings.contains { $0.finding.kind == .misplacedView })
    }

    @Test func hiddenViewsStillTakePartInLayout() throws {
        let hidden = try #require(layout.view(id: "hdn-CN-001"))
        #expect(hidden.isHidden)
        #expect(hidden.frame == Rect(x: 20, y: 450, width: 50, height: 50))
    }

    @Test func repeatedConstraintGetsANote() throws {
        #expect(layout.notes.contains { $0.message.hasPrefix("constraint th2-CN-001 repeats constraint th1-CN-001") })
    }

    @Test func autoresizingMasksKeepTheDesignFrameAtTheDesignSize() throws {
        #expect(try layout.frame("str-CN-001") == Rect(x: 10, y: 500, width: 355, height: 40))
        #expect(try layout.frame("ctr-CN-001") == Rect(x: 137.5, y: 560, width: 100, height: 30))
        #expect(try layout.frame("pin-CN-001") == Rect(x: 10, y: 600, width: 50, height: 20))
    }

    @Test func autoresizingMasksFollowALargerRoot() throws {
        let wide = try Fixture.load("Constraints.storyboard", size: Size(width: 414, height: 736)).scene("Rules").laidOut()
        #expect(wide.size == Size(width: 414, height: 736))
        #expect(try wide.frame("str-CN-001") == Rect(x: 10, y: 500, width: 394, height: 40))   // width sizable
        #expect(try wide.frame("ctr-CN-001") == Rect(x: 157, y: 560, width: 100, height: 30))  // both margins share 39
        #expect(try wide.frame("pin-CN-001") == Rect(x: 10, y: 600, width: 50, height: 20))    // fixed
        // In UIKit's notation: width flexible, bottom margin flexible.
        let strip = try #require(wide.view(id: "str-CN-001"))
        #expect(strip.constraintsAffectingLayout(for: .horizontal).contains { $0.identifier == "h=-&- v=--&" })
    }
}
