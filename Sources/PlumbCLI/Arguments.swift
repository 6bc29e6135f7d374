/// A bad command line: the message says what is wrong, the command prints it with a hint to
/// `--help` and exits with status 2.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, in a sentence.
    public var message: String
    /// Creates a value from its parts.
    public init(_ message: String) { self.message = message }
    /// A readable form, as Plumb prints it.
    public var description: String { message }
}

/// A small command-line reader: options that take a value (`--reps 3` or `--reps=3`), flags
/// (`--quick`), and operands (everything else). `--` ends the options; a lone `-` is an
/// operand. A repeated option keeps its last value, as kiwi_bench does. Anything else that
/// starts with `-` is an unknown option, an error.
public struct ArgumentParser: Sendable {
    /// Options that take a value, spelled with their dashes (`--reps`).
    public var valueOptions: Set<String>
    /// Options that take none (`--quick`, `-h`).
    public var flags: Set<String>

    /// Creates a value from its parts.
    public init(valueOptions: Set<String>, flags: Set<String>) {
        self.valueOptions = valueOptions
        self.flags = flags
    }

    /// Reads the arguments (without the program and command names).
    /// Parses `arguments` for a subcommand; nil, with `usage` written to standard output, when
    /// they ask for help (`--help`, `-h`).
    func parse(_ arguments: [String], usage: String, console: Console) throws(UsageError) -> ParsedArguments? {
        let args = try parse(arguments)
        guard !args.has("--help"), !args.has("-h") else {
            console.writeOutput(usage + "\n")
            return nil
        }
        return args
    }

    public func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if argument == "--" {
                parsed.operands += arguments[i...]
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                parsed.operands.append(argument)
                continue
            }
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                let name = String(argument[..<equals])
                let value = String(argument[argument.index(after: equals)...])
                if valueOptions.contains(name) {
                    parsed.values[name] = value
                    parsed.allValues[name, default: []].append(value)
                    parsed.order.append(name)
                } else if flags.contains(name) {
                    throw UsageError("option '\(name)' takes no value")
                } else {
                    throw UsageError("unknown option '\(name)'")
                }
            } else if valueOptions.contains(argument) {
                guard i < arguments.count else { throw UsageError("option '\(argument)' needs a value") }
                parsed.values[argument] = arguments[i]
                parsed.allValues[argument, default: []].append(arguments[i])
                parsed.order.append(argument)
                i += 1
            } else if flags.contains(argument) {
                parsed.flags.insert(argument)
                parsed.order.append(argument)
            } else {
                throw UsageError("unknown option '\(argument)'")
            }
        }
        return parsed
    }
}

/// The result of ``ArgumentParser/parse(_:)``.
public struct ParsedArguments: Sendable, Equatable {
    /// The last value given to each value option.
    public var values: [String: String] = [:]
    /// Every value given to each value option, in order (options that may repeat: `--exclude`).
    public var allValues: [String: [String]] = [:]
    /// The flags present.
    public var flags: Set<String> = []
    /// The operands, in order.
    public var operands: [String] = []
    /// The options (value options and flags) in the order given, repeats included.
    public var order: [String] = []

    /// Whether a flag is present.
    public func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// The value of an option, if given.
    public func value(_ option: String) -> String? { values[option] }

    /// The value of an option as an integer in `range`, if given.
    public func integer(_ option: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let text = values[option] else { return nil }
        guard let number = Int(text) else {
            throw UsageError("option '\(option)' needs a whole number, not '\(text)'")
        }
        guard range.contains(number) else {
            throw UsageError("option '\(option)' must be between \(range.lowerBound) and \(range.upperBound), not \(number)")
        }
        return number
    }
}
