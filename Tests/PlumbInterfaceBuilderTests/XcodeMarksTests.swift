import PlumbDiagnostics
import PlumbInterfaceBuilder
import PlumbLayout
import Testing

/// Xcode's saved `ambiguous` and `misplaced` marks against what Plumb finds, on
/// `StaleMarks.storyboard`, whose marks disagree with its constraints.
@Suite("Interface Builder: Xcode's marks")
struct XcodeMarksTests {
    @Test func marksAreComparedWithPlumbsFindings() throws {
        let diagnosis = try Fixture.load("StaleMarks.storyboard").diagnose()
        let byView = Dictionary(grouping: diagnosis.marks, by: \.itemID)
        let fixed = try #require(byView["fix-MK-001"]?.first)
        #expect((fixed.mark, fixed.xcode, fixed.plumb, fixed.agrees) == (.ambiguous, true, false, false))
        let inPlace = try #require(byView["inp-MK-001"]?.first)
        #expect((inPlace.mark, inPlace.xcode, inPlace.plumb) == (.misplaced, true, false))
        let moved = try #require(byView["mov-MK-001"]?.first)
        #expect((moved.mark, moved.xcode, moved.plumb) == (.misplaced, false, true))
        let floating = try #require(byView["flo-MK-001"]?.first)
        #expect((floating.mark, floating.agrees) == (.ambiguous, true))
        #expect(diagnosis.markSummary == (agree: 1, disagree: 3))
    }

    @Test func findingsSayWhereXcodeAgreesAndNotesSayWhereItDoesNot() throws {
        let findings = try Fixture.load("StaleMarks.storyboard").diagnose().findings
        let floating = try #require(findings.first { $0.itemIDs == ["flo-MK-001"] && $0.finding.severity == .warning })
        #expect(floating.finding.explanation.contains("Xcode's saved mark agrees (ambiguous=\"YES\""))
        // Xcode saved `moved` without a misplaced mark: on its canvas the view was in place, so
        // Plumb's different frame is a note (Plumb's model differs), not a warning.
        let moved = try #require(findings.first { $0.finding.kind == .misplacedView && $0.itemIDs == ["mov-MK-001"] })
        #expect(moved.finding.severity == .note)
        #expect(moved.finding.explanation.contains("Expected {50, 200, 100, 50}, the constraints give {20, 200, 100, 50}"))
        #expect(moved.isCanvasDifference)
        #expect(!findings.contains { $0.finding.kind == .misplacedView && $0.finding.severity == .warning })
        let notes = findings.filter { $0.finding.severity == .note && $0.itemIDs != ["mov-MK-001"] }
        #expect(notes.map(\.itemIDs) == [["fix-MK-001"], ["inp-MK-001"]])
        #expect(notes.map(\.finding.message) == [
            "Xcode marks Fixed (fix-MK-001) ambiguous; Plumb finds its layout determined",
            "Xcode marks In Place (inp-MK-001) misplaced; Plumb finds it where the file says",
        ])
        #expect(notes.first?.finding.location?.line == (try line(of: "id=\"fix-MK-001\"", in: "StaleMarks.storyboard")))
    }

    @Test func disagreementNotesCanBeTurnedOff() throws {
        var options = InterfaceBuilderDiagnosisOptions()
        options.reportsMarkDisagreements = false
        let diagnosis = try Fixture.load("StaleMarks.storyboard").diagnose(options: options)
        #expect(!diagnosis.findings.contains { $0.finding.severity == .note && $0.finding.message.hasPrefix("Xcode marks") })
        #expect(diagnosis.marks.count == 4)
    }

    @Test func verifyAmbiguityHidesWhatXcodeWouldNotReport() throws {
        let doc = try document("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="c1" sceneMemberID="viewController">
                                <view key="view" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <subviews>
                                        <view verifyAmbiguity="ignoreSizes" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sized">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                                        </view>
                                        <view verifyAmbiguity="ignoreSizes" translatesAutoresizingMaskIntoConstraints="NO" id="loose">
                                            <rect key="frame" x="0.0" y="400" width="100" height="100"/>
                                        </view>
                                        <view verifyAmbiguity="off" translatesAutoresizingMaskIntoConstraints="NO" id="never">
                                            <rect key="frame" x="0.0" y="500" width="100" height="100"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="sized" firstAttribute="top" secondItem="root" secondAttribute="top" id="k1"/>
                                        <constraint firstItem="sized" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k2"/>
                                        <constraint firstItem="sized" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="k3"/>
                                        <constraint firstItem="loose" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k4"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)
        let diagnosis = doc.diagnose()
        // `sized` is free only in height: hidden (position verified only). `loose` has no
        // vertical position even at its design size: still reported. `never` is never verified.
        #expect(diagnosis.findings.filter { $0.finding.severity == .warning }.map(\.itemIDs) == [["loose"]])
        #expect(diagnosis.findings.first?.finding.message == "Need constraints for: Y position")
        #expect(Set(diagnosis.suppressed.flatMap(\.itemIDs)) == ["sized", "loose", "never"])
        #expect(diagnosis.marks.contains { $0.itemID == "sized" && $0.agrees && $0.detail.contains("ignoreSizes") })
    }
}
