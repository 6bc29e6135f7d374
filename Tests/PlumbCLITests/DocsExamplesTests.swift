import Foundation
@testable import PlumbCLI
import PlumbFormats
import PlumbLayout
import Testing

// The examples of the documentation, run: every ```console block of README.md, Docs/cli.md,
// Docs/diagnostics.md, Docs/format.md and Docs/console-log.md whose commands are `$ plumb …` or
// `$ swift run plumb …` is run in-process from the repository's root, and its output
// (standard output, then standard error) must be the text under the command. A line `…`
// alone stands for any number of lines. Every ```layout block of Docs/format.md must load.

struct ConsoleExample: CustomTestStringConvertible, Sendable {
    var document: String
    var line: Int
    var arguments: [String]
    var expected: [String]
    var testDescription: String { "\(document):\(line) plumb \(arguments.joined(separator: " "))" }
}

let documentedFiles = ["README.md", "Docs/cli.md", "Docs/diagnostics.md", "Docs/format.md", "Docs/console-log.md"]

func fencedBlocks(_ document: String, language: String) -> [(line: Int, lines: [String])] {
    guard let text = try? String(contentsOfFile: repositoryRoot + "/" + document, encoding: .utf8) else { return [] }
    var blocks: [(Int, [String])] = []
    var current: (Int, [String])?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        if current != nil {
            if line.hasPrefix("```") {
                if let block = current { blocks.append(block) }
                current = nil
            } else {
                current?.1.append(String(line))
            }
        } else if line == "```\(language)" {
            current = (index + 2, [])
        }
    }
    return blocks
}

func consoleExamples() -> [ConsoleExample] {
    var examples: [ConsoleExample] = []
    for document in documentedFiles {
        for (start, lines) in fencedBlocks(document, language: "console") {
            var index = 0
            while index < lines.count {
                let line = lines[index]
                guard line.hasPrefix("$ ") else { index += 1; continue }
                var words = line.dropFirst(2).split(separator: " ").map(String.init)
                if words.starts(with: ["swift", "run", "plumb"]) { words.removeFirst(2) }
                var expected: [String] = []
                index += 1
                while index < lines.count, !lines[index].hasPrefix("$ ") {
                    expected.append(lines[index])
                    index += 1
                }
                guard words.first == "plumb" else { continue }
                examples.append(ConsoleExample(document: document, line: start + index - expected.count - 1,
                                               arguments: Array(words.dropFirst()), expected: expected))
            }
        }
    }
    return examples
}

/// Whether `actual` lines match `pattern` lines, where a `…` line matches any run of lines.
func matches(_ actual: [String], _ pattern: [String]) -> Bool {
    var memo: [Int: Bool] = [:]
    func go(_ a: Int, _ p: Int) -> Bool {
        let key = a * (pattern.count + 1) + p
        if let known = memo[key] { return known }
        let result: Bool
        if p == pattern.count {
            result = a == actual.count
        } else if pattern[p] == "…" {
            result = (a...actual.count).contains { go($0, p + 1) }
        } else {
            result = a < actual.count && actual[a] == pattern[p] && go(a + 1, p + 1)
        }
        memo[key] = result
        return result
    }
    return go(0, 0)
}

@Suite("Documentation examples")
struct DocumentationExampleTests {
    @Test(arguments: consoleExamples())
    func consoleExampleRunsAsShown(_ example: ConsoleExample) {
        // Pictures the examples write go to a temporary directory, not into the repository.
        var arguments = example.arguments
        if let o = arguments.firstIndex(of: "-o"), o + 1 < arguments.count {
            arguments[o + 1] = NSTemporaryDirectory() + "plumb-docs-\(UUID().uuidString).svg"
        }
        defer { if let o = arguments.firstIndex(of: "-o") { try? FileManager.default.removeItem(atPath: arguments[o + 1]) } }
        let r = runInRepository(arguments)
        var actual = (r.output + r.error).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if actual.last == "" { actual.removeLast() }
        var expected = example.expected
        while expected.last == "" { expected.removeLast() }
        #expect(matches(actual, expected), "got:\n\(actual.joined(separator: "\n"))")
        #expect(r.status != 2 || r.error.contains("error:"))
    }

    @Test func theDocumentsHaveExamples() {
        let examples = consoleExamples()
        for document in documentedFiles {
            #expect(examples.contains { $0.document == document }, "\(document) shows no plumb command")
        }
    }

    /// Docs/format.md, "In code".
    @Test func theFormatGuideSwiftSnippet() throws {
        _ = FileManager.default.changeCurrentDirectoryPath(repositoryRoot)
        let model = try LayoutFile.load(path: "Layouts/login-keyboard.layout")
        model.layout(keyboardHeight: 216)
        #expect(model.focus?.frame == Rect(x: 20, y: 587, width: 335, height: 34))
        let guide = try String(contentsOfFile: repositoryRoot + "/Docs/format.md", encoding: .utf8)
        #expect(guide.contains("""
            let model = try LayoutFile.load(path: "Layouts/login-keyboard.layout")
            model.layout(keyboardHeight: 216)
            print(model.focus?.frame ?? .zero)
            """))
    }

    @Test func everyLayoutBlockOfTheFormatGuideLoads() {
        let blocks = fencedBlocks("Docs/format.md", language: "layout")
        #expect(blocks.count >= 5)
        for (line, lines) in blocks {
            do {
                let model = try LayoutFile.load(source: LayoutSource(path: "Docs/format.md:\(line)", text: lines.joined(separator: "\n")))
                model.layout()
            } catch {
                Issue.record("Docs/format.md, block at line \(line):\n\(error)")
            }
        }
    }
}
