/// A token of the layout format (Docs/format.md).
struct LayoutToken {
    enum Kind: Equatable {
        /// A name: `[A-Za-z_][A-Za-z0-9_]*`.
        case identifier
        /// A number: `12`, `0.5`, `1e3` (no sign: `-` is its own token).
        case number
        /// A size: `375x667`, `200.5x20`.
        case size
        /// A double-quoted string with `\"`, `\\`, `\n`, `\t` escapes.
        case string
        case symbol
        /// The end of a statement: a line break or `;`.
        case newline
        case endOfFile
    }

    var kind: Kind
    /// The token's text (for strings: the decoded contents; for symbols: the symbol).
    var text: String
    var location: TextPosition
    /// Its length in characters (for carets).
    var length: Int
    /// The value of a number, or the width of a size.
    var number: Double = 0
    /// The height of a size.
    var number2: Double = 0

    func `is`(_ symbol: String) -> Bool { kind == .symbol && text == symbol }
    func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }
}

/// Splits a layout file into tokens, on demand (the parser asks for one token at a time, and
/// for the raw rest of a line when a statement is a visual format string). Works on UTF-8
/// bytes; never fails: a malformed token is reported to the error collector and skipped.
struct LayoutLexer {
    private let bytes: [UInt8]
    private(set) var offset = 0
    private var line = 1
    private var column = 1

    init(bytes: [UInt8]) {
        self.bytes = bytes
        // A UTF-8 byte order mark is not part of the first line.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3 }
    }

    var location: TextPosition { TextPosition(line: line, column: column, offset: offset) }

    private func peek(_ ahead: Int = 0) -> UInt8? {
        let i = offset + ahead
        return i < bytes.count ? bytes[i] : nil
    }

    private mutating func advance() {
        let b = bytes[offset]
        offset += 1
        if b == 10 {
            line += 1
            column = 1
        } else if b & 0xC0 != 0x80 {
            column += 1
        }
    }

