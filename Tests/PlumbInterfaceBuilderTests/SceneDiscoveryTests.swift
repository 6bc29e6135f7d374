import PlumbDiagnostics
import PlumbInterfaceBuilder
import PlumbLayout
import Testing

/// What lays out on its own (view controllers, top-level views, cells), the simulated bars,
/// the legacy layout guides, and the names findings use.
@Suite("Interface Builder: scenes, bars and names")
struct SceneDiscoveryTests {
    @Test func legacyGuidesUnderNavigationAndTabBars() throws {
        let doc = try Fixture.load("LegacyGuides.storyboard")
        #expect(doc.kind == .storyboard)
        #expect(doc.scenes.map(\.name) == ["List", "Detail"])
        #expect(doc.notes.filter { $0.message.contains("container controller") }.count == 2)
        let list = try doc.scene("List").laidOut()
        // Status bar 20 + navigation bar 44 on top, tab bar 49 below.
        #expect(list.safeAreaInsets == EdgeInsets(top: 64, left: 0, bottom: 49, right: 0))
        #expect(try list.frame("hdr-LG-001") == Rect(x: 16, y: 72, width: 60, height: 21))   // top guide + 8
        #expect(try list.frame("ftr-LG-001") == Rect(x: 16, y: 589, width: 60, height: 21))  // bottom guide − 8
        #expect(try list.frame("btn-LG-001").minY == 101)                                   // symbolic 8
        // The pushed controller inherits both bars.
        let detail = try doc.scene("Detail").laidOut()
        #expect(detail.safeAreaInsets == EdgeInsets(top: 64, left: 0, bottom: 49, right: 0))
        #expect(try detail.frame("dtl-LG-001") == Rect(x: 16, y: 72, width: 60, height: 21))
        #expect(doc.diagnose().findings.isEmpty)
        #expect(list.items.filter(\.isGuide).map(\.className) == ["Top Layout Guide", "Bottom Layout Guide"])
    }

    @Test func xibTopLevelViewsAndCells() throws {
        let doc = try Fixture.load("Cells.xib")
        #expect(doc.kind == .xib)
        #expect(doc.deviceID == "retina6_1")
        #expect(doc.scenes.map(\.name) == ["Header", "Table View Cell \"ItemCell\""])
        #expect(doc.scenes.map(\.kind) == [.topLevelView, .cell])
        let header = try doc.scene("Header").laidOut()
        #expect(header.size == Size(width: 320, height: 100))     // its own frame, not the device's
        #expect(header.safeAreaInsets == .zero)
        #expect(try header.frame("hln-XB-001") == Rect(x: 16, y: 39.5, width: 80, height: 21))
        let cell = try doc.scene("Table View Cell \"ItemCell\"").laidOut()
        #expect(cell.size == Size(width: 414, height: 44))
        #expect(cell.root.layoutMargins == EdgeInsets(top: 11, left: 20, bottom: 11, right: 20))
        // Its alignment rectangle (49 wide) ends at the trailing margin; its frame 2 points past it.
        #expect(try cell.frame("swt-XB-001") == Rect(x: 345, y: 6.5, width: 51, height: 31))
        // The switch keeps Interface Builder's 750 hugging.
        #expect(try #require(cell.view(id: "swt-XB-001")).contentHuggingPriority(for: .horizontal) == 750)
        #expect(doc.diagnose().findings.isEmpty)
    }

    @Test func namesAndLinesOfFindings() throws {
        let doc = try Fixture.load("Constraints.storyboard")
        let layout = try doc.scene("Rules").layout()
        let names = Dictionary(uniqueKeysWithValues: layout.items.map { ($0.id, $0.name) })
        #expect(names["thd-CN-001"] == "Third (thd-CN-001)")                       // userLabel
        #expect(names["nam-CN-001"] == "Label \"Name\" (nam-CN-001)")              // class and text
        #expect(names["val-CN-001"] == "Text Field \"Jane Appleseed\" (val-CN-001)")  // placeholder text
        #expect(names["rt0-CN-001"] == "View (rt0-CN-001)")
        #expect(names["saf-CN-001"] == "View (rt0-CN-001).safeAreaLayoutGuide")
        let third = try #require(layout.items.first { $0.id == "thd-CN-001" })
        #expect(third.location.line == (try line(of: "id=\"thd-CN-001\"", in: "Constraints.storyboard")))
        #expect(third.location.column == 29)
        #expect(third.className == "View")
        let constraint = try #require(layout.constraints.first { layout.record(for: $0)?.id == "tw1-CN-001" })
        #expect(constraint.sourceLocation?.line == (try line(of: "id=\"tw1-CN-001\"", in: "Constraints.storyboard")))
        #expect(constraint.sourceLocation?.column == 29)
        #expect(layout.record(for: constraint)?.equation == "Third (thd-CN-001).width == 0.3333333333333333*View (rt0-CN-001).width")
    }

    @Test func scrollViewsUnderANavigationBarStartBelowIt() throws {
        // Interface Builder draws content at the offset UIKit starts with: −(status + bar).
        let doc = try document("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina5_9" orientation="portrait"/>
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="c1" sceneMemberID="viewController">
                                <view key="view" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                                    <subviews>
                                        <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                                            <subviews>
                                                <view translatesAutoresizingMaskIntoConstraints="NO" id="pinned">
                                                    <rect key="frame" x="0.0" y="8" width="375" height="44"/>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="pinned" firstAttribute="top" secondItem="scrollSafe" secondAttribute="top" constant="8" id="k1"/>
                                                <constraint firstItem="pinned" firstAttribute="leading" secondItem="scrollFrame" secondAttribute="leading" id="k2"/>
                                                <constraint firstItem="pinned" firstAttribute="width" secondItem="scrollFrame" secondAttribute="width" id="k3"/>
                                                <constraint firstAttribute="height" secondItem="pinned" secondAttribute="height" constant="0" id="k4" firstItem="pinned2"/>
                                            </constraints>
                                            <viewLayoutGuide key="safeArea" id="scrollSafe"/>
                                            <viewLayoutGuide key="frameLayoutGuide" id="scrollFrame"/>
                                        </scrollView>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="k5"/>
                                        <constraint firstItem="scroll" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="k6"/>
                                        <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k7"/>
                                        <constraint firstItem="scroll" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="k8"/>
                                    </constraints>
                                </view>
                                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)
        let layout = try #require(doc.scenes.first).laidOut()
        #expect(layout.safeAreaInsets == EdgeInsets(top: 88, left: 0, bottom: 34, right: 0))
        let scroll = try #require(layout.view(id: "scroll") as? ScrollView)
        #expect(scroll.contentOffset == Point(x: 0, y: -88))
        #expect(try layout.frame("pinned").minY == 8)
        // The height constraint names an item that does not exist: skipped with a note.
        #expect(layout.notes.contains { $0.message.contains("pinned2, which is not in the document") })
    }
}
