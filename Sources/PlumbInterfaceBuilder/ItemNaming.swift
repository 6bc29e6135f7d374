import Foundation
/// The names findings use for the document's elements, as Xcode's outline shows them: the
/// `userLabel` if the element has one, else its class and its text (`Label "Name"`,
/// `Button "Done"`, `Scroll View`; a plain view with a custom class by that class, `Badge View`),
/// followed by the id so that two views of the same class
/// stay apart: `Label "Name" (abc-12-xyz)`.
enum ItemNaming {
    /// The longest text quoted in a name; longer texts end with `…`.
    static let maximumTextLength = 30

    /// The outline name without the id.
    static func outlineName(of element: DocumentElement) -> String {
        if let label = element["userLabel"], !label.isEmpty { return label }
        var className = ElementClass.of(element.name).displayName
        // Xcode's outline calls a plain view by its custom class (`BadgeView` → `Badge View`).
        if element.name == "view", let custom = element["customClass"], !custom.isEmpty {
            className = ElementClass.words(custom)
        }
        guard let text = text(of: element) else { return className }
        return "\(className) \"\(text)\""
    }

    /// The name with the id: `Label "Name" (abc-12-xyz)`.
    static func name(of element: DocumentElement) -> String {
        let base = outlineName(of: element)
        if let id = element.id { return "\(base) (\(id))" }
        return "\(base) (line \(element.line))"
    }

    /// The text an element shows: a label's or text view's text, a button's title, a text
    /// field's text or placeholder; one line, shortened.
    static func text(of element: DocumentElement) -> String? {
        var raw: String?
        switch element.name {
        case "label", "textView":
            raw = element["text"] ?? element.child("string", key: "text")?.text ?? attributedText(element)
        case "button":
            raw = element.child("buttonConfiguration")?["title"] ?? element.child("state", key: "normal")?["title"]
                ?? attributedText(element)
        case "textField":
            raw = element["text"] ?? element["placeholder"]
        default:
            raw = nil
        }
        guard let raw else { return nil }
        let words = raw.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
        guard !words.isEmpty else { return nil }
        if words.count <= maximumTextLength { return words }
        return String(words.prefix(maximumTextLength - 1)) + "…"
    }

    /// The whole text an element shows, as pictures draw it (several lines, a `<string>`
    /// element's, base 64 decoded, or an attributed string's), and whether it is a text field's
    /// placeholder. Names keep ``text(of:)``'s reading, which findings and baselines use.
    static func fullText(of element: DocumentElement) -> (text: String, isPlaceholder: Bool)? {
        var raw: String?
        var isPlaceholder = false
        switch element.name {
        case "label", "textView":
            raw = element["text"] ?? element.child("string", key: "text").flatMap(stringText) ?? attributedText(element)
        case "button":
            let normal = element.child("state", key: "normal")
            raw = element.child("buttonConfiguration")?["title"] ?? normal?["title"]
                ?? normal?.child("string", key: "title").flatMap(stringText) ?? attributedText(element)
        case "textField":
            raw = element["text"].flatMap { $0.isEmpty ? nil : $0 }
            if raw == nil {
                raw = element["placeholder"]
                isPlaceholder = true
            }
        default:
            raw = nil
        }
        guard let raw, !raw.isEmpty else { return nil }
        return (raw, isPlaceholder)
    }

    /// A `<string>` element's text, decoded when Xcode wrote it in base 64 (`base64-UTF8`).
    private static func stringText(_ element: DocumentElement) -> String? {
        guard let text = element.text else { return nil }
        guard element.flag("base64-UTF8") else { return text }
        let compact = text.filter { !$0.isWhitespace }
        return Data(base64Encoded: compact).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The text of an `<attributedString>` (its fragments' `content`), anywhere among the
    /// element's children or their `<state>`s.
    private static func attributedText(_ element: DocumentElement) -> String? {
        var parts: [String] = []
        for child in element.children {
            let strings = child.name == "attributedString" ? [child] : child.children("attributedString")
            for s in strings {
                for fragment in s.children("fragment") {
                    if let content = fragment["content"] { parts.append(content) }
                    else if let text = fragment.child("string")?.text { parts.append(text) }
                }
            }
            if !parts.isEmpty { break }
        }
        return parts.isEmpty ? nil : parts.joined()
    }
}
