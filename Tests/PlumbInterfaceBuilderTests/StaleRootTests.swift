import PlumbDiagnostics
import PlumbInterfaceBuilder
import PlumbLayout
import Testing

/// A view controller's view whose saved frame Xcode marked misplaced: the canvas gives it
/// another size, the device's; Plumb lays the scene out at that size and confirms the mark.
@Suite("Interface Builder: a stale root frame")
struct StaleRootTests {
    private func storyboard(misplaced: Bool) throws -> InterfaceBuilderDocument {
        try document("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina5_5" orientation="portrait"/>
                <scenes>
                    <!--Main-->
                    <scene sceneID="scn">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill"\(misplaced ? " misplaced=\"YES\"" : "") id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="666"/>
                                    <viewLayoutGuide key="safeArea" id="safe"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)
    }

    @Test func aMarkedRootTakesTheDevicesSizeAndIsReportedMisplaced() throws {
        let marked = try storyboard(misplaced: true)
        #expect(marked.scenes.first?.designSize == Size(width: 414, height: 736))
        let findings = marked.diagnose().findings.filter { $0.finding.kind == .misplacedView }
        #expect(findings.count == 1 && findings.first?.finding.severity == .warning)
        #expect(findings.first?.finding.items.first?.contains("root") == true)
        // Unmarked, the saved frame is the canvas's size (a sheet, a container's child).
        let unmarked = try storyboard(misplaced: false)
        #expect(unmarked.scenes.first?.designSize == Size(width: 414, height: 666))
        #expect(unmarked.diagnose().findings.isEmpty)
    }
}
