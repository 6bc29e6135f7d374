import PlumbDiagnostics
import PlumbLayout

extension InterfaceBuilderLayout {
    /// Diagnoses the laid-out hierarchy (call ``layOut()`` first) the way Interface Builder
    /// checks it:
    ///
    /// * the findings of ``Diagnostics/diagnose(_:options:)``, with the design frames as
    ///   expected frames (misplaced views), in the document's names and at the document's lines;
    /// * `verifyAmbiguity="off"` hides a view's ambiguity; `"ignoreSizes"` hides it when fixing
    ///   the view's size at its design size would determine it (position verified only);
    /// * a view that is ambiguous is not also reported misplaced (Interface Builder cannot
    ///   know where it goes);
    /// * in the design combination, Xcode's saved marks are compared with what Plumb finds.
    ///
    /// Interface Builder checks its canvas, where "remove at build time" constraints still
    /// hold: a canvas layout (``InterfaceBuilderScene/canvasLayout(for:)``) is analysed as it
    /// is; a run-time layout with placeholders is not touched, its canvas twin is built, laid
    /// out and analysed instead. Nothing is added to or removed from the layout analysed.
    public func diagnose(_ options: InterfaceBuilderDiagnosisOptions = InterfaceBuilderDiagnosisOptions()) -> SceneDiagnosis {
        guard isCanvas || placeholderConstraints.isEmpty else {
            let canvas = scene.canvasLayout(for: sizeClass)
            canvas.layOut()
            return canvas.diagnose(options)
        }
        var base = Diagnostics.Options()
        base.expectedFrames = expectedFrames
        base.misplacementTolerance = options.misplacementTolerance
        base.reportsUnsatisfiedConstraints = options.reportsUnsatisfiedConstraints
        base.deadline = options.deadline
        base.omitsMisplacementOfAmbiguousViews = true
        var raw = Diagnostics.diagnose(root, options: base).map(unlessWithinTextMeasure)
        let analysis = LayoutAnalysis(root)
        // Scroll content nothing reaches comes first, as Diagnostics puts its scroll findings.
        raw.insert(contentsOf: undefinedScrollContent(analysis), at: 0)
        // Then those that only coinciding saved frames determine.
        let ties = hiddenContentTies(notIn: raw).map(unlessXcodeMarkedIt)
        raw.insert(contentsOf: ties, at: raw.firstIndex { $0.kind != .ambiguousScrollableContentSize } ?? raw.endIndex)
        // The scroll views those two add are ambiguous too.
        raw = Diagnostics.omittingMisplacementOfAmbiguousViews(raw)

        // Which views Plumb finds ambiguous, before verifyAmbiguity.
        var ambiguous: Set<String> = []
        for f in raw where (f.kind == .ambiguousLayout || f.kind == .contentPriorityAmbiguity
            || f.kind == .ambiguousScrollableContentSize) && f.severity != .note {
            ambiguous.formUnion(f.items)
        }

        // verifyAmbiguity.
        var suppressedRaw: [Finding] = []
        var kept: [Finding] = []
        var positionOnly: [String] = []
        for f in raw {
            guard f.kind == .ambiguousLayout || f.kind == .ambiguousScrollableContentSize
                    || f.kind == .contentPriorityAmbiguity else {
                kept.append(f)
                continue
            }
            let verifications = f.items.compactMap { record(named: $0)?.verifyAmbiguity }
            if !verifications.isEmpty, verifications.allSatisfy({ $0 == .off }) {
                suppressedRaw.append(f)
            } else if f.kind == .ambiguousLayout, verifications == [.ignoreSizes], let name = f.items.first {
                suppressedRaw.append(f)
                if !positionOnly.contains(name) { positionOnly.append(name) }
            } else if f.kind == .ambiguousScrollableContentSize, verifications == [.ignoreSizes] {
                // The content size is a size: "Verify Position Only" does not verify it.
                suppressedRaw.append(f)
            } else {
                kept.append(f)
            }
        }
        if !positionOnly.isEmpty {
            // What is left with the sizes held replaces what was hidden (which stays listed
            // among the suppressed findings, as it was before narrowing).
            kept += positionAmbiguities(of: positionOnly, options: base)
            kept = kept.enumerated().sorted { ($0.element.severity, $0.offset) < ($1.element.severity, $1.offset) }
                .map(\.element)
        }

        // Before locating: the message then gets its size class, and conflicts merge by it.
        Self.lowerHiddenArrangementConflicts(&kept)
        var findings = Self.oneConflictPerCause(kept.map(locate))
        lowerUnmarkedMisplacement(&findings)
        let confirmed = conflictsTheSavedFramesConfirm()
        for i in findings.indices where findings[i].finding.kind == .conflictingConstraints && findings[i].finding.severity != .note {
            guard let evidence = confirmed.first(where: { findings[i].finding.explanation.contains($0.broken) }) else { continue }
            findings[i].savedFramesConfirm = true
            findings[i].savedFramesAgree = evidence.alike
            findings[i].finding.explanation += findings[i].savedFramesAgree
                ? " Xcode's saved frames break that constraint too: its canvas resolved the same conflict the same way."
                : " Xcode's saved frames break \(evidence.savedBreak) instead: its canvas could not hold these constraints either, and gave up another one."
        }
        // Most severe first again (stable): the misplacement notes go after the warnings.
        findings = findings.enumerated().sorted { ($0.element.finding.severity, $0.offset) < ($1.element.finding.severity, $1.offset) }
            .map(\.element)
        var marks: [MarkComparison] = []
        if isDesignConfiguration {
            let misplaced = Set(raw.filter { $0.kind == .misplacedView }.flatMap(\.items))
            let shown = Set(findings.filter { $0.finding.severity != .note }.flatMap(\.finding.items))
            marks = compareMarks(ambiguous: ambiguous, misplaced: misplaced, shown: shown)
            annotate(&findings, with: marks)
            if options.reportsMarkDisagreements {
                findings += marks.filter { $0.xcode && !$0.plumb }.map(disagreementNote)
            }
        }
        let suppressed = suppressedRaw.map(locate)
        findings += suppressedNotes(suppressed, shown: findings)
        return SceneDiagnosis(findings: findings, marks: marks, suppressed: suppressed, notes: notes)
    }

