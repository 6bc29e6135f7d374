import PlumbConsoleLog
import PlumbDiagnostics
import PlumbFormats
import PlumbLayout
import PlumbMessages

/// The options every layout command shares: `--size WxH`, `--traits LIST`, `--keyboard H`.
/// Each overrides the file's own setting.
struct LayoutOptions: Sendable {
    static let valueOptions: Set<String> = ["--size", "--traits", "--keyboard"]

    static let help = """
          --size WxH        the root size in points (default: the file's 'size', else 375x667)
          --traits LIST     size classes, scale, text size and direction, e.g. width=compact,height=regular,scale=2,textSize=large,direction=rightToLeft
                            (default: the file's 'traits', else unspecified)
          --keyboard H      show a keyboard H points high over the bottom of the root; scroll
                            views make room and bring the file's 'focus' view into sight
        """

    var size: Size?
    var traits: TraitCollection?
    var keyboard: Double?

    init() {}

    init(_ args: ParsedArguments) throws(UsageError) {
        if let text = args.value("--size") { size = try LayoutOptions.parseSize(text) }
        if let text = args.value("--traits") { traits = try LayoutOptions.parseTraits(text) }
        if let text = args.value("--keyboard") {
            guard let value = Double(text), value.isFinite, value >= 0 else {
                throw UsageError("--keyboard needs a height in points (a number ≥ 0), not '\(text)'")
            }
            keyboard = value
        }
    }

    /// `375x667`.
    static func parseSize(_ text: String) throws(UsageError) -> Size {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w.isFinite, h.isFinite, w > 0, h > 0,
              w <= LayoutFile.largestNumber, h <= LayoutFile.largestNumber else {
            throw UsageError("--size needs WIDTHxHEIGHT with positive numbers up to 1e9, such as 375x667, not '\(text)'")
        }
        return Size(width: w, height: h)
    }

    /// `width=compact,height=regular,scale=2`.
    static func parseTraits(_ text: String) throws(UsageError) -> TraitCollection {
        var traits = TraitCollection()
        for item in text.split(separator: ",") {
            let pair = item.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else {
                throw UsageError("--traits needs KEY=VALUE items separated by commas (width=compact,height=regular), not '\(item)'")
            }
            let key = pair[0], value = String(pair[1])
            switch key {
            case "width", "height":
                guard let sizeClass = SizeClass(name: value) else {
                    throw UsageError("unknown size class '\(value)' (expected compact, regular or unspecified)")
                }
                if key == "width" { traits.horizontalSizeClass = sizeClass } else { traits.verticalSizeClass = sizeClass }
            case "scale":
                guard let scale = Double(value), scale.isFinite, scale > 0, scale <= 16 else {
                    throw UsageError("--traits scale needs a number from 0 to 16 (UIKit's screens use 1, 2 and 3), not '\(value)'")
                }
                traits.displayScale = scale
            case "textSize":
                guard let category = ContentSizeCategory(rawValue: value) else {
                    throw UsageError("unknown text size '\(value)' (expected "
                        + ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ") + ")")
                }
                traits.preferredContentSizeCategory = category
            case "direction":
                guard let direction = LayoutDirection(name: value) else {
                    throw UsageError("unknown direction '\(value)' (expected leftToRight or rightToLeft)")
                }
                traits.layoutDirection = direction
            default:
                throw UsageError("unknown trait '\(key)' (expected width, height, scale, textSize or direction)")
            }
        }
        return traits
    }

    /// The errors, clang style, `error:` in red on a terminal.
    static func describe(_ errors: [Diagnostic], colored: Bool) -> String {
        errors.map { error in
            error.text { text, role in role == .severity(.error) ? Style.red.apply(text, colored) : text }
        }.joined(separator: "\n") + "\n"
    }
}
