import PlumbInterfaceBuilder
import PlumbLayout
import Testing

/// What pictures draw of a view: the document's background and text colours and the text a
/// control shows, in its font.
@Suite("Interface Builder: colours and texts for pictures")
struct AppearanceTests {
    @Test func backgroundAndTextColoursAreRead() throws {
        let document = try controllerStoryboard(subviews: """
            <view contentMode="scaleToFill" id="red">
                <rect key="frame" x="0.0" y="20" width="60" height="40"/>
                <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="0.5" colorSpace="custom" customColorSpace="sRGB"/>
            </view>
            <view contentMode="scaleToFill" id="grey">
                <rect key="frame" x="0.0" y="80" width="60" height="40"/>
                <color key="backgroundColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
            </view>
            <view contentMode="scaleToFill" id="system">
                <rect key="frame" x="0.0" y="140" width="60" height="40"/>
                <color key="backgroundColor" systemColor="systemBlueColor"/>
            </view>
            <view contentMode="scaleToFill" id="asset">
                <rect key="frame" x="0.0" y="200" width="60" height="40"/>
                <color key="backgroundColor" name="Brand"/>
            </view>
            <label text="Hello" numberOfLines="2" id="label">
                <rect key="frame" x="0.0" y="260" width="60" height="40"/>
                <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                <color key="textColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </label>
            <textField placeholder="Email" id="field">
                <rect key="frame" x="0.0" y="320" width="200" height="34"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
            </textField>
            """)
        let layout = try #require(document.scenes.first).layout()
        func record(_ id: String) throws -> ItemRecord { try #require(layout.items.first { $0.id == id }) }
        #expect(try record("red").backgroundColor == DocumentColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(try record("red").backgroundColor?.hex == "#ff0000")
        #expect(try record("grey").backgroundColor?.hex == "#808080")
        #expect(try record("system").backgroundColor?.hex == "#007aff")
        // An asset-catalog colour's value is not in the document.
        #expect(try record("asset").backgroundColor == nil)
        #expect(try record("label").textColor?.hex == "#0000ff")
        let label = try #require(try record("label").shownText)
        #expect(label.text == "Hello")
        #expect(label.numberOfLines == 2)
        #expect(label.font.pointSize == 20)
        #expect(label.font.weight == .bold)
        let field = try #require(try record("field").shownText)
        #expect(field.text == "Email")
        #expect(field.isPlaceholder)
    }
}
