import PlumbLayout

/// `<autoresizingMask key="autoresizingMask" flexibleMinX widthSizable flexibleMaxX
/// flexibleMinY heightSizable flexibleMaxY/>`: how a view laid out by its frame follows its
/// superview's size (UIKit's springs and struts).
///
/// When the superview's size changes by Δ, the flexible parts of each axis (left margin, width,
/// right margin) share Δ in proportion to their design sizes (equally when those are all zero),
/// as UIKit does. A mask with no flexible part keeps the frame.
struct AutoresizingMask: Hashable {
    var flexibleMinX = false, widthSizable = false, flexibleMaxX = false
    var flexibleMinY = false, heightSizable = false, flexibleMaxY = false

    init(element: DocumentElement?) {
        guard let element else { return }
        flexibleMinX = element.flag("flexibleMinX")
        widthSizable = element.flag("widthSizable")
        flexibleMaxX = element.flag("flexibleMaxX")
        flexibleMinY = element.flag("flexibleMinY")
        heightSizable = element.flag("heightSizable")
        flexibleMaxY = element.flag("flexibleMaxY")
    }

    /// Whether some part follows the superview's size.
    var isFlexible: Bool { flexibleMinX || widthSizable || flexibleMaxX || flexibleMinY || heightSizable || flexibleMaxY }

    /// UIKit's notation in constraint logs: `h=-&- v=--&` (`-` fixed, `&` flexible; left
    /// margin, width, right margin).
    var notation: String {
        func c(_ b: Bool) -> String { b ? "&" : "-" }
        return "h=\(c(flexibleMinX))\(c(widthSizable))\(c(flexibleMaxX)) v=\(c(flexibleMinY))\(c(heightSizable))\(c(flexibleMaxY))"
    }

    /// The shares of Δ for the margin before, the size and the margin after.
    static func shares(before: Double, size: Double, after: Double, flexible: (Bool, Bool, Bool)) -> (Double, Double, Double) {
        let parts = [(flexible.0, max(0, before)), (flexible.1, max(0, size)), (flexible.2, max(0, after))]
        let count = parts.filter(\.0).count
        guard count > 0 else { return (0, 0, 0) }
        let total = parts.filter(\.0).map(\.1).reduce(0, +)
        let k = parts.map { f, v in f ? (total > 0 ? v / total : 1 / Double(count)) : 0 }
        return (k[0], k[1], k[2])
    }

    /// The constraints that keep `view` (design frame `frame`) in `superview` (design size
    /// `superSize`) with this mask. A margin that takes a share other than 0, ½ or 1 needs a
    /// helper layout guide in the superview, which is returned too. The mask keeps the frame,
    /// as UIKit's `NSAutoresizingMaskLayoutConstraint` does, and constraints hold the alignment
    /// rectangle: a switch saved 51 wide is 49 to them (IQKeyboardManager's demo, Auto Layout
    /// off, eleven switches with flexible masks saved at their 51-point frames).
    func constraints(for view: View, frame: Rect, in superview: View, superSize: Size)
        -> (constraints: [LayoutConstraint], guides: [LayoutGuide]) {
        var out: [LayoutConstraint] = []
        var guides: [LayoutGuide] = []
        for horizontal in [true, false] {
            let o = horizontal ? frame.minX : frame.minY
            let w = horizontal ? frame.width : frame.height
            let s0 = horizontal ? superSize.width : superSize.height
            let flexible = horizontal ? (flexibleMinX, widthSizable, flexibleMaxX) : (flexibleMinY, heightSizable, flexibleMaxY)
            let (kL, kW, _) = AutoresizingMask.shares(before: o, size: w, after: s0 - o - w, flexible: flexible)
            let lead: LayoutAttribute = horizontal ? .left : .top
            let trail: LayoutAttribute = horizontal ? .right : .bottom
            let mid: LayoutAttribute = horizontal ? .centerX : .centerY
            let dim: LayoutAttribute = horizontal ? .width : .height
            let insets = view.alignmentRectInsets
            let (inLead, inTrail) = horizontal ? (insets.left, insets.right) : (insets.top, insets.bottom)
            if kW == 0 {
                out.append(LayoutConstraint(item: view, attribute: dim, constant: w - inLead - inTrail))
            } else {
                out.append(LayoutConstraint(item: view, attribute: dim, toItem: superview, attribute: dim,
                                            multiplier: kW, constant: w - kW * s0 - inLead - inTrail))
            }
            switch kL {
            case 0:
                out.append(LayoutConstraint(item: view, attribute: lead, toItem: superview, attribute: lead, constant: o + inLead))
            case 1:
                out.append(LayoutConstraint(item: view, attribute: lead, toItem: superview, attribute: trail,
                                            constant: o - s0 + inLead))
            case 0.5:
                out.append(LayoutConstraint(item: view, attribute: lead, toItem: superview, attribute: mid,
                                            constant: o - s0 / 2 + inLead))
            default:
                // lead = super.lead + kL × super.size + (o − kL·s0), through a guide of that length.
                let guide = LayoutGuide("\(view.name) autoresizing \(horizontal ? "x" : "y")")
                superview.addLayoutGuide(guide)
                guides.append(guide)
                out.append(LayoutConstraint(item: guide, attribute: lead, toItem: superview, attribute: lead))
                out.append(LayoutConstraint(item: guide, attribute: dim, toItem: superview, attribute: dim,
                                            multiplier: kL, constant: o - kL * s0))
                out.append(LayoutConstraint(item: view, attribute: lead, toItem: guide, attribute: trail, constant: inLead))
            }
        }
        for c in out { c.identifier = notation }
        return (out, guides)
    }
}
