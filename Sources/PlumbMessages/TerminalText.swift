/// Text from an input (a view's name, a label's text, a storyboard's `userLabel`, a pasted
/// console log, a file name) made safe to print: control characters are written as Swift
/// escapes (`\u{1B}`), so that input can neither send a terminal escape sequence nor break the
/// line structure of a report (a newline inside a name would start a new finding line).
public enum TerminalText {
    /// `text` with every control character (C0 and C1, and DEL) but, if `keepingTabs`, the tab
    /// written as `\u{XX}`, and so is each byte of a file name that was not UTF-8
    /// (``FileNameBytes``: `\u{F7E9}` for 0xE9); text without one comes back as it is.
    public static func escaped(_ text: String, keepingTabs: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0, keepingTabs) }) else { return text }
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 8)
        for scalar in text.unicodeScalars {
            if isControl(scalar, keepingTabs) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Each line of `text` escaped, the line breaks kept: for text that is several lines by
    /// design (a source excerpt and its caret line).
    public static func escapedLines(_ text: String, keepingTabs: Bool = true) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { escaped(String($0), keepingTabs: keepingTabs) }
            .joined(separator: "\n")
    }

    @inline(__always)
    private static func isControl(_ scalar: Unicode.Scalar, _ keepingTabs: Bool) -> Bool {
        let v = scalar.value
        if v == 9 { return !keepingTabs }
        return v < 0x20 || (v >= 0x7F && v <= 0x9F) || (v >= 0xF780 && v <= 0xF7FF)
    }
}
