import PlumbLayout

/// Turns a ``LayoutDocument`` into PlumbLayout views, guides and active constraints
/// (a ``LayoutModel``), reporting every semantic problem at once: unknown or duplicated
/// names, cycles in the hierarchy, bad property values, anchors that cannot be related,
/// invalid priorities, visual format errors.
///
/// Every constraint carries the `SourceLocation` (path, line, column) of its statement, so
/// diagnostics print `path:line:column`. The hierarchy is assembled without recursion, deepest
/// parents first, so that 10,000 levels of nesting cost linear time.
public struct LayoutBuilder {
    /// Builds the model of a parsed document.
    public static func build(_ document: LayoutDocument) throws(LayoutFileErrors) -> LayoutModel {
        var builder = LayoutBuilder(document)
        let model = builder.run()
        guard builder.errors.isEmpty, let model else { throw LayoutFileErrors(builder.errors.errors) }
        return model
    }

    /// The properties a view block accepts.
    enum PropertyKey: String, CaseIterable, Sendable {
        case intrinsicContentSize, text, isHidden, layoutMargins, additionalSafeAreaInsets
        case insetsLayoutMarginsFromSafeArea, alignmentRectInsets, contentHuggingPriority
        case contentCompressionResistancePriority, translatesAutoresizingMaskIntoConstraints, frame
        case firstBaselineOffsetFromTop, lastBaselineOffsetFromBottom, expectedFrame
        // Margins
        case directionalLayoutMargins, preservesSuperviewLayoutMargins, layoutMarginsFollowReadableWidth
        case isViewControllerRootView
        // Right to left
        case semanticContentAttribute
        // Labels, fields and buttons
        case numberOfLines, preferredMaxLayoutWidth, font, adjustsFontForContentSizeCategory
        // Scroll views
        case contentOffset, contentInset, contentSize, contentInsetAdjustmentBehavior, alwaysBounceVertical
        case alwaysBounceHorizontal, zoomScale, minimumZoomScale, maximumZoomScale, viewForZooming
        case keyboardAvoidance
        // Stack views
        case axis, distribution, alignment, spacing, isLayoutMarginsRelativeArrangement
        case isBaselineRelativeArrangement, customSpacing
    }

    static let propertyKeys = NameTable(PropertyKey.allCases.map { ($0.rawValue, $0) })

    /// Every property name a view block accepts (the parser uses it to tell `isHidden = true`
    /// from `title.isHidden = true`).
    static let propertyNames: Set<String> = Set(PropertyKey.allCases.map(\.rawValue))

    let document: LayoutDocument
    var errors: ErrorCollector
    var metrics: [String: Double] = [:]
    /// Declaration index → its item (nil for declarations that could not be made).
    var items: [LayoutItem?] = []
    var indexByName: [String: Int] = [:]
    /// Per declaration: whether it is the first of its name (a duplicate makes no item).
    var isFirstOfName: [Bool] = []
    var parents: [Int?] = []
    /// The last name ``peekItem(_:)`` found, and its declaration.
    var lastItem: (name: String, index: Int)?
    /// Properties that must wait for every name (viewForZooming, customSpacing).
    var deferred: [(Int, PropertyAssignment)] = []
    var explicitTranslates: Set<Int> = []
    /// `expectedFrame = x, y, w, h`: what diagnostics compare the solved frame with.
    var expectedFrames: [String: Rect] = [:]
    var byFrame: Set<Int> = []

    init(_ document: LayoutDocument) {
        self.document = document
        errors = ErrorCollector(source: document.source)
    }

    var path: String { document.source.path }

    // MARK: Run

    mutating func run() -> LayoutModel? {
        for metric in document.metrics { metrics[metric.name] = metric.value }
        declareNames()
        guard let root = resolveParents() else { return nil }
        makeItems()
        let preorder = assemble(root)
        // By index: a declaration copied per iteration costs more than its properties.
        for index in document.views.indices {
            for property in document.views[index].properties { apply(property, to: index) }
        }
        for assignment in document.assignments {
            guard let target = assignment.target else { continue }
            guard let index = lookup(target, wantView: true) else { continue }
            apply(assignment, to: index)
        }
        for (index, property) in deferred { applyDeferred(property, to: index) }
        for index in preorder where !explicitTranslates.contains(index) && index != root {
            (items[index] as? View)?.translatesAutoresizingMaskIntoConstraints = byFrame.contains(index)
        }
        let constraints = makeConstraints()
        var focus: View?
        if let name = document.focus {
            if let index = lookup(name, wantView: true) { focus = items[index] as? View }
        }
        guard errors.isEmpty, let rootView = items[root] as? View else { return nil }
        // A file's conflicts are findings at its lines; UIKit's console block is for code.
        rootView.logsUnsatisfiableConstraints = false
        activate(constraints)
        guard errors.isEmpty else { return nil }
        var views: [View] = [], viewDeclarations: [Int] = []
        var guides: [LayoutGuide] = [], guideDeclarations: [Int] = []
        views.reserveCapacity(preorder.count)
        viewDeclarations.reserveCapacity(preorder.count)
        for index in preorder {
            guard let item = items[index] else { continue }
            if let view = item as? View {
                views.append(view)
                viewDeclarations.append(index)
            } else if let guide = item as? LayoutGuide {
                guides.append(guide)
                guideDeclarations.append(index)
            }
        }
        return LayoutModel(document: document, root: rootView, views: views, guides: guides,
                           constraints: constraints.map(\.0), viewDeclarations: viewDeclarations,
                           guideDeclarations: guideDeclarations, focus: focus, expectedFrames: expectedFrames)
    }

