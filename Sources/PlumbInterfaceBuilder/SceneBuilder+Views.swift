import PlumbLayout

extension SceneBuilder {
    /// Creates a view for every installed element under the root, in preorder, with an
    /// explicit stack (no recursion on the document's depth).
    func collectViews() {
        var pending: [(element: DocumentElement, parent: Int)] = [(scene.rootElement, -1)]
        while let (element, parent) = pending.popLast() {
            let index = entries.count
            let parentView = parent >= 0 ? entries[parent].view : nil
            let view = makeView(element)
            let superSize = parent > 0 ? entries[parent].frame?.size : (parent == 0 ? entries[0].frame?.size ?? scene.designSize : scene.designSize)
            let frame = resolver.frame(of: element, superSize: superSize)
            var translates = false
            if parent >= 0 {
                let arranged = parentView is StackView
                if !context.usesAutoLayout {
                    translates = !arranged
                } else if arranged {
                    translates = false
                } else if element["translatesAutoresizingMaskIntoConstraints"] == "NO" {
                    translates = element.flag("fixedFrame")
                } else {
                    translates = true
                }
            }
            entries.append(Entry(element: element, parent: parent, view: view, frame: frame, translates: translates))
            if parent >= 0 { entries[parent].children.append(index) }
            configure(view, element: element, frame: frame, isRoot: parent < 0)
            if let id = element.id, itemsByID[id] == nil { itemsByID[id] = view }  // a repeated id: the first
            record(view, element: element, className: ElementClass.of(element.name).displayName, frame: frame,
                   isGuide: false)
            for child in subviewElements(of: element).reversed() {
                pending.append((child, index))
            }
        }
    }

    /// The installed subviews of an element: its `<subviews>` (minus those a size-class mask
    /// excludes), and a visual effect view's `contentView`.
    func subviewElements(of element: DocumentElement) -> [DocumentElement] {
        var out: [DocumentElement] = []
        if element.name == "visualEffectView", let content = element.child(key: "contentView") {
            out.append(content)
        }
        guard let subviews = element.child("subviews") else { return out }
        for child in subviews.children {
            if let id = child.id, !resolver.isInstalled(id, in: element, mask: "subviews") { continue }
            let known = ElementClass.of(child.name).isKnown
            let viewLike = child.child("rect", key: "frame") != nil || child.child("subviews") != nil
            if !known && !viewLike {
                note(child, "<\(child.name)> inside <subviews> is not a view Plumb knows; skipped")
                continue
            }
            if !known { note(child, "unknown element <\(child.name)>: laid out as a plain view") }
            out.append(child)
        }
        return out
    }

    /// A ``View``, ``ScrollView`` or ``StackView`` for the element.
    func makeView(_ element: DocumentElement) -> View {
        let name = ItemNaming.name(of: element)
        switch ElementClass.of(element.name).kind {
        case .scrollView:
            let scroll = ScrollView(name)
            scrollViews.append(scroll)
            return scroll
        case .stackView:
            return StackView(name)
        case .view:
            return View(name)
        }
    }

