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
}