    // MARK: Names and the hierarchy

    mutating func declareNames() {
        let views = document.views
        isFirstOfName = Array(repeating: false, count: views.count)
        indexByName.reserveCapacity(views.count)
        for index in views.indices {
            let name = views[index].name
            let (inserted, first) = indexByName.insertIfAbsent(name, index)
            if !inserted {
                errors.add(views[index].location, "'\(name)' is already declared", length: name.utf8.count,
                           notes: [(views[first].location, "'\(name)' was first declared here")])
                continue
            }
            isFirstOfName[index] = true
            if !metrics.isEmpty, metrics[name] != nil {
                errors.add(views[index].location, "'\(name)' is also the name of a metric", length: name.utf8.count)
            }
        }
    }

    /// Finds the declaration a name refers to, reporting unknown names (with a suggestion).
    mutating func lookup(_ name: Located<String>, wantView: Bool) -> Int? {
        guard let index = indexByName[name.value] else {
            var message = "unknown view '\(name.value)'"
            if let guess = Spelling.closest(to: name.value, among: indexByName.keys) { message += " (did you mean '\(guess)'?)" }
            errors.add(name.location, message, length: name.value.utf8.count)
            return nil
        }
        if wantView, document.views[index].kind == .guide {
            errors.add(name.location, "'\(name.value)' is a layout guide, not a view", length: name.value.utf8.count)
            return nil
        }
        return index
    }

    /// Resolves every parent; checks for one root and no cycles. Returns the root's index.
    mutating func resolveParents() -> Int? {
        parents = Array(repeating: nil, count: document.views.count)
        var roots: [Int] = []
        for index in document.views.indices where isFirstOfName[index] {
            switch document.views[index].parent {
            case .none:
                roots.append(index)
            case .enclosing(let parent):
                parents[index] = parent
                if document.views[parent].kind == .guide {
                    errors.add(document.views[index].location, "a layout guide cannot have subviews")
                }
            case .named(let name, let at):
                guard let parent = lookup(Located(name, at: at), wantView: true) else { continue }
                parents[index] = parent
            }
        }
        if roots.count > 1 {
            for extra in roots.dropFirst() {
                let d = document.views[extra]
                errors.add(d.location, "a second root view '\(d.name)': a file has one root; nest it in a block or write 'in PARENT'",
                           length: d.name.utf8.count, notes: [(document.views[roots[0]].location, "the root is declared here")])
            }
        }
        // Cycles: follow parents; a walk that comes back to a view of the same walk is a cycle.
        var state = Array(repeating: 0, count: parents.count)  // 0 new, 1 on the current walk, 2 done
        var walk: [Int] = []
        for start in parents.indices where state[start] == 0 {
            walk.removeAll(keepingCapacity: true)
            var current: Int? = start
            while let index = current, state[index] == 0 {
                state[index] = 1
                walk.append(index)
                current = parents[index]
            }
            if let index = current, state[index] == 1, let from = walk.firstIndex(of: index) {
                let cycle = walk[from...].map { document.views[$0].name } + [document.views[index].name]
                let d = document.views[index]
                errors.add(d.location, "the view hierarchy has a cycle: \(cycle.joined(separator: " → "))",
                           length: d.name.utf8.count)
                for member in walk[from...] { parents[member] = nil }
            }
            for index in walk { state[index] = 2 }
        }
        guard let root = roots.first else {
            if !document.views.isEmpty || errors.isEmpty {
                errors.add(TextPosition(line: 1, column: 1, offset: 0),
                           "no root view: declare one view at the top level, e.g. `view root { … }`")
            }
            return nil
        }
        if document.views[root].kind == .guide {
            errors.add(document.views[root].location, "the root must be a view, not a layout guide")
            return nil
        }
        return root
    }

