import PlumbFormats
import PlumbLayout
import Testing

/// The builder makes an equation between a view's anchor and a number or another view's anchor
/// directly, and every other equation through resolved sides (`LayoutBuilder.simpleConstraint`).
/// A `+ 0` on the left sends an equation the general way without changing it: both ways must
/// make the same constraint, and report the same errors.
@Suite("Layout format: equations made directly and the general way")
struct EquationPathTests {
    static let equations = [
        "a.width == 40",
        "a.height >= -0",
        "a.top == b.bottom + 8 @750",
        "a.width == 0.5 * b.width - 3",
        "a.height <= b.height / 4 + 2 @250.5",
        "a.leading >= b.trailing - 8 + 1e3",
        "a.centerX == b.centerX * 2 + -1 @999",
        "a.firstBaseline == b.lastBaseline",
        "a.width == root.height / 3 * 2",
        "a.leftMargin == b.left + 4",
    ]

    /// The constraint each equation makes, as text: items, attributes, relation, multiplier,
    /// constant and priority.
    static func made(_ equations: [String]) throws -> [String] {
        let text = """
            view root {
              view a
              label b "Hello"
            }
            \(equations.joined(separator: "\n"))
            """
        let model = try LayoutFile.load(source: LayoutSource(path: "e.layout", text: text))
        return model.constraints.map { c in
            "\(c.firstItem?.name ?? "-").\(c.firstAttribute) \(c.relation) \(c.multiplier) × "
                + "\(c.secondItem?.name ?? "-").\(c.secondAttribute) + \(c.constant) @\(c.priority.value)"
        }
    }

    static func errors(_ equations: [String]) -> [String] {
        do {
            _ = try made(equations)
            return []
        } catch {
            return (error as? LayoutFileErrors)?.errors.map { "\($0.line): \($0.message)" } ?? ["\(error)"]
        }
    }

    static func general(_ equation: String) -> String {
        guard let dot = equation.firstIndex(of: " ") else { return equation }
        return equation[..<dot] + " + 0" + equation[dot...]
    }

    @Test func sameConstraints() throws {
        let direct = try Self.made(Self.equations)
        let generalWay = try Self.made(Self.equations.map(Self.general))
        #expect(direct.count == Self.equations.count)
        #expect(direct == generalWay)
    }

    @Test(arguments: [
        "a.leading == b.left",          // leading/trailing mixed with left/right
        "a.top == 8",                   // a position set to a constant
        "a.width == 2 * 40",            // a multiplier on a constant
        "a.width == b.height / 0",      // division by zero
        "a.width == b.top",             // a dimension related to a position
        "a.width == zz.width",          // an unknown view
        "a.width == 40 @0",             // a priority out of range
    ])
    func sameErrors(_ equation: String) {
        let direct = Self.errors([equation])
        #expect(!direct.isEmpty)
        #expect(direct == Self.errors([Self.general(equation)]))
    }
}

/// Whole numbers are read without parsing text (`LayoutLexer.wholeNumber`): the same values as
/// the same numbers written with a decimal point or an exponent.
@Suite("Layout format: whole numbers")
struct WholeNumberTests {
    @Test func sameAsDecimals() throws {
        let pairs = [("007", "7.0"), ("0", "0.0"), ("1000000000", "1e9"), ("123456789", "123456789.0"),
                     ("999999999", "9.99999999e8"), ("40", "4e1")]
        let whole = try EquationPathTests.made(pairs.map { "a.width == \($0.0)" })
        let decimal = try EquationPathTests.made(pairs.map { "a.width == \($0.1)" })
        #expect(whole.count == pairs.count)
        #expect(whole == decimal)
        #expect(EquationPathTests.errors(["a.width == 1000000001"]).count == 1)
    }
}
