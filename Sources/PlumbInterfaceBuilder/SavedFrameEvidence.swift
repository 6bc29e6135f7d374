import PlumbDiagnostics
import PlumbLayout

/// Whether the frames Xcode saved break a constraint: Xcode writes no mark for a conflict, but
/// a canvas that resolved one saved frames that break the constraint it gave up. So a conflict
/// Plumb finds in a file without marks is Xcode's too when the saved frames break the same
/// constraint Plumb breaks.
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
        guard let view = item as? View, let r = savedRectInRoot(view) else { return nil }
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

    /// The conflicts whose broken constraint the saved frames break too, by the constraint's
    /// description (which the finding's explanation quotes).
    func conflictsXcodeResolvedAlike() -> Set<String> {
        guard isDesignConfiguration, scene.context.savedByInterfaceBuilder else { return [] }
        var agreed: Set<String> = []
        for issue in root.layoutIssues {
            guard case .unsatisfiable(let broken, _) = issue, savedFramesBreak(broken) == true else { continue }
            agreed.insert(broken.description)
        }
        return agreed
    }
}
