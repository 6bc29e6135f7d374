/// A pass over the raw bytes before XML parsing, for two things `XMLParser` does not give:
///
/// * **Where each element starts.** `XMLParser` reports the position at the *end* of a start
///   tag; findings must point at its `<`, where editors expect an element to begin. The scanner
///   records the line and column of every start tag in document order; the n-th
///   `didStartElement` callback is the n-th start tag.
/// * **Refusing DTDs.** A `<!DOCTYPE …>` (with `<!ENTITY …>` declarations) is how an
///   entity-expansion bomb ("billion laughs") gets in. Interface Builder never writes one, so
///   the scanner refuses any markup declaration before libxml2 sees it.
///
/// It understands just enough XML for that: comments, CDATA sections, processing instructions,
/// end tags, and quoted attribute values (which may contain `>`). Columns count characters
/// (UTF-8 sequences), from 1.
struct StartTagScanner {
    /// A 1-based line and column.
    struct Position: Sendable, Hashable {
        var line: Int32
        var column: Int32
    }

    /// Why the bytes were refused before parsing.
    struct Refusal: Error {
        var position: Position
        var message: String
    }

    /// The start-tag positions, in document order.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>) throws(Refusal) -> [Position] {
        var scanner = StartTagScanner(bytes: bytes)
        return try scanner.run()
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var line: Int32 = 1
    private var column: Int32 = 1

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private var position: Position { Position(line: line, column: column) }

    /// Moves past one byte, keeping line and column.
    private mutating func advance() {
        let b = bytes[index]
        index += 1
        if b == 0x0A {
            line += 1
            column = 1
        } else if b & 0xC0 != 0x80 {  // not a UTF-8 continuation byte
            column += 1
        }
    }

    private func matches(_ literal: StaticString, at i: Int) -> Bool {
        let n = literal.utf8CodeUnitCount
        guard i + n <= bytes.count else { return false }
        return literal.withUTF8Buffer { lit in
            for k in 0..<n where bytes[i + k] != lit[k] { return false }
            return true
        }
    }

    /// Advances until just after `terminator`, or to the end.
    private mutating func skip(past terminator: StaticString) {
        let first = terminator.withUTF8Buffer { $0[0] }
        while index < bytes.count {
            if bytes[index] == first, matches(terminator, at: index) {
                for _ in 0..<terminator.utf8CodeUnitCount { advance() }
                return
            }
            advance()
        }
    }

    /// Advances past a tag's closing `>`, skipping quoted attribute values.
    private mutating func skipTag() throws(Refusal) {
        var quote: UInt8 = 0
        advance()  // the tag's own '<'
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "<") {
                // Never well-formed (not even quoted), and libxml2 may go on parsing after the
                // error, reaching markup this scanner would have taken for part of the tag.
                throw Refusal(position: position, message: """
                    malformed XML: a '<' inside a tag (an attribute value writes it as &lt;)
                    """)
            }
            advance()
            if quote != 0 {
                if b == quote { quote = 0 }
            } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                quote = b
            } else if b == UInt8(ascii: ">") {
                return
            }
        }
    }

    /// Refuses bytes that are not well-formed UTF-8 (overlong forms, surrogates, stray
    /// continuation bytes, truncated sequences), naming where: FoundationXML traps on some of
    /// them instead of reporting an error (found by fuzzing).
    private func validateUTF8() throws(Refusal) {
        var i = index
        var line: Int32 = 1, column: Int32 = 1
        while i < bytes.count {
            let b = bytes[i]
            if b < 0x80 {
                if b == 0x0A { line += 1; column = 1 } else { column += 1 }
                i += 1
                continue
            }
            // Length and the allowed range of the second byte (Unicode Table 3-7).
            let length: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF
            switch b {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: length = 0
            }
            var valid = length > 0 && i + length <= bytes.count
            if valid {
                for k in 1..<length {
                    let c = bytes[i + k]
                    let (lo, hi) = k == 1 ? (low, high) : (UInt8(0x80), UInt8(0xBF))
                    if c < lo || c > hi { valid = false; break }
                }
            }
            guard valid else {
                let hex = String(b, radix: 16, uppercase: true)
                throw Refusal(position: Position(line: line, column: column),
                              message: "the document is not valid UTF-8 (byte 0x\(hex)); Interface Builder writes UTF-8")
            }
            column += 1
            i += length
        }
    }

    /// Whether `b` ends a processing instruction's target name.
    private static func endsTarget(_ b: UInt8) -> Bool {
        b == UInt8(ascii: "?") || b == UInt8(ascii: ">") || b == UInt8(ascii: " ")
            || b == 0x09 || b == 0x0A || b == 0x0D
    }

    private mutating func run() throws(Refusal) -> [Position] {
        var positions: [Position] = []
        positions.reserveCapacity(bytes.count / 96)
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }  // UTF-8 BOM
        if bytes.count >= 2, (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE) {
            throw Refusal(position: position, message: "the document is UTF-16; Interface Builder writes UTF-8 (re-save it as UTF-8)")
        }
        try validateUTF8()
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                advance()
                continue
            }
            let start = position
            if matches("<!--", at: index) {
                skip(past: "-->")
            } else if matches("<![CDATA[", at: index) {
                skip(past: "]]>")
            } else if matches("<!", at: index) {
                throw Refusal(position: start, message: """
                    markup declarations (<!DOCTYPE …>, <!ENTITY …>) are refused: Interface Builder never \
                    writes them, and entity expansion can exhaust memory
                    """)
            } else if matches("<?", at: index) {
                var end = index + 2
                while end < bytes.count, !Self.endsTarget(bytes[end]) { end += 1 }
                if matches("?>", at: end) {
                    // libxml2 hands a data-less instruction to FoundationXML as a null pointer,
                    // which FoundationXML passes to strlen: the process would crash.
                    throw Refusal(position: start, message: """
                        a processing instruction without data (<?name?>) is refused: Interface \
                        Builder never writes one, and Foundation's XML parser crashes on it
                        """)
                }
                skip(past: "?>")
            } else if matches("</", at: index) {
                try skipTag()
            } else {
                positions.append(start)
                try skipTag()
            }
        }
        return positions
    }
}
