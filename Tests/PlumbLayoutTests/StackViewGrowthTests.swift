@testable import PlumbLayout
@testable import PlumbSolver
import Testing

/// Stack distributions stay linear in the solver (issue 38): the tableau of a stack of N
/// arranged views holds O(N) cells, not O(N²). Sizes, not times: a time threshold would flake.
@Suite("Stack views: linear tableaux")
struct StackViewGrowthTests {
    /// Lays out a vertical stack of `n` plain views and returns the solver's cells.
    private func cells(_ n: Int, _ distribution: StackView.Distribution,
                       labels: Bool = false) throws -> (cells: Int, views: [View]) {
        let views = (0..<n).map { labels ? Label("l\($0)", text: "Item \($0)") : View("v\($0)") }
        let stack = StackView("s", arrangedSubviews: views)
        stack.axis = .vertical
        stack.distribution = distribution
        let root = View("root") { stack }
        try activate { stack.edges == root.edges }
        root.layout(in: Size(width: 375, height: 600))
        return (try #require(root.engine).solver.statistics.cells, views)
    }

    /// Each `UISV-fill-equally` equality `hᵢ = h₀` used to stay a pinned marker row; the
    /// closing canvas connection then cascaded one pivot per view down rows as long as the
    /// stack (2N² cells: 80,000 at 200 views, over 30 s at 1,000).
    @Test(arguments: [StackView.Distribution.fillEqually, .fillProportionally])
    func equalLengthsKeepTheTableauLinear(_ distribution: StackView.Distribution) throws {
        let (small, _) = try cells(50, distribution)
        let (large, views) = try cells(200, distribution)
        #expect(large <= 5 * small, "cells \(small) at 50 views, \(large) at 200")
        #expect(large <= 20 * 200)
        for view in views { #expect(abs(view.frame.height - 3) < 1e-9) }
        #expect(abs(views[199].frame.maxY - 600) < 1e-9)
    }

    /// Labels carry hugging and compression costs on their heights, so `hᵢ = h₀` could not be
    /// a lazy row: once `h₀` was basic every height row named every view's marker (N² cells,
    /// 110 s for 1,000 labels). The costs now live on `h₀` (``CostForwarding``).
    @Test func labelsFillingEquallyKeepTheTableauLinear() throws {
        let (small, _) = try cells(50, .fillEqually, labels: true)
        let (large, views) = try cells(200, .fillEqually, labels: true)
        #expect(large <= 5 * small, "cells \(small) at 50 labels, \(large) at 200")
        #expect(large <= 20 * 200)
        for view in views { #expect(abs(view.frame.height - 3) < 1e-9) }
    }

    /// A vertical stack of `n` plain views filling a 375 × 600 root, laid out; its solver and views.
    private func plainStack(_ n: Int, _ distribution: StackView.Distribution,
                            _ alignment: StackView.Alignment) throws -> (solver: Solver, views: [View]) {
        let views = (0..<n).map { View("v\($0)") }
        let stack = StackView("s", arrangedSubviews: views)
        stack.axis = .vertical
        stack.distribution = distribution
        stack.alignment = alignment
        let root = View("root") { stack }
        try activate { stack.edges == root.edges }
        root.layout(in: Size(width: 375, height: 600))
        return (try #require(root.engine).solver, views)
    }

    /// Each `UISV-spanning-boundary` equality `spanner.P == v.P` @999.5 came in at its
    /// breakpoint on the side the spanning fit pushes against, and a step of length zero then
    /// pivoted the one before it into the basis, rewriting a column as long as the stack (N²).
    /// The step now switches the basic's piece instead (``Tableau/switchPiece``).
    @Test func leadingAlignmentSwitchesPiecesInsteadOfPivotingDownTheColumn() throws {
        let (solver, views) = try plainStack(400, .fill, .leading)
        #expect(solver.tableau.statistics.pieceSwitches >= 100, "switches \(solver.tableau.statistics.pieceSwitches)")
        #expect(solver.statistics.cells <= 20 * 400)
        for view in views { #expect(view.frame.minX == 0) }
    }

    /// A stack filled after its first layout is optimised once, at the end: the spanning fit
    /// then pushes the spanner's leading edge against every `UISV-spanning-boundary` marker at
    /// once, a run of steps of length zero that switch one marker's piece each. Each step read
    /// the whole column in its ratio test (N²/2 entries: 80,401 at 400 views); the run reads it
    /// once (1,601), taking the same steps (``Tableau/takeBreakpointMetAtOnce``).
    @Test func aRunOfPieceSwitchesReadsTheColumnOnce() throws {
        let views = (0..<400).map { View("v\($0)") }
        let stack = StackView("s", arrangedSubviews: [])
        stack.axis = .vertical
        stack.alignment = .leading
        let root = View("root") { stack }
        try activate { stack.edges == root.edges }
        root.layout(in: Size(width: 375, height: 600))
        for view in views { stack.addArrangedSubview(view) }
        root.layout(in: Size(width: 375, height: 600))
        let statistics = try #require(root.engine).solver.tableau.statistics
        #expect(statistics.pieceSwitches >= 150, "switches \(statistics.pieceSwitches)")
        #expect(statistics.ratioTestEntries < 10 * 400, "ratio test entries \(statistics.ratioTestEntries)")
        for view in views { #expect(view.frame.minX == 0 && view.frame.width == 0) }
    }

    /// Pricing skips the lazy rows of a column without looking the symbol up in them (the
    /// lookups were most of `equalCentering`'s time), keeping their entries unchecked: the
    /// tableau stays consistent and the centres stay evenly spaced.
    @Test func equalCenteringSkipsLazyRowsWhenPricing() throws {
        let (solver, views) = try plainStack(120, .equalCentering, .fill)
        #expect(solver.invariantViolation == nil)
        let gaps = zip(views, views.dropFirst()).map { $1.frame.midY - $0.frame.midY }
        for gap in gaps { #expect(abs(gap - gaps[0]) < 1e-9) }
        #expect(abs(views[119].frame.maxY - 600) < 1e-9)
        for view in views { #expect(view.frame.height >= 0) }
    }

    /// A cost attached to a basic changes only its row's share of the reduced costs: the row's
    /// priced symbols keep their stored costs, changed by that share, instead of each being
    /// priced again from its column. The spanner guide sits in a row per arranged view, and
    /// every `UISV-spanning-boundary` cost re-priced it: N² column entries walked (pricing alone
    /// walked 2.0 million at 2,000 views, 10,000 now).
    @Test func attachingCostsDoesNotRepriceTheSpannerFromItsColumn() throws {
        let (solver, views) = try plainStack(400, .fill, .leading)
        // 122,248 entries when every attachment re-priced its row's symbols, 42,446 now (the
        // rest still grows faster than N: gathering entering columns, not pricing).
        let walked = solver.tableau.statistics.walkedColumnEntries
        #expect(walked < 80_000, "\(walked) column entries walked for 400 views")
        #expect(solver.invariantViolation == nil)
        for view in views { #expect(view.frame.minX == 0) }
        #expect(abs(views[399].frame.maxY - 600) < 1e-9)
    }

    /// Eager settling counts the column entries it walks against its budget per addition: an
    /// `equalCentering` stack priced a marker from its whole column on every addition, with
    /// few steps and few attachments read, and so settled eagerly to the end (N² entries).
    @Test func eagerSettlingStopsWhenPricingWalksLongColumns() throws {
        let (solver, views) = try plainStack(400, .equalCentering, .fill)
        // 5,366,089 entries while only steps and attachments counted, 91,214 now.
        let walked = solver.tableau.statistics.walkedColumnEntries
        #expect(walked < 400_000, "\(walked) column entries walked for 400 views")
        #expect(solver.invariantViolation == nil)
        let gaps = zip(views, views.dropFirst()).map { $1.frame.midY - $0.frame.midY }
        for gap in gaps { #expect(abs(gap - gaps[0]) < 1e-9) }
        #expect(abs(views[399].frame.maxY - 600) < 1e-9)
    }

    /// Whether a new size can define itself lazily depends on its dependents, up to a few:
    /// the check reads the column of `h₀`, which every `UISV-fill-equally` row names, only as
    /// far as that (listing the whole column for each addition was N²).
    @Test func fillEquallyReadsTheSharedSizesColumnOnlyAsFarAsNeeded() throws {
        let (solver, views) = try plainStack(400, .fillEqually, .fill)
        // 86,201 live entries when each check listed the whole column, 13,430 now.
        let read = solver.tableau.statistics.dependentEntriesRead
        #expect(read < 30_000, "\(read) column entries read for 400 views")
        #expect(solver.invariantViolation == nil)
        for view in views { #expect(abs(view.frame.height - 1.5) < 1e-9) }
    }
}

