import Foundation
import Testing

/// Keeps a documentation page and its test in step: every example in the test file sits between
/// `// example: NAME` and `// end example`; the page shows each as `<!-- example: NAME -->`
/// followed by a ```swift block. The page must show exactly the tested examples, line for line
/// (trimmed, blank lines ignored), so the docs cannot rot.
enum DocPageExamples {
    /// Expects `page` (a path under the package root, e.g. `Docs/dsl.md`) to show exactly the
    /// examples of `testFile` and of the `others` (paths under the package root, e.g. another
    /// test target's file), and returns how many there are.
    @discardableResult
    static func check(page: String, testFile: String = #filePath, alsoFrom others: [String] = []) throws -> Int {
        let here = URL(fileURLWithPath: testFile)
        let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let docs = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
        var fromTests: [String: [String]] = [:]
        for file in [here] + others.map({ root.appendingPathComponent($0) }) {
            let tests = try String(contentsOf: file, encoding: .utf8)
            fromTests.merge(examples(in: tests, opening: "// example: ", closing: "// end example", fence: nil)) { a, _ in a }
        }
        let fromDocs = examples(in: docs, opening: "<!-- example: ", closing: "```", fence: "```swift")
        #expect(Set(fromDocs.keys) == Set(fromTests.keys),
                "examples differ: \(page) \(fromDocs.keys.sorted()), tests \(fromTests.keys.sorted())")
        for (name, lines) in fromTests {
            #expect(fromDocs[name] == lines, "example \(name) differs between \(page) and the test")
        }
        return fromTests.count
    }

    /// Named blocks of trimmed, non-empty lines. A block opens at a line `opening NAME` (in
    /// the docs `<!-- example: NAME -->`, followed by the `fence` line) and ends at `closing`.
    static func examples(in text: String, opening: String, closing: String, fence: String?) -> [String: [String]] {
        var out: [String: [String]] = [:]
        var name: String?
        var lines: [String] = []
        var awaitingFence = false
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if let current = name {
                if awaitingFence {
                    if line == fence { awaitingFence = false }
                    continue
                }
                if line == closing {
                    out[current] = lines
                    name = nil
                } else if !line.isEmpty, fence == nil || !line.hasPrefix("import ") {
                    // A page's `import` lines sit at file scope in the test.
                    lines.append(line)
                }
            } else if line.hasPrefix(opening) {
                let rest = line.dropFirst(opening.count).replacingOccurrences(of: "-->", with: "")
                name = rest.trimmingCharacters(in: .whitespaces)
                lines = []
                awaitingFence = fence != nil
            }
        }
        return out
    }
}
