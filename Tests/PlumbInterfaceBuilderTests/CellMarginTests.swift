@testable import PlumbInterfaceBuilder
import Testing

/// Table cells take their table's side margins: 20 on a screen wider than 375 points (cells 358
/// to 406 wide in the corpus saved so), 16 on narrower screens and in a narrow table.
@Suite("Interface Builder: cell margins")
struct CellMarginTests {
    @Test func sideMarginsFollowTheScreen() {
        #expect(CanvasMetrics.cellMargins(width: 393, screenWidth: 393).left == 20)
        #expect(CanvasMetrics.cellMargins(width: 358, screenWidth: 414).right == 20)
        #expect(CanvasMetrics.cellMargins(width: 375, screenWidth: 375).left == 16)
        #expect(CanvasMetrics.cellMargins(width: 107, screenWidth: 428).left == 16)
        #expect(CanvasMetrics.cellMargins(width: 414, screenWidth: 414).top == 11)
    }
}
