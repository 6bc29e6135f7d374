import PlumbDiagnostics
import PlumbLayout
import PlumbMessages
import Testing

/// Findings as diagnostics, JSON and SARIF, without the command-line tool (issue 14).
@Suite("Finding reports")
struct FindingReportTests {
    let finding = Finding(
        kind: .ambiguousLayout, severity: .warning, message: "Need constraints for: width",
        explanation: "Nothing fixes box's width.", items: ["box"],
        constraints: [Finding.ConstraintReference(description: "box.leading == root.leading (Screen.swift:7)",
                                                  location: SourceLocation(file: "App/Screen.swift", line: 7)),
                      Finding.ConstraintReference(description: "root.width == 320 (root frame)")],
        suggestion: "Give box a width.")

    @Test func aFindingIsADiagnostic() {
        let diagnostic = finding.diagnostic
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.code == "ambiguous-layout")
        #expect(diagnostic.location == SourceLocation(file: "App/Screen.swift", line: 7))
        #expect(diagnostic.fix == "Give box a width.")
        #expect(diagnostic.notes.map(\.isInline) == [false, true])
        #expect(diagnostic.description + "\n" == finding.description)
        #expect(finding.description.contains("App/Screen.swift:7: note: box.leading == root.leading\n"))
    }

    @Test func aFindingWritesItsJSONObject() {
        let json = finding.json
        #expect(json.hasPrefix("{\n  \"kind\": \"ambiguous-layout\",\n  \"severity\": \"warning\","))
        #expect(json.contains("\"file\": \"App/Screen.swift\",\n        \"line\": 7,\n        \"column\": null\n"))
        #expect(json.hasSuffix("\"suggestion\": \"Give box a width.\"\n}\n"))
    }

    @Test func findingsAndUnreadableFilesMakeASARIFLog() {
        var log = SARIFLog(toolVersion: "9.9")
        log.add([finding], path: "Screen.swift")
        #expect(log.text.contains("\"executionSuccessful\": true"))
        #expect(log.text.contains("\"ruleId\": \"ambiguous-layout\""))
        #expect(log.text.contains("\"uri\": \"App/Screen.swift\""))
        log.add(notification: Diagnostic(.error, "cannot read the file", at: SourceLocation(file: "My Screen.layout")))
        #expect(log.text.contains("\"executionSuccessful\": false"))
        // A whole file has no region; a URI has no spaces.
        #expect(log.text.contains("\"uri\": \"My%20Screen.layout\"\n"))
    }
}
