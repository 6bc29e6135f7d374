import Foundation
import PlumbDiagnostics
import PlumbLayout

/// An iOS storyboard or xib read into PlumbLayout terms: one ``InterfaceBuilderScene`` per view
/// controller view, top-level view and cell, each buildable for every size-class combination
/// the document uses.
///
///     let document = try InterfaceBuilderDocument.load(contentsOf: "Main.storyboard")
///     for scene in document.scenes {
///         for sizeClass in scene.sizeClasses {
///             let layout = scene.layout(for: sizeClass)
///             layout.layOut()
///             let diagnosis = layout.diagnose()
///             …
///         }
///     }
///
/// or all at once with ``diagnose(options:)``. Loading only parses and indexes the file; views
/// are built when a layout is asked for, so large documents load quickly. The document is
/// immutable and `Sendable`; build layouts (which hold views) on one thread each.
///
/// Docs/interface-builder.md lists every rule: how constraints, guides, stack and scroll views,
/// size classes, intrinsic sizes and Xcode's saved marks are read.
public final class InterfaceBuilderDocument: Sendable {
    /// Storyboard or xib.
    public enum Kind: String, Sendable, Hashable {
        /// A `.storyboard`: scenes of view controllers.
        case storyboard
        /// A `.xib`: views without scenes.
        case xib
    }

    /// The path as given.
    public let path: String
    /// What kind it is.
    public let kind: Kind
    /// Xcode's `toolsVersion` (build number of the Interface Builder that saved the file).
    public let toolsVersion: String?
    /// The `<device id>` the file was designed on, if any.
    public let deviceID: String?
    /// That device from Plumb's table (nil when absent or unknown).
    public let device: Device?
    /// `orientation="landscape"` on the design device.
    public let isLandscape: Bool
    /// The combination the design frames were drawn for: the device's (`wC hR` for an iPhone in
    /// portrait), or Any/Any for documents without a device (Xcode 6 and 7).
    public let designSizeClass: SizeClassCombination
    /// Every combination evaluated: the design one, then each concrete combination some
    /// `<variation>` of the document applies to.
    public let sizeClasses: [SizeClassCombination]
    /// The `size` given to ``load(contentsOf:size:)``, replacing the device's size.
    public let sizeOverride: Size?
    /// The language's direction the scenes are laid out in (``parse(_:path:size:layoutDirection:)``).
    public let layoutDirection: LayoutDirection
    /// The hierarchies to lay out, in document order.
    public let scenes: [InterfaceBuilderScene]
    /// What was skipped or approximated while reading the document (scenes give more notes
    /// when their layouts are built).
    public let notes: [InterfaceBuilderNote]

    let context: DocumentContext

