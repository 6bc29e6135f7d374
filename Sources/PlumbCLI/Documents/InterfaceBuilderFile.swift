import PlumbDiagnostics
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbMessages

/// A storyboard or xib: every scene in every size class it uses (or those `--scene` and
/// `--size-class` pick), each built and laid out as the app would run it (placeholder
/// constraints removed) for `plumb solve`, `render` and `explain`; `plumb diagnose` diagnoses
/// the whole document (Docs/interface-builder.md).
struct InterfaceBuilderFile: InputDocument {
    static let valueOptions: Set<String> = ["--scene", "--size-class"]

    static let help = """
          --scene ID|NAME   storyboards and xibs: only this scene (its sceneID, its title as
                            Xcode shows it, or its root view's id); default every scene
          --size-class C    storyboards and xibs: only this combination (wC hR, wR hR, wAny hAny…);
                            default every combination the document uses
        """

    /// The largest document read (the largest storyboards of public apps are a few MiB).
    static let maximumSize = 64 << 20

    let path: String
    let document: InterfaceBuilderDocument
    let scene: String?
    let sizeClass: SizeClassCombination?
    /// `--devices`: the device and orientation to lay the scenes out on.
    var device: (device: Device, landscape: Bool)? = nil

    static func open(_ path: String, _ options: DocumentOptions) throws(UsageError) -> Result<InterfaceBuilderFile, DocumentFailure> {
        // A storyboard's size classes come from --size-class, its scale from its device; the
        // language's direction is the one trait a document leaves to its reader.
        var direction = LayoutDirection.leftToRight
        if var traits = options.layout.traits {
            direction = traits.layoutDirection
            traits.layoutDirection = .leftToRight
            guard traits == TraitCollection() else {
                throw UsageError("--traits takes only direction=… for storyboards; pick a storyboard's combination with --size-class")
            }
        }
        if options.layout.keyboard != nil { throw UsageError("--keyboard is for layout files (their 'focus' view); storyboards have none") }
        if options.textCheck != nil {
            throw UsageError("--text-size and --pseudo-localize are for layout files: a storyboard's labels keep the sizes Xcode saved")
        }
        let sizeClass = try options.sizeClass.map { text throws(UsageError) in try parseSizeClass(text) }
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, limit: maximumSize, what: "storyboards and xibs")
        } catch {
            return .failure(DocumentFailure(Diagnostic(.error, error.message, at: SourceLocation(file: path))))
        }
        do {
            let document = try InterfaceBuilderDocument.parse(bytes, path: path, size: options.layout.size, layoutDirection: direction,
                                                              solverCellLimit: PlumbCLI.solverCellLimit)
            return .success(InterfaceBuilderFile(path: path, document: document, scene: options.scene, sizeClass: sizeClass,
                                                 device: options.device))
        } catch {
            return .failure(DocumentFailure(error.diagnostic))
        }
    }

    /// The selected scenes in the selected combinations, each laid out (design first).
    func layouts() throws(DocumentFailure) -> [InterfaceBuilderLayout] {
        guard !document.scenes.isEmpty else { throw DocumentFailure(Self.noScenes(path)) }
        var scenes = document.scenes
        if let wanted = scene {
            scenes = scenes.filter { $0.id == wanted || $0.name == wanted || $0.rootID == wanted }
            guard !scenes.isEmpty else {
                let names = document.scenes.map { "\($0.id) \"\($0.name)\"" }.joined(separator: ", ")
                throw DocumentFailure(Diagnostic(.error, "no scene '\(wanted)' (scenes: \(names.isEmpty ? "none" : names))",
                                                 at: SourceLocation(file: path)))
            }
        }
        var layouts: [InterfaceBuilderLayout] = []
        for scene in scenes {
            for combination in scene.sizeClasses where sizeClass == nil || combination == sizeClass {
                let layout = scene.layout(for: combination)
                layout.layOut()
                if layout.root.layoutPassedCellLimit, let limit = layout.root.solverCellLimit {
                    throw DocumentFailure(Diagnostic(.error, LayoutFileDocument.tooLarge(limit) + " (scene \"\(scene.name)\")",
                                                     at: scene.location))
                }
                layouts.append(layout)
            }
        }
        if layouts.isEmpty, let sizeClass {
            let used = document.sizeClasses.map(\.label).joined(separator: ", ")
            throw DocumentFailure(Diagnostic(.error, "the document does not use \(sizeClass.label) (it uses \(used))",
                                             at: SourceLocation(file: path)))
        }
        return layouts
    }

    /// Every scene in every size class it uses, with the notes about the import and how
    /// Plumb's findings compare with the marks Xcode saved.
    func diagnose(until deadline: ContinuousClock.Instant?) -> FileDiagnosis {
        var result = FileDiagnosis(path: path)
        var options = InterfaceBuilderDiagnosisOptions()
        options.deadline = deadline
        options.device = device
        let diagnosis = document.diagnose(options: options)
        result.interfaceBuilder = diagnosis
        result.findings = diagnosis.plainFindings
        result.notes = diagnosis.notes.map(\.diagnostic)
        // Nothing checked is not "no findings": say so.
        if document.scenes.isEmpty { result.notes.append(Self.noScenes(path, severity: .note)) }
        // The text measure beside the sizes Xcode saved: a wrong model shows (Docs/text.md).
        if let note = document.textMeasureNote { result.notes.append(note.diagnostic) }
        let marks = diagnosis.markSummary
        // Only a file with marks of its own has something to compare (a hand-written file has none).
        if diagnosis.marks.contains(where: \.xcode) {
            result.notes.append(Diagnostic(.note, "Xcode's saved marks (ambiguous, misplaced): \(marks.agree) agree with Plumb, "
                + "\(marks.disagree) disagree", at: SourceLocation(file: path)))
        }
        return result
    }

    func solved(json: Bool) throws(DocumentFailure) -> (output: String, brokenConstraints: Int, overflows: [String]) {
        let layouts = try layouts()
        let broken = layouts.reduce(0) { $0 + $1.root.layoutIssues.filter { $0.brokenConstraint != nil }.count }
        return (json ? Self.json(layouts, path: path) : Self.text(layouts, path: path), broken,
                layouts.flatMap { overflowingViews($0.root) })
    }

    /// A document with no scene: no view controller, top-level view or cell with views.
    static func noScenes(_ path: String, severity: Diagnostic.Severity = .error) -> Diagnostic {
        Diagnostic(severity, "the document has no scene to lay out (no view controller, top-level view or cell with views)",
                   at: SourceLocation(file: path))
    }

    /// Every layout side by side, each with its own findings.
    func pictures(_ options: PictureOptions) throws(DocumentFailure) -> [Picture] {
        try layouts().map { layout in
            SVGRenderer(model: InterfaceBuilderDrawing(layout, path: path), findings: layout.diagnose().findings.map(\.finding),
                        options: options).draw()
        }
    }

    /// The view (by id, userLabel or name as findings show it) in the selected scenes, in
    /// the design combination unless `--size-class` says otherwise.
    func subject(named name: String, scene: String?) throws(DocumentFailure) -> ExplanationSubject {
        var selection = self
        if let scene { selection = InterfaceBuilderFile(path: path, document: document, scene: scene, sizeClass: sizeClass) }
        let all = try selection.layouts()
        // One combination per scene: the one asked for, else the design one.
        let layouts = sizeClass != nil ? all : all.filter(\.isDesignConfiguration)
        let matches = layouts.compactMap { layout -> (InterfaceBuilderLayout, View)? in
            guard let record = layout.items.first(where: { !$0.isGuide && ($0.id == name || $0.userLabel == name || $0.name == name) }),
                  let view = layout.view(id: record.id) ?? LayoutAnalysis(layout.root)?.views.first(where: { $0.debugName == record.name })
            else { return nil }
            return (layout, view)
        }
        guard let (layout, view) = matches.first else {
            let place = scene.map { " in scene '\($0)'" } ?? ""
            throw DocumentFailure(Diagnostic(.error, "\(path) has no view '\(name)' (an id, a userLabel or a name as findings show it)\(place)"))
        }
        if matches.count > 1 {
            let scenes = matches.map { "\"\($0.0.scene.name)\" (\($0.0.scene.id))" }.joined(separator: ", ")
            throw DocumentFailure(Diagnostic(.error, "'\(name)' is in several scenes: \(scenes); "
                                                     + "name one: plumb explain \(path) SCENE \(name).ATTRIBUTE"))
        }
        return ExplanationSubject(heading: "\(path): \(Self.heading(layout))", root: layout.root, item: view,
                                  findings: layout.diagnose().findings.map(\.finding))
    }

    /// `wC hR`, `wChR`, `wC,hR`, `wAny hAny`, `any` (case-insensitive).
    static func parseSizeClass(_ text: String) throws(UsageError) -> SizeClassCombination {
        let key = text.lowercased().filter { !" ,-_".contains($0) }
        if key == "any" { return .any }
        for width in [SizeClass.compact, .regular, .unspecified] {
            for height in [SizeClass.compact, .regular, .unspecified] {
                let combination = SizeClassCombination(width: width, height: height)
                if combination.label.lowercased().filter({ $0 != " " }) == key { return combination }
            }
        }
        throw UsageError("unknown --size-class '\(text)' (expected wC hR, wC hC, wR hC, wR hR or wAny hAny)")
    }

}
