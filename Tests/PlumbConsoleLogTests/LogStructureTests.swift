import PlumbConsoleLog
import PlumbLayout
import Testing

// Finding blocks in a whole log: noise, several blocks, truncation, repeats, redaction, AppKit,
// lines that cannot be read, and input that is not a log at all.

@Suite("Console log: blocks in a log")
struct LogStructureTests {
    static let width = "<NSLayoutConstraint:0x600000d0a0a0 UIView:0x7f8c5e10a2b0.width == 100   (active)>"
    static let wider = "<NSLayoutConstraint:0x600000d0a0f0 UIView:0x7f8c5e10a2b0.width == 120   (active)>"
    static let height = "<NSLayoutConstraint:0x600000d0a140 UIView:0x7f8c5e10a2b0.height == 10   (active)>"
    static let taller = "<NSLayoutConstraint:0x600000d0a190 UIView:0x7f8c5e10a2b0.height == 12   (active)>"

    @Test func severalBlocksAmongNoiseWithRepeatsAndATruncatedOne() {
        var log = "2026-03-02 09:00:00.000 Shop[1:2] app launched\n"
        // Of two fixed sizes UIKit breaks the first (as in the real logs of the corpus).
        log += "2026-03-02 09:00:00.100 Shop[1:2] [LayoutConstraints] " + block([Self.width, Self.wider], breaking: Self.width)
        log += "2026-03-02 09:00:01.000 Shop[1:2] [Network] GET /cart 200\n"
        // The same conflict at the next layout pass.
        log += block([Self.width, Self.wider], breaking: Self.width)
        // A block cut short by the next one.
        log += "Unable to simultaneously satisfy constraints.\n(\n    \"\(Self.height)\",\n"
        log += block([Self.height, Self.taller], breaking: Self.height)
        log += "(lldb) continue\n"
        let reader = ConsoleLogReader.read(log)
        #expect(reader.skipped.isEmpty, "\(reader.skipped)")
        #expect(reader.conflicts.map(\.line) == [2, 33, 36])
        #expect(reader.conflicts[0].repeatLines == [18])
        #expect(reader.conflicts[1].isTruncated && reader.conflicts[1].broken == nil && reader.conflicts[1].constraints.count == 1)
        #expect(!reader.conflicts[2].isTruncated && reader.conflicts[2].broken?.address == "0x600000d0a140")
        let explained = reader.conflicts.map(ConsoleLogExplainer.explain)
        #expect(explained[0].minimalSet.count == 2 && explained[0].agreement == .same)
        #expect(explained[1].minimalSet.isEmpty && explained[1].agreement == .unknown)
        #expect(explained[2].minimalSet.count == 2 && explained[2].fix?.verified == true)
    }

    @Test func truncatedAtTheEndOfTheLog() {
        let log = "Unable to simultaneously satisfy constraints.\n(\n    \"\(Self.width)\",\n    \"\(Self.wider)\"\n)\n"
        let reader = ConsoleLogReader.read(log)
        let conflict = reader.conflicts.first
        #expect(conflict?.isTruncated == true && conflict?.constraints.count == 2)
        // Still explained: the two conflict, Plumb breaks the first (two fixed sizes).
        let e = conflict.map(ConsoleLogExplainer.explain)
        #expect(e?.minimalSet.count == 2 && e?.plumbBroken?.constraint?.address == "0x600000d0a0a0" && e?.agreement == .unknown)
    }

    @Test func appKitWordingAndAnOldSingleLineAdvice() {
        let log = """
            11/15/14 7:37:32.893 AM Mail[233]: Unable to simultaneously satisfy constraints:
            (
                "<NSLayoutConstraint:0x7fca54033630 H:[NSButton:0x7fca54031a50'Send'(80)]>",
                "<NSLayoutConstraint:0x7fca540338c0 H:[NSButton:0x7fca54031a50'Send'(96)]>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x7fca54033630 H:[NSButton:0x7fca54031a50'Send'(80)]>

            Set the NSUserDefault NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints to YES to have -[NSWindow visualizeConstraints:] automatically called when this happens.  And/or, set a symbolic breakpoint on LAYOUT_CONSTRAINTS_NOT_SATISFIABLE to catch this in the debugger.
            2015-02-02 10:18:54.885 Old[7:8] Unable to simultaneously satisfy constraints.  Probably at least one of the constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it. (Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) 
            (
                "<NSAutoresizingMaskLayoutConstraint:0x7a3f10 h=--& v=--& V:[UIView:0x7a2e00(480)]>",
                "<NSLayoutConstraint:0x7a3f60 V:[UIView:0x7a2e00(568)]>"
            )
            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:0x7a3f60 V:[UIView:0x7a2e00(568)]>
            """
        let reader = ConsoleLogReader.read(log)
        #expect(reader.skipped.isEmpty, "\(reader.skipped)")
        #expect(reader.conflicts.count == 2)
        let appKit = ConsoleLogExplainer.explain(reader.conflicts[0])
        #expect(appKit.minimalSet.count == 2 && appKit.agreement == .same && appKit.itemNames.map(\.name) == ["Send"])
        let old = ConsoleLogExplainer.explain(reader.conflicts[1])
        #expect(old.fix?.kind == .stopTranslatingAutoresizingMask && old.fix?.verified == true)
    }

