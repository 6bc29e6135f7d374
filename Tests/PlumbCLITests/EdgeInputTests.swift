import Foundation
import PlumbCLI
import PlumbMessages
import Testing

/// Inputs at the edges of what the commands take: nothing is silent, nothing is ignored.
@Suite("Edge inputs")
struct EdgeInputTests {
    @Test func versionTakesNoArguments() {
        #expect(run(["--version"]).output == "plumb 0.1.0\n")
        let extra = run(["--version", "extra"])
        #expect(extra.status == 2 && extra.output.isEmpty)
        #expect(extra.error.contains("--version takes no arguments (got 'extra')"))
    }

    /// A storyboard with no scene: nothing to lay out is an error for the commands that lay
    /// out, and a note for diagnose (nothing checked is not "no findings").
    @Test func aStoryboardWithNoSceneSaysSo() throws {
        let path = NSTemporaryDirectory() + "empty-\(UUID().uuidString).storyboard"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <scenes/>
            </document>
            """.write(toFile: path, atomically: true, encoding: .utf8)
        let message = "the document has no scene to lay out"
        for command in [["solve", path], ["render", path, "-o", "-"], ["explain", path, "view.width"]] {
            let r = run(command)
            #expect(r.status == 2, "\(command[0])")
            #expect(r.output.isEmpty && r.error.contains("\(path): error: \(message)"), "\(command[0]): \(r.error)")
        }
        let diagnosis = run(["diagnose", path])
        #expect(diagnosis.status == 0)
        #expect(diagnosis.output.contains("\(path): note: \(message)"))
    }

    /// `--scene` and `--size-class` pick among a document's scenes; a layout file has one
    /// hierarchy, and is not silently laid out as if they had been obeyed.
    @Test func sceneOptionsOnALayoutFileAreUsageErrors() {
        let scene = run(["solve", "--scene", "X", "Layouts/priorities.layout"])
        #expect(scene.status == 2 && scene.error.contains("--scene is for storyboards and xibs"))
        let sizeClass = run(["solve", "--size-class", "wC hR", "Layouts/priorities.layout"])
        #expect(sizeClass.status == 2 && sizeClass.error.contains("--size-class is for storyboards and xibs"))
    }
}

/// Names and texts from the input cannot write to the terminal or break a line.
@Suite("Safe output")
struct SafeOutputTests {
    @Test func controlCharactersInNamesAndTextsAreEscaped() throws {
        let path = NSTemporaryDirectory() + "escape-\(UUID().uuidString).layout"
        defer { try? FileManager.default.removeItem(atPath: path) }
        // A label whose text holds an escape sequence and a newline, in an ambiguous layout.
        try "size 200x100\nview root { label title \"A\u{1B}[31mB\\nC\" }\ntitle.top == root.top\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        for command in [["solve", path], ["diagnose", path], ["explain", path, "title.leading"]] {
            let r = run(command)
            #expect(!r.output.contains("\u{1B}") && !r.error.contains("\u{1B}"), "\(command[0]): \(r.output)")
        }
        let solved = run(["solve", path]).output
        #expect(solved.contains("\\u{1B}[31m"), "\(solved)")
    }

    /// A layout whose values overflow is an error in solve (exit 2) and in diagnose
    /// (number-overflow findings), never frames of `null` printed as a result.
    @Test func overflowingValuesAreErrors() throws {
        let path = NSTemporaryDirectory() + "plumb-overflow-\(UUID().uuidString).layout"
        var lines = ["size 375x667", "view root {"] + (0..<40).map { " view v\($0)" } + ["}", "v0.width == 1e9"]
        lines += (1..<40).map { "v\($0).width == v\($0 - 1).width * 1e9" }
        lines += (0..<40).map { "v\($0).leading == root.leading; v\($0).top == root.top; v\($0).height == 10" }
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let solve = run(["solve", path])
        #expect(solve.status == 2)
        #expect(solve.error.contains("error: the constraints overflow: no finite value for v34 (x or width)"))
        let diagnose = run(["diagnose", path])
        #expect(diagnose.status == 1)
        #expect(diagnose.output.contains("error: v34's x position or width overflows: the solution is not a finite number [number-overflow]"))
    }

    /// A file name that is not UTF-8 opens (its bytes kept from argv to open) and prints escaped.
    @Test func aFileNameThatIsNotUTF8Opens() throws {
        let directory = NSTemporaryDirectory() + "plumb-name-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let name = Array(directory.utf8) + Array("/caf".utf8) + [0xE9] + Array(".layout".utf8)
        let text = "size 100x100\nview root { view a }\na.edges == root.edges\n"
        let path = FileNameBytes.string(name)
        #expect(FileNameBytes.cString(path).dropLast().map { UInt8(bitPattern: $0) } == name)
        let fd = open(FileNameBytes.cString(path), O_CREAT | O_WRONLY | O_TRUNC, 0o644)
        #expect(fd >= 0)
        _ = text.utf8CString.withUnsafeBufferPointer { write(fd, $0.baseAddress, $0.count - 1) }
        close(fd)
        let capture = Capture()
        let status = PlumbCLI.run(argumentBytes: [Array("solve".utf8), name], console: capture.console)
        #expect(status == 0)
        #expect(capture.output.hasPrefix(directory + "/caf\\u{F7E9}.layout: root 100 × 100"))
        #expect(FileNameBytes.string(Array("plain.layout".utf8)) == "plain.layout")
    }
}
