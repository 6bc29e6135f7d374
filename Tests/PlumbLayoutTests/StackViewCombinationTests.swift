import PlumbLayout
import PlumbMessages
import Testing

// Every axis × distribution × alignment (2 × 5 × 6 = 60), twice: in a stack of fixed size and in
// a stack that takes its natural size. Three arranged views, spacing 10:
//
//   view | length along the axis | size across | hugging along | first / last baseline offset
//   a    | 40                    | 20          | 250           | 16 / 4   (baselines 16 below the top)
//   b    | 60                    | 30          | 200           | 24 / 6   (24 below the top)
//   c    | 80                    | 10          | 250           | 8 / 2    (8 below the top)
//
// The stack is at (10, 20) in the root. The axis side depends only on the distribution and the
// cross side only on the alignment (the generated constraints of the two sides share no
// variable), so the expected frames are a row of `along` and a row of `across`, each derived
// by hand from SEMANTICS §4 below; a horizontal stack puts `along` in x/width, a vertical one
// in y/height. A vertical stack lays the baseline alignments out as leading and trailing and
// records a diagnostic.

struct StackCombination: Sendable, CustomTestStringConvertible {
    var axis: LayoutAxis
    var distribution: StackView.Distribution
    var alignment: StackView.Alignment

    var testDescription: String { "\(axis) \(distribution) \(alignment)" }

    static let all: [StackCombination] = LayoutAxis.allCases.flatMap { axis in
        StackView.Distribution.allCases.flatMap { distribution in
            StackView.Alignment.allCases.map { StackCombination(axis: axis, distribution: distribution, alignment: $0) }
        }
    }

    /// The alignment laid out.
    var effectiveAlignment: StackView.Alignment {
        guard axis == .vertical else { return alignment }
        switch alignment {
        case .firstBaseline: return .leading
        case .lastBaseline: return .trailing
        default: return alignment
        }
    }
}

/// (position, length) of a, b, c along or across the axis, in the stack's coordinates.
typealias Spans = [(Double, Double)]

@Suite("StackView: every axis × distribution × alignment")
struct StackViewCombinationTests {
    // MARK: Fixed size: 320 along the axis, 50 across

    /// Along the axis, stack length 320, views 40 + 60 + 80 + two gaps of 10 = 200: 120 spare.
    static let fixedAlong: [StackView.Distribution: Spans] = [
        // b hugs least (200): it takes all 120 spare points.
        .fill: [(0, 40), (50, 180), (240, 80)],
        // (320 − 20) / 3 = 100 each, whatever hugging says (the equalities are required).
        .fillEqually: [(0, 100), (110, 100), (220, 100)],
        // Multipliers I / (ΣI + gaps) = 40/200, 60/200, 80/200 of 320: a = 64 @999 and
        // b = 96 @998 hold, c (128 @997) absorbs the rest: 320 − 20 − 64 − 96 = 140.
        .fillProportionally: [(0, 64), (74, 96), (180, 140)],
        // Intrinsic lengths (hugging 250/200, compression 750 beat nothing else); the two gaps
        // are equal: (320 − 180) / 2 = 70.
        .equalSpacing: [(0, 40), (110, 60), (240, 80)],
        // Intrinsic lengths; a and c pinned to the ends (centres 20 and 280); equal centre
        // gaps put b's centre at 150. Gaps 80 and 60 are ≥ 10.
        .equalCentering: [(0, 40), (120, 60), (240, 80)],
    ]

    /// Across the axis, stack 50: sizes 20, 30, 10 unless the alignment fills.
    static let fixedAcross: [StackView.Alignment: Spans] = [
        .fill: [(0, 50), (0, 50), (0, 50)],
        .leading: [(0, 20), (0, 30), (0, 10)],
        // Centres at 25.
        .center: [(15, 20), (10, 30), (20, 10)],
        // Ends at 50.
        .trailing: [(30, 20), (20, 30), (40, 10)],
        // Baselines aligned (tops B − 16, B − 24, B − 8); the spanner's bottom is the stack's
        // and spanner fit (@51) raises its top as far as it goes: the lowest bottom (b's,
        // B + 6) reaches 50, B = 44.
        .firstBaseline: [(28, 20), (20, 30), (36, 10)],
        // Last baselines aligned (the same lines for these views); the spanner's top is the
        // stack's and spanner fit lowers its bottom as far as it goes: the highest top (b's,
        // B − 24) reaches 0, B = 24.
        .lastBaseline: [(8, 20), (0, 30), (16, 10)],
    ]

    @Test(arguments: StackCombination.all)
    func fixedSize(_ combination: StackCombination) throws {
        let (root, stack, views) = try Self.fixture(combination, fixed: true)
        root.layout(in: Size(width: 400, height: 400))
        let along = try #require(Self.fixedAlong[combination.distribution])
        let across = try #require(Self.fixedAcross[combination.effectiveAlignment])
        Self.expectFrames(combination, stack: stack, views: views, along: along, across: across, length: 320, cross: 50)
        Self.expectIssues(combination, root)
    }

    // MARK: Natural size: only the stack's position is set

