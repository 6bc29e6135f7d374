import PlumbLayout
import Testing

// Every anchor kind, every relation, multipliers, constants and priorities, checked on frames.

/// A 400 × 300 root with `a` at {40, 30, 100, 50} (margins: left 10, right 30, top 4, bottom 6)
/// and `b`, 20 × 10, positioned by `place` (which must fix b's x and y).
private func placeB(_ place: (View, View, View) -> [LayoutConstraint]) throws -> View {
    let a = constrained("a"), b = constrained("b")
    let root = View("root") {
        a
        b
    }
    a.layoutMargins = EdgeInsets(top: 4, left: 10, bottom: 6, right: 30)
    try activate {
        a.left == root.left + 40
        a.top == root.top + 30
        a.size == Size(width: 100, height: 50)
        b.width == 20
        b.height == 10
    }
    try LayoutConstraint.activate(place(root, a, b))
    root.layout(in: Size(width: 400, height: 300))
    #expect(root.layoutIssues.isEmpty, "\(root.layoutIssues)")
    return b
}

@Suite("Anchors and relations")
struct AnchorTests {
    @Test(arguments: [
        // (description, expected b.minX)
        ("left", 40.0), ("right", 120), ("leading+8", 148), ("trailing-8", 12), ("centerX", 80),
        ("leftMargin", 32), ("leadingMargin", 50), ("trailingMargin", 90), ("rightMargin", 128),
        ("centerXWithinMargins", 70),
    ])
    func xAxisAnchors(_ name: String, _ x: Double) throws {
        let b = try placeB { _, a, b in
            let horizontal: LayoutConstraint = switch name {
            case "left": b.left == a.left
            case "right": b.right == a.right
            case "leading+8": b.leading == a.trailing + 8
            case "trailing-8": b.trailing == a.leading - 8
            case "centerX": b.centerX == a.centerX
            case "leftMargin": b.leftMargin == a.left
            case "leadingMargin": b.leading == a.leadingMargin
            case "trailingMargin": b.trailing == a.trailingMargin
            case "rightMargin": b.rightMargin == a.right
            default: b.centerX == a.centerXWithinMargins
            }
            return [horizontal, b.top == a.top]
        }
        expectFrame(b, x, 30, 20, 10)
    }

    @Test(arguments: [
        ("top", 30.0), ("bottom", 70), ("top+8", 88), ("bottom-8", 12), ("centerY", 50),
        ("topMargin", 34), ("bottomMargin", 64), ("centerYWithinMargins", 49),
        ("firstBaseline", 42), ("lastBaseline", 72),
    ])
    func yAxisAnchors(_ name: String, _ y: Double) throws {
        let b = try placeB { _, a, b in
            a.firstBaselineOffsetFromTop = 15
            a.lastBaselineOffsetFromBottom = 5
            b.firstBaselineOffsetFromTop = 3
            b.lastBaselineOffsetFromBottom = 7
            let vertical: LayoutConstraint = switch name {
            case "top": b.top == a.top
            case "bottom": b.bottom == a.bottom
            case "top+8": b.top == a.bottom + 8
            case "bottom-8": b.bottom == a.top - 8
            case "centerY": b.centerY == a.centerY
            case "topMargin": b.top == a.topMargin
            case "bottomMargin": b.bottom == a.bottomMargin
            case "centerYWithinMargins": b.centerY == a.centerYWithinMargins
            case "firstBaseline": b.firstBaseline == a.firstBaseline
            default: b.lastBaseline == a.lastBaseline
            }
            return [vertical, b.left == a.left]
        }
        // firstBaseline: a's is 30 + 15 = 45, b's top 45 − 3. lastBaseline: a's is 80 − 5 = 75,
        // b's bottom 75 + 7 = 82.
        expectFrame(b, 40, y, 20, 10)
    }

    @Test func dimensionAnchors() throws {
        let a = constrained("a"), b = constrained("b"), c = constrained("c")
        let root = View("root") {
            a
            b
            c
        }
        try activate {
            a.edges == root.edges.inset(by: EdgeInsets(top: 10, left: 20, bottom: 190, right: 280))
            b.leading == root.leading
            b.top == root.top
            b.width == a.height * 2 + 1
            b.height == a.width / 4
            c.leading == root.leading
            c.top == root.top
            c.width * 2 == a.width - 10
            c.height == 7
        }
        root.layout(in: Size(width: 400, height: 300))
        expectFrame(a, 20, 10, 100, 100)
        expectFrame(b, 0, 0, 201, 25)
        expectFrame(c, 0, 0, 45, 7)
    }

