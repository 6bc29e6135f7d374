/// Measures text as iOS 14 and later set it in the system font (SF Pro), from the font's own
/// numbers: per-character advances, the kerning of ASCII pairs, the tracking UIKit applies at
/// each size, and the optical size that moves from SF Pro Text (17 points and below) to SF
/// Pro Display (28 and above). Docs/text.md gives the model, its sources and its error.
///
/// A line's width is `(Σ advances + Σ kerning + glyphs × tracking) × size / 2048`, the
/// tracking added after every glyph, the last included. Scripts SF Pro does not cover are
/// measured as their fallback fonts set them: CJK ideographs, kana, hangul and full-width forms
/// one em each, emoji one em; others (Arabic, Thai, Devanagari…) at an average advance, a
/// known error.
public struct SystemFontMeasurer: TextMeasurer {
    /// Which system font: iOS changed its metrics twice since San Francisco.
    public enum Era: String, CaseIterable, Hashable, Sendable {
        /// iOS 11–13 (Xcode 9–11): SF Pro 13, SF Pro Text below 20 points and SF Pro Display
        /// from 20, each with its own tracking table.
        case iOS11 = "iOS 11–13"
        /// iOS 14 and later (Xcode 12 and later): the variable SF Pro, its optical size the
        /// point size; the default.
        case iOS14 = "iOS 14+"
    }

    /// The era measured in.
    public var era: Era

    /// Creates the measurer (it holds no tables: they are decoded once per process).
    public init(era: Era = .iOS14) { self.era = era }

    /// The era of a document Interface Builder saved with this `toolsVersion`: Xcode 12's
    /// (17000) and later lay text out as iOS 14 does, earlier ones as iOS 11–13 (Xcode 8's,
    /// iOS 10's SF UI, included: Plumb's approximation).
    public static func era(forToolsVersion version: Double) -> Era {
        version >= 17000 ? .iOS14 : .iOS11
    }

    /// The font units in an em, of every number in the tables.
    static let unitsPerEm = 2048.0
    /// SF Pro's ascender and descender in font units (every design, weight and size, both eras).
    static let ascender = 1950.0, descender = 494.0
    /// The advances of the fallback fonts iOS draws CJK text in, in ems, fitted to the label
    /// widths Xcode saved (Docs/text.md): an ideograph in PingFang SC (Chinese), hangul in
    /// Apple SD Gothic Neo, and kana and ideographs in Hiragino Sans when the text has kana
    /// (Japanese). No tracking applies to them.
    static let ideographAdvance = 1.026, hangulAdvance = 0.866, japaneseAdvance = 0.936
    /// The advance of an emoji (Apple Color Emoji) and of CJK punctuation and full-width
    /// forms, in ems.
    static let fullWidthAdvance = 1.0
    /// The advance of a half-width form (U+FF61–U+FFDC), in ems.
    static let halfWidthAdvance = 0.5
    /// The advance of a character no table covers and no rule above decides, in ems: about
    /// an average lowercase Latin letter (a known error for other scripts).
    static let unknownAdvance = 0.56

    public func width(of text: Substring, font: Font) -> Double {
        let metrics = SystemFontMetrics.shared
        let blend = SystemFontMetrics.textShare(pointSize: font.pointSize, era: era)
        let (text0, display0) = SystemFontMetrics.fontIndices(font.weight, era: era)
        let tracking = SystemFontMetrics.tracking(pointSize: font.pointSize, era: era)
        var units = 0.0        // SF Pro glyphs, tracked
        var fallbackEms = 0.0  // glyphs of fallback fonts, not tracked
        var ideographs = 0, kana = 0
        var previous: UInt32 = 0
        for character in text {
            let scalars = character.unicodeScalars
            guard let first = scalars.first else { continue }
            let v = first.value
            if let slot = metrics.slot(of: v), scalars.count == 1 || !SystemFontMetrics.isEmojiPresentation(character) {
                units += blend * Double(metrics.advance(font: text0, slot: slot))
                    + (1 - blend) * Double(metrics.advance(font: display0, slot: slot)) + tracking
                if previous != 0 {
                    let k0 = metrics.kerning(font: text0, previous, v), k1 = metrics.kerning(font: display0, previous, v)
                    units += blend * Double(k0) + (1 - blend) * Double(k1)
                }
                previous = scalars.count == 1 ? v : 0
                continue
            }
            previous = 0
            switch SystemFontMetrics.fallbackClass(of: character) {
            case .zeroWidth: break
            case .ideograph: ideographs += 1
            case .kana: kana += 1
            case .hangul: fallbackEms += SystemFontMeasurer.hangulAdvance
            case .fullWidth: fallbackEms += SystemFontMeasurer.fullWidthAdvance
            case .halfWidth: fallbackEms += SystemFontMeasurer.halfWidthAdvance
            case .other: fallbackEms += SystemFontMeasurer.unknownAdvance
            }
        }
        fallbackEms += kana > 0 ? Double(ideographs + kana) * SystemFontMeasurer.japaneseAdvance
            : Double(ideographs) * SystemFontMeasurer.ideographAdvance
        return (units / SystemFontMeasurer.unitsPerEm + fallbackEms) * font.pointSize
    }

