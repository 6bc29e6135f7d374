import PlumbLayout

/// One visual-format description (`H:|-(8)-[A]`, `V:[A]-(0)-[B]`, `H:[A(100)]`), read into the
/// equation it stands for.
extension ConstraintDescriptionParser {
    /// One visual-format constraint: `|-(k)-[A]`, `[A]-(k)-|`, `[A]-(k)-[B]` or `[A(k)]`.
    struct VisualFormat {
        enum Element {
            case superview
            case item(LoggedItem?, name: String, size: Predicate?)
        }
        struct Predicate {
            var relation: LayoutRelation = .equal
            var constant: Double = 8
            var priority: Double = 1000
            var isSystemSpacing = false
        }
        var vertical: Bool
        var absolute = false
        var elements: [Element] = []
        var spacing: Predicate?

        func apply(to c: inout LoggedConstraint, names: [String: LoggedItem]) throws(Failure) {
            func resolve(_ e: Element) -> LoggedItem? {
                switch e {
                case .superview: return names["|"]
                case .item(let item, let name, _): return item ?? names[name] ?? LoggedItem(className: name, address: nil)
                }
            }
            let lead: LayoutAttribute = vertical ? .top : absolute ? .left : .leading
            let trail: LayoutAttribute = vertical ? .bottom : absolute ? .right : .trailing
            switch (elements.count, elements.first, elements.last, spacing) {
            case (1, .item(_, _, let size?)?, _, nil):
                c.firstItem = resolve(elements[0]) ?? c.firstItem
                c.firstAttribute = vertical ? .height : .width
                c.relation = size.relation
                c.constant = size.constant
                c.priority = size.priority
                c.isSystemSpacing = size.isSystemSpacing
            case (2, .superview?, .item?, let p?):
                guard let item = resolve(elements[1]) else { throw Failure(reason: "no item after '|'") }
                c.firstItem = item
                c.firstAttribute = lead
                c.relation = p.relation
                c.secondAttribute = lead
                c.constant = p.constant
                c.priority = p.priority
                c.isSystemSpacing = p.isSystemSpacing
                if let bar = names["|"] { c.secondItem = bar } else { c.isRelativeToSuperview = true }
            case (2, .item?, .superview?, let p?):
                // `[A]-(k)-|` is `superview.trailing == A.trailing + k`; kept with A first.
                guard let item = resolve(elements[0]) else { throw Failure(reason: "no item before '|'") }
                if let bar = names["|"] {
                    c.firstItem = bar
                    c.secondItem = item
                    c.relation = p.relation
                    c.constant = p.constant
                } else {
                    c.firstItem = item
                    c.isRelativeToSuperview = true
                    c.relation = p.relation == .equal ? .equal : p.relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual
                    c.constant = -p.constant
                }
                c.firstAttribute = trail
                c.secondAttribute = trail
                c.priority = p.priority
                c.isSystemSpacing = p.isSystemSpacing
            case (2, .item?, .item?, let p?):
                guard let a = resolve(elements[0]), let b = resolve(elements[1]) else { throw Failure(reason: "missing item") }
                c.firstItem = b
                c.firstAttribute = lead
                c.relation = p.relation
                c.secondItem = a
                c.secondAttribute = trail
                c.constant = p.constant
                c.priority = p.priority
                c.isSystemSpacing = p.isSystemSpacing
            default:
                throw Failure(reason: "a visual format this reader does not know")
            }
            if !c.isRelativeToSuperview, let bar = names["|"] { c.superview = bar }
        }
    }

    mutating func visualFormat() throws(Failure) -> VisualFormat {
        var vfl = VisualFormat(vertical: bytes[i] == UInt8(ascii: "V"))
        i += 2
        while i < bytes.count, bytes[i] != 0x20, bytes[i] != UInt8(ascii: "("), vfl.elements.count < 3 {
            switch bytes[i] {
            case UInt8(ascii: "|"):
                vfl.elements.append(.superview)
                i += 1
            case UInt8(ascii: "["):
                i += 1
                var item: LoggedItem?
                var name = ""
                if let colon = indexOfAddressColon() {
                    let className = string(i..<colon)
                    i = colon + 1
                    let address = try readAddress()
                    let label = try readLabel("a view's text is not closed") { b, j in
                        j + 1 < b.count && (b[j + 1] == UInt8(ascii: "]") || b[j + 1] == UInt8(ascii: "("))
                    }
                    item = LoggedItem(className: className, address: address, label: label)
                } else {
                    let start = i
                    while i < bytes.count, bytes[i] != UInt8(ascii: "]"), bytes[i] != UInt8(ascii: "(") { i += 1 }
                    name = string(start..<i)
                }
                var size: VisualFormat.Predicate?
                if peek == UInt8(ascii: "(") { size = try predicate() }
                guard peek == UInt8(ascii: "]") else { throw Failure(reason: "expected ']'") }
                i += 1
                vfl.elements.append(.item(item, name: name, size: size))
            case UInt8(ascii: "-"):
                i += 1
                if peek == UInt8(ascii: "(") {
                    vfl.spacing = try predicate()
                    guard peek == UInt8(ascii: "-") else { throw Failure(reason: "expected '-' after a spacing") }
                    i += 1
                } else {
                    vfl.spacing = VisualFormat.Predicate(isSystemSpacing: true)
                }
            default:
                throw Failure(reason: "unexpected character in a visual format")
            }
        }
        if starts(with: "(LTR)") || starts(with: "(RTL)") {
            vfl.absolute = true
            i += 5
        }
        return vfl
    }

    /// `(k)`, `(>=k)`, `(k@750)`, `(NSSpace(8))`.
    mutating func predicate() throws(Failure) -> VisualFormat.Predicate {
        i += 1
        var p = VisualFormat.Predicate()
        if starts(with: "==") { i += 2 } else if starts(with: ">=") {
            i += 2
            p.relation = .greaterThanOrEqual
        } else if starts(with: "<=") {
            i += 2
            p.relation = .lessThanOrEqual
        }
        if let k = try symbolicSpace() {
            p.constant = k
            p.isSystemSpacing = true
        } else {
            guard let k = readNumber() else { throw Failure(reason: "expected a number in a visual format") }
            p.constant = k
        }
        if peek == UInt8(ascii: "@") {
            i += 1
            guard let priority = readNumber() else { throw Failure(reason: "expected a priority after '@'") }
            p.priority = priority
        }
        guard peek == UInt8(ascii: ")") else { throw Failure(reason: "expected ')' in a visual format") }
        i += 1
        return p
    }
}
