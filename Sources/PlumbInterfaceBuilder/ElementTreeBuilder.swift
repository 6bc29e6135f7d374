import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Parses a document with Foundation's `XMLParser` into a ``DocumentElement`` tree.
///
/// Safe on hostile input:
/// * external entities are not resolved (`shouldResolveExternalEntities = false`), and any
///   DTD is refused before parsing (``StartTagScanner``), so no entity can expand (Foundation
///   asks libxml2 to substitute entities, so the refusal is what protects);
/// * the tree is built with an explicit stack in the delegate callbacks: no recursion on the
///   input's depth;
/// * subtrees that never matter for layout are dropped as they stream by, and text is kept only
///   for `<string>` elements, so memory stays proportional to the layout content.
final class ElementTreeBuilder: NSObject, XMLParserDelegate {
    /// Elements dropped with their subtrees: colours (but a view's background and text colour,
    /// which pictures draw: ``DocumentColor``), fonts, outlets and actions, resources,
    /// accessibility, runtime attributes, canvas positions… Bar button items stay: their
    /// segues push controllers (sdm-produtos-ios's "+" shows "Adicionar" under the bar). So do
    /// `view` outlets: File's Owner's names the root of the controller that loads a xib.
    static let droppedElements: Set<String> = [
        "color", "resources", "dependencies", "userDefinedRuntimeAttributes",
        "accessibility", "textInputTraits", "imageReference", "preferredSymbolConfiguration", "point",
        "outlet", "action", "outletCollection", "gestureRecognizers", "attributes", "keyCommands",
        "tabBarItem", "segments", "backgroundConfiguration", "inset",
        "customFonts", "items", "menu", "dataDetectorType", "paragraphStyle", "font", "symbolConfiguration",
    ]

    private let path: String
    private let positions: [StartTagScanner.Position]
    private var started = 0
    private(set) var stack: [DocumentElement] = []
    private var droppedDepth = 0
    private var pendingComment: String?
    private(set) var root: DocumentElement?
    private(set) var refusal: InterfaceBuilderError?
    /// The parser's first error, where libxml2 reported it (after `parse()` returns, the
    /// parser's position is where it stopped reading, often the end of the file).
    private(set) var firstError: (code: Int, line: Int, column: Int, open: [DocumentElement], rootClosed: Bool)?

    private init(path: String, positions: [StartTagScanner.Position]) {
        self.path = path
        self.positions = positions
    }

