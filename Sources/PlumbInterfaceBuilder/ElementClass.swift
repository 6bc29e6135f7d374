/// What the importer knows about a UIKit element name of Interface Builder's XML (`label`,
/// `imageView`, …): the class Xcode's outline calls it, whether it has a content-based
/// intrinsic size in each axis, and how Plumb builds it.
struct ElementClass {
    /// How the importer turns the element into a PlumbLayout view.
    enum Kind {
        /// A plain ``View``.
        case view
        /// A ``ScrollView`` whose `<subviews>` are its content.
        case scrollView
        /// A ``StackView`` whose `<subviews>` are arranged.
        case stackView
    }

    /// The element name (`activityIndicatorView`).
    let elementName: String
    /// Xcode's name for the class (`Activity Indicator View`).
    let displayName: String
    let kind: Kind
    /// Whether UIKit computes an intrinsic width (height) from the content: text, image,
    /// control metrics. Plumb takes the design frame's width (height) for it.
    let intrinsicWidth: Bool
    let intrinsicHeight: Bool
    /// Whether the element is one Plumb knows (unknown names inside `<subviews>` become plain
    /// views, with a note).
    let isKnown: Bool

    /// The class of an element name.
    static func of(_ name: String) -> ElementClass {
        if let known = table[name] { return known }
        return ElementClass(elementName: name, displayName: words(name), kind: .view, intrinsicWidth: false,
                            intrinsicHeight: false, isKnown: false)
    }

    /// Cells and reusable views: each lays out on its own (``SceneDiscovery``), not inside the
    /// hierarchy that holds its table or collection view.
    static let cellElements: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView"]

    private static let table: [String: ElementClass] = {
        var t: [String: ElementClass] = [:]
        func add(_ name: String, _ display: String? = nil, _ kind: Kind = .view, width: Bool = false, height: Bool = false) {
            t[name] = ElementClass(elementName: name, displayName: display ?? words(name), kind: kind,
                                   intrinsicWidth: width, intrinsicHeight: height, isKnown: true)
        }
        // Containers and views without content of their own.
        add("view")
        add("scrollView", nil, .scrollView)
        add("stackView", nil, .stackView)
        for name in ["tableView", "collectionView", "mapView", "visualEffectView", "containerView", "glkView",
                     "sceneKitView", "skView", "mtkView", "arscnView", "arskView", "webView", "tableViewCell",
                     "collectionViewCell", "collectionReusableView"] {
            add(name)
        }
        add("wkWebView", "WebKit View")
        add("tableViewCellContentView", "Content View")
        add("collectionViewCellContentView", "Content View")
        // Content-based intrinsic size in both axes.
        for name in ["label", "button", "textField", "imageView", "switch", "segmentedControl",
                     "activityIndicatorView", "pageControl", "stepper", "datePicker", "pickerView"] {
            add(name, nil, .view, width: true, height: true)
        }
        // Intrinsic height only.
        for name in ["slider", "progressView", "searchBar", "navigationBar", "toolbar", "tabBar"] {
            add(name, nil, .view, width: false, height: true)
        }
        // A text view has an intrinsic size only when it does not scroll (decided per element).
        add("textView")
        return t
    }()

    /// `activityIndicatorView` → `Activity Indicator View`, `HTMLTextView` → `HTML Text View`.
    static func words(_ name: String) -> String {
        let chars = Array(name)
        var out = ""
        for (i, c) in chars.enumerated() {
            if i == 0 {
                out += c.uppercased()
                continue
            }
            let previous = chars[i - 1]
            let next: Character? = i + 1 < chars.count ? chars[i + 1] : nil
            if c.isUppercase, previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
                out += " "
            }
            out.append(c)
        }
        return out
    }
}
