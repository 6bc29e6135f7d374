import PlumbDiagnostics
import PlumbInterfaceBuilder
import PlumbLayout
import Testing

/// Hostile and broken input: clear errors with a place, never a crash, no entity expansion,
/// no recursion on the input's depth.
@Suite("Interface Builder: parsing safety")
struct ParsingSafetyTests {
    @Test func malformedXMLIsAnErrorWithItsPlace() throws {
        let error = try #require(refusal("<document type=\"x\">\n  <objects>\n</document>\n"))
        #expect(error.file == "Inline.storyboard")
        #expect(error.line == 3)
        #expect(error.column > 0)
        #expect(error.message.hasPrefix("malformed XML: "))
        #expect(error.description.hasPrefix("Inline.storyboard:3:"))
    }

    @Test func entityExpansionBombIsRefusedBeforeParsing() throws {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
        for i in 1...9 {
            text += " <!ENTITY lol\(i) \"" + String(repeating: "&lol\(i == 1 ? "" : String(i - 1));", count: 10) + "\">\n"
        }
        text += "]>\n<document>&lol9;</document>\n"
        let error = try #require(refusal(text))
        #expect((error.line, error.column) == (2, 1))
        #expect(error.message.contains("refused"))
    }

    @Test func externalEntitiesAreRefused() throws {
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<document>&x;</document>\n"
        #expect(refusal(text)?.line == 2)
    }

    @Test func markupInCommentsAndCDATAIsNotADeclaration() throws {
        let doc = try document("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- <!DOCTYPE not really> -->
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view id="v" userLabel="a &gt; b">
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                        <string key="note"><![CDATA[<!ENTITY nope "x"> <view>]]></string>
                    </view>
                </objects>
            </document>
            """)
        let layout = try #require(doc.scenes.first).layout()
        #expect(layout.items.first?.name == "a > b (v)")
        #expect(layout.items.first?.location.line == 5)
    }

    @Test func documentsPlumbDoesNotRead() throws {
        let mac = refusal("<document type=\"com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB\" targetRuntime=\"MacOSX.Cocoa\"><scenes/></document>")
        #expect(mac?.message.hasPrefix("a macOS (Cocoa) document") == true)
        #expect((mac?.line, mac?.column) == (1, 1))
        let macXib = refusal("<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"><objects/></document>")
        #expect(macXib?.message.hasPrefix("a macOS (Cocoa) document") == true)
        let watch = refusal("<document type=\"com.apple.InterfaceBuilder.WatchKit.Storyboard\" targetRuntime=\"watchKit\"/>")
        #expect(watch?.message.hasPrefix("a watchOS document") == true)
        #expect(refusal("<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\"/>")?.message
                .hasPrefix("an Xcode 3 archive") == true)
        #expect(refusal("<plist version=\"1.0\"><dict/></plist>")?.message
                == "not an Interface Builder document: the root element is <plist>, expected <document>")
        #expect(refusal("")?.message.hasPrefix("malformed XML") == true || refusal("")?.message == "the file contains no XML element")
        #expect(refusal("\u{FEFF}<document/>") == nil)
    }

    @Test func utf16IsRefusedWithAReason() throws {
        let bytes: [UInt8] = [0xFF, 0xFE] + Array("<document/>".utf8).flatMap { [$0, 0] }
        #expect(throws: InterfaceBuilderError.self) { _ = try InterfaceBuilderDocument.parse(bytes, path: "Wide.xib") }
    }

    @Test func unreadableFile() throws {
        do {
            _ = try InterfaceBuilderDocument.load(contentsOf: "/nonexistent/Main.storyboard")
            Issue.record("loaded a file that does not exist")
        } catch {
            #expect(error.description == "/nonexistent/Main.storyboard: error: cannot read the file")
        }
    }

    @Test func deepNestingNeitherRecursesNorCrashes() throws {
        // 100,000 nested elements the importer does not know, inside a view.
        let depth = 100_000
        let text = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" targetRuntime=\"iOS.CocoaTouch\" useAutolayout=\"YES\"><objects><view id=\"v\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/>"
            + String(repeating: "<deep>", count: depth) + String(repeating: "</deep>", count: depth)
            + "</view></objects></document>"
        let doc = try document(text)
        #expect(doc.scenes.count == 1)
        _ = try #require(doc.scenes.first).laidOut()
    }

    @Test func deeplyNestedViewsBuildAndLayOut() throws {
        let depth = 1_000
        var text = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" targetRuntime=\"iOS.CocoaTouch\" useAutolayout=\"YES\"><objects>"
        for i in 0..<depth {
            text += "<view translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"v\(i)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"100\" height=\"100\"/><subviews>"
        }
        text += "<view id=\"leaf\"><rect key=\"frame\" x=\"1\" y=\"2\" width=\"3\" height=\"4\"/></view>"
        for i in (0..<depth).reversed() {
            text += "</subviews>"
            if i > 0 {
                text += "<constraints><constraint firstItem=\"v\(i)\" firstAttribute=\"leading\" secondItem=\"v\(i - 1)\" secondAttribute=\"leading\" id=\"c\(i)\"/></constraints>"
            }
            text += "</view>"
        }
        text += "</objects></document>"
        let layout = try #require(try document(text).scenes.first).laidOut()
        #expect(layout.items.count == depth + 1)
        #expect(try layout.frame("leaf") == Rect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func aLargeDocumentLoadsWithoutBuildingItsScenes() throws {
        let document = try LargeDocument.make(scenes: 400)
        #expect(document.count > 1_000_000)
        let doc = try InterfaceBuilderDocument.parse(Array(document.utf8), path: "Large.storyboard")
        #expect(doc.scenes.count == 400)
        let layout = doc.scenes[399].laidOut()
        #expect(layout.diagnose().findings.isEmpty)
    }
}

/// A storyboard of many copies of a form scene (about 3 KB each), for size tests.
enum LargeDocument {
    static func make(scenes: Int) throws -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>

            """
        for n in 0..<scenes {
            text += """
                    <scene sceneID="s\(n)">
                        <objects>
                            <viewController id="c\(n)" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="r\(n)">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>

                """
            for row in 0..<8 {
                text += """
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Row \(row)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="l\(n)-\(row)">
                                            <rect key="frame" x="20" y="\(40 + row * 40)" width="60" height="21"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            <color key="textColor" red="0.1" green="0.1" blue="0.1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                            <nil key="highlightedColor"/>
                                        </label>

                    """
            }
            text += "                    </subviews>\n                    <constraints>\n"
            for row in 0..<8 {
                text += "                        <constraint firstItem=\"l\(n)-\(row)\" firstAttribute=\"leading\" secondItem=\"r\(n)\" secondAttribute=\"leading\" constant=\"20\" id=\"a\(n)-\(row)\"/>\n"
                text += "                        <constraint firstItem=\"l\(n)-\(row)\" firstAttribute=\"top\" secondItem=\"sa\(n)\" secondAttribute=\"top\" constant=\"\(20 + row * 40)\" id=\"b\(n)-\(row)\"/>\n"
            }
            text += """
                                    </constraints>
                                    <viewLayoutGuide key="safeArea" id="sa\(n)"/>
                                </view>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="f\(n)" sceneMemberID="firstResponder"/>
                        </objects>
                        <point key="canvasLocation" x="\(n * 10)" y="0"/>
                    </scene>

                """
        }
        text += "    </scenes>\n</document>\n"
        return text
    }
}

/// Regression (found by the storyboard fuzzer): FoundationXML traps on some invalid UTF-8 in
/// attribute names instead of reporting an error; the importer refuses such bytes first.
@Suite("Interface Builder: invalid UTF-8")
struct InvalidUTF8Tests {
    @Test func invalidUTF8IsRefusedWithItsPlace() {
        var bytes = Array("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects><view contentM".utf8)
        bytes.append(0xC1)
        bytes += Array("de=\"scale\" id=\"v\"/></objects></document>".utf8)
        do {
            _ = try InterfaceBuilderDocument.parse(bytes, path: "bad.xib")
            Issue.record("invalid UTF-8 was accepted")
        } catch {
            #expect(error.line == 2)
            #expect(error.column == 24)
            #expect(error.message.contains("not valid UTF-8 (byte 0xC1)"))
        }
    }

