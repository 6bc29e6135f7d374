import PlumbLayout
import Testing

// The program of README.md's "Use it in your package", compiled and run (its `import
// PlumbLayout` is this file's); a test in PlumbLayoutTests checks that the README shows
// exactly this code.

@Suite("README program")
struct ReadmeProgramTests {
    @Test func useItInYourPackage() throws {
        var output = ""
        func print(_ item: Any) { output += "\(item)\n" }
        // example: readme-package
        let title = Label("title", text: "Hello, Plumb")
        let root = View("root") { title }
        try activate {
            title.centerX == root.centerX
            title.top == root.safeAreaLayoutGuide.top + 20
        }
        root.layout(in: Size(width: 375, height: 667))
        print(root.recursiveDescription)
        // end example
        #expect(output == """
            root: View {0, 0, 375, 667}
            |   *title: Label {139.5, 20, 96, 21}


            """)
    }
}
