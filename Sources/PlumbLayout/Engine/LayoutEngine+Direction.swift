import PlumbSolver

/// Right to left: the attributes leading and trailing (and their margins) resolve to left and
/// right by the direction of one view, UIKit's rule (Docs/dsl.md, "Right to left").
///
/// The view is the nearest common ancestor of the constraint's two items (a guide standing for
/// the view that owns it, a view being its own ancestor): for `label.leading ==
/// container.leading` the container, for two siblings their superview. A constraint with one
/// item follows the traits. So a container forced right to left flips the constraints between
/// it and its subviews and among them, not those one level deeper. UIKit documents none of
/// this; it is what UIKit's own code does (read from its binary).
///
/// In that direction the constraint is mirrored: leading is the right edge, trailing the left,
/// and every horizontal position term is negated, so a positive constant moves toward the
/// trailing edge (`a.leading == b.leading + 8` puts a's right edge 8 points left of b's).
extension LayoutEngine {
    /// Whether any constraint may resolve right to left: the traits say so or a view has a
    /// semantic content attribute. Until then nothing is looked up.
    @inline(__always) var mayLayOutRightToLeft: Bool { traits.layoutDirection == .rightToLeft || census.directedViewCount > 0 }

    /// Whether `c` resolves mirrored.
    func resolvesRightToLeft(_ c: LayoutConstraint, first: LayoutItem, second: LayoutItem?) -> Bool {
        guard mayLayOutRightToLeft, c.isDirectional else { return false }
        guard let a = first.owningViewForLayout, let b = second?.owningViewForLayout,
              let deciding = View.nearestCommonAncestor(a, b) else { return traits.layoutDirection == .rightToLeft }
        return deciding.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// The attribute a side of a mirrored constraint resolves to, and the factor of its terms.
    static func mirrored(_ attribute: LayoutAttribute) -> (LayoutAttribute, Double) {
        switch attribute {
        case .leading: (.right, -1)
        case .trailing: (.left, -1)
        case .leadingMargin: (.rightMargin, -1)
        case .trailingMargin: (.leftMargin, -1)
        case .centerX, .centerXWithinMargins: (attribute, -1)
        default: (attribute, 1)
        }
    }

    /// A view's semantic content attribute changed: the constraints it may decide resolve again.
    func semanticContentAttributeChanged(_ view: View, from old: SemanticContentAttribute) {
        census.directedViewCount += (view.semanticContentAttribute != .unspecified ? 1 : 0) - (old != .unspecified ? 1 : 0)
        directionChanged()
    }

    /// Resolves again every constraint that names leading or trailing, and the margins guides
    /// of views whose margins were set by leading and trailing.
    func directionChanged() {
        guard isLive else { return }
        // Direct arrangements lay out left to right only.
        materializeDirectArrangements()
        // All out, then all in: one at a time, a constraint resolved the new way would meet
        // its partners still resolved the old way (a bar's leading and trailing, transiently
        // unsatisfiable).
        var directional: [LayoutConstraint] = []
        for case let c? in trackedList where c.isDirectional { directional.append(c) }
        for c in directional {
            removeFromSolver(c)
            clearBroken(c)
        }
        for c in directional {
            if let items = enforceableItems(of: c) { add(c, items) }
        }
        for view in guidedViews.compactMap(\.view) where view.marginState.marginsAreDirectional { view.updateGuideConstraints() }
    }
}

extension LayoutConstraint {
    /// Whether either attribute is leading or trailing (or their margins).
    var isDirectional: Bool { firstAttribute.horizontalDirectionality == 2 || secondAttribute.horizontalDirectionality == 2 }
}
