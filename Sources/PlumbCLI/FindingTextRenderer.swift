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
        finding.text(path: path) { text, role in
            switch role {
            case .severity(let severity):
                (severity == .error ? Style.red : severity == .warning ? .magenta : .cyan).apply(text, colored)
            case .message: Style.bold.apply(text, colored)
            case .note: Style.cyan.apply(text, colored)
            }
        }
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
