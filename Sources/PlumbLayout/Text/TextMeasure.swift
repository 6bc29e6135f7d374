/// Text laid out as UIKit lays it out in a label, over any ``TextMeasurer``: lines wrapped at
/// a width, capped at a number of lines, truncated at the tail, and sizes rounded up to the
/// pixel. ``Label``, ``Button``, ``TextField``, the `.layout` format and the Interface Builder
/// importer all size text here.
///
/// Wrapping, for a label with more than one line: each paragraph (text between newlines) is
/// broken greedily at spaces so that no line is wider than the wrapping width (spaces at the
/// end of a line do not count); a word wider than that is broken between characters. The
/// number of lines is capped by the label's `numberOfLines` (0: no cap).
///
/// Rounding: UIKit returns a label's size rounded up to the screen's pixel grid,
/// `ceil(v × scale) / scale`, in both dimensions (20.287 points of a 17-point line is 20.5 at
/// scale 2, 20.333 at scale 3). Without a display scale Plumb rounds up to whole points
/// (a 1× screen; Plumb's policy).
public enum TextMeasure {
    /// The measurer text views use unless given another: the iOS system font.
    public static let defaultMeasurer: any TextMeasurer = SystemFontMeasurer()

    /// UIKit's default label font size, in points.
    public static let referenceFontSize: Double = Font.defaultPointSize

    /// `value` rounded up to the pixel grid of `scale` (whole points when nil or not positive).
    /// Values within ``pixelTolerance`` of a pixel stay on it: the sum of a line's advances is
    /// exact in font units, but not always in binary.
    public static func roundedUp(_ value: Double, scale: Double?) -> Double {
        guard value.isFinite, value > 0 else { return Swift.max(0, value.isFinite ? value : 0) }
        let s = (scale.map { $0 > 0 && $0.isFinite ? $0 : 1 }) ?? 1
        return ((value * s) - pixelTolerance).rounded(.up) / s
    }

    /// How far past a pixel a size may fall and still round to it, in pixels.
    public static let pixelTolerance = 1e-6

    /// The advance width of `text` on one line in the system font of `fontSize` (unrounded).
    public static func width(of text: String, fontSize: Double = referenceFontSize) -> Double {
        defaultMeasurer.width(of: text[...], font: Font(pointSize: fontSize))
    }

    /// The height of one line of the system font of `fontSize` (unrounded: 20.287 at 17).
    public static func lineHeight(fontSize: Double) -> Double {
        defaultMeasurer.lineMetrics(for: Font(pointSize: fontSize)).lineHeight
    }

    /// The distance from the top of a line of the system font of `fontSize` to its baseline.
    public static func baseline(fontSize: Double) -> Double {
        defaultMeasurer.lineMetrics(for: Font(pointSize: fontSize)).ascender
    }

    /// The size of `text` in `font`, in at most `numberOfLines` lines (0: any number), wrapped
    /// at `wrappingWidth` when it is positive (otherwise each paragraph is one line): the
    /// widest line by the number of lines, each rounded up to the pixel of `scale`.
    public static func size(of text: String, font: Font = Font(), numberOfLines: Int = 1, wrappingWidth: Double = 0,
                            scale: Double? = nil, measurer: any TextMeasurer = defaultMeasurer) -> Size {
        let lineHeight = measurer.lineMetrics(for: font).lineHeight
        if numberOfLines == 1, !text.contains(where: \.isNewline) {
            return Size(width: roundedUp(measurer.width(of: text[...], font: font), scale: scale),
                        height: roundedUp(lineHeight, scale: scale))
        }
        let widths = lines(of: text, font: font, numberOfLines: numberOfLines, wrappingWidth: wrappingWidth,
                           measurer: measurer).map { measurer.width(of: $0, font: font) }
        return Size(width: roundedUp(widths.max() ?? 0, scale: scale),
                    height: roundedUp(Double(Swift.max(widths.count, 1)) * lineHeight, scale: scale))
    }

    /// Convenience for the system font of `fontSize`.
    public static func size(of text: String, fontSize: Double, numberOfLines: Int = 1, wrappingWidth: Double = 0,
                            scale: Double? = nil) -> Size {
        size(of: text, font: Font(pointSize: fontSize), numberOfLines: numberOfLines, wrappingWidth: wrappingWidth,
             scale: scale)
    }

