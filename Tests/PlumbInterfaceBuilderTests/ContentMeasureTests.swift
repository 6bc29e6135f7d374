import PlumbDiagnostics
import PlumbInterfaceBuilder
import PlumbLayout
import Testing

/// Content sizes the saved frames do not give: documents without frames (Xcode 8 and earlier
/// saved none for views placed by constraints), and ties that saved frames hide.
@Suite("Interface Builder: content sizes without saved frames, hidden ties")
struct ContentMeasureTests {
    /// A xib whose top-level view holds a scroll view (`scr`) pinned to its edges, with
    /// `content` inside it.
    func xib(_ content: String, frames: Bool = true) throws -> InterfaceBuilderDocument {
        func frame(_ x: Int, _ y: Int, _ w: Int, _ h: Int) -> String {
            frames ? "<rect key=\"frame\" x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\"/>" : ""
        }
        return try document("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <subviews>
                            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scr">
                                \(frame(0, 0, 320, 35))
                                <subviews>
            \(content)
                                </subviews>
                                <constraints>
                                    <constraint firstItem="a" firstAttribute="top" secondItem="scr" secondAttribute="top" id="c1"/>
                                    <constraint firstItem="a" firstAttribute="leading" secondItem="scr" secondAttribute="leading" id="c2"/>
                                    <constraint firstAttribute="trailing" secondItem="a" secondAttribute="trailing" id="c3"/>
                                    <constraint firstItem="a" firstAttribute="width" secondItem="scr" secondAttribute="width" id="c4"/>
                                    <constraint firstAttribute="bottom" secondItem="a" secondAttribute="bottom" id="c5"/>
                                </constraints>
                            </scrollView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="scr" firstAttribute="top" secondItem="root" secondAttribute="top" id="r1"/>
                            <constraint firstItem="scr" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r2"/>
                            <constraint firstAttribute="trailing" secondItem="scr" secondAttribute="trailing" id="r3"/>
                            <constraint firstItem="scr" firstAttribute="height" constant="35" id="r4"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """, path: "Inline.xib")
    }

    func scrollWarnings(_ doc: InterfaceBuilderDocument) -> [String] {
        doc.scenes.flatMap { scene in
            scene.laidOut().diagnose().findings.filter {
                $0.finding.kind == .ambiguousScrollableContentSize && $0.finding.severity == .warning
            }.map(\.finding.message)
        }
    }

    @Test func aTextFieldWithoutASavedFrameStillHasItsContentHeight() throws {
        let doc = try xib("""
            <textField borderStyle="roundedRect" placeholder="Name" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
            </textField>
            """, frames: false)
        #expect(scrollWarnings(doc).isEmpty)
        let field = try #require(doc.scenes.first?.laidOut().view(id: "a"))
        #expect(field.intrinsicContentSize.height > 0)
    }

    /// Without a saved frame a label is measured in its font (weight included) at the design
    /// device's pixels (retina4_7: scale 2), in the font of the Xcode that saved the file.
    @Test func aLabelWithoutASavedFrameIsMeasuredInItsFont() throws {
        func label(_ type: String) throws -> Size {
            let doc = try xib("""
                <label text="Sign in" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                    <fontDescription key="fontDescription" \(type) pointSize="17"/>
                </label>
                """, frames: false)
            return try #require(doc.scenes.first?.laidOut().view(id: "a")).intrinsicContentSize
        }
        let regular = try label("type=\"system\""), bold = try label("type=\"boldSystem\"")
        let semibold = try label("type=\"system\" weight=\"semibold\"")
        #expect(regular == TextMeasure.size(of: "Sign in", scale: 2))
        #expect(regular.height == 20.5)
        #expect(bold.width > semibold.width && semibold.width > regular.width)
    }

    /// The note that compares Plumb's measure with the widths Xcode saved: a label placed by
    /// its leading and top edges counts.
    @Test func theTextMeasureNoteComparesSavedWidths() throws {
        func doc(_ width: Double) throws -> InterfaceBuilderDocument {
            try document("""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                    <device id="retina4_7" orientation="portrait"/>
                    <objects>
                        <view contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                            <subviews>
                                <label opaque="NO" text="Sign in" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                    <rect key="frame" x="20" y="20" width="\(width)" height="20.5"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                            </constraints>
                        </view>
                    </objects>
                </document>
                """, path: "Label.xib")
        }
        let agreeing = try #require(try doc(51.5).textMeasureNote)
        #expect(agreeing.message.hasPrefix("text measure: 1 of 1 single-line label Xcode saved at their own width are within 1 pt of Plumb's (median error 0 pt)"))
        let far = try #require(try doc(60).textMeasureNote)
        #expect(far.message.contains("0 of 1") && far.message.contains("the farthest: \"Sign in\" (a) saved 60 wide, measured 51.5"))
    }

    @Test func aViewWithoutContentAndWithoutAFrameLeavesTheHeightOpen() throws {
        let doc = try xib("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="a"/>
            """, frames: false)
        #expect(scrollWarnings(doc) == ["Has ambiguous scrollable content height"])
    }

    /// A text view as tall as the scroll view's frame @250, its own vertical hugging 250: with
    /// the saved frames (35 and 35) the two agree, but any smaller text leaves a range. Xcode
    /// saved no ambiguity mark here, so it is a note (NudgedTieTests has the marked case).
    @Test func aTieTheSavedFramesHideIsFound() throws {
        func textView(_ priority: Int) -> String {
            """
            <textView scrollEnabled="NO" text="Value" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                <rect key="frame" x="0.0" y="0.0" width="320" height="35"/>
                <constraints>
                    <constraint firstAttribute="height" secondItem="scr" secondAttribute="height" priority="\(priority)" id="t1"/>
                </constraints>
            </textView>
            """
        }
        let tied = try xib(textView(250))
        #expect(scrollWarnings(tied).isEmpty)
        let finding = try #require(tied.scenes.first?.laidOut().diagnose().findings.first {
            $0.finding.kind == .ambiguousScrollableContentSize
        })
        #expect(finding.finding.severity == .note)
        #expect(finding.finding.message == "Scrollable content is exactly as tall as the scroll view")
        // At 750 the frame's height wins over hugging: determined.
        #expect(scrollWarnings(try xib(textView(750))).isEmpty)
    }
}
