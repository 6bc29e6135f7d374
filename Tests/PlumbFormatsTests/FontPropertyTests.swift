import PlumbFormats
import PlumbLayout
import Testing

// The `.layout` format's `font` property (issue 40): a size, a text style, a weight, italic.
@Suite("Layout files: fonts")
struct FontPropertyTests {
    @Test func sizesStylesAndWeights() throws {
        let model = try load("""
            size 375x300
            view root {
                label a "Sign in" { font = 28 }
                label b "Sign in" { font = headline }
                label c "Sign in" {
                    font.size = 15
                    font.weight = semibold
                    font.italic = true
                }
                button d "Go" { font = 20 }
                field e "x" { font.weight = bold }
            }
            """)
        func font(_ name: String) throws -> Font {
            switch model.item(named: name) {
            case let label as Label: label.font
            case let button as Button: button.font
            case let field as TextField: field.font
            default: throw LayoutError.invalidPriority(0, constraint: nil)
            }
        }
        #expect(try font("a") == Font(pointSize: 28))
        #expect(try font("b") == Font.preferredFont(forTextStyle: .headline))
        #expect(try font("c") == Font(pointSize: 15, weight: .semibold, isItalic: true))
        #expect(try font("d") == Font(pointSize: 20))
        #expect(try font("e") == Font(pointSize: 17, weight: .bold))
        let a = try #require(model.item(named: "a") as? Label)
        #expect(a.intrinsicContentSize == TextMeasure.size(of: "Sign in", font: Font(pointSize: 28)))
    }

    @Test func badFontsAreErrorsAtTheirValue() {
        #expect(throws: LayoutFileErrors.self) { try load("size 100x100\nview root {\n label a \"x\" { font = huge }\n}\n") }
        #expect(throws: LayoutFileErrors.self) { try load("size 100x100\nview root {\n label a \"x\" { font.weight = fat }\n}\n") }
        #expect(throws: LayoutFileErrors.self) { try load("size 100x100\nview root {\n view a { font = 12 }\n}\n") }
        #expect(throws: LayoutFileErrors.self) { try load("size 100x100\nview root {\n label a \"x\" { font = 0 }\n}\n") }
        do {
            _ = try load("size 100x100\nview root {\n label a \"x\" { font = huge }\n}\n")
        } catch {
            #expect(error.description.contains("3:23: error: 'font' needs a point size or a text style"))
        }
    }
}
