import PlumbLayout

/// The keyboard benchmark shape: a long form in a scroll view, so that a keyboard show/hide
/// cycle (insets, scrolling, the layout pass that follows) can be timed.
///
/// A root (the screen) holds a scroll view pinned to its edges. A content view is pinned to the
/// scroll view's ``ScrollView/contentLayoutGuide`` on four edges and as wide as its
/// ``ScrollView/frameLayoutGuide``, so the form scrolls vertically only. Per field: a label
/// (intrinsic 60…99 × 20, varying by field) 16 from the content's leading edge, and a text field
/// (intrinsic height 34, no intrinsic width) 8 after the label and 16 from the trailing edge,
/// centred on the label, 8 below the previous field (the first 16 below the content's top; the
/// last 16 above its bottom). A header bar 44 high floats at the top of the frame guide, so every
/// offset change has a view to move. Views: 4 + 2 × fields.
///
/// Everything is built and activated by ``init(fields:)``; ``layout(width:height:)`` is the first
/// solve. ``keyboardCycle(activeField:avoidance:)`` shows a keyboard 291 points high at the bottom
/// of the screen with one field active, then hides it: two incremental re-solves.
public final class KeyboardFormBenchmark {
    /// The root of the hierarchy.
    public let root: View
    /// The scroll view holding the form.
    public let scrollView: ScrollView
    /// The content view inside the scroll view.
    public let contentView: View
    /// The floating header, pinned to the frame layout guide.
    public let header: View
    /// The text fields, top to bottom.
    public let fields: [View]
    /// The labels, top to bottom.
    public let labels: [View]
    /// The keyboard height used by ``keyboardCycle(activeField:avoidance:)``.
    public let keyboardHeight: Double = 291

    /// Builds the form and activates its constraints. `fields` below 0 counts as 0.
    public init(fields count: Int = 200) {
        let root = View("screen")
        let scrollView = ScrollView("form")
        let contentView = View("formContent")
        let header = View("header")
        var fields: [View] = [], labels: [View] = []
        var made: [LayoutConstraint] = []
        let n = Swift.max(0, count)
        fields.reserveCapacity(n)
        labels.reserveCapacity(n)
        made.reserveCapacity(n * 6 + 12)
        for view in [scrollView, contentView, header] { view.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(scrollView)
        scrollView.addSubview(contentView)
        scrollView.addSubview(header)
        made += [
            scrollView.leading.constraint(equalTo: root.leading),
            scrollView.trailing.constraint(equalTo: root.trailing),
            scrollView.top.constraint(equalTo: root.top),
            scrollView.bottom.constraint(equalTo: root.bottom),
            contentView.leading.constraint(equalTo: scrollView.contentLayoutGuide.leading),
            contentView.trailing.constraint(equalTo: scrollView.contentLayoutGuide.trailing),
            contentView.top.constraint(equalTo: scrollView.contentLayoutGuide.top),
            contentView.bottom.constraint(equalTo: scrollView.contentLayoutGuide.bottom),
            contentView.width.constraint(equalTo: scrollView.frameLayoutGuide.width),
            header.leading.constraint(equalTo: scrollView.frameLayoutGuide.leading),
            header.trailing.constraint(equalTo: scrollView.frameLayoutGuide.trailing),
            header.top.constraint(equalTo: scrollView.frameLayoutGuide.top),
            header.height.constraint(equalToConstant: 44),
        ]
        var previous: View?
        for i in 0..<n {
            let label = View("label\(i)"), field = View("field\(i)")
            label.intrinsicContentSize = Size(width: Double(60 + (i * 7) % 40), height: 20)
            field.intrinsicContentSize = Size(width: View.noIntrinsicMetric, height: 34)
            for view in [label, field] {
                view.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(view)
            }
            made += [
                label.leading.constraint(equalTo: contentView.leading, constant: 16),
                field.leading.constraint(equalTo: label.trailing, constant: 8),
                field.trailing.constraint(equalTo: contentView.trailing, constant: -16),
                label.centerY.constraint(equalTo: field.centerY),
                previous.map { field.top.constraint(equalTo: $0.bottom, constant: 8) }
                    ?? field.top.constraint(equalTo: contentView.top, constant: 16),
            ]
            fields.append(field)
            labels.append(label)
            previous = field
        }
        if let last = previous {
            made.append(contentView.bottom.constraint(equalTo: last.bottom, constant: 16))
        } else {
            made.append(contentView.height.constraint(equalToConstant: 0))
        }
        // One hierarchy, valid priorities and attributes: activation cannot fail.
        try? LayoutConstraint.activate(made)
        self.root = root
        self.scrollView = scrollView
        self.contentView = contentView
        self.header = header
        self.fields = fields
        self.labels = labels
    }

    /// The number of views, root included.
    public var viewCount: Int { 4 + 2 * fields.count }

    /// Lays the form out on a screen of the given size and returns the content height.
    @discardableResult
    public func layout(width: Double = 375, height: Double = 667) -> Double {
        root.layout(in: Size(width: width, height: height))
        return scrollView.contentSize.height
    }

    /// Shows a keyboard over the bottom ``keyboardHeight`` points of the screen with field
    /// `index` (clamped to the fields) active, then hides it; returns the content offset while
    /// the keyboard was up. Lay out first.
    @discardableResult
    public func keyboardCycle(activeField index: Int,
                              avoidance: ScrollView.KeyboardAvoidance = .scrollToVisible) -> Point {
        let screen = root.frame.size
        let keyboard = Rect(x: 0, y: screen.height - keyboardHeight, width: screen.width, height: keyboardHeight)
        let field = fields.isEmpty ? nil : fields[Swift.min(Swift.max(index, 0), fields.count - 1)]
        scrollView.keyboardWillShow(frame: keyboard, activeField: field, avoidance: avoidance)
        let offset = scrollView.contentOffset
        scrollView.keyboardWillHide()
        return offset
    }
}
