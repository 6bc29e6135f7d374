import PlumbLayout
import Testing

// systemLayoutSizeFitting with UIKit's fitting targets and priorities (self-sizing cells).

@Suite("Fitting size")
struct FittingSizeTests {
    /// A cell's content view: a title and a body that wraps at 288 points (36 characters).
    func cell() throws -> (content: View, body: Label) {
        let title = counted(Label("title", text: "Title"))
        let body = counted(Label("body", text: Array(repeating: "abcdefgh", count: 10).joined(separator: " "), numberOfLines: 0))
        body.preferredMaxLayoutWidth = 288
        let content = View("content") {
            title
            body
        }
        try activate {
            title.top == content.top + 12
            title.horizontalEdges == content.horizontalEdges.inset(16)
            body.top == title.bottom + 8
            body.horizontalEdges == content.horizontalEdges.inset(16)
            body.bottom == content.bottom - 12
        }
        return (content, body)
    }

    @Test func selfSizingCellHeightForAGivenWidth() throws {
        let (content, body) = try cell()
        // 89 characters in words of 8 wrap as 35 + 35 + 17: three lines of 20.
        #expect(body.intrinsicContentSize == Size(width: 35 * 8, height: 60))
        let size = content.systemLayoutSizeFitting(
            Size(width: 320, height: View.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(size == Size(width: 320, height: 12 + 20 + 8 + 60 + 12))
        #expect(content.frame == .zero)                      // nothing moved
    }

    @Test func compressedAndExpandedTargets() throws {
        let (content, _) = try cell()
        let compressed = content.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        #expect(compressed == Size(width: 35 * 8 + 32, height: 112))
        // Hugging (250) beats the pull toward the expanded size (50).
        #expect(content.systemLayoutSizeFitting(View.layoutFittingExpandedSize) == compressed)
    }

    @Test func aStackViewFitsItsArrangedViews() {
        let stack = StackView("stack", axis: .vertical, spacing: 8) {
            counted(Label("a", text: "Short"))
            counted(Label("b", text: "A longer line"))
            counted(Button("c", title: "OK"))
        }
        // Widest arranged view (13 characters), heights 20 + 20 + 30 and two gaps of 8.
        #expect(stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 104, height: 86))
        #expect(stack.systemLayoutSizeFitting(Size(width: 200, height: 0), withHorizontalFittingPriority: .required,
                                              verticalFittingPriority: .fittingSizeLevel) == Size(width: 200, height: 86))
    }

    @Test func onlyTheSubtreeCounts() throws {
        let (content, _) = try cell()
        let root = View("root") { content }
        try activate {
            content.edges == root.edges              // ties content to the root's size
        }
        root.layout(in: Size(width: 375, height: 667))
        #expect(content.frame.size == Size(width: 375, height: 667))
        #expect(content.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 312, height: 112))
        #expect(content.frame.size == Size(width: 375, height: 667))
        // A view with nothing inside fits the target exactly.
        #expect(View("empty").systemLayoutSizeFitting(Size(width: 30, height: 40)) == Size(width: 30, height: 40))
    }
}
