import PlumbDiagnostics
import PlumbInterfaceBuilder
import PlumbLayout
import Testing

/// "Remove at build time" constraints and "Intrinsic Size: Placeholder", on `Placeholders.storyboard`.
@Suite("Interface Builder: placeholders")
struct PlaceholderImportTests {
    @Test func placeholderConstraintsAreRemovedAtBuildTime() throws {
        let layout = try Fixture.load("Placeholders.storyboard").scene("Placeholders").laidOut()
        #expect(layout.removedPlaceholders.map(\.id) == ["ptp-PH-001"])
        #expect(layout.removedPlaceholders.first?.isPlaceholder == true)
        #expect(!layout.constraints.contains { layout.record(for: $0)?.id == "ptp-PH-001" })
        // Interface Builder checks its canvas, where the placeholder holds the panel: no finding
        // (that is what "remove at build time" is for).
        #expect(layout.diagnose().findings.isEmpty)
        // Without it the panel has no vertical position at run time, and the check leaves the
        // layout as it was: the placeholder inactive again.
        let runTime = Diagnostics.diagnose(layout.root)
        #expect(runTime.map(\.message) == ["Need constraints for: Y position"])
        #expect(runTime.first?.items == ["Panel (pnl-PH-001)"])
    }

    @Test func placeholderIntrinsicSizes() throws {
        let layout = try Fixture.load("Placeholders.storyboard").scene("Placeholders").laidOut()
        let badge = try #require(layout.view(id: "bdg-PH-001"))
        #expect(badge.intrinsicContentSize == Size(width: 120, height: 40))
        #expect(badge.frame == Rect(x: 20, y: 100, width: 120, height: 40))
        let bar = try #require(layout.view(id: "bar-PH-001"))
        #expect(bar.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: 30))  // infinite: none
        #expect(bar.frame == Rect(x: 20, y: 160, width: 335, height: 30))
        // A plain view with a custom class goes by that class.
        #expect(layout.record(for: badge)?.name == "Badge View (bdg-PH-001)")
    }
}
