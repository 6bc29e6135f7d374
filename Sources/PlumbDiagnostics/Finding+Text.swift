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
    /// The finding as ``text(path:highlight:)`` renders it without a path.
    public var description: String { text() }

    /// A part of the text that a terminal may colour.
    public enum TextRole: Sendable, Hashable {
        /// `error:`, `warning:` or `note:` of the headline.
        case severity(Severity)
        /// The headline's message.
        case message
        /// `note:` before a constraint involved.
        case note
    }

    /// The finding's lines: a headline at its location (else at `path`, else without a place),
    /// the explanation, the witness and the fix indented, then one `note:` per constraint
    /// involved. `highlight` may decorate the parts a terminal colours (the default leaves
    /// them as they are).
    public func text(path: String? = nil,
                     highlight: (String, TextRole) -> String = { text, _ in text }) -> String {
        var out = Finding.place(location, path) + highlight(severity.rawValue + ":", .severity(severity)) + " "
        out += highlight(message, .message) + " [\(kind.rawValue)]\n"
        out += "    \(explanation)\n"
        if let witness { out += "    witness: \(witness.item) \(witness.first) or \(witness.second)\n" }
        if let suggestion { out += "    fix: \(suggestion)\n" }
        for constraint in constraints {
            out += Finding.place(constraint.location, path) + highlight("note:", .note) + " \(constraint.equation)\n"
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
