import PlumbSolver

/// A phase of a solver workload, as kiwi's benchmark program names them.
public enum BenchmarkPhase: String, CaseIterable, Sendable {
    /// Create the variables and constraints only.
    case make
    /// Add the edit variables and constraints in file order, then update.
    case build
    /// After an untimed build, run every tick.
    case edit
    /// After an untimed build, remove every odd-index constraint and update.
    case remove
    /// Then add them back in order and update.
    case readd
}

/// The times and check of one phase of one workload.
public struct PhaseResult: Sendable {
    /// The phase's name (`build`, `edit`, …).
    public var phase: String
    /// The constraints (or ticks) the phase handles.
    public var n: Int
    /// Milliseconds, one per run, in run order.
    public var times: [Double]
    /// The check column (`obj=…;req=…`); nil prints `-`.
    public var check: String?

    /// Creates a result.
    public init(phase: String, n: Int, times: [Double], check: String?) {
        self.phase = phase
        self.n = n
        self.times = times
        self.check = check
    }

    /// The fastest run.
    public var minimum: Double { times.min() ?? 0 }
    /// The median run (``Statistics/median(_:)``).
    public var median: Double { Statistics.median(times) }
}

/// What the runs of a benchmark are summarised by.
public enum Statistics {
    /// The middle value, or the mean of the two middle ones, as kiwi's benchmark program
    /// computes it; 0 for no values.
    public static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : 0.5 * (sorted[mid - 1] + sorted[mid])
    }

    /// Milliseconds in a duration.
    public static func milliseconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) * 1000 + Double(parts.attoseconds) / 1e15
    }
}

/// The solver refused a call while a workload ran: the message, located in the workload file
/// when it names a constraint.
public struct WorkloadRunError: Error, Sendable {
    /// `line 12: …` or `constraint 4: …`, or the solver's message alone.
    public var message: String
}

/// Runs the phases of one workload, as kiwi's benchmark program does: each run on a fresh
/// solver, times in milliseconds, the objective and required violation as a check.
public struct WorkloadRunner {
    /// The workload.
    public let workload: Workload
    /// Runs of each phase.
    public let reps: Int
    /// The phases to run.
    public let phases: Set<BenchmarkPhase>
    /// Called before each run with the phase's name and the run's index.
    public let progress: (String, Int) -> Void
    private let clock = ContinuousClock()

    /// A runner; `progress(phase, rep)` is called before every run.
    public init(workload: Workload, reps: Int, phases: Set<BenchmarkPhase>,
                progress: @escaping (String, Int) -> Void = { _, _ in }) {
        self.workload = workload
        self.reps = reps
        self.phases = phases
        self.progress = progress
    }

    /// Runs the phases in order, handing each result to `emit` as it is ready; stops at the
    /// first call the solver refuses (handed to `emit` as a failure). False if one was refused.
    public func run(emit: (Result<PhaseResult, WorkloadRunError>) -> Void) -> Bool {
        var objects: WorkloadObjects?
        do throws(SolverError) {
            if phases.contains(.make) { emit(.success(make())) }
            if phases.contains(.build) { emit(.success(try build(&objects))) }
            if phases.contains(.edit), !workload.ticks.isEmpty { emit(.success(try edit(&objects))) }
            if phases.contains(.remove) || phases.contains(.readd) {
                let (remove, readd) = try removeAndReadd(&objects)
                // kiwi's program prints both lines for "remove"; "readd" alone prints readd only.
                if phases.contains(.remove) { emit(.success(remove)) }
                emit(.success(readd))
            }
            return true
        } catch {
            emit(.failure(WorkloadRunError(message: describe(error, objects))))
            return false
        }
    }

    // MARK: Phases

    func make() -> PhaseResult {
        var times: [Double] = []
        for rep in 0..<reps {
            progress("make", rep)
            let start = clock.now
            let objects = workload.makeObjects()
            let end = clock.now
            withExtendedLifetime(objects) {}
            times.append(Statistics.milliseconds(end - start))
        }
        return PhaseResult(phase: "make", n: workload.constraints.count, times: times, check: nil)
    }

