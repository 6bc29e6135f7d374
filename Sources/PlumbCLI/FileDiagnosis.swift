import PlumbDiagnostics
import PlumbFormats
import PlumbLayout

/// What `plumb diagnose` learns about one file: its load errors, or its findings. Sendable,
/// so that files can be diagnosed on several threads and reported in order.
struct FileDiagnosis: Sendable {
    var path: String
    /// Why the file could not be laid out (empty when it could).
    var errors: [LayoutFileError] = []
    /// The findings, most severe first (``Diagnostics/diagnose(_:options:)``), each with a
    /// location: its first constraint's, else the declaration of its first item.
    var findings: [Finding] = []

    var failed: Bool { !errors.isEmpty }

    /// Loads, lays out and diagnoses the file.
    static func run(_ path: String, _ options: LayoutOptions, timeLimit: Duration? = nil) -> FileDiagnosis {
        var result = FileDiagnosis(path: path)
        switch LayoutOptions.load(path, options) {
        case .failure(let errors):
            result.errors = errors.errors
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
                        located.location = Finding.Location(file: model.path, line: declaration.location.line,
                                                            column: declaration.location.column)
                        break
                    }
                }
            }
            return located
        }
    }
}

extension Finding.ConstraintReference {
    /// The description without the ` (File.layout:12)` suffix that repeats its location.
    var equation: String {
        guard let location else { return description }
        let suffix = " (\(CodeLocation(fileID: location.file, line: location.line)))"
        return description.hasSuffix(suffix) ? String(description.dropLast(suffix.count)) : description
    }
}
