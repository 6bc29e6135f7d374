import PlumbDiagnostics
import PlumbInterfaceBuilder
import PlumbLayout
import Testing

/// Unknown elements, missing ids, dangling references, unreadable values: skipped with a
/// note at their line, never a crash.
@Suite("Interface Builder: notes on what is skipped")
struct ImportNotesTests {
    static let sloppy = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <view id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="10" y="10" width="50" height="50"/>
                        </view>
                        <fancyWidget id="fancy">
                            <rect key="frame" x="100" y="10" width="50" height="50"/>
                        </fancyWidget>
                        <doodad/>
                        <view translatesAutoresizingMaskIntoConstraints="NO">
                            <rect key="frame" x="10" y="100" width="50" height="50"/>
                        </view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="0" y="0" width="1" height="1"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="nowhere" secondAttribute="top" id="c2"/>
                        <constraint firstItem="box" firstAttribute="width" constant="fifty" id="c3"/>
                        <constraint firstItem="box" firstAttribute="height" constant="50" priority="0" id="c4"/>
                        <constraint firstItem="box" firstAttribute="height" multiplier="1:0" secondItem="root" secondAttribute="height" id="c5"/>
                        <constraint firstItem="box" firstAttribute="diagonal" constant="3" id="c6"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="width" id="c7"/>
                        <constraint firstItem="box" firstAttribute="width" relation="approximately" constant="3" id="c8"/>
                        <constraint firstItem="box" firstAttribute="height" secondItem="root" secondAttribute="height" multiplier="2:0.9" id="c9"/>
                        <constraint secondItem="box" id="c10"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test func everyProblemIsANoteAtItsLine() throws {
        let doc = try document(ImportNotesTests.sloppy, path: "Sloppy.xib")
        #expect(doc.notes.contains { $0.message.hasPrefix("duplicate id box") && $0.line == 17 })
        let layout = try #require(doc.scenes.first).laidOut()
        let notes = layout.notes.map { "\($0.line): \($0.message)" }
        let expected = [
            "10: unknown element <fancyWidget>: laid out as a plain view",
            "13: <doodad> inside <subviews> is not a view Plumb knows; skipped",
            "23: constraint c2 refers to nowhere, which is not in the document; skipped",
            "24: constraint c3 has an unreadable constant \"fifty\"; skipped",
            "25: constraint c4 has priority \"0\"; priorities must be greater than 0 and at most 1000; skipped",
            "26: constraint c5 has an unreadable multiplier \"1:0\"; skipped",
            "27: constraint c6 has an unknown firstAttribute \"diagonal\"; skipped",
            "29: constraint c8 has an unknown relation \"approximately\"; skipped",
            "31: constraint c10 has no firstAttribute; skipped",
        ]
        for line in expected { #expect(notes.contains(line), "missing note \(line) in \(notes)") }
        // A position related to a size cannot be activated: PlumbLayout's reason is quoted.
        #expect(notes.contains { $0.hasPrefix("28: constraint c7 cannot be activated: invalid attributes") })
        // `2:0.9` is a ratio like any other.
        let ratio = try #require(layout.constraints.first { layout.record(for: $0)?.id == "c9" })
        #expect(abs(ratio.multiplier - 2 / 0.9) < 1e-12)
        // The view without an id is laid out, named by its line.
        #expect(layout.items.contains { $0.name == "View (line 14)" })
        #expect(layout.view(id: "fancy") != nil)
        // The notes are located in the file given.
        #expect(layout.notes.allSatisfy { $0.file == "Sloppy.xib" })
        #expect(layout.notes.first?.description.hasPrefix("Sloppy.xib:") == true)
    }

    @Test func constraintsToAnotherSceneAreSkipped() throws {
        let doc = try document("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <scenes>
                    <scene sceneID="s1"><objects><viewController id="c1" sceneMemberID="viewController">
                        <view key="view" id="a"><rect key="frame" x="0" y="0" width="100" height="100"/>
                            <constraints><constraint firstItem="a" firstAttribute="width" secondItem="b" secondAttribute="width" id="k1"/></constraints>
                        </view>
                    </viewController></objects></scene>
                    <scene sceneID="s2"><objects><viewController id="c2" sceneMemberID="viewController">
                        <view key="view" id="b"><rect key="frame" x="0" y="0" width="100" height="100"/></view>
                    </viewController></objects></scene>
                </scenes>
            </document>
            """)
        let layout = try #require(doc.scenes.first).layout()
        #expect(layout.notes.map(\.message) == ["constraint k1 refers to View (b), which is not in this scene (line 9); skipped"])
    }
}