    @Test func relations() throws {
        let a = constrained("a"), b = constrained("b"), c = constrained("c")
        let root = View("root") {
            a
            b
            c
        }
        try activate {
            a.edges == root.edges.inset(by: EdgeInsets(top: 0, left: 100, bottom: 200, right: 200))
            b.left >= a.right + 10
            b.left == root.left ~ 250
            b.top == root.top
            b.size == Size(width: 10, height: 10)
            c.left <= a.left - 10
            c.left == root.right ~ 250
            c.top == root.top
            c.width >= 30
            c.width <= 40
            c.width == 100 ~ 10
            c.height <= 5
            c.height == 50 ~ 10
        }
        root.layout(in: Size(width: 400, height: 300))
        expectFrame(b, 210, 0, 10, 10)
        expectFrame(c, 90, 0, 40, 5)
    }

    @Test func negativeMultiplierOnTheLeftFlipsTheRelation() throws {
        let a = constrained("a"), b = constrained("b")
        let root = View("root") {
            a
            b
        }
        let flipped = b.width * -1 >= a.width * -1
        #expect(flipped.relation == .lessThanOrEqual)
        try activate {
            a.edges == root.edges.inset(by: EdgeInsets(top: 0, left: 0, bottom: 200, right: 300))
            flipped
            b.width == 1000 ~ 250
            b.leading == root.leading
            b.top == root.top
            b.height == 1
        }
        root.layout(in: Size(width: 400, height: 300))
        expectFrame(b, 0, 0, 100, 1)
    }

    @Test func multiplierOnPositionsAndDivisor() throws {
        let b = constrained("b")
        let root = View("root") { b }
        try activate {
            b.centerX == root.centerX * 0.5
            b.centerY == root.bottom / 3
            b.size == Size(width: 20, height: 10)
        }
        root.layout(in: Size(width: 400, height: 300))
        expectFrame(b, 90, 95, 20, 10)
    }

    @Test func prioritiesAreLexicographic() throws {
        let b = constrained("b")
        let root = View("root") { b }
        try activate {
            b.leading == root.leading
            b.top == root.top
            b.height == 10
            b.width == 50 ~ 750
            // However many weaker constraints pull the other way, they cannot move it.
            for _ in 0..<20 { b.width == 80 ~ 749 }
            (b.width >= 60).priority(.defaultLow)
        }
        root.layout(in: Size(width: 400, height: 300))
        expectFrame(b, 0, 0, 50, 10)
    }

    @Test func anchorMethods() throws {
        let a = constrained("a"), b = constrained("b")
        let root = View("root") {
            a
            b
        }
        let list = [
            a.leading.constraint(equalTo: root.leading, constant: 10),
            a.top.constraint(equalTo: root.top, constant: 5),
            a.width.constraint(equalToConstant: 100),
            a.height.constraint(equalTo: a.width, multiplier: 0.5),
            b.leading.constraint(greaterThanOrEqualTo: a.trailing, constant: 8),
            b.trailing.constraint(lessThanOrEqualTo: root.trailing, constant: -8),
            b.top.constraint(equalTo: a.top),
            b.width.constraint(greaterThanOrEqualToConstant: 400),
            b.width.constraint(lessThanOrEqualTo: a.width, multiplier: 3, constant: 1),
            b.height.constraint(lessThanOrEqualToConstant: 7),
            b.height.constraint(greaterThanOrEqualTo: a.height, multiplier: 0.1, constant: 1),
            b.height.constraint(equalToConstant: 100).priority(.defaultLow),
        ]
        list[7].priority(.defaultHigh)
        try LayoutConstraint.activate(list)
        root.layout(in: Size(width: 400, height: 300))
        expectFrame(a, 10, 5, 100, 50)
        // b as wide as fits: 400 − 8 − 118 = 274 (≥ 400 is optional and loses).
        expectFrame(b, 118, 5, 274, 7)
        #expect(list[0].sourceLocation?.fileName == "AnchorTests.swift")
    }

    @Test func compositeAnchors() throws {
        let a = constrained("a"), b = constrained("b"), c = constrained("c"), d = constrained("d")
        let root = View("root") {
            a
            b
            c
            d
        }
        try activate {
            a.edges == root.edges.inset(10)
            b.horizontalEdges == a.horizontalEdges.inset(leading: 5, trailing: 15)
            b.verticalEdges == a.verticalEdges.inset(top: 1, bottom: 2)
            c.size == b.size ~ 999
            c.size <= Size(width: 50, height: 60)
            c.size >= Size(width: 40, height: 20)
            c.center == root.center.offset(x: 10, y: -20)
            d.edges.inset(2) == root.edges.inset(by: EdgeInsets(top: 100, left: 100, bottom: 100, right: 100))
        }
        root.layout(in: Size(width: 400, height: 300))
        expectFrame(a, 10, 10, 380, 280)
        expectFrame(b, 15, 11, 360, 277)
        expectFrame(c, 185, 100, 50, 60)
        expectFrame(d, 98, 98, 204, 104)
        #expect(root.layoutIssues.isEmpty)
    }

