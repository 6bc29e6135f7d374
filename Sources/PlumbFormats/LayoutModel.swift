import PlumbLayout

/// A layout file made real: the views, guides and active constraints it declares, with the
/// settings to lay it out (``layout(size:traits:keyboardHeight:)``). Made by ``LayoutBuilder``;
/// load files with ``LayoutFile/load(path:)``.
///
/// Not thread-safe (views are classes); use one model per thread.
public final class LayoutModel {
    /// The default root size when neither the file nor the caller gives one (an iPhone 8
    /// screen in points).
    public static let defaultRootSize = Size(width: 375, height: 667)

    /// What the file says.
    public let document: LayoutDocument
    /// The root view.
    public let root: View
    /// Every view, in preorder (root first).
    public let views: [View]
    /// The user layout guides, in preorder of their views.
    public let guides: [LayoutGuide]
    /// The constraints the file declares (composites expanded), in file order, activated.
    public let constraints: [LayoutConstraint]
    /// `focus NAME`: the view brought into sight above the keyboard.
    public let focus: View?
    /// `expectedFrame = x, y, width, height` by view name: the frames the file expects
    /// (diagnostics report views that end up elsewhere as misplaced).
    public let expectedFrames: [String: Rect]
    /// The declaration index of each of ``views`` and of ``guides``, in the same order.
    private let viewDeclarations: [Int], guideDeclarations: [Int]

    init(document: LayoutDocument, root: View, views: [View], guides: [LayoutGuide], constraints: [LayoutConstraint],
         viewDeclarations: [Int], guideDeclarations: [Int], focus: View?, expectedFrames: [String: Rect]) {
        self.document = document
        self.root = root
        self.views = views
        self.guides = guides
        self.constraints = constraints
        self.viewDeclarations = viewDeclarations
        self.guideDeclarations = guideDeclarations
        self.focus = focus
        self.expectedFrames = expectedFrames
    }

    /// The path as given.
    public var path: String { document.source.path }

    /// The declaration of a view or user guide of this model.
    public func declaration(of item: LayoutItem) -> ViewDeclaration? {
        declarationIndex[ObjectIdentifier(item)].map { document.views[$0] }
    }

    /// Made at the first question: building a large file, a table of every item cost more than
    /// most of its questions.
    private lazy var declarationIndex: [ObjectIdentifier: Int] = {
        var index: [ObjectIdentifier: Int] = [:]
        index.reserveCapacity(views.count + guides.count)
        for (view, declaration) in zip(views, viewDeclarations) { index[ObjectIdentifier(view)] = declaration }
        for (guide, declaration) in zip(guides, guideDeclarations) { index[ObjectIdentifier(guide)] = declaration }
        return index
    }()

    /// The declared view or guide named `name`.
    public func item(named name: String) -> LayoutItem? {
        itemsByName[name]
    }

    private lazy var itemsByName: [String: LayoutItem] = {
        var index: [String: LayoutItem] = [:]
        for guide in guides { index[guide.name] = guide }
        for view in views { index[view.name] = view }
        return index
    }()

    /// The root size of the file, or ``defaultRootSize``.
    public var rootSize: Size { document.rootSize?.value ?? LayoutModel.defaultRootSize }

    /// The traits of the file (default: unspecified size classes).
    public var traits: TraitCollection { document.traits?.value ?? TraitCollection() }

    /// The keyboard height of the file, if it has one.
    public var keyboardHeight: Double? { document.keyboardHeight?.value }

    /// The keyboard's frame in root coordinates for the last layout pass, if one was shown.
    public private(set) var keyboardFrame: Rect?
    /// The traits of the last layout pass.
    public private(set) var lastTraits = TraitCollection()

    /// Lays the hierarchy out. Arguments override the file's settings. With a keyboard height
    /// above zero, a keyboard of that height covers the bottom of the root (or the file's
    /// keyboard frame, without a height argument): every scroll view it overlaps makes room for it (``ScrollView/keyboardWillShow(frame:activeField:avoidance:)``),
    /// bringing ``focus`` into sight when it is inside.
    public func layout(size: Size? = nil, traits: TraitCollection? = nil, keyboardHeight: Double? = nil,
                       deadline: ContinuousClock.Instant? = nil) {
        let size = size ?? rootSize
        lastTraits = traits ?? self.traits
        root.layout(in: size, traits: lastTraits, deadline: deadline)
        if isInterrupted { return }
        keyboardFrame = nil
        let keyboard: Rect
        if let height = keyboardHeight ?? (document.keyboardFrame == nil ? self.keyboardHeight : nil) {
            guard height > 0, height.isFinite else { return }
            keyboard = Rect(x: 0, y: size.height - height, width: size.width, height: height)
        } else if let frame = document.keyboardFrame?.value, frame.height > 0 {
            keyboard = frame
        } else {
            return
        }
        keyboardFrame = keyboard
        for view in views {
            guard let scroll = view as? ScrollView, scroll.isInstalled else { continue }
            let frame = scroll.convert(scroll.bounds, to: nil)
            guard frame.maxY > keyboard.minY else { continue }
            let active = focus.flatMap { $0.isDescendant(of: scroll) && $0 !== scroll ? $0 : nil }
            scroll.keyboardWillShow(frame: keyboard, activeField: active, avoidance: avoidance(of: scroll))
        }
    }

    /// Whether the last ``layout(size:traits:keyboardHeight:deadline:)`` stopped at its
    /// deadline (its frames are those of the pass before).
    public var isInterrupted: Bool { root.layoutWasInterrupted }

    private func avoidance(of scroll: ScrollView) -> ScrollView.KeyboardAvoidance {
        guard let declaration = declaration(of: scroll) else { return .scrollToVisible }
        for property in declaration.properties where property.path == ["keyboardAvoidance"] {
            if case .identifier("centerActiveField") = property.value { return .centerActiveField }
        }
        for assignment in document.assignments
        where assignment.target?.value == scroll.name && assignment.path == ["keyboardAvoidance"] {
            if case .identifier("centerActiveField") = assignment.value { return .centerActiveField }
        }
        return .scrollToVisible
    }

    /// What kind of declaration made the view (`view` for views not from the file).
    public func kind(of item: LayoutItem) -> ViewDeclaration.Kind {
        declaration(of: item)?.kind ?? (item is LayoutGuide ? .guide : .view)
    }
}
