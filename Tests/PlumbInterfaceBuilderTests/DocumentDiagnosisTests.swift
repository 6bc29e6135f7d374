import Foundation
import PlumbDiagnostics
import PlumbInterfaceBuilder
import PlumbLayout
import Testing

/// ``InterfaceBuilderDocument/diagnose(options:)``: every scene in every combination, with the
/// options that narrow it.
@Suite("Interface Builder: diagnosing a document")
struct DocumentDiagnosisTests {
    @Test func plainFindingsAreTheDecoratedOnesInOrder() throws {
        let diagnosis = try Fixture.load("SizeClasses.storyboard").diagnose()
        #expect(diagnosis.plainFindings == diagnosis.findings.map(\.finding))
        #expect(diagnosis.path == Fixture.path("SizeClasses.storyboard"))
        #expect(diagnosis.plainFindings.allSatisfy { $0.location?.file == diagnosis.path })
    }

    @Test func combinationsCanBeChosen() throws {
        var options = InterfaceBuilderDiagnosisOptions()
        options.sizeClasses = [.regularRegular]
        let diagnosis = try Fixture.load("SizeClasses.storyboard").diagnose(options: options)
        #expect(diagnosis.findings.map(\.sizeClass) == [.regularRegular])
    }

    @Test func aPassedDeadlineStopsWithOneFinding() throws {
        var options = InterfaceBuilderDiagnosisOptions()
        options.deadline = .now - .seconds(1)
        let diagnosis = try Fixture.load("ScrollViewXcode6.storyboard").diagnose(options: options)
        #expect(diagnosis.findings.map(\.finding.kind) == [.diagnosticsIncomplete])
        #expect(diagnosis.findings.first?.finding.message == "Diagnosis stopped at its time limit after 0 of 2 scene layouts")
        #expect(diagnosis.findings.first?.finding.location?.line == (try line(of: "sceneID=\"sc1-00-aaa\"", in: "ScrollViewXcode6.storyboard")))
    }

    /// A scene whose solver passes the document's cell limit stops the diagnosis with one
    /// finding that says so (here a limit any scene passes, counted at every check).
    @Test func aSceneTooLargeToSolveStopsWithOneFinding() throws {
        let path = Fixture.path("ScrollViewXcode6.storyboard")
        let bytes = Array(try String(contentsOfFile: path, encoding: .utf8).utf8)
        let limited = try InterfaceBuilderDocument.parse(bytes, path: path,
                                                         solverCellLimit: SolverCellLimit(cells: 1, perRow: 0, countInterval: .zero))
        let diagnosis = limited.diagnose()
        #expect(diagnosis.findings.map(\.finding.kind) == [.diagnosticsIncomplete])
        #expect(diagnosis.findings.first?.finding.message == "Diagnosis stopped after 0 of 2 scene layouts: the next one is too large to solve")
        // Without a limit the same document is diagnosed.
        #expect(!(try Fixture.load("ScrollViewXcode6.storyboard").diagnose().plainFindings.contains { $0.kind == .diagnosticsIncomplete }))
    }

    @Test func notesAppearOnceInFileOrder() throws {
        let diagnosis = try Fixture.load("Constraints.storyboard").diagnose()
        #expect(diagnosis.notes.count == Set(diagnosis.notes).count)
        #expect(diagnosis.notes.map(\.line) == diagnosis.notes.map(\.line).sorted())
    }
}
