import PlumbDiagnostics
import PlumbLayout
import Testing

/// One test per finding kind, each asserting the exact set of findings.
@Suite("Diagnostics")
struct DiagnosticsTests {
    @Test func determinedLayoutHasNoFindings() throws {
        let box = View("box")
        let root = View("root") { box }
        try activate {
            box.leading == root.leading + 10
            box.top == root.top + 20
            box.width == 100
            box.height == 50
        }
        root.layout(in: Size(width: 320, height: 480))
        #expect(Diagnostics.diagnose(root).isEmpty)
    }

    @Test func missingHorizontalPositionIsAmbiguousWithAWitness() throws {
        let box = View("box")
        let root = View("root") { box }
        try activate {
            box.top == root.top + 20
            box.width == 100
            box.height == 50
        }
        root.layout(in: Size(width: 320, height: 480))
        let findings = Diagnostics.diagnose(root)
        #expect(findings.map(\.kind) == [.ambiguousLayout])
        let f = try #require(findings.first)
        #expect(f.message == "Need constraints for: X position")
        #expect(f.items == ["box"])
        // No bound at all on x: the witnesses are the solutions ambiguityExerciseDistance either
        // side of the solved one (both optimal), as exerciseAmbiguityInLayout moves the view.
        let step = View.ambiguityExerciseDistance
        #expect(f.witness?.first == Rect(x: -step, y: 20, width: 100, height: 50))
        #expect(f.witness?.second == Rect(x: step, y: 20, width: 100, height: 50))
    }

    /// A label whose size its intrinsic content fixes, but whose position nothing fixes, is
    /// missing a position (not a width, and not a content-priority tie).
    @Test func intrinsicSizedViewWithFreePositionNamesThePosition() throws {
        let label = View("label")
        label.intrinsicContentSize = Size(width: 50, height: 20)
        let root = View("root") { label }
        try activate {
            label.leading >= root.leading + 8
            label.top == root.top + 20
        }
        root.layout(in: Size(width: 320, height: 480))
        let findings = Diagnostics.diagnose(root)
        #expect(findings.map(\.kind) == [.ambiguousLayout])
        #expect(findings.first?.message == "Need constraints for: X position")
    }

    @Test func boundedFreedomComesWithTwoOptimalFrames() throws {
        let box = View("box")
        let root = View("root") { box }
        try activate {
            box.leading >= root.leading
            box.trailing <= root.trailing
            box.top == root.top
            box.width == 100
            box.height == 50
        }
        root.layout(in: Size(width: 320, height: 480))
        let findings = Diagnostics.diagnose(root)
        #expect(findings.map(\.kind) == [.ambiguousLayout])
        let witness = try #require(findings.first?.witness)
        #expect(witness.first == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(witness.second == Rect(x: 220, y: 0, width: 100, height: 50))
    }

    @Test func widthAndPositionFreeTogether() throws {
        let box = View("box")
        let root = View("root") { box }
        try activate {
            box.top == root.top
            box.height == 50
        }
        root.layout(in: Size(width: 320, height: 480))
        #expect(Diagnostics.diagnose(root).map(\.message) == ["Need constraints for: X position or width"])
    }

    @Test func equalHuggingTieIsContentPriorityAmbiguity() throws {
        // SEMANTICS §2.4: two labels share extra room with the same hugging priority.
        let a = View("a"), b = View("b")
        let root = View("root") { a; b }
        a.intrinsicContentSize = Size(width: 50, height: 20)
        b.intrinsicContentSize = Size(width: 60, height: 20)
        try activate {
            a.leading == root.leading
            b.leading == a.trailing + 8
            b.trailing == root.trailing
            a.top == root.top
            b.top == root.top
        }
        root.layout(in: Size(width: 320, height: 100))
        let findings = Diagnostics.diagnose(root)
        #expect(findings.map(\.kind) == [.contentPriorityAmbiguity])
        #expect(findings.first?.items == ["a", "b"])
        #expect(findings.first?.suggestion == "Set the horizontal hugging priority of b to 249.")

        // IB's fix: one point lower on one of them, and the layout is determined.
        try b.setContentHuggingPriority(249, for: .horizontal)
        root.layout(in: Size(width: 320, height: 100))
        #expect(Diagnostics.diagnose(root).isEmpty)
    }

    @Test func conflictingWidthsGiveAMinimalSetOfExactlyTwo() throws {
        let box = View("box")
        var others: [View] = []
        let root = View("root") { box }
        for i in 0..<10 {
            let v = View("v\(i)")
            root.addSubview(v)
            others.append(v)
        }
        try activate {
            box.leading == root.leading
            box.top == root.top
            box.height == 10
            for (i, v) in others.enumerated() {
                v.leading == root.leading + Double(i)
                v.top == root.top + Double(i)
                v.width == 10
                v.height == 10
                v.trailing <= root.trailing
            }
        }
        let w100 = box.width == 100
        let w200 = box.width == 200
        try LayoutConstraint.activate([w100, w200])
        root.layout(in: Size(width: 320, height: 480))
        let findings = Diagnostics.diagnose(root)
        #expect(findings.map(\.kind) == [.conflictingConstraints])
        let f = try #require(findings.first)
        #expect(f.constraints.count == 2)
        #expect(f.severity == .error)
        #expect(Set(f.constraints.map(\.description)) == Set([w100.description, w200.description]))
    }

