import PlumbMessages
import Testing

/// A diagnostic prints input text (names, texts, paths) without its control characters: no
/// escape sequence reaches the terminal, and a newline in a name does not start a new line.
@Suite("Terminal text")
struct TerminalTextTests {
    @Test func controlCharactersAreWrittenAsEscapes() {
        #expect(TerminalText.escaped("plain") == "plain")
        #expect(TerminalText.escaped("a\u{1B}[2Jb\nc\u{7F}\u{85}") == "a\\u{1B}[2Jb\\u{A}c\\u{7F}\\u{85}")
        #expect(TerminalText.escaped("tab\there") == "tab\\u{9}here")
        #expect(TerminalText.escapedLines("x\ty\n\u{1B}z") == "x\ty\n\\u{1B}z")
    }

    @Test func aDiagnosticKeepsToItsLines() {
        let d = Diagnostic(.warning, "view 'evil\nwarning: fake' is ambiguous", at: SourceLocation(file: "a\u{1B}.layout", line: 3, column: 1),
                           details: ["name: x\u{1B}]0;title\u{7}"], notes: [Diagnostic.Note("see 'b\nc'", at: nil)])
        let text = d.text()
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(text.split(separator: "\n").count == 3, "\(text)")
        #expect(text.hasPrefix("a\\u{1B}.layout:3:1: warning: view 'evil\\u{A}warning: fake' is ambiguous"))
    }
}
