import PlumbDiagnostics
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbMessages

/// Findings as compiler diagnostics (Docs/diagnostics.md, "Text"):
///
///     Layouts/a.layout:12:1: warning: Need constraints for: width [ambiguous-layout]
///         The constraints leave content's width free: …
///         witness: content {0, 0, 0, 736} or {0, 0, 100, 736}
///         fix: …
///     Layouts/a.layout:12:1: note: content.leading == scroll.leading
///
/// then one summary line for all files.
///
/// In an Interface Builder document, the frames Plumb computes differently from those Xcode
/// saved without a misplaced mark (``InterfaceBuilderFinding/isCanvasDifference``) are one
/// note per file, with their count and the reason said once; `verbose` lists each.
struct FindingTextRenderer {
    var colored = false
    var verbose = false

    func render(_ files: [FileDiagnosis]) -> String {
        var out = ""
        for file in files where !file.failed {
            guard let ib = file.interfaceBuilder else {
                for finding in file.findings { out += render(finding, path: file.path) }
                continue
            }
            for f in ib.findings where !f.isCanvasDifference { out += render(f.finding, path: file.path) }
            out += canvasDifferences(ib.findings.filter(\.isCanvasDifference), path: file.path)
        }
        out += summary(files) + "\n"
        return out
    }

    /// The canvas differences of one file: each (verbose), then the reason once; or one note.
    func canvasDifferences(_ differences: [InterfaceBuilderFinding], path: String) -> String {
        guard let first = differences.first else { return "" }
        let reason = InterfaceBuilderFinding.canvasDifferenceExplanation
        if verbose {
            var out = differences.map { render($0.finding, path: path) }.joined()
            out += render(Finding(kind: .misplacedView, severity: .note,
                                  message: "\(differences.count) frame\(differences.count == 1 ? "" : "s") above differ from the canvas", explanation: reason,
                                  items: [], location: first.finding.location), path: path)
            return out
        }
        let ids = differences.compactMap(\.elementID)
        let shown = ids.prefix(3).joined(separator: ", ") + (ids.count > 3 ? " and \(ids.count - 3) more" : "")
        let count = differences.count
        let message = "\(count) view\(count == 1 ? "" : "s") Xcode saved in place come\(count == 1 ? "s" : "") out elsewhere in Plumb's layout (\(shown))"
        return render(Finding(kind: .misplacedView, severity: .note, message: message,
                              explanation: reason + " Each frame: --verbose, or --format json (canvasDifference).",
                              items: [], location: first.finding.location), path: path)
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
