import PlumbFormats
import PlumbInterfaceBuilder
import PlumbLayout

/// A laid-out hierarchy ``SVGRenderer`` can draw.
protocol DrawableLayout {
    /// The file, as `plumb diagnose` takes it.
    var path: String { get }
    /// What the picture is called (the path, or the path and the scene).
    var title: String { get }
    var root: View { get }
    /// Every view, in preorder.
    var views: [View] { get }
    /// The constraints of the file (to draw a conflict's).
    var constraints: [LayoutConstraint] { get }
    var keyboardFrame: Rect? { get }
    /// The view or guide a finding names.
    func item(named name: String) -> LayoutItem?
    /// What the canvas writes beside a view (its name, shorter than findings spell it).
    func caption(of view: View) -> String
    /// The colours the document gives a view; nil: it gives none, draw the neutral palette.
    func appearance(of view: View) -> ViewAppearance?
    /// What a view is and the text it shows.
    func content(of view: View) -> ViewContent
}

/// What a view draws: its kind and its text.
struct ViewContent {
    enum Kind: String {
        case label, button, textField, textView, imageView, stackView, scrollView, view
    }

    var kind: Kind
    /// The text shown (a field's placeholder when it has no text); nil: none.
    var text: String?
    var font = Font()
    /// 0: any number of lines.
    var numberOfLines = 1
    var isPlaceholder = false
    /// An image view's image size, when known.
    var imageSize: Size?

    /// The content of a view of Plumb's own classes.
    init(_ view: View) {
        switch view {
        case let label as Label:
            self.init(kind: .label, text: label.text, font: label.effectiveFont, numberOfLines: label.numberOfLines)
        case let button as Button:
            self.init(kind: .button, text: button.title, font: button.font)
        case let field as TextField:
            let hasText = !(field.text?.isEmpty ?? true)
            self.init(kind: .textField, text: hasText ? field.text : field.placeholder, font: field.font, isPlaceholder: !hasText)
        case let image as ImageView:
            self.init(kind: .imageView, imageSize: image.imageSize)
        case is StackView: self.init(kind: .stackView)
        case is ScrollView: self.init(kind: .scrollView)
        default: self.init(kind: .view)
        }
    }

    init(kind: Kind, text: String? = nil, font: Font = Font(), numberOfLines: Int = 1, isPlaceholder: Bool = false,
         imageSize: Size? = nil) {
        self.kind = kind
        self.text = text
        self.font = font
        self.numberOfLines = numberOfLines
        self.isPlaceholder = isPlaceholder
        self.imageSize = imageSize
    }
}

/// A view's colours as its document gives them.
struct ViewAppearance {
    /// `#rrggbb` and its opacity; nil: clear (outlined only).
    var fill: (color: String, opacity: Double)?
    /// The colour of its text; nil: the class's default.
    var textColor: String?
}

extension LayoutModel: DrawableLayout {
    var title: String { path }
    func caption(of view: View) -> String { view.debugName }
    /// Layout files give no colours.
    func appearance(of view: View) -> ViewAppearance? { nil }
    func content(of view: View) -> ViewContent { ViewContent(view) }
}

/// One scene of a storyboard, laid out, for ``SVGRenderer``.
struct InterfaceBuilderDrawing: DrawableLayout {
    let layout: InterfaceBuilderLayout
    let path: String
    let views: [View]
    private let byName: [String: LayoutItem]

    init(_ layout: InterfaceBuilderLayout, path: String) {
        self.layout = layout
        self.path = path
        views = LayoutAnalysis(layout.root)?.views ?? [layout.root]
        var names: [String: LayoutItem] = [:]
        for view in views {
            names[view.debugName] = view
            for guide in view.layoutGuides { names[guide.debugName] = guide }
        }
        byName = names
    }

    /// The safe area is left out: the picture shows it (`--show safe-area`), and the title is
    /// short enough to stay whole more often.
    var title: String { "\(path): \(InterfaceBuilderFile.heading(layout, includesSafeArea: false))" }
    var root: View { layout.root }
    var constraints: [LayoutConstraint] { layout.constraints }
    var keyboardFrame: Rect? { nil }
    func item(named name: String) -> LayoutItem? { byName[name] }

    /// The user's label, else the class as Xcode's outline shows it (a label's text is drawn
    /// inside it; the element id is in the outline list and the findings).
    func caption(of view: View) -> String {
        guard let record = layout.record(for: view) else { return view.debugName }
        return record.userLabel ?? record.customClass ?? record.className
    }

    /// A view the document gives no background colour is clear, as UIKit draws it.
    func appearance(of view: View) -> ViewAppearance? {
        let record = layout.record(for: view)
        return ViewAppearance(fill: record?.backgroundColor.map { ($0.hex, $0.alpha) }, textColor: record?.textColor?.hex)
    }

    /// The elements whose views draw as controls.
    private static let kinds: [String: ViewContent.Kind] = ["label": .label, "button": .button, "textField": .textField,
                                                            "textView": .textView, "imageView": .imageView]

    /// Interface Builder's views are plain views sized by their content: the element says
    /// what they are and show.
    func content(of view: View) -> ViewContent {
        let own = ViewContent(view)
        guard let record = layout.record(for: view) else { return own }
        guard let kind = Self.kinds[record.elementName] else { return own }
        var content = ViewContent(kind: kind)
        if let shown = record.shownText {
            (content.text, content.font, content.numberOfLines, content.isPlaceholder) = (shown.text, shown.font, shown.numberOfLines, shown.isPlaceholder)
        }
        if kind == .imageView, view.intrinsicContentSize.width >= 0, view.intrinsicContentSize.height >= 0 {
            content.imageSize = view.intrinsicContentSize
        }
        return content
    }
}