    /// Parses `data` (the whole file) into its root element.
    static func parse(_ data: Data, path: String) throws(InterfaceBuilderError) -> DocumentElement {
        let scanned = data.withUnsafeBytes { raw in
            Result { () throws(StartTagScanner.Refusal) in try StartTagScanner.scan(raw.bindMemory(to: UInt8.self)) }
        }
        let positions: [StartTagScanner.Position]
        switch scanned {
        case .success(let p): positions = p
        case .failure(let refusal):
            throw InterfaceBuilderError(file: path, line: Int(refusal.position.line),
                                        column: Int(refusal.position.column), message: refusal.message)
        }
        let builder = ElementTreeBuilder(path: path, positions: positions)
        // A stream, not `XMLParser(data:)`: with data, Foundation hands libxml2 the whole
        // document as one chunk, which libxml2 refuses beyond 10 MB; a stream goes in small chunks.
        let parser = XMLParser(stream: InputStream(data: data))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        parser.delegate = builder
        let ok = parser.parse()
        if let refusal = builder.refusal { throw refusal }
        if let error = builder.firstError {
            throw InterfaceBuilderError(file: path, line: max(error.line, 1), column: max(error.column, 1),
                                        message: "malformed XML: " + describe(code: error.code, open: error.open, rootClosed: error.rootClosed))
        }
        if !ok || parser.parserError != nil {
            let code = (parser.parserError as NSError?)?.code ?? 1
            throw InterfaceBuilderError(file: path, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1),
                                        message: "malformed XML: " + describe(code: code, open: builder.stack, rootClosed: builder.root != nil && builder.stack.isEmpty))
        }
        guard let root = builder.root else {
            throw InterfaceBuilderError(file: path, line: 1, column: 1, message: "the file contains no XML element")
        }
        return root
    }

    /// A readable reason for a parse error, from libxml2's error number (Foundation passes it
    /// through, and on Linux its `XMLParser.ErrorCode` names do not line up with those numbers),
    /// with what the tree said when it happened: the elements still open, whether the root had
    /// closed.
    static func describe(code: Int, open: [DocumentElement], rootClosed: Bool) -> String {
        let innermost = open.last.map { "<\($0.name)> (line \($0.line))" }
        switch code {
        case 4: return "the document is empty"
        case 5, 77:
            // libxml2's "document end": the file stopped inside an element, or went on after the root.
            if let innermost { return "the file ends before \(innermost) is closed" }
            return rootClosed ? "content after the root element (a document has one root)" : "the document ends too early"
        case 6, 7, 8: return "an invalid character reference (&#…;)"
        case 9: return "a character that XML does not allow"
        case 10...13: return "a character reference out of place"
        case 14...17, 22, 23: return "a malformed entity reference (& must be written &amp;)"
        case 26, 27: return "an undeclared entity (only &amp; &lt; &gt; &quot; &apos; exist without a DTD)"
        case 31, 32, 79, 81: return "an unsupported or invalid encoding"
        case 33, 34, 43, 44: return "a quoted value is not closed"
        case 38: return "'<' inside an attribute value (write &lt;)"
        case 39, 40, 41: return "an attribute without a quoted value"
        case 42: return "an attribute appears twice in one element"
        case 45: return "a comment is not closed (-->)"
        case 46, 47: return "a processing instruction is not closed (?>)"
        case 56, 57: return "the XML declaration is malformed"
        case 61: return "the DOCTYPE is not closed"
        case 63: return "a CDATA section is not closed (]]>)"
        case 65: return "a space is required here"
        case 68: return "a name is required here (an element or attribute name)"
        case 72: return "'<' expected"
        case 73: return "a tag is not closed ('>' expected)"
        case 74: return "an end tag is not closed"
        case 75: return "'=' expected after an attribute name"
        case 76: return "an end tag does not match " + (innermost.map { "the open element \($0)" } ?? "the open element")
        case 80: return "'--' inside a comment"
        case 85: return "the elements are not well balanced"
        case 86: return "extra content at the end of the document"
        default: return "libxml2 error \(code)"
        }
    }

    // MARK: XMLParserDelegate

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        let position = started < positions.count
            ? positions[started]
            : StartTagScanner.Position(line: Int32(clamping: parser.lineNumber), column: Int32(clamping: parser.columnNumber))
        started += 1
        let comment = pendingComment
        pendingComment = nil
        if droppedDepth > 0 {
            droppedDepth += 1
            return
        }
        if ElementTreeBuilder.droppedElements.contains(elementName),
           !(elementName == "color" && DocumentColor.keptKeys.contains(attributeDict["key"] ?? "")),
           !(elementName == "outlet" && attributeDict["property"] == "view") {
            droppedDepth = 1
            return
        }
        // XMLParser hands attributes over as a dictionary; keep a stable order (by name).
        let attributes = attributeDict.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
        let element = DocumentElement(name: elementName, attributes: attributes, line: position.line,
                                      column: position.column)
        if elementName == "scene", let comment { element.setPrecedingComment(comment) }
        if let parent = stack.last {
            parent.append(element)
        } else if root == nil {
            root = element
        }
        stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        if droppedDepth > 0 {
            droppedDepth -= 1
            return
        }
        _ = stack.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard droppedDepth == 0, let top = stack.last, top.name == "string" else { return }
        top.appendText(string)
    }

    func parser(_ parser: XMLParser, foundComment comment: String) {
        pendingComment = comment.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    // A second line of defence: the scanner refuses DTDs, so none of these should ever run.
    func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
        refuse(parser, "entity declarations are refused")
    }

    func parser(_ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?, systemID: String?) {
        refuse(parser, "entity declarations are refused")
    }

    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
        // DTDs are refused before parsing, so an entity asked for here was never declared.
        refuse(parser, systemID == nil ? "malformed XML: an undeclared entity '&\(name);' (only &amp; &lt; &gt; &quot; &apos; exist without a DTD)"
                                       : "external entities are refused")
        return nil
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard firstError == nil else { return }
        firstError = ((parseError as NSError).code, parser.lineNumber, parser.columnNumber, stack, root != nil && stack.isEmpty)
    }

    private func refuse(_ parser: XMLParser, _ message: String) {
        if refusal == nil {
            refusal = InterfaceBuilderError(file: path, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1),
                                            message: message)
        }
        parser.abortParsing()
    }
}
