import PlumbLayout
import Testing

// SEMANTICS §2.0: a multi-line label without a preferredMaxLayoutWidth wraps at the width the
// layout gives it (UIKit since iOS 8: lay out, take the width, lay out again). Line counts are
// asserted, not widths (how wide a word is belongs to the text measure).

@Suite("Multi-line labels wrap at their laid-out width")
struct WrappingLabelTests {
    static let text = "The quick brown fox jumps over the lazy dog"   // 43 characters, 9 words
    static let line = 20.0   // a line of the fixed measure at 17 points (counted)

    /// A cell `width` wide holding `label` pinned to its four edges; the cell's height is the label's.
    static func cell(_ label: Label, width: Double) throws -> (View, View) {
        let cell = View("cell")
        cell.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        let root = View("root") { cell }
        try activate {
            cell.leading == root.leading
            cell.top == root.top
            cell.width == width
            label.edges == cell.edges
        }
        return (root, cell)
    }

    static func lines(_ view: View) -> Double { view.frame.height / line }

    @Test func aTwoLineLabelInA200PointColumnWrapsAndItsCellGrows() throws {
        let label = counted(Label("body", text: Self.text, numberOfLines: 0))
        let (root, cell) = try Self.cell(label, width: 200)
        root.layout(in: Size(width: 375, height: 667))
        #expect(Self.lines(label) == 2)
        #expect(Self.lines(cell) == 2)
        #expect(label.laidOutWrappingWidth == 200)
        #expect(root.layoutIssues.isEmpty)
    }

    @Test func aWiderColumnTakesFewerLinesAndTheCellShrinksBack() throws {
        let label = counted(Label("body", text: Self.text, numberOfLines: 0))
        let (root, cell) = try Self.cell(label, width: 120)
        root.layout(in: Size(width: 375, height: 667))
        let narrow = Self.lines(cell)
        #expect(narrow >= 3)
        let width = try #require(cell.constraintsAffectingLayout(for: .horizontal).first { $0.firstAttribute == .width })
        width.constant = 1000
        root.layoutIfNeeded()
        #expect(Self.lines(cell) == 1)
    }

    @Test func anExplicitPreferredMaxLayoutWidthStillWins() throws {
        let label = counted(Label("body", text: Self.text, numberOfLines: 0))
        label.preferredMaxLayoutWidth = 100
        let (root, _) = try Self.cell(label, width: 200)
        root.layout(in: Size(width: 375, height: 667))
        // Wrapped at 100, not at the 200 it is laid out at: more lines than at 200.
        #expect(Self.lines(label) > 2)
        #expect(!label.wrapsAtLaidOutWidth && label.laidOutWrappingWidth == 0)
    }

    @Test func numberOfLinesCapsTheWrapping() throws {
        let two = counted(Label("two", text: Self.text, numberOfLines: 2))
        let (root, _) = try Self.cell(two, width: 80)
        root.layout(in: Size(width: 375, height: 667))
        #expect(Self.lines(two) == 2)
        let one = counted(Label("one", text: Self.text))
        let (other, _) = try Self.cell(one, width: 80)
        other.layout(in: Size(width: 375, height: 667))
        #expect(Self.lines(one) == 1)
    }

    @Test func aSelfSizingCellGrowsWithItsTextWithoutAWidthSetByTheApp() throws {
        let label = counted(Label("body", text: Self.text, numberOfLines: 0))
        let cell = View("cell")
        cell.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        try activate { label.edges == cell.edges }
        let fitted = cell.systemLayoutSizeFitting(Size(width: 200, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted.width == 200 && fitted.height / Self.line == 2)
        let wide = cell.systemLayoutSizeFitting(Size(width: 1000, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(wide.height / Self.line == 1)
        // Nothing changed: fitting does not wrap the label itself.
        #expect(label.laidOutWrappingWidth == 0)
    }

    @Test func aWidthThatDependsOnTheHeightStopsAfterThePassLimit() throws {
        // One line (20 high) makes it 200 wide, where it wraps onto two lines (40 high), which
        // make it 0 wide, where it does not wrap: it never settles.
        let label = counted(Label("body", text: Self.text, numberOfLines: 0))
        try label.setContentCompressionResistancePriority(.required, for: .vertical)
        let root = View("root") { label }
        label.translatesAutoresizingMaskIntoConstraints = false
        try activate {
            label.leading == root.leading
            label.top == root.top
            label.width == label.height * -10 + 400
        }
        root.layout(in: Size(width: 375, height: 667))
        let unsettled = root.layoutIssues.contains {
            if case .textWrappingDidNotSettle(let l) = $0 { return l === label }
            return false
        }
        #expect(unsettled)
    }
}
