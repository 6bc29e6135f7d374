import PlumbLayout

/// Findings as compiler diagnostics, the text `plumb diagnose` prints (Docs/diagnostics.md,
/// "Text"), and what `print(finding)` shows:
///
///     Screen.swift:12: warning: Need constraints for: width [ambiguous-layout]
///         The constraints leave content's width free: …
///         witness: content {0, 0, 0, 736} or {0, 0, 100, 736}
///         fix: …
///     Screen.swift:12: note: content.leading == scroll.leading
extension Finding: CustomStringConvertible {
    /// The finding as ``text(path:colored:)`` renders it without a path.
    public var description: String { text() }

    /// The finding's lines: a headline at its location (else at `path`, else without a place),
    /// the explanation, the witness and the fix indented, then one `note:` per constraint
    /// involved. With `colored`, ANSI colours mark the severity and the message.
    public func text(path: String? = nil, colored: Bool = false) -> String {
        let style: TextStyle = severity == .error ? .red : severity == .warning ? .magenta : .cyan
        var out = Finding.place(location, path) + style.apply(severity.rawValue + ":", colored) + " "
        out += TextStyle.bold.apply(message, colored) + " [\(kind.rawValue)]\n"
        out += "    \(explanation)\n"
        if let witness { out += "    witness: \(witness.item) \(witness.first) or \(witness.second)\n" }
        if let suggestion { out += "    fix: \(suggestion)\n" }
        for constraint in constraints {
            out += Finding.place(constraint.location, path) + TextStyle.cyan.apply("note:", colored) + " \(constraint.equation)\n"
        }
        return out
    }

    private static func place(_ location: Location?, _ path: String?) -> String {
        (location?.description ?? path).map { "\($0): " } ?? ""
    }
}

extension Finding.ConstraintReference {
    /// The description without the ` (File.swift:12)` suffix that repeats its location.
    public var equation: String {
        guard let location else { return description }
        let suffix = " (\(CodeLocation(fileID: location.file, line: location.line)))"
        return description.hasSuffix(suffix) ? String(description.dropLast(suffix.count)) : description
    }
}

/// ANSI styles for ``Finding/text(path:colored:)``.
private enum TextStyle: String {
    case bold = "1"
    case red = "1;31"
    case magenta = "1;35"
    case cyan = "1;36"

    func apply(_ text: String, _ enabled: Bool) -> String {
        enabled ? "\u{1B}[\(rawValue)m\(text)\u{1B}[0m" : text
    }
}
