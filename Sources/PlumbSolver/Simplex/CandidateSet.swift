/// The simplex's entering candidates, taken in Bland's order (smallest symbol id first).
///
/// A two-level bitset rather than a heap: re-pricing a long row pushes thousands of symbols per
/// step, and here a push is a couple of bit operations and a pop scans one summary word per
/// 4,096 symbols (from the lowest one that can be non-empty), where a heap paid O(log n) swaps
/// for each. A symbol pushed twice is held once.
struct CandidateSet {
    init() {}

    /// Bit `s & 63` of `words[s >> 6]` says whether symbol `s` is held.
    private var words: [UInt64] = []
    /// Bit `w & 63` of `summary[w >> 6]` says whether `words[w]` is non-zero.
    private var summary: [UInt64] = []
    /// No summary word below this index is non-zero.
    private var lowest = 0
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    mutating func push(_ s: Int32) {
        editing(upTo: s) { $0.push(s) }
    }

    /// Calls `body` with an editor that pushes and removes symbols up to `largest` straight in
    /// the bit arrays: re-pricing a long row decides for each of its symbols, and a method call
    /// per symbol paid the arrays' uniqueness and bounds checks each time.
    mutating func editing<R>(upTo largest: Int32, _ body: (inout Editor) -> R) -> R {
        let w = Int(largest) >> 6
        if w >= words.count { grow(toHold: w) }
        return words.withUnsafeMutableBufferPointer { words in
            summary.withUnsafeMutableBufferPointer { summary in
                var editor = Editor(words: words, summary: summary, lowest: lowest, count: count)
                let result = body(&editor)
                lowest = editor.lowest
                count = editor.count
                return result
            }
        }
    }

    /// In-place access to a ``CandidateSet``'s bits (``editing(upTo:_:)``); symbols must not
    /// exceed the bound given there.
    struct Editor {
        fileprivate let words: UnsafeMutableBufferPointer<UInt64>
        fileprivate let summary: UnsafeMutableBufferPointer<UInt64>
        fileprivate var lowest: Int
        fileprivate var count: Int

        @inline(__always)
        mutating func push(_ s: Int32) {
            let i = Int(s)
            let w = i >> 6
            let bit = UInt64(1) << UInt64(i & 63)
            guard words[w] & bit == 0 else { return }
            words[w] |= bit
            summary[w >> 6] |= UInt64(1) << UInt64(w & 63)
            if w >> 6 < lowest { lowest = w >> 6 }
            count += 1
        }

        @inline(__always)
        mutating func remove(_ s: Int32) {
            let i = Int(s)
            let w = i >> 6
            let bit = UInt64(1) << UInt64(i & 63)
            guard words[w] & bit != 0 else { return }
            words[w] &= ~bit
            if words[w] == 0 { summary[w >> 6] &= ~(UInt64(1) << UInt64(w & 63)) }
            count -= 1
        }
    }

    mutating func popMin() -> Int32? {
        guard count > 0 else { return nil }
        var top = lowest
        while summary[top] == 0 { top += 1 }
        lowest = top
        let w = top << 6 | summary[top].trailingZeroBitCount
        let word = words[w]
        let s = w << 6 | word.trailingZeroBitCount
        words[w] = word & (word &- 1)
        if words[w] == 0 { summary[top] &= ~(UInt64(1) << UInt64(w & 63)) }
        count -= 1
        return Int32(s)
    }

    mutating func popMax() -> Int32? {
        guard count > 0 else { return nil }
        var top = summary.count - 1
        while summary[top] == 0 { top -= 1 }
        let w = top << 6 | (63 - summary[top].leadingZeroBitCount)
        let word = words[w]
        let bitIndex = 63 - word.leadingZeroBitCount
        let s = w << 6 | bitIndex
        words[w] = word & ~(UInt64(1) << UInt64(bitIndex))
        if words[w] == 0 { summary[top] &= ~(UInt64(1) << UInt64(w & 63)) }
        count -= 1
        return Int32(s)
    }

    private mutating func grow(toHold w: Int) {
        let newCount = max(w + 1, words.count * 2, 64)
        words.append(contentsOf: repeatElement(0, count: newCount - words.count))
        let summaryCount = (newCount + 63) >> 6
        summary.append(contentsOf: repeatElement(0, count: summaryCount - summary.count))
    }
}
