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

    /// Opens, lays out and diagnoses the file.
    static func run(_ path: String, _ options: DocumentOptions, timeLimit: Duration? = nil) -> FileDiagnosis {
        // One time limit for the whole file. The first layout pass may take half of it: a
        // solver addition stopped at its deadline is undone, which can take as long again as
        // it ran (Docs/reliability.md); the diagnosis has until the end.
        var options = options
        let start = ContinuousClock.now
        let deadline = timeLimit.map { start + $0 }
        options.deadline = timeLimit.map { start + $0 / 2 }
        do {
            switch try InputDocuments.open(path, options) {
            case .success(let document): return document.diagnose(until: deadline)
            case .failure(let failure): return FileDiagnosis(path: path, errors: failure.diagnostics)
            }
        } catch {
            return FileDiagnosis(path: path, errors: [Diagnostic(.error, error.message, at: SourceLocation(file: path))])
        }
    }
}