    private static func isLetter(_ b: UInt8) -> Bool { (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95 }
    private static func isDigit(_ b: UInt8) -> Bool { b >= 48 && b <= 57 }

    /// Skips spaces, tabs, carriage returns and comments (`#` or `//` to the end of the line).
    private mutating func skipBlanks() {
        while let b = peek() {
            if b == 32 || b == 9 || b == 13 {
                advance()
            } else if b == 35 || (b == 47 && peek(1) == 47) {
                while let c = peek(), c != 10 { advance() }
            } else {
                return
            }
        }
    }

    /// The next token. Errors (bad characters, bad numbers, unterminated strings) go to
    /// `errors`; the lexer then goes on after the bad text.
    mutating func next(_ errors: inout ErrorCollector) -> LayoutToken {
        while true {
            skipBlanks()
            let start = location
            guard let b = peek() else {
                return LayoutToken(kind: .endOfFile, text: "", location: start, length: 1)
            }
            if b == 10 || b == 59 {
                advance()
                return LayoutToken(kind: .newline, text: b == 10 ? "\n" : ";", location: start, length: 1)
            }
            if LayoutLexer.isLetter(b) {
                let from = offset
                while let c = peek(), LayoutLexer.isLetter(c) || LayoutLexer.isDigit(c) { advance() }
                let text = String(decoding: bytes[from..<offset], as: UTF8.self)
                return LayoutToken(kind: .identifier, text: text, location: start, length: offset - from)
            }
            if LayoutLexer.isDigit(b) || (b == 46 && peek(1).map(LayoutLexer.isDigit) == true) {
                if let token = number(start, &errors) { return token }
                continue
            }
            if b == 34 {
                if let token = string(start, &errors) { return token }
                continue
            }
            if let symbol = symbol(at: b) {
                for _ in 0..<symbol.length { advance() }
                return LayoutToken(kind: .symbol, text: symbol.text, location: start, length: symbol.length)
            }
            // Anything else: report the character and skip it (all of its UTF-8 bytes).
            advance()
            while let c = peek(), c & 0xC0 == 0x80 { advance() }
            let character = String(decoding: bytes[start.offset..<offset], as: UTF8.self)
            errors.add(start, "unexpected character '\(character)'")
        }
    }

    /// The symbol starting with byte `b`, longest first (`==` before `=`).
    private func symbol(at b: UInt8) -> (text: String, length: Int)? {
        let equalsNext = peek(1) == 61
        switch b {
        case 61: return equalsNext ? ("==", 2) : ("=", 1)
        case 60: return equalsNext ? ("<=", 2) : ("<", 1)
        case 62: return equalsNext ? (">=", 2) : (">", 1)
        case 33: return equalsNext ? ("!=", 2) : ("!", 1)
        case 123: return ("{", 1)
        case 125: return ("}", 1)
        case 40: return ("(", 1)
        case 41: return (")", 1)
        case 91: return ("[", 1)
        case 93: return ("]", 1)
        case 46: return (".", 1)
        case 44: return (",", 1)
        case 58: return (":", 1)
        case 43: return ("+", 1)
        case 45: return ("-", 1)
        case 42: return ("*", 1)
        case 47: return ("/", 1)
        case 64: return ("@", 1)
        case 126: return ("~", 1)
        case 124: return ("|", 1)
        default: return nil
        }
    }

    /// `digits [. digits] [e [+-] digits]`, optionally `x` and a second number (a size). A
    /// letter or a second dot straight after a number is an error covering the whole word.
    private mutating func number(_ start: TextPosition, _ errors: inout ErrorCollector) -> LayoutToken? {
        func scanDecimal() -> Bool {
            var digits = 0
            while let c = peek(), LayoutLexer.isDigit(c) { advance(); digits += 1 }
            if peek() == 46, peek(1).map(LayoutLexer.isDigit) == true || digits > 0 {
                advance()
                while let c = peek(), LayoutLexer.isDigit(c) { advance(); digits += 1 }
            }
            if let e = peek(), e == 101 || e == 69 {
                var ahead = 1
                if let s = peek(1), s == 43 || s == 45 { ahead = 2 }
                guard peek(ahead).map(LayoutLexer.isDigit) == true else { return false }
                for _ in 0..<ahead { advance() }
                while let c = peek(), LayoutLexer.isDigit(c) { advance() }
            }
            return digits > 0
        }
        let from = offset
        var ok = scanDecimal()
        let firstEnd = offset
        var secondStart: Int?
        if ok, peek() == 120, peek(1).map({ LayoutLexer.isDigit($0) || $0 == 46 }) == true {
            advance()
            secondStart = offset
            ok = scanDecimal()
        }
        // The number must end here: `12abc`, `1.2.3`, `1e` are one bad token.
        if let c = peek(), LayoutLexer.isLetter(c) || LayoutLexer.isDigit(c) || c == 46 {
            ok = false
            while let c = peek(), LayoutLexer.isLetter(c) || LayoutLexer.isDigit(c) || c == 46 { advance() }
        }
        let text = String(decoding: bytes[from..<offset], as: UTF8.self)
        guard ok else {
            errors.add(start, "malformed number '\(text)'", length: offset - from)
            return nil
        }
        /// The value of the number in `range`, or nil (reported) when it is out of range.
        func value(_ range: Range<Int>) -> Double? {
            let digits = bytes[range]
            let text = String(decoding: digits, as: UTF8.self)
            guard let value = LayoutLexer.wholeNumber(digits) ?? Double(text), value.isFinite,
                  value <= LayoutFile.largestNumber else {
                errors.add(start, "number '\(text)' is out of range (layout files take numbers up to 1e9)", length: offset - from)
                return nil
            }
            return value
        }
        guard let first = value(from..<firstEnd) else { return nil }
        var token = LayoutToken(kind: .number, text: text, location: start, length: offset - from, number: first)
        if let secondStart {
            guard let second = value(secondStart..<offset) else { return nil }
            token.kind = .size
            token.number2 = second
        }
        return token
    }

    /// The value of a number of at most 15 digits and nothing else, exactly as `Double(_:)`
    /// reads it (every such integer is a `Double`), without parsing text; nil for any other.
    private static func wholeNumber(_ digits: ArraySlice<UInt8>) -> Double? {
        guard digits.count <= 15 else { return nil }
        var value = 0
        for d in digits {
            guard isDigit(d) else { return nil }
            value = value * 10 + Int(d - 48)
        }
        return Double(value)
    }

    private mutating func string(_ start: TextPosition, _ errors: inout ErrorCollector) -> LayoutToken? {
        advance()
        var decoded: [UInt8] = []
        while let b = peek() {
            if b == 10 { break }
            advance()
            if b == 34 {
                return LayoutToken(kind: .string, text: String(decoding: decoded, as: UTF8.self), location: start,
                                   length: Swift.max(1, column - start.column))
            }
            if b == 92, let e = peek(), e != 10 {
                let escapeAt = TextPosition(line: line, column: column - 1, offset: offset - 1)
                advance()
                switch e {
                case 34: decoded.append(34)
                case 92: decoded.append(92)
                case 110: decoded.append(10)
                case 116: decoded.append(9)
                default: errors.add(escapeAt, "unknown escape '\\\(String(decoding: [e], as: UTF8.self))' in a string", length: 2)
                }
                continue
            }
            decoded.append(b)
        }
        errors.add(start, "unterminated string (a string ends with '\"' on the same line)")
        return nil
    }

    /// The raw text from the current position to the end of the statement (a line break, `;`,
    /// `}` or a comment), and its location: a visual format string is not made of this
    /// format's tokens (and never contains those characters).
    mutating func restOfLine() -> (text: String, location: TextPosition) {
        skipSpacesOnly()
        let start = location
        let from = offset
        var end = offset
        while let b = peek(), b != 10, b != 59, b != 125 {
            if b == 35 || (b == 47 && peek(1) == 47) { break }
            advance()
            if b != 32, b != 9, b != 13 { end = offset }
        }
        return (String(decoding: bytes[from..<end], as: UTF8.self), start)
    }

    /// Moves back to `location` (the start of a token already read).
    mutating func reset(to location: TextPosition) {
        offset = location.offset
        line = location.line
        column = location.column
    }

    private mutating func skipSpacesOnly() {
        while let b = peek(), b == 32 || b == 9 { advance() }
    }
}
