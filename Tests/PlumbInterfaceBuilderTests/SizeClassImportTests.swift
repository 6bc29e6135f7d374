import PlumbDiagnostics
import PlumbInterfaceBuilder
import PlumbLayout
import Testing

/// Variations: masks on subviews and constraints, property overrides, one evaluation per
/// combination the document uses (IB_FORMAT §7), on `SizeClasses.storyboard`.
@Suite("Interface Builder: size classes")
struct SizeClassImportTests {
    @Test func everyCombinationTheDocumentUsesIsEvaluated() throws {
        let doc = try Fixture.load("SizeClasses.storyboard")
        #expect(doc.designSizeClass == .compactRegular)
        // heightClass=compact → wC hC, wR hC; widthClass=regular → wR hC, wR hR.
        #expect(doc.sizeClasses == [.compactRegular, .compactCompact, .regularCompact, .regularRegular])
        #expect(doc.sizeClasses.map(\.label) == ["wC hR", "wC hC", "wR hC", "wR hR"])
    }

    @Test func masksAndOverridesApplyPerCombination() throws {
        let scene = try Fixture.load("SizeClasses.storyboard").scene("Adaptive")
        let portrait = scene.laidOut(.compactRegular)
        #expect(portrait.size == Size(width: 375, height: 667))
        #expect(try portrait.frame("crd-SC-001") == Rect(x: 20, y: 40, width: 335, height: 100))
        #expect(portrait.view(id: "bdg-SC-001") == nil)  // excluded by default

        // iPhone 8 landscape: no status bar, top constant 8, fixed width instead of the trailing edge.
        let landscape = scene.laidOut(.compactCompact)
        #expect(landscape.size == Size(width: 667, height: 375))
        #expect(landscape.device?.id == "retina4_7" && landscape.isLandscape)
        #expect(try landscape.frame("crd-SC-001") == Rect(x: 20, y: 8, width: 200, height: 100))

        let plus = scene.laidOut(.regularCompact)
        #expect(plus.size == Size(width: 736, height: 414))
        #expect(try plus.frame("crd-SC-001") == Rect(x: 20, y: 8, width: 200, height: 100))
        #expect(plus.view(id: "bdg-SC-001") != nil)

        let pad = scene.laidOut(.regularRegular)
        #expect(pad.size == Size(width: 768, height: 1024))
        #expect(try pad.frame("crd-SC-001") == Rect(x: 20, y: 40, width: 728, height: 100))
    }

    @Test func findingsSayWhichCombinationTheyApplyTo() throws {
        let diagnosis = try Fixture.load("SizeClasses.storyboard").diagnose()
        let badge = diagnosis.findings.filter { $0.itemIDs == ["bdg-SC-001"] }
        #expect(badge.map(\.sizeClass) == [.regularCompact, .regularRegular])
        #expect(badge.map(\.finding.message) == ["Need constraints for: Y position (wR hC)",
                                                  "Need constraints for: Y position (wR hR)"])
        #expect(badge.allSatisfy { $0.finding.location?.line == (try? line(of: "id=\"bdg-SC-001\"", in: "SizeClasses.storyboard")) })
        #expect(badge.first?.finding.explanation.hasPrefix("Scene \"Adaptive\", wR hC, 736 × 414 (iPhone 8 Plus, landscape): ") == true)
        #expect(diagnosis.findings.count == 2)
    }

    @Test func onlyTheDesignCombinationHasExpectedFrames() throws {
        let scene = try Fixture.load("SizeClasses.storyboard").scene("Adaptive")
        #expect(scene.layout(for: .compactRegular).expectedFrames["Card (crd-SC-001)"] == Rect(x: 20, y: 40, width: 335, height: 100))
        #expect(scene.layout(for: .compactCompact).expectedFrames.isEmpty)
    }

    @Test func variationKeysParse() throws {
        let doc = try document("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view id="v1">
                        <rect key="frame" x="0" y="0" width="100" height="100"/>
                        <variation key="heightClass=regular-widthClass=compact" hidden="YES"/>
                        <variation key="userInterfaceIdiom=mac"/>
                    </view>
                </objects>
            </document>
            """)
        #expect(doc.designSizeClass == .any)
        #expect(doc.sizeClasses == [.any, .compactRegular])
        #expect(doc.notes.contains { $0.message.contains("userInterfaceIdiom=mac") })
        let scene = try #require(doc.scenes.first)
        #expect(scene.layout(for: .compactRegular).root.isHidden)
        #expect(!scene.layout(for: .any).root.isHidden)
    }
}
