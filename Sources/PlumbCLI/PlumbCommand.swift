import PlumbLayout
import PlumbMessages

/// The `plumb` command line: dispatches to the subcommands (one file each:
/// ``SolveCommand``, ``DiagnoseCommand``, ``RenderCommand``, ``ExplainCommand``,
/// ``ExplainLogCommand``, ``MeasureCommand``, ``BenchCommand``).
///
/// Exit status: 0 clean, 1 findings (or the solver refused a call during a benchmark), 2 bad
/// usage or input. Errors go to standard error, results to standard output.
public enum PlumbCLI {
    /// The version `plumb --version` prints.
    public static let version = "0.1.0"

    /// How large a layout's solver may grow (``View/solverCellLimit``): 16 million cells if
    /// more than 32 to a row, or 300 million slots of cost vectors (2.4 GB). The largest
    /// layout files hold about 4.5 cells to a row (a tree of 10⁵ views, 2 million cells) and 30,000
    /// labels filling a stack proportionally about 200 million slots; a quadratic fill-in or a
    /// longer proportional stack passes the limit (Docs/reliability.md).
    static let solverCellLimit = SolverCellLimit(cells: 16_000_000, perRow: 32, costSlots: 300_000_000)

    static let usage = """
        USAGE: plumb COMMAND [ARGUMENTS]

        Plumb: Auto Layout, headless. Lays out .layout files (Docs/format.md) and reports
        what is wrong with them.

        COMMANDS:
          solve FILE            the frame of every view
          diagnose FILE...      ambiguities, conflicts and other findings (text, JSON, SARIF)
          render FILE -o SVG    a picture of the solved layout, findings pinned on it
          report PATH... -o HTML every scene of a project and its findings on one page
          explain FILE V.ATTR   the constraints that determine one value
          explain-log LOG       UIKit's "Unable to simultaneously satisfy constraints" explained
          measure TEXT...       the size a label gives a text (the system font's metrics)
          bench                 time the solver and the layout engine
          help [COMMAND]        show this help, or a command's

        OPTIONS:
          -h, --help            show this help
          --version             print the version

        Exit status: 0 clean, 1 findings, 2 bad usage or input.
        Run 'plumb COMMAND --help' for a command's options.
        """

    /// The subcommands: name, usage text, runner.
    static let commands: [(name: String, usage: String, run: @Sendable ([String], Console) throws(UsageError) -> Int32)] = [
        ("solve", SolveCommand.usage, SolveCommand.run),
        ("diagnose", DiagnoseCommand.usage, DiagnoseCommand.run),
        ("render", RenderCommand.usage, RenderCommand.run),
        ("report", ReportCommand.usage, ReportCommand.run),
        ("explain", ExplainCommand.usage, ExplainCommand.run),
        ("explain-log", ExplainLogCommand.usage, ExplainLogCommand.run),
        ("measure", MeasureCommand.usage, MeasureCommand.run),
        ("bench", BenchCommand.usage, { @Sendable (arguments: [String], console: Console) throws(UsageError) -> Int32 in
            try BenchCommand.parse(arguments).run(console: console)
        }),
    ]

    /// Runs the command line given as the bytes of each argument (without the program name):
    /// a file name that is not UTF-8 keeps its bytes (``FileNameBytes``).
    public static func run(argumentBytes: [[UInt8]], console: Console = .standard) -> Int32 {
        run(argumentBytes.map(FileNameBytes.string), console: console)
    }

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
            guard rest.isEmpty else {
                return usageError("--version takes no arguments (got '\(rest[0])')", help: "plumb --help", console)
            }
            console.writeOutput("plumb \(version)\n")
            return 0
        case "help":
            switch rest.first {
            case nil:
                console.writeOutput(usage + "\n")
                return 0
            case let name? where commands.contains { $0.name == name }:
                console.writeOutput((commands.first { $0.name == name }?.usage ?? usage) + "\n")
                return 0
            case let other?:
                return usageError("unknown command '\(other)'", help: "plumb --help", console)
            }
        case let name where commands.contains { $0.name == name }:
            guard let command = commands.first(where: { $0.name == name }) else { return 2 }
            do {
                return try command.run(rest, console)
            } catch {
                return usageError(error.message, command: "plumb \(name)", help: "plumb \(name) --help", console)
            }
        default:
            let what = first.hasPrefix("-") ? "unknown option '\(first)'" : "unknown command '\(first)'"
            return usageError(what, help: "plumb --help", console)
        }
    }

    private static func usageError(
        _ message: String, command: String = "plumb", help: String, _ console: Console
    ) -> Int32 {
        console.report(Diagnostic(.error, message), tool: command)
        console.writeError("Run '\(help)' for usage.\n")
        return 2
    }
}
