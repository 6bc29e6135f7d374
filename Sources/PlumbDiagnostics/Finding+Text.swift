import PlumbLayout
import PlumbMessages

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
    public typealias TextRole = Diagnostic.TextRole

    /// The finding as a diagnostic, placed at its location (else nowhere): what
    /// ``description`` prints.
    public var diagnostic: Diagnostic { diagnostic(path: nil) }

    /// The finding as a diagnostic: the headline at its location (else at the whole file
    /// `path`, else without a place), the explanation and the witness as details, the
    /// suggestion as the fix, and one note per constraint involved (in words, indented, for
    /// the ones no file holds).
    public func diagnostic(path: String?) -> Diagnostic {
        let fallback = path.map { SourceLocation(file: $0) }
        var details = [explanation]
        if let witness { details.append("witness: \(witness.item) \(witness.first) or \(witness.second)") }
        // An unsatisfied constraint is named by its message, at its own location: once.
        let involved = kind == .unsatisfiedConstraint && constraints.count == 1 ? [] : constraints
        let notes = involved.map { constraint in
            // One Plumb made is said in words, not as a line of the user's file.
            constraint.madeByPlumb.map { Diagnostic.Note(inline: "with \($0): \(constraint.bare)") }
                ?? Diagnostic.Note(constraint.equation, at: constraint.location ?? fallback)
        }
        return Diagnostic(severity, message, at: location ?? fallback, code: kind.rawValue,
                          details: details, fix: suggestion, notes: notes)
    }

    /// The finding's lines, each ending with a line break: the ``diagnostic(path:)`` text.
    /// `highlight` may decorate the parts a terminal colours (the default leaves them as
    /// they are).
    public func text(path: String? = nil,
                     highlight: (String, TextRole) -> String = { text, _ in text }) -> String {
        diagnostic(path: path).text(highlight: highlight) + "\n"
    }
}

extension Finding.ConstraintReference {
    /// The description without the ` (File.swift:12)` suffix that repeats its location.
    public var equation: String {
        guard let location else { return description }
        let suffix = " (\(location.shortDescription))"
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
        if description.hasSuffix("'s width cannot be negative") || description.hasSuffix("'s height cannot be negative") {
            return "the rule that sizes are never negative (UIKit's too)"
        }
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
