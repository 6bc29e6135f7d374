import PlumbLayout

/// Turns a ``LayoutDocument`` into PlumbLayout views, guides and active constraints
/// (a ``LayoutModel``), reporting every semantic problem at once: unknown or duplicated
/// names, cycles in the hierarchy, bad property values, anchors that cannot be related,
/// invalid priorities, visual format errors.
///
/// Every constraint carries `CodeLocation(fileID: path, line:, column:)` of its statement, so
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

    /// Every property name a view block accepts (the parser uses it to tell `isHidden = true`
    /// from `title.isHidden = true`).
    static let propertyNames: Set<String> = [
        "intrinsicContentSize", "text", "isHidden", "layoutMargins", "additionalSafeAreaInsets",
        "insetsLayoutMarginsFromSafeArea", "alignmentRectInsets", "contentHuggingPriority",
        "contentCompressionResistancePriority", "translatesAutoresizingMaskIntoConstraints", "frame",
        "firstBaselineOffsetFromTop", "lastBaselineOffsetFromBottom", "expectedFrame",
        // Scroll views
        "contentOffset", "contentInset", "contentSize", "contentInsetAdjustmentBehavior", "alwaysBounceVertical",
        "alwaysBounceHorizontal", "zoomScale", "minimumZoomScale", "maximumZoomScale", "viewForZooming",
        "keyboardAvoidance",
        // Stack views
        "axis", "distribution", "alignment", "spacing", "isLayoutMarginsRelativeArrangement",
        "isBaselineRelativeArrangement", "customSpacing",
    ]

    private let document: LayoutDocument
    private var errors: ErrorCollector
    private var metrics: [String: Double] = [:]
    /// Declaration index → its item (nil for declarations that could not be made).
    private var items: [LayoutItem?] = []
    private var indexByName: [String: Int] = [:]
    private var parents: [Int?] = []
    /// Properties that must wait for every name (viewForZooming, customSpacing).
    private var deferred: [(Int, PropertyAssignment)] = []
    private var explicitTranslates: Set<Int> = []
    /// `expectedFrame = x, y, w, h`: what diagnostics compare the solved frame with.
    private var expectedFrames: [String: Rect] = [:]
    private var byFrame: Set<Int> = []

    private init(_ document: LayoutDocument) {
        self.document = document
        errors = ErrorCollector(source: document.source)
    }

    private var path: String { document.source.path }

    // MARK: Run

    private mutating func run() -> LayoutModel? {
        for metric in document.metrics { metrics[metric.name] = metric.value }
        declareNames()
        guard let root = resolveParents() else { return nil }
        makeItems()
        let preorder = assemble(root)
        for (index, declaration) in document.views.enumerated() {
            for property in declaration.properties { apply(property, to: index) }
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
        activate(constraints)
        guard errors.isEmpty else { return nil }
        var views: [View] = []
        var guides: [LayoutGuide] = []
        var declarations: [ObjectIdentifier: Int] = [:]
        for index in preorder {
            guard let item = items[index] else { continue }
            declarations[ObjectIdentifier(item)] = index
            if let view = item as? View { views.append(view) } else if let guide = item as? LayoutGuide { guides.append(guide) }
        }
        return LayoutModel(document: document, root: rootView, views: views, guides: guides,
                           constraints: constraints.map(\.0), declarationIndex: declarations, focus: focus,
                           expectedFrames: expectedFrames)
    }

    // MARK: Names and the hierarchy

    private mutating func declareNames() {
        for (index, declaration) in document.views.enumerated() {
            if let first = indexByName[declaration.name] {
                let old = document.views[first]
                errors.add(declaration.location, "'\(declaration.name)' is already declared", length: declaration.name.utf8.count,
                           notes: [(old.location, "'\(declaration.name)' was first declared here")])
                continue
            }
            indexByName[declaration.name] = index
            if metrics[declaration.name] != nil {
                errors.add(declaration.location, "'\(declaration.name)' is also the name of a metric",
                           length: declaration.name.utf8.count)
            }
        }
    }

    /// Finds the declaration a name refers to, reporting unknown names (with a suggestion).
    private mutating func lookup(_ name: Located<String>, wantView: Bool) -> Int? {
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
    private mutating func resolveParents() -> Int? {
        parents = Array(repeating: nil, count: document.views.count)
        var roots: [Int] = []
        for (index, declaration) in document.views.enumerated() {
            guard indexByName[declaration.name] == index else { continue }  // a duplicate
            switch declaration.parent {
            case .none:
                roots.append(index)
            case .enclosing(let parent):
                parents[index] = parent
                if document.views[parent].kind == .guide {
                    errors.add(declaration.location, "a layout guide cannot have subviews")
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
        for start in parents.indices where state[start] == 0 {
            var walk: [Int] = []
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
                errors.add(SourceLocation(line: 1, column: 1, offset: 0),
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

    private mutating func makeItems() {
        items = document.views.enumerated().map { index, declaration -> LayoutItem? in
            guard indexByName[declaration.name] == index else { return nil }
            let item: LayoutItem
            switch declaration.kind {
            case .guide: item = LayoutGuide(declaration.name)
            case .scroll: item = ScrollView(declaration.name)
            case .stack: item = StackView(declaration.name)
            case .view: item = View(declaration.name)
            case .label: item = Label(declaration.name)
            case .field: item = TextField(declaration.name)
            case .button: item = Button(declaration.name)
            }
            if let view = item as? View {
                view.installedSizeClasses = declaration.condition
                applyControlDefaults(declaration, view)
            }
            return item
        }
    }

    /// Labels, fields and buttons size themselves from their text (PlumbLayout's `TextMeasure`,
    /// the same measure as in Swift) unless the declaration gives a size; labels take Interface
    /// Builder's hugging of 251.
    private mutating func applyControlDefaults(_ declaration: ViewDeclaration, _ view: View) {
        if declaration.kind == .label {
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

    /// Attaches every item to its parent, deepest parents first (so that no attachment walks
    /// a long chain of ancestors), stack children as arranged subviews. Returns the preorder.
    private mutating func assemble(_ root: Int) -> [Int] {
        var children = Array(repeating: [Int](), count: items.count)
        for (index, parent) in parents.enumerated() {
            if let parent, items[index] != nil { children[parent].append(index) }
        }
        var preorder: [Int] = []
        var stack = [root]
        while let index = stack.popLast() {
            preorder.append(index)
            stack.append(contentsOf: children[index].reversed())
        }
        for parent in preorder.reversed() {
            guard let view = items[parent] as? View else { continue }
            for child in children[parent] {
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

    // MARK: Properties

    private mutating func apply(_ property: PropertyAssignment, to index: Int) {
        guard let item = items[index] else { return }
        let declaration = document.views[index]
        let key = property.path[0]
        let sub = property.path.count > 1 ? property.path[1] : nil
        let at = property.location
        guard LayoutBuilder.propertyNames.contains(key) else {
            var message = "unknown property '\(key)'"
            if let guess = Spelling.closest(to: key, among: LayoutBuilder.propertyNames) { message += " (did you mean '\(guess)'?)" }
            errors.add(at, message, length: key.utf8.count)
            return
        }
        guard let view = item as? View else {
            errors.add(at, "a layout guide has no properties", length: key.utf8.count)
            return
        }
        func wrongValue(_ expected: String) {
            errors.add(property.valueLocation, "'\(key)' needs \(expected), not \(property.value.typeDescription)")
        }
        func noSubkey() -> Bool {
            guard let sub else { return true }
            errors.add(at, "'\(key)' has no part '\(sub)'", length: key.utf8.count)
            return false
        }
        let scroll = view as? ScrollView
        let stack = view as? StackView
        func requireScroll() -> ScrollView? {
            if scroll == nil { errors.add(at, "'\(key)' is a scroll view property; '\(declaration.name)' is a \(declaration.kind.rawValue)", length: key.utf8.count) }
            return scroll
        }
        func requireStack() -> StackView? {
            if stack == nil { errors.add(at, "'\(key)' is a stack view property; '\(declaration.name)' is a \(declaration.kind.rawValue)", length: key.utf8.count) }
            return stack
        }
        switch key {
        case "intrinsicContentSize":
            switch (sub, property.value) {
            case (nil, .size(let size)): view.intrinsicContentSize = size
            case ("width", .number(let w)): view.intrinsicContentSize.width = w
            case ("height", .number(let h)): view.intrinsicContentSize.height = h
            case (nil, _): wrongValue("a size such as 200x20")
            case ("width", _), ("height", _): wrongValue("a number")
            default: _ = noSubkey()
            }
        case "text":
            guard noSubkey() else { return }
            guard case .string(let text) = property.value else { return wrongValue("a string") }
            guard [.label, .field, .button].contains(declaration.kind) else {
                errors.add(at, "only labels, fields and buttons have a text", length: key.utf8.count)
                return
            }
            if declaration.inlineSize == nil { _ = LayoutBuilder.setText(text, of: view) }
        case "isHidden", "insetsLayoutMarginsFromSafeArea", "translatesAutoresizingMaskIntoConstraints",
             "alwaysBounceVertical", "alwaysBounceHorizontal", "isLayoutMarginsRelativeArrangement",
             "isBaselineRelativeArrangement":
            guard noSubkey() else { return }
            guard case .bool(let flag) = property.value else { return wrongValue("true or false") }
            switch key {
            case "isHidden": view.isHidden = flag
            case "insetsLayoutMarginsFromSafeArea": view.insetsLayoutMarginsFromSafeArea = flag
            case "translatesAutoresizingMaskIntoConstraints":
                view.translatesAutoresizingMaskIntoConstraints = flag
                explicitTranslates.insert(index)
            case "alwaysBounceVertical": requireScroll()?.alwaysBounceVertical = flag
            case "alwaysBounceHorizontal": requireScroll()?.alwaysBounceHorizontal = flag
            case "isLayoutMarginsRelativeArrangement": requireStack()?.isLayoutMarginsRelativeArrangement = flag
            default: requireStack()?.isBaselineRelativeArrangement = flag
            }
        case "layoutMargins", "additionalSafeAreaInsets", "alignmentRectInsets", "contentInset":
            guard noSubkey() else { return }
            guard let insets = insets(property.value) else {
                return wrongValue("one number (every side) or four: top, left, bottom, right")
            }
            switch key {
            case "layoutMargins": view.layoutMargins = insets
            case "additionalSafeAreaInsets": view.additionalSafeAreaInsets = insets
            case "alignmentRectInsets": view.alignmentRectInsets = insets
            default: requireScroll()?.contentInset = insets
            }
        case "contentHuggingPriority", "contentCompressionResistancePriority":
            guard case .number(let value) = property.value else { return wrongValue("a priority (a number)") }
            let axes: [LayoutAxis]
            switch sub {
            case nil: axes = [.horizontal, .vertical]
            case "horizontal": axes = [.horizontal]
            case "vertical": axes = [.vertical]
            default:
                errors.add(at, "'\(key)' has the parts 'horizontal' and 'vertical', not '\(sub ?? "")'", length: key.utf8.count)
                return
            }
            let priority = LayoutPriority(value)
            guard priority.isValid else {
                errors.add(property.valueLocation, "priority \(formatted(value)) is out of range: priorities are greater than 0 and at most 1000")
                return
            }
            for axis in axes {
                if key == "contentHuggingPriority" {
                    try? view.setContentHuggingPriority(priority, for: axis)
                } else {
                    try? view.setContentCompressionResistancePriority(priority, for: axis)
                }
            }
        case "expectedFrame":
            guard noSubkey() else { return }
            guard case .numbers(let n) = property.value, n.count == 4 else {
                return wrongValue("four numbers: x, y, width, height")
            }
            expectedFrames[declaration.name] = Rect(x: n[0], y: n[1], width: n[2], height: n[3])
        case "frame":
            guard noSubkey() else { return }
            guard case .numbers(let n) = property.value, n.count == 4 else {
                return wrongValue("four numbers: x, y, width, height")
            }
            view.frame = Rect(x: n[0], y: n[1], width: n[2], height: n[3])
            byFrame.insert(index)
        case "firstBaselineOffsetFromTop", "lastBaselineOffsetFromBottom", "zoomScale", "minimumZoomScale",
             "maximumZoomScale":
            guard noSubkey() else { return }
            guard case .number(let value) = property.value else { return wrongValue("a number") }
            switch key {
            case "firstBaselineOffsetFromTop": view.firstBaselineOffsetFromTop = value
            case "lastBaselineOffsetFromBottom": view.lastBaselineOffsetFromBottom = value
            case "minimumZoomScale": requireScroll()?.minimumZoomScale = value
            case "maximumZoomScale": requireScroll()?.maximumZoomScale = value
            default:
                // Needs the zoom view: after every name is known.
                if requireScroll() != nil { deferred.append((index, property)) }
            }
        case "contentOffset":
            guard noSubkey() else { return }
            guard case .numbers(let n) = property.value, n.count == 2 else { return wrongValue("two numbers: x, y") }
            requireScroll()?.contentOffset = Point(x: n[0], y: n[1])
        case "contentSize":
            guard noSubkey() else { return }
            guard case .size(let size) = property.value else { return wrongValue("a size such as 375x1200") }
            requireScroll()?.contentSize = size
        case "contentInsetAdjustmentBehavior":
            guard noSubkey(), let scroll = requireScroll() else { return }
            let behaviours: [String: ScrollView.ContentInsetAdjustmentBehavior] = [
                "automatic": .automatic, "scrollableAxes": .scrollableAxes, "never": .never, "always": .always]
            guard case .identifier(let name) = property.value, let behaviour = behaviours[name] else {
                return wrongValue("automatic, scrollableAxes, never or always")
            }
            scroll.contentInsetAdjustmentBehavior = behaviour
        case "keyboardAvoidance":
            guard noSubkey(), requireScroll() != nil else { return }
            guard case .identifier(let name) = property.value, name == "scrollToVisible" || name == "centerActiveField" else {
                return wrongValue("scrollToVisible or centerActiveField")
            }
        case "viewForZooming":
            guard noSubkey(), requireScroll() != nil else { return }
            guard case .identifier = property.value else { return wrongValue("the name of a subview") }
            deferred.append((index, property))
        case "axis":
            guard noSubkey(), let stack = requireStack() else { return }
            switch property.value {
            case .identifier("horizontal"): stack.axis = .horizontal
            case .identifier("vertical"): stack.axis = .vertical
            default: wrongValue("horizontal or vertical")
            }
        case "distribution":
            guard noSubkey(), let stack = requireStack() else { return }
            guard case .identifier(let name) = property.value,
                  let distribution = StackView.Distribution.allCases.first(where: { $0.description == name }) else {
                return wrongValue("fill, fillEqually, fillProportionally, equalSpacing or equalCentering")
            }
            stack.distribution = distribution
        case "alignment":
            guard noSubkey(), let stack = requireStack() else { return }
            let named: StackView.Alignment?
            switch property.value {
            case .identifier("top"): named = .top
            case .identifier("bottom"): named = .bottom
            case .identifier(let name): named = StackView.Alignment.allCases.first { $0.description == name }
            default: named = nil
            }
            guard let alignment = named else {
                return wrongValue("fill, leading, top, center, trailing, bottom, firstBaseline or lastBaseline")
            }
            stack.alignment = alignment
        case "spacing":
            guard noSubkey(), let stack = requireStack() else { return }
            switch property.value {
            case .number(let value): stack.spacing = value
            case .identifier("system"): stack.spacing = StackView.spacingUseSystem
            default: wrongValue("a number or 'system'")
            }
        case "customSpacing":
            guard requireStack() != nil else { return }
            guard sub != nil else {
                errors.add(at, "write customSpacing.VIEW = value (the gap after an arranged view)", length: key.utf8.count)
                return
            }
            guard case .number = property.value else { return wrongValue("a number") }
            deferred.append((index, property))
        default:
            break
        }
    }

    /// Properties that name other views.
    private mutating func applyDeferred(_ property: PropertyAssignment, to index: Int) {
        guard let scrollOrStack = items[index] as? View else { return }
        switch property.path[0] {
        case "viewForZooming":
            guard case .identifier(let name) = property.value, let scroll = scrollOrStack as? ScrollView else { return }
            guard let target = lookup(Located(name, at: property.valueLocation), wantView: true),
                  let view = items[target] as? View else { return }
            guard view.superview === scroll else {
                errors.add(property.valueLocation, "the zoom view must be a direct subview of '\(scroll.name)'",
                           length: name.utf8.count)
                return
            }
            scroll.viewForZooming = view
        case "zoomScale":
            guard case .number(let value) = property.value, let scroll = scrollOrStack as? ScrollView else { return }
            scroll.zoomScale = value
        case "customSpacing":
            guard property.path.count > 1, case .number(let value) = property.value,
                  let stack = scrollOrStack as? StackView else { return }
            let name = property.path[1]
            guard let target = lookup(Located(name, at: property.location), wantView: true),
                  let view = items[target] as? View else { return }
            guard stack.arrangedSubviews.contains(where: { $0 === view }) else {
                errors.add(property.location, "'\(name)' is not an arranged subview of '\(stack.name)'")
                return
            }
            stack.setCustomSpacing(value, after: view)
        default:
            break
        }
    }

    private func insets(_ value: PropertyValue) -> EdgeInsets? {
        switch value {
        case .number(let all): EdgeInsets(all)
        case .numbers(let n) where n.count == 4: EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
        default: nil
        }
    }

    // MARK: Constraints

    private mutating func number(_ term: NumberTerm) -> Double? {
        switch term {
        case .literal(let value): return value
        case .metric(let name, let at):
            if let value = metrics[name] { return value }
            var message = "unknown metric '\(name)'"
            if let guess = Spelling.closest(to: name, among: metrics.keys) { message += " (did you mean '\(guess)'?)" }
            errors.add(at, message, length: name.utf8.count)
            return nil
        }
    }

    private mutating func makeConstraints() -> [(LayoutConstraint, SourceLocation)] {
        var made: [(LayoutConstraint, SourceLocation)] = []
        var vflViews: [String: View]?
        for statement in document.constraints {
            switch statement {
            case .equation(let equation):
                for c in makeEquation(equation) {
                    c.installedSizeClasses = equation.condition
                    made.append((c, equation.location))
                }
            case .visualFormat(let vfl):
                if vflViews == nil {
                    var views: [String: View] = [:]
                    for (name, index) in indexByName { if let view = items[index] as? View { views[name] = view } }
                    vflViews = views
                }
                for c in makeVisualFormat(vfl, views: vflViews ?? [:]) {
                    c.installedSizeClasses = vfl.condition
                    made.append((c, vfl.location))
                }
            }
        }
        return made
    }

    private func located(_ c: LayoutConstraint, _ at: SourceLocation) -> LayoutConstraint {
        c.sourceLocation = CodeLocation(fileID: path, line: at.line, column: at.column)
        return c
    }

    private static let composites: Set<String> = ["edges", "horizontalEdges", "verticalEdges", "size", "center"]

    /// A resolved side: an item and an attribute (or a composite), factor and constant.
    private struct Side {
        var item: LayoutItem?
        var attribute: LayoutAttribute?
        var composite: String?
        var multiplier = 1.0
        var constant = 0.0
        var size: Size?
        /// Composite insets: top, leading, bottom, trailing (edges); x, y (center offset).
        var insets = EdgeInsets.zero
        var location: SourceLocation
    }

    private mutating func resolveItem(_ reference: AnchorReference) -> LayoutItem? {
        guard let index = lookup(reference.item, wantView: false), let item = items[index] else { return nil }
        guard let guide = reference.guide else { return item }
        let name = guide.value
        if item is LayoutGuide {
            errors.add(guide.location, "a layout guide has no '\(name)'", length: name.utf8.count)
            return nil
        }
        switch (name, item) {
        case ("layoutMarginsGuide", let view as View): return view.layoutMarginsGuide
        case ("safeAreaLayoutGuide", let view as View): return view.safeAreaLayoutGuide
        case ("contentLayoutGuide", let scroll as ScrollView): return scroll.contentLayoutGuide
        case ("frameLayoutGuide", let scroll as ScrollView): return scroll.frameLayoutGuide
        case ("contentLayoutGuide", _), ("frameLayoutGuide", _):
            errors.add(guide.location, "'\(name)' belongs to scroll views; '\(reference.item.value)' is not one",
                       length: name.utf8.count)
        default:
            var message = "unknown guide '\(name)' (expected layoutMarginsGuide, safeAreaLayoutGuide, contentLayoutGuide or frameLayoutGuide)"
            if let guess = Spelling.closest(to: name, among: ["layoutMarginsGuide", "safeAreaLayoutGuide", "contentLayoutGuide", "frameLayoutGuide"]) {
                message = "unknown guide '\(name)' (did you mean '\(guess)'?)"
            }
            errors.add(guide.location, message, length: name.utf8.count)
        }
        return nil
    }

    private mutating func resolve(_ operand: Operand) -> Side? {
        var side = Side(location: operand.location)
        var ok = true
        for (term, division) in operand.factors {
            guard let k = number(term) else { ok = false; continue }
            if division {
                if k == 0 {
                    errors.add(operand.location, "division by zero")
                    ok = false
                } else {
                    side.multiplier /= k
                }
            } else {
                side.multiplier *= k
            }
        }
        for (term, negative) in operand.constants {
            guard let k = number(term) else { ok = false; continue }
            side.constant += negative ? -k : k
        }
        side.size = operand.sizeConstant
        guard let reference = operand.anchor else { return ok ? side : nil }
        let attributeName = reference.attribute.value
        if LayoutBuilder.composites.contains(attributeName) {
            side.composite = attributeName
        } else if let attribute = LayoutAttribute(name: attributeName) {
            side.attribute = attribute
        } else {
            var message = "unknown attribute '\(attributeName)'"
            let known = LayoutAttribute.names + Array(LayoutBuilder.composites)
            if let guess = Spelling.closest(to: attributeName, among: known) { message += " (did you mean '\(guess)'?)" }
            errors.add(reference.attribute.location, message, length: attributeName.utf8.count)
            ok = false
        }
        side.item = resolveItem(reference)
        if side.item == nil { ok = false }
        if let modifier = reference.modifier {
            guard let composite = side.composite else {
                errors.add(modifier.name.location, "'.\(modifier.name.value)(…)' applies to composite anchors (edges, center, …), not to '\(attributeName)'",
                           length: modifier.name.value.utf8.count)
                return nil
            }
            guard applyModifier(modifier, composite, &side) else { return nil }
        }
        if let item = side.item, item is LayoutGuide, let attribute = side.attribute {
            if [.firstBaseline, .lastBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin,
                .trailingMargin, .centerXWithinMargins, .centerYWithinMargins].contains(attribute) {
                errors.add(reference.attribute.location, "a layout guide has no '\(attributeName)' (margins and baselines belong to views)",
                           length: attributeName.utf8.count)
                return nil
            }
        }
        return ok ? side : nil
    }

    private mutating func applyModifier(_ modifier: AnchorReference.Modifier, _ composite: String, _ side: inout Side) -> Bool {
        let name = modifier.name.value
        var values: [String?: Double] = [:]
        for argument in modifier.arguments {
            guard let value = number(argument.value) else { return false }
            if values[argument.label] != nil {
                errors.add(argument.location, "argument '\(argument.label ?? "_")' is given twice")
                return false
            }
            values[argument.label] = value
        }
        func allowed(_ labels: Set<String?>) -> Bool {
            for argument in modifier.arguments where !labels.contains(argument.label) {
                let shown = labels.compactMap { $0 }.sorted().joined(separator: ", ")
                errors.add(argument.location, argument.label == nil
                           ? "'\(name)' of '\(composite)' takes labelled arguments (\(shown))"
                           : "'\(name)' of '\(composite)' has no argument '\(argument.label ?? "")' (expected \(shown))")
                return false
            }
            return true
        }
        switch (composite, name) {
        case ("edges", "inset"):
            if let all = values[nil] {
                guard modifier.arguments.count == 1 else {
                    errors.add(modifier.name.location, "inset takes one number or labelled sides")
                    return false
                }
                side.insets = EdgeInsets(all)
            } else {
                guard allowed(["top", "left", "bottom", "right", "leading", "trailing"]) else { return false }
                side.insets = EdgeInsets(top: values["top"] ?? 0, left: values["left"] ?? values["leading"] ?? 0,
                                         bottom: values["bottom"] ?? 0, right: values["right"] ?? values["trailing"] ?? 0)
            }
        case ("horizontalEdges", "inset"):
            if let all = values[nil], modifier.arguments.count == 1 {
                side.insets = EdgeInsets(top: 0, left: all, bottom: 0, right: all)
            } else {
                guard allowed(["leading", "trailing"]) else { return false }
                side.insets = EdgeInsets(top: 0, left: values["leading"] ?? 0, bottom: 0, right: values["trailing"] ?? 0)
            }
        case ("verticalEdges", "inset"):
            if let all = values[nil], modifier.arguments.count == 1 {
                side.insets = EdgeInsets(top: all, left: 0, bottom: all, right: 0)
            } else {
                guard allowed(["top", "bottom"]) else { return false }
                side.insets = EdgeInsets(top: values["top"] ?? 0, left: 0, bottom: values["bottom"] ?? 0, right: 0)
            }
        case ("center", "offset"):
            guard allowed(["x", "y"]) else { return false }
            side.insets = EdgeInsets(top: values["y"] ?? 0, left: values["x"] ?? 0, bottom: 0, right: 0)
        default:
            let expected = composite == "center" ? "offset(x:y:)" : composite == "size" ? "no modifier" : "inset(…)"
            errors.add(modifier.name.location, "'\(composite)' has no '\(name)' (expected \(expected))",
                       length: name.utf8.count)
            return false
        }
        return true
    }

    private mutating func makeEquation(_ equation: Equation) -> [LayoutConstraint] {
        let lhsSide = resolve(equation.lhs)
        let rhsSide = resolve(equation.rhs)
        var priority = LayoutPriority.required
        if let (term, at) = equation.priority {
            var value: Double?
            if case .metric(let name, _) = term, let named = LayoutPriority(name: name), metrics[name] == nil {
                value = named.value
            } else {
                value = number(term)
            }
            guard let value else { return [] }
            priority = LayoutPriority(value)
            guard priority.isValid else {
                errors.add(at, "priority \(formatted(value)) is out of range: priorities are greater than 0 and at most 1000")
                return []
            }
        }
        guard let lhs = lhsSide, let rhs = rhsSide, let firstItem = lhs.item else { return [] }
        let at = equation.location
        if let composite = lhs.composite {
            return makeComposite(composite, lhs, firstItem, equation, rhs, priority)
        }
        guard let firstAttribute = lhs.attribute else { return [] }
        if rhs.composite != nil {
            errors.add(rhs.location, "'\(firstAttribute)' is a single anchor; the right-hand side is a composite (\(rhs.composite ?? ""))")
            return []
        }
        if rhs.size != nil {
            errors.add(rhs.location, "a size (WxH) relates to a 'size' anchor, not to '\(firstAttribute)'")
            return []
        }
        guard lhs.multiplier != 0 else {
            errors.add(equation.lhs.location, "the multiplier of the left-hand side is zero")
            return []
        }
        // m1·a + c1 REL m2·b + c2  ⇒  a REL (m2/m1)·b + (c2 − c1)/m1, flipped when m1 < 0.
        var relation = equation.relation
        if lhs.multiplier < 0, relation != .equal {
            relation = relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual
        }
        let multiplier = rhs.multiplier / lhs.multiplier
        let constant = (rhs.constant - lhs.constant) / lhs.multiplier
        guard let secondItem = rhs.item, let secondAttribute = rhs.attribute else {
            guard firstAttribute.kind == .dimension else {
                errors.add(equation.rhs.location, "a position ('\(firstAttribute)') cannot be set to a constant; relate it to another anchor (e.g. \(equation.lhs.anchor?.item.value ?? "view").\(firstAttribute) == root.\(firstAttribute) + 8)")
                return []
            }
            if rhs.multiplier != 1 {
                errors.add(equation.rhs.location, "a constant right-hand side takes no multiplier")
                return []
            }
            return [located(LayoutConstraint(item: firstItem, attribute: firstAttribute, relatedBy: relation,
                                             constant: constant, priority: priority), at)]
        }
        guard firstAttribute.kind == secondAttribute.kind else {
            errors.add(equation.relationLocation, "cannot relate \(firstAttribute.kind.words) '\(firstAttribute)' to \(secondAttribute.kind.words) '\(secondAttribute)'",
                       length: 2)
            return []
        }
        let d1 = firstAttribute.horizontalDirectionality, d2 = secondAttribute.horizontalDirectionality
        if d1 != 0, d2 != 0, d1 != d2 {
            errors.add(equation.relationLocation, "'\(firstAttribute)' and '\(secondAttribute)' mix leading/trailing with left/right", length: 2)
            return []
        }
        return [located(LayoutConstraint(item: firstItem, attribute: firstAttribute, relatedBy: relation, toItem: secondItem,
                                         attribute: secondAttribute, multiplier: multiplier, constant: constant,
                                         priority: priority), at)]
    }

    private mutating func makeComposite(_ composite: String, _ lhs: Side, _ firstItem: LayoutItem, _ equation: Equation,
                                        _ rhs: Side, _ priority: LayoutPriority) -> [LayoutConstraint] {
        let at = equation.location
        if lhs.multiplier != 1 || lhs.constant != 0 || rhs.multiplier != 1 || rhs.constant != 0 {
            errors.add(at, "a composite anchor ('\(composite)') takes no multiplier or constant; use .inset(…) or .offset(x:y:)")
            return []
        }
        if composite != "size", equation.relation != .equal {
            errors.add(equation.relationLocation, "'\(composite)' relates only with '=='", length: 2)
            return []
        }
        if composite == "size", let size = rhs.size {
            return [(LayoutAttribute.width, size.width), (.height, size.height)].map { attribute, value in
                located(LayoutConstraint(item: firstItem, attribute: attribute, relatedBy: equation.relation,
                                         constant: value, priority: priority), at)
            }
        }
        guard let secondItem = rhs.item, rhs.composite == composite else {
            let found = rhs.composite.map { "'\($0)'" } ?? rhs.attribute.map { "'\($0)'" } ?? "a constant"
            errors.add(rhs.location, "'\(composite)' relates to another '\(composite)'\(composite == "size" ? " or a size such as 48x48" : ""), not to \(found)")
            return []
        }
        // (attribute, lhs offset, rhs offset): a part relates as a.part + lo REL b.part + ro.
        let a = lhs.insets, b = rhs.insets
        let parts: [(LayoutAttribute, Double, Double)]
        switch composite {
        case "edges":
            parts = [(.top, a.top, b.top), (.leading, a.left, b.left), (.bottom, -a.bottom, -b.bottom),
                     (.trailing, -a.right, -b.right)]
        case "horizontalEdges": parts = [(.leading, a.left, b.left), (.trailing, -a.right, -b.right)]
        case "verticalEdges": parts = [(.top, a.top, b.top), (.bottom, -a.bottom, -b.bottom)]
        case "center": parts = [(.centerX, a.left, b.left), (.centerY, a.top, b.top)]
        default: parts = [(.width, 0, 0), (.height, 0, 0)]
        }
        return parts.map { attribute, lo, ro in
            located(LayoutConstraint(item: firstItem, attribute: attribute, relatedBy: equation.relation, toItem: secondItem,
                                     attribute: attribute, constant: ro - lo, priority: priority), at)
        }
    }

    private static let formatOptions: [String: FormatOptions] = [
        "alignAllLeft": .alignAllLeft, "alignAllRight": .alignAllRight, "alignAllTop": .alignAllTop,
        "alignAllBottom": .alignAllBottom, "alignAllLeading": .alignAllLeading, "alignAllTrailing": .alignAllTrailing,
        "alignAllCenterX": .alignAllCenterX, "alignAllCenterY": .alignAllCenterY,
        "alignAllLastBaseline": .alignAllLastBaseline, "alignAllFirstBaseline": .alignAllFirstBaseline,
        "directionLeadingToTrailing": .directionLeadingToTrailing, "directionLeftToRight": .directionLeftToRight,
        "directionRightToLeft": .directionRightToLeft,
    ]

    private mutating func makeVisualFormat(_ vfl: VisualFormatStatement, views: [String: View]) -> [LayoutConstraint] {
        var options: FormatOptions = []
        for option in vfl.options {
            guard let value = LayoutBuilder.formatOptions[option.value] else {
                var message = "unknown format option '\(option.value)'"
                if let guess = Spelling.closest(to: option.value, among: LayoutBuilder.formatOptions.keys) {
                    message += " (did you mean '\(guess)'?)"
                }
                errors.add(option.location, message, length: option.value.utf8.count)
                return []
            }
            options.formUnion(value)
        }
        do {
            let made = try LayoutConstraint.constraints(withVisualFormat: vfl.format, options: options, metrics: metrics,
                                                        views: views)
            return made.map { located($0, vfl.location) }
        } catch {
            // The format's column, mapped into the file.
            let scalars = Array(vfl.format.unicodeScalars)
            let index = Swift.max(0, Swift.min(error.column - 1, scalars.count))
            var byteOffset = 0
            for scalar in scalars[..<index] { byteOffset += String(scalar).utf8.count }
            let at = SourceLocation(line: vfl.location.line, column: vfl.location.column + index,
                                    offset: vfl.location.offset + byteOffset)
            errors.add(at, "visual format: \(error.message)")
            return []
        }
    }

    private mutating func activate(_ constraints: [(LayoutConstraint, SourceLocation)]) {
        do {
            try LayoutConstraint.activate(constraints.map(\.0))
        } catch {
            // Find every culprit, one at a time (the checks PlumbLayout makes beyond ours).
            for (c, at) in constraints {
                do {
                    try c.activate()
                } catch {
                    errors.add(at, "\(error)")
                }
            }
        }
    }

    private func formatted(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int64(x)) : String(x)
    }
}

/// "Did you mean …?": the closest name by edit distance, if close enough.
enum Spelling {
    static func closest<S: Sequence>(to word: String, among candidates: S) -> String? where S.Element == String {
        let target = Array(word.lowercased().unicodeScalars)
        guard target.count <= 64 else { return nil }
        var best: (String, Int)?
        for candidate in candidates {
            let other = Array(candidate.lowercased().unicodeScalars)
            guard abs(other.count - target.count) <= 3, other.count <= 64 else { continue }
            let d = distance(target, other)
            let limit = Swift.min(3, target.count / 3)  // no guesses for names under 3 letters
            if d <= limit, d > 0, best.map({ d < $0.1 || (d == $0.1 && candidate < $0.0) }) ?? true { best = (candidate, d) }
        }
        return best?.0
    }

    private static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...Swift.max(1, a.count) where i <= a.count {
            current[0] = i
            for j in 1...Swift.max(1, b.count) where j <= b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