    /// One conflict finding per cause: two conflicts reported at the same written constraint
    /// with the same count of members differ only in constraints the engine made (a root
    /// frame's size, a margin guide's insets): one mistake in the file, one finding, which
    /// lists the members of both.
    static func oneConflictPerCause(_ findings: [InterfaceBuilderFinding]) -> [InterfaceBuilderFinding] {
        var out: [InterfaceBuilderFinding] = []
        var first: [String: Int] = [:]
        for f in findings {
            guard f.finding.kind == .conflictingConstraints, let location = f.finding.location else {
                out.append(f)
                continue
            }
            let key = "\(location.line):\(location.column ?? 0):\(f.finding.message)"
            guard let index = first[key] else {
                first[key] = out.count
                out.append(f)
                continue
            }
            if !out[index].finding.explanation.hasSuffix(Self.mergedConflictNote) {
                out[index].finding.explanation += Self.mergedConflictNote
            }
            for c in f.finding.constraints where !out[index].finding.constraints.contains(c) {
                out[index].finding.constraints.append(c)
            }
            for item in f.finding.items where !out[index].finding.items.contains(item) {
                out[index].finding.items.append(item)
            }
            for id in f.constraintIDs where !out[index].constraintIDs.contains(id) { out[index].constraintIDs.append(id) }
        }
        return out
    }

    /// Why a misplaced mark on a view Plumb finds ambiguous is neither confirmed nor stale.
    static let ambiguousMisplacementDetail = "Plumb finds the view ambiguous, so it has no single frame to compare (Xcode's canvas picks one of the frames the constraints allow, and marks the view misplaced when it is not the saved one)"

    static let mergedConflictNote = " Another set of constraints that cannot all hold goes through the same constraint of the file; its members are listed too."

