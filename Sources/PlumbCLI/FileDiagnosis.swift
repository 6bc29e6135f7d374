import PlumbDiagnostics
import PlumbFormats
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbMessages

/// What `plumb diagnose` learns about one file: its load errors, or its findings. Sendable,
/// so that files can be diagnosed on several threads and reported in order.
struct FileDiagnosis: Sendable {
    var path: String
    /// Why the file could not be laid out (empty when it could).
    var errors: [Diagnostic] = []
    /// The findings, most severe first (``Diagnostics/diagnose(_:options:)``), each with a
    /// location: its first constraint's, else the declaration of its first item.
    var findings: [Finding] = []
    /// Compiler-style notes about the input (an Interface Builder document's skipped elements,
    /// and how Plumb's findings compare with the marks Xcode saved), for standard error.
    var notes: [Diagnostic] = []
    /// The whole diagnosis of an Interface Builder document (scenes, size classes, marks,
    /// import notes), for the JSON and SARIF renderers; nil for layout files.
    var interfaceBuilder: InterfaceBuilderDiagnosis?

    var failed: Bool { !errors.isEmpty }

    /// Whether the path names an Interface Builder document rather than a layout file.
    static func isInterfaceBuilder(_ path: String) -> Bool {
        path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
    }

    /// Loads, lays out and diagnoses the file.
    static func run(_ path: String, _ options: LayoutOptions, timeLimit: Duration? = nil) -> FileDiagnosis {
        var result = FileDiagnosis(path: path)
        if isInterfaceBuilder(path) { return interfaceBuilder(path, options, timeLimit: timeLimit) }
        switch LayoutOptions.load(path, options) {
        case .failure(let errors):
            result.errors = errors.errors.map(\.diagnostic)
        case .success(let model):
            result.findings = diagnose(model, timeLimit: timeLimit)
        }
        return result
    }

    /// The findings of a laid-out model, located in its file.
    /// `timeLimit` bounds the diagnosis (not the loading and first layout pass, which are
    /// linear in the file's size).
    static func diagnose(_ model: LayoutModel, timeLimit: Duration? = nil) -> [Finding] {
        var options = Diagnostics.Options()
        options.expectedFrames = model.expectedFrames
        options.deadline = timeLimit.map { ContinuousClock.now + $0 }
        return Diagnostics.diagnose(model.root, options: options).map { finding in
            var located = finding
            if located.location == nil {
                for name in finding.items {
                    if let item = model.item(named: name), let declaration = model.declaration(of: item) {
                        located.location = declaration.location.location(in: model.path)
                        break
                    }
                }
            }
            return located
        }
    }

    /// Imports a storyboard or xib and diagnoses every scene in every size class it uses.
    static func interfaceBuilder(_ path: String, _ options: LayoutOptions, timeLimit: Duration?) -> FileDiagnosis {
        var result = FileDiagnosis(path: path)
        let document: InterfaceBuilderDocument
        do {
            document = try InterfaceBuilderDocument.load(contentsOf: path, size: options.size)
        } catch {
            result.errors = [error.diagnostic]
            return result
        }
        var diagnosisOptions = InterfaceBuilderDiagnosisOptions()
        diagnosisOptions.deadline = timeLimit.map { ContinuousClock.now + $0 }
        let diagnosis = document.diagnose(options: diagnosisOptions)
        result.interfaceBuilder = diagnosis
        result.findings = diagnosis.plainFindings
        result.notes = diagnosis.notes.map(\.diagnostic)
        let marks = diagnosis.markSummary
        // Only a file with marks of its own has something to compare (a hand-written file has none).
        if diagnosis.marks.contains(where: \.xcode) {
            result.notes.append(Diagnostic(.note, "Xcode's saved marks (ambiguous, misplaced): \(marks.agree) agree with Plumb, "
                + "\(marks.disagree) disagree", at: SourceLocation(file: path)))
        }
        return result
    }
}
