import PlumbLayout
import Testing

// Apple's documented visual format examples, each laid out to frames, plus the rest of the
// grammar and its errors (with columns).

/// Activates formats in a 400 × 300 root holding `views`, plus `extra` constraints, and lays
/// it out. The options apply to the first format.
private func layOut(_ formats: [String], _ views: [String: View], options: FormatOptions = [],
                    metrics: [String: Double] = [:], extra: (View) -> [LayoutConstraint] = { _ in [] }) throws -> View {
    let root = View("root")
    for name in views.keys.sorted() { root.addSubview(views[name]!) }
    var list: [LayoutConstraint] = []
    for (i, format) in formats.enumerated() {
        list += try LayoutConstraint.constraints(withVisualFormat: format, options: i == 0 ? options : [],
                                                 metrics: metrics, views: views)
    }
    try LayoutConstraint.activate(list + extra(root))
    root.layout(in: Size(width: 400, height: 300))
    #expect(root.layoutIssues.isEmpty, "\(root.layoutIssues)")
    return root
}

@Suite("Visual format language")
struct VisualFormatTests {
    // MARK: Apple's examples (Auto Layout Guide, "Visual Format Syntax")

    @Test func standardSpace() throws {
        let button = label("button", 60, 30), textField = label("textField", 100, 30)
        _ = try layOut(["[button]-[textField]", "V:|-[button]", "V:|-[textField]"],
                       ["button": button, "textField": textField]) { root in
            [button.leading == root.leading + 10]
        }
        expectFrame(button, 10, 20, 60, 30)
        expectFrame(textField, 78, 20, 100, 30)
    }

    @Test func widthConstraint() throws {
        let button = label("button", 30, 30)
        _ = try layOut(["|[button(>=50)]", "V:|[button]"], ["button": button])
        expectFrame(button, 0, 0, 50, 30)
    }

    @Test func connectionToSuperview() throws {
        let purpleBox = label("purpleBox", View.noIntrinsicMetric, 40)
        _ = try layOut(["|-50-[purpleBox]-50-|", "V:|-50-[purpleBox]"], ["purpleBox": purpleBox])
        expectFrame(purpleBox, 50, 50, 300, 40)
    }

    @Test func verticalLayout() throws {
        let topField = label("topField", 100, 30), bottomField = label("bottomField", 100, 30)
        _ = try layOut(["V:[topField]-10-[bottomField]", "H:|[topField]", "H:|[bottomField]"],
                       ["topField": topField, "bottomField": bottomField]) { root in
            [topField.top == root.top + 20]
        }
        expectFrame(topField, 0, 20, 100, 30)
        expectFrame(bottomField, 0, 60, 100, 30)
    }

    @Test func flushViews() throws {
        let maroonView = label("maroonView", 40, 40), blueView = label("blueView", 60, 40)
        _ = try layOut(["[maroonView][blueView]", "V:|[maroonView]", "V:|[blueView]"],
                       ["maroonView": maroonView, "blueView": blueView]) { root in
            [maroonView.leading == root.leading + 10]
        }
        expectFrame(maroonView, 10, 0, 40, 40)
        expectFrame(blueView, 50, 0, 60, 40)
    }

    @Test func priority() throws {
        // @20 is below the default hugging (250): an intrinsic width of 60 wins.
        let button = label("button", 60, 30), plain = label("plain", View.noIntrinsicMetric, 30)
        _ = try layOut(["|[button(100@20)]", "|[plain(100@20)]", "V:|[button]", "V:|[plain]"],
                       ["button": button, "plain": plain])
        expectFrame(button, 0, 0, 60, 30)
        expectFrame(plain, 0, 0, 100, 30)
    }

    @Test func equalWidths() throws {
        let button1 = label("button1", 10, 30), button2 = label("button2", 70, 30)
        _ = try layOut(["|[button1(==button2)]", "|[button2]", "V:|[button1]-[button2]"],
                       ["button1": button1, "button2": button2]) { _ in
            // button1's own hugging (10 wide) and compression (70 wide) pull different ways; make
            // button2 win the tie.
            [button2.width == 70]
        }
        expectFrame(button1, 0, 0, 70, 30)
        expectFrame(button2, 0, 38, 70, 30)
    }

    @Test func multiplePredicates() throws {
        let wide = label("wide", 150, 30), narrow = label("narrow", 30, 30)
        _ = try layOut(["|[wide(>=70,<=100)]", "|[narrow(>=70,<=100)]", "V:|[wide][narrow]"],
                       ["wide": wide, "narrow": narrow])
        expectFrame(wide, 0, 0, 100, 30)
        expectFrame(narrow, 0, 30, 70, 30)
    }

    @Test func completeLineOfLayout() throws {
        let find = label("find", 40, 30), findNext = label("findNext", 60, 30), findField = label("findField", 100, 30)
        try findField.setContentHuggingPriority(249, for: .horizontal)
        _ = try layOut(["|-[find]-[findNext]-[findField(>=20)]-|", "V:|-[find]", "V:|-[findNext]", "V:|-[findField]"],
                       ["find": find, "findNext": findNext, "findField": findField])
        expectFrame(find, 20, 20, 40, 30)
        expectFrame(findNext, 68, 20, 60, 30)
        expectFrame(findField, 136, 20, 400 - 20 - 136, 30)
    }

    // MARK: The rest of the grammar

