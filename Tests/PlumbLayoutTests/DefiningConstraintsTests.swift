@testable import PlumbLayout
import Testing

// The engine-made groups (autoresizing mask, content size, guides) change in place while their
// shape holds and are made again when it does not.

@Suite("Defining constraints")
struct DefiningConstraintsTests {
    @Test func aMovedFrameKeepsTheAutoresizingConstraints() throws {
        let box = View("box")
        box.frame = Rect(x: 10, y: 20, width: 30, height: 40)
        let root = View("root") { box }
        root.layout(in: Size(width: 200, height: 200))
        let before = box.autoresizingConstraints
        #expect(before.map(\.constant) == [10, 20, 30, 40])

        box.frame = Rect(x: 15, y: 20, width: 35, height: 40)
        #expect(zip(before, box.autoresizingConstraints).allSatisfy { $0 === $1 })
        #expect(box.autoresizingConstraints.map(\.constant) == [15, 20, 35, 40])

        // Another superview is another shape: the group is made again.
        let other = View("other")
        root.addSubview(other)
        other.addSubview(box)
        #expect(box.autoresizingConstraints.count == 4)
        #expect(box.autoresizingConstraints[0].secondItem === other)
        #expect(!before.contains { $0.isActive })
    }

    @Test func aContentSizeConstraintIsRemadeOnlyAcrossRequired() throws {
        let label = View("label")
        label.intrinsicContentSize = Size(width: 50, height: 20)
        let root = View("root") { label }
        root.layout(in: Size(width: 200, height: 200))
        let hug = try #require(label.sizing.contentConstraints[0])

        try label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        label.intrinsicContentSize = Size(width: 60, height: 20)
        #expect(label.sizing.contentConstraints[0] === hug)
        #expect(hug.constant == 60 && hug.priority == .defaultHigh)

        try label.setContentHuggingPriority(.required, for: .horizontal)
        let required = try #require(label.sizing.contentConstraints[0])
        #expect(required !== hug && !hug.isActive && required.priority == .required)

        label.intrinsicContentSize = Size(width: View.noIntrinsicMetric, height: 20)
        #expect(label.sizing.contentConstraints[0] == nil && !required.isActive)
    }
}
