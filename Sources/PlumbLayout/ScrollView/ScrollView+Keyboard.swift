// Keyboard avoidance: the standard contentInset pattern (Docs/scroll-views.md) as one call each way.

extension ScrollView {
    /// Where ``ScrollView/keyboardWillShow(frame:activeField:avoidance:)`` brings the active field.
    public enum KeyboardAvoidance: Hashable, Sendable {
        /// Scroll the least amount that makes the field fully visible above the keyboard
        /// (``ScrollView/scrollRectToVisible(_:)`` with the new insets).
        case scrollToVisible
        /// Centre the field vertically in the part of the scroll view between its top and the
        /// keyboard's top (clamped to the scroll range); horizontally, the least movement.
        case centerActiveField
    }

    /// Makes room for a keyboard: the standard pattern, then a layout pass.
    ///
    /// 1. The keyboard's overlap with the scroll view is `max(0, frame.maxY − keyboard.minY)`,
    ///    both in root coordinates.
    /// 2. The bottom of ``contentInset`` and of ``verticalScrollIndicatorInsets`` becomes that
    ///    overlap, minus the bottom safe-area inset ``adjustedContentInset`` already adds (or it
    ///    would count twice), and never less than the inset saved before the keyboard came.
    ///    The insets are saved on the first call, so calling again while the keyboard is up
    ///    (a new frame, another field) starts from the same saved values.
    /// 3. The active field, if any, is brought into view as `avoidance` says.
    /// 4. The hierarchy is laid out (`layoutIfNeeded()`), as the animation block around this
    ///    code would do in UIKit: only the views that float (tied to the frame guide or to
    ///    views outside) move; no constraint is rebuilt.
    ///
    /// Reads the geometry of the last layout pass: lay the hierarchy out first.
    ///
    /// - Parameters:
    ///   - keyboardFrame: the keyboard's final frame in root coordinates.
    ///   - activeField: the view to keep visible, a descendant of the scroll view (others are
    ///     ignored).
    ///   - avoidance: how to bring the active field into view.
    public func keyboardWillShow(frame keyboardFrame: Rect, activeField: View? = nil,
                                 avoidance: KeyboardAvoidance = .scrollToVisible) {
        guard keyboardFrame.minY.isFinite, keyboardFrame.maxY.isFinite else { return }
        let saved = savedKeyboardInsets ?? (contentInset, verticalScrollIndicatorInsets)
        savedKeyboardInsets = saved
        let frameInRoot = convert(bounds, to: nil)
        let overlap = Swift.max(0, frameInRoot.maxY - keyboardFrame.minY)
        contentInset = saved.content
        let safeBottomAlreadyAdded = adjustedContentInset.bottom - contentInset.bottom
        let bottom = Swift.max(saved.content.bottom, overlap - safeBottomAlreadyAdded)
        contentInset.bottom = bottom
        verticalScrollIndicatorInsets = saved.indicator
        verticalScrollIndicatorInsets.bottom = Swift.max(saved.indicator.bottom, overlap - safeBottomAlreadyAdded)

        if let field = activeField, field !== self, field.isDescendant(of: self) {
            let rect = field.convert(field.bounds, to: self)
            switch avoidance {
            case .scrollToVisible:
                scrollRectToVisible(rect)
            case .centerActiveField:
                // The area from the scroll view's top to the keyboard's top, in its height.
                let height = Swift.min(frameInRoot.height, Swift.max(0, keyboardFrame.minY - frameInRoot.minY))
                let visible = visibleContentRect
                let dx = ScrollView.leastMovement(rect.minX, rect.maxX, visible.minX, visible.maxX)
                let target = Point(x: contentOffset.x + dx, y: rect.midY - height / 2)
                contentOffset = clampedOffset(target)
            }
        }
        layoutIfNeeded()
    }

    /// Undoes ``keyboardWillShow(frame:activeField:avoidance:)``: restores the saved
    /// ``contentInset`` and ``verticalScrollIndicatorInsets``, moves the offset back into the
    /// (smaller) scroll range if it is now beyond it (as the scroll view settles when the
    /// keyboard animates away; Plumb policy), and lays out. Does nothing if no keyboard was
    /// shown.
    public func keyboardWillHide() {
        guard let saved = savedKeyboardInsets else { return }
        savedKeyboardInsets = nil
        contentInset = saved.content
        verticalScrollIndicatorInsets = saved.indicator
        let clamped = clampedOffset(contentOffset)
        if clamped != contentOffset { contentOffset = clamped }
        layoutIfNeeded()
    }

    /// Whether keyboard insets are applied (between a show and a hide).
    public var isAvoidingKeyboard: Bool { savedKeyboardInsets != nil }
}
