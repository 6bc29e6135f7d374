import PlumbBenchmarks
import PlumbLayout
import Testing

// Keyboard avoidance (SEMANTICS §3.1): insets, scrolling the active field into view, restoring.
//
// The form is KeyboardFormBenchmark's: on a 375 × 667 screen, field i is 34 high at
// y = 16 + 42 i in the content, the content is 42 n + 24 high; the keyboard is the bottom 291
// points (its top at y = 376).

@Suite("Scroll view: keyboard avoidance")
struct ScrollViewKeyboardTests {
    let keyboard = Rect(x: 0, y: 376, width: 375, height: 291)

    @Test func aFieldNearTheBottomScrollsAboveTheKeyboard() {
        let form = KeyboardFormBenchmark(fields: 200)
        #expect(form.layout() == 42 * 200 + 24)
        let scroll = form.scrollView, field = form.fields[14]
        expectFrame(field, 16 + 78 + 8, 604, 375 - 16 - 102, 34)   // label 14 is 78 wide
        scroll.keyboardWillShow(frame: keyboard, activeField: field)
        #expect(scroll.contentInset == EdgeInsets(top: 0, left: 0, bottom: 291, right: 0))
        #expect(scroll.verticalScrollIndicatorInsets.bottom == 291)
        #expect(scroll.isAvoidingKeyboard)
        // The least movement: the field's bottom (638) meets the keyboard's top.
        #expect(scroll.contentOffset == Point(x: 0, y: 638 - 376))
        #expect(close(screenRect(field).maxY, 376))
        // The floating header was re-solved by the pass the helper ran.
        expectFrame(form.header, 0, 262, 375, 44)
        scroll.keyboardWillHide()
        #expect(scroll.contentInset == .zero)
        #expect(scroll.verticalScrollIndicatorInsets == .zero)
        #expect(!scroll.isAvoidingKeyboard)
        #expect(scroll.contentOffset == Point(x: 0, y: 262))
        #expect(form.root.layoutIssues.isEmpty)
    }

    @Test func aFieldNearTheTopDoesNotScroll() {
        let form = KeyboardFormBenchmark(fields: 200)
        form.layout()
        let scroll = form.scrollView
        scroll.keyboardWillShow(frame: keyboard, activeField: form.fields[2])
        #expect(scroll.contentInset.bottom == 291)
        #expect(scroll.contentOffset == .zero)
        scroll.keyboardWillHide()
        #expect(scroll.contentOffset == .zero)
    }

    /// Content just taller than the screen: the last field can only get above the keyboard
    /// thanks to the bottom inset, and hiding the keyboard brings the offset back in range.
    @Test func theLastFieldBecomesVisibleOnlyThroughTheInset() {
        let form = KeyboardFormBenchmark(fields: 16)
        #expect(form.layout() == 696)
        let scroll = form.scrollView, last = form.fields[15]
        #expect(scroll.maximumContentOffset == Point(x: 0, y: 29))
        expectFrame(last, 16 + 85 + 8, 646, 375 - 16 - 109, 34)   // label 15 is 85 wide
        scroll.keyboardWillShow(frame: keyboard, activeField: last)
        #expect(scroll.maximumContentOffset == Point(x: 0, y: 696 + 291 - 667))
        #expect(scroll.contentOffset == Point(x: 0, y: 680 - 376))
        #expect(close(screenRect(last).maxY, 376))
        scroll.keyboardWillHide()
        #expect(scroll.maximumContentOffset == Point(x: 0, y: 29))
        #expect(scroll.contentOffset == Point(x: 0, y: 29))
        expectFrame(form.header, 0, 29, 375, 44)
    }

    @Test func centredFieldSitsMidwayBetweenTheTopAndTheKeyboard() {
        let form = KeyboardFormBenchmark(fields: 200)
        form.layout()
        let scroll = form.scrollView
        scroll.keyboardWillShow(frame: keyboard, activeField: form.fields[14], avoidance: .centerActiveField)
        // Field centre 621 at 376 / 2 = 188 below the scroll view's top.
        #expect(scroll.contentOffset == Point(x: 0, y: 621 - 188))
        #expect(close(screenRect(form.fields[14]).midY, 188))
        // Another field while the keyboard is up: the same saved insets, a new offset.
        scroll.keyboardWillShow(frame: keyboard, activeField: form.fields[0], avoidance: .centerActiveField)
        #expect(scroll.contentOffset == Point(x: 0, y: 0))  // clamped at the top
        #expect(scroll.contentInset.bottom == 291)
        scroll.keyboardWillShow(frame: keyboard, activeField: form.fields[199], avoidance: .centerActiveField)
        #expect(scroll.contentOffset == Point(x: 0, y: 8424 + 291 - 667))  // clamped at the end
        scroll.keyboardWillHide()
        #expect(scroll.contentInset == .zero)
        #expect(scroll.contentOffset == Point(x: 0, y: 8424 - 667))
    }

    @Test func aBottomSafeAreaAlreadyAddedIsNotCountedTwice() {
        let form = KeyboardFormBenchmark(fields: 200)
        form.root.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        form.layout()
        let scroll = form.scrollView
        scroll.contentInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 10, left: 0, bottom: 34, right: 0))
        scroll.keyboardWillShow(frame: keyboard, activeField: form.fields[14])
        #expect(scroll.contentInset == EdgeInsets(top: 10, left: 0, bottom: 291 - 34, right: 0))
        #expect(scroll.adjustedContentInset.bottom == 291)
        #expect(scroll.verticalScrollIndicatorInsets.bottom == 291 - 34)
        #expect(scroll.contentOffset == Point(x: 0, y: 638 - 376))
        scroll.keyboardWillHide()
        #expect(scroll.contentInset == EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        // With .never, the full overlap goes into contentInset.
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.keyboardWillShow(frame: keyboard, activeField: nil)
        #expect(scroll.contentInset.bottom == 291)
        scroll.keyboardWillHide()
    }

    @Test func aKeyboardThatDoesNotReachTheScrollViewChangesNothing() throws {
        let (root, scroll) = scrollFixture()   // frame ends at y = 440
        root.layout(in: phone)
        scroll.keyboardWillShow(frame: Rect(x: 0, y: 500, width: 375, height: 167))
        #expect(scroll.contentInset == .zero)
        #expect(scroll.isAvoidingKeyboard)
        scroll.keyboardWillShow(frame: Rect(x: 0, y: 400, width: 375, height: 267))
        #expect(scroll.contentInset.bottom == 40)
        scroll.keyboardWillHide()
        scroll.keyboardWillHide()   // a second hide does nothing
        #expect(scroll.contentInset == .zero)
    }

    @Test func benchmarkHookShape() {
        let form = KeyboardFormBenchmark(fields: 3)
        #expect(form.viewCount == 10)
        #expect(form.layout(width: 320, height: 480) == 42 * 3 + 24)
        expectFrame(form.fields[1], 16 + 67 + 8, 58, 320 - 16 - (16 + 67 + 8), 34)
        expectFrame(form.labels[1], 16, 65, 67, 20)
        #expect(form.keyboardCycle(activeField: 2) == .zero)
        #expect(KeyboardFormBenchmark(fields: -1).viewCount == 4)
        let empty = KeyboardFormBenchmark(fields: 0)
        #expect(empty.layout() == 0)
        #expect(empty.keyboardCycle(activeField: 0) == .zero)
    }
}
