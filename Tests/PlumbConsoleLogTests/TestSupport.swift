import Foundation
import PlumbConsoleLog
import Testing

/// UIKit's advice lines, as they open every modern block (written here from the documented
/// wording; the logs of these tests are our own).
let advice = """
    \tProbably at least one of the constraints in the following list is one you don't want. 
    \tTry this: 
    \t\t(1) look at each constraint and try to figure out which you don't expect; 
    \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
    """

let trailer = """
    Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
    The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
    """

/// A modern block around the given constraint descriptions.
func block(_ constraints: [String], breaking broken: String, header: String = "Unable to simultaneously satisfy constraints.") -> String {
    """
    \(header)
    \(advice)
    (
    \(constraints.map { "    \"\($0)\"" }.joined(separator: ",\n"))
    )

    Will attempt to recover by breaking constraint 
    \(broken)

    \(trailer)

    """
}

/// Reads a log that must hold exactly one block, and explains it.
func explainOne(_ log: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> ConflictExplanation {
    let reader = ConsoleLogReader.read(log)
    #expect(reader.skipped.isEmpty, "\(reader.skipped)", sourceLocation: sourceLocation)
    let conflict = try #require(reader.conflicts.first, sourceLocation: sourceLocation)
    #expect(reader.conflicts.count == 1, sourceLocation: sourceLocation)
    return ConsoleLogExplainer.explain(conflict)
}

extension ConflictExplanation {
    /// The addresses of the minimal set's logged members.
    var minimalAddresses: Set<String> { Set(minimalSet.compactMap { $0.constraint?.address }) }
}

func writeFile(_ path: String, _ text: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
}

func removeFile(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
}
