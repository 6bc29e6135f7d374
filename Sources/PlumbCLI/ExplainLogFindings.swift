import PlumbConsoleLog
import PlumbDiagnostics
import PlumbLayout
import PlumbMessages

/// How `plumb explain-log` reports: each explained block as a ``Finding`` (so the text and
/// SARIF renderers of `diagnose` apply, with the log's line numbers as locations), and a JSON
/// document with everything the explanation holds.
enum ExplainLogFindings {
    static func finding(_ e: ConflictExplanation, path: String) -> Finding {
        let block = e.conflict
        let location = SourceLocation(file: path, line: block.line)
        let items = e.itemNames.map(\.name)
        guard !e.minimalSet.isEmpty else {
            if !block.hasHeader, block.broken == nil, !block.isRedacted, !block.constraints.isEmpty, e.unrebuilt.isEmpty {
                // A list without UIKit's conflict header or choice (a constraintsAffectingLayout
                // print, a part of a block): no claim of a conflict, what it leaves free instead.
                let n = block.constraints.count
                var explanation = "\(n == 1 ? "The constraint holds" : "These \(n) constraints can all hold"); nothing says "
                    + "UIKit found them in conflict (no \"Unable to simultaneously satisfy constraints\" line, no \"Will attempt to recover\")."
                explanation += e.free.isEmpty ? " They leave nothing free in the axes they constrain."
                    : " They leave free: " + e.free.map { "\($0.name)'s \($0.parts.joined(separator: " and "))" }.joined(separator: "; ") + "."
                if let tie = e.tie {
                    explanation += " They hold only exactly: moving the constant on line \(tie.constraint.line) by "
                        + "\(tie.shift > 0 ? "+" : "−")\(ConsoleLogExplainer.tieShift) points makes them conflict (UIKit prints "
                        + "constants rounded, so if UIKit logged them as a conflict, the values it held were a rounding apart)."
                }
                return Finding(kind: .conflictingConstraints, severity: .note,
                               message: "\(n) constraint\(n == 1 ? "" : "s") listed without a conflict: \(n == 1 ? "it holds" : "they can all hold")",
                               explanation: explanation, items: items, location: location)
            }
            var reasons: [String] = []
            if block.isRedacted { reasons.append("the system logger replaced the constraints by <private>") }
            if block.isTruncated { reasons.append("the block is cut short") }
            if block.constraints.isEmpty { reasons.append("no constraint could be read") }
            if !e.unrebuilt.isEmpty { reasons.append("\(e.unrebuilt.count) listed constraint(s) could not be rebuilt") }
            if let tie = e.tie {
                reasons.append("the listed constraints hold only exactly: moving the constant of the constraint on line "
                    + "\(tie.constraint.line) by \(tie.shift > 0 ? "+" : "−")\(ConsoleLogExplainer.tieShift) points makes them conflict, "
                    + "and UIKit prints constants rounded, so the values it held were a rounding apart; no unlisted constraint is needed")
            } else {
                reasons.append("UIKit's conflict can involve constraints it does not list (content sizes, a view's margins)")
            }
            return Finding(
                kind: .conflictingConstraints, severity: .warning,
                message: "UIKit reported a conflict that Plumb does not reproduce from the \(block.constraints.count) listed constraints",
                explanation: reasons.joined(separator: "; ") + ".", items: items, location: location)
        }
        // The listed members, counted apart from the rules PlumbLayout adds as UIKit's engine
        // has them (sizes never negative, margins), which are said in words.
        let n = e.minimalSet.filter { $0.constraint != nil }.count, total = block.constraints.count
        let rules = e.minimalSet.count - n
        var explanation = (total == 1 && n == 1 ? "The listed constraint cannot hold"
                : "\(n == total ? "The \(total)" : "\(n) of the \(total)") listed constraints cannot all hold")
            + (rules == 0 ? "" : " with \(rules == 1 ? "a rule" : "\(rules) rules") UIKit's engine keeps without listing "
                + "(sizes are never negative; margins)")
            + (n == 1 ? "." : "; without any one of them the others can.")
        let uikit = block.broken.map { b in block.constraints.first { $0.address == b.address } ?? b }
        switch e.agreement {
        case .same:
            explanation += " UIKit broke \(brokenText(uikit)); Plumb breaks the same one."
        case .different:
            explanation += " UIKit broke \(brokenText(uikit)); Plumb, activating them in the order listed, breaks "
                + "\(brokenText(e.plumbBroken?.constraint)) instead."
        case .unknown:
            explanation += " The log does not say which one UIKit broke; Plumb breaks \(brokenText(e.plumbBroken?.constraint))."
        }
        if !e.otherConflicts.isEmpty { explanation += " \(e.otherConflicts.count) more conflict(s) in this block." }
        for d in e.duplicates {
            explanation += d.isExact
                ? " The constraint on line \(d.constraint.line) is the one on line \(d.original.line) again: the same constraint added twice."
                : " The constraint on line \(d.constraint.line) says what the one on line \(d.original.line) says, written another way."
        }
        if !block.repeatLines.isEmpty {
            explanation += " Logged again at line\(block.repeatLines.count == 1 ? "" : "s") "
                + block.repeatLines.prefix(10).map(String.init).joined(separator: ", ")
                + (block.repeatLines.count > 10 ? "…" : "") + "."
        }
        var suggestion: String?
        if let fix = e.fix { suggestion = fix.message + (fix.verified ? "" : " (not confirmed: the conflict remains when solved so)") }
        let constraints = e.minimalSet.map { member in
            Finding.ConstraintReference(description: member.sentence, identifier: member.constraint?.identifier,
                                        location: member.constraint.map { SourceLocation(file: path, line: $0.line) })
        }
        return Finding(
            kind: .conflictingConstraints, severity: .error,
            message: "Unable to simultaneously satisfy constraints: "
                + (total == 1 && n == 1 ? "the listed constraint cannot hold" : "\(n) of the \(total) listed constraints conflict"),
            explanation: explanation, items: items, constraints: constraints, location: location, suggestion: suggestion)
    }