    @Test func validMultibyteTextIsAccepted() throws {
        let text = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects><label text=\"Grüße 📐\" id=\"l\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/></label></objects></document>"
        _ = try InterfaceBuilderDocument.parse(Array(text.utf8), path: "ok.xib")
    }
}

/// Regression (found by the storyboard fuzzer): libxml2 reports `<?name?>` with a null data
/// pointer and FoundationXML calls strlen on it (SIGSEGV); the importer refuses it first.
@Suite("Interface Builder: processing instructions")
struct ProcessingInstructionTests {
    @Test func dataLessInstructionIsRefusedWithItsPlace() {
        for text in ["<?xmlpropertyAcces?>    A<!--", "<?xml version=\"1.0\"?>\n<document>\n  <?x?></document>"] {
            do {
                _ = try InterfaceBuilderDocument.parse(Array(text.utf8), path: "pi.storyboard")
                Issue.record("\(text) was accepted")
            } catch {
                #expect(error.message.contains("processing instruction without data"))
                #expect(error.line == (text.hasPrefix("<?xml ") ? 3 : 1))
            }
        }
    }

    @Test func declarationAndInstructionsWithDataAreRead() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<?keep this?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects/></document>"
        _ = try InterfaceBuilderDocument.parse(Array(text.utf8), path: "ok.xib")
    }
}

extension ProcessingInstructionTests {
    /// Regression (the storyboard fuzzer again): an instruction inside a broken start tag,
    /// which libxml2 still parsed after reporting the tag.
    @Test func aLessThanInsideATagIsRefusedWithItsPlace() {
        let text = "<?xml version=\"1.0\"?>\n<document type=\"x\" encoding=\"UTF-8\"<?x?>\n</document>"
        do {
            _ = try InterfaceBuilderDocument.parse(Array(text.utf8), path: "tag.storyboard")
            Issue.record("accepted")
        } catch {
            #expect(error.message.contains("a '<' inside a tag"))
            #expect((error.line, error.column) == (2, 36))
        }
    }
}