    func build(_ current: inout WorkloadObjects?) throws(SolverError) -> PhaseResult {
        var times: [Double] = []
        var check: String?
        for rep in 0..<reps {
            progress("build", rep)
            let objects = workload.makeObjects()
            current = objects
            let solver = Solver()
            let start = clock.now
            try workload.build(objects, into: solver)
            let end = clock.now
            times.append(Statistics.milliseconds(end - start))
            check = formatCheck(workload.check(objects, in: solver))
        }
        return PhaseResult(phase: "build", n: workload.constraints.count, times: times, check: check)
    }

    func edit(_ current: inout WorkloadObjects?) throws(SolverError) -> PhaseResult {
        var times: [Double] = []
        var check: String?
        for rep in 0..<reps {
            progress("edit", rep)
            let objects = workload.makeObjects()
            current = objects
            let solver = Solver()
            try workload.build(objects, into: solver)
            let start = clock.now
            for tick in workload.ticks {
                try workload.run(tick, objects, on: solver)
            }
            let end = clock.now
            times.append(Statistics.milliseconds(end - start))
            var text = formatCheck(workload.check(objects, in: solver))
            for suggestion in workload.ticks.last?.suggestions ?? [] {
                let name = workload.variables[suggestion.variable]
                let value = solver.value(of: objects.variables[suggestion.variable])
                text += ";\(name)=\(CFormat.general(value, precision: 6))"
            }
            check = text
        }
        return PhaseResult(phase: "edit", n: workload.ticks.count, times: times, check: check)
    }

    func removeAndReadd(_ current: inout WorkloadObjects?) throws(SolverError) -> (PhaseResult, PhaseResult) {
        var removeTimes: [Double] = []
        var readdTimes: [Double] = []
        var check: String?
        let victims = Array(stride(from: 1, to: workload.constraints.count, by: 2))
        for rep in 0..<reps {
            progress("remove", rep)
            let objects = workload.makeObjects()
            current = objects
            let solver = Solver()
            try workload.build(objects, into: solver)

            let removeStart = clock.now
            for index in victims { try solver.remove(objects.constraints[index]) }
            solver.updateVariables()
            let removeEnd = clock.now
            removeTimes.append(Statistics.milliseconds(removeEnd - removeStart))

            let readdStart = clock.now
            for index in victims { try solver.add(objects.constraints[index]) }
            solver.updateVariables()
            let readdEnd = clock.now
            readdTimes.append(Statistics.milliseconds(readdEnd - readdStart))
            check = formatCheck(workload.check(objects, in: solver))
        }
        return (
            PhaseResult(phase: "remove", n: victims.count, times: removeTimes, check: nil),
            PhaseResult(phase: "readd", n: victims.count, times: readdTimes, check: check)
        )
    }

    // MARK: Helpers

    /// `obj=%.9g;req=%.3g`, the check column of kiwi's program.
    func formatCheck(_ check: WorkloadCheck) -> String {
        "obj=\(CFormat.general(check.objective, precision: 9));req=\(CFormat.general(check.requiredViolation, precision: 3))"
    }

    /// The solver's message, located in the workload file when it names a constraint.
    func describe(_ error: SolverError, _ objects: WorkloadObjects?) -> String {
        var located: Constraint?
        switch error {
        case .duplicateConstraint(let c), .unknownConstraint(let c), .unsatisfiable(let c, _): located = c
        case .nonFiniteNumber(let c): located = c
        case .overflow(let c): located = c
        default: break
        }
        var message = error.description
        if let located, let objects,
            let index = objects.constraints.firstIndex(where: { $0 === located })
        {
            let place = workload.constraints[index].line.map { "line \($0)" } ?? "constraint \(index)"
            message = "\(place): \(message)"
        }
        return message
    }
}
