import PlumbLayout
import PlumbMessages

/// Findings as a SARIF 2.1.0 log (Docs/diagnostics.md, "SARIF"), for code-scanning services:
/// one run, one rule per ``Finding/Kind`` (ruleId = its raw value), one result per finding
/// located at ``Finding/location`` (else at its file), the involved constraints as related
/// locations. Files that could not be read become tool execution notifications of level
/// error, and the invocation is then unsuccessful; notes about the input follow them.
///
///     var log = SARIFLog(toolVersion: "1.0")
///     log.add(findings, path: "Layouts/form.layout")
///     print(log.text, terminator: "")
public struct SARIFLog: Sendable {
    /// The JSON schema the log names.
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    /// The tool's name in the log's driver.
    public var toolName: String
    /// The tool's version in the log's driver.
    public var toolVersion: String
    /// Key-value pairs of the run's property bag, in order.
    package var runProperties: [(String, JSONValue)] = []
    private var results: [JSONValue] = []
    private var errors: [Diagnostic] = []
    private var notes: [Diagnostic] = []

    /// An empty log of the tool `toolName` at `toolVersion`.
    public init(toolName: String = "plumb", toolVersion: String) {
        self.toolName = toolName
        self.toolVersion = toolVersion
    }

    /// Adds the findings of the file at `path`, in order.
    public mutating func add(_ findings: [Finding], path: String) {
        for finding in findings { add(finding, path: path) }
    }

    /// Adds one finding with the members of its result's property bag (none when empty).
    package mutating func add(_ finding: Finding, path: String, properties: [(String, JSONValue)] = []) {
        var text = finding.message
        if let suggestion = finding.suggestion { text += " " + suggestion }
        var members: [(String, JSONValue)] = [
            ("ruleId", .string(finding.kind.rawValue)),
            ("ruleIndex", .int(Finding.Kind.allCases.firstIndex(of: finding.kind) ?? 0)),
            ("level", .string(finding.severity.rawValue)),
            ("message", .object([("text", .string(text))])),
            ("locations", .array([SARIFLog.physical(finding.location ?? SourceLocation(file: path))])),
        ]
        let related = finding.constraints.enumerated().compactMap { index, c -> JSONValue? in
            guard let l = c.location, case .object(var fields) = SARIFLog.physical(l) else { return nil }
            fields.insert(("id", .int(index)), at: 0)
            fields.append(("message", .object([("text", .string(c.equation))])))
            return .object(fields)
        }
        if !related.isEmpty { members.append(("relatedLocations", .array(related))) }
        if !properties.isEmpty { members.append(("properties", .object(properties))) }
        results.append(.object(members))
    }

    /// Adds a message about the input as a tool execution notification: an error (a file
    /// that could not be read: the invocation is then unsuccessful), or a note or warning
    /// (an element skipped on import). Errors come first in the log.
    public mutating func add(notification: Diagnostic) {
        if notification.severity == .error { errors.append(notification) } else { notes.append(notification) }
    }

    /// The log, pretty-printed, ending with a line break.
    public var text: String {
        var run: [(String, JSONValue)] = [
            ("tool", .object([("driver", .object([
                ("name", .string(toolName)),
                ("version", .string(toolVersion)),
                ("rules", .array(Finding.Kind.allCases.map { kind in
                    .object([
                        ("id", .string(kind.rawValue)),
                        ("shortDescription", .object([("text", .string(SARIFLog.ruleDescriptions[kind] ?? kind.rawValue))])),
                    ])
                })),
            ]))])),
            ("invocations", .array([.object([
                ("executionSuccessful", .bool(errors.isEmpty)),
                ("toolExecutionNotifications", .array((errors + notes).map(SARIFLog.notification))),
            ])])),
            ("results", .array(results)),
        ]
        if !runProperties.isEmpty { run.append(("properties", .object(runProperties))) }
        return JSONValue.object([
            ("$schema", .string(SARIFLog.schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(run)])),
        ]).text
    }

    private static let ruleDescriptions: [Finding.Kind: String] = [
        .ambiguousLayout: "A view's position or size is not determined by its constraints (Missing Constraints).",
        .ambiguousScrollableContentSize: "A scroll view's content width or height is not determined (Scrollable Content Size Ambiguity).",
        .contentPriorityAmbiguity: "Equal hugging or compression resistance priorities leave the split of space undecided.",
        .conflictingConstraints: "Required constraints that cannot all hold (Conflicting Constraints).",
        .unsatisfiedConstraint: "An optional constraint that the layout could not satisfy.",
        .misplacedView: "A view whose solved frame differs from the frame the document expects.",
        .diagnosticsIncomplete: "The time limit stopped the diagnosis; other findings may be missing.",
        .truncatedText: "A label or button is smaller than its text, which UIKit truncates or cuts off.",
        .overlappingText: "Two texts of one superview overlap.",
        .numberOverflow: "A view's solved value is not a finite number: its constraints overflow.",
    ]

    private static func notification(_ d: Diagnostic) -> JSONValue {
        .object([
            ("level", .string(d.severity.rawValue)),
            ("message", .object([("text", .string(d.message))])),
            ("locations", .array(d.location.map { [physical($0)] } ?? [])),
        ])
    }

    /// The file, and the region when the location has a line (a whole file has none).
    private static func physical(_ location: SourceLocation) -> JSONValue {
        var fields: [(String, JSONValue)] = [("artifactLocation", .object([("uri", .string(uri(location.file)))]))]
        if !location.isWholeFile {
            var region: [(String, JSONValue)] = [("startLine", .int(location.line))]
            if let column = location.column { region.append(("startColumn", .int(column))) }
            fields.append(("region", .object(region)))
        }
        return .object([("physicalLocation", .object(fields))])
    }

    /// A relative path as a URI reference: percent-encode what a URI cannot hold.
    static func uri(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let c = Character(Unicode.Scalar(byte))
            if byte < 0x80, c.isLetter || c.isNumber || "-._~/".contains(c) {
                out.append(c)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }
}
