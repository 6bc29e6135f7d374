import PlumbDiagnostics
import PlumbLayout

/// Findings as compiler diagnostics (Docs/diagnostics.md, "Text"):
///
///     Layouts/a.layout:12:1: warning: Need constraints for: width [ambiguous-layout]
///         The constraints leave content's width free: …
///         witness: content {0, 0, 0, 736} or {0, 0, 100, 736}
///         fix: …
///     Layouts/a.layout:12:1: note: content.leading == scroll.leading
///
/// then one summary line for all files.
struct FindingTextRenderer {
    var colored = false

    func render(_ files: [FileDiagnosis]) -> String {
        var out = ""
        for file in files where !file.failed {
            for finding in file.findings { out += render(finding, path: file.path) }
        }
        out += summary(files) + "\n"
        return out
    }

    func render(_ finding: Finding, path: String) -> String {
        let severity = finding.severity.rawValue
        let style: Style = finding.severity == .error ? .red : finding.severity == .warning ? .magenta : .cyan
        var out = "\(place(finding.location, path)): \(style.apply(severity + ":", colored)) "
        out += Style.bold.apply(finding.message, colored) + " [\(finding.kind.rawValue)]\n"
        out += "    \(finding.explanation)\n"
        if let witness = finding.witness {
            out += "    witness: \(witness.item) \(witness.first) or \(witness.second)\n"
        }
        if let suggestion = finding.suggestion { out += "    fix: \(suggestion)\n" }
        // An unsatisfied constraint is named by its message, at its own location: once.
        let constraints = finding.kind == .unsatisfiedConstraint && finding.constraints.count == 1 ? [] : finding.constraints
        for constraint in constraints {
            if let words = FindingTextRenderer.madeByPlumb(constraint) {
                // Not the user's: said in words, not as a line of their file.
                out += "    with \(words): \(FindingTextRenderer.bare(constraint))\n"
            } else {
                out += "\(place(constraint.location, path)): \(Style.cyan.apply("note:", colored)) \(constraint.equation)\n"
            }
        }
        return out
    }

    /// What made a constraint that no one wrote (the layout engine, or the Interface Builder
    /// importer standing in for UIKit), in words; nil for the user's own constraints.
    static func madeByPlumb(_ c: Finding.ConstraintReference) -> String? {
        let text = c.description
        if c.identifier == "_UILayoutSupportConstraint" { return "the view controller's layout guide (UIKit's, placed by Plumb)" }
        if let id = c.identifier, id.hasPrefix("h="), id.contains(" v=") { return "the autoresizing mask \(id) (UIKit's, placed by Plumb)" }
        guard c.location == nil else { return nil }
        let kinds: [(String, String)] = [
            (" (root frame)", "the root view's size for this layout pass"),
            (" (safe area)", "the safe area (device and bars)"),
            (" (layout margins)", "the layout margins"),
            (" (scroll view)", "the scroll view's content and frame layout guides"),
            (" (content hugging)", "the content hugging of its intrinsic size"),
            (" (compression resistance)", "the compression resistance of its intrinsic size"),
            (" (autoresizing mask)", "its frame, kept by its autoresizing mask"),
        ]
        for (suffix, words) in kinds where text.hasSuffix(suffix) { return words }
        if text.contains("'UISV-") { return "the stack view's arrangement" }
        return nil
    }

    /// The equation without what the words already say: the kind suffix, and the identifier
    /// of a layout-support or autoresizing constraint.
    static func bare(_ c: Finding.ConstraintReference) -> String {
        var text = c.equation
        if let id = c.identifier, id == "_UILayoutSupportConstraint" || id.hasPrefix("h="), text.hasPrefix("'\(id)' ") {
            text = String(text.dropFirst(id.count + 3))
        }
        for suffix in [" (root frame)", " (safe area)", " (layout margins)", " (scroll view)", " (content hugging)",
                       " (compression resistance)", " (autoresizing mask)"] where text.hasSuffix(suffix) {
            text = String(text.dropLast(suffix.count))
        }
        return text
    }

    private func place(_ location: Finding.Location?, _ path: String) -> String {
        location?.description ?? path
    }

    func summary(_ files: [FileDiagnosis]) -> String {
        let findings = files.flatMap(\.findings)
        let failed = files.filter(\.failed).count
        let fileWord = files.count == 1 ? "file" : "files"
        var text: String
        if findings.isEmpty {
            text = "no findings in \(files.count - failed) \(files.count - failed == 1 ? "file" : "files")"
        } else {
            var parts: [String] = []
            for severity in [Finding.Severity.error, .warning, .note] {
                let n = findings.filter { $0.severity == severity }.count
                if n > 0 { parts.append("\(n) \(severity.rawValue)\(n == 1 ? "" : "s")") }
            }
            text = "\(findings.count) finding\(findings.count == 1 ? "" : "s") (\(parts.joined(separator: ", "))) in \(files.count) \(fileWord)"
        }
        if failed > 0 { text += "; \(failed) \(failed == 1 ? "file" : "files") could not be read" }
        return text
    }
}
