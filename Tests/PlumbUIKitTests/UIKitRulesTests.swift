@testable import PlumbUIKit
import Testing

// UIKit's rules as PlumbUIKit keeps them: subclass overrides called in the layout cycle, the
// owning view of a constraint, right to left mirrored, priorities, guides and spacing.

/// Records the cycle's calls, as a UIKit subclass would see them.
private final class Journal {
    var entries: [String] = []
}

private final class Recording: UIView {
    let name: String
    let journal: Journal
    init(_ name: String, _ journal: Journal) {
        self.name = name
        self.journal = journal
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func updateConstraints() {
        journal.entries.append("update \(name)")
        super.updateConstraints()
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        journal.entries.append("layout \(name) \(Int(bounds.width))")
    }
}

/// A label with padding: UIKit code's most common override of intrinsicContentSize.
private final class PaddedLabel: UILabel {
    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + 20, height: size.height + 10)
    }
}

@Suite("UIKit's rules in PlumbUIKit", .serialized) @MainActor
struct UIKitRulesTests {
    @Test func subclassesSeeUIKitsOrder() {
        let journal = Journal()
        let root = Recording("root", journal)
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let child = Recording("child", journal)
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(journal.entries == ["update child", "update root", "layout root 320", "layout child 100"])
        journal.entries = []
        root.layoutIfNeeded()
        #expect(journal.entries.isEmpty)
    }