    /// Reads a `.storyboard` or `.xib`.
    ///
    /// - Parameter size: the root size for view controllers and top-level views instead of the
    ///   device's (`plumb … --size 320x568`).
    /// - Throws: ``InterfaceBuilderError`` with the place in the file: unreadable file,
    ///   malformed XML, a DTD, a macOS or watchOS document, not an Interface Builder document.
    public static func load(contentsOf path: String, size: Size? = nil) throws(InterfaceBuilderError) -> InterfaceBuilderDocument {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InterfaceBuilderError(file: path, line: 0, column: 0, message: "cannot read the file")
        }
        return try parse(data, path: path, size: size)
    }

    /// Reads a document from its bytes; `path` is used in messages and locations.
    /// `layoutDirection` is the language's direction to lay every scene out in (a document
    /// stores none: Xcode previews a direction without saving it).
    public static func parse(_ bytes: [UInt8], path: String, size: Size? = nil,
                             layoutDirection: LayoutDirection = .leftToRight,
                             solverCellLimit: SolverCellLimit? = nil) throws(InterfaceBuilderError) -> InterfaceBuilderDocument {
        try parse(Data(bytes), path: path, size: size, layoutDirection: layoutDirection, solverCellLimit: solverCellLimit)
    }

    static func parse(_ data: Data, path: String, size: Size?, layoutDirection: LayoutDirection = .leftToRight,
                      solverCellLimit: SolverCellLimit? = nil) throws(InterfaceBuilderError) -> InterfaceBuilderDocument {
        let root = try ElementTreeBuilder.parse(data, path: path)
        return try InterfaceBuilderDocument(root: root, path: path, size: size, layoutDirection: layoutDirection,
                                            solverCellLimit: solverCellLimit)
    }

    private init(root: DocumentElement, path: String, size: Size?, layoutDirection: LayoutDirection,
                 solverCellLimit: SolverCellLimit?) throws(InterfaceBuilderError) {
        func error(_ message: String) -> InterfaceBuilderError {
            InterfaceBuilderError(file: path, line: Int(root.line), column: Int(root.column), message: message)
        }
        if root.name == "archive" {
            throw error("an Xcode 3 archive (.xib of format 8): open it in a recent Xcode and save it to convert it")
        }
        guard root.name == "document" else {
            throw error("not an Interface Builder document: the root element is <\(root.name)>, expected <document>")
        }
        let type = root["type"] ?? ""
        let runtime = root["targetRuntime"] ?? ""
        if runtime.hasPrefix("MacOSX") || (type.contains(".Cocoa.") && !type.contains("CocoaTouch")) {
            throw error("a macOS (Cocoa) document: Plumb reads iOS storyboards and xibs (UIKit), not AppKit layouts")
        }
        if runtime.lowercased().contains("watch") || type.contains("WatchKit") {
            throw error("a watchOS document: WatchKit interfaces have no Auto Layout")
        }
        if let size, !(size.width > 0 && size.height > 0 && size.width.isFinite && size.height.isFinite) {
            throw InterfaceBuilderError(file: path, line: 0, column: 0, message: "the size must be positive, got \(size)")
        }
        var notes: [InterfaceBuilderNote] = []
        func note(_ element: DocumentElement?, _ message: String) {
            notes.append(InterfaceBuilderNote(file: path, line: element.map { Int($0.line) } ?? 0,
                                              column: element.map { Int($0.column) } ?? 0, message: message))
        }
        if !type.isEmpty, !type.contains("CocoaTouch"), !type.contains("AppleTV") {
            note(root, "unexpected document type \(type); reading it as an iOS document")
        }
        if runtime.contains("AppleTV") { note(root, "a tvOS document: laid out with UIKit's rules, like iOS") }

        // Every element with an id, across the document.
        var index: [String: DocumentElement] = [:]
        var hasMarks = false
        root.forEachInSubtree { element in
            if !hasMarks, element.flag("ambiguous") || element.flag("misplaced") { hasMarks = true }
            guard let id = element.id else { return }
            if let first = index[id] {
                note(element, "duplicate id \(id) (first used at line \(first.line)); references go to the first")
            } else {
                index[id] = element
            }
        }

        // The design device.
        let deviceElement = root.child("device")
        let deviceID = deviceElement?.id
        let device = deviceID.flatMap(Device.named).map { CanvasMetrics.device($0, toolsVersion: root["toolsVersion"]) }
        if let deviceID, device == nil {
            note(deviceElement, "unknown device \(deviceID): using the views' own frames for the size, and no safe area")
        }
        let landscape = deviceElement?["orientation"] == "landscape"
        let usesTraits = root["useTraitCollections"] == "YES" || deviceElement != nil
        let design = device?.sizeClass(landscape: landscape) ?? (usesTraits && deviceID != nil
            ? SizeClassCombination(width: .compact, height: .regular) : .any)

        // The combinations the variations apply to.
        var used: Set<SizeClassCombination> = []
        root.forEachInSubtree { element in
            guard element.name == "variation", let text = element.key else { return }
            guard let key = VariationKey(text) else {
                note(element, "variation \(text) is not a size-class variation; ignored")
                return
            }
            used.formUnion(key.concreteCombinations)
        }
        used.remove(design)
        let sizeClasses = [design] + used.sorted()

        let usesAutoLayout = root["useAutolayout"] == "YES"
        if !usesAutoLayout {
            note(root, "Auto Layout is off in this document (no useAutolayout=\"YES\"): every view keeps its frame through its autoresizing mask")
        }

        let context = DocumentContext(path: path, root: root, index: index, device: device, isLandscape: landscape,
                                      designSizeClass: design, sizeClasses: sizeClasses, sizeOverride: size,
                                      usesAutoLayout: usesAutoLayout, usesSafeAreas: root["useSafeAreas"] == "YES",
                                      savedByInterfaceBuilder: root["toolsVersion"] != nil, hasXcodeMarks: hasMarks,
                                      layoutDirection: layoutDirection, solverCellLimit: solverCellLimit)
        let isStoryboard = type.contains("Storyboard") || root.child("scenes") != nil
        let found = SceneDiscovery(context: context, isStoryboard: isStoryboard).run()
        self.path = path
        self.kind = isStoryboard ? .storyboard : .xib
        self.toolsVersion = root["toolsVersion"]
        self.deviceID = deviceID
        self.device = device
        self.isLandscape = landscape
        self.designSizeClass = design
        self.sizeClasses = sizeClasses
        self.sizeOverride = size
        self.layoutDirection = layoutDirection
        self.scenes = found.scenes
        self.notes = notes + found.notes
        self.context = context
    }

    /// How far Plumb's text measure is from the widths Xcode saved for this document's
    /// single-line labels (in the font of the Xcode that saved it, at the design device's
    /// pixels), as a note; nil when no label was saved at its own width.
    public var textMeasureNote: InterfaceBuilderNote? {
        TextModelCheck.note(path: path, TextModelCheck.samples(context.root, measurer: context.textMeasurer,
                                                                scale: device?.scale))
    }
}