    @Test func redactedBlock() {
        let log = """
            2017-01-19 17:52:50.971640 Notes[4899:703967] [Layout] Unable to simultaneously satisfy constraints:
            <private>

            Will attempt to recover by breaking constraint 
            <private>
            """
        let reader = ConsoleLogReader.read(log)
        #expect(reader.conflicts.count == 1 && reader.conflicts[0].isRedacted && reader.conflicts[0].constraints.isEmpty)
        #expect(ConsoleLogExplainer.explain(reader.conflicts[0]).minimalSet.isEmpty)
    }

    @Test func unreadableLinesAreReportedWithTheirNumbers() {
        let log = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600000d0a0a0 UIView:0x7f8c5e10a2b0.width == 100   (active)>",
                "<NSLayoutConstraint:0x600000d0a1e0 UIView:0x7f8c5e10a2b0.wobble == 3   (active)>",
                "<NSLayoutConstraint:0x600000d0a230 UIView:0x7f8c5e10a2b0.width ~= 3   (active)>",
                "<NSLayoutConstraint:0x600000d0a280 H:[UIView:0x7f8c5e10a2b0]-(8)-[   (active)>",
                "UIView:0x7f8c5e10a2b0.width == 120",
                2026-03-02 10:14:07.305551+0100 Shop[1:3] [Analytics] another thread's line, ignored
                "<NSLayoutConstraint:0x600000d0a0f0 UIView:0x7f8c5e10a2b0.width == 120   (active)>"
            )
            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:0x600000d0a0f0 UIView:0x7f8c5e10a2b0.width == 120   (active)>
            """
        let reader = ConsoleLogReader.read(log)
        #expect(reader.skipped.map(\.line) == [4, 5, 6, 7])
        #expect(reader.skipped[0].reason.contains("unknown attribute 'wobble'"))
        #expect(reader.skipped[1].reason.contains("expected ==, <= or >="))
        #expect(reader.conflicts.first?.constraints.count == 2)
        #expect(reader.conflicts.first.map(ConsoleLogExplainer.explain)?.minimalSet.count == 2)
    }

    @Test func binaryAndHugeLinesNeverCrash() {
        var bytes: [UInt8] = []
        var state: UInt64 = 0x9E3779B97F4A7C15
        for _ in 0..<20_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            bytes.append(UInt8(truncatingIfNeeded: state >> 33))
        }
        let binary = String(decoding: bytes, as: UTF8.self)
        let huge = "    \"<NSLayoutConstraint:0x1 UIView:0x2.width == " + String(repeating: "9", count: 40_000) + "   (active)>\","
        let log = "Unable to simultaneously satisfy constraints.\n(\n" + huge + "\n" + binary + "\n" + Self.width + "\n"
        let reader = ConsoleLogReader.read(log)
        // The reader keeps the first maximumLineLength bytes of the huge line, which then
        // cannot be read as a constraint: reported, skipped.
        #expect(reader.skipped.contains { $0.line == 3 })
        #expect(reader.conflicts.count == 1)
        _ = reader.conflicts.map(ConsoleLogExplainer.explain)
    }

    @Test func streamingReaderCutsLongLinesAndReadsAFile() throws {
        let path = "/tmp/plumb-consolelog-\(UInt32.random(in: 0...UInt32.max)).log"
        let log = block([Self.width, Self.wider], breaking: Self.wider)
            + "\n" + String(repeating: "x", count: ConsoleLogReader.maximumLineLength * 2) + "\n"
            + "Unable to simultaneously satisfy constraints.\n" + String(repeating: "<", count: ConsoleLogReader.maximumLineLength + 5)
        try writeFile(path, log)
        defer { removeFile(path) }
        let reader = try ConsoleLogReader.read(path: path)
        #expect(reader.conflicts.count == 2)
        #expect(reader.skipped.last?.reason.contains("longer than") == true)
        #expect(throws: ConsoleLogError.self) { try ConsoleLogReader.read(path: path + ".missing") }
    }

    @Test func theReaderKeepsABoundedNumberOfConstraints() {
        var log = ""
        let perBlock = ConsoleLogReader.maximumConstraintsPerBlock
        let blocks = ConsoleLogReader.maximumTotalConstraints / perBlock + 1
        for b in 0..<blocks {
            log += "Unable to simultaneously satisfy constraints.\n"
            for k in 0..<perBlock + 1 {
                log += "\"<NSLayoutConstraint:0x6\(b)0\(k) UIView:0x7f\(b).width == \(k)   (active)>\",\n"
            }
        }
        let reader = ConsoleLogReader.read(log)
        #expect(reader.conflicts.count == blocks - 1)
        #expect(reader.conflicts.allSatisfy { $0.constraints.count == perBlock && $0.droppedConstraints == 1 })
        #expect(reader.droppedConflicts == 1)
    }

    @Test func everyLinePrefixedAsInADeviceLog() {
        let prefix = "Mar  2 10:14:07 iPhone Shop(UIKitCore)[512] <Notice>: "
        let log = block([Self.width, Self.wider], breaking: "\n" + Self.wider).split(separator: "\n", omittingEmptySubsequences: false)
            .map { prefix + $0 }.joined(separator: "\n")
        let reader = ConsoleLogReader.read(log)
        #expect(reader.skipped.isEmpty, "\(reader.skipped)")
        #expect(reader.conflicts.count == 1 && reader.conflicts[0].broken?.address == "0x600000d0a0f0")
        #expect(reader.conflicts[0].constraints.count == 2)
    }
}
