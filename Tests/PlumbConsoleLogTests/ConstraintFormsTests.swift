import PlumbConsoleLog
import PlumbLayout
import PlumbMessages
import Testing

// Every line form UIKit and AppKit print, read into the right equation.

@Suite("Console log: constraint line forms")
struct ConstraintFormsTests {
    /// The only constraint of a one-line block.
    func read(_ description: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> LoggedConstraint {
        let reader = ConsoleLogReader.read(block([description], breaking: description))
        #expect(reader.skipped.isEmpty, "\(reader.skipped)", sourceLocation: sourceLocation)
        return try #require(reader.conflicts.first?.constraints.first, sourceLocation: sourceLocation)
    }

    @Test func modernEquationWithLabelText() throws {
        let c = try read("<NSLayoutConstraint:0x600003e1c0f0 UILabel:0x7fb1c8d0a2b0'Title'.leading == UIView:0x7fb1c8d09f80.leading + 8   (active)>")
        #expect(c.className == "NSLayoutConstraint" && c.address == "0x600003e1c0f0")
        #expect(c.firstItem == LoggedItem(className: "UILabel", address: "0x7fb1c8d0a2b0", label: "Title"))
        #expect(c.firstAttribute == .leading && c.relation == .equal && c.secondAttribute == .leading)
        #expect(c.secondItem?.address == "0x7fb1c8d09f80" && c.constant == 8 && c.multiplier == 1 && c.priority == 1000)
        #expect(c.isActive == true && !c.isSystemMade)
    }

    @Test func identifierMultiplierRelationPriority() throws {
        let c = try read("<NSLayoutConstraint:0x6000021a3e80 'avatar-aspect' UIImageView:0x7f88e1c0b4a0.width >= 0.5*UIView:0x7f88e1c0a010.width - 12 @750   (active)>")
        #expect(c.identifier == "avatar-aspect")
        #expect(c.relation == .greaterThanOrEqual && c.multiplier == 0.5 && c.constant == -12 && c.priority == 750)
        let d = try read("<NSLayoutConstraint:0x6000021a3ed0 UIButton:0x7f88e1c0c220'Don't ask again'.height <= 44   (active)>")
        #expect(d.firstItem.label == "Don't ask again" && d.relation == .lessThanOrEqual && d.secondItem == nil && d.constant == 44)
    }

    @Test func visualFormatEdgesAndSpacing() throws {
        let lead = try read("<NSLayoutConstraint:0x60000170d2c0 H:|-(8)-[UILabel:0x7fd4a5c0e6f0'Name']   (active, names: '|':UIView:0x7fd4a5c0e500 )>")
        #expect(lead.firstItem.label == "Name" && lead.firstAttribute == .leading && lead.secondItem?.address == "0x7fd4a5c0e500")
        #expect(lead.secondAttribute == .leading && lead.constant == 8)
        let trail = try read("<NSLayoutConstraint:0x60000170d310 V:[UIView:0x7fd4a5c0e8a0]-(0)-|   (active, names: '|':UIView:0x7fd4a5c0e500 )>")
        // superview.bottom == view.bottom + 0
        #expect(trail.firstItem.address == "0x7fd4a5c0e500" && trail.firstAttribute == .bottom)
        #expect(trail.secondItem?.address == "0x7fd4a5c0e8a0" && trail.secondAttribute == .bottom && trail.constant == 0)
        let between = try read("<NSLayoutConstraint:0x60000170d360 H:[UILabel:0x7fd4a5c0e6f0'Name']-(>=12@750)-[UILabel:0x7fd4a5c0ea40'Date']   (active)>")
        #expect(between.firstItem.label == "Date" && between.firstAttribute == .leading && between.secondItem?.label == "Name")
        #expect(between.secondAttribute == .trailing && between.relation == .greaterThanOrEqual && between.constant == 12)
        #expect(between.priority == 750)
        let size = try read("<NSLayoutConstraint:0x7a3b1c40 H:[UIButton:0x7a3c0e10'OK'(80)]>")
        #expect(size.firstAttribute == .width && size.constant == 80 && size.secondItem == nil && size.isActive == nil)
    }

    @Test func olderNamesAndLTR() throws {
        let c = try read("<NSLayoutConstraint:0x7b1e4f60 H:|-(20)-[UIView:0x7b1e3a10](LTR)   (Names: '|':UIWindow:0x7b1d2c80 )>")
        #expect(c.firstAttribute == .left && c.secondItem?.className == "UIWindow" && c.constant == 20)
        let named = try read("<NSLayoutConstraint:0x600000090950 V:[_UILayoutGuide:0x7ff359716960]-(113)-[Badge]   (active, names: Badge:0x7ff359716370 )>")
        #expect(named.firstItem.address == "0x7ff359716370" && named.firstAttribute == .top)
        #expect(named.secondItem?.className == "_UILayoutGuide" && named.secondItem?.isLayoutGuide == true && named.constant == 113)
        #expect(named.names == ["Badge": LoggedItem(className: "", address: "0x7ff359716370")])
    }

    @Test func viewsDictionaryNamesNameTheViews() throws {
        let log = block([
            "<NSLayoutConstraint:0x600000f1e0a0 H:[avatar]-(12)-[title]   (active, names: avatar:UIImageView:0x7f8b2c00e010, title:UILabel:0x7f8b2c00e1a0 )>",
            "<NSLayoutConstraint:0x600000f1e0f0 UIImageView:0x7f8b2c00e010.width == 40   (active)>",
        ], breaking: "<NSLayoutConstraint:0x600000f1e0f0 UIImageView:0x7f8b2c00e010.width == 40   (active)>")
        let e = try explainOne(log)
        #expect(e.conflict.constraints[0].firstItem.address == "0x7f8b2c00e1a0")
        #expect(e.sentences[0] == "title's leading edge is 12 after avatar's trailing edge")
        #expect(e.sentences[1] == "avatar's width is 40")
        let short = try explainOne(block([
            "<NSLayoutConstraint:0x600000f1e140 H:|-(8)-[title]   (active, names: title:0x7f8b2c00e1a0, '|':UIView:0x7f8b2c00e000 )>",
            "<NSLayoutConstraint:0x600000f1e190 H:|-(16)-[title]   (active, names: title:0x7f8b2c00e1a0, '|':UIView:0x7f8b2c00e000 )>",
        ], breaking: "<NSLayoutConstraint:0x600000f1e190 H:|-(16)-[title]   (active, names: title:0x7f8b2c00e1a0, '|':UIView:0x7f8b2c00e000 )>"))
        #expect(short.sentences == ["title's leading edge is 8 after UIView#1's leading edge",
                                    "title's leading edge is 16 after UIView#1's leading edge"])
        #expect(short.minimalSet.count == 2 && short.fix?.kind == .remove && short.fix?.verified == true)
    }

    @Test func autoresizingMasks() throws {
        let size = try read("<NSAutoresizingMaskLayoutConstraint:0x600002b8a2b0 h=--& v=--& UIView:0x7f8e6c40f2d0.width == 320   (active)>")
        #expect(size.autoresizingMask == "h=--& v=--&" && size.isSystemMade && size.firstAttribute == .width && size.constant == 320)
        let origin = try read("<NSAutoresizingMaskLayoutConstraint:0x600002b8a300 h=--& v=--& UIView:0x7f8e6c40f2d0.minX == 0   (active, names: '|':UIWindow:0x7f8e6c40e110 )>")
        #expect(origin.firstAttribute == .left && origin.isRelativeToSuperview && origin.superview?.className == "UIWindow")
        let old = try read("<NSAutoresizingMaskLayoutConstraint:0x8e71c60 h=--& v=--& UILabel:0x8e6f2a0'Loading'.midY == + 70>")
        #expect(old.firstAttribute == .centerY && old.constant == 70 && old.isRelativeToSuperview && old.secondAttribute == .top)
        let flexible = try read("<NSAutoresizingMaskLayoutConstraint:0x17d2f0c0 h=-&- v=-&- UIView:0x17d2e010.width == UIWindow:0x17d1c9b0.width   (active)>")
        #expect(flexible.autoresizingMask == "h=-&- v=-&-" && flexible.secondItem?.className == "UIWindow")
        let vfl = try read("<NSAutoresizingMaskLayoutConstraint:0x84543d0 h=--& v=--& V:[UIView:0xa330270(768)]>")
        #expect(vfl.firstAttribute == .height && vfl.constant == 768 && vfl.autoresizingMask != nil)
    }

    @Test func systemIdentifiers() throws {
        let cell = try read("<NSLayoutConstraint:0x600000078460 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7fb8f2d1a2c0.height == 44   (active)>")
        #expect(cell.isEncapsulatedLayoutSize && cell.isSystemMade)
        for identifier in ["UISV-spacing", "UISV-canvas-connection", "UISV-alignment", "UISV-fill-equally", "UISV-hiding"] {
            let c = try read("<NSLayoutConstraint:0x6000030c1a90 '\(identifier)' UIStackView:0x7f9a1d40b3e0.leading == UILabel:0x7f9a1d40c1f0'A'.leading   (active)>")
            #expect(c.identifier == identifier && c.isSystemMade)
        }
        let margin = try read("<NSLayoutConstraint:0x6000030c1b30 'UIView-leftMargin-guide-constraint' H:|-(16)-[UILayoutGuide:0x600002a1c000'UIViewLayoutMarginsGuide'](LTR)   (active, names: '|':UIView:0x7f9a1d40a010 )>")
        #expect(margin.firstItem.isLayoutGuide && margin.firstItem.label == "UIViewLayoutMarginsGuide" && margin.firstAttribute == .left)
        let top = try read("<NSLayoutConstraint:0x6000030c1b80 'UIView-topMargin-guide-constraint' V:|-(8)-[UILayoutGuide:0x600002a1c000'UIViewLayoutMarginsGuide']   (active, names: '|':UIView:0x7f9a1d40a010 )>")
        #expect(top.firstAttribute == .top && top.constant == 8 && top.isSystemMade)
        let safe = try read("<NSLayoutConstraint:0x6000030c1bd0 'UIViewSafeAreaLayoutGuide-top' V:|-(47)-[UILayoutGuide:0x600002a1c0e0'UIViewSafeAreaLayoutGuide']   (active, names: '|':UIView:0x7f9a1d40a010 )>")
        #expect(safe.firstItem.label == "UIViewSafeAreaLayoutGuide" && safe.constant == 47)
        let guideEquation = try read("<NSLayoutConstraint:0x6000030c1c20 UILabel:0x7f9a1d40c1f0'A'.top == UILayoutGuide:0x600002a1c0e0'UIViewSafeAreaLayoutGuide'.top + 12   (active)>")
        #expect(guideEquation.secondItem?.isLayoutGuide == true && guideEquation.constant == 12)
        let support = try read("<_UILayoutSupportConstraint:0x600000090770 _UILayoutGuide:0x7ff359716960.height == 20   (active)>")
        #expect(support.isSystemMade && support.firstItem.isLayoutGuide)
    }

    @Test func systemSpacing() throws {
        let anchor = try read("<_UISystemBaselineConstraint:0x6000033499e0 UILabel:0x7fa67350bf50'Body'.firstBaseline == UILabel:0x7fa67350c110'Title'.lastBaseline NSLayoutAnchorConstraintSpace(28)   (active)>")
        #expect(anchor.isSystemSpacing && anchor.constant == 28 && anchor.firstAttribute == .firstBaseline && !anchor.isSystemMade)
        let vfl = try read("<NSLayoutConstraint:0x6000034757c0 'UISV-spacing' V:[UIStackView:0x7fa67350c680]-(NSLayoutAnchorConstraintSpace(8))-[UIButton:0x7fa67350bf50'Reset']   (active)>")
        #expect(vfl.isSystemSpacing && vfl.constant == 8 && vfl.firstItem.label == "Reset")
        let space = try read("<NSLayoutConstraint:0x283c8c8c0 UILayoutGuide:0x2826f9880'UIViewLayoutMarginsGuide'.bottom == UIButton:0x10f755100'Cancel'.bottom NSSpace(0)   (active)>")
        #expect(space.isSystemSpacing && space.constant == 0)
        let edge = try read("<NSLayoutConstraint:0x283c8c910 H:|-(NSSpace(20))-[UIButton:0x10f755100'Cancel']   (active, names: '|':UIView:0x10f754f20 )>")
        #expect(edge.isSystemSpacing && edge.constant == 20)
    }

    @Test func moduleQualifiedClassesAndContentSize() throws {
        let c = try read("<NSLayoutConstraint:0x7ff72871c870 Toasts.ToastView:0x7ff728736c30.bottom == UIView:0x7ff728732070.bottom - 10>")
        #expect(c.firstItem.className == "Toasts.ToastView" && c.constant == -10)
        let hug = try read("<NSContentSizeLayoutConstraint:0x7f8a1b60 UILabel:0x7f8a1a20'Hi'.width == 17 Hug:250 CompressionResistance:750   (active)>")
        #expect(hug.isSystemMade && hug.constant == 17)
    }
}
