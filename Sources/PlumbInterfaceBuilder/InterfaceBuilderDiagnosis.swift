import PlumbDiagnostics
import PlumbLayout

/// Everything `plumb diagnose` reports for one document: the findings of every scene in every
/// size-class combination, Xcode's marks against Plumb's findings, and the import notes.
public struct InterfaceBuilderDiagnosis: Sendable {
    /// The path as given.
    public var path: String
    /// Scene by scene, combination by combination (design first); in each, most severe first.
    public var findings: [InterfaceBuilderFinding]
    /// Xcode's saved marks against Plumb's findings, in the design combination.
    public var marks: [MarkComparison]
    /// Ambiguities hidden by `verifyAmbiguity`.
    public var suppressed: [InterfaceBuilderFinding]
    /// What the import skipped or approximated (each once, in file order).
    public var notes: [InterfaceBuilderNote]

    /// The findings for the renderers (text, JSON, SARIF).
    public var plainFindings: [Finding] { findings.map(\.finding) }

    /// How many marks agree and disagree.
    public var markSummary: (agree: Int, disagree: Int) {
        (marks.filter(\.agrees).count, marks.filter { !$0.agrees }.count)
    }
}

extension InterfaceBuilderDocument {
    /// Builds, lays out and diagnoses every scene in every combination the document uses (or
    /// those of `options.sizeClasses`); with `options.device`, every scene once, on that device.
    public func diagnose(options: InterfaceBuilderDiagnosisOptions = InterfaceBuilderDiagnosisOptions()) -> InterfaceBuilderDiagnosis {
        var result = InterfaceBuilderDiagnosis(path: path, findings: [], marks: [], suppressed: [], notes: notes)
        // A size class of nil: the scene on `options.device`.
        let work: [(scene: InterfaceBuilderScene, sizeClass: SizeClassCombination?)] = options.device != nil
            ? scenes.map { ($0, nil) }
            : scenes.flatMap { scene in
                scene.sizeClasses.filter { options.sizeClasses?.contains($0) ?? true }.map { (scene, $0) }
            }
        var sceneOptions = options
        // Frames and marks were saved left to right on the design device: another device, or
        // right to left, says nothing about them.
        let savedFramesApply = options.device == nil && layoutDirection == .leftToRight
        if !savedFramesApply { sceneOptions.reportsMarkDisagreements = false }
        for (done, (scene, sizeClass)) in work.enumerated() {
            if let deadline = options.deadline, ContinuousClock.now > deadline {
                result.findings.append(incomplete(done: done, of: work.count, at: scene))
                break
            }
            let layout = options.device.map { scene.canvasLayout(on: $0.device, landscape: $0.landscape) }
                ?? scene.canvasLayout(for: sizeClass)
            layout.layOut(deadline: options.deadline)
            if layout.root.layoutWasInterrupted {
                result.findings.append(incomplete(done: done, of: work.count, at: scene,
                                                  tooLarge: layout.root.layoutPassedCellLimit))
                break
            }
            let diagnosis = layout.diagnose(sceneOptions)
            guard let sizeClass, savedFramesApply else {
                // On another device than the document's, or mirrored: its saved frames and
                // marks do not apply, so no misplacement.
                result.findings += diagnosis.findings.filter { $0.finding.kind != .misplacedView }
                result.suppressed += diagnosis.suppressed
                continue
            }
            result.findings += diagnosis.findings
            if sizeClass == scene.designSizeClass,
               let note = scene.placeholderNote(for: sizeClass, canvas: diagnosis.findings, options: options) {
                result.findings.append(note)
            }
            result.marks += diagnosis.marks
            result.suppressed += diagnosis.suppressed
            result.notes += diagnosis.notes
        }
        var seen: Set<InterfaceBuilderNote> = []
        result.notes = result.notes.filter { seen.insert($0).inserted }
            .sorted { ($0.location.line, $0.location.column ?? 0) < ($1.location.line, $1.location.column ?? 0) }
        return result
    }

    /// The time limit ran out before every scene and combination was diagnosed.
    private func incomplete(done: Int, of count: Int, at scene: InterfaceBuilderScene,
                            tooLarge: Bool = false) -> InterfaceBuilderFinding {
        let finding = Finding(
            kind: .diagnosticsIncomplete, severity: .error,
            message: tooLarge
                ? "Diagnosis stopped after \(done) of \(count) scene layouts: the next one is too large to solve"
                : "Diagnosis stopped at its time limit after \(done) of \(count) scene layouts",
            explanation: (tooLarge
                ? "Its solver grew past its limit, as \(LayoutIssue.tooLargeCauses) make it do, and the layout "
                    + "was stopped before it took all the memory there is. "
                : "")
                + "Scene \"\(scene.name)\" and the ones after it were not diagnosed; the findings reported are real, but others may be missing.",
            items: [], location: scene.location,
            suggestion: tooLarge ? "Split the scene's long stack, or give its labels fixed sizes." : "Give it more time, or diagnose fewer size classes.")
        return InterfaceBuilderFinding(finding: finding, sceneID: scene.id, sceneName: scene.name,
                                       sizeClass: scene.designSizeClass, itemIDs: [], constraintIDs: [])
    }
}
