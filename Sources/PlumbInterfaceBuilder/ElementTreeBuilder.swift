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
    /// Elements dropped with their subtrees: colours, fonts, outlets and actions, resources,
    /// accessibility, runtime attributes, canvas positions…
    static let droppedElements: Set<String> = [
        "color", "resources", "dependencies", "userDefinedRuntimeAttributes",
        "accessibility", "textInputTraits", "imageReference", "preferredSymbolConfiguration", "point",
        "outlet", "action", "outletCollection", "gestureRecognizers", "attributes", "keyCommands",
        "tabBarItem", "toolbarItems", "barButtonItem", "segments", "backgroundConfiguration", "inset",
        "customFonts", "items", "menu", "dataDetectorType", "paragraphStyle", "font", "symbolConfiguration",
    ]

    private let path: String
    private let positions: [StartTagScanner.Position]
    private var started = 0
    private var stack: [DocumentElement] = []
    private var droppedDepth = 0
    private var pendingComment: String?
    private(set) var root: DocumentElement?
    private(set) var refusal: InterfaceBuilderError?

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
        if !ok || parser.parserError != nil {
            throw InterfaceBuilderError(file: path, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1),
                                        message: "malformed XML: \(describe(parser.parserError))")
        }
        guard let root = builder.root else {
            throw InterfaceBuilderError(file: path, line: 1, column: 1, message: "the file contains no XML element")
        }
        return root
    }

    /// A readable reason for an `XMLParser` error (libxml2 gives no message on Linux).
    static func describe(_ error: Error?) -> String {
        guard let error = error as NSError? else { return "the parser stopped" }
        guard let code = XMLParser.ErrorCode(rawValue: error.code) else { return "error \(error.code)" }
        switch code {
        case .tagNameMismatchError: return "an end tag does not match the open element"
        case .prematureDocumentEndError: return "the document ends before its elements are closed"
        case .emptyDocumentError: return "the document is empty"
        case .notWellBalancedError: return "elements are not well balanced"
        case .attributeNotStartedError, .attributeNotFinishedError: return "an attribute value is not quoted properly"
        case .attributeRedefinedError: return "an attribute appears twice in one element"
        case .ltRequiredError, .gtRequiredError: return "a tag is not closed"
        case .lessThanSymbolInAttributeError: return "'<' inside an attribute value"
        case .entityRefLoopError, .entityBoundaryError: return "entity problem"
        case .entityRefAtEOFError, .entityReferenceMissingSemiError, .entityReferenceWithoutNameError:
            return "a malformed entity or character reference"
        case .undeclaredEntityError: return "an undeclared entity"
        case .invalidCharacterError, .invalidCharacterRefError, .invalidCharacterInEntityError:
            return "an invalid character"
        case .encodingNotSupportedError, .unknownEncodingError: return "an unsupported encoding"
        case .delegateAbortedParseError: return "parsing was stopped"
        default: return "\(code) (\(code.rawValue))"
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
        if ElementTreeBuilder.droppedElements.contains(elementName) {
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
        refuse(parser, "external entities are refused")
        return nil
    }

    private func refuse(_ parser: XMLParser, _ message: String) {
        if refusal == nil {
            refusal = InterfaceBuilderError(file: path, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1),
                                            message: message)
        }
        parser.abortParsing()
    }
}
