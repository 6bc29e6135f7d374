@testable import PlumbLayout
import PlumbMessages
import Testing

/// A removal that takes most of a hierarchy away leaves the engine with the removed subtree
/// and gives the root a new one (LayoutEngine.detach). Each side must then behave exactly as
/// if the removal had gone the other way: the root as a root that kept its engine, the subtree
/// as one that waits for an engine.
@Suite("Removing most of a hierarchy")
struct HandOverTests {
    static let size = Size(width: 320, height: 480)

    /// A content view with `cells` cells stacked in it, each with a label inset in it; its
    /// bottom at the last cell's if `closed`, else at or below it. Added to `parent` (if
    /// given) before any constraint, so that its constraints start in the parent's engine.
    static func content(_ cells: Int, closed: Bool = false, in parent: View? = nil) throws -> (content: View, cells: [View]) {
        let content = constrained("content")
        parent?.addSubview(content)
        var made: [View] = []
        var previous: View?
        for i in 0..<cells {
            let cell = constrained("cell\(i)")
            let text = label("cell\(i).text", Double(40 + 10 * i), 20)
            content.addSubview(cell)
            cell.addSubview(text)
            try activate {
                cell.leading == content.leading + 8
                cell.trailing == content.trailing - 8
                cell.top == (previous?.bottom ?? content.top) + 4
                text.edges == cell.edges.inset(2)
            }
            previous = cell
            made.append(cell)
        }
        if let previous {
            try activate { closed ? previous.bottom == content.bottom : previous.bottom <= content.bottom }
        }
        return (content, made)
    }

    /// A root with a header pinned to its top and the content under it.
    static func screen(_ cells: Int) throws -> (root: View, header: View, content: View, cells: [View], own: [LayoutConstraint]) {
        let root = View("root")
        let header = label("header", 100, 44)
        let (content, made) = try content(cells)
        root.addSubview(header)
        root.addSubview(content)
        let own = try activate {
            header.leading == root.leading
            header.trailing == root.trailing
            header.top == root.top + 20
            content.leading == root.leading
            content.trailing == root.trailing
            content.top == header.bottom
            content.bottom == root.bottom
        }
        return (root, header, content, made, own)
    }

