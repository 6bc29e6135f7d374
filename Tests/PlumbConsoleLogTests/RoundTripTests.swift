import PlumbConsoleLog
import PlumbLayout
import PlumbMessages
import Testing

// Conflicts built with the DSL, printed by PlumbLayout in UIKit's format, read back: the reader
// finds the same minimal set, and Plumb breaks the same constraint again.

@Suite("Console log: PlumbLayout's own blocks, read back")
struct RoundTripTests {
    /// PlumbLayout's block for each conflict of the hierarchy, read and explained.
    func roundTrip(_ root: View, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let issues = root.layoutIssues.compactMap { issue -> (LayoutConstraint, [LayoutConstraint])? in
            guard case .unsatisfiable(let broken, let conflicts) = issue else { return nil }
            return (broken, conflicts)
        }
        #expect(!issues.isEmpty, sourceLocation: sourceLocation)
        let log = issues.map { "noise before\n" + UnsatisfiableConstraintsLog.message(broken: $0.0, conflicts: $0.1) }.joined()
        let reader = ConsoleLogReader.read(log)
        #expect(reader.skipped.isEmpty, "\(reader.skipped)", sourceLocation: sourceLocation)
        #expect(reader.conflicts.count == issues.count, sourceLocation: sourceLocation)
        for ((broken, conflicts), logged) in zip(issues, reader.conflicts) {
            let e = ConsoleLogExplainer.explain(logged)
            // The same minimal set: every listed constraint, rebuilt with the same equations.
            #expect(e.minimalSet.count == conflicts.count, sourceLocation: sourceLocation)
            #expect(Set(e.minimalSet.compactMap { $0.constraint?.text }) == Set(logged.constraints.map(\.text)),
                    sourceLocation: sourceLocation)
            let (rebuiltRoot, conflicting) = ConsoleLogExplainer.rebuild(logged)
            withExtendedLifetime(rebuiltRoot) {
                #expect(conflicting.map(\.equationDescription).sorted() == conflicts.map(\.equationDescription).sorted(),
                        sourceLocation: sourceLocation)
            }
            // Listed in the order added, so Plumb breaks the same one again.
            #expect(e.agreement == .same, sourceLocation: sourceLocation)
            #expect(logged.broken?.text == UnsatisfiableConstraintsLog.consoleDescription(of: broken), sourceLocation: sourceLocation)
            #expect(e.fix?.verified == true, sourceLocation: sourceLocation)
        }
    }

    @Test func paddingInAZeroWideCellThroughTheSizeRule() throws {
        // The rule that sizes are never negative is in the conflict but not in the block, as in
        // UIKit's; read back, the same listed constraints and the rule conflict again.
        let label = View("label")
        let cell = View("cell") { label }
        let root = View("root") { cell }
        try activate {
            cell.leading == root.leading
            cell.top == root.top
            cell.width == root.width
            cell.height == 44
            label.top == cell.top
            label.height == 20
            label.leading == cell.leading + 16
            label.trailing == cell.trailing - 16
        }
        root.layout(in: Size(width: 0, height: 100))
        let issue = try #require(root.layoutIssues.first)
        guard case .unsatisfiable(let broken, let conflicts) = issue else { Issue.record("not a conflict"); return }
        let listed = conflicts.filter { !$0.kind.isSizeBound }
        let message = UnsatisfiableConstraintsLog.message(broken: broken, conflicts: conflicts)
        let logged = try #require(ConsoleLogReader.read(message).conflicts.first)
        #expect(logged.constraints.count == listed.count)
        let e = ConsoleLogExplainer.explain(logged)
        #expect(e.minimalSet.filter { $0.constraint != nil }.count == listed.count)
        #expect(e.minimalSet.contains { $0.constraint == nil && $0.sentence.hasSuffix("width cannot be negative") })
        #expect(e.agreement == .same)
    }

    @Test func aRowTooWideForItsScreen() throws {
        let title = View("title"), date = View("date")
        let root = View("Form") {
            title
            date
        }
        try activate {
            title.leading == root.leading + 20
            title.top == root.top
            title.size == Size(width: 100, height: 20)
            date.top == root.top
            date.size == Size(width: 100, height: 20)
            date.trailing == root.trailing - 20
            title.trailing == date.leading - 8
        }
        root.layout(in: Size(width: 320, height: 100))
        try roundTrip(root)
    }

    @Test func autoresizingMaskAgainstConstraints() throws {
        let badge = View("badge's")  // a quote in the name
        badge.frame = Rect(x: 10, y: 10, width: 40, height: 20)
        let root = View("Card") { badge }
        try LayoutConstraint.activate([badge.leading.constraint(equalTo: root.leading, constant: 16),
                                       badge.width.constraint(equalToConstant: 64)])
        root.layout(in: Size(width: 320, height: 200))
        try roundTrip(root)
        let log = root.layoutIssues.compactMap { issue -> String? in
            guard case .unsatisfiable(let broken, let conflicts) = issue else { return nil }
            return UnsatisfiableConstraintsLog.message(broken: broken, conflicts: conflicts)
        }.joined()
        #expect(log.contains("NSAutoresizingMaskLayoutConstraint"))
        let e = ConsoleLogReader.read(log).conflicts.map(ConsoleLogExplainer.explain)
        #expect(e.allSatisfy { $0.fix?.kind == .stopTranslatingAutoresizingMask })
    }

    @Test func ratiosAndInequalities() throws {
        let a = View("a"), b = View("b")
        let root = View("root") {
            a
            b
        }
        try activate {
            a.leading == root.leading
            a.top == root.top
            a.height == 10
            b.top == root.top
            b.height == 10
            a.width == b.width * 0.5 + 4
            b.width >= 300
            a.width <= 100
        }
        root.layout(in: Size(width: 400, height: 100))
        try roundTrip(root)
    }
}