    /// A suppressed ambiguity as Plumb still reports it: a note at the view, saying which
    /// `verifyAmbiguity` hides it. Not for the `ignoreSizes` views whose position is still
    /// ambiguous: their warning replaces the note.
    private func suppressedNotes(_ suppressed: [InterfaceBuilderFinding], shown: [InterfaceBuilderFinding]) -> [InterfaceBuilderFinding] {
        suppressed.compactMap { item in
            let f = item.finding
            if shown.contains(where: { $0.finding.kind == f.kind && $0.finding.items == f.items && $0.finding.severity != .note }) {
                return nil
            }
            let verification = f.items.compactMap { record(named: $0)?.verifyAmbiguity }.first ?? .off
            let setting = verification == .off ? "verifyAmbiguity=\"off\" (Ambiguity: Never Verify)"
                : "verifyAmbiguity=\"ignoreSizes\" (Ambiguity: Verify Position Only)"
            var note = item
            note.finding.severity = .note
            note.finding.explanation = "Not a warning: \(setting) on \(f.items.joined(separator: ", ")) tells Interface Builder not to check this. \(f.explanation)"
            note.isSuppressed = true
            return note
        }
    }

    /// Interface Builder writes `misplaced="YES"` on every view whose frame is out of date
    /// when it saves a document. A view it saved without the mark was in place on Xcode's
    /// canvas, so a different frame from Plumb is a difference between Plumb's model and
    /// Xcode's canvas (text measured otherwise, a bar, a margin), not a misplaced view: a note.
    /// A conflict with a stack view's 'UISV-hiding' constraint (a hidden arranged view collapsed
    /// to zero against a required size of its own) is one UIKit logs at run time and Xcode's
    /// canvas never shows: a note that says so, not an error.
    static func lowerHiddenArrangementConflicts(_ findings: inout [Finding]) {
        for i in findings.indices where findings[i].kind == .conflictingConstraints {
            guard findings[i].constraints.contains(where: { $0.identifier == "UISV-hiding" }) else { continue }
            findings[i].severity = .note
            findings[i].message = "At run time UIKit logs a conflict when this hidden view collapses"
            findings[i].explanation = "Xcode's canvas shows no conflict here: the view is hidden in a stack view, "
                + "whose 'UISV-hiding' constraint collapses it to zero against a required size of its own; "
                + "UIKit logs \"Unable to simultaneously satisfy constraints\" and breaks that size. "
                + findings[i].explanation
            findings[i].suggestion = "Lower the size's priority to 999 to keep the log quiet."
        }
    }

    private func lowerUnmarkedMisplacement(_ findings: inout [InterfaceBuilderFinding]) {
        guard scene.context.savedByInterfaceBuilder else { return }
        for i in findings.indices where findings[i].finding.kind == .misplacedView {
            guard let item = findings[i].finding.items.first, let record = record(named: item), !record.markedMisplaced else { continue }
            findings[i].finding.severity = .note
            findings[i].isCanvasDifference = true
        }
    }

    /// The ambiguity left for views whose size is held at its design size (`ignoreSizes`):
    /// their position only, asked of the analysis with the sizes held (the layout is not
    /// changed).
    private func positionAmbiguities(of names: [String], options: Diagnostics.Options) -> [Finding] {
        var plain = options
        plain.expectedFrames = [:]
        plain.reportsUnsatisfiedConstraints = false
        for name in names {
            guard viewsByName[name] != nil, let frame = record(named: name)?.designFrame else { continue }
            plain.heldSizes[name] = frame.size
        }
        guard !plain.heldSizes.isEmpty else { return [] }
        return Diagnostics.diagnose(root, options: plain).filter {
            $0.kind == .ambiguousLayout && $0.items.count == 1 && names.contains($0.items[0])
        }
    }

    // MARK: Locations and names