    @Test func unsatisfiedOptionalConstraintIsReportedWithTheAmount() throws {
        let box = View("box")
        let root = View("root") { box }
        let wish = box.width == 500 ~ 750
        try activate {
            box.leading == root.leading
            box.trailing <= root.trailing
            box.top == root.top
            box.height == 10
            wish
        }
        root.layout(in: Size(width: 320, height: 480))
        let findings = Diagnostics.diagnose(root)
        #expect(findings.map(\.kind) == [.unsatisfiedConstraint])
        #expect(findings.first?.message == "Constraint not satisfied, off by 180: \(wish)")
    }

    @Test func misplacedViewsAgainstExpectedFrames() throws {
        let box = View("box")
        let root = View("root") { box }
        try activate {
            box.leading == root.leading + 10
            box.top == root.top + 10
            box.width == 100
            box.height == 40
        }
        root.layout(in: Size(width: 320, height: 480))
        var options = Diagnostics.Options()
        options.expectedFrames = ["box": Rect(x: 10, y: 10, width: 120, height: 40)]
        let findings = Diagnostics.diagnose(root, options: options)
        #expect(findings.map(\.kind) == [.misplacedView])
        #expect(findings.first?.message == "Frame for \"box\" will be different at run time.")
        options.expectedFrames = ["box": Rect(x: 10.2, y: 10, width: 100, height: 40)]
        #expect(Diagnostics.diagnose(root, options: options).isEmpty)
    }

    @Test func explainListsTheConstraintsOfAnAxis() throws {
        let box = View("box")
        let root = View("root") { box }
        let leading = box.leading == root.leading + 10
        try activate {
            leading
            box.top == root.top + 10
            box.width == 100
            box.height == 40
        }
        root.layout(in: Size(width: 320, height: 480))
        let why = Diagnostics.explain(box, axis: .horizontal).map(\.description)
        #expect(why.contains(leading.description))
        #expect(why.count == 2)
    }

    @Test func anExplanationPrintsAsPlumbExplainDoes() throws {
        let box = View("box")
        let root = View("root") { box }
        try activate {
            box.leading == root.leading + 10
            box.top == root.top + 10
            box.height == 40
        }
        root.layout(in: Size(width: 320, height: 480))
        let width = Diagnostics.explain(.width, of: box)
        #expect(width.isAmbiguous)
        #expect(width.description.hasPrefix("box.width = 0\n"))
        #expect(width.description.contains("ambiguous: "))
        let top = Diagnostics.explain(.top, of: box)
        #expect(top.value == 10 && !top.isAmbiguous)
        #expect(top.description.contains("on box.top:"))
        // Leading is the right edge where the superview lays out right to left.
        root.layout(in: Size(width: 320, height: 480), traits: TraitCollection(layoutDirection: .rightToLeft))
        #expect(Diagnostics.explain(.leading, of: box).value == 310)
    }
}

/// The seed article's scroll view (SEMANTICS §3.3): content pinned on four edges is ambiguous in
/// width until it gets an equal width to an outside view.
@Suite("Diagnostics: scroll views")
struct ScrollDiagnosticsTests {
    func form(equalWidth: Bool) throws -> View {
        let content = View("content")
        let scroll = ScrollView("scroll")
        scroll.addSubview(content)
        let root = View("root") { scroll }
        try activate {
            scroll.leading == root.leading
            scroll.trailing == root.trailing
            scroll.top == root.top
            scroll.bottom == root.bottom
            content.leading == scroll.leading
            content.trailing == scroll.trailing
            content.top == scroll.top
            content.bottom == scroll.bottom
            content.height == 736
            if equalWidth { content.width == root.width }
        }
        root.layout(in: Size(width: 375, height: 667))
        return root
    }

    @Test func fourEdgesWithoutWidthIsAmbiguous() throws {
        let findings = Diagnostics.diagnose(try form(equalWidth: false))
        #expect(findings.map(\.kind) == [.ambiguousScrollableContentSize, .ambiguousLayout])
        #expect(findings.map(\.message) == ["Has ambiguous scrollable content width", "Need constraints for: width"])
        #expect(findings.map(\.items) == [["scroll"], ["content"]])
    }

    @Test func equalWidthFixesIt() throws {
        #expect(Diagnostics.diagnose(try form(equalWidth: true)).isEmpty)
    }
}

/// Issue 6's stack case: two labels with equal hugging in a fill stack that has room to spare.
@Suite("Diagnostics: stack views")
struct StackDiagnosticsTests {
    @Test func equalHuggingInAFillStackTies() throws {
        let a = View("a"), b = View("b")
        a.intrinsicContentSize = Size(width: 50, height: 20)
        b.intrinsicContentSize = Size(width: 60, height: 20)
        let stack = StackView("stack", arrangedSubviews: [a, b])
        let root = View("root") { stack }
        try activate {
            stack.leading == root.leading
            stack.trailing == root.trailing
            stack.top == root.top
        }
        root.layout(in: Size(width: 320, height: 100))
        let findings = Diagnostics.diagnose(root)
        #expect(findings.map(\.kind) == [.contentPriorityAmbiguity])
        #expect(findings.first?.items == ["a", "b"])

        try b.setContentHuggingPriority(249, for: .horizontal)
        root.layout(in: Size(width: 320, height: 100))
        #expect(Diagnostics.diagnose(root).isEmpty)
        #expect(a.frame.width == 50)
    }
}
