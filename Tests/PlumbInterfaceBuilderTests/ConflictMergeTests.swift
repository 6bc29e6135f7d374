import PlumbDiagnostics
@testable import PlumbInterfaceBuilder
import PlumbMessages
import Testing

/// Two conflicts at the same written constraint are one finding (issue 42: "a conflict error
/// printed twice at the same line").
@Suite("Interface Builder: one conflict per cause")
struct ConflictMergeTests {
    private func conflict(_ members: [String], line: Int) -> InterfaceBuilderFinding {
        let location = SourceLocation(file: "Main.storyboard", line: line, column: 9)
        let finding = Finding(kind: .conflictingConstraints, severity: .error,
                              message: "Conflicting constraints: \(members.count) required constraints cannot all hold",
                              explanation: "…", items: ["a"],
                              constraints: members.map { Finding.ConstraintReference(description: $0, identifier: nil, location: nil) },
                              location: location)
        return InterfaceBuilderFinding(finding: finding, sceneID: "s", sceneName: "S", sizeClass: .any,
                                       itemIDs: ["a"], constraintIDs: [])
    }

    @Test func conflictsAtTheSameConstraintMerge() {
        let merged = InterfaceBuilderLayout.oneConflictPerCause([
            conflict(["x", "margin top", "y"], line: 468), conflict(["x", "root height", "y"], line: 468),
            conflict(["p", "q", "r"], line: 500),
        ])
        #expect(merged.count == 2)
        #expect(merged[0].finding.constraints.map(\.description) == ["x", "margin top", "y", "root height"])
        #expect(merged[0].finding.explanation.hasSuffix(InterfaceBuilderLayout.mergedConflictNote))
        #expect(merged[1].finding.constraints.map(\.description) == ["p", "q", "r"])
    }
}
