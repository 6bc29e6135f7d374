import PlumbLayout

/// Reads one constraint description, `<NSLayoutConstraint:0x… …>`, in every form UIKit and
/// AppKit have printed since iOS 8: equations (`A.leading == B.leading + 8`, `0.5*`, `@750`,
/// `NSSpace(8)`), visual format (`H:|-(8)-[A]`, `V:[A]-(0)-[B]`, `H:[A(100)]`), identifiers,
/// autoresizing masks, `(active, names: …)` and the older `(Names: …)`, `(LTR)`.
///
/// Works on UTF-8 bytes with one index: linear in the line's length, no recursion.
struct ConstraintDescriptionParser {
    struct Failure: Error {
        var reason: String
    }

    let bytes: [UInt8]
    var i = 0

    private init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = Array(bytes)
    }

    /// Finds the description in a log line (after any timestamp, quote or backslash escape)
    /// and reads it. Nil when the line holds no `<…Constraint:` at all.
    static func parse(line: [UInt8], number: Int) -> Result<LoggedConstraint, Failure>? {
        guard let range = descriptionRange(in: line) else { return nil }
        var parser = ConstraintDescriptionParser(line[range])
        do {
            var c = try parser.constraint()
            c.line = number
            c.text = "<" + String(decoding: line[range], as: UTF8.self) + ">"
            return .success(c)
        } catch {
            return .failure(error)
        }
    }

    static let marker = Array("Constraint:".utf8)
    /// The start of a description: `<NS`…, as in `<NSLayoutConstraint:`,
    /// `<NSAutoresizingMaskLayoutConstraint:`, `<NSContentSizeLayoutConstraint:`.
    static let openingMarker = Array("<NS".utf8)

    /// Whether the line holds `…Constraint:`, the mark of a constraint description.
    static func mentionsConstraint(_ line: [UInt8]) -> Bool { find(marker, in: line[...]) != nil }

    /// The range inside `<` and the last `>` of a line that holds a constraint description
    /// (markdown's `\<`, `\>` escapes ignored; to the end of the line if `>` is missing).
    static func descriptionRange(in line: [UInt8]) -> Range<Int>? {
        guard let mark = find(marker, in: line[...]) else { return nil }
        guard let open = line[..<mark].lastIndex(of: UInt8(ascii: "<")) else {
            // Pasted without its angle brackets (`NSLayoutConstraint:0x… A.width == 0,`): from
            // the class name to the end of the line, less a trailing comma.
            var start = mark
            while start > 0, isNameByte(line[start - 1]) { start -= 1 }
            var end = line.count
            while end > mark, [UInt8(ascii: ","), UInt8(ascii: " "), 0x09, UInt8(ascii: "\""), UInt8(ascii: ")")].contains(line[end - 1]) {
                end -= 1
            }
            return start < end ? start..<end : nil
        }
        var close = line[mark...].lastIndex(of: UInt8(ascii: ">")) ?? line.count
        if close > open + 1, line[close - 1] == UInt8(ascii: "\\") { close -= 1 }
        return (open + 1)..<close
    }

    /// Letters, digits, `_` and `.`: the bytes of a class name.
    static func isNameByte(_ b: UInt8) -> Bool {
        isLetter(b) || (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "_") || b == UInt8(ascii: ".")
    }

    /// The first index of `needle` in `haystack`.
    static func find(_ needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Int? {
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        var j = haystack.startIndex
        let last = haystack.endIndex - needle.count
        while j <= last {
            if haystack[j] == first {
                var k = 1
                while k < needle.count, haystack[j + k] == needle[k] { k += 1 }
                if k == needle.count { return j }
            }
            j += 1
        }
        return nil
    }

    // MARK: Grammar

    mutating func constraint() throws(Failure) -> LoggedConstraint {
        let className = try readUntil(":")
        i += 1
        skipSpaces()
        let address = try readAddress()
        // SnapKit's `@File.swift#61`: where the app made the constraint.
        var sourceLabel: String?
        if peek == UInt8(ascii: "@") {
            let start = i + 1
            while i < bytes.count, bytes[i] != 0x20 { i += 1 }
            sourceLabel = string(start..<i)
        }
        skipSpaces()
        var identifier = try quotedIdentifier()
        var mask: String?
        if starts(with: "h=") {
            let start = i
            while i < bytes.count, bytes[i] != 0x20 { i += 1 }
            skipSpaces()
            if starts(with: "v=") { while i < bytes.count, bytes[i] != 0x20 { i += 1 } }
            mask = string(start..<i)
            skipSpaces()
            // iOS 8 wrote a cell's encapsulated origin as an autoresizing constraint with its
            // identifier after the mask.
            if identifier == nil { identifier = try quotedIdentifier() }
        }
        var c = LoggedConstraint(
            line: 0, text: "", className: className, address: address, identifier: identifier, autoresizingMask: mask,
            firstItem: LoggedItem(className: "", address: nil), firstAttribute: .notAnAttribute, relation: .equal,
            secondItem: nil, secondAttribute: .notAnAttribute, multiplier: 1, constant: 0, priority: 1000,
            isRelativeToSuperview: false, superview: nil, isSystemSpacing: false, isActive: nil, names: [:])
        c.sourceLabel = sourceLabel
        var vfl: VisualFormat?
        if starts(with: "H:") || starts(with: "V:") {
            vfl = try visualFormat()
        } else {
            try equation(&c)
        }
        let names = try info(&c)
        c.names = names.filter { $0.key != "|" && $0.key != $0.value.className }
        if let vfl {
            try vfl.apply(to: &c, names: names)
        } else {
            ConstraintDescriptionParser.resolveNamedItems(&c, names: names)
            if let bar = names["|"] { c.superview = bar }
        }
        return c
    }

    /// `ITEM.attr REL [m*]ITEM.attr [± k] [NSSpace(k)] [@p]`, or `ITEM.attr REL [±] k [@p]`.
    mutating func equation(_ c: inout LoggedConstraint) throws(Failure) {
        let (first, firstName) = try itemWithAttribute()
        c.firstItem = first
        skipSpaces()
        c.relation = try relation()
        skipSpaces()
        var sign = 1.0
        if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-"), i + 1 < bytes.count, bytes[i + 1] == 0x20 {
            sign = peek == UInt8(ascii: "-") ? -1 : 1
            i += 2
            skipSpaces()
        }
        let save = i
        // iOS 6 writes an autoresizing position of 0 as nothing at all (`UILabel:0x….midX ==`,
        // where it writes `== + 37.5` otherwise).
        let endsAtRelation = i == bytes.count && c.autoresizingMask != nil
        if endsAtRelation || peek == UInt8(ascii: "("), c.autoresizingMask != nil {
            c.constant = 0
            let (attribute, relative) = try LoggedAttributes.resolve(firstName, hasSecondItem: false)
            c.firstAttribute = attribute
            if relative {
                c.isRelativeToSuperview = true
                c.secondAttribute = attribute.axis == .horizontal ? .left : .top
            }
            return
        }
        if let number = readNumber(), peek != UInt8(ascii: "*"), !lookingAtAddress(after: save) {
            // A constant only.
            c.constant = sign * number
            let (attribute, relative) = try LoggedAttributes.resolve(firstName, hasSecondItem: false)
            c.firstAttribute = attribute
            if relative {
                c.isRelativeToSuperview = true
                c.secondAttribute = attribute.axis == .horizontal ? .left : .top
            }
            try tail(&c)
            return
        }
        i = save
        if let m = readNumber() {
            guard peek == UInt8(ascii: "*") else { throw Failure(reason: "expected '*' after the multiplier") }
            i += 1
            c.multiplier = m
        }
        let (second, secondName) = try itemWithAttribute()
        c.secondItem = second
        c.firstAttribute = try LoggedAttributes.resolve(firstName, hasSecondItem: true).attribute
        c.secondAttribute = try LoggedAttributes.resolve(secondName, hasSecondItem: true).attribute
        skipSpaces()
        if (peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-")) {
            let negative = peek == UInt8(ascii: "-")
            i += 1
            skipSpaces()
            if let k = try symbolicSpace() {
                c.constant = negative ? -k : k
                c.isSystemSpacing = true
            } else {
                guard let k = readNumber() else { throw Failure(reason: "expected a constant after '+' or '-'") }
                c.constant = negative ? -k : k
            }
            skipSpaces()
        }
        if let k = try symbolicSpace() {
            c.constant += k
            c.isSystemSpacing = true
        }
        try tail(&c)
    }

    /// `@750`, and `Hug:250 CompressionResistance:750` of a content size constraint.
    mutating func tail(_ c: inout LoggedConstraint) throws(Failure) {
        skipSpaces()
        if peek == UInt8(ascii: "@") {
            i += 1
            guard let p = readNumber() else { throw Failure(reason: "expected a priority after '@'") }
            c.priority = p
            skipSpaces()
        }
        while starts(with: "Hug:") || starts(with: "CompressionResistance:") {
            while i < bytes.count, bytes[i] != UInt8(ascii: ":") { i += 1 }
            i += 1
            _ = readNumber()
            skipSpaces()
        }
    }

    /// `NSSpace(8)` or `NSLayoutAnchorConstraintSpace(8)`: the spacing's value.
    mutating func symbolicSpace() throws(Failure) -> Double? {
        for name in ["NSSpace(", "NSLayoutAnchorConstraintSpace("] where starts(with: name) {
            i += name.utf8.count
            guard let k = readNumber(), peek == UInt8(ascii: ")") else { throw Failure(reason: "malformed \(name)…)") }
            i += 1
            return k
        }
        return nil
    }

    /// `Class:0xADDR['label'].attribute`: the item and the attribute's name; or
    /// `Name.attribute`, an item named by the `names:` list that follows
    /// (`AddressToolbar.lockIcon.width == 40 (active, names: AddressToolbar.lockIcon:0x… )`),
    /// resolved by ``resolveNamedItems(_:names:)``.
    mutating func itemWithAttribute() throws(Failure) -> (LoggedItem, String) {
        if let named = namedItemWithAttribute() { return named }
        let className = try readUntil(":")
        i += 1
        let address = try readAddress()
        // The text ends at the quote that is followed by `.attribute`.
        let label = try readLabel("a view's text is not closed by a quote and an attribute") { b, j in
            j + 2 < b.count && b[j + 1] == UInt8(ascii: ".") && ConstraintDescriptionParser.isLetter(b[j + 2])
        }
        guard peek == UInt8(ascii: ".") else { throw Failure(reason: "expected '.attribute' after \(className):\(address)") }
        i += 1
        let start = i
        while i < bytes.count, ConstraintDescriptionParser.isLetter(bytes[i]) { i += 1 }
        return (LoggedItem(className: className, address: address, label: label), string(start..<i))
    }

    /// `'identifier' ` at the reading position, if there is one.
    mutating func quotedIdentifier() throws(Failure) -> String? {
        guard peek == UInt8(ascii: "'") else { return nil }
        i += 1
        let start = i
        while i < bytes.count, !(bytes[i] == UInt8(ascii: "'") && (i + 1 == bytes.count || bytes[i + 1] == 0x20)) { i += 1 }
        guard i < bytes.count else { throw Failure(reason: "an identifier's quote is not closed") }
        let identifier = string(start..<i)
        i += 1
        skipSpaces()
        return identifier
    }

    /// `Name.attribute` up to the next space, when the token holds no `:0x` (so it is not
    /// `Class:0x…`): the name and the attribute, split at the last dot; the item has no
    /// address until the names resolve it.
    mutating func namedItemWithAttribute() -> (LoggedItem, String)? {
        var end = i
        while end < bytes.count, bytes[end] != 0x20, bytes[end] != UInt8(ascii: ":"), bytes[end] != UInt8(ascii: "'") { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: ":"), !startsAddress(at: end + 1) {
            return masonryKeyItem(classEnd: end)
        }
        guard end > i, end == bytes.count || bytes[end] == 0x20 else { return nil }
        guard let dot = bytes[i..<end].lastIndex(of: UInt8(ascii: ".")), dot > i, dot + 1 < end,
              ConstraintDescriptionParser.isLetter(bytes[i]) else { return nil }
        let name = string(i..<dot)
        let attribute = string((dot + 1)..<end)
        guard attribute.utf8.allSatisfy(ConstraintDescriptionParser.isLetter) else { return nil }
        i = end
        return (LoggedItem(className: name, address: nil), attribute)
    }

    /// Whether `0x` (or ` 0x`) starts at `j`.
    func startsAddress(at j: Int) -> Bool {
        var k = j
        if k < bytes.count, bytes[k] == 0x20 { k += 1 }
        return k + 1 < bytes.count && bytes[k] == UInt8(ascii: "0") && bytes[k + 1] == UInt8(ascii: "x")
    }

    /// Masonry's `UIImageView:iconView.height` (a class and the view's key, no address): the
    /// item, named by its key, and the attribute.
    mutating func masonryKeyItem(classEnd: Int) -> (LoggedItem, String)? {
        var end = classEnd + 1
        while end < bytes.count, bytes[end] != 0x20 { end += 1 }
        guard let dot = bytes[(classEnd + 1)..<end].lastIndex(of: UInt8(ascii: ".")), dot > classEnd + 1, dot + 1 < end,
              ConstraintDescriptionParser.isLetter(bytes[i]) else { return nil }
        let attribute = string((dot + 1)..<end)
        guard attribute.utf8.allSatisfy(ConstraintDescriptionParser.isLetter) else { return nil }
        let item = LoggedItem(className: string(i..<classEnd), address: nil, label: string((classEnd + 1)..<dot))
        i = end
        return (item, attribute)
    }

    /// Items written by name in an equation, given their class and address by the `names:` list
    /// (an item the list does not name keeps its name as its class and has no address).
    static func resolveNamedItems(_ c: inout LoggedConstraint, names: [String: LoggedItem]) {
        if c.firstItem.address == nil, let item = names[c.firstItem.className] { c.firstItem = item }
        if let second = c.secondItem, second.address == nil, let item = names[second.className] { c.secondItem = item }
    }

    mutating func relation() throws(Failure) -> LayoutRelation {
        if starts(with: "==") { i += 2; return .equal }
        if starts(with: ">=") { i += 2; return .greaterThanOrEqual }
        if starts(with: "<=") { i += 2; return .lessThanOrEqual }
        throw Failure(reason: "expected ==, <= or >=")
    }

    // MARK: Trailing information

    /// `(LTR)`, `(active)`, `(inactive)`, `(active, names: '|':UIView:0x…, label:UILabel:0x… )`,
    /// `(Names: …)`: the names given.
    mutating func info(_ c: inout LoggedConstraint) throws(Failure) -> [String: LoggedItem] {
        var names: [String: LoggedItem] = [:]
        while true {
            skipSpaces()
            guard peek == UInt8(ascii: "(") else { break }
            i += 1
            skipSpaces()
            if starts(with: "active") { c.isActive = true; i += 6 } else if starts(with: "inactive") { c.isActive = false; i += 8 }
            if peek == UInt8(ascii: ",") { i += 1; skipSpaces() }
            if starts(with: "names:") || starts(with: "Names:") {
                i += 6
                try readNames(into: &names)
            } else {
                while i < bytes.count, bytes[i] != UInt8(ascii: ")") { i += 1 }
            }
            guard peek == UInt8(ascii: ")") else { throw Failure(reason: "a '(…' is not closed") }
            i += 1
        }
        skipSpaces()
        if i < bytes.count {
            throw Failure(reason: "unexpected text '\(string(i..<min(bytes.count, i + 24)))'")
        }
        return names
    }

    mutating func readNames(into names: inout [String: LoggedItem]) throws(Failure) {
        while true {
            skipSpaces()
            if peek == nil || peek == UInt8(ascii: ")") { return }
            let key: String
            if starts(with: "'|'") {
                key = "|"
                i += 3
            } else {
                let start = i
                while i < bytes.count, bytes[i] != UInt8(ascii: ":") { i += 1 }
                key = string(start..<i)
            }
            guard peek == UInt8(ascii: ":") else { throw Failure(reason: "expected ':' in the names") }
            i += 1
            let className: String
            if starts(with: "0x") {
                // `title:0x7ff3…`: a name and an address, the class unknown.
                className = ""
            } else {
                guard let colon = indexOfAddressColon() else { throw Failure(reason: "expected Class:0x… in the names") }
                className = string(i..<colon)
                i = colon + 1
            }
            let address = try readAddress()
            let label = try readLabel("a name's text is not closed") { b, j in
                j + 1 < b.count && (b[j + 1] == UInt8(ascii: ",") || b[j + 1] == 0x20 || b[j + 1] == UInt8(ascii: ")"))
            }
            names[key] = LoggedItem(className: className, address: address, label: label)
            if peek == UInt8(ascii: ",") { i += 1 }
        }
    }

    // MARK: Lexing

    var peek: UInt8? { i < bytes.count ? bytes[i] : nil }

    /// A view's text in quotes after its address, if there is one: up to the first quote after
    /// which `ends(bytes, index)` holds (UIKit does not escape quotes inside the text).
    mutating func readLabel(_ unclosed: String, ends: ([UInt8], Int) -> Bool) throws(Failure) -> String? {
        guard peek == UInt8(ascii: "'") else { return nil }
        i += 1
        let start = i
        while i < bytes.count, !(bytes[i] == UInt8(ascii: "'") && ends(bytes, i)) { i += 1 }
        guard i < bytes.count else { throw Failure(reason: unclosed) }
        let label = string(start..<i)
        i += 1
        return label
    }

    func starts(with text: String) -> Bool {
        var j = i
        for b in text.utf8 {
            guard j < bytes.count, bytes[j] == b else { return false }
            j += 1
        }
        return true
    }

    mutating func skipSpaces() {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
    }

    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    static func isLetter(_ b: UInt8) -> Bool {
        (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
    }

    /// Reads up to (not past) `stop`; a class name may hold spaces and dots.
    mutating func readUntil(_ stop: Character) throws(Failure) -> String {
        guard let colon = indexOfAddressColon() else { throw Failure(reason: "expected Class:0x…") }
        let text = string(i..<colon)
        i = colon
        return text
    }

    /// The index of the next `:` followed by `0x` (or ` 0x`).
    func indexOfAddressColon() -> Int? {
        var j = i
        while j + 2 < bytes.count {
            if bytes[j] == UInt8(ascii: ":") {
                var k = j + 1
                if bytes[k] == 0x20 { k += 1 }
                if k + 1 < bytes.count, bytes[k] == UInt8(ascii: "0"), bytes[k + 1] == UInt8(ascii: "x") { return j }
            }
            if bytes[j] == UInt8(ascii: "]") || bytes[j] == UInt8(ascii: "|") { return nil }
            j += 1
        }
        return nil
    }

    mutating func readAddress() throws(Failure) -> String {
        skipSpaces()
        guard starts(with: "0x") else { throw Failure(reason: "expected an address (0x…)") }
        let start = i
        i += 2
        while i < bytes.count, ConstraintDescriptionParser.isHexDigit(bytes[i]) { i += 1 }
        guard i > start + 2 else { throw Failure(reason: "expected hexadecimal digits after 0x") }
        return string(start..<i)
    }

    static func isHexDigit(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x46) || (b >= 0x61 && b <= 0x66)
    }

    /// Whether a number just read is in fact the start of `Class:0x…` (a class whose name
    /// starts with a digit cannot exist, but a malformed line can look like one).
    func lookingAtAddress(after start: Int) -> Bool {
        peek == UInt8(ascii: ":")
    }

    /// A decimal number (`8`, `-7`, `371.325`, `1e+03`), at most 32 characters.
    mutating func readNumber() -> Double? {
        let start = i
        var j = i
        if j < bytes.count, bytes[j] == UInt8(ascii: "-") || bytes[j] == UInt8(ascii: "+") { j += 1 }
        var digits = 0
        while j < bytes.count, j - start < 32 {
            let b = bytes[j]
            if b >= 0x30 && b <= 0x39 { digits += 1 } else if b == UInt8(ascii: ".") {
            } else if (b == UInt8(ascii: "e") || b == UInt8(ascii: "E")), digits > 0, j + 1 < bytes.count,
                      bytes[j + 1] == UInt8(ascii: "-") || bytes[j + 1] == UInt8(ascii: "+") || (bytes[j + 1] >= 0x30 && bytes[j + 1] <= 0x39) {
                j += 1
            } else { break }
            j += 1
        }
        guard digits > 0, let value = Double(string(start..<j)), value.isFinite else { return nil }
        i = j
        return value
    }
}
