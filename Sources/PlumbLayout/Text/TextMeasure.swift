/// Plumb's approximation of UIKit's text metrics, shared by ``Label``, ``Button``,
/// ``TextField`` and the `.layout` format's controls: Plumb has no fonts, so text is measured as
/// if set in a fixed-width font.
///
/// At the reference size of 17 points (UIKit's default label font) a character is 8 points wide
/// and a line 20 points high (a 17-point system font's line, rounded to whole points) with its
/// baseline 16 points below its top; all scale linearly with the font size. Characters are Swift `Character`s (grapheme clusters), so
/// `"é"` and `"👍🏽"` count once. Real UIKit widths differ per glyph; lengths of words and lines
/// therefore come out close for typical Latin text, not exact.
///
/// Wrapping, for a label with more than one line: each paragraph (text between newlines) is
/// broken greedily at spaces so that no line is wider than the wrapping width; a word wider than
/// that is broken between characters. The number of lines is capped by the label's
/// `numberOfLines` (0: no cap).
public enum TextMeasure {
    /// The font size the other constants are given for, in points.
    public static let referenceFontSize: Double = 17
    /// The advance of one character at ``referenceFontSize``, in points.
    public static let referenceCharacterWidth: Double = 8
    /// The height of one line at ``referenceFontSize``, in points.
    public static let referenceLineHeight: Double = 20

    /// The distance from the top of a line to its baseline at ``referenceFontSize``: a
    /// 17-point system font's ascender (16.2) in the 20-point line, rounded to whole points.
    public static let referenceBaseline: Double = 16

    /// The distance from the top of a line to its baseline at `fontSize` (the rest of the line,
    /// down to its bottom, is the descender's).
    public static func baseline(fontSize: Double) -> Double {
        referenceBaseline * (fontSize / referenceFontSize)
    }

    /// The width of one character at `fontSize`.
    public static func characterWidth(fontSize: Double) -> Double {
        referenceCharacterWidth * (fontSize / referenceFontSize)
    }

    /// The height of one line at `fontSize`.
    public static func lineHeight(fontSize: Double) -> Double {
        referenceLineHeight * (fontSize / referenceFontSize)
    }

    /// The width of `text` on one line (newlines count as characters of the line).
    public static func width(of text: String, fontSize: Double = referenceFontSize) -> Double {
        Double(text.count) * characterWidth(fontSize: fontSize)
    }

    /// The size of `text` laid out in at most `numberOfLines` lines (0: any number), wrapped at
    /// `wrappingWidth` when it is positive (otherwise each paragraph is one line): the widest
    /// line by the number of lines.
    public static func size(of text: String, fontSize: Double = referenceFontSize, numberOfLines: Int = 1,
                            wrappingWidth: Double = 0) -> Size {
        let lineHeight = lineHeight(fontSize: fontSize)
        if numberOfLines == 1 { return Size(width: width(of: text, fontSize: fontSize), height: lineHeight) }
        let advance = characterWidth(fontSize: fontSize)
        let capacity = wrappingWidth > 0 && advance > 0
            ? Swift.max(1, Int(((wrappingWidth / advance) + 1e-9).rounded(.down))) : Int.max
        var lines = wrappedLineLengths(text, capacity: capacity)
        if numberOfLines > 0, lines.count > numberOfLines { lines.removeLast(lines.count - numberOfLines) }
        let widest = lines.max() ?? 0
        return Size(width: Double(widest) * advance, height: Double(Swift.max(lines.count, 1)) * lineHeight)
    }

    /// The length in characters of every line of `text` broken at newlines, then greedily at
    /// spaces to at most `capacity` characters (a longer word is cut).
    static func wrappedLineLengths(_ text: String, capacity: Int) -> [Int] {
        var lengths: [Int] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = 0
            var started = false
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                var remaining = word.count
                let needed = started ? line + 1 + remaining : remaining
                if needed <= capacity {
                    line = needed
                    started = true
                    continue
                }
                if started { lengths.append(line) }
                while remaining > capacity {
                    lengths.append(capacity)
                    remaining -= capacity
                }
                line = remaining
                started = true
            }
            lengths.append(line)
        }
        return lengths
    }
}
