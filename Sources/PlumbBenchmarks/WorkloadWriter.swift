import PlumbSolver

/// Writes a ``Workload`` in the workload format, laid out as the reference generator
/// (`gen_workloads.py`) lays out its files: the comments as `# ` lines, every `v` line, the
/// build steps (`c` and `e` lines) in order, the `t` lines, and a closing
/// `# counts: vars=… constraints=… edits=… ticks=…` line. A generated workload written this
/// way is byte-identical to the reference generator's file; reading the text back with
/// ``WorkloadParser`` gives the same workload (source lines aside).
public enum WorkloadWriter {
    /// The workload as text.
    public static func write(_ workload: Workload) -> String {
        var out = ""
        write(workload, to: &out)
        return out
    }

    /// Appends the workload's text to `out`.
    public static func write(_ workload: Workload, to out: inout String) {
        for comment in workload.comments {
            out += comment.isEmpty ? "#\n" : "# \(comment)\n"
        }
        for name in workload.variables {
            out += "v \(name)\n"
        }
        for step in workload.buildSteps {
            switch step {
            case .constraint(let index):
                writeConstraint(workload.constraints[index], variables: workload.variables, to: &out)
            case .edit(let variable, let strength):
                out += "e \(workload.variables[variable]) \(strength.spelling)\n"
            }
        }
        for tick in workload.ticks {
            out += "t"
            for suggestion in tick.suggestions {
                out += " \(workload.variables[suggestion.variable]) \(formatNumber(suggestion.value))"
            }
            out += "\n"
        }
        out += "# counts: vars=\(workload.variables.count) constraints=\(workload.constraints.count)"
        out += " edits=\(workload.editCount) ticks=\(workload.ticks.count)\n"
    }

    private static func writeConstraint(_ c: WorkloadConstraint, variables: [String], to out: inout String) {
        out += "c \(c.relation) \(c.strength.spelling) \(formatNumber(c.constant))"
        for term in c.terms {
            out += " \(formatNumber(term.coefficient)) \(variables[term.variable])"
        }
        out += "\n"
    }

    /// A number as the reference generator writes it: integral values without a fraction
    /// (`-8`, not `-8.0`), others in the shortest form that reads back to the same value
    /// (`60188.5`, `1e-05`). Integral values beyond ±9.2e18 keep an exponent (`1e+19`).
    public static func formatNumber(_ x: Double) -> String {
        if x.isFinite, x == x.rounded(.towardZero), abs(x) < 9.2e18 {
            return String(Int64(x))
        }
        return x.description
    }
}
