import PlumbLayout

/// Reads an element as it is in one size-class combination: Interface Builder's
/// `<variation key="…">` children override attributes (`constant`, `axis`, `hidden`…) and child
/// elements (`<rect key="frame">`), and their `<mask key="subviews|constraints">` include or
/// exclude subviews and constraints by id.
///
/// Variations apply from the least to the most specific: `default` (Any/Any), then width only,
/// then height only, then both; the last one that says something wins (Docs/interface-builder.md,
/// "Size classes").
struct VariationResolver {
    let sizeClass: SizeClassCombination

    /// The element's variations that apply, least specific first.
    func variations(of element: DocumentElement) -> [DocumentElement] {
        var found: [(Int, DocumentElement)] = []
        for child in element.children where child.name == "variation" {
            guard let text = child.key, let key = VariationKey(text), sizeClass.isMatched(by: key) else { continue }
            found.append((key.specificity, child))
        }
        if found.count > 1 { found.sort { $0.0 < $1.0 } }  // stable for equal keys
        return found.map(\.1)
    }

    /// Whether the subview or constraint `id`, a child of `owner` (`mask` is `subviews` or
    /// `constraints`), is installed.
    func isInstalled(_ id: String, in owner: DocumentElement, mask: String) -> Bool {
        var installed = true
        for variation in variations(of: owner) {
            for m in variation.children where m.name == "mask" && m.key == mask {
                for entry in m.children where entry["reference"] == id {
                    if entry.name == "exclude" { installed = false }
                    if entry.name == "include" { installed = true }
                }
            }
        }
        return installed
    }

    /// The attribute's value in this combination.
    func attribute(_ name: String, of element: DocumentElement) -> String? {
        var value = element[name]
        for variation in variations(of: element) {
            if let v = variation[name] { value = v }
        }
        return value
    }

    /// Whether a `YES`/`NO` attribute is `YES` in this combination.
    func flag(_ name: String, of element: DocumentElement) -> Bool { attribute(name, of: element) == "YES" }

    /// The child with `key` (a `<rect key="frame">`, an `<edgeInsets key="layoutMargins">`) in
    /// this combination: the most specific variation's, else the element's own.
    func child(key: String, of element: DocumentElement) -> DocumentElement? {
        var found = element.child(key: key)
        for variation in variations(of: element) {
            if let c = variation.child(key: key) { found = c }
        }
        return found
    }

    /// Whether some applicable variation gives its own child with `key` (a frame written for
    /// this size class).
    func hasOverride(key: String, of element: DocumentElement) -> Bool {
        variations(of: element).contains { $0.child(key: key) != nil }
    }

    /// The design frame (`<rect key="frame">`) in this combination.
    func frame(of element: DocumentElement, superSize: Size? = nil) -> Rect? {
        if let rect = child(key: "frame", of: element).flatMap(DocumentValues.rect) { return rect }
        return child(key: "frameInset", of: element).flatMap { DocumentValues.frameInset($0, in: superSize) }
    }
}
