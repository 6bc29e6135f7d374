import PlumbConsoleLog
import PlumbLayout
import Testing

// Forms met in real pastes (hand-written excerpts of our own): items named by the `names:`
// list, iOS 6's empty zero constant, blocks pasted without their header, and conflicts that
// hold only because sizes are never negative.

@Suite("Console log: pasted forms")
struct PastedFormsTests {
    @Test func itemsNamedByTheNamesList() throws {
        let first = "<NSLayoutConstraint:0x600002170a10 Toolbar.icon.width == 40   (active, names: Toolbar.icon:0x106c2b100 )>"
        let second = "<NSLayoutConstraint:0x600002170a60 Toolbar.icon.width == 24   (active, names: Toolbar.icon:0x106c2b100 )>"
        let reader = ConsoleLogReader.read(block([first, second], breaking: first))
        #expect(reader.skipped.isEmpty, "\(reader.skipped)")
        let c = try #require(reader.conflicts.first?.constraints.first)
        #expect(c.firstItem.address == "0x106c2b100" && c.firstAttribute == .width && c.constant == 40)
        let e = ConsoleLogExplainer.explain(try #require(reader.conflicts.first))
        #expect(e.minimalSet.count == 2 && e.agreement == .same)
    }

    @Test func aNamedItemAgainstAnAddressedGuide() throws {
        let c = "<NSLayoutConstraint:0x600002142a00 Grid.bottom == UILayoutGuide:0x600003b24a00'UIViewSafeAreaLayoutGuide'.bottom   (active, names: Grid:0x11802a100 )>"
        let reader = ConsoleLogReader.read(block([c], breaking: c))
        #expect(reader.skipped.isEmpty, "\(reader.skipped)")
        let read = try #require(reader.conflicts.first?.constraints.first)
        #expect(read.firstItem.address == "0x11802a100" && read.secondItem?.isLayoutGuide == true)
        #expect(read.firstAttribute == .bottom && read.secondAttribute == .bottom)
    }

    @Test func iOS6WritesAZeroPositionAsNothing() throws {
        let mask = "<NSAutoresizingMaskLayoutConstraint:0x712a100 h=--& v=--& UILabel:0x7536a00.midX ==>"
        let reader = ConsoleLogReader.read(block([mask], breaking: mask))
        #expect(reader.skipped.isEmpty, "\(reader.skipped)")
        let c = try #require(reader.conflicts.first?.constraints.first)
        #expect(c.firstAttribute == .centerX && c.constant == 0 && c.isRelativeToSuperview)
    }

    @Test func aListPastedWithoutItsHeaderIsABlockAndEndsAtTheNextLine() throws {
        let log = """
            2024-05-01 10:00:00.000 App[1:2] launched
            (
                "<NSLayoutConstraint:0x600000d0a0a0 UIView:0x7f8c5e10a2b0.width == 100   (active)>",
                "<NSLayoutConstraint:0x600000d0a0f0 UIView:0x7f8c5e10a2b0.width == 120   (active)>"
            )
            2024-05-01 10:00:01.000 App[1:2] <NSLayoutConstraint:0x6000000000f0 is printed in a backtrace
            #3 0x00000001 in -[UIView layoutSubviews]
            """
        let reader = ConsoleLogReader.read(log)
        #expect(reader.conflicts.count == 1)
        let conflict = try #require(reader.conflicts.first)
        #expect(!conflict.hasHeader && conflict.line == 3 && conflict.constraints.count == 2 && conflict.isTruncated)
        // The list's closing parenthesis ends it: the log line after it, which names a
        // constraint without being one, is outside any block and ignored, not blamed.
        #expect(reader.skipped.isEmpty)
        let e = ConsoleLogExplainer.explain(conflict)
        #expect(e.minimalSet.count == 2)
    }

    @Test func aBlockWithoutItsRecoverLineDoesNotSwallowTheNextList() throws {
        let width = "<NSLayoutConstraint:0x600000d0d0a0 UIView:0x7f8c5e10d2b0.width == 100   (active)>"
        let wider = "<NSLayoutConstraint:0x600000d0d0f0 UIView:0x7f8c5e10d2b0.width == 120   (active)>"
        let tall = "<NSLayoutConstraint:0x600000d0d140 UIView:0x7f8c5e10d2b0.height == 10   (active)>"
        let taller = "<NSLayoutConstraint:0x600000d0d190 UIView:0x7f8c5e10d2b0.height == 12   (active)>"
        let log = "Unable to simultaneously satisfy constraints.\n(\n    \"\(width)\",\n    \"\(wider)\"\n)\n\n"
            + "(\n    \"\(tall)\",\n    \"\(taller)\"\n)\nWill attempt to recover by breaking constraint \n\(tall)\n"
        let reader = ConsoleLogReader.read(log)
        #expect(reader.conflicts.count == 2)
        #expect(reader.conflicts.first?.constraints.count == 2 && reader.conflicts.first?.isTruncated == true)
        #expect(reader.conflicts.last?.hasHeader == false && reader.conflicts.last?.broken?.address == "0x600000d0d140")
    }

    @Test func aPasteFromTheListToTheBrokenConstraint() throws {
        let width = "<NSLayoutConstraint:0x600000d0a0a0 UIView:0x7f8c5e10a2b0.width == 100   (active)>"
        let wider = "<NSLayoutConstraint:0x600000d0a0f0 UIView:0x7f8c5e10a2b0.width == 120   (active)>"
        let log = "    \"\(width)\",\n    \"\(wider)\"\n)\n\nWill attempt to recover by breaking constraint \n\(width)\n"
        let reader = ConsoleLogReader.read(log)
        let conflict = try #require(reader.conflicts.first)
        #expect(!conflict.hasHeader && !conflict.isTruncated && conflict.broken?.address == "0x600000d0a0a0")
        #expect(ConsoleLogExplainer.explain(conflict).agreement == .same)
    }

    @Test func aCellZeroWideWithPaddingConflictsThroughTheSizeRule() throws {
        let e = try explainOne(block([
            "<NSLayoutConstraint:0x281a99100 UILabel:0x1035170e0.leading == _UITableViewHeaderFooterContentView:0x103517a60.leading + 16   (active)>",
            "<NSLayoutConstraint:0x281a99150 UILabel:0x1035170e0.trailing == _UITableViewHeaderFooterContentView:0x103517a60.trailing - 16   (active)>",
            "<NSLayoutConstraint:0x281dde100 'UIView-Encapsulated-Layout-Width' _UITableViewHeaderFooterContentView:0x103517a60.width == 0   (active)>",
        ], breaking: "<NSLayoutConstraint:0x281a99150 UILabel:0x1035170e0.trailing == _UITableViewHeaderFooterContentView:0x103517a60.trailing - 16   (active)>"))
        // The three listed, and the label's width ≥ 0 (named as Plumb's rule, not as a line).
        #expect(e.minimalSet.filter { $0.constraint != nil }.count == 3)
        #expect(e.minimalSet.contains { $0.constraint == nil && $0.sentence.hasSuffix("width cannot be negative") })
        // UIKit broke the trailing edge (the app's first far edge), and so does Plumb.
        #expect(e.agreement == .same)
    }

    @Test func aWholeBlockOnOneLine() throws {
        let width = "<NSLayoutConstraint:0x600000d0b0a0 UIView:0x7f8c5e10b2b0.width == 100   (active)>"
        let wider = "<NSLayoutConstraint:0x600000d0b0f0 UIView:0x7f8c5e10b2b0.width == 120   (active)>"
        let log = "Unable to simultaneously satisfy constraints.Probably at least one of the constraints in the following "
            + "list is one you don't want.(\"\(width)\",\"\(wider)\")Will attempt to recover by breaking constraint \(width)"
            + "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
        let reader = ConsoleLogReader.read(log)
        #expect(reader.skipped.isEmpty, "\(reader.skipped)")
        let conflict = try #require(reader.conflicts.first)
        #expect(conflict.constraints.map(\.address) == ["0x600000d0b0a0", "0x600000d0b0f0"])
        #expect(conflict.broken?.address == "0x600000d0b0a0" && !conflict.isTruncated)
    }

    @Test func typographicQuotesFromABlog() throws {
        let c = "\u{201C}<NSLayoutConstraint:0x28181c100 V:|-(5)-[UIImageView:0x14ddb2800] (active, names: \u{2018}|\u{2019}:UITableViewCellContentView:0x14ddb2700 )>\u{201D},"
        let reader = ConsoleLogReader.read("Unable to simultaneously satisfy constraints.\n(\n\(c)\n)\n")
        #expect(reader.skipped.isEmpty, "\(reader.skipped)")
        let read = try #require(reader.conflicts.first?.constraints.first)
        #expect(read.secondItem?.address == "0x14ddb2700" && read.constant == 5 && read.firstAttribute == .top)
    }

    @Test func descriptionsWithoutAngleBrackets() throws {
        let log = """
            Unable to simultaneously satisfy constraints.
            (
                NSLayoutConstraint:0x7ff1ad94c100 SwipeView:0x7ff1ad9c9900.leading == UITableViewCellContentView:0x7ff1ad980100.leading + 5,
                NSLayoutConstraint:0x7ff1ad945700 UITableViewCellContentView:0x7ff1ad980100.width == 0
            )
            """
        let reader = ConsoleLogReader.read(log)
        #expect(reader.skipped.isEmpty, "\(reader.skipped)")
        #expect(reader.conflicts.first?.constraints.map(\.constant) == [5, 0])
    }

    @Test func masonryKeysInPlaceOfAddresses() throws {
        let c = "<MASLayoutConstraint:0x6040000bd100 UIImageView:iconView.height == 70>"
        let d = "<MASLayoutConstraint:0x6040000bd1a0 UIImageView:iconView.top == UITableViewCellContentView:0x7fdc53d7a100.top + 7>"
        let reader = ConsoleLogReader.read(block([c, d], breaking: c))
        #expect(reader.skipped.isEmpty, "\(reader.skipped)")
        let read = try #require(reader.conflicts.first?.constraints)
        #expect(read[0].firstItem == LoggedItem(className: "UIImageView", address: nil, label: "iconView"))
        #expect(read[1].firstItem == read[0].firstItem && read[1].constant == 7)
    }

    @Test func anIdentifierAfterTheAutoresizingMask() throws {
        let c = "<NSAutoresizingMaskLayoutConstraint:0x7fe34b09f100 h=-&- v=--& 'UIView-Encapsulated-Layout-Left' H:|-(0)-[Cell:0x7fe34a07a100'cell']   (Names: '|':UITableViewWrapperView:0x7fe34a84d100 )>"
        let reader = ConsoleLogReader.read(block([c], breaking: c))
        #expect(reader.skipped.isEmpty, "\(reader.skipped)")
        let read = try #require(reader.conflicts.first?.constraints.first)
        #expect(read.identifier == "UIView-Encapsulated-Layout-Left" && read.autoresizingMask == "h=-&- v=--&")
    }

    @Test func snapKitSourceLabelsAreNotPartOfTheItem() throws {
        let c = "<SnapKit.LayoutConstraint:0x600000c7e100@Wallet.swift#61 UIButton:0x7f96dc4de100.bottom == UIView:0x7f96dc4de200.bottom - 24.0>"
        let reader = ConsoleLogReader.read(block([c], breaking: c))
        #expect(reader.skipped.isEmpty, "\(reader.skipped)")
        let read = try #require(reader.conflicts.first?.constraints.first)
        #expect(read.sourceLabel == "Wallet.swift#61" && read.firstItem.className == "UIButton" && read.constant == -24)
    }

    @Test func listedConstraintsThatHoldOnlyExactlyAreATieNotAMissingConstraint() throws {
        // 345 tall, pinned top and bottom in a content view 345 tall: they hold, but moving any
        // constant by a thousandth of a point breaks them (UIKit prints rounded values).
        let e = try explainOne(block([
            "<NSLayoutConstraint:0x7fabf0ee0100 UIImageView:0x7fabf5c0c100.height == 345   (active)>",
            "<NSLayoutConstraint:0x7fabf0ee6100 UIImageView:0x7fabf5c0c100.top == UITableViewCellContentView:0x7fabf5c01100.top   (active)>",
            "<NSLayoutConstraint:0x7fabf0e70100 UITableViewCellContentView:0x7fabf5c01100.bottom == UIImageView:0x7fabf5c0c100.bottom   (active)>",
            "<NSLayoutConstraint:0x7fabf0ed3100 UITableViewCellContentView:0x7fabf5c01100.height == 345   (active)>",
        ], breaking: "<NSLayoutConstraint:0x7fabf0ee0100 UIImageView:0x7fabf5c0c100.height == 345   (active)>"))
        #expect(e.minimalSet.isEmpty)
        let tie = try #require(e.tie)
        #expect(tie.constraint.address == "0x7fabf0ee0100" && Swift.abs(tie.shift) == ConsoleLogExplainer.tieShift)
        // Slack anywhere: no tie.
        let slack = try explainOne(block([
            "<NSLayoutConstraint:0x7fabf0ee0200 UIImageView:0x7fabf5c0c200.height <= 345   (active)>",
        ], breaking: "<NSLayoutConstraint:0x7fabf0ee0200 UIImageView:0x7fabf5c0c200.height <= 345   (active)>"))
        #expect(slack.minimalSet.isEmpty && slack.tie == nil)
    }

    @Test func anAutoresizingPositionIsMeasuredInTheViewItIsPinnedTo() throws {
        // No `names: '|'`: the inner view's superview is the toast it is pinned to edge to edge.
        let e = try explainOne(block([
            "<NSAutoresizingMaskLayoutConstraint:0x7ff728508100 h=--& v=--& UIView:0x7ff728732100.midY == + 70>",
            "<NSAutoresizingMaskLayoutConstraint:0x7ff72851e100 h=--& v=--& V:[UIView:0x7ff728732100(140)]>",
            "<NSAutoresizingMaskLayoutConstraint:0x7ff728571100 h=--& v=--& V:[Toast:0x7ff728736100(140)]>",
            "<NSLayoutConstraint:0x7ff72871c100 UIView:0x7ff728732100.bottom == Toast:0x7ff728736100.bottom - 10>",
        ], breaking: "<NSLayoutConstraint:0x7ff72871c100 UIView:0x7ff728732100.bottom == Toast:0x7ff728736100.bottom - 10>"))
        #expect(e.minimalSet.count == 4)
    }

    @Test func everyConstraintHasAnOwner() throws {
        func owner(_ text: String) throws -> LoggedConstraint.Owner {
            try #require(ConsoleLogReader.read(block([text], breaking: text)).conflicts.first?.constraints.first).owner
        }
        #expect(try owner("<NSLayoutConstraint:0x600000d0c0a0 UILabel:0x7f8c5e10c2b0.width == 100   (active)>") == .app)
        #expect(try owner("<SnapKit.LayoutConstraint:0x600000c7e300@A.swift#1 UIButton:0x7f96dc4de300.height == 44.0>") == .app)
        #expect(try owner("<NSLayoutConstraint:0x281ddeb00 'UIView-Encapsulated-Layout-Width' _UITableViewHeaderFooterContentView:0x103517f00.width == 0   (active)>") == .system)
        #expect(try owner("<NSAutoresizingMaskLayoutConstraint:0x600003f08c00 h=--& v=--& UIView:0x7f9e2c20c400.width == 0   (active)>") == .system)
        #expect(try owner("<NSLayoutConstraint:0x604000284c00 UITableViewCellContentView:0x7fdc53d7ac00.height == 43.5>") == .system)
        #expect(try owner("<NSLayoutConstraint:0x60000219b200 'assistantHeight' SystemInputAssistantView.height == 45   (active, names: SystemInputAssistantView:0x104929b00 )>") == .private)
        #expect(try owner("<NSLayoutConstraint:0x608000288400 V:|-(0)-[_UIButtonBarStackView:0x7fa6cb820000]   (active, names: '|':UIKeyboardAssistantBar:0x7fa6cb805900 )>") == .private)
    }

    @Test func adviceNeverTargetsUIKitsPrivateConstraints() throws {
        // The input assistant's own constraints: nothing in the app to change.
        let e = try explainOne(block([
            "<NSLayoutConstraint:0x60000219a400 'accessoryView.bottom' _UIRemoteKeyboardPlaceholderView:0x119394200.bottom == _UIKBCompatInputView:0x119306800.top   (active)>",
            "<NSLayoutConstraint:0x60000219b200 'assistantHeight' SystemInputAssistantView.height == 45   (active, names: SystemInputAssistantView:0x104929b00 )>",
            "<NSLayoutConstraint:0x600002177800 'assistantView.bottom' SystemInputAssistantView.bottom == _UIKBCompatInputView:0x119306800.top   (active, names: SystemInputAssistantView:0x104929b00 )>",
            "<NSLayoutConstraint:0x60000219ba00 'assistantView.top' V:[_UIRemoteKeyboardPlaceholderView:0x119394200]-(0)-[SystemInputAssistantView]   (active, names: SystemInputAssistantView:0x104929b00 )>",
        ], breaking: "<NSLayoutConstraint:0x60000219ba00 'assistantView.top' V:[_UIRemoteKeyboardPlaceholderView:0x119394200]-(0)-[SystemInputAssistantView]   (active, names: SystemInputAssistantView:0x104929b00 )>"))
        let fix = try #require(e.fix)
        #expect(fix.kind == .uikitOwnConflict && fix.message.contains("nothing in the app"))
        #expect(fix.message.contains("input assistant"))
        // The alert controller's known width of −16.
        let alert = try explainOne(block(["<NSLayoutConstraint:0x6000032b6000 UIView:0x7fb0ba45f900.width == - 16   (active)>"],
                                         breaking: "<NSLayoutConstraint:0x6000032b6000 UIView:0x7fb0ba45f900.width == - 16   (active)>"))
        #expect(alert.fix?.kind == .uikitOwnConflict && alert.fix?.message.contains("UIAlertController") == true)
        #expect(alert.minimalSet.count == 2)   // the constraint and the rule that widths are not negative
    }

    @Test func duplicatesArePointedOut() throws {
        let e = try explainOne(block([
            "<NSLayoutConstraint:0x600000e0a100 UILabel:0x7f8c5e10e100.leading == UIView:0x7f8c5e10e200.leading + 16   (active)>",
            "<NSLayoutConstraint:0x600000e0a200 UILabel:0x7f8c5e10e100.leading == UIView:0x7f8c5e10e200.leading + 16   (active)>",
            "<NSLayoutConstraint:0x600000e0a300 UIView:0x7f8c5e10e200.leading == UILabel:0x7f8c5e10e100.leading - 16   (active)>",
            "<NSLayoutConstraint:0x600000e0a400 UILabel:0x7f8c5e10e100.leading == UIView:0x7f8c5e10e200.leading + 20   (active)>",
        ], breaking: "<NSLayoutConstraint:0x600000e0a400 UILabel:0x7f8c5e10e100.leading == UIView:0x7f8c5e10e200.leading + 20   (active)>"))
        #expect(e.duplicates.map(\.constraint.address) == ["0x600000e0a200", "0x600000e0a300"])
        #expect(e.duplicates.map(\.isExact) == [true, false])
        #expect(e.duplicates.allSatisfy { $0.original.address == "0x600000e0a100" })
    }

    @Test func plainViewsInsideUIKitsPrivateViewsAreUIKitsToo() throws {
        // An alert's inner containers are plain UIViews: related only to the alert's private
        // view, they are UIKit's, and the conflict is UIKit's own.
        let logged = try #require(ConsoleLogReader.read(block([
            "<NSLayoutConstraint:0x7ffb8b4b8100 H:[UIView:0x7ffb88df6100(304)]>",
            "<NSLayoutConstraint:0x7ffb8b4f0100 _UIAlertControllerView:0x7ffb8b4bb100.width == UIView:0x7ffb8b271100.width>",
            "<NSAutoresizingMaskLayoutConstraint:0x7ffb8b904100 h=--& v=--& H:[UIView:0x7ffb8b271100(298)]>",
            "<NSLayoutConstraint:0x7ffb8b47a100 _UIAlertControllerView:0x7ffb8b4bb100.width >= UIView:0x7ffb88df6100.width>",
        ], breaking: "<NSLayoutConstraint:0x7ffb8b47a100 _UIAlertControllerView:0x7ffb8b4bb100.width >= UIView:0x7ffb88df6100.width>")).conflicts.first)
        #expect(ConsoleLogExplainer.owners(logged.constraints) == [.private, .private, .private, .private])
        #expect(ConsoleLogExplainer.explain(logged).fix?.kind == .uikitOwnConflict)
    }

    @Test func aBlockLoggedBySpringBoardIsNotTheApps() throws {
        let c = "<NSLayoutConstraint:0x7fd94ccb0100 H:[UILabel:0x7fd94ccac100' ']-(NSSpace(8))-[UIButton:0x7fd94ccb1100'Show More']>"
        let d = "<NSLayoutConstraint:0x7fd94ccb8100 'UIView-Encapsulated-Layout-Width' H:[SearchHeader:0x7fd94ccb3100(0)]>"
        let e = "<NSLayoutConstraint:0x7fd94cca9100 UILabel:0x7fd94ccac100' '.leading == SearchHeader:0x7fd94ccb3100.leading>"
        let f = "<NSLayoutConstraint:0x7fd94ccb1100 SearchHeader:0x7fd94ccb3100.trailing == UIButton:0x7fd94ccb1100'Show More'.trailing>"
        let log = "Mar  4 18:25:38 host SpringBoard[10567]: " + block([e, c, f, d], breaking: c)
        let conflict = try #require(ConsoleLogReader.read(log).conflicts.first)
        #expect(conflict.process == "SpringBoard" && conflict.isLoggedBySystemProcess)
        let explained = ConsoleLogExplainer.explain(conflict)
        #expect(explained.owners.allSatisfy { $0 == .private })
        #expect(explained.fix?.kind == .uikitOwnConflict && explained.fix?.message.contains("SpringBoard") == true)
        #expect(ConsoleLogReader.read("2026-03-02 10:14:07.201020+0100 Recipes[4410:99120] [LayoutConstraints] " + block([c], breaking: c))
            .conflicts.first?.process == "Recipes")
    }
}
