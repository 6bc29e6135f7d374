/// A deadline for the simplex's loops: a long addition or optimisation stops when it passes,
/// so that a caller with a time limit (`plumb diagnose --timeout`) gets control back.
///
/// An addition stopped in phase 1 is undone from its journal, as a refused one is (the solver
/// is as before it); an optimisation stopped in phase 2 leaves a feasible solution that is not
/// yet optimal, and its remaining candidates queued for the next one.
///
/// A class held by the tableau as an optional reference: the clock's instant is a resilient
/// type, and stored in the tableau struct itself it made every access to the tableau go
/// through runtime metadata (+1.1 % instructions on `chain_3000`).
final class Interruption {
    /// When long loops stop.
    let deadline: ContinuousClock.Instant
    /// Whether a loop stopped at the deadline.
    private(set) var happened = false

    init(deadline: ContinuousClock.Instant) {
        self.deadline = deadline
    }

    /// Optimisation steps between two readings of the clock: a reading costs tens of
    /// nanoseconds, a step about as much on a small tableau. (Phase 1 reads it at every
    /// pivot, each of which rewrites rows.)
    static let stepsPerCheck = 16

    /// Whether the deadline has passed, reading the clock when `iteration` is a multiple of
    /// `interval`; once it has, it stays passed.
    func hasPassed(iteration: Int, every interval: Int = 1) -> Bool {
        if happened { return true }
        guard iteration % interval == 0 else { return false }
        if ContinuousClock.now > deadline { happened = true }
        return happened
    }
}
