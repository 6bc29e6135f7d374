import PlumbLayout
import PlumbMessages
import Testing

/// Whether two numbers agree to 1e-6 (solver values are exact up to rounding).
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
    Swift.abs(a - b) <= tolerance
}

func close(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-6) -> Bool {
    close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance) && close(a.width, b.width, tolerance)
        && close(a.height, b.height, tolerance)
}

func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-6) -> Bool {
    close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}

/// Expects a frame, with a readable failure.
func expectFrame(_ view: View, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
                 sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let expected = Rect(x: x, y: y, width: width, height: height)
    #expect(close(view.frame, expected), "\(view.name): \(view.frame), expected \(expected)", sourceLocation: sourceLocation)
}

/// A view laid out by constraints with an intrinsic size (a label, say).
func label(_ name: String, _ width: Double = View.noIntrinsicMetric, _ height: Double = View.noIntrinsicMetric) -> View {
    let view = View(name)
    view.translatesAutoresizingMaskIntoConstraints = false
    view.intrinsicContentSize = Size(width: width, height: height)
    return view
}

/// A view laid out by constraints.
func constrained(_ name: String) -> View {
    let view = View(name)
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
}

/// The error a throwing call throws, or nil. (Closures infer `throws(any Error)`, so the error
/// is cast back; any other error type is a test failure.)
func layoutError(_ body: () throws -> Void, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> LayoutError? {
    do {
        try body()
        return nil
    } catch let error as LayoutError {
        return error
    } catch {
        Issue.record("not a LayoutError: \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// The unsatisfiable-constraint issues recorded for a hierarchy.
func conflicts(_ view: View) -> [(broken: LayoutConstraint, conflicts: [LayoutConstraint])] {
    view.layoutIssues.compactMap {
        if case .unsatisfiable(let broken, let conflicts) = $0 { return (broken, conflicts) }
        return nil
    }
}
