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
}
