import PlumbDiagnostics
import PlumbInterfaceBuilder
import PlumbLayout
import Testing

/// A view controller's view whose saved frame Xcode marked misplaced: the canvas gives it
/// another size, the device's; Plumb lays the scene out at that size and confirms the mark.
@Suite("Interface Builder: a stale root frame")
struct StaleRootTests {
    private func storyboard(misplaced: Bool) throws -> InterfaceBuilderDocument {
        try controllerStoryboard(device: "retina5_5", rootAttributes: misplaced ? " misplaced=\"YES\"" : "",
                                 rootSize: "width=\"414\" height=\"666\"")
    }

    @Test func aMarkedRootTakesTheDevicesSizeAndIsReportedMisplaced() throws {
        let marked = try storyboard(misplaced: true)
        #expect(marked.scenes.first?.designSize == Size(width: 414, height: 736))
        let findings = marked.diagnose().findings.filter { $0.finding.kind == .misplacedView }
        #expect(findings.count == 1 && findings.first?.finding.severity == .warning)
        #expect(findings.first?.finding.items.first?.contains("root") == true)
        // Unmarked, the saved frame is the canvas's size (a sheet, a container's child).
        let unmarked = try storyboard(misplaced: false)
        #expect(unmarked.scenes.first?.designSize == Size(width: 414, height: 666))
        #expect(unmarked.diagnose().findings.isEmpty)
    }

    /// A table header saved at another width than its table's: UIKit (and Xcode's canvas) makes
    /// it as wide as the table, so it is laid out at the table's width and the saved width is
    /// what Xcode's misplaced mark is about (IQKeyboardManager's Xcode 8 header, 1000 wide in a
    /// 375-wide table).
    @Test func aTableHeaderTakesItsTablesWidth() throws {
        func header(_ width: String, misplaced: Bool) -> String {
            """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <view key="tableHeaderView" contentMode="scaleToFill"\(misplaced ? " misplaced=\"YES\"" : "") id="head">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="36"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                </view>
            </tableView>
            """
        }
        let wide = try controllerStoryboard(subviews: header("1000", misplaced: true))
        let scene = try #require(wide.scenes.first { $0.name == "Table Header View" })
        #expect(scene.designSize == Size(width: 375, height: 36))
        let findings = wide.diagnose().findings.filter { $0.finding.kind == .misplacedView }
        #expect(findings.count == 1 && findings.first?.finding.severity == .warning)
        let fitting = try controllerStoryboard(subviews: header("375", misplaced: false))
        #expect(fitting.scenes.first { $0.name == "Table Header View" }?.designSize == Size(width: 375, height: 36))
        #expect(fitting.diagnose().findings.filter { $0.finding.kind == .misplacedView }.isEmpty)
    }
}
