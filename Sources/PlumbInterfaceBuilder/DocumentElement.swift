/// One element of an Interface Builder document as the importer keeps it: its name, its
/// attributes in document order, the children it keeps, and where its start tag begins.
///
/// Elements that never matter for layout (colours, fonts' colours, outlets, resources, …) are
/// dropped while parsing (``ElementTreeBuilder``) to keep large documents small. The tree is
/// built once and never changed afterwards, so it can be shared between threads.
final class DocumentElement: @unchecked Sendable {
    let name: String
    /// Attributes sorted by name (a small array is more compact than a dictionary; elements
    /// have a handful of attributes).
    let attributes: [(name: String, value: String)]
    /// 1-based line and column (in characters) of the `<` of the start tag.
    let line: Int32
    let column: Int32
    /// The children kept, in document order (set while parsing only).
    fileprivate(set) var children: [DocumentElement] = []
    /// The text content of `<string>` elements (a label's multi-line text), else nil.
    fileprivate(set) var text: String?
    /// The comment right before a `<scene>` element: Xcode writes the scene's title there.
    fileprivate(set) var precedingComment: String?

    init(name: String, attributes: [(name: String, value: String)], line: Int32, column: Int32) {
        self.name = name
        self.attributes = attributes
        self.line = line
        self.column = column
    }

    /// The value of an attribute, or nil.
    subscript(_ attribute: String) -> String? {
        for a in attributes where a.name == attribute { return a.value }
        return nil
    }

    /// The `id` attribute.
    var id: String? { self["id"] }

    /// The `key` attribute (the role of an element in its parent: `view`, `frame`, `safeArea`…).
    var key: String? { self["key"] }

    /// Whether a `YES`/`NO` attribute is `YES`.
    func flag(_ attribute: String) -> Bool { self[attribute] == "YES" }

    /// The first child named `name` (and with `key`, when given).
    func child(_ name: String, key: String? = nil) -> DocumentElement? {
        children.first { $0.name == name && (key == nil || $0.key == key) }
    }

    /// The first child whose `key` is `key`, whatever its name.
    func child(key: String) -> DocumentElement? {
        children.first { $0.key == key }
    }

    /// The children named `name`.
    func children(_ name: String) -> [DocumentElement] {
        children.filter { $0.name == name }
    }

    /// Every element of the subtree in preorder, this one first (iteratively: documents may
    /// nest deeply).
    func forEachInSubtree(_ body: (DocumentElement) -> Void) {
        var stack: [DocumentElement] = [self]
        while let element = stack.popLast() {
            body(element)
            stack.append(contentsOf: element.children.reversed())
        }
    }

    /// Releases the subtree iteratively: the default release of nested children would recurse
    /// once per level and overflow the stack on a deeply nested document.
    deinit {
        var pending = children
        children.removeAll()
        while var node = pending.popLast() {
            guard isKnownUniquelyReferenced(&node) else { continue }
            pending.append(contentsOf: node.children)
            node.children.removeAll()
        }
    }

    // MARK: Building (ElementTreeBuilder only)

    func append(_ child: DocumentElement) { children.append(child) }
    func appendText(_ string: String) { text = (text ?? "") + string }
    func setPrecedingComment(_ comment: String) { precedingComment = comment }
}