    /// Sets what the element says about layout: hidden, intrinsic size, content priorities,
    /// margins, baselines, stack and scroll view settings.
    func configure(_ view: View, element: DocumentElement, frame: Rect?, isRoot: Bool) {
        view.isHidden = resolver.flag("hidden", of: element)
        // Xcode writes the attribute only when it is not unspecified; an unknown value (a newer
        // Xcode's) leaves the view unspecified, as an older UIKit would.
        if let name = resolver.attribute("semanticContentAttribute", of: element),
           let attribute = SemanticContentAttribute(name: name) {
            view.semanticContentAttribute = attribute
        }
        if let insets = CanvasMetrics.alignmentRectInsets[element.name] { view.alignmentRectInsets = insets }
        if let frame { view.frame = frame }
        view.intrinsicContentSize = intrinsicSize(of: element, frame: frame, alignmentRectInsets: view.alignmentRectInsets)
        setPriorities(of: view, element)
        if !isRoot, let margins = customMargins(element) {
            // Margins Xcode saved by leading and trailing follow the view's direction.
            if resolver.child(key: "layoutMargins", of: element) == nil {
                view.directionalLayoutMargins = DirectionalEdgeInsets(top: margins.top, leading: margins.left,
                                                                      bottom: margins.bottom, trailing: margins.right)
            } else {
                view.layoutMargins = margins
            }
        }
        // Before safe areas (documents without useSafeAreas="YES") margins are measured from the
        // edges; the top and bottom layout guides carry the bars.
        if resolver.attribute("insetsLayoutMarginsFromSafeArea", of: element) == "NO" || !context.usesSafeAreas {
            view.insetsLayoutMarginsFromSafeArea = false
        }
        view.preservesSuperviewLayoutMargins = resolver.flag("preservesSuperviewLayoutMargins", of: element)
        view.layoutMarginsFollowReadableWidth = resolver.flag("layoutMarginsFollowReadableWidth", of: element)
        if ["label", "button", "textField"].contains(element.name), let frame {
            let lines = Int(element["numberOfLines"] ?? "1") ?? 1
            let baselines = FontMetrics(element: element).baselines(height: frame.height, lines: element.name == "label" ? lines : 1)
            view.firstBaselineOffsetFromTop = baselines.first
            view.lastBaselineOffsetFromBottom = baselines.last
        }
        if element.name == "label", let lines = Int(element["numberOfLines"] ?? "1"), lines != 1 {
            view.hasMultilineText = true
        }
        if let stack = view as? StackView { configureStack(stack, element) }
        if let scroll = view as? ScrollView { configureScroll(scroll, element) }
    }

    /// Intrinsic content size, per axis: `placeholderIntrinsicWidth`/`Height` when given (a
    /// number, or `infinite` for none), else the design frame's size for classes whose
    /// intrinsic size comes from their content (labels, buttons, text fields, image views with
    /// an image, switches, …; a text view only when it does not scroll), estimated from the
    /// content (``ContentSizeEstimate``) when the document saved no frame, else none.
    /// The intrinsic size is the alignment rectangle's, as UIKit's: the design frame (or the
    /// estimate of one) less `alignmentRectInsets`.
    func intrinsicSize(of element: DocumentElement, frame: Rect?, alignmentRectInsets a: EdgeInsets = .zero) -> Size {
        let cls = ElementClass.of(element.name)
        var width = cls.intrinsicWidth, height = cls.intrinsicHeight
        if element.name == "imageView", element["image"] == nil { (width, height) = (false, false) }
        if element.name == "textView", element["scrollEnabled"] == "NO" { (width, height) = (true, true) }
        let designed = (frame?.size ?? ((width || height) ? ContentSizeEstimate.of(element, measurer: context.textMeasurer, scale: context.device?.scale) : nil))
            .map { Size(width: $0.width - a.left - a.right, height: $0.height - a.top - a.bottom) }
        func axis(_ placeholder: String, _ content: Bool, _ designed: Double?) -> Double {
            if let text = element[placeholder] {
                if text == "infinite" { return View.noIntrinsicMetric }
                if let value = DocumentValues.number(text), value >= 0 { return value }
                note(element, "\(placeholder)=\"\(text)\" is not a size; ignored")
            }
            guard content, let designed, designed >= 0 else { return View.noIntrinsicMetric }
            return designed
        }
        return Size(width: axis("placeholderIntrinsicWidth", width, designed?.width),
                    height: axis("placeholderIntrinsicHeight", height, designed?.height))
    }

    /// `horizontalHuggingPriority` and the three others; absent means UIKit's default (250
    /// hugging, 750 compression resistance): Interface Builder writes its own per-class values
    /// (251 for labels and image views, 750 for switches…) explicitly.
    func setPriorities(of view: View, _ element: DocumentElement) {
        let settings: [(String, LayoutAxis, Bool)] = [
            ("horizontalHuggingPriority", .horizontal, true), ("verticalHuggingPriority", .vertical, true),
            ("horizontalCompressionResistancePriority", .horizontal, false),
            ("verticalCompressionResistancePriority", .vertical, false),
        ]
        for (attribute, axis, hugging) in settings {
            guard let text = resolver.attribute(attribute, of: element) else { continue }
            guard let value = DocumentValues.number(text) else {
                note(element, "\(attribute)=\"\(text)\" is not a number; ignored")
                continue
            }
            do {
                if hugging {
                    try view.setContentHuggingPriority(LayoutPriority(value), for: axis)
                } else {
                    try view.setContentCompressionResistancePriority(LayoutPriority(value), for: axis)
                }
            } catch {
                note(element, "\(attribute)=\"\(text)\": \(error); ignored")
            }
        }
    }