    /// The finding in the document's terms: located at the element, the size class in the
    /// message, the scene in the explanation.
    func locate(_ f: Finding) -> InterfaceBuilderFinding {
        var finding = f
        let itemRecords = f.items.compactMap { record(named: $0) }
        switch f.kind {
        case .ambiguousLayout, .misplacedView, .contentPriorityAmbiguity, .ambiguousScrollableContentSize:
            if let first = itemRecords.first { finding.location = first.location }
        default:
            // At the first constraint the document wrote, not one Plumb made for a guide.
            if let written = f.constraints.compactMap(\.location).first(where: { constraintsByLocation[$0] != nil }) {
                finding.location = written
            }
            if finding.location == nil, let first = itemRecords.first { finding.location = first.location }
        }
        if finding.location == nil { finding.location = scene.location }
        finding.message += sizeClassSuffix
        finding.explanation = "\(sceneDescription): " + finding.explanation
        let constraintIDs = f.constraints.compactMap { $0.location.flatMap { constraintsByLocation[$0]?.id } }
        var located = InterfaceBuilderFinding(finding: finding, sceneID: scene.id, sceneName: scene.name, sizeClass: sizeClass,
                                              itemIDs: itemRecords.map(\.id), constraintIDs: constraintIDs)
        located.inDesignCombination = isDesignConfiguration
        return located
    }

    /// ` (wC hR)` after a message, as Xcode's issue navigator writes it, in a document whose
    /// variations make the size class matter; nothing in one laid out in a single class.
    var sizeClassSuffix: String {
        scene.context.sizeClasses.count > 1 ? " (\(sizeClass.label))" : ""
    }

    /// `Scene "Forecast", wC hR, 375 × 667 (iPhone 8, portrait)`.
    var sceneDescription: String {
        var s = "\(scene.kind == .viewController ? "Scene" : "Hierarchy") \"\(scene.name)\", \(sizeClass.label), \(size)"
        if scene.kind == .viewController, let device { s += " (\(device.name), \(isLandscape ? "landscape" : "portrait"))" }
        return s
    }

    // MARK: Xcode's marks

    private func compareMarks(ambiguous: Set<String>, misplaced: Set<String>, shown: Set<String>) -> [MarkComparison] {
        let analysis = LayoutAnalysis(root)
        var out: [MarkComparison] = []
        for item in items where !item.isGuide {
            let plumbAmbiguous = ambiguous.contains(item.name)
            if item.markedAmbiguous || plumbAmbiguous {
                var detail = ""
                if plumbAmbiguous, !shown.contains(item.name), item.verifyAmbiguity != .positionAndSize {
                    detail = "not reported: verifyAmbiguity=\"\(item.verifyAmbiguity == .off ? "off" : "ignoreSizes")\""
                } else if item.markedAmbiguous, !plumbAmbiguous {
                    detail = whyNotAmbiguous(item, analysis)
                } else if plumbAmbiguous, !item.markedAmbiguous {
                    detail = "the file has no ambiguous mark for this view"
                }
                out.append(MarkComparison(mark: .ambiguous, itemID: item.id, itemName: item.name, location: item.location,
                                          sceneName: scene.name, sizeClass: sizeClass, xcode: item.markedAmbiguous,
                                          plumb: plumbAmbiguous, detail: detail))
            }
            let plumbMisplaced = misplaced.contains(item.name)
            if item.markedMisplaced || plumbMisplaced {
                var detail = ""
                if item.markedMisplaced, !plumbMisplaced {
                    detail = plumbAmbiguous
                        ? Self.ambiguousMisplacementDetail
                        : "the constraints give the frame saved in the file (within half a point); the mark is stale, or Xcode measured the content differently"
                } else if plumbMisplaced, !item.markedMisplaced {
                    detail = scene.context.savedByInterfaceBuilder
                        ? "Xcode saved the frame in place (no misplaced mark); Plumb's model lays the view out differently (text measured by saved frames, bars, margins: Docs/interface-builder.md)"
                        : "the file has no misplaced mark"
                }
                out.append(MarkComparison(mark: .misplaced, itemID: item.id, itemName: item.name, location: item.location,
                                          sceneName: scene.name, sizeClass: sizeClass, xcode: item.markedMisplaced,
                                          plumb: plumbMisplaced, detail: detail))
            }
        }
        return out
    }

