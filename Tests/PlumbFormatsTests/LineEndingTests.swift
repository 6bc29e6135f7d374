import Foundation
import PlumbFormats
import PlumbLayout
import Testing

/// Lines may end in LF, CRLF or a lone CR (classic Mac files); each is one line, and errors
/// name the right one.
@Suite("Layout files: line endings")
struct LineEndingTests {
    @Test(arguments: ["\n", "\r\n", "\r"])
    func everyLineEndingIsALine(_ end: String) throws {
        let text = ["size 200x100", "view root { view a }", "a.edges == root.edges", "b.width == 10"].joined(separator: end)
        #expect(throws: LayoutFileErrors.self) { try LayoutFile.load(source: LayoutSource(path: "t.layout", text: text)) }
        do {
            _ = try LayoutFile.load(source: LayoutSource(path: "t.layout", text: text))
        } catch {
            #expect(error.errors.first?.line == 4, "\(error.errors)")
        }
        let fixed = try LayoutFile.load(source: LayoutSource(path: "t.layout", text: text.replacingOccurrences(of: "b.width", with: "a.width")))
        #expect(fixed.item(named: "a") != nil)
    }
}
