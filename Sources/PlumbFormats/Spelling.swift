/// "Did you mean …?": the closest name by edit distance, if close enough.
enum Spelling {
    static func closest<S: Sequence>(to word: String, among candidates: S) -> String? where S.Element == String {
        let target = Array(word.lowercased().unicodeScalars)
        guard target.count <= 64 else { return nil }
        var best: (String, Int)?
        for candidate in candidates {
            let other = Array(candidate.lowercased().unicodeScalars)
            guard abs(other.count - target.count) <= 3, other.count <= 64 else { continue }
            let d = distance(target, other)
            let limit = Swift.min(3, target.count / 3)  // no guesses for names under 3 letters
            if d <= limit, d > 0, best.map({ d < $0.1 || (d == $0.1 && candidate < $0.0) }) ?? true { best = (candidate, d) }
        }
        return best?.0
    }

    private static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...Swift.max(1, a.count) where i <= a.count {
            current[0] = i
            for j in 1...Swift.max(1, b.count) where j <= b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