    /// Why Xcode may mark a view ambiguous that Plumb finds determined.
    private func whyNotAmbiguous(_ item: ItemRecord, _ analysis: LayoutAnalysis?) -> String {
        if let scroll = viewsByName[item.name] as? ScrollView,
           items.contains(where: { $0.isGuide && $0.className == "Content Layout Guide" && $0.name.hasPrefix(item.name) }),
           !LayoutAxis.allCases.allSatisfy({ analysis?.isContentSizeDefinedByConstraints(scroll, along: $0) ?? false }) {
            return "this scroll view has content layout guides but nothing constrains its content area; Xcode 11 and later call that a scrollable content size ambiguity, while Plumb leaves contentSize to code there (Docs/scroll-views.md)"
        }
        if let view = viewsByName[item.name], view.intrinsicContentSize != Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) {
            return "Plumb finds one frame for every priority; Xcode measures this view's content (text, image), while Plumb takes its intrinsic size from the design frame, and a fraction of a point of difference can leave room that views with equal hugging or compression resistance share; or the mark is stale"
        }
        return "Plumb finds one frame for every priority; the mark may be stale (saved before the constraints changed), or Xcode counts something Plumb does not model"
    }

    private func annotate(_ findings: inout [InterfaceBuilderFinding], with marks: [MarkComparison]) {
        // Marks by kind and item: each finding looks up its few items (a scan of every mark for
        // every finding was quadratic on a file of thousands of findings).
        var byItem: [MarkComparison.Mark: [String: [Int]]] = [:]
        for (k, m) in marks.enumerated() { byItem[m.mark, default: [:]][m.itemName, default: []].append(k) }
        for i in findings.indices {
            let f = findings[i].finding
            let mark: MarkComparison.Mark
            switch f.kind {
            case .ambiguousLayout, .contentPriorityAmbiguity, .ambiguousScrollableContentSize: mark = .ambiguous
            case .misplacedView: mark = .misplaced
            default: continue
            }
            let related = Set(f.items.flatMap { byItem[mark]?[$0] ?? [] }).sorted().map { marks[$0] }
            guard !related.isEmpty else { continue }
            let agreeing = related.filter(\.xcode).map(\.itemName)
            let missing = related.filter { !$0.xcode }.map(\.itemName)
            var text = ""
            if !agreeing.isEmpty {
                text += " Xcode's saved mark agrees (\(mark.rawValue)=\"YES\" on \(agreeing.joined(separator: ", ")))."
            }
            if !missing.isEmpty, scene.context.hasXcodeMarks, f.severity != .note {
                text += " The file has no \(mark.rawValue) mark on \(missing.joined(separator: ", ")): Xcode saved it before the layout changed, or checks it differently."
            }
            findings[i].finding.explanation += text
        }
    }

    private func disagreementNote(_ mark: MarkComparison) -> InterfaceBuilderFinding {
        let kind: Finding.Kind = mark.mark == .ambiguous ? .ambiguousLayout : .misplacedView
        let what = mark.mark == .ambiguous ? "ambiguous" : "misplaced"
        let plumbSays = mark.mark == .ambiguous ? "finds its layout determined"
            : mark.detail.hasPrefix(Self.ambiguousMisplacementDetail) ? "finds it ambiguous (no single frame to compare)"
            : "finds it where the file says"
        let finding = Finding(
            kind: kind, severity: .note,
            message: "Xcode marks \(mark.itemName) \(what); Plumb \(plumbSays)\(sizeClassSuffix)",
            explanation: "\(sceneDescription): \(what)=\"YES\" was saved by Xcode; \(mark.detail).",
            items: [mark.itemName], location: mark.location)
        return InterfaceBuilderFinding(finding: finding, sceneID: scene.id, sceneName: scene.name, sizeClass: sizeClass,
                                       itemIDs: [mark.itemID], constraintIDs: [])
    }
}
