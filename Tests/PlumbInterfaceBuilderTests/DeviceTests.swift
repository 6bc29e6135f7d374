import PlumbDiagnostics
import PlumbInterfaceBuilder
import PlumbLayout
import Testing

/// The device table and the `size` override.
@Suite("Interface Builder: devices")
struct DeviceTests {
    static func screen(device: String, orientation: String = "portrait", freeform: String = "") -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="\(orientation)"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="c1" sceneMemberID="viewController">
                            <view key="view" id="root"/>
                            \(freeform)
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test(arguments: [
        ("retina4_0", Size(width: 320, height: 568), EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
        ("retina4_7", Size(width: 375, height: 667), EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
        ("retina5_9", Size(width: 375, height: 812), EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)),
        ("retina6_1", Size(width: 414, height: 896), EdgeInsets(top: 48, left: 0, bottom: 34, right: 0)),
        ("retina6_12", Size(width: 393, height: 852), EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
        ("ipad9_7", Size(width: 768, height: 1024), EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
    ])
    func deviceSizeAndSafeArea(id: String, size: Size, safeArea: EdgeInsets) throws {
        let doc = try document(DeviceTests.screen(device: id))
        let layout = try #require(doc.scenes.first).laidOut()
        #expect(layout.size == size)
        #expect(layout.safeAreaInsets == safeArea)
        #expect(layout.root.frame.size == size)
    }

    @Test func landscapeSwapsTheSizeAndMovesTheSafeArea() throws {
        let doc = try document(DeviceTests.screen(device: "retina5_9", orientation: "landscape"))
        #expect(doc.designSizeClass == SizeClassCombination(width: .compact, height: .compact))
        let layout = try #require(doc.scenes.first).laidOut()
        #expect(layout.size == Size(width: 812, height: 375))
        #expect(layout.safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    }

    @Test func sizeOverrideAndFreeformSize() throws {
        let overridden = try document(DeviceTests.screen(device: "retina4_7"), size: Size(width: 320, height: 480))
        #expect(try #require(overridden.scenes.first).laidOut().size == Size(width: 320, height: 480))
        let freeform = try document(DeviceTests.screen(device: "retina4_7",
                                                        freeform: "<size key=\"freeformSize\" width=\"375\" height=\"1200\"/>"))
        #expect(try #require(freeform.scenes.first).laidOut().size == Size(width: 375, height: 1200))
        #expect(refusal(DeviceTests.screen(device: "retina4_7")) == nil)
        #expect(throws: InterfaceBuilderError.self) {
            _ = try document(DeviceTests.screen(device: "retina4_7"), size: Size(width: 0, height: 10))
        }
    }

    @Test func unknownDeviceUsesTheFramesWithANote() throws {
        let doc = try document(DeviceTests.screen(device: "retina9_9"))
        #expect(doc.device == nil)
        #expect(doc.notes.contains { $0.message.hasPrefix("unknown device retina9_9") })
        #expect(Device.named("retina4_7")?.name == "iPhone 8")
        #expect(Device.table.count >= 20)
    }
}
