import PlumbDiagnostics
import PlumbLayout
import Testing

// Three small programs written against the library as a user would (issue 16), shown in
// Docs/dsl.md ("Three programs"; a test in PlumbLayoutTests checks the page shows exactly the
// code between `// example:` and `// end example`). Each prints what UIKit would lay out or
// warn about, and the test asserts the printed text. `print` is captured.

@Suite("Example programs")
struct ExampleProgramsTests {
    @Test func loginFormWithKeyboard() throws {
        var output = ""
        func print(_ item: Any) { output += "\(item)\n" }
        // example: program-login-form
        let logo = ImageView("logo", imageSize: Size(width: 120, height: 120))
        let title = Label("title", text: "Sign in", fontSize: 34)
        let emailLabel = Label("emailLabel", text: "Email")
        let email = TextField("email", placeholder: "jane@example.com")
        let passwordLabel = Label("passwordLabel", text: "Password")
        let password = TextField("password", placeholder: "Required")
        let signIn = Button("signIn", title: "Sign in")
        let content = View("content") {
            logo
            title
            emailLabel
            email
            passwordLabel
            password
            signIn
        }
        let scroll = ScrollView("scroll") { content }
        let root = View("root") { scroll }

        try activate {
            scroll.edges == root.edges
            content.edges == scroll.contentLayoutGuide.edges
            content.width == scroll.frameLayoutGuide.width      // scrolls vertically only
            logo.top == content.top + 160
            logo.centerX == content.centerX
            title.top == logo.bottom + 24
            emailLabel.top == title.bottom + 24
            email.top == emailLabel.bottom + 4
            passwordLabel.top == email.bottom + 12
            password.top == passwordLabel.bottom + 4
            signIn.top == password.bottom + 24
            signIn.bottom == content.bottom - 20
            for view in [title, emailLabel, passwordLabel, signIn] {
                view.leading == content.leading + 20
            }
            for field in [email, password] {
                field.horizontalEdges == content.horizontalEdges.inset(20)
            }
        }
        root.layout(in: Size(width: 375, height: 667))
        // The keyboard covers the password field: the scroll view makes room and scrolls it up.
        scroll.keyboardWillShow(frame: Rect(x: 0, y: 451, width: 375, height: 216), activeField: password)
        print(root.recursiveDescription)
        print("content \(scroll.contentSize), offset \(scroll.contentOffset)")
        print(Diagnostics.diagnose(root).count)
        // end example
        #expect(output == """
            root: View {0, 0, 375, 667}
            |   *scroll: ScrollView {0, 0, 375, 667}
            |   |   *content: View {0, 0, 375, 573}
            |   |   |   *logo: ImageView {127.5, 160, 120, 120}
            |   |   |   *title: Label {20, 304, 99, 41}
            |   |   |   *emailLabel: Label {20, 369, 41, 21}
            |   |   |   *email: TextField {20, 394, 335, 34}
            |   |   |   *passwordLabel: Label {20, 440, 74, 21}
            |   |   |   *password: TextField {20, 465, 335, 34}
            |   |   |   *signIn: Button {20, 523, 47, 30}

            content 375 × 573, offset (0, 48)
            0

            """)
        // The password field's bottom, 496 − 45 on screen, is the keyboard's top.
        #expect(password.convert(password.bounds, to: nil).maxY == 451)
        #expect(root.layoutIssues.isEmpty)
    }

    @Test func stackOfLabelsWithHugging() throws {
        var output = ""
        func print(_ item: Any) { output += "\(item)\n" }
        // example: program-stacks
        let name = Label("name", text: "Jane Appleseed")
        let role = Label("role", text: "Designer")
        let city = Label("city", text: "Cupertino")
        // The lowest hugging priority gives way first: the name takes the spare width.
        try role.setContentHuggingPriority(251, for: .horizontal)
        try city.setContentHuggingPriority(252, for: .horizontal)
        let row = StackView("row", axis: .horizontal, spacing: 8) {
            name
            role
            city
        }
        let follow = Button("follow", title: "Follow")
        let card = StackView("card", axis: .vertical, spacing: 12) {
            row
            follow
        }
        let root = View("root") { card }

        try activate {
            card.top == root.layoutMarginsGuide.top
            card.horizontalEdges == root.layoutMarginsGuide.horizontalEdges
        }
        root.layout(in: Size(width: 375, height: 200))
        print(root.recursiveDescription)
        print(Diagnostics.diagnose(root).count)
        // end example
        #expect(output == """
            root: View {0, 0, 375, 200}
            |   *card: StackView {8, 8, 359, 63}
            |   |   *row: StackView {0, 0, 359, 21}
            |   |   |   *name: Label {0, 0, 198, 21}
            |   |   |   *role: Label {206, 0, 69, 21}
            |   |   |   *city: Label {283, 0, 76, 21}
            |   |   *follow: Button {0, 33, 359, 30}

            0

            """)
    }

    @Test func diagnosedFromSwift() throws {
        var output = ""
        func print(_ item: Any) { output += "\(item)\n" }
        let badgeLine = #line + 19                  // where `badge.leading == title.leading` is
        // example: program-diagnose
        let title = Label("title", text: "Weekly report")
        let subtitle = Label("subtitle", text: "Draft")
        let badge = View("badge")
        let card = View("card") {
            title
            subtitle
            badge
        }
        let root = View("root") { card }

        try activate {
            root.edges == card.edges.inset(16)      // the card bleeds 16 points past the root
            title.leading == card.leading + 32
            title.top == card.top + 32
            subtitle.leading == title.trailing + 8  // title and subtitle share the spare width...
            subtitle.trailing == card.trailing - 32 // ...with the same hugging priority: a tie
            subtitle.top == title.top
            badge.leading == title.leading          // the badge has no width
            badge.top == title.bottom + 8
            badge.height == 24
        }
        root.layout(in: Size(width: 375, height: 667))
        print("card \(card.frame), badge ambiguous: \(badge.hasAmbiguousLayout)")
        for finding in Diagnostics.diagnose(root) {
            print(finding)
        }
        // end example
        let place = "PlumbExamplesTests/ExampleProgramsTests.swift:\(badgeLine)"
        #expect(output == """
            card {-16, -16, 407, 699}, badge ambiguous: true
            \(place): warning: Need constraints for: width [ambiguous-layout]
                The constraints leave badge's width free: every value from 0 to ∞ is equally good for every priority. Add a constraint that fixes it.
                witness: badge {32, 61, 0, 24} or {32, 61, 40, 24}
            \(place): note: badge.leading == title.leading

            warning: Content Priority Ambiguity: title, subtitle have the same horizontal hugging priority (250) [content-priority-ambiguity]
                These views share the extra horizontal space, and the priority that decides which gives way is equal for them, so any split is as good.
                fix: Set the horizontal hugging priority of subtitle to 249.


            """)
        // Either way round, the card is laid out by constraints and the root is not.
        #expect(!card.translatesAutoresizingMaskIntoConstraints && root.layoutIssues.isEmpty)
        #expect(title.hasAmbiguousLayout && subtitle.hasAmbiguousLayout)
    }
}