    /// Every active constraint on a view of `root`'s hierarchy, the user's and the engine's, is
    /// in the root's engine and in its solver (or broken).
    static func expectEveryActiveConstraintEnforced(_ root: View, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let engine = root.engine else { return }
        var stack = [root]
        while let v = stack.popLast() {
            stack += v.subviews
            #expect(v.registeredEngine === engine, "\(v.name)", sourceLocation: sourceLocation)
            for c in v.trackedConstraints where c.isActive {
                #expect(c.engine === engine && (c.solverConstraint != nil || c.isBroken), "\(c)", sourceLocation: sourceLocation)
            }
            v.forEachImplicitConstraint { c in
                #expect(c.engine === engine && (c.solverConstraint != nil || c.isBroken || !engine.shouldEnforce(c)),
                        "\(c)", sourceLocation: sourceLocation)
            }
        }
    }

    static func frames(_ view: View) -> [String: Rect] {
        var frames: [String: Rect] = [:]
        var stack = [view]
        while let v = stack.popLast() {
            frames[v.name] = v.frame
            stack += v.subviews
        }
        return frames
    }

    @Test func theSubtreeKeepsTheEngineAndTheRootGetsANewOne() throws {
        let s = try Self.screen(4)
        s.root.layout(in: Self.size)
        let engine = try #require(s.root.engine)
        s.content.removeFromSuperview()
        #expect(s.content.engine === engine && engine.root === s.content)
        #expect(s.root.engine !== engine && s.root.engine?.root === s.root)
        #expect(s.header.registeredEngine === s.root.engine && s.cells[0].registeredEngine === engine)
        // Four constraints ran across: deactivated, as in UIKit; the others stay active.
        #expect(s.own[0...2].allSatisfy(\.isActive) && s.own[3...6].allSatisfy { !$0.isActive })
        #expect(s.cells.allSatisfy { $0.constraintsAffectingLayout(for: .horizontal).count == 4 })
        #expect(s.content.constraintsAwaitingEngine.isEmpty)
    }

    @Test func theRootLaysOutAsIfItHadKeptItsEngine() throws {
        let s = try Self.screen(4)
        s.root.layout(in: Self.size)
        s.content.removeFromSuperview()
        // The last size goes with the root: layoutIfNeeded lays it out there again.
        s.root.layoutIfNeeded()
        expectFrame(s.header, 0, 20, 320, 44)
        #expect(!s.root.hasAmbiguousLayout && !s.header.hasAmbiguousLayout)
        #expect(s.root.layoutIssues.isEmpty)
        s.root.layout(in: Size(width: 200, height: 100))
        expectFrame(s.header, 0, 20, 200, 44)
    }

    @Test func theSubtreeLaysOutAsAFreshOneWould() throws {
        let s = try Self.screen(5)
        s.root.layout(in: Self.size)
        s.content.removeFromSuperview()
        // Not laid out as a root yet: no questions about a solution it does not have.
        #expect(!s.content.hasAmbiguousLayout && LayoutAnalysis(s.content) == nil)
        s.content.layout(in: Size(width: 250, height: 400))
        let fresh = try Self.content(5).content
        fresh.layout(in: Size(width: 250, height: 400))
        #expect(Self.frames(s.content) == Self.frames(fresh))
        #expect(LayoutAnalysis(s.content) != nil)
    }

    @Test func theSubtreeJoinsAnotherHierarchyWithItsConstraints() throws {
        let s = try Self.screen(5)
        s.root.layout(in: Self.size)
        s.content.removeFromSuperview()
        let other = View("other")
        other.addSubview(s.content)
        try activate { s.content.edges == other.edges.inset(10) }
        other.layout(in: Self.size)
        let fresh = try Self.content(5).content
        let freshRoot = View("other")
        freshRoot.addSubview(fresh)
        try activate { fresh.edges == freshRoot.edges.inset(10) }
        freshRoot.layout(in: Self.size)
        #expect(Self.frames(other) == Self.frames(freshRoot))
        #expect(other.layoutIssues.isEmpty)
        // And back into the first root, which lays out as before the removal.
        s.root.addSubview(s.content)
        try activate {
            s.content.leading == s.root.leading
            s.content.trailing == s.root.trailing
            s.content.top == s.header.bottom
            s.content.bottom == s.root.bottom
        }
        s.root.layout(in: Self.size)
        let again = try Self.screen(5)
        again.root.layout(in: Self.size)
        #expect(Self.frames(s.root) == Self.frames(again.root))
        #expect(other.subviews.isEmpty)
    }

    @Test func anAutoresizedSubtreeRootLosesItsConstraintsToTheOldSuperview() throws {
        let root = View("root")
        let panel = View("panel")  // translatesAutoresizingMaskIntoConstraints: its frame holds
        panel.frame = Rect(x: 30, y: 40, width: 100, height: 80)
        root.addSubview(panel)
        let (content, _) = try Self.content(3)
        panel.addSubview(content)
        try activate { content.edges == panel.edges }
        root.layout(in: Self.size)
        expectFrame(panel, 30, 40, 100, 80)
        panel.removeFromSuperview()
        #expect(panel.engine != nil && panel.autoresizingConstraints.isEmpty)
        panel.layout(in: Size(width: 60, height: 200))
        expectFrame(panel, 0, 0, 60, 200)
        expectFrame(content, 0, 0, 60, 200)
    }

    @Test func theRootKeepsItsTraitsAndTheSubtreeStartsFromTheDefaultOnes() throws {
        let s = try Self.screen(4)
        let compact = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 3)
        s.root.layout(in: Self.size, traits: compact)
        s.content.removeFromSuperview()
        #expect(s.root.engine?.traits == compact && s.content.engine?.traits == TraitCollection())
        s.content.layoutIfNeeded()
        #expect(s.content.engine?.traits == TraitCollection())
        let fresh = try Self.content(4).content
        fresh.layout(in: s.content.frame.size)
        #expect(Self.frames(s.content) == Self.frames(fresh))
    }

    @Test func theRootKeepsItsIssuesItsLogSettingAndItsBrokenConstraints() throws {
        let s = try Self.screen(4)
        s.root.logsUnsatisfiableConstraints = false
        // Two fixed heights: the first added is the one broken.
        let conflict = try activate {
            s.header.height == 50
            s.header.height == 44
        }
        s.root.layout(in: Self.size)
        #expect(conflicts(s.root).count == 1 && conflict[0].isBroken)
        s.content.removeFromSuperview()
        #expect(!s.root.logsUnsatisfiableConstraints && s.content.logsUnsatisfiableConstraints)
        #expect(conflicts(s.root).count == 1 && s.content.layoutIssues.isEmpty)
        s.root.layout(in: Self.size)
        // Required constraints left, so it was tried again, as in a root that kept its engine,
        // and broken again.
        #expect(conflict[0].isBroken && conflicts(s.root).allSatisfy { $0.broken === conflict[0] })
        expectFrame(s.header, 0, 20, 320, 44)
        // Deactivating the one it conflicts with lets it in at the next pass.
        conflict[1].isActive = false
        s.root.layout(in: Self.size)
        #expect(!conflict[0].isBroken)
        expectFrame(s.header, 0, 20, 320, 50)
    }

    @Test func aHierarchyNeverLaidOutSplitsTheSameWay() throws {
        let s = try Self.screen(4)
        _ = s.root.ensureEngine()
        s.content.removeFromSuperview()
        #expect(s.content.engine != nil && s.root.engine != nil)
        s.root.layout(in: Self.size)
        expectFrame(s.header, 0, 20, 320, 44)
        s.content.layout(in: Size(width: 250, height: 400))
        let fresh = try Self.content(4).content
        fresh.layout(in: Size(width: 250, height: 400))
        #expect(Self.frames(s.content) == Self.frames(fresh))
    }

    @Test func aLargerSubtreeTakesTheSmallerHierarchyOver() throws {
        let s = try Self.screen(5)
        s.root.layout(in: Self.size)
        s.content.removeFromSuperview()
        let engine = try #require(s.content.engine)
        let other = View("other")
        let badge = label("badge", 30, 30)
        other.addSubview(badge)
        let own = try activate {
            badge.trailing == other.trailing - 4
            badge.top == other.top + 4
            badge.width == 31
            badge.width == 30
        }
        other.logsUnsatisfiableConstraints = false
        other.layout(in: Self.size)
        // Two fixed widths: the first added is broken.
        #expect(conflicts(other).count == 1 && own[2].isBroken)
        // Five cells, eleven views, against two: the content's engine takes the other side in.
        other.addSubview(s.content)
        let across = try activate { s.content.edges == other.edges.inset(10) }
        #expect(other.engine === engine && s.content.engine == nil && engine.root === other)
        #expect(badge.registeredEngine === engine)
        // The hierarchy's side counts as older: first in activation order, its issue first,
        // its log setting, its broken constraint still broken.
        #expect(own.allSatisfy { $0.sequence < s.cells[0].constraintsAffectingLayout(for: .horizontal)[0].sequence })
        #expect(across.allSatisfy { $0.sequence > own[0].sequence })
        #expect(conflicts(other).count == 1 && own[2].isBroken && !other.logsUnsatisfiableConstraints)
        other.layout(in: Self.size)
        let fresh = View("other")
        let freshBadge = label("badge", 30, 30)
        fresh.addSubview(freshBadge)
        let freshContent = try Self.content(5, in: fresh).content
        try activate {
            freshBadge.trailing == fresh.trailing - 4
            freshBadge.top == fresh.top + 4
            freshBadge.width == 30
            freshContent.edges == fresh.edges.inset(10)
        }
        fresh.layout(in: Self.size)
        #expect(Self.frames(other) == Self.frames(fresh))
        #expect(!other.hasAmbiguousLayout)
    }

    /// A subtree placed where it stood alone: none of its variables change, but its frame is
    /// now relative to a superview that is not at the origin.
    @Test func aTakenOverRootGetsAFrameRelativeToItsNewSuperview() throws {
        let s = try Self.screen(3)
        s.root.layout(in: Self.size)
        s.content.removeFromSuperview()
        s.content.layout(in: Self.size)
        expectFrame(s.content, 0, 0, 320, 480)
        let other = View("other")
        let holder = constrained("holder")
        other.addSubview(holder)
        try activate { holder.edges == other.edges.inset(50) }
        holder.addSubview(s.content)
        try activate { s.content.edges == other.edges }
        other.layout(in: Self.size)
        #expect(other.engine === s.cells[0].registeredEngine)
        expectFrame(s.content, -50, -50, 320, 480)
        expectFrame(s.cells[0], 8, 4, 304, 24)
    }

    /// Subtrees of every size, removed from and added back to one root in a random order, some
    /// laid out alone in between: the root's frames always match a fresh root's. (The parts'
    /// layouts are unambiguous: where a size is free, an incremental engine may keep the value
    /// it had, which a fresh one need not pick.)
    @Test func randomRemovalsAndReturnsMatchAFreshRoot() throws {
        var seed: UInt64 = 0xC0FFEE
        func next(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }
        let counts = [1, 6, 2, 9]
        let root = View("root")
        var parts: [(view: View, attached: Bool)] = []
        for (k, cells) in counts.enumerated() {
            let part = try Self.content(cells, closed: true).content
            part.name = "part\(k)"
            parts.append((part, false))
        }
        func attach(_ k: Int) throws {
            let part = parts[k].view
            root.addSubview(part)
            try activate {
                part.leading == root.leading + Double(10 * k)
                part.top == root.top + Double(200 * k)
                part.width == 150
            }
            parts[k].attached = true
        }
        func freshFrames() throws -> [String: Rect] {
            let fresh = View("root")
            for k in root.subviews.compactMap({ v in parts.firstIndex { $0.view === v } }) {
                // Built in place: the reference never hands an engine over.
                let part = try Self.content(counts[k], closed: true, in: fresh).content
                part.name = "part\(k)"
                try activate {
                    part.leading == fresh.leading + Double(10 * k)
                    part.top == fresh.top + Double(200 * k)
                    part.width == 150
                }
            }
            fresh.layout(in: Self.size)
            return Self.frames(fresh)
        }
        for step in 0..<40 {
            let k = next(parts.count)
            if parts[k].attached {
                parts[k].view.removeFromSuperview()
                parts[k].attached = false
                if next(2) == 0 { parts[k].view.layout(in: Size(width: 100, height: 300)) }
            } else {
                try attach(k)
            }
            root.layout(in: Self.size)
            #expect(Self.frames(root) == (try freshFrames()), "step \(step)")
            Self.expectEveryActiveConstraintEnforced(root)
        }
    }

    /// Parts nested in parts, removed and attached anywhere (root or another part) in a
    /// random order, some laid out alone while detached: the root's frames always match those
    /// of the same hierarchy built in place.
    @Test func randomNestedMovesMatchAHierarchyBuiltInPlace() throws {
        var seed: UInt64 = 0xBADC0DE
        func next(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }
        let counts = [1, 7, 2, 12, 3, 5]
        func rename(_ part: View, _ k: Int) {
            part.name = "part\(k)"
            for (i, cell) in part.subviews.enumerated() {
                cell.name = "part\(k).cell\(i)"
                cell.subviews.first?.name = "part\(k).cell\(i).text"
            }
        }
        func place(_ part: View, _ k: Int, in parent: View) throws {
            try activate {
                part.leading == parent.leading + Double(5 + 7 * k)
                part.top == parent.top + Double(3 + 40 * k)
                part.width == 150
            }
        }
        let root = View("root")
        var parts: [View] = []
        var parent: [Int?] = []  // -1: the root; nil: detached
        for (k, cells) in counts.enumerated() {
            let part = try Self.content(cells, closed: true).content
            rename(part, k)
            parts.append(part)
            parent.append(nil)
        }
        func isInSubtree(_ p: Int, of k: Int) -> Bool {
            var q: Int? = p
            while let i = q, i >= 0 {
                if i == k { return true }
                q = parent[i]
            }
            return false
        }
        func builtInPlace() throws -> [String: Rect] {
            let fresh = View("root")
            func build(under live: View, into target: View) throws {
                for sub in live.subviews {
                    guard let k = parts.firstIndex(where: { $0 === sub }) else { continue }
                    let part = try Self.content(counts[k], closed: true, in: target).content
                    rename(part, k)
                    try place(part, k, in: target)
                    try build(under: sub, into: part)
                }
            }
            try build(under: root, into: fresh)
            fresh.layout(in: Self.size)
            return Self.frames(fresh)
        }
        for step in 0..<60 {
            let k = next(parts.count)
            if parent[k] != nil {
                parts[k].removeFromSuperview()
                parent[k] = nil
                if next(3) == 0 { parts[k].layout(in: Size(width: 150, height: 400)) }
            } else {
                let candidates = [-1] + parts.indices.filter { parent[$0] != nil && !isInSubtree($0, of: k) }
                let p = candidates[next(candidates.count)]
                let host = p < 0 ? root : parts[p]
                host.addSubview(parts[k])
                try place(parts[k], k, in: host)
                parent[k] = p
            }
            root.layout(in: Self.size)
            #expect(Self.frames(root) == (try builtInPlace()), "step \(step)")
            #expect(root.layoutIssues.isEmpty && !root.hasAmbiguousLayout, "step \(step)")
            Self.expectEveryActiveConstraintEnforced(root)
        }
    }
}
