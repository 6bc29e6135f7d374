import PlumbDiagnostics
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbMessages

/// One input of a command, whatever its format: a layout file, a storyboard or xib, or a
/// console log. Each command is written once against this protocol; what a format cannot do
/// (a console log has no frames to solve) is an error it explains, not a branch in the
/// command.
///
/// Open one with ``InputDocuments/open(_:_:)``, the only place that tells formats apart.
protocol InputDocument {
    /// The path as given on the command line.
    var path: String { get }

    /// `plumb diagnose`: its findings (or why it could not be laid out), stopped at `deadline`
    /// (an error finding then says the diagnosis is incomplete).
    func diagnose(until deadline: ContinuousClock.Instant?) -> FileDiagnosis

    /// `plumb solve`: every view's frame, as text or JSON, how many conflicting constraints the
    /// layout broke, and the views whose values overflowed (not finite numbers).
    func solved(json: Bool) throws(DocumentFailure) -> (output: String, brokenConstraints: Int, overflows: [String])

    /// `plumb render` and `plumb report`: a picture per layout (a storyboard's scenes, in every
    /// size class they use), each with the findings drawn on it.
    func pictures(_ options: PictureOptions) throws(DocumentFailure) -> [Picture]

    /// `plumb explain`: the laid-out hierarchy that holds the view or guide `name` (in
    /// `scene`, for a document that has scenes), with its findings.
    func subject(named name: String, scene: String?) throws(DocumentFailure) -> ExplanationSubject
}

/// What `plumb explain` explains: an item of a laid-out hierarchy.
struct ExplanationSubject {
    /// A line naming the layout (a storyboard's scene and size class), or nil.
    var heading: String?
    var root: View
    var item: LayoutItem
    /// The hierarchy's findings (an ambiguity of the item is repeated under it).
    var findings: [Finding]
}

/// Why a document cannot do what a command asks: messages at their places in the file.
struct DocumentFailure: Error {
    var diagnostics: [Diagnostic]

    init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    init(_ diagnostic: Diagnostic) { self.diagnostics = [diagnostic] }
}

/// What the options of a command select in a document, and override in it: the layout
/// options every format takes (`--size`), those of layout files (`--traits`, `--keyboard`)
/// and those of documents with scenes (`--scene`, `--size-class`).
struct DocumentOptions: Sendable {
    var layout = LayoutOptions()
    var scene: String?
    var sizeClass: String?
    /// When laying the document out must stop (`plumb diagnose --timeout`); nil: never.
    var deadline: ContinuousClock.Instant?
    /// `plumb diagnose --text-size`, `--pseudo-localize`: the text check, if asked for.
    var textCheck: TextCheck?
    /// `plumb diagnose --devices`: the device and orientation of this run (``DeviceMatrix``).
    var device: (device: Device, landscape: Bool)?
    /// Whether stacks of a layout file may arrange their views directly (``View/arrangesStacksDirectly``):
    /// `plumb solve` only, which reports frames; the commands that analyse constraints keep
    /// every one in the solver.
    var arrangesStacksDirectly = false

    init() {}

    init(_ args: ParsedArguments) throws(UsageError) {
        layout = try LayoutOptions(args)
        scene = args.value("--scene")
        sizeClass = args.value("--size-class")
    }
}

/// Texts grown as a team checks them before shipping (`plumb diagnose --text-size CATEGORY`,
/// `--pseudo-localize`): the layout is laid out with them, and labels and buttons smaller than
/// their text, and overlapping texts, are reported.
struct TextCheck: Sendable {
    /// The Dynamic Type category labels that adjust to it take (nil: the layout's own).
    var category: ContentSizeCategory?
    /// Whether every label's and button's text is pseudo-localized (``PseudoLocalization``).
    var pseudoLocalizes = false
}

/// The views whose solved values are not finite numbers, by name and axis.
func overflowingViews(_ root: View) -> [String] {
    root.layoutIssues.compactMap { issue in
        if case .solutionOutOfRange = issue { return "the layout (stopped short of its optimum)" }
        guard case .nonFiniteValue(let view, let axis) = issue else { return nil }
        return "\(view.debugName) (\(axis == .horizontal ? "x or width" : "y or height"))"
    }
}

/// Opens the documents commands are given.
enum InputDocuments {
    /// The formats, told apart by the file's name first, then by what it holds: a console
    /// log given under any other name is still recognised by its conflict blocks.
    enum Format {
        case layoutFile, interfaceBuilder, consoleLog

        static func of(_ path: String) -> Format {
            if path.hasSuffix(".storyboard") || path.hasSuffix(".xib") { return .interfaceBuilder }
            if path.hasSuffix(".log") || path == "-" { return .consoleLog }
            return .layoutFile
        }
    }

    /// Reads, checks and (for a layout file) lays out the document at `path`. Options that do
    /// not apply to its format are usage errors; a file that cannot be read or parsed is a
    /// failure with its messages.
    static func open(_ path: String, _ options: DocumentOptions) throws(UsageError) -> Result<any InputDocument, DocumentFailure> {
        switch Format.of(path) {
        case .interfaceBuilder:
            return try InterfaceBuilderFile.open(path, options).map { $0 }
        case .consoleLog:
            return ConsoleLogFile.open(path).map { $0 }
        case .layoutFile:
            return try LayoutFileDocument.open(path, options).map { $0 }
        }
    }
}
