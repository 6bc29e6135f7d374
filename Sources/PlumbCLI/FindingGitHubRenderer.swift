import PlumbDiagnostics
import PlumbMessages

/// `plumb diagnose --format github`: one GitHub Actions workflow command per finding, which
/// the run shows as an annotation on the file and line:
///
///     ::warning file=App/Main.storyboard,line=42,col=9,title=plumb ambiguous-layout::Need constraints for: Y position
///
/// errors as `::error`, warnings as `::warning`, notes as `::notice`; a file that cannot be
/// read is an `::error` at its path:line:column. The values are escaped as the runner expects
/// (`%`, carriage return and line feed in the message; `,` and `:` too in the properties), so
/// that no input can end a command early or start another.
struct FindingGitHubRenderer {
    func render(_ files: [FileDiagnosis]) -> String {
        var out = ""
        for file in files {
            for error in file.errors {
                out += command("error", location: error.location, path: file.path, title: "plumb", message: error.message)
            }
            for finding in file.findings {
                let level = switch finding.severity {
                case .error: "error"
                case .warning: "warning"
                case .note: "notice"
                }
                out += command(level, location: finding.location, path: file.path,
                               title: "plumb \(finding.kind.rawValue)", message: finding.message)
            }
        }
        return out
    }

    private func command(_ level: String, location: SourceLocation?, path: String, title: String, message: String) -> String {
        var properties = ["file=" + Self.escapeProperty(location?.file ?? path)]
        if let line = location?.line, line > 0 {
            properties.append("line=\(line)")
            if let column = location?.column { properties.append("col=\(column)") }
        }
        properties.append("title=" + Self.escapeProperty(title))
        return "::\(level) \(properties.joined(separator: ","))::\(Self.escapeData(TerminalText.escaped(message)))\n"
    }

    static func escapeData(_ text: String) -> String {
        var out = ""
        for c in text.unicodeScalars {
            switch c {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(TerminalText.escaped(text)).replacingColonsAndCommas()
    }
}

private extension String {
    func replacingColonsAndCommas() -> String {
        var out = ""
        for c in unicodeScalars {
            switch c {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
