import PlumbDiagnostics
import PlumbInterfaceBuilder
import PlumbLayout
import Testing

/// Rule 1 of issue 12: scroll views whose content size no constraint defines, on
/// `ScrollContent.xib` (one top-level view per case).
@Suite("Interface Builder: scroll content nothing defines")
struct ScrollContentTests {
    /// The scroll-content findings of one case: (axis, severity, suppressed).
    func scrollFindings(_ scene: String) throws -> [InterfaceBuilderFinding] {
        let doc = try Fixture.load("ScrollContent.xib")
        let layout = try doc.scene(scene).laidOut()
        return layout.diagnose().findings.filter { $0.finding.kind == .ambiguousScrollableContentSize }
    }

    func warnedAxes(_ scene: String) throws -> [LayoutAxis] {
        try scrollFindings(scene).filter { $0.finding.severity == .warning }.compactMap(\.axis)
    }

    @Test func contentPlacedOnlyByItsCentresIsAmbiguousInBothAxes() throws {
        let found = try scrollFindings("Center Only")
        #expect(found.compactMap(\.axis) == [.horizontal, .vertical])
        #expect(found.map(\.finding.message) == ["Has ambiguous scrollable content width",
                                                 "Has ambiguous scrollable content height"])
        #expect(found.allSatisfy { $0.elementID == "scr-SC-001" && $0.finding.severity == .warning })
        #expect(found.first?.finding.location?.line == (try line(of: "id=\"scr-SC-001\"", in: "ScrollContent.xib")))
        #expect(found.first?.finding.explanation.contains("attach to the frame") == true)
    }

    @Test func edgesOnlyToTheSafeAreaOrTheFrameGuideDefineNothing() throws {
        #expect(try warnedAxes("Safe Area Only") == [.horizontal, .vertical])
        #expect(try warnedAxes("Frame Guide Only") == [.horizontal, .vertical])
    }

    @Test func subviewsConstrainedOnlyToOutsideViewsDefineNothing() throws {
        #expect(try warnedAxes("Outside Only") == [.horizontal, .vertical])
    }

    @Test func aTopWithoutABottomLeavesTheHeightOpen() throws {
        #expect(try warnedAxes("Top Without Bottom") == [.vertical])
    }

    @Test func anEmptyScrollViewWithContentGuidesIsAmbiguous() throws {
        let found = try scrollFindings("Empty With Guides")
        #expect(found.compactMap(\.axis) == [.horizontal, .vertical])
        #expect(found.first?.finding.explanation.contains("no content") == true)
    }

    @Test func legacyEmptyScrollViewsAndTheRecipeAreSilent() throws {
        #expect(try scrollFindings("Legacy Empty").isEmpty)
        #expect(try scrollFindings("Defined").isEmpty)
        let doc = try Fixture.load("ScrollContent.xib")
        #expect(try doc.scene("Defined").laidOut().diagnose().findings.isEmpty)
    }

    @Test func neverVerifyIsASuppressedNoteAtTheScrollView() throws {
        let found = try scrollFindings("Never Verify")
        #expect(found.count == 2)
        #expect(found.allSatisfy { $0.finding.severity == .note && $0.isSuppressed })
        #expect(found.first?.finding.explanation.hasPrefix("Not a warning: verifyAmbiguity=\"off\"") == true)
        #expect(found.first?.finding.location?.line == (try line(of: "id=\"scr-SC-008\"", in: "ScrollContent.xib")))
        let doc = try Fixture.load("ScrollContent.xib")
        let layout = try doc.scene("Never Verify").laidOut()
        #expect(layout.diagnose().suppressed.count == 2)
    }

    @Test func verifyPositionOnlyHidesTheContentSizeAndOtherValuesAreTheDefault() throws {
        func doc(_ value: String) throws -> InterfaceBuilderDocument {
            try document("""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                    <device id="retina4_7" orientation="portrait"/>
                    <objects>
                        <scrollView verifyAmbiguity="\(value)" id="scr" translatesAutoresizingMaskIntoConstraints="NO">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                            <viewLayoutGuide key="contentLayoutGuide" id="clg"/>
                            <viewLayoutGuide key="frameLayoutGuide" id="flg"/>
                        </scrollView>
                    </objects>
                </document>
                """, path: "Inline.xib")
        }
        let positionOnly = try doc("ignoreSizes").diagnose()
        #expect(positionOnly.findings.allSatisfy { $0.finding.severity == .note && $0.isSuppressed })
        #expect(positionOnly.findings.count == 2)
        #expect(positionOnly.findings.first?.finding.explanation.contains("Verify Position Only") == true)
        let other = try doc("sometimes").diagnose()
        #expect(other.findings.filter { $0.finding.severity == .warning }.count == 2)
        #expect(other.notes.contains { $0.message.contains("verifyAmbiguity=\"sometimes\"") })
    }
}