    @Test func invalidConstraintsAreThrownNotCrashes() throws {
        let a = constrained("a"), b = constrained("b")
        let root = View("root") { a }
        let guide = LayoutGuide("loose")
        for p in [0.0, -1, 1000.5, .nan, .infinity] {
            let e = layoutError { try (a.width == 10 ~ LayoutPriority(p)).activate() }
            guard case .invalidPriority = e else {
                Issue.record("priority \(p): \(String(describing: e))")
                continue
            }
        }
        #expect(!(a.width == 10).isActive)
        let mixed = a.leading == root.left
        guard case .invalidAttributes = layoutError({ try mixed.activate() }) else { Issue.record("leading/left"); return }
        let positionConstant = LayoutConstraint(item: a, attribute: .leading, constant: 20)
        guard case .invalidAttributes = layoutError({ try positionConstant.activate() }) else {
            Issue.record("position = constant"); return
        }
        let crossAxis = LayoutConstraint(item: a, attribute: .leading, toItem: root, attribute: .top)
        guard case .invalidAttributes = layoutError({ try crossAxis.activate() }) else { Issue.record("axes"); return }
        guard case .noCommonAncestor = layoutError({ try (a.width == b.width).activate() }) else {
            Issue.record("no common ancestor"); return
        }
        guard case .missingItem = layoutError({ try (a.leading == guide.leading).activate() }) else {
            Issue.record("guide without a view"); return
        }
        root.addLayoutGuide(guide)
        let baselineOfGuide = LayoutConstraint(item: guide, attribute: .firstBaseline, toItem: a, attribute: .top)
        guard case .invalidAttributes = layoutError({ try baselineOfGuide.activate() }) else {
            Issue.record("baseline of a guide"); return
        }
        guard case .nonFiniteNumber = layoutError({ try (a.width * 0 == root.width).activate() }) else {
            Issue.record("zero multiplier on the left"); return
        }
        // All or nothing: the valid first constraint is not activated either.
        let valid = a.width == 10
        #expect(layoutError { try LayoutConstraint.activate([valid, mixed]) } != nil)
        #expect(!valid.isActive)
        // Hugging and compression resistance priorities are checked too.
        #expect(layoutError { try a.setContentHuggingPriority(0, for: .horizontal) } != nil)
        #expect(layoutError { try a.setContentCompressionResistancePriority(1001, for: .vertical) } != nil)
        #expect(a.contentHuggingPriority(for: .horizontal) == 250)
        #expect(a.contentCompressionResistancePriority(for: .vertical) == 750)
    }

    @Test func priorityChanges() throws {
        let b = constrained("b")
        let root = View("root") { b }
        let wide = b.width == 300 ~ 500
        let narrow = b.width == 100 ~ 600
        try activate {
            b.leading == root.leading
            b.top == root.top
            b.height == 10
            wide
            narrow
        }
        root.layout(in: Size(width: 400, height: 300))
        expectFrame(b, 0, 0, 100, 10)
        try wide.setPriority(700)  // optional to optional: allowed, incremental
        root.layoutIfNeeded()
        expectFrame(b, 0, 0, 300, 10)
        #expect(layoutError { try wide.setPriority(.required) } == .requiredPriorityChange(constraint: wide.description, to: .required))
        #expect(layoutError { try wide.setPriority(0) } != nil)
        #expect(wide.priority == 700)
        // The modifier on an active constraint records a refused change instead of throwing.
        wide.priority(.required)
        #expect(wide.priority == 700)
        guard case .refusedChange = root.layoutIssues.last else { Issue.record("no refused change"); return }
        wide.deactivate()
        try wide.setPriority(.required)  // inactive: any valid priority
        try wide.activate()
        root.layoutIfNeeded()
        expectFrame(b, 0, 0, 300, 10)
    }

    @Test func descriptionsCarryNamesAndLocations() throws {
        let title = constrained("title"), date = constrained("date")
        let root = View("Form") {
            title
            date
        }
        let list = try activate {
            title.trailing == date.leading - 8
            (date.width >= 50 ~ 750).identifier("date-min")
            date.width == root.width * 0.5 + 3
        }
        let line = #line - 4
        #expect(list[0].description == "title.trailing == date.leading - 8 (AnchorTests.swift:\(line))")
        #expect(list[1].description == "'date-min' date.width >= 50 @750 (AnchorTests.swift:\(line + 1))")
        #expect(list[2].equationDescription == "date.width == 0.5*Form.width + 3")
        #expect(list[0].firstItem === title && list[0].secondItem === date)
        #expect(list[0].firstAttribute == .trailing && list[0].secondAttribute == .leading)
        #expect(list[0].constant == -8 && list[0].multiplier == 1 && list[0].relation == .equal)
        #expect(list[1].secondItem == nil && list[1].secondAttribute == .notAnAttribute)
        #expect(!title.translatesAutoresizingMaskIntoConstraints)
    }
}
