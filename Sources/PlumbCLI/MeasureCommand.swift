import PlumbLayout
import PlumbMessages

/// `plumb measure TEXT…`: the size a label gives a text, as the layout engine measures it
/// (Docs/text.md).
enum MeasureCommand {
    static let usage = """
        USAGE: plumb measure [OPTIONS] TEXT...
               plumb measure [OPTIONS] --batch FILE

        Measures each TEXT as a UILabel sizes it, in the iOS system font (Docs/text.md): its
        intrinsic width and height, rounded up to the pixel of --scale, and the unrounded
        advance width.

        OPTIONS:
          --font FONT       SIZE[:WEIGHT][:italic] (17, 15:semibold, 12:bold:italic) or a
                            text style (body, headline, caption1, …; at the default size)
                            (default 17)
          --scale S         round up to the pixels of a screen of scale S (1 to 16; default:
                            whole points)
          --era ERA         the system font of ios14 (iOS 14 and later, the default) or ios11
                            (iOS 11–13)
          --lines N         at most N lines, 0 for any (default 1)
          --width W         wrap at W points (with --lines other than 1)
          --batch FILE      one label per line, FONT<TAB>SCALE<TAB>TEXT (an empty SCALE:
                            whole points; \\t, \\n and \\\\ escaped in TEXT), - for standard
                            input; prints WIDTH<TAB>HEIGHT per line
          -h, --help        show this help

        Exit status: 0 measured, 2 bad usage or input.
        """

    static let parser = ArgumentParser(valueOptions: ["--font", "--scale", "--lines", "--width", "--batch", "--era"],
                                       flags: ["--help", "-h"])

    static func run(_ arguments: [String], console: Console) throws(UsageError) -> Int32 {
        guard let args = try parser.parse(arguments, usage: usage, console: console) else { return 0 }
        let font = try args.value("--font").map { f throws(UsageError) in try parseFont(f) } ?? Font()
        let scale = try args.value("--scale").map { s throws(UsageError) in try parseScale(s) }
        let lines = try args.value("--lines").map { (s: String) throws(UsageError) -> Int in
            guard let n = Int(s), n >= 0 else { throw UsageError("--lines needs a count ≥ 0, not '\(s)'") }
            return n
        } ?? 1
        let width = try args.value("--width").map { (s: String) throws(UsageError) -> Double in
            guard let w = Double(s), w.isFinite, w > 0, w <= 1e9 else {
                throw UsageError("--width needs a positive number of points up to 1e9, not '\(s)'")
            }
            return w
        } ?? 0
        let measurer: SystemFontMeasurer
        switch args.value("--era") {
        case nil, "ios14": measurer = SystemFontMeasurer(era: .iOS14)
        case "ios11": measurer = SystemFontMeasurer(era: .iOS11)
        case let other?: throw UsageError("unknown --era '\(other)' (expected ios14 or ios11)")
        }
        if let batch = args.value("--batch") {
            guard args.operands.isEmpty else { throw UsageError("give TEXTs or --batch FILE, not both") }
            return runBatch(batch, measurer: measurer, console: console)
        }
        guard !args.operands.isEmpty else { throw UsageError("give a TEXT to measure, such as: plumb measure \"Sign in\"") }
        var out = ""
        for text in args.operands {
            let size = TextMeasure.size(of: text, font: font, numberOfLines: lines, wrappingWidth: width, scale: scale,
                                        measurer: measurer)
            let advance = measurer.width(of: text[...], font: font)
            out += "\(number(size.width)) × \(number(size.height))  (advance \(number(advance)), \(font))  "
            out += "\"\(TerminalText.escaped(text))\"\n"
        }
        console.writeOutput(out)
        return 0
    }

    private static func runBatch(_ path: String, measurer: SystemFontMeasurer, console: Console) -> Int32 {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, limit: 16 << 20, what: "batch files")
        } catch {
            console.writeError("\(TerminalText.escaped(path)):1:1: error: \(error.message)\n")
            return 2
        }
        var out = ""
        for (index, line) in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty { continue }
            let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3 else {
                console.writeError("\(TerminalText.escaped(path)):\(index + 1):1: error: expected FONT<TAB>SCALE<TAB>TEXT\n")
                return 2
            }
            let font: Font, scale: Double?
            do {
                font = try parseFont(String(fields[0]))
                scale = fields[1].isEmpty ? nil : try parseScale(String(fields[1]))
            } catch {
                console.writeError("\(TerminalText.escaped(path)):\(index + 1):1: error: \(error.message)\n")
                return 2
            }
            let size = TextMeasure.size(of: TabSeparatedField.unescape(fields[2]), font: font, scale: scale, measurer: measurer)
            out += "\(number(size.width))\t\(number(size.height))\n"
        }
        console.writeOutput(out)
        return 0
    }

    /// A number without a trailing `.0` for whole values, as the other commands print them.
    static func number(_ x: Double) -> String {
        x == x.rounded() && Swift.abs(x) < 1e15 ? String(Int64(x)) : String(x)
    }

    /// `17`, `15:semibold`, `12:bold:italic`, or a text style's name.
    static func parseFont(_ spec: String) throws(UsageError) -> Font {
        if let style = TextStyle(rawValue: spec) { return Font.preferredFont(forTextStyle: style) }
        let parts = spec.split(separator: ":", omittingEmptySubsequences: false)
        guard let size = Double(parts[0]), size.isFinite, size > 0, size <= 1000 else {
            throw UsageError("--font needs SIZE[:WEIGHT][:italic] with a size from 0 to 1000 points, or a text style, not '\(spec)'")
        }
        var font = Font(pointSize: size)
        for part in parts.dropFirst() {
            if part == "italic" { font.isItalic = true; continue }
            guard let weight = Font.Weight(rawValue: String(part)) else {
                let names = Font.Weight.allCases.map(\.rawValue).joined(separator: ", ")
                throw UsageError("unknown font weight '\(part)' in '\(spec)' (expected \(names) or italic)")
            }
            font.weight = weight
        }
        return font
    }

    static func parseScale(_ s: String) throws(UsageError) -> Double {
        guard let scale = Double(s), scale.isFinite, scale > 0, scale <= 16 else {
            throw UsageError("--scale needs a number from 0 to 16 (UIKit's screens use 1, 2 and 3), not '\(s)'")
        }
        return scale
    }
}
