@testable import PlumbLayout
import PlumbSolver
import Testing

// Resolving a constraint reserves `termCount` terms for each side: every attribute of a view,
// a stack view and a guide resolves to exactly that many (a guide has no margins or baselines).
@Suite("Attribute terms")
struct AttributeTermsTests {
    @Test func everyAttributeResolvesToItsTermCount() {
        let label = View("label")
        let stack = StackView(arrangedSubviews: [label])
        let guide = LayoutGuide()
        stack.addLayoutGuide(guide)
        let items: [LayoutItem] = [View("view"), stack, guide]
        for item in items {
            for attribute in LayoutAttribute.allCases {
                guard let expression = item.expression(for: attribute, relativeTo: nil) else {
                    #expect(item is LayoutGuide || attribute == .notAnAttribute, "\(item).\(attribute)")
                    continue
                }
                #expect(expression.terms.count == attribute.termCount, "\(item).\(attribute)")
            }
        }
    }
}