    /// `axis`, `distribution`, `alignment`, `spacing` (`spacingType="standard"`: the system
    /// spacing), `baselineRelativeArrangement`, and margin-relative arrangement
    /// (`layoutMarginsRelativeArrangement="YES"`, or margins written on the stack view).
    func configureStack(_ stack: StackView, _ element: DocumentElement) {
        stack.axis = resolver.attribute("axis", of: element) == "vertical" ? .vertical : .horizontal
        let distribution = resolver.attribute("distribution", of: element) ?? "fill"
        switch distribution {
        case "fill": stack.distribution = .fill
        case "fillEqually": stack.distribution = .fillEqually
        case "fillProportionally": stack.distribution = .fillProportionally
        case "equalSpacing": stack.distribution = .equalSpacing
        case "equalCentering": stack.distribution = .equalCentering
        default: note(element, "unknown stack view distribution \"\(distribution)\"; using fill")
        }
        let alignment = resolver.attribute("alignment", of: element) ?? "fill"
        switch alignment {
        case "fill": stack.alignment = .fill
        case "top", "leading": stack.alignment = .leading
        case "bottom", "trailing": stack.alignment = .trailing
        case "center": stack.alignment = .center
        case "firstBaseline": stack.alignment = .firstBaseline
        case "lastBaseline": stack.alignment = .lastBaseline
        default: note(element, "unknown stack view alignment \"\(alignment)\"; using fill")
        }
        if resolver.attribute("spacingType", of: element) == "standard" {
            stack.spacing = StackView.spacingUseSystem
        } else if let text = resolver.attribute("spacing", of: element) {
            if let value = DocumentValues.number(text) { stack.spacing = value }
            else { note(element, "spacing=\"\(text)\" is not a number; using 0") }
        }
        stack.isBaselineRelativeArrangement = resolver.flag("baselineRelativeArrangement", of: element)
        stack.isLayoutMarginsRelativeArrangement = resolver.flag("layoutMarginsRelativeArrangement", of: element)
            || customMargins(element) != nil
    }

    /// `contentInsetAdjustmentBehavior`; the default (automatic) adjusts like `.always` in a
    /// view controller under a navigation or tab bar, as UIKit does there.
    func configureScroll(_ scroll: ScrollView, _ element: DocumentElement) {
        switch resolver.attribute("contentInsetAdjustmentBehavior", of: element) {
        case "never": scroll.contentInsetAdjustmentBehavior = .never
        case "always": scroll.contentInsetAdjustmentBehavior = .always
        case "scrollableAxes": scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        default:
            let bars = scene.bars
            let underBars = scene.kind == .viewController && (bars.navigationBar || bars.tabBar || bars.toolbar)
            scroll.contentInsetAdjustmentBehavior = underBars ? .always : .automatic
        }
    }

    /// Attaches every view to its parent, last entries first: a parent is attached to its own
    /// parent only after all its subviews, so no attachment walks up the hierarchy. Stack views
    /// arrange their subviews in order.
    func attachViews() {
        for index in entries.indices.reversed() {
            let entry = entries[index]
            for child in entry.children {
                if let stack = entry.view as? StackView {
                    stack.addArrangedSubview(entries[child].view)
                } else {
                    entry.view.addSubview(entries[child].view)
                }
            }
        }
        for entry in entries.dropFirst() where !(entries[entry.parent].view is StackView) {
            entry.view.translatesAutoresizingMaskIntoConstraints = entry.translates
        }
        // Content of a scroll view that adjusts its insets sits below the bars at rest, so the
        // safe area does not grow its margins. (PlumbLayout inherits safe areas from frames
        // without the scroll offset, which would count the bars the offset moves it away from.)
        var inScroll = [Bool](repeating: false, count: entries.count)
        for (i, entry) in entries.enumerated() where i > 0 {
            let parent = entries[entry.parent].view
            let adjusting = (parent as? ScrollView).map { $0.contentInsetAdjustmentBehavior != .never } ?? false
            inScroll[i] = inScroll[entry.parent] || adjusting
            if inScroll[i] { entry.view.insetsLayoutMarginsFromSafeArea = false }
        }
    }
}
