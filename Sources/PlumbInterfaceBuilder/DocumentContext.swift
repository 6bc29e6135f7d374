import PlumbDiagnostics
import PlumbLayout
import PlumbMessages

/// What every scene of a document shares: the path, the element index by id, the design
/// device and the combinations to evaluate. Immutable, so scenes can be laid out on several
/// threads.
final class DocumentContext: Sendable {
    let path: String
    let root: DocumentElement
    /// Every element with an `id`, by id (the first one when an id repeats).
    let index: [String: DocumentElement]
    let device: Device?
    let isLandscape: Bool
    let designSizeClass: SizeClassCombination
    let sizeClasses: [SizeClassCombination]
    let sizeOverride: Size?
    /// `useAutolayout="YES"`: otherwise every view keeps its frame through its autoresizing mask.
    let usesAutoLayout: Bool
    /// `useSafeAreas="YES"` (Xcode 9 and later): margins are measured from the safe area;
    /// earlier documents use the top and bottom layout guides and margins from the edges.
    let usesSafeAreas: Bool
    /// Whether Interface Builder saved the document (it writes a `toolsVersion`): then every
    /// view without `misplaced="YES"` was in place on Xcode's canvas when it was saved.
    let savedByInterfaceBuilder: Bool
    /// Whether any element carries Xcode's `ambiguous="YES"` or `misplaced="YES"`.
    let hasXcodeMarks: Bool
    /// The language's direction every scene is laid out in (`plumb … --traits direction=…`).
    let layoutDirection: LayoutDirection
    /// How large each scene's solver may grow (``View/solverCellLimit`` of every layout built).
    let solverCellLimit: SolverCellLimit?

    init(path: String, root: DocumentElement, index: [String: DocumentElement], device: Device?, isLandscape: Bool,
         designSizeClass: SizeClassCombination, sizeClasses: [SizeClassCombination], sizeOverride: Size?,
         usesAutoLayout: Bool, usesSafeAreas: Bool, savedByInterfaceBuilder: Bool, hasXcodeMarks: Bool,
         layoutDirection: LayoutDirection = .leftToRight, solverCellLimit: SolverCellLimit? = nil) {
        self.layoutDirection = layoutDirection
        self.solverCellLimit = solverCellLimit
        self.path = path
        self.root = root
        self.index = index
        self.device = device
        self.isLandscape = isLandscape
        self.designSizeClass = designSizeClass
        self.sizeClasses = sizeClasses
        self.sizeOverride = sizeOverride
        self.usesAutoLayout = usesAutoLayout
        self.usesSafeAreas = usesSafeAreas
        self.savedByInterfaceBuilder = savedByInterfaceBuilder
        self.hasXcodeMarks = hasXcodeMarks
    }

    /// Whether the canvas draws the 20-point status bar of phones without a sensor housing
    /// (``CanvasMetrics/statusBarReturnToolsVersion``).
    var drawsLegacyStatusBar: Bool {
        isBefore(toolsVersion: CanvasMetrics.xcode11ToolsVersion) || !isBefore(toolsVersion: CanvasMetrics.statusBarReturnToolsVersion)
    }

    /// Whether Interface Builder saved the document before the build `version` (its
    /// `toolsVersion`; false when it has none).
    func isBefore(toolsVersion version: Int) -> Bool {
        guard let text = root["toolsVersion"], let build = Int(text.prefix { $0.isNumber }) else { return false }
        return build < version
    }

    /// The system font of the Xcode that saved the document: text laid out as iOS 14 lays it
    /// out from Xcode 12 (tools version 17000) on, as iOS 11–13 before.
    var textMeasurer: SystemFontMeasurer {
        SystemFontMeasurer(era: isBefore(toolsVersion: 17000) ? .iOS11 : .iOS14)
    }

    /// The location of an element in the file.
    func location(of element: DocumentElement) -> SourceLocation {
        SourceLocation(file: path, line: Int(element.line), column: Int(element.column))
    }

    /// A note at an element.
    func note(_ element: DocumentElement?, _ message: String) -> InterfaceBuilderNote {
        InterfaceBuilderNote(file: path, line: element.map { Int($0.line) } ?? 0,
                             column: element.map { Int($0.column) } ?? 0, message: message)
    }
}
