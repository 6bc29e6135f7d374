import PlumbLayout

/// Conditions as lists of alternatives (`[SizeClassCondition]`, empty = always).
enum SizeClassLogic {
    static let all: [SizeClass] = [.compact, .regular, .unspecified]

    static func sizeClass(named name: String) -> SizeClass? { SizeClass(name: name) }

    /// Both conditions at once. Empty input means "always"; an empty result from two
    /// non-empty inputs means "never".
    static func intersect(_ a: InstallCondition, _ b: InstallCondition) -> InstallCondition {
        if a.isEmpty { return b }
        if b.isEmpty { return a }
        var out: InstallCondition = []
        for x in a {
            for y in b {
                if let w1 = x.width, let w2 = y.width, w1 != w2 { continue }
                if let h1 = x.height, let h2 = y.height, h1 != h2 { continue }
                let merged = SizeClassCondition(width: x.width ?? y.width, height: x.height ?? y.height)
                if !out.contains(merged) { out.append(merged) }
            }
        }
        return out
    }

    /// Every trait combination the condition does not match.
    static func complement(_ condition: InstallCondition) -> InstallCondition {
        guard !condition.isEmpty else { return [] }
        var result: InstallCondition = []
        var first = true
        for alternative in condition {
            // not (w = a and h = b)  =  w ≠ a or h ≠ b
            var negation: InstallCondition = []
            if let w = alternative.width { negation += all.filter { $0 != w }.map { SizeClassCondition(width: $0) } }
            if let h = alternative.height { negation += all.filter { $0 != h }.map { SizeClassCondition(height: $0) } }
            result = first ? negation : intersect(result, negation)
            first = false
            if result.isEmpty { break }
        }
        return result
    }

    /// The range of `options:` in a visual format line (outside brackets and parentheses).
    static func optionsRange(in text: String) -> Range<String.Index>? {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            let c = text[index]
            if c == "[" || c == "(" { depth += 1 }
            if c == "]" || c == ")" { depth -= 1 }
            if depth == 0, text[index...].hasPrefix("options:") {
                return index..<text.index(index, offsetBy: 8)
            }
            index = text.index(after: index)
        }
        return nil
    }
}

extension StringProtocol {
    func trimmingCharacters(_ set: Set<Character>) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s = s.dropFirst() }
        while let l = s.last, set.contains(l) { s = s.dropLast() }
        return String(s)
    }

    func trimmingTrailingSpaces() -> String {
        var s = Substring(self)
        while let l = s.last, l == " " || l == "\t" { s = s.dropLast() }
        return String(s)
    }
}
