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

    @Test func notesAppearOnceInFileOrder() throws {
        let diagnosis = try Fixture.load("Constraints.storyboard").diagnose()
        #expect(diagnosis.notes.count == Set(diagnosis.notes).count)
        #expect(diagnosis.notes.map(\.line) == diagnosis.notes.map(\.line).sorted())
    }
}
