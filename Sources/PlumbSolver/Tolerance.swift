/// Tolerances of the solver, in one place (Docs/solver.md explains them).
enum Tolerance {
    /// Coefficients whose magnitude is below this are zero (cells this small are dropped), and
    /// reduced costs this small do not count as improvements.
    static let epsilon = 1e-8
    /// Relative tolerance for values against breakpoints and bounds: `|v − b| ≤ value·max(1, |b|)`
    /// counts as on the breakpoint, so rounding never invents a violation or a conflict.
    static let value = 1e-9
}
