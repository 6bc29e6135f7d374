/// The `plumb` command line: dispatches to the subcommands.
///
/// Exit status: 0 success, 1 the solver refused a call during a benchmark, 2 bad usage or input.
/// Errors go to standard error, results to standard output.
public enum PlumbCLI {
    /// The version `plumb --version` prints.
    public static let version = "0.1.0"

    static let usage = """
        USAGE: plumb COMMAND [ARGUMENTS]

        Plumb: an Auto Layout-like constraint solver.

        COMMANDS:
          bench         time the solver on workload files or generated workloads
          help [CMD]    show this help, or a command's

        OPTIONS:
          -h, --help    show this help
          --version     print the version

        Run 'plumb bench --help' for the benchmark's options.
        """

    /// Runs the command line `arguments` (without the program name) and returns the exit status.
    public static func run(_ arguments: [String], console: Console = .standard) -> Int32 {
        guard let first = arguments.first else {
            console.writeError(usage + "\n")
            return 2
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "-h", "--help":
            console.writeOutput(usage + "\n")
            return 0
        case "--version":
            console.writeOutput("plumb \(version)\n")
            return 0
        case "help":
            switch rest.first {
            case nil:
                console.writeOutput(usage + "\n")
                return 0
            case "bench":
                console.writeOutput(BenchCommand.usage + "\n")
                return 0
            case let other?:
                return usageError("unknown command '\(other)'", help: "plumb --help", console)
            }
        case "bench":
            do {
                return try BenchCommand.parse(rest).run(console: console)
            } catch {
                return usageError(error.message, command: "plumb bench", help: "plumb bench --help", console)
            }
        default:
            let what = first.hasPrefix("-") ? "unknown option '\(first)'" : "unknown command '\(first)'"
            return usageError(what, help: "plumb --help", console)
        }
    }

    private static func usageError(
        _ message: String, command: String = "plumb", help: String, _ console: Console
    ) -> Int32 {
        console.writeError("\(command): error: \(message)\nRun '\(help)' for usage.\n")
        return 2
    }
}
