import PlumbConsoleLog
import PlumbDiagnostics
import PlumbFormats
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbMessages

/// A layout file (Docs/format.md), read, built and laid out at the size, traits and keyboard
/// the options give (else the file's own).
struct LayoutFileDocument: InputDocument {
    let model: LayoutModel
    /// The text check the options asked for (`plumb diagnose --text-size`, `--pseudo-localize`).
    var textCheck: TextCheck?
    var path: String { model.path }

    static func open(_ path: String, _ options: DocumentOptions) throws(UsageError) -> Result<LayoutFileDocument, DocumentFailure> {
        if options.scene != nil { throw UsageError("--scene is for storyboards and xibs; a layout file has one hierarchy") }
        if options.sizeClass != nil { throw UsageError("--size-class is for storyboards and xibs; give a layout file's size classes with --traits") }
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, limit: LayoutFile.maximumSize, what: "layout files")
        } catch {
            return .failure(DocumentFailure(Diagnostic(.error, error.message, at: SourceLocation(file: path, line: 1, column: 1))))
        }
        let source = LayoutSource(path: path, bytes: bytes)
        do {
            let model = try LayoutFile.load(source: source)
            var traits = options.layout.traits
            var size = options.layout.size
            if let (device, landscape) = options.device {
                // A device of `--devices`: its size and size classes, over the file's own.
                size = device.size(landscape: landscape)
                let classes = device.sizeClass(landscape: landscape)
                traits = traits ?? model.traits
                traits?.horizontalSizeClass = classes.width
                traits?.verticalSizeClass = classes.height
            }
            if let check = options.textCheck {
                if check.pseudoLocalizes { pseudoLocalize(model) }
                if let category = check.category {
                    traits = traits ?? model.traits
                    traits?.preferredContentSizeCategory = category
                }
            }
            model.root.solverCellLimit = PlumbCLI.solverCellLimit
            model.root.arrangesStacksDirectly = options.arrangesStacksDirectly
            model.layout(size: size, traits: traits, keyboardHeight: options.layout.keyboard,
                         deadline: options.deadline)
            if model.root.layoutPassedCellLimit, let limit = model.root.solverCellLimit {
                return .failure(DocumentFailure(Diagnostic(.error, Self.tooLarge(limit), at: SourceLocation(file: path, line: 1, column: 1))))
            }
            return .success(LayoutFileDocument(model: model, textCheck: options.textCheck))
        } catch {
            if let log = ConsoleLogFile.pointer(to: source) { return .failure(DocumentFailure(log)) }
            return .failure(DocumentFailure(error.errors.map(\.diagnostic)))
        }
    }

    /// Why a layout that passed ``View/solverCellLimit`` has no frames.
    static func tooLarge(_ limit: SolverCellLimit) -> String {
        "the layout is too large to solve: its solver passed its limit (\(limit)) and was stopped before it took all "
            + "the memory there is, as \(LayoutIssue.tooLargeCauses) make it do; nothing was laid out"
    }

    func diagnose(until deadline: ContinuousClock.Instant?) -> FileDiagnosis {
        if model.isInterrupted {
            return FileDiagnosis(path: path, findings: [Diagnostics.layoutIncomplete(at: SourceLocation(file: path, line: 1, column: 1))])
        }
        var result = FileDiagnosis(path: path, findings: Self.findings(of: model, until: deadline, checksTextFit: textCheck != nil))
        if let category = textCheck?.category {
            let adjusting = model.views.filter { ($0 as? Label)?.adjustsFontForContentSizeCategory ?? ($0 as? Button)?.adjustsFontForContentSizeCategory ?? false }
            if adjusting.isEmpty {
                result.notes.append(Diagnostic(.note, "--text-size \(category): no label or button adjusts its font to the content size "
                    + "category (adjustsFontForContentSizeCategory = true with a text style font), so none grew",
                    at: SourceLocation(file: path, line: 1, column: 1)))
            }
        }
        return result
    }

    /// Every label's and button's text pseudo-localized (``PseudoLocalization``).
    static func pseudoLocalize(_ model: LayoutModel) {
        for view in model.views {
            if let label = view as? Label, let text = label.text { label.text = PseudoLocalization.transform(text) }
            if let button = view as? Button, let title = button.title { button.title = PseudoLocalization.transform(title) }
        }
    }

    func solved(json: Bool) -> (output: String, brokenConstraints: Int, overflows: [String]) {
        (json ? SolveCommand.json(model) : SolveCommand.text(model),
         model.root.layoutIssues.filter { $0.brokenConstraint != nil }.count, overflowingViews(model.root))
    }

    func pictures(_ options: PictureOptions) -> [Picture] {
        [SVGRenderer(model: model, findings: Self.findings(of: model), options: options).draw()]
    }

    func subject(named name: String, scene: String?) throws(DocumentFailure) -> ExplanationSubject {
        guard let item = model.item(named: name) else {
            throw DocumentFailure(Diagnostic(.error, "\(path) has no view or layout guide named '\(name)'"))
        }
        return ExplanationSubject(heading: nil, root: model.root, item: item, findings: Self.findings(of: model))
    }

    /// The findings of the laid-out model, located in its file: a finding without a place of
    /// its own is put at the declaration of its first item. The diagnosis stops at `deadline`.
    static func findings(of model: LayoutModel, until deadline: ContinuousClock.Instant? = nil,
                         checksTextFit: Bool = false) -> [Finding] {
        var options = Diagnostics.Options()
        options.expectedFrames = model.expectedFrames
        options.deadline = deadline
        options.checksTextFit = checksTextFit
        return Diagnostics.diagnose(model.root, options: options).map { finding in
            var located = finding
            if located.location == nil {
                for name in finding.items {
                    if let item = model.item(named: name), let declaration = model.declaration(of: item) {
                        located.location = declaration.location.location(in: model.path)
                        break
                    }
                }
            }
            return located
        }
    }
}
