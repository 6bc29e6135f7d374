import PlumbLayout
import Testing

// The layout cycle as a subclass sees it, through the public API only (no @testable): the order
// of updateConstraints and layoutSubviews, "only where needed", frame-based code inside
// layoutSubviews, intrinsic size overrides and trait changes (Docs/layout-cycle.md).

/// Records its calls into a shared journal.
private final class Journal {
    var entries: [String] = []
}

private class RecordingView: View {
    let journal: Journal
    init(_ name: String, _ journal: Journal) {
        self.journal = journal
        super.init(name)
    }
    override func updateConstraints() {
        journal.entries.append("update \(name)")
        super.updateConstraints()
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        journal.entries.append("layout \(name) \(Int(frame.width))x\(Int(frame.height))")
    }
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        journal.entries.append("traits \(name) \(previousTraitCollection.map { "\($0.horizontalSizeClass)" } ?? "nil")")
    }
}

/// A badge whose width follows its count, as custom controls override UIKit's property.
private final class Badge: View {
    var count = 1 {
        didSet { invalidateIntrinsicContentSize() }
    }
    override var intrinsicContentSize: Size {
        get { Size(width: 20 + 10 * Double(count), height: 20) }
        set {}
    }
}

/// Lays out its subviews by frame, in a row of equal squares, as collage views do.
private final class Collage: View {
    var laidOutSizes: [Size] = []
    override func layoutSubviews() {
        super.layoutSubviews()
        let side = subviews.isEmpty ? 0 : bounds.size.width / Double(subviews.count)
        for (i, view) in subviews.enumerated() {
            view.frame = Rect(x: Double(i) * side, y: 0, width: side, height: side)
        }
    }
}

private final class Tile: View {
    var sizesSeen: [Size] = []
    override func layoutSubviews() {
        sizesSeen.append(bounds.size)
    }
}

/// Keeps a height constraint equal to half its width, updated where UIKit code updates it.
private final class HalfHeight: View {
    var heightConstraint: LayoutConstraint?
    var factor = 0.5 {
        didSet { setNeedsUpdateConstraints() }
    }
    var updates = 0
    override func updateConstraints() {
        updates += 1
        if heightConstraint == nil {
            heightConstraint = height == 100
            heightConstraint?.identifier = "half"
            heightConstraint?.isActive = true
        }
        heightConstraint?.constant = 200 * factor
        super.updateConstraints()
    }
}

/// Changes its own constraint at every call, as code that UIKit would run for ever.
private final class Restless: View {
    lazy var widthConstraint: LayoutConstraint = width == 10
    override func layoutSubviews() {
        widthConstraint.constant += 1
    }
}

@Suite("The layout cycle")
struct LayoutCycleTests {
    private func tree(_ journal: Journal) -> (root: RecordingView, a: RecordingView, b: RecordingView, c: RecordingView) {
        let root = RecordingView("root", journal)
        let a = RecordingView("a", journal), b = RecordingView("b", journal), c = RecordingView("c", journal)
        root.addSubview(a)
        root.addSubview(c)
        a.addSubview(b)
        for v in [a, b, c] { v.translatesAutoresizingMaskIntoConstraints = false }
        do {
            try activate {
                a.leading == root.leading
                a.top == root.top
                a.width == 100
                a.height == 50
                b.edges == a.edges
                c.leading == a.trailing
                c.top == root.top
                c.width == 40
                c.height == 40
            }
        } catch {
            Issue.record("\(error)")
        }
        return (root, a, b, c)
    }

