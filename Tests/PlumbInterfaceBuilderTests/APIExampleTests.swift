import PlumbDiagnostics
import PlumbInterfaceBuilder
import PlumbLayout
import Testing

/// The example at the top of Docs/interface-builder.md, on a fixture.
@Suite("Interface Builder: the documented example")
struct APIExampleTests {
    @Test func theDocumentedExampleRuns() throws {
        let document = try InterfaceBuilderDocument.load(contentsOf: Fixture.path("StaleMarks.storyboard"))
        let diagnosis = document.diagnose()
        var lines: [String] = []
        for item in diagnosis.findings { lines.append(item.finding.message) }
        for mark in diagnosis.marks { lines.append(mark.description) }
        for note in diagnosis.notes { lines.append(note.description) }
        #expect(lines.count == diagnosis.findings.count + diagnosis.marks.count + diagnosis.notes.count)

        let scene = document.scenes[0]
        let layout = scene.layout(for: scene.designSizeClass)
        layout.layOut()
        let findings = layout.diagnose().findings
        #expect(findings.map(\.finding) == diagnosis.plainFindings)
        #expect(layout.root.frame.size == layout.size)
    }
}