    mutating func makeItems() {
        let views = document.views
        items = Array(repeating: nil, count: views.count)
        for index in views.indices where isFirstOfName[index] {
            let name = views[index].name
            let view: View
            switch views[index].kind {
            case .guide:
                items[index] = LayoutGuide(name)
                continue
            case .scroll: view = ScrollView(name)
            case .stack: view = StackView(name)
            case .view: view = View(name)
            case .label: view = Label(name)
            case .field: view = TextField(name)
            case .button: view = Button(name)
            }
            items[index] = view
            let condition = views[index].condition
            if !condition.isEmpty { view.installedSizeClasses = condition }
            applyControlDefaults(index, view)
        }
    }

    /// Labels, fields and buttons size themselves from their text (PlumbLayout's `TextMeasure`,
    /// the same measure as in Swift) unless the declaration gives a size; labels take Interface
    /// Builder's hugging of 251.
    /// Reads the declaration in place: copying it for every plain view cost more than the rest.
    mutating func applyControlDefaults(_ index: Int, _ view: View) {
        let kind = document.views[index].kind
        guard kind != .view || document.views[index].inlineSize != nil || document.views[index].text != nil else { return }
        let declaration = document.views[index]
        if kind == .label {
            try? view.setContentHuggingPriority(251, for: .horizontal)
            try? view.setContentHuggingPriority(251, for: .vertical)
        }
        if let size = declaration.inlineSize {
            view.intrinsicContentSize = size.value
        } else if let text = declaration.text {
            if !LayoutBuilder.setText(text, of: view) {
                errors.add(declaration.location, "only labels, fields and buttons have a text")
            }
        }
    }

    /// Gives a control its text (which sizes labels and buttons); false for other views.
    static func setText(_ text: String, of view: View) -> Bool {
        switch view {
        case let label as Label: label.text = text
        case let button as Button: button.title = text
        case let field as TextField: field.text = text
        default: return false
        }
        return true
    }

    /// The font of a label, button or field; nil for other views.
    static func font(of view: View) -> Font? {
        switch view {
        case let label as Label: label.font
        case let button as Button: button.font
        case let field as TextField: field.font
        default: nil
        }
    }

    static func setFont(_ font: Font, of view: View) {
        switch view {
        case let label as Label: label.font = font
        case let button as Button: button.font = font
        case let field as TextField: field.font = font
        default: break
        }
    }

    /// The largest point size a `font` may have (UIKit draws text up to about this size).
    static let largestFontSize: Double = 1000

    /// Attaches every item to its parent, deepest parents first (so that no attachment walks
    /// a long chain of ancestors), stack children as arranged subviews. Returns the preorder.
    mutating func assemble(_ root: Int) -> [Int] {
        // Children in declaration order, all in one array: `first[p]..<first[p + 1]` are p's.
        var first = Array(repeating: 0, count: items.count + 1)
        for (index, parent) in parents.enumerated() {
            if let parent, items[index] != nil { first[parent + 1] += 1 }
        }
        for p in 0..<items.count { first[p + 1] += first[p] }
        var children = Array(repeating: 0, count: first[items.count])
        var next = first
        for (index, parent) in parents.enumerated() {
            if let parent, items[index] != nil {
                children[next[parent]] = index
                next[parent] += 1
            }
        }
        var preorder: [Int] = []
        preorder.reserveCapacity(items.count)
        var stack = [root]
        while let index = stack.popLast() {
            preorder.append(index)
            var k = first[index + 1]
            while k > first[index] {
                k -= 1
                stack.append(children[k])
            }
        }
        for parent in preorder.reversed() {
            guard let view = items[parent] as? View else { continue }
            // Arrays of one grow twice to hold two: room made once.
            if first[parent + 1] - first[parent] > 1 { view.reserveSubviews(first[parent + 1] - first[parent]) }
            for child in children[first[parent]..<first[parent + 1]] {
                if let guide = items[child] as? LayoutGuide {
                    view.addLayoutGuide(guide)
                } else if let subview = items[child] as? View {
                    if let stack = view as? StackView { stack.addArrangedSubview(subview) } else { view.addSubview(subview) }
                }
            }
        }
        // Declarations not reached from the root sit in a cycle (reported already).
        return preorder
    }
}

extension Dictionary {
    /// Inserts `value` unless `key` is present, with one hash: whether it was inserted, and
    /// the value now stored.
    fileprivate mutating func insertIfAbsent(_ key: Key, _ value: Value) -> (inserted: Bool, stored: Value) {
        var inserted = false
        func stored(_ slot: inout Value) -> Value { slot }
        let result = stored(&self[key, default: { inserted = true; return value }()])
        return (inserted, result)
    }
}