    @Test func metricsPredicatesAndPriorities() throws {
        let a = label("a", 50, 20), b = label("b", 50, 20)
        let metrics = ["gap": 30.0, "minWidth": 80, "low": 100, "pad": 12]
        _ = try layOut(["H:|-pad-[a(>=minWidth@low)]-gap-[b(>=minWidth,<=90)]-(>=10,==500@low)-|",
                        "V:|-(pad)-[a]-(-5)-[b]"],
                       ["a": a, "b": b], metrics: metrics)
        // a: ≥ 80 only at 100, below hugging 250: keeps 50. b: ≥ 80 required, hugging pulls it to 80.
        expectFrame(a, 12, 12, 50, 20)
        expectFrame(b, 92, 27, 80, 20)
    }

    @Test func alignmentOptions() throws {
        let a = label("a", 40, 20), b = label("b", 40, 60), c = label("c", 40, 30)
        _ = try layOut(["|-[a]-[b]-[c]", "V:|-40-[b]"], ["a": a, "b": b, "c": c], options: .alignAllCenterY)
        expectFrame(a, 20, 60, 40, 20)
        expectFrame(b, 68, 40, 40, 60)
        expectFrame(c, 116, 55, 40, 30)

        let d = label("d", 40, 20), e = label("e", 80, 20)
        _ = try layOut(["V:|-[d]-[e]", "|-30-[d]"], ["d": d, "e": e], options: [.alignAllLeading, .alignAllTrailing]) { _ in
            [d.width == 80]
        }
        expectFrame(d, 30, 20, 80, 20)
        expectFrame(e, 30, 48, 80, 20)
    }

    @Test func directions() throws {
        let a = label("a", 40, 20), b = label("b", 60, 20)
        _ = try layOut(["|-10-[a]-5-[b]", "V:|[a]", "V:|[b]"], ["a": a, "b": b], options: .directionLeftToRight)
        expectFrame(a, 10, 0, 40, 20)
        expectFrame(b, 55, 0, 60, 20)
        let c = label("c", 40, 20), d = label("d", 60, 20)
        let root = try layOut(["|-10-[c]-5-[d]", "V:|[c]", "V:|[d]"], ["c": c, "d": d], options: .directionRightToLeft)
        expectFrame(c, 350, 0, 40, 20)
        expectFrame(d, 285, 0, 60, 20)
        let made = try LayoutConstraint.constraints(withVisualFormat: "|-10-[c]", options: .directionRightToLeft,
                                                     views: ["c": c])
        #expect(made[0].equationDescription == "root.right == c.right + 10")
        _ = root
    }

    @Test func generatedConstraints() throws {
        let a = label("a"), b = label("b")
        let root = View("root") {
            a
            b
        }
        let made = try LayoutConstraint.constraints(withVisualFormat: "H:|-[a(>=20@750)]-[b(==a)]-(>=0)-|",
                                                     views: ["a": a, "b": b])
        #expect(made.map(\.equationDescription) == [
            "a.leading == root.leading + 20", "a.width >= 20", "b.leading == a.trailing + 8", "b.width == a.width",
            "root.trailing >= b.trailing",
        ])
        #expect(made[1].priority == 750)
        #expect(made.allSatisfy { !$0.isActive && $0.sourceLocation?.fileName == "VisualFormatTests.swift" })
        _ = root
    }

    // MARK: Errors

    @Test(arguments: [
        ("H:|-[a]-[b", "Expected ']'", 11),
        ("H:[a]-[zz]", "zz is not a key in the views dictionary", 8),
        ("H:[a(>=w)]", "w is not a key in the metrics or views dictionaries", 8),
        ("H:[a(50@1200)]", "Invalid priority 1200", 9),
        ("H:[a(50@0)]", "Invalid priority 0", 9),
        ("H:[a]-(b)-[b]", "View references (b) are only allowed", 8),
        ("H:[a]-x-[b]", "x is not a key in the metrics dictionary", 7),
        ("", "Expected a view", 1),
        ("H:", "Expected a view", 3),
        ("[a]x", "Expected '-', a view or '|'", 4),
        ("[a]-", "Expected a view or '|' after '-'", 5),
        ("V:|[a]|[b]", "Unexpected characters after the closing '|'", 8),
        ("[a(>=)]", "Expected a relation, a number, a metric or a view name", 6),
        ("[a(10", "Expected ')' or ','", 6),
        ("[a]-(10-[b]", "Expected ')' or ','", 8),
        ("[]", "Expected a view name", 2),
        ("|-(10)-|", "Expected a view", 8),
    ])
    func errorsHaveColumns(_ format: String, _ message: String, _ column: Int) {
        let root = View("root") {
            label("a")
            label("b")
        }
        let views = ["a": root.subviews[0], "b": root.subviews[1]]
        do {
            _ = try LayoutConstraint.constraints(withVisualFormat: format, views: views)
            Issue.record("no error for \(format)")
        } catch {
            #expect(error.message.hasPrefix(message), "\(format): \(error.message)")
            #expect(error.column == column, "\(format): column \(error.column)")
            #expect(error.description.hasSuffix(String(repeating: " ", count: column - 1) + "^"))
        }
    }

    @Test func superviewAndAlignmentErrors() {
        let lonely = label("lonely")
        do {
            _ = try LayoutConstraint.constraints(withVisualFormat: "H:[lonely]-|", views: ["lonely": lonely])
            Issue.record("no superview error")
        } catch {
            #expect(error.message.contains("doesn't have a superview"))
            #expect(error.column == 12)
        }
        let a = label("a")
        _ = View("root") { a }
        do {
            _ = try LayoutConstraint.constraints(withVisualFormat: "H:[a]", options: .alignAllLeading, views: ["a": a])
            Issue.record("no alignment error")
        } catch {
            #expect(error.message.contains("not allowed for layout that is also horizontal"))
        }
    }
}
