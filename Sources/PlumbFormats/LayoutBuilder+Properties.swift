import PlumbLayout

// The properties of a view block (`text = …`, `layoutMargins = …`, stack and scroll view settings).
extension LayoutBuilder {
    // MARK: Properties

    mutating func apply(_ property: PropertyAssignment, to index: Int) {
        guard let item = items[index] else { return }
        // Read where needed: copying the declaration cost more than setting most properties.
        var declaration: ViewDeclaration { document.views[index] }
        let key = property.path[0]
        let sub = property.path.count > 1 ? property.path[1] : nil
        let at = property.location
        // One lookup, then a switch on an enumeration: a switch on the name compared it with
        // every name before its case.
        guard let propertyKey = LayoutBuilder.propertyKeys[key] else {
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
        switch propertyKey {
        case .intrinsicContentSize:
            switch (sub, property.value) {
            case (nil, .size(let size)): view.intrinsicContentSize = size
            case ("width", .number(let w)): view.intrinsicContentSize.width = w
            case ("height", .number(let h)): view.intrinsicContentSize.height = h
            case (nil, _): wrongValue("a size such as 200x20")
            case ("width", _), ("height", _): wrongValue("a number")
            default: _ = noSubkey()
            }
        case .text:
            guard noSubkey() else { return }
            guard case .string(let text) = property.value else { return wrongValue("a string") }
            guard [.label, .field, .button].contains(declaration.kind) else {
                errors.add(at, "only labels, fields and buttons have a text", length: key.utf8.count)
                return
            }
            if declaration.inlineSize == nil { _ = LayoutBuilder.setText(text, of: view) }
        case .numberOfLines, .preferredMaxLayoutWidth:
            guard noSubkey() else { return }
            guard let label = view as? Label else {
                errors.add(at, "only labels have '\(key)'", length: key.utf8.count)
                return
            }
            guard declaration.inlineSize == nil else {
                errors.add(at, "'\(declaration.name)' is given a size, so it does not measure its text: '\(key)' would have no effect",
                           length: key.utf8.count)
                return
            }
            guard case .number(let value) = property.value, value >= 0, value.isFinite else {
                return wrongValue(key == "numberOfLines" ? "a whole number of lines, 0 for any" : "a width of 0 or more")
            }
            if key == "numberOfLines" {
                guard value == value.rounded(), value <= Double(Int32.max) else { return wrongValue("a whole number of lines, 0 for any") }
                label.numberOfLines = Int(value)
            } else {
                label.preferredMaxLayoutWidth = value
            }
        case .font:
            guard var font = LayoutBuilder.font(of: view) else {
                errors.add(at, "only labels, fields and buttons have a font", length: key.utf8.count)
                return
            }
            guard declaration.inlineSize == nil || view is TextField else {
                errors.add(at, "'\(declaration.name)' is given a size, so it does not measure its text: '\(key)' would have no effect",
                           length: key.utf8.count)
                return
            }
            let weights = Font.Weight.allCases.map(\.rawValue).joined(separator: ", ")
            switch (sub, property.value) {
            case (nil, .number(let size)), ("size", .number(let size)):
                guard size > 0, size <= LayoutBuilder.largestFontSize else {
                    return wrongValue("a point size from 0 to \(Int(LayoutBuilder.largestFontSize)), or a text style such as body")
                }
                font.pointSize = size
            case (nil, .identifier(let name)):
                guard let style = TextStyle(rawValue: name) else {
                    let styles = TextStyle.allCases.map(\.rawValue).joined(separator: ", ")
                    return wrongValue("a point size or a text style (\(styles))")
                }
                font = Font.preferredFont(forTextStyle: style)
            case ("weight", .identifier(let name)):
                guard let weight = Font.Weight(rawValue: name) else { return wrongValue("a weight (\(weights))") }
                font.weight = weight
            case ("italic", .bool(let flag)): font.isItalic = flag
            case (nil, _), ("size", _): return wrongValue("a point size or a text style such as body")
            case ("weight", _): return wrongValue("a weight (\(weights))")
            case ("italic", _): return wrongValue("true or false")
            default: _ = noSubkey(); return
            }
            LayoutBuilder.setFont(font, of: view)
        case .adjustsFontForContentSizeCategory:
            guard noSubkey() else { return }
            guard case .bool(let flag) = property.value else { return wrongValue("true or false") }
            switch view {
            case let label as Label: label.adjustsFontForContentSizeCategory = flag
            case let button as Button: button.adjustsFontForContentSizeCategory = flag
            default: errors.add(at, "only labels and buttons have '\(key)'", length: key.utf8.count)
            }
        case .isHidden, .insetsLayoutMarginsFromSafeArea, .translatesAutoresizingMaskIntoConstraints,
             .alwaysBounceVertical, .alwaysBounceHorizontal, .isLayoutMarginsRelativeArrangement,
             .isBaselineRelativeArrangement, .preservesSuperviewLayoutMargins, .layoutMarginsFollowReadableWidth,
             .isViewControllerRootView:
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
            case "preservesSuperviewLayoutMargins": view.preservesSuperviewLayoutMargins = flag
            case "layoutMarginsFollowReadableWidth": view.layoutMarginsFollowReadableWidth = flag
            case "isViewControllerRootView": view.isViewControllerRootView = flag
            default: requireStack()?.isBaselineRelativeArrangement = flag
            }
        case .directionalLayoutMargins:
            guard noSubkey() else { return }
            guard let insets = insets(property.value) else {
                return wrongValue("one number (every side) or four: top, leading, bottom, trailing")
            }
            view.directionalLayoutMargins = DirectionalEdgeInsets(top: insets.top, leading: insets.left,
                                                                  bottom: insets.bottom, trailing: insets.right)
        case .layoutMargins, .additionalSafeAreaInsets, .alignmentRectInsets, .contentInset:
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
        case .contentHuggingPriority, .contentCompressionResistancePriority:
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
        case .expectedFrame:
            guard noSubkey() else { return }
            guard case .numbers(let n) = property.value, n.count == 4 else {
                return wrongValue("four numbers: x, y, width, height")
            }
            expectedFrames[declaration.name] = Rect(x: n[0], y: n[1], width: n[2], height: n[3])
        case .frame:
            guard noSubkey() else { return }
            guard case .numbers(let n) = property.value, n.count == 4 else {
                return wrongValue("four numbers: x, y, width, height")
            }
            view.frame = Rect(x: n[0], y: n[1], width: n[2], height: n[3])
            byFrame.insert(index)
        case .firstBaselineOffsetFromTop, .lastBaselineOffsetFromBottom, .zoomScale, .minimumZoomScale,
             .maximumZoomScale:
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
        case .contentOffset:
            guard noSubkey() else { return }
            guard case .numbers(let n) = property.value, n.count == 2 else { return wrongValue("two numbers: x, y") }
            requireScroll()?.contentOffset = Point(x: n[0], y: n[1])
        case .contentSize:
            guard noSubkey() else { return }
            guard case .size(let size) = property.value else { return wrongValue("a size such as 375x1200") }
            requireScroll()?.contentSize = size
        case .contentInsetAdjustmentBehavior:
            guard noSubkey(), let scroll = requireScroll() else { return }
            let behaviours: [String: ScrollView.ContentInsetAdjustmentBehavior] = [
                "automatic": .automatic, "scrollableAxes": .scrollableAxes, "never": .never, "always": .always]
            guard case .identifier(let name) = property.value, let behaviour = behaviours[name] else {
                return wrongValue("automatic, scrollableAxes, never or always")
            }
            scroll.contentInsetAdjustmentBehavior = behaviour
        case .keyboardAvoidance:
            guard noSubkey(), requireScroll() != nil else { return }
            guard case .identifier(let name) = property.value, name == "scrollToVisible" || name == "centerActiveField" else {
                return wrongValue("scrollToVisible or centerActiveField")
            }
        case .viewForZooming:
            guard noSubkey(), requireScroll() != nil else { return }
            guard case .identifier = property.value else { return wrongValue("the name of a subview") }
            deferred.append((index, property))
        case .semanticContentAttribute:
            guard noSubkey() else { return }
            guard case .identifier(let name) = property.value, let attribute = SemanticContentAttribute(name: name) else {
                return wrongValue(SemanticContentAttribute.allCases.map(\.rawValue).joined(separator: ", "))
            }
            view.semanticContentAttribute = attribute
        case .axis:
            guard noSubkey(), let stack = requireStack() else { return }
            switch property.value {
            case .identifier("horizontal"): stack.axis = .horizontal
            case .identifier("vertical"): stack.axis = .vertical
            default: wrongValue("horizontal or vertical")
            }
        case .distribution:
            guard noSubkey(), let stack = requireStack() else { return }
            guard case .identifier(let name) = property.value,
                  let distribution = StackView.Distribution.allCases.first(where: { $0.description == name }) else {
                return wrongValue("fill, fillEqually, fillProportionally, equalSpacing or equalCentering")
            }
            stack.distribution = distribution
        case .alignment:
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
        case .spacing:
            guard noSubkey(), let stack = requireStack() else { return }
            switch property.value {
            case .number(let value): stack.spacing = value
            case .identifier("system"): stack.spacing = StackView.spacingUseSystem
            default: wrongValue("a number or 'system'")
            }
        case .customSpacing:
            guard requireStack() != nil else { return }
            guard sub != nil else {
                errors.add(at, "write customSpacing.VIEW = value (the gap after an arranged view)", length: key.utf8.count)
                return
            }
            guard case .number = property.value else { return wrongValue("a number") }
            deferred.append((index, property))
        }
    }

    /// Properties that name other views.
    mutating func applyDeferred(_ property: PropertyAssignment, to index: Int) {
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

    func insets(_ value: PropertyValue) -> EdgeInsets? {
        switch value {
        case .number(let all): EdgeInsets(all)
        case .numbers(let n) where n.count == 4: EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
        default: nil
        }
    }
}