    /// Along the axis, nothing sets the length.
    static let naturalAlong: [StackView.Distribution: (Spans, Double)] = [
        // Intrinsic lengths plus gaps.
        .fill: ([(0, 40), (50, 60), (120, 80)], 200),
        // All as long as the longest (compression 750 beats hugging 250): 3 × 80 + 20.
        .fillEqually: ([(0, 80), (90, 80), (180, 80)], 260),
        // The proportions hold only at the natural length 200.
        .fillProportionally: ([(0, 40), (50, 60), (120, 80)], 200),
        // Canvas fit (@49) shrinks the equal gaps to the minimum, 10.
        .equalSpacing: ([(0, 40), (50, 60), (120, 80)], 200),
        // Equal centre gaps d (@149) with every gap ≥ 10: b starts at 20 + d − 30 ≥ 50 and c
        // at 20 + 2d − 40 ≥ b's end + 10 = 20 + d + 40, so d ≥ 80; canvas fit takes d = 80.
        // Longer than 200, as SEMANTICS §4.2 says it may be.
        .equalCentering: ([(0, 40), (70, 60), (140, 80)], 220),
    ]

    /// Across the axis, nothing sets the size.
    static let naturalAcross: [StackView.Alignment: (Spans, Double)] = [
        // The largest compression-resisted size, 30.
        .fill: ([(0, 30), (0, 30), (0, 30)], 30),
        // Spanner fit pulls the stack to the largest size, 30.
        .leading: ([(0, 20), (0, 30), (0, 10)], 30),
        .center: ([(5, 20), (0, 30), (10, 10)], 30),
        .trailing: ([(10, 20), (0, 30), (20, 10)], 30),
        // UIKit's `stack.top <= a.top`: canvas fit (@49) pulls the top down to a's top, and b,
        // which rises 8 higher above the baseline, sticks out above the stack (the radar
        // 32291130 behaviour). Height: down to b's bottom, 22.
        .firstBaseline: ([(0, 20), (-8, 30), (8, 10)], 22),
        // Mirrored: the top is the spanner's (b's top); the bottom is only `a.bottom <=
        // stack.bottom`, so b, 2 deeper below the baseline, sticks out below: height 28.
        .lastBaseline: ([(8, 20), (0, 30), (16, 10)], 28),
    ]

    @Test(arguments: StackCombination.all)
    func naturalSize(_ combination: StackCombination) throws {
        let (root, stack, views) = try Self.fixture(combination, fixed: false)
        root.layout(in: Size(width: 400, height: 400))
        let (along, length) = try #require(Self.naturalAlong[combination.distribution])
        let (across, cross) = try #require(Self.naturalAcross[combination.effectiveAlignment])
        Self.expectFrames(combination, stack: stack, views: views, along: along, across: across,
                          length: length, cross: cross)
        Self.expectIssues(combination, root)
    }

    // MARK: Fixture

    static func fixture(_ combination: StackCombination, fixed: Bool) throws -> (View, StackView, [View]) {
        let horizontal = combination.axis == .horizontal
        func make(_ name: String, _ length: Double, _ cross: Double, _ first: Double, _ last: Double) -> View {
            let view = horizontal ? item(name, length, cross) : item(name, cross, length)
            view.firstBaselineOffsetFromTop = first
            view.lastBaselineOffsetFromBottom = last
            return view
        }
        let a = make("a", 40, 20, 16, 4), b = make("b", 60, 30, 24, 6), c = make("c", 80, 10, 8, 2)
        try b.setContentHuggingPriority(200, for: combination.axis)
        let stack = StackView("stack", axis: combination.axis, distribution: combination.distribution,
                              alignment: combination.alignment, spacing: 10) {
            a
            b
            c
        }
        let root = View("root") { stack }
        try activate {
            stack.leading == root.leading + 10
            stack.top == root.top + 20
            if fixed {
                if horizontal {
                    stack.width == 320
                    stack.height == 50
                } else {
                    stack.height == 320
                    stack.width == 50
                }
            }
        }
        return (root, stack, [a, b, c])
    }

    static func expectFrames(_ combination: StackCombination, stack: StackView, views: [View], along: Spans,
                             across: Spans, length: Double, cross: Double,
                             sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let horizontal = combination.axis == .horizontal
        if horizontal {
            expectFrame(stack, 10, 20, length, cross, sourceLocation: sourceLocation)
        } else {
            expectFrame(stack, 10, 20, cross, length, sourceLocation: sourceLocation)
        }
        for (k, view) in views.enumerated() {
            let (p, l) = along[k], (q, e) = across[k]
            if horizontal {
                expectFrame(view, p, q, l, e, sourceLocation: sourceLocation)
            } else {
                expectFrame(view, q, p, e, l, sourceLocation: sourceLocation)
            }
        }
    }

    static func expectIssues(_ combination: StackCombination, _ root: View,
                             sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let diagnostics = stackAlignmentIssues(root)
        if combination.alignment != combination.effectiveAlignment {
            #expect(diagnostics.count == 1, sourceLocation: sourceLocation)
            #expect(diagnostics.first?.1 == combination.alignment, sourceLocation: sourceLocation)
            #expect(diagnostics.first?.2 == combination.effectiveAlignment, sourceLocation: sourceLocation)
            #expect(root.layoutIssues.count == 1, "\(root.layoutIssues)", sourceLocation: sourceLocation)
        } else {
            #expect(root.layoutIssues.isEmpty, "\(root.layoutIssues)", sourceLocation: sourceLocation)
        }
    }

    @Test func sixtyCombinations() {
        #expect(StackCombination.all.count == 60)
        #expect(Set(StackCombination.all.map(\.testDescription)).count == 60)
    }
}
