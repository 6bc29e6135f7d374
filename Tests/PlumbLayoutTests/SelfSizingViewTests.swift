@testable import PlumbLayout
import Testing

// Labels, buttons, text fields and image views that measure themselves with TextMeasure, the
// measure the .layout format uses too (issue 16).

@Suite("Views that measure themselves")
struct SelfSizingViewTests {
    @Test func labelSizeFromTextAndFont() {
        // The system font: 154.2 points of advances and a 20.29-point line, rounded up to whole
        // points without a display scale.
        let label = Label("title", text: "Create your account")
        #expect(label.intrinsicContentSize == Size(width: 155, height: 21))
        label.fontSize = 34                           // SF Pro Display's design, its own tracking
        #expect(label.intrinsicContentSize == Size(width: 294, height: 41))
        label.text = nil
        #expect(label.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: 41))
        #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)   // UIKit's default in code
    }

    @Test func multilineLabelWrapsAtPreferredMaxLayoutWidth() {
        let text = "The quick brown fox jumps over the lazy dog"   // 43 characters
        let label = counted(Label("body", text: text, numberOfLines: 0))
        #expect(label.hasMultilineText)
        // No wrapping width: one line per paragraph.
        #expect(label.intrinsicContentSize == Size(width: 43 * 8, height: 20))
        // 120 points hold 15 characters: "The quick brown" / "fox jumps over" / "the lazy dog".
        label.preferredMaxLayoutWidth = 120
        #expect(label.intrinsicContentSize == Size(width: 15 * 8, height: 60))
        label.numberOfLines = 2                       // capped: the widest of the first two lines
        #expect(label.intrinsicContentSize == Size(width: 15 * 8, height: 40))
        label.numberOfLines = 1
        #expect(label.intrinsicContentSize == Size(width: 43 * 8, height: 20))
    }

    @Test func wrappingBreaksLongWordsAndKeepsParagraphs() {
        let fixed = FixedAdvanceMeasurer()   // 8 points a character at 17
        func lines(_ text: String, width: Double) -> [String] {
            TextMeasure.lines(of: text, wrappingWidth: width, measurer: fixed).map(String.init)
        }
        #expect(lines("abcdefghij", width: 32) == ["abcd", "efgh", "ij"])
        #expect(lines("ab cd\nef", width: 80) == ["ab cd", "ef"])
        #expect(lines("", width: 80) == [""])
        #expect(lines("one two three", width: 60) == ["one two", "three"])
        let size = TextMeasure.size(of: "one two\nthree", numberOfLines: 0, wrappingWidth: 1000, measurer: fixed)
        #expect(size == Size(width: 7 * 8, height: 40))
        #expect(fixed.width(of: "née 👍🏽", font: Font()) == 5 * 8)   // characters, not code units
    }

    @Test func buttonFieldAndImageView() {
        // UIKit's system button: the 15-point title (51.1 wide, 18 high) plus 6 above and below.
        #expect(Button("ok", title: "Sign up").intrinsicContentSize == Size(width: 52, height: 30))
        #expect(Button("x", title: "x").intrinsicContentSize.width == Button.minimumWidth)
        #expect(Button("none").intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: 30))
        let field = TextField("name", placeholder: "Jane Appleseed")
        #expect(field.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: 34))
        #expect(TextField.intrinsicSize(fontSize: 14).height == 30)   // Interface Builder's default 14 points
        let image = ImageView("avatar", imageSize: Size(width: 64, height: 48))
        #expect(image.intrinsicContentSize == Size(width: 64, height: 48))
        image.imageSize = nil
        #expect(image.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    }

    @Test func labelsOfDifferentFontsAlignOnTheirBaselines() throws {
        let title = counted(Label("title", text: "Total", fontSize: 34))
        let amount = counted(Label("amount", text: "$12"))
        #expect(title.firstBaselineOffsetFromTop == 32 && title.lastBaselineOffsetFromBottom == 8)
        #expect(amount.firstBaselineOffsetFromTop == 16 && amount.lastBaselineOffsetFromBottom == 4)
        let root = View("root") {
            title
            amount
        }
        try activate {
            title.leading == root.leading + 20
            title.top == root.top + 20
            amount.trailing == root.trailing - 20
            amount.firstBaseline == title.firstBaseline
        }
        root.layout(in: Size(width: 320, height: 100))
        #expect(title.frame == Rect(x: 20, y: 20, width: 80, height: 40))
        #expect(amount.frame == Rect(x: 276, y: 36, width: 24, height: 20))   // baseline at y = 52
        // Set after the font, other offsets stay: text changes do not touch them.
        amount.firstBaselineOffsetFromTop = 15
        amount.text = "$1,200"
        #expect(amount.firstBaselineOffsetFromTop == 15)
    }

    @Test func changingTheTextRelaysOut() throws {
        let label = counted(Label("status", text: "Ready"))
        let root = View("root") { label }
        try activate {
            label.leading == root.leading + 20
            label.top == root.top + 20
        }
        root.layout(in: Size(width: 320, height: 100))
        #expect(label.frame == Rect(x: 20, y: 20, width: 40, height: 20))
        label.text = "Downloading"
        root.layoutIfNeeded()
        #expect(label.frame == Rect(x: 20, y: 20, width: 88, height: 20))
    }
}