    /// The lines `text` is shown in: broken at newlines, then wrapped at `wrappingWidth` when it
    /// is positive, at most `numberOfLines` of them (0: any number; a single line is one line
    /// of every paragraph joined, as UIKit draws a one-line label).
    public static func lines(of text: String, font: Font = Font(), numberOfLines: Int = 0, wrappingWidth: Double = 0,
                             measurer: any TextMeasurer = defaultMeasurer) -> [Substring] {
        if numberOfLines == 1 {
            let joined = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
            return [joined[...]]
        }
        var result: [Substring] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            if wrappingWidth > 0 {
                wrap(paragraph, font: font, width: wrappingWidth, measurer: measurer, into: &result)
            } else {
                result.append(paragraph)
            }
            if numberOfLines > 0, result.count >= numberOfLines { break }
        }
        if numberOfLines > 0, result.count > numberOfLines { result.removeLast(result.count - numberOfLines) }
        return result
    }

    /// Appends the lines of one paragraph broken greedily at spaces so that none is wider than
    /// `width`; a word wider than a line is broken between characters. A line's width grows by
    /// each word's (with the spaces before it) rather than being measured again, so a paragraph
    /// is measured in one pass; the kerning across a word's start is left out of the decision.
    static func wrap(_ paragraph: Substring, font: Font, width: Double, measurer: any TextMeasurer,
                     into lines: inout [Substring]) {
        let limit = width + pixelTolerance
        var start = paragraph.startIndex   // of the current line
        var end = start                    // of its last word fitted (exclusive)
        var lineWidth = 0.0                // of paragraph[start..<end]
        var cursor = start
        while cursor < paragraph.endIndex {
            var wordStart = cursor
            while wordStart < paragraph.endIndex, paragraph[wordStart] == " " { wordStart = paragraph.index(after: wordStart) }
            guard wordStart < paragraph.endIndex else { break }
            var wordEnd = wordStart
            while wordEnd < paragraph.endIndex, paragraph[wordEnd] != " " { wordEnd = paragraph.index(after: wordEnd) }
            let added = measurer.width(of: paragraph[(end > start ? end : wordStart)..<wordEnd], font: font)
            if lineWidth + added <= limit {
                if end == start { start = wordStart }
                lineWidth += added
                end = wordEnd
                cursor = wordEnd
                continue
            }
            if end > start {  // the line so far; the word starts the next one
                lines.append(paragraph[start..<end])
                start = wordStart
                end = wordStart
                lineWidth = 0
                cursor = wordStart
                continue
            }
            // A word alone wider than the line: as many characters as fit (at least one).
            var cut = paragraph.index(after: wordStart)
            var cutWidth = measurer.width(of: paragraph[wordStart..<cut], font: font)
            while cut < wordEnd {
                let next = paragraph.index(after: cut)
                let w = cutWidth + measurer.width(of: paragraph[cut..<next], font: font)
                guard w <= limit else { break }
                cutWidth = w
                cut = next
            }
            lines.append(paragraph[wordStart..<cut])
            start = cut
            end = cut
            lineWidth = 0
            cursor = cut
        }
        lines.append(paragraph[start..<end])
    }

    /// `text` on one line no wider than `width`, cut at the tail with an ellipsis as UIKit's
    /// `lineBreakMode = .byTruncatingTail` draws it (the whole text when it fits; the ellipsis
    /// alone when nothing else does).
    public static func truncated(_ text: String, font: Font = Font(), width: Double,
                                 measurer: any TextMeasurer = defaultMeasurer) -> String {
        let line = lines(of: text, font: font, numberOfLines: 1, measurer: measurer)[0]
        if measurer.width(of: line, font: font) <= width + pixelTolerance { return String(line) }
        var end = line.endIndex
        while end > line.startIndex {
            end = line.index(before: end)
            var kept = line[line.startIndex..<end]
            while kept.last == " " { kept = kept.dropLast() }
            let candidate = String(kept) + "…"
            if measurer.width(of: candidate[...], font: font) <= width + pixelTolerance { return candidate }
        }
        return "…"
    }
}
