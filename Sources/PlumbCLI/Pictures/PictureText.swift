import PlumbLayout

/// Text in pictures, measured by the engine's own text measure (San Francisco's metrics), so
/// that a label draws the lines the layout gave it room for. Every `<text>` states its measured
/// width (`textLength`): a browser without San Francisco stretches its fallback font to it, and
/// the boxes pictures place (captions, lists) are the boxes a browser draws.
enum PictureText {
    static let measurer = TextMeasure.defaultMeasurer

    static func font(_ size: Double, _ weight: Font.Weight = .regular) -> Font { Font(pointSize: size, weight: weight) }

    static func width(_ text: String, _ font: Font) -> Double { measurer.width(of: text[...], font: font) }

    static func metrics(_ font: Font) -> LineMetrics { measurer.lineMetrics(for: font) }

    /// The box a line of text takes when its baseline is at `baseline`, starting at `x`.
    static func box(_ text: String, _ font: Font, x: Double, baseline: Double) -> Rect {
        let m = metrics(font)
        return Rect(x: x, y: baseline - m.ascender, width: width(text, font), height: m.lineHeight)
    }

    /// One line no wider than `width`, cut at the tail with an ellipsis (UILabel's default).
    static func tail(_ text: String, _ font: Font, width: Double) -> String {
        TextMeasure.truncated(text, font: font, width: width, measurer: measurer)
    }

    /// One line no wider than `width`, cut in the middle (UIButton's title, and long paths).
    static func middle(_ text: String, _ font: Font, width: Double) -> String {
        let line = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
        if self.width(line, font) <= width + TextMeasure.pixelTolerance { return line }
        let characters = Array(line)
        var keep = characters.count - 1
        while keep > 0 {
            let head = characters.prefix((keep + 1) / 2), tail = characters.suffix(keep / 2)
            let candidate = String(head) + "…" + String(tail)
            if self.width(candidate, font) <= width + TextMeasure.pixelTolerance { return candidate }
            keep -= 1
        }
        return "…"
    }

    /// `text` wrapped at `width` in at most `maxLines` lines (at least one), the last cut with
    /// an ellipsis when text is left over, as a label with `numberOfLines` draws it.
    static func wrapped(_ text: String, _ font: Font, width: Double, numberOfLines: Int, maxLines: Int) -> [String] {
        let limit = max(1, numberOfLines == 0 ? maxLines : min(numberOfLines, maxLines))
        let all = TextMeasure.lines(of: text, font: font, numberOfLines: numberOfLines == 1 ? 1 : 0,
                                    wrappingWidth: numberOfLines == 1 ? 0 : width, measurer: measurer)
        var lines = all.prefix(limit).map(String.init)
        if all.count > limit, let last = lines.indices.last {
            // The rest of the text runs on into the last line, which the ellipsis then ends.
            let rest = all[limit...].joined(separator: " ")
            lines[last] = tail(lines[last] + " " + rest + " ", font, width: width)
            if lines[last].count > 1, !lines[last].hasSuffix("…") { lines[last] += "…" }
        }
        return lines.map { self.width($0, font) <= width + TextMeasure.pixelTolerance ? $0 : tail($0, font, width: width) }
    }

    /// SVG's `font-weight` for a UIKit weight.
    static func cssWeight(_ weight: Font.Weight) -> Int {
        switch weight {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }
}
