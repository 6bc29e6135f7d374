import PlumbDiagnostics
import PlumbInterfaceBuilder
import PlumbLayout
import Testing

/// A text view as tall as its scroll view's frame, which an equal-priority constraint also asks
/// for: measured a point smaller, the two tie. Xcode says so only where it marked the scroll
/// view; elsewhere the content is exactly as tall as the frame (a note).
@Suite("Interface Builder: ties only the measure finds")
struct NudgedTieTests {
    private func storyboard(marked: Bool) throws -> InterfaceBuilderDocument {
        try controllerStoryboard(subviews: """
            <scrollView clipsSubviews="YES" contentMode="scaleToFill"\(marked ? " ambiguous=\"YES\"" : "") translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="20" width="375" height="200"/>
                <subviews>
                    <textView clipsSubviews="YES" contentMode="scaleToFill" scrollEnabled="NO" text="Notes" translatesAutoresizingMaskIntoConstraints="NO" id="text">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    </textView>
                </subviews>
                <constraints>
                    <constraint firstItem="text" firstAttribute="top" secondItem="cg" secondAttribute="top" id="c1"/>
                    <constraint firstItem="text" firstAttribute="bottom" secondItem="cg" secondAttribute="bottom" id="c2"/>
                    <constraint firstItem="text" firstAttribute="leading" secondItem="cg" secondAttribute="leading" id="c3"/>
                    <constraint firstItem="text" firstAttribute="trailing" secondItem="cg" secondAttribute="trailing" id="c4"/>
                    <constraint firstItem="text" firstAttribute="width" secondItem="fg" secondAttribute="width" id="c5"/>
                    <constraint firstItem="text" firstAttribute="height" secondItem="fg" secondAttribute="height" priority="250" id="c6"/>
                </constraints>
                <viewLayoutGuide key="contentLayoutGuide" id="cg"/>
                <viewLayoutGuide key="frameLayoutGuide" id="fg"/>
            </scrollView>
            """, constraints: """
            <constraint firstItem="scroll" firstAttribute="top" secondItem="safe" secondAttribute="top" id="s1"/>
            <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s2"/>
            <constraint firstItem="scroll" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="s3"/>
            <constraint firstItem="scroll" firstAttribute="height" constant="200" id="s4"/>
            """)
    }

    private func contentFindings(_ doc: InterfaceBuilderDocument) -> [InterfaceBuilderFinding] {
        doc.diagnose().findings.filter { $0.finding.kind == .ambiguousScrollableContentSize }
    }

    @Test func whereXcodeMarkedTheScrollViewTheTieIsAWarning() throws {
        let found = contentFindings(try storyboard(marked: true))
        #expect(found.count == 1 && found.first?.finding.severity == .warning)
    }

    @Test func whereXcodeSavedNoMarkItIsANoteThatTheContentFitsExactly() throws {
        let found = contentFindings(try storyboard(marked: false))
        #expect(found.count == 1)
        #expect(found.first?.finding.severity == .note)
        #expect(found.first?.finding.message == "Scrollable content is exactly as tall as the scroll view")
    }
}
