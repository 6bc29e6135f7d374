import PlumbDiagnostics
import PlumbLayout
import Testing

/// `print(finding)` and `print(constraint)` show what `plumb diagnose` shows (issue 16).
@Suite("Finding text")
struct FindingTextTests {
    @Test func aFindingPrintsAsTheCommandLineToolPrintsIt() throws {
        let box = View("box")
        let root = View("root") { box }
        let line = #line + 2
        try activate {
            box.leading == root.leading + 10
            box.top == root.top + 20
            box.height == 50
        }
        root.layout(in: Size(width: 320, height: 480))
        let finding = try #require(Diagnostics.diagnose(root).first)
        let file = "PlumbDiagnosticsTests/FindingTextTests.swift"
        #expect("\(finding)" == """
            \(file):\(line): warning: Need constraints for: width [ambiguous-layout]
                The constraints leave box's width free: every value from 0 to ∞ is equally good for every priority. Add a constraint that fixes it.
                witness: box {10, 20, 0, 50} or {10, 20, 40, 50}
            \(file):\(line): note: box.leading == root.leading + 10

            """)
        // A path stands in where a finding or a constraint has no location; parts can be highlighted.
        var unplaced = finding
        unplaced.location = nil
        unplaced.constraints = [Finding.ConstraintReference(description: "box.width >= 0")]
        #expect(unplaced.text(path: "Screen.swift").hasPrefix("Screen.swift: warning: Need constraints for: width"))
        #expect(unplaced.text().hasPrefix("warning: Need constraints for: width"))
        #expect(unplaced.text().hasSuffix("\nnote: box.width >= 0\n"))
        let marked = finding.text { text, role in role == .message ? "<\(text)>" : text }
        #expect(marked.contains("warning: <Need constraints for: width> [ambiguous-layout]"))
    }

    @Test func aConstraintPrintsItsEquationAndWhereItWasWritten() throws {
        let box = View("box")
        let root = View("root") { box }
        let line = #line + 1
        let constraints = try activate { (box.width == root.width * 0.5 - 10 ~ 750).identifier("half") }
        #expect("\(constraints[0])" == "'half' box.width == 0.5*root.width - 10 @750 (FindingTextTests.swift:\(line))")
    }
}