    @Test func firstPassUpdatesSubviewsFirstAndLaysOutSuperviewsFirst() {
        let journal = Journal()
        let (root, _, _, _) = tree(journal)
        root.layout(in: Size(width: 320, height: 480))
        #expect(journal.entries == [
            "traits root nil", "traits a nil", "traits b nil", "traits c nil",
            "update c", "update b", "update a", "update root",
            "layout root 320x480", "layout a 100x50", "layout b 100x50", "layout c 40x40",
        ])
    }

    @Test func laterPassesCallOnlyWhereNeeded() {
        let journal = Journal()
        let (root, a, _, c) = tree(journal)
        root.layout(in: Size(width: 320, height: 480))
        journal.entries = []
        root.layoutIfNeeded()
        #expect(journal.entries.isEmpty)

        // c moves (a grows): c is not resized, so only its superview lays out again.
        a.constraintsAffectingLayout(for: .horizontal).first { $0.constant == 100 }?.constant = 120
        root.layoutIfNeeded()
        #expect(journal.entries == ["layout root 320x480", "layout a 120x50", "layout b 120x50"])

        journal.entries = []
        c.setNeedsLayout()
        c.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(journal.entries == ["update c", "layout c 40x40"])
    }

    @Test func frameBasedSubviewsAreInPlaceBeforeTheirOwnLayoutSubviews() throws {
        let root = View("root")
        let collage = Collage("collage")
        let tiles = [Tile("t0"), Tile("t1"), Tile("t2")]
        for tile in tiles { collage.addSubview(tile) }  // autoresizing on, as UIKit's default
        root.addSubview(collage)
        collage.translatesAutoresizingMaskIntoConstraints = false
        try activate {
            collage.leading == root.leading + 10
            collage.trailing == root.trailing - 10
            collage.top == root.top + 20
            collage.height == 100
        }
        root.layout(in: Size(width: 320, height: 480))
        #expect(tiles.map(\.frame) == [Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 100, y: 0, width: 100, height: 100),
                                       Rect(x: 200, y: 0, width: 100, height: 100)])
        // Each tile's own layoutSubviews ran once, at the size its superview gave it.
        #expect(tiles.allSatisfy { $0.sizesSeen == [Size(width: 100, height: 100)] })

        root.layout(in: Size(width: 620, height: 480))
        #expect(tiles[2].frame == Rect(x: 400, y: 0, width: 200, height: 200))
        #expect(tiles[0].sizesSeen.last == Size(width: 200, height: 200))
    }

    @Test func anOverriddenIntrinsicSizeIsReadWhenInvalidated() throws {
        let root = View("root")
        let badge = Badge("badge")
        root.addSubview(badge)
        badge.translatesAutoresizingMaskIntoConstraints = false
        try activate {
            badge.leading == root.leading
            badge.top == root.top
        }
        root.layout(in: Size(width: 320, height: 480))
        #expect(badge.frame.size == Size(width: 30, height: 20))
        badge.count = 12
        root.layoutIfNeeded()
        #expect(badge.frame.size == Size(width: 140, height: 20))
    }

    @Test func updateConstraintsRunsOnceAfterEachRequest() throws {
        let root = View("root")
        let view = HalfHeight("half")
        root.addSubview(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        try activate {
            view.leading == root.leading
            view.top == root.top
            view.width == 200
        }
        root.layout(in: Size(width: 320, height: 480))
        #expect(view.frame.height == 100)
        #expect(view.updates == 1)
        root.layoutIfNeeded()
        #expect(view.updates == 1)
        view.factor = 0.25
        #expect(view.needsUpdateConstraints())
        view.updateConstraintsIfNeeded()
        #expect(view.updates == 2 && !view.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(view.updates == 2)
        #expect(view.frame.height == 50)
    }

    @Test func traitChangesAreAnnouncedWithThePreviousTraits() {
        let journal = Journal()
        let (root, _, _, _) = tree(journal)
        root.layout(in: Size(width: 320, height: 480))
        journal.entries = []
        root.layout(in: Size(width: 320, height: 480), traits: TraitCollection(horizontalSizeClass: .compact))
        #expect(journal.entries.prefix(4) == ["traits root unspecified", "traits a unspecified", "traits b unspecified",
                                              "traits c unspecified"])
        #expect(root.traitCollection.horizontalSizeClass == .compact)
    }

    @Test func layoutThatNeverSettlesStopsAndSaysSo() throws {
        let root = View("root")
        let view = Restless("restless")
        root.addSubview(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        view.widthConstraint.isActive = true
        try activate {
            view.leading == root.leading
            view.top == root.top
            view.height == 10
        }
        root.layout(in: Size(width: 320, height: 480))
        #expect(root.layoutIssues.contains { if case .layoutSubviewsDidNotSettle = $0 { true } else { false } })
        #expect(view.frame.width > 10)
    }

    @Test func sizeToFitUsesTheLabelsText() {
        let label = Label("title", text: "Hello", fontSize: 17)
        label.sizeToFit()
        #expect(label.frame.size == label.intrinsicContentSize)
        #expect(label.frame.width > 0)
        let plain = View("plain")
        plain.frame = Rect(x: 5, y: 5, width: 30, height: 40)
        plain.sizeToFit()
        #expect(plain.frame == Rect(x: 5, y: 5, width: 30, height: 40))
    }
}