    public func lineMetrics(for font: Font) -> LineMetrics {
        let scale = font.pointSize / SystemFontMeasurer.unitsPerEm
        return LineMetrics(ascender: SystemFontMeasurer.ascender * scale, descender: SystemFontMeasurer.descender * scale)
    }
}

/// The decoded tables of ``SystemFontTables``: advances by font and slot, ASCII kerning by
/// font and pair.
struct SystemFontMetrics: Sendable {
    static let shared = SystemFontMetrics()

    /// The weights the tables hold, lightest first; the others are measured in the nearest.
    static let weights: [Font.Weight] = [.light, .regular, .medium, .semibold, .bold, .heavy]
    /// Printable ASCII, the kerning table's rows and columns.
    static let asciiRange: ClosedRange<UInt32> = 0x20...0x7E

    private let fontCount: Int
    private let slotCount: Int
    /// `fontCount × slotCount` advances in font units.
    private let advances: [Int16]
    /// Slot of each scalar below ``directLimit``, -1 where the tables have none.
    private let directSlots: [Int16]
    private let otherSlots: [UInt32: Int16]
    /// `fontCount × 95 × 95` kerning adjustments in font units.
    private let kerningTable: [Int16]
    private static let directLimit: UInt32 = 0x250

    init() {
        let characters = Array(SystemFontTables.characters.unicodeScalars)
        slotCount = characters.count
        fontCount = SystemFontTables.advances.count
        var direct = [Int16](repeating: -1, count: Int(SystemFontMetrics.directLimit))
        var others: [UInt32: Int16] = [:]
        for (slot, scalar) in characters.enumerated() {
            if scalar.value < SystemFontMetrics.directLimit { direct[Int(scalar.value)] = Int16(slot) }
            else { others[scalar.value] = Int16(slot) }
        }
        directSlots = direct
        otherSlots = others
        var advances: [Int16] = []
        advances.reserveCapacity(fontCount * slotCount)
        for row in SystemFontTables.advances {
            let values = row.split(separator: " ").map { Int16($0) ?? 0 }
            advances.append(contentsOf: values.prefix(slotCount))
            if values.count < slotCount { advances.append(contentsOf: repeatElement(0, count: slotCount - values.count)) }
        }
        self.advances = advances
        let side = SystemFontMetrics.asciiRange.count
        var kerning = [Int16](repeating: 0, count: fontCount * side * side)
        for (font, row) in SystemFontTables.kerning.enumerated() {
            for item in row.split(separator: " ") {
                let scalars = Array(item.unicodeScalars)
                guard scalars.count > 2, let value = Int16(String(String.UnicodeScalarView(scalars[2...]))) else { continue }
                let a = scalars[0] == "~" ? 0x20 : scalars[0].value, b = scalars[1] == "~" ? 0x20 : scalars[1].value
                guard SystemFontMetrics.asciiRange.contains(a), SystemFontMetrics.asciiRange.contains(b) else { continue }
                kerning[(font * side + Int(a - 0x20)) * side + Int(b - 0x20)] = value
            }
        }
        kerningTable = kerning
    }

    /// The tables' slot of a scalar, or nil.
    func slot(of scalar: UInt32) -> Int? {
        if scalar < SystemFontMetrics.directLimit {
            let slot = directSlots[Int(scalar)]
            return slot < 0 ? nil : Int(slot)
        }
        return otherSlots[scalar].map(Int.init)
    }

    func advance(font: Int, slot: Int) -> Int16 { advances[font * slotCount + slot] }

    func kerning(font: Int, _ a: UInt32, _ b: UInt32) -> Int16 {
        guard SystemFontMetrics.asciiRange.contains(a), SystemFontMetrics.asciiRange.contains(b) else { return 0 }
        let side = SystemFontMetrics.asciiRange.count
        return kerningTable[(font * side + Int(a - 0x20)) * side + Int(b - 0x20)]
    }

    /// The Text and the Display table of the weight nearest `weight` in an era's font (SF
    /// Pro 13 has no light and heavy tables: SF Pro 18's stand in).
    static func fontIndices(_ weight: Font.Weight, era: SystemFontMeasurer.Era) -> (text: Int, display: Int) {
        let index: Int
        switch weight {
        case .ultraLight, .thin, .light: index = 0
        case .regular: index = 1
        case .medium: index = 2
        case .semibold: index = 3
        case .bold: index = 4
        case .heavy, .black: index = 5
        }
        if era == .iOS11, (1...4).contains(index) {
            let first = 2 * weights.count
            return (first + index - 1, first + 4 + index - 1)
        }
        return (index, weights.count + index)
    }