    private static func brokenText(_ c: LoggedConstraint?) -> String {
        guard let c else { return "a constraint PlumbLayout made" }
        return "the constraint on line \(c.line)"
    }

    /// Text lines after a block's finding: constraints Plumb could not rebuild.
    static func details(_ e: ConflictExplanation, path: String) -> String {
        var out = ""
        for (c, reason) in e.unrebuilt {
            out += Diagnostic(.warning, "not rebuilt: \(reason)", at: SourceLocation(file: path, line: c.line)).description + "\n"
        }
        return out
    }

    /// An `_autolayoutTrace` line's ambiguous view as a finding: what UIKit found free, and how
    /// to get the constraints.
    static func finding(_ a: LoggedAmbiguity, path: String) -> Finding {
        let name = a.itemName
        let parts = a.freeParts.joined(separator: " and ")
        return Finding(
            kind: .ambiguousLayout, severity: .warning,
            message: "Has an ambiguous layout (UIKit's _autolayoutTrace): \(parts) free",
            explanation: "UIKit's engine found \(name) (\(a.item)) free in its \(parts): the constraints on it do not fix "
                + "\(a.variables.count == 1 ? "it" : "them"). The trace lists no constraint.",
            items: [name], location: SourceLocation(file: path, line: a.line),
            suggestion: "In the debugger, po [(UIView *)\(a.item.address ?? "VIEW") constraintsAffectingLayoutForAxis:"
                + "\(a.isVerticalOnly ? 1 : 0)], and give that output to plumb explain-log: it says what those constraints leave free.")
    }

    static func json(_ explanations: [ConflictExplanation], file: FileDiagnosis, reader: ConsoleLogReader) -> String {
        JSONValue.object([
            ("version", .int(FindingJSONRenderer.formatVersion)),
            ("tool", .object([("name", .string("plumb")), ("version", .string(PlumbCLI.version))])),
            ("path", .string(file.path)),
            ("lines", .int(reader.lineCount)),
            ("blocks", .array(zip(explanations, file.findings).map { block($0, $1) })),
            ("ambiguities", .array(reader.ambiguities.map { a in
                .object([("line", .int(a.line)), ("item", .string(a.item.description)),
                         ("free", .array(a.freeParts.map { .string($0) }))])
            })),
            ("skipped", .array(reader.skipped.map { .object([("line", .int($0.line)), ("reason", .string($0.reason))]) })),
            ("skippedCount", .int(reader.skippedCount)),
            ("droppedBlocks", .int(reader.droppedConflicts)),
        ]).text
    }

    private static func constraint(_ c: LoggedConstraint?, sentence: String? = nil, owner: LoggedConstraint.Owner? = nil) -> JSONValue {
        guard let c else { return sentence.map { .object([("sentence", .string($0))]) } ?? .null }
        var members: [(String, JSONValue)] = [("line", .int(c.line)), ("text", .string(c.text))]
        if let sentence { members.append(("sentence", .string(sentence))) }
        members.append(("identifier", .optional(c.identifier)))
        members.append(("systemMade", .bool(c.isSystemMade)))
        members.append(("owner", .string((owner ?? c.owner).rawValue)))
        return .object(members)
    }

    private static func block(_ e: ConflictExplanation, _ finding: Finding) -> JSONValue {
        let b = e.conflict
        return .object([
            ("line", .int(b.line)),
            ("truncated", .bool(b.isTruncated)),
            ("hasHeader", .bool(b.hasHeader)),
            ("process", .optional(b.process)),
            ("redacted", .bool(b.isRedacted)),
            ("repeatLines", .array(b.repeatLines.map(JSONValue.int))),
            ("items", .array(e.itemNames.map { .object([("name", .string($0.name)), ("log", .string($0.item.description))]) })),
            ("constraints", .array(b.constraints.indices.map { i in
                constraint(b.constraints[i], sentence: e.sentences[i], owner: i < e.owners.count ? e.owners[i] : nil)
            })),
            ("uikitBroken", constraint(b.broken)),
            ("plumbBroken", e.plumbBroken.map { constraint($0.constraint, sentence: $0.sentence) } ?? .null),
            ("agreement", .string(e.agreement.rawValue)),
            ("minimalSet", .array(e.minimalSet.map { constraint($0.constraint, sentence: $0.sentence) })),
            ("otherConflicts", .array(e.otherConflicts.map { set in .array(set.map { constraint($0.constraint, sentence: $0.sentence) }) })),
            ("fix", e.fix.map { fix in
                .object([("kind", .string(fix.kind.rawValue)), ("constraint", constraint(fix.constraint)),
                         ("view", .optional(fix.view)), ("message", .string(fix.message)), ("verified", .bool(fix.verified))])
            } ?? .null),
            ("unrebuilt", .array(e.unrebuilt.map { .object([("line", .int($0.constraint.line)), ("reason", .string($0.reason))]) })),
            ("duplicates", .array(e.duplicates.map {
                .object([("line", .int($0.constraint.line)), ("of", .int($0.original.line)), ("exact", .bool($0.isExact))])
            })),
            ("tie", e.tie.map { .object([("line", .int($0.constraint.line)), ("shift", .number($0.shift))]) } ?? .null),
            ("finding", JSONValue.finding(finding)),
        ])
    }
}