    @Test func anOverriddenIntrinsicSizeOfALabelIsUsed() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let plain = UILabel(), padded = PaddedLabel()
        for label in [plain, padded] {
            label.text = "Hello"
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                label.topAnchor.constraint(equalTo: root.topAnchor),
            ])
        }
        root.layoutIfNeeded()
        #expect(padded.frame.width == plain.frame.width + 20)
        #expect(padded.frame.height == plain.frame.height + 10)
        let empty = UILabel()
        #expect(empty.intrinsicContentSize == .zero)
    }

    @Test func constraintsAreInstalledOnTheNearestCommonAncestor() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = UIView(), title = UIView(), badge = UIView()
        root.addSubview(card)
        card.addSubview(title)
        card.addSubview(badge)
        let siblings = badge.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 4)
        let toParent = title.leadingAnchor.constraint(equalTo: card.leadingAnchor)
        let own = title.widthAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([siblings, toParent, own])
        #expect(card.constraints.count == 2 && card.constraints.contains { $0 === siblings })
        #expect(title.constraints.count == 1 && title.constraints[0] === own)
        // addConstraint installs where it is called; removeConstraint only from there.
        let height = card.heightAnchor.constraint(equalToConstant: 60)
        root.addConstraint(height)
        #expect(height.isActive && root.constraints.contains { $0 === height })
        card.removeConstraint(height)
        #expect(height.isActive)
        root.removeConstraint(height)
        #expect(!height.isActive && root.constraints.isEmpty)
        // Leaving the hierarchy deactivates the constraints that crossed into the subtree.
        badge.removeFromSuperview()
        #expect(!siblings.isActive && !card.constraints.contains { $0 === siblings })
        #expect(toParent.isActive)
    }

    @Test func prioritiesHaveUIKitsArithmetic() {
        #expect((UILayoutPriority.defaultHigh + 1).rawValue == 751)
        #expect((UILayoutPriority.required - 1).rawValue == 999)
        #expect(UILayoutPriority.defaultLow < .defaultHigh)
        #expect(UILayoutPriority(rawValue: 250) == .defaultLow)
        let view = UIView()
        view.setContentHuggingPriority(.defaultHigh + 1, for: .horizontal)
        #expect(view.contentHuggingPriority(for: .horizontal).rawValue == 751)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test func rightToLeftMirrorsTheToolbar() throws {
        func bar(_ direction: UITraitEnvironmentLayoutDirection) -> (UIView, MiniPlayerToolbarView) {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
            root.traitOverrides.layoutDirection = direction
            let bar = MiniPlayerToolbarView(frame: .zero)
            bar.translatesAutoresizingMaskIntoConstraints = false
            bar.titleLabel.text = "Episode 212"
            bar.progress = 0.25
            root.addSubview(bar)
            NSLayoutConstraint.activate([
                bar.topAnchor.constraint(equalTo: root.topAnchor),
                bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            ])
            root.layoutIfNeeded()
            return (root, bar)
        }
        let (_, ltr) = bar(.leftToRight), (_, rtl) = bar(.rightToLeft)
        #expect(rtl.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        // Every view of the bar: x′ = W − x − w in its superview, except inside the playback
        // controls, which keep their order (semanticContentAttribute = .playback).
        func walk(_ a: UIView, _ b: UIView, insidePlayback: Bool) {
            for (x, y) in zip(a.subviews, b.subviews) {
                let width = a.bounds.width
                if insidePlayback {
                    #expect(y.frame == x.frame)
                } else {
                    #expect(abs(y.frame.minX - (width - x.frame.minX - x.frame.width)) < 1e-9, "\(x)")
                    #expect(y.frame.minY == x.frame.minY && y.frame.size == x.frame.size)
                }
                walk(x, y, insidePlayback: insidePlayback || x === ltr.playbackControlsStackView)
            }
        }
        walk(ltr, rtl, insidePlayback: false)
        #expect(ltr.progressFillView.frame.minX == 0 && rtl.progressFillView.frame.maxX == rtl.progressTrackView.bounds.width)
    }

    @Test func systemSpacingAnchorOffsetAndTheKeyboardGuide() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let a = UIView(), b = UIView(), c = UIView(), button = UIView()
        for v in [a, b, c, button] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalTo: b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)),
            a.widthAnchor.constraint(equalToConstant: 30),
            b.widthAnchor.constraint(equalToConstant: 40),
            c.widthAnchor.constraint(equalToConstant: 10),
            button.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            button.widthAnchor.constraint(equalToConstant: 100),
            button.heightAnchor.constraint(equalToConstant: 44),
            button.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
        ] + [a, b, c].flatMap { [$0.topAnchor.constraint(equalTo: root.topAnchor), $0.heightAnchor.constraint(equalToConstant: 10)] })
        root.layoutIfNeeded()
        #expect(abs(b.frame.minX - 56) < 1e-9)
        // The gap after b equals the gap after a, through the offset dimensions.
        #expect(abs(c.frame.minX - (56 + 40 + 16)) < 1e-9)
        #expect(button.frame.maxY == 480)
        root.keyboardLayoutGuide.keyboardHeight = 300
        root.layoutIfNeeded()
        #expect(button.frame.maxY == 180)
        #expect(engineIssues(root).isEmpty)
    }

    @Test func visualFormatWithUIKitsOptions() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let a = UIView(), b = UIView()
        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        let views = ["a": a, "b": b]
        root.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a(==w)]-gap-[b]-|", options: [.alignAllTop],
                                                           metrics: ["w": 100, "gap": 12.0], views: views))
        root.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-10-[a(20)]", options: [], metrics: nil,
                                                           views: views))
        root.addConstraint(NSLayoutConstraint(item: b, attribute: .height, relatedBy: .equal, toItem: a, attribute: .height,
                                              multiplier: 0.5, constant: 0))
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 20, y: 10, width: 100, height: 20))
        #expect(b.frame == CGRect(x: 132, y: 10, width: 168, height: 10))
        #expect(root.constraints.count == 8)
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a", metrics: nil, views: views).isEmpty)
    }

    @Test func anAnimationAppliesItsEndStateAtOnce() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let panel = UIView()
        panel.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(panel)
        let height = panel.heightAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([
            panel.topAnchor.constraint(equalTo: root.topAnchor),
            panel.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            panel.widthAnchor.constraint(equalToConstant: 100),
            height,
        ])
        root.layoutIfNeeded()
        var finished = false
        height.constant = 200
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut], animations: {
            root.layoutIfNeeded()
        }, completion: { finished = $0 })
        #expect(panel.frame.height == 200 && finished)
    }

    private func engineIssues(_ view: UIView) -> [String] {
        view.engineView.layoutIssues.map(\.description)
    }
}