    /// How much of SF Pro Text's design a size uses, 1 (Text) to 0 (Display). iOS 11–13
    /// switch at 20 points. Since iOS 14 the variable font's optical-size axis is the point
    /// size, normalised to −1…0 between 17 and 28 and mapped through the font's `avar` segment.
    static func textShare(pointSize: Double, era: SystemFontMeasurer.Era) -> Double {
        guard pointSize.isFinite else { return 1 }
        if era == .iOS11 { return pointSize < 20 ? 1 : 0 }
        let normalized = Swift.min(0, Swift.max(-1, (pointSize - 28) / 11))
        let map: [(Double, Double)] = [(-1, -1), (-0.81817626953125, -0.90911865234375),
                                       (-0.3636474609375, -0.18182373046875), (0, 0)]
        for k in 1..<map.count where normalized <= map[k].0 {
            let (x0, y0) = map[k - 1], (x1, y1) = map[k]
            return -(y0 + (normalized - x0) / (x1 - x0) * (y1 - y0))
        }
        return 0
    }

    /// Tracking in font units at a size: interpolated linearly between the listed sizes and
    /// rounded down to a whole unit, as Core Text applies a `trak` table. iOS 11–13: the
    /// `trak` table of SF Pro Text below 20 points, of SF Pro Display from 20. iOS 14 and
    /// later: measured on devices at 12, 13 and 17 points, elsewhere Apple's published tracking
    /// in points converted to units (Docs/text.md).
    static func tracking(pointSize: Double, era: SystemFontMeasurer.Era) -> Double {
        let table = era == .iOS14 ? trackingTable : pointSize < 20 ? textTrackTable : displayTrackTable
        guard pointSize.isFinite, let first = table.first, let last = table.last else { return 0 }
        if pointSize <= first.size { return first.units }
        if pointSize >= last.size { return last.units }
        for k in 1..<table.count where pointSize <= table[k].size {
            let a = table[k - 1], b = table[k]
            return (a.units + (pointSize - a.size) / (b.size - a.size) * (b.units - a.units)).rounded(.down)
        }
        return last.units
    }

    /// SF Pro Text's and SF Pro Display's `trak` tables (track 0), in font units.
    static let textTrackTable: [(size: Double, units: Double)] = [
        (6, 82), (9, 38), (10, 24), (11, 12), (12, 0), (13, -12), (14, -22), (15, -32), (16, -40), (17, -47),
        (20, -55), (22, -60), (28, -66), (32, -68), (36, -70), (50, -78), (64, -86), (80, -92),
    ]
    static let displayTrackTable: [(size: Double, units: Double)] = [
        (6, 174), (9, 130), (10, 116), (11, 104), (12, 92), (13, 80), (14, 70), (15, 60), (16, 52), (17, 45),
        (20, 37), (22, 32), (28, 26), (32, 24), (36, 22), (50, 14), (64, 6), (80, 0),
    ]

    /// The tracking of iOS 14 and later, in font units.
    static let trackingTable: [(size: Double, units: Double)] = [
        (6, 82), (7, 67), (8, 54), (9, 39), (10, 25), (11, 11), (12, 0), (13, -12), (14, -22), (15, -31),
        (16, -40), (17, -52), (18, -50), (19, -49), (20, -46), (21, -35), (22, -24), (23, -9), (24, 6),
        (25, 12), (26, 17), (27, 22), (28, 28), (29, 28), (30, 27), (31, 26), (32, 26), (33, 25), (34, 24),
        (35, 22), (36, 21), (37, 20), (40, 19), (41, 18), (43, 18), (44, 17), (45, 16), (47, 16), (48, 15),
        (49, 14), (51, 14), (52, 13), (53, 12), (54, 12), (56, 11), (58, 10), (60, 9), (62, 8), (64, 7),
        (66, 6), (68, 5), (70, 4), (72, 4), (76, 2), (80, 0),
    ]

    /// How a character outside SF Pro's tables is set.
    enum FallbackClass { case zeroWidth, ideograph, kana, hangul, fullWidth, halfWidth, other }

    static func fallbackClass(of character: Character) -> FallbackClass {
        guard let v = character.unicodeScalars.first?.value else { return .zeroWidth }
        if isEmojiPresentation(character) { return .fullWidth }
        switch v {
        case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F, 0x20D0...0x20FF, 0x2060, 0xFEFF: return .zeroWidth
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFD: return .ideograph
        case 0x3041...0x30FF, 0x31F0...0x31FF: return .kana
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7A3: return .hangul
        case 0x2E80...0x303F, 0x3100...0x312F, 0x3190...0x33FF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6:
            return .fullWidth
        case 0xFF61...0xFFDC: return .halfWidth
        default: return .other
        }
    }

    /// Whether a character is drawn as an emoji (Apple Color Emoji).
    static func isEmojiPresentation(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        if first.value < 0x2000 { return character.unicodeScalars.count > 1 && first.properties.isEmoji
            && character.unicodeScalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 } }
        return first.properties.isEmojiPresentation
            || (first.properties.isEmoji && character.unicodeScalars.contains { $0.value == 0xFE0F })
    }
}
