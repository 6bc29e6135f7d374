import PlumbSolver

// What the diagnostics layer (PlumbDiagnostics) reads from a laid-out hierarchy. Package-level:
// not part of the public API.

extension LayoutItem {
    /// The solver variables of the item's alignment rectangle, in root coordinates.
    package var rectangleVariables: [Variable] { [minX, minY, widthVariable, heightVariable] }
}

extension View {
    /// The solver of the hierarchy, once it has been laid out.
    package var layoutSolver: Solver? { rootView.engine?.solver }

    /// The constraints the solver enforces, in the order they were added.
    package var enforcedConstraints: [LayoutConstraint] { rootView.engine?.enforcedConstraints ?? [] }

    /// The view and its descendants, in preorder.
    package var subtree: [View] {
        var out: [View] = []
        forEachInSubtree { out.append($0) }
        return out
    }

    /// The frame's origin relative to the superview's, as an expression of solver variables
    /// (the alignment rectangle's variables corrected by both views' alignment insets).
    package var frameOriginExpressions: (x: Expression, y: Expression) {
        var x = Expression(minX) - alignmentRectInsets.left
        var y = Expression(minY) - alignmentRectInsets.top
        if let s = superview {
            x = x - Expression(s.minX) + s.alignmentRectInsets.left
            y = y - Expression(s.minY) + s.alignmentRectInsets.top
        }
        return (x, y)
    }

    /// The frame's size as expressions of solver variables.
    package var frameSizeExpressions: (width: Expression, height: Expression) {
        (Expression(widthVariable) + alignmentRectInsets.left + alignmentRectInsets.right,
         Expression(heightVariable) + alignmentRectInsets.top + alignmentRectInsets.bottom)
    }
}

extension LayoutConstraint {
    /// The solver constraint enforcing this one, while it is enforced.
    package var enforcedSolverConstraint: Constraint? { solverConstraint }
}
