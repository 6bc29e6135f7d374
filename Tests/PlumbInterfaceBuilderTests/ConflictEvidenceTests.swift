import PlumbDiagnostics
import PlumbInterfaceBuilder
import PlumbLayout
import Testing

/// Conflicts in documents: Xcode saves no mark for them, so its saved frames are the evidence
/// (`savedFramesAgree`, `savedFramesConfirm`); a hidden arranged view's 'UISV-hiding' conflict is UIKit's at run time
/// only (a note).
@Suite("Interface Builder: conflicts and Xcode's frames")
struct ConflictEvidenceTests {
    private func storyboard(_ subviews: String, _ constraints: String) throws -> InterfaceBuilderDocument {
        try controllerStoryboard(subviews: subviews, constraints: constraints)
    }

    /// A box pinned 100 from the top and 467 from the bottom (100 high in 667) and asked to be
    /// 60 high: a conflict, resolved by whichever constraint gives way.
    static let boxPinnedAndSized = """
        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="k1"/>
        <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="467" id="k2"/>
        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k3"/>
        <constraint firstItem="box" firstAttribute="width" constant="50" id="k4"/>
        <constraint firstItem="box" firstAttribute="height" constant="60" id="k5"/>
        """

    @Test func aConflictXcodeResolvedTheSameWayIsConfirmedByItsFrames() throws {
        // The box is pinned 100 from the top and 467 from the bottom (height 100), and asked
        // for 60: Xcode's canvas broke the height and saved 100.
        let doc = try storyboard("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="0.0" y="100" width="50" height="100"/></view>
            """, Self.boxPinnedAndSized)
        let conflicts = doc.diagnose().findings.filter { $0.finding.kind == .conflictingConstraints }
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.savedFramesAgree == true)
        #expect(conflicts.first?.finding.explanation.contains("resolved the same conflict the same way") == true)
    }

    /// Saved at 60 high, the box keeps its height and breaks its written bottom constraint:
    /// the canvas had the conflict and gave up another member than Plumb does.
    @Test func aConflictXcodeResolvedOtherwiseIsConfirmedByTheMemberItBroke() throws {
        let doc = try storyboard("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="0.0" y="100" width="50" height="60"/></view>
            """, Self.boxPinnedAndSized)
        let conflicts = doc.diagnose().findings.filter { $0.finding.kind == .conflictingConstraints }
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.savedFramesAgree == false && conflicts.first?.savedFramesConfirm == true)
        #expect(conflicts.first?.finding.explanation.contains("instead: its canvas could not hold these constraints either") == true)
    }

    /// The same conflict on a view Xcode marked misplaced: its saved frame is stale, no evidence.
    @Test func aMarkedViewsStaleFrameConfirmsNothing() throws {
        let doc = try storyboard("""
            <view translatesAutoresizingMaskIntoConstraints="NO" misplaced="YES" id="box"><rect key="frame" x="0.0" y="100" width="50" height="60"/></view>
            """, Self.boxPinnedAndSized)
        let conflicts = doc.diagnose().findings.filter { $0.finding.kind == .conflictingConstraints }
        #expect(conflicts.count == 1 && conflicts.first?.savedFramesConfirm == false)
    }

    @Test func aHiddenArrangedViewsConflictIsARunTimeNote() throws {
        let doc = try storyboard("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                <subviews>
                    <view contentMode="scaleToFill" id="shown"><rect key="frame" x="0.0" y="0.0" width="375" height="44"/></view>
                    <view hidden="YES" contentMode="scaleToFill" id="gone"><rect key="frame" x="0.0" y="44" width="375" height="56"/>
                        <constraints><constraint firstAttribute="height" constant="56" id="h2"/></constraints>
                    </view>
                </subviews>
                <constraints><constraint firstItem="shown" firstAttribute="height" constant="44" id="h1"/></constraints>
            </stackView>
            """, """
            <constraint firstItem="stack" firstAttribute="top" secondItem="safe" secondAttribute="top" id="s1"/>
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s2"/>
            <constraint firstItem="stack" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="s3"/>
            """)
        let conflicts = doc.diagnose().findings.filter { $0.finding.kind == .conflictingConstraints }
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.finding.severity == .note)
        #expect(conflicts.first?.finding.message == "At run time UIKit logs a conflict when this hidden view collapses")
    }
}
