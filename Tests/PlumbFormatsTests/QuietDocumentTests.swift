import PlumbFormats
import PlumbLayout
import Testing

/// A file's conflicts are reported as findings at their lines, so a hierarchy read from a file
/// does not also print UIKit's console block; one built in code does (as in UIKit).
@Suite("Layout files: conflicts are findings, not console blocks")
struct QuietDocumentTests {
    @Test func aLayoutFilesRootDoesNotLog() throws {
        let model = try LayoutFile.load(source: LayoutSource(path: "conflict.layout", text: """
            size 320x200
            view root { view box }
            box.edges == root.edges
            box.width == 100
            """))
        model.layout(size: nil, traits: nil, keyboardHeight: nil)
        #expect(!model.root.logsUnsatisfiableConstraints)
        #expect(model.root.layoutIssues.contains { $0.brokenConstraint != nil })
    }

    @Test func aHierarchyBuiltInCodeLogsByDefault() {
        #expect(View("codeRoot").logsUnsatisfiableConstraints)
    }
}
