import PlumbDiagnostics
import PlumbInterfaceBuilder
import PlumbLayout
import Testing

/// An ambiguity at most `textMeasureSlack` wide on a view Xcode saved without a mark is the
/// slack of Plumb's text measure (a note); Xcode's mark, or a wider range, keeps it a warning.
@Suite("Interface Builder: ambiguity within the text measure")
struct MeasureSlackTests {
    private func storyboard(range: Double, marked: Bool) throws -> InterfaceBuilderDocument {
        try controllerStoryboard(subviews: """
            <view contentMode="scaleToFill"\(marked ? " ambiguous=\"YES\"" : "") translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="0.0" y="20" width="60" height="40"/>
            </view>
            """, constraints: """
            <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="k1"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k2"/>
            <constraint firstItem="box" firstAttribute="height" constant="40" id="k3"/>
            <constraint firstItem="box" firstAttribute="width" relation="greaterThanOrEqual" constant="60" id="k4"/>
            <constraint firstItem="box" firstAttribute="width" relation="lessThanOrEqual" constant="\(60 + range)" id="k5"/>
            """)
    }

    private func severity(range: Double, marked: Bool) throws -> Finding.Severity? {
        try storyboard(range: range, marked: marked).diagnose().findings.first { $0.finding.kind == .ambiguousLayout }?.finding.severity
    }

    @Test func aRangeWithinTheMeasureOnAnUnmarkedViewIsANote() throws {
        #expect(try severity(range: 2, marked: false) == .note)
        #expect(try severity(range: 2, marked: true) == .warning)
        #expect(try severity(range: 10, marked: false) == .warning)
    }
}
