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
        // An unsatisfied constraint is named by its message, at its own location: once.
        let involved = kind == .unsatisfiedConstraint && constraints.count == 1 ? [] : constraints
        for constraint in involved {
            if let words = constraint.madeByPlumb {
                // Not the user's: said in words, not as a line of their file.
                out += "    with \(words): \(constraint.bare)\n"
            } else {
                out += Finding.place(constraint.location, path) + highlight("note:", .note) + " \(constraint.equation)\n"
            }
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

    /// The suffixes the layout engine gives the constraints it makes, and what made them.
    private static let engineKinds: [(suffix: String, words: String)] = [
        (" (root frame)", "the root view's size for this layout pass"),
        (" (safe area)", "the safe area (device and bars)"),
        (" (layout margins)", "the layout margins"),
        (" (scroll view)", "the scroll view's content and frame layout guides"),
        (" (content hugging)", "the content hugging of its intrinsic size"),
        (" (compression resistance)", "the compression resistance of its intrinsic size"),
        (" (autoresizing mask)", "its frame, kept by its autoresizing mask"),
    ]

    /// What made a constraint that no one wrote (the layout engine, or the Interface Builder
    /// importer standing in for UIKit), in words; nil for the user's own constraints.
    public var madeByPlumb: String? {
        if identifier == "_UILayoutSupportConstraint" { return "the view controller's layout guide (UIKit's, placed by Plumb)" }
        if let id = identifier, id.hasPrefix("h="), id.contains(" v=") { return "the autoresizing mask \(id) (UIKit's, placed by Plumb)" }
        guard location == nil else { return nil }
        for kind in Self.engineKinds where description.hasSuffix(kind.suffix) { return kind.words }
        if description.contains("'UISV-") { return "the stack view's arrangement" }
        return nil
    }

    /// The equation without what ``madeByPlumb`` already says: the kind suffix, and the
    /// identifier of a layout-support or autoresizing constraint.
    public var bare: String {
        var text = equation
        if let id = identifier, id == "_UILayoutSupportConstraint" || id.hasPrefix("h="), text.hasPrefix("'\(id)' ") {
            text = String(text.dropFirst(id.count + 3))
        }
        for kind in Self.engineKinds where text.hasSuffix(kind.suffix) {
            text = String(text.dropLast(kind.suffix.count))
        }
        return text
    }
}
