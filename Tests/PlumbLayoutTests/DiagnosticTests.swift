import PlumbLayout
import PlumbMessages
import Testing

/// One location type and one diagnostic type print every reader's messages (issue 14).
@Suite("Diagnostic and SourceLocation")
struct DiagnosticTests {
    @Test func aLocationPrintsWhatIsKnownOfIt() {
        #expect(SourceLocation(file: "a.layout", line: 12, column: 5).description == "a.layout:12:5")
        #expect(SourceLocation(file: "a.layout", line: 12).description == "a.layout:12")
        #expect(SourceLocation(file: "a.layout").description == "a.layout")
        // Readers that count from 1 pass 0 for "unknown": no column, or the whole file.
        #expect(SourceLocation(file: "M.storyboard", line: 40, column: 0) == SourceLocation(file: "M.storyboard", line: 40))
        #expect(SourceLocation(file: "M.storyboard", line: 0, column: 0).isWholeFile)
        #expect(SourceLocation(file: "M.storyboard", line: 0, column: 7).column == nil)
    }

    @Test func aCodeLocationKeepsTheDSLsShortForm() {
        let location = CodeLocation(fileID: "MyApp/Screen.swift", line: 12)
        #expect(location.fileName == "Screen.swift")
        #expect(location.shortDescription == "Screen.swift:12")
        #expect(location.description == "MyApp/Screen.swift:12")
    }

    @Test func aDiagnosticPrintsClangStyleWithItsExcerptDetailsAndNotes() {
        let diagnostic = Diagnostic(
            .error, "unknown view 'contnet' (did you mean 'content'?)",
            at: SourceLocation(file: "f.layout", line: 5, column: 18), code: "unknown-view",
            excerpt: "content.width == contnet.width\n                 ^~~~~~~",
            details: ["Views are declared before constraints."], fix: "Write 'content'.",
            notes: [Diagnostic.Note("'content' was first declared here", at: SourceLocation(file: "f.layout", line: 2, column: 10)),
                    Diagnostic.Note(inline: "with the safe area: content.top == root.top")])
        #expect(diagnostic.description == """
            f.layout:5:18: error: unknown view 'contnet' (did you mean 'content'?) [unknown-view]
            content.width == contnet.width
                             ^~~~~~~
                Views are declared before constraints.
                fix: Write 'content'.
            f.layout:2:10: note: 'content' was first declared here
                with the safe area: content.top == root.top
            """)
        #expect(diagnostic.headline == "f.layout:5:18: error: unknown view 'contnet' (did you mean 'content'?) [unknown-view]")
        let colored = diagnostic.text { text, role in role == .message ? text : "<\(text)>" }
        #expect(colored.hasPrefix("f.layout:5:18: <error:> unknown view"))
        #expect(colored.contains("f.layout:2:10: <note:> 'content'"))
        // Without a place: the severity leads.
        #expect(Diagnostic(.warning, "skipped").description == "warning: skipped")
        #expect(Diagnostic(.note, "read", at: SourceLocation(file: "x.log")).description == "x.log: note: read")
        #expect(Diagnostic.Severity.allCases.sorted() == [.error, .warning, .note])
    }
}
