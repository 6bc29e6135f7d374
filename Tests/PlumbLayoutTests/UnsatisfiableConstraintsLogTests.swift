@testable import PlumbLayout
import Synchronization
import Testing

// PlumbLayout writes UIKit's conflict block when a hierarchy's constraints conflict: once per
// conflict, not at every pass, and never for a hierarchy that turned it off.

@Suite("Unsatisfiable constraints: the console block", .serialized)
struct UnsatisfiableConstraintsLogTests {
    /// Runs `body` with the blocks captured instead of written to standard error; returns the
    /// blocks that mention `marker` (other suites may conflict meanwhile).
    func captured(mentioning marker: String, _ body: () throws -> Void) rethrows -> [String] {
        let blocks = Mutex<[String]>([])
        UnsatisfiableConstraintsLog.capture.withLock { $0 = { text in blocks.withLock { $0.append(text) } } }
        defer { UnsatisfiableConstraintsLog.capture.withLock { $0 = nil } }
        try body()
        return blocks.withLock { $0 }.filter { $0.contains(marker) }
    }

    @Test func aRefusedPriorityChangeIsPrintedOnceInUIKitsWords() throws {
        let box = constrained("priorityBox")
        let root = View("priorityRoot") { box }
        let width = box.width == 100
        let blocks = try captured(mentioning: "'priorityBox'") {
            try activate {
                box.leading == root.leading
                box.top == root.top
                box.height == 10
            }
            width.isActive = true
            width.priority = .defaultHigh
            width.priority = .defaultLow
            root.layout(in: Size(width: 320, height: 100))
        }
        #expect(blocks.count == 1)
        #expect(blocks.first?.hasPrefix("Mutating a priority from required to not on an installed constraint (or vice-versa) "
            + "is not supported.  You passed priority 750 and the existing priority was 1000.\n") == true)
        #expect(width.priority == .required)
        #expect(root.layoutIssues.filter { if case .refusedChange = $0 { true } else { false } }.count == 2)
        #expect(box.frame.width == 100)
    }

    @Test func oncePerConflictInUIKitsFormat() throws {
        let box = constrained("logBox")
        let root = View("logRoot") { box }
        let blocks = try captured(mentioning: "'logBox'") {
            try activate {
                box.leading == root.leading
                box.top == root.top
                box.height == 10
                box.width == 100
                box.width == 120
            }
            root.layout(in: Size(width: 320, height: 100))
            root.layout(in: Size(width: 300, height: 100))
            root.layoutIfNeeded()
        }
        #expect(blocks.count == 1)
        let text = try #require(blocks.first)
        #expect(text.hasPrefix("Unable to simultaneously satisfy constraints.\n"))
        #expect(text.contains("\"<NSLayoutConstraint:0x"))
        #expect(text.contains("View:0x\(String(0x7000_0000_0000 + box.minX.id * 16, radix: 16))'logBox'.width == 120   (active)>"))
        #expect(text.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint:"))
        #expect(text == UnsatisfiableConstraintsLog.message(broken: root.layoutIssues[0].brokenConstraint!,
                                                            conflicts: conflictMembers(root)))
    }

    @Test func aHierarchyCanTurnItOff() throws {
        let box = constrained("quietBox")
        let root = View("quietRoot") { box }
        root.logsUnsatisfiableConstraints = false
        #expect(!box.logsUnsatisfiableConstraints)
        let blocks = try captured(mentioning: "'quietBox'") {
            try activate {
                box.width == 100
                box.width == 120
            }
            root.layout(in: Size(width: 320, height: 100))
        }
        #expect(blocks.isEmpty)
        #expect(root.layoutIssues.count == 1)  // still recorded
    }

    private func conflictMembers(_ root: View) -> [LayoutConstraint] {
        guard case .unsatisfiable(_, let members) = root.layoutIssues[0] else { return [] }
        return members
    }
}
