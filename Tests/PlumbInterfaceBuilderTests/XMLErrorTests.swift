import PlumbInterfaceBuilder
import PlumbMessages
import Testing

/// Malformed XML is reported in words, at the place of the fault, from Plumb's own reading of
/// libxml2's error numbers (which Foundation on Linux passes through under other names).
@Suite("Storyboards: XML errors in words")
struct XMLErrorTests {
    static let head = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
            <scenes>
        """

    static func error(_ text: String) -> InterfaceBuilderError? {
        do {
            _ = try InterfaceBuilderDocument.parse(Array(text.utf8), path: "t.storyboard")
            return nil
        } catch {
            return error
        }
    }

    @Test func aMismatchedEndTagIsNamedWhereItIs() throws {
        let text = Self.head + "\n        <scene sceneID=\"a\">\n        </objects>\n    </scenes>\n</document>\n"
        let e = try #require(Self.error(text))
        #expect(e.message.hasPrefix("malformed XML: an end tag does not match the open element <scene> (line 4)"), "\(e)")
        #expect(e.line == 5, "\(e)")
    }

    @Test func aTruncatedFileSaysWhatIsLeftOpen() throws {
        let e = try #require(Self.error(Self.head + "\n        <scene sceneID=\"a\">\n"))
        #expect(e.message.hasPrefix("malformed XML: the file ends before <scene> (line 4) is closed"), "\(e)")
    }

    @Test func aSecondRootIsExtraContent() throws {
        let e = try #require(Self.error(Self.head + "\n    </scenes>\n</document>\n<document/>\n"))
        #expect(e.message.contains("content after the root element") || e.message.contains("extra content"), "\(e)")
        #expect(e.line == 6, "\(e)")
    }

    @Test func anUndeclaredEntityIsCalledSo() throws {
        let e = try #require(Self.error(Self.head + "\n        <scene sceneID=\"&nbsp;\"/>\n    </scenes>\n</document>\n"))
        #expect(e.message.contains("undeclared entity"), "\(e)")
        #expect(!e.message.contains("external"), "\(e)")
        #expect(e.line == 4, "\(e)")
    }

    @Test func anUnclosedTagIsCalledSo() throws {
        let e = try #require(Self.error(Self.head + "\n        <scene sceneID=\"a\"\n    </scenes>\n</document>\n"))
        #expect(e.message.hasPrefix("malformed XML: "), "\(e)")
        #expect(!e.message.contains("Error ("), "\(e)")
        #expect(!e.message.contains("libxml2 error"), "\(e)")
    }
}
