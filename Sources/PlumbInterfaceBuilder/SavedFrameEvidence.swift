import PlumbDiagnostics
import PlumbLayout

/// Whether the frames Xcode saved break a constraint: Xcode writes no mark for a conflict, but
/// a canvas that resolved one saved frames that break the constraint it gave up. So a conflict
/// Plumb finds in a file without marks is Xcode's too when the saved frames break one of its
/// members: the one Plumb breaks, or another.
extension InterfaceBuilderLayout {
    /// How far the saved frames must miss a constraint to break it (points): more than the
    /// half-point rounding of a saved frame.
    static let savedFrameTolerance = 0.5

    /// True when the saved frames break `c`, false when they hold it, nil when a frame it needs
    /// was not saved (guides, baselines, margins, a view without a frame in this combination).
    func savedFramesBreak(_ c: LayoutConstraint) -> Bool? {
        guard let first = c.firstItem, let lhs = savedValue(first, c.firstAttribute) else { return nil }
        var rhs = c.constant
        if c.secondAttribute != .notAnAttribute {
            guard let second = c.secondItem, let value = savedValue(second, c.secondAttribute) else { return nil }
            rhs += c.multiplier * value
        }
        let miss = lhs - rhs, tolerance = InterfaceBuilderLayout.savedFrameTolerance
        switch c.relation {
        case .equal: return Swift.abs(miss) > tolerance
        case .lessThanOrEqual: return miss > tolerance
        case .greaterThanOrEqual: return miss < -tolerance
        }
    }

    /// An attribute of a view by its saved frame, in the root's coordinates.
    private func savedValue(_ item: LayoutItem, _ attribute: LayoutAttribute) -> Double? {
        // Constraints hold the alignment rectangle (a switch's leaves out 2 points on the right).
        guard let view = item as? View, let r = savedRectInRoot(view)?.inset(by: view.alignmentRectInsets) else { return nil }
        switch attribute {
        case .left, .leading: return r.minX
        case .right, .trailing: return r.maxX
        case .centerX: return r.midX
        case .width: return r.width
        case .top: return r.minY
        case .bottom: return r.maxY
        case .centerY: return r.midY
        case .height: return r.height
        default: return nil
        }
    }

    /// The view's saved frame moved by its ancestors' saved origins (the root at zero).
    private func savedRectInRoot(_ view: View) -> Rect? {
        if view === root { return Rect(origin: .zero, size: size) }
        guard let frame = record(for: view)?.designFrame else { return nil }
        var x = frame.minX, y = frame.minY
        var parent = view.superview
        while let p = parent, p !== root {
            guard let origin = record(for: p)?.designFrame?.origin else { return nil }
            x += origin.x
            y += origin.y
            parent = p.superview
        }
        return Rect(x: x, y: y, width: frame.width, height: frame.height)
    }

    /// The conflicts the saved frames confirm, in the order they were found: each broken
    /// constraint's description (which the finding's explanation quotes) with the constraint
    /// the saved frames break, and whether that is the same one (`alike`).
    ///
    /// That is the broken constraint itself when Xcode's canvas gave up the same one. Else it
    /// is another member written in the file, between views Xcode did not mark: a canvas whose
    /// constraints could all hold saves frames that hold every one of them, so such frames say
    /// the canvas had the conflict too and broke a different member (an entourage-ios cell saved
    /// a view 24 high against its `height == 30`, where Plumb breaks its neighbour's). Members
    /// Plumb's engine makes (the root's size, stack views' and margins' constraints) are not
    /// evidence: any frames break one member of a set that cannot hold, and only the written
    /// ones are certainly Xcode's too.
    func conflictsTheSavedFramesConfirm() -> [(broken: String, savedBreak: LayoutConstraint, alike: Bool)] {
        guard isDesignConfiguration, scene.context.savedByInterfaceBuilder else { return [] }
        var confirmed: [(broken: String, savedBreak: LayoutConstraint, alike: Bool)] = []
        for issue in root.layoutIssues {
            guard case .unsatisfiable(let broken, let members) = issue else { continue }
            if savedFramesBreak(broken) == true {
                confirmed.append((broken.description, broken, true))
            } else if let other = members.first(where: { isWrittenBetweenUnmarkedViews($0) && savedFramesBreak($0) == true }) {
                confirmed.append((broken.description, other, false))
            }
        }
        return confirmed
    }

    /// Whether `c` is a constraint of the file (not one Plumb's engine made) whose views Xcode
    /// saved without a mark.
    private func isWrittenBetweenUnmarkedViews(_ c: LayoutConstraint) -> Bool {
        guard c.kind == .user else { return false }
        for item in [c.firstItem, c.secondItem].compactMap({ $0 }) {
            guard let view = item as? View else { continue }
            if let r = record(for: view), r.markedMisplaced || r.markedAmbiguous { return false }
        }
        return true
    }
}
