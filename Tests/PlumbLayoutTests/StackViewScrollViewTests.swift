import PlumbLayout
import Testing

// A stack inside a scroll view defines its contentSize (SEMANTICS §3.3 with §4): the stack is
// pinned to the content layout guide, as wide as the frame layout guide, and its natural
// height (the rows plus the gaps) is the scrollable height.

@Suite("StackView in a ScrollView")
struct StackViewScrollViewTests {
    @Test func aStackDefinesTheContentSize() throws {
        let rows = (0..<20).map { item("row\($0)", View.noIntrinsicMetric, 50) }
        let stack = StackView("stack", arrangedSubviews: rows)
        stack.axis = .vertical
        stack.spacing = 10
        let scroll = ScrollView("scroll")
        scroll.addSubview(stack)
        let root = View("root") { scroll }
        try activate {
            scroll.edges == root.edges
            stack.edges == scroll.contentLayoutGuide.edges
            stack.width == scroll.frameLayoutGuide.width
        }
        root.layout(in: Size(width: 375, height: 667))
        // 20 × 50 + 19 × 10.
        #expect(scroll.contentSize == Size(width: 375, height: 1190))
        expectFrame(stack, 0, 0, 375, 1190)
        expectFrame(rows[0], 0, 0, 375, 50)
        expectFrame(rows[19], 0, 1140, 375, 50)
        #expect(scroll.maximumContentOffset == Point(x: 0, y: 1190 - 667))

        // Hiding rows shrinks the content; scrolling does not move the stack in content
        // coordinates.
        rows[3].isHidden = true
        rows[19].isHidden = true
        scroll.contentOffset = Point(x: 0, y: 200)
        root.layoutIfNeeded()
        #expect(scroll.contentSize == Size(width: 375, height: 1190 - 120))
        expectFrame(stack, 0, 0, 375, 1070)
        expectFrame(rows[4], 0, 180, 375, 50)
        expectFrame(rows[18], 0, 1020, 375, 50)
        #expect(root.layoutIssues.isEmpty)
    }
}
