import PlumbDiagnostics
import PlumbInterfaceBuilder
import PlumbLayout
import Testing

/// Rule 3 of issue 12: a cell's constraints, and constraints naming a cell's id, are its
/// content view's; nothing is dropped silently (`CellConstraints.xib`).
@Suite("Interface Builder: cells")
struct CellConstraintTests {
    @Test func aCollectionViewCellsOwnConstraintsPlaceItsContent() throws {
        let doc = try Fixture.load("CellConstraints.xib")
        let layout = try doc.scene("Collection View Cell \"Tile\"").laidOut()
        #expect(try layout.frame("til-CC-001") == Rect(x: 8, y: 8, width: 84, height: 64))
        // All four, read from the cell and resolved to the content view.
        let ids = layout.constraints.compactMap { layout.record(for: $0)?.id }
        #expect(Set(ids).isSuperset(of: ["cc1-CC-001", "cc2-CC-001", "cc3-CC-001", "cc4-CC-001"]))
        #expect(layout.diagnose().findings.isEmpty)
        #expect(layout.notes.isEmpty)
    }

    @Test func constraintsNamingATableCellGoToItsContentView() throws {
        let doc = try Fixture.load("CellConstraints.xib")
        let layout = try doc.scene("Table View Cell \"Row\"").laidOut()
        #expect(try layout.frame("bar-CC-001") == Rect(x: 0, y: 40, width: 375, height: 4))
        #expect(layout.diagnose().findings.isEmpty)
        let ids = layout.constraints.compactMap { layout.record(for: $0)?.id }
        #expect(Set(ids).isSuperset(of: ["cc6-CC-001", "cc7-CC-001", "cc8-CC-001"]))
    }

    @Test func aViewOutsideTheContentViewIsSkippedWithANoteAtItsLine() throws {
        let doc = try Fixture.load("CellConstraints.xib")
        let layout = try doc.scene("Table View Cell \"Row\"").laidOut()
        let note = try #require(layout.notes.first { $0.message.contains("Outside (out-CC-001)") })
        #expect(note.message.contains("outside the cell's content view"))
        #expect(note.line == (try line(of: "id=\"out-CC-001\"", in: "CellConstraints.xib")))
        #expect(layout.view(id: "out-CC-001") == nil)
    }

    /// An Xcode 7 table cell: no content view frame, the height in `rowHeight`, and the iOS 10
    /// canvas's 8-point content view margins (11/16 from Xcode 9 on).
    @Test func xcode7CellsTakeTheirRowHeightAndEightPointMargins() throws {
        func cell(tools: String, preserves: Bool = false) throws -> InterfaceBuilderLayout {
            let doc = try document("""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                    <objects>
                        <tableViewCell reuseIdentifier="Old" rowHeight="60" id="cel">
                            <autoresizingMask key="autoresizingMask"/>
                            <tableViewCellContentView key="contentView"\(preserves ? " preservesSuperviewLayoutMargins=\"YES\"" : "") tableViewCell="cel" id="ccv">
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="8" y="8" width="304" height="44"/></view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="box" firstAttribute="leading" secondItem="ccv" secondAttribute="leadingMargin" id="k1"/>
                                    <constraint firstItem="box" firstAttribute="trailing" secondItem="ccv" secondAttribute="trailingMargin" id="k2"/>
                                    <constraint firstItem="box" firstAttribute="top" secondItem="ccv" secondAttribute="topMargin" id="k3"/>
                                    <constraint firstItem="box" firstAttribute="bottom" secondItem="ccv" secondAttribute="bottomMargin" id="k4"/>
                                </constraints>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </objects>
                </document>
                """, path: "Inline.xib")
            return try doc.scene("Table View Cell \"Old\"").laidOut()
        }
        let old = try cell(tools: "7706")
        #expect(old.size == Size(width: 320, height: 60))
        #expect(try old.frame("box") == Rect(x: 8, y: 8, width: 304, height: 44))
        #expect(old.diagnose().findings.isEmpty)
        let modern = try cell(tools: "21701")
        #expect(try modern.frame("box") == Rect(x: 16, y: 11, width: 288, height: 38))
        // Without safe areas, a content view preserving the cell's margins takes iOS 10's
        // 8 and 15 (ChatSecure's room occupants, saved by Xcode 9).
        let preserving = try cell(tools: "13771", preserves: true)
        #expect(try preserving.frame("box") == Rect(x: 15, y: 8, width: 290, height: 44))
    }
}
