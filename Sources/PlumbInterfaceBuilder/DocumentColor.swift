/// A colour an Interface Builder document gives a view (`<color key="backgroundColor" …>`), as
/// pictures draw it: red, green, blue and alpha from 0 to 1, in whatever space the document
/// wrote them (sRGB, calibrated or display P3 are drawn alike: a picture is not a colour proof).
///
/// Read: components (`red green blue alpha`), greys (`white alpha`), and the system colours
/// Xcode writes by name (`systemColor`, `cocoaTouchSystemColor`) in their light-mode values. Not
/// read: asset-catalog colours (`name="Brand"`), whose values live outside the document; a
/// picture draws those views in its neutral palette.
public struct DocumentColor: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The `key`s of the `<color>` elements the reader keeps (every other colour is dropped as
    /// the document streams by).
    static let keptKeys: Set<String> = ["backgroundColor", "textColor"]

    /// `#rrggbb`, the alpha left out (``alpha`` says it).
    public var hex: String {
        func byte(_ x: Double) -> String {
            let value = Int((min(1, max(0, x.isFinite ? x : 0)) * 255).rounded())
            let digits = Array("0123456789abcdef")
            return String([digits[value / 16], digits[value % 16]])
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    /// The colour of a `<color>` element, or nil when it names an asset or holds no number.
    init?(_ element: DocumentElement) {
        func component(_ name: String) -> Double? {
            guard let text = element[name], let value = Double(text), value.isFinite else { return nil }
            return min(1, max(0, value))
        }
        let alpha = component("alpha") ?? 1
        if let r = component("red"), let g = component("green"), let b = component("blue") {
            self.init(red: r, green: g, blue: b, alpha: alpha)
        } else if let white = component("white") {
            self.init(red: white, green: white, blue: white, alpha: alpha)
        } else if let name = element["systemColor"] ?? element["cocoaTouchSystemColor"],
                  let known = DocumentColor.systemColors[name] {
            self = known
        } else {
            return nil
        }
    }

    /// Light-mode values of the system colours Xcode writes by name (Apple's Human Interface
    /// Guidelines publish them).
    static let systemColors: [String: DocumentColor] = [
        "systemBackgroundColor": .init(red: 1, green: 1, blue: 1),
        "secondarySystemBackgroundColor": .init(red: 0.949, green: 0.949, blue: 0.969),
        "tertiarySystemBackgroundColor": .init(red: 1, green: 1, blue: 1),
        "systemGroupedBackgroundColor": .init(red: 0.949, green: 0.949, blue: 0.969),
        "secondarySystemGroupedBackgroundColor": .init(red: 1, green: 1, blue: 1),
        "groupTableViewBackgroundColor": .init(red: 0.949, green: 0.949, blue: 0.969),
        "viewFlipsideBackgroundColor": .init(red: 0.122, green: 0.129, blue: 0.141),
        "whiteColor": .init(red: 1, green: 1, blue: 1),
        "blackColor": .init(red: 0, green: 0, blue: 0),
        "clearColor": .init(red: 0, green: 0, blue: 0, alpha: 0),
        "darkTextColor": .init(red: 0, green: 0, blue: 0),
        "lightTextColor": .init(red: 1, green: 1, blue: 1, alpha: 0.6),
        "labelColor": .init(red: 0, green: 0, blue: 0),
        "secondaryLabelColor": .init(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.6),
        "tertiaryLabelColor": .init(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.3),
        "placeholderTextColor": .init(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.3),
        "opaqueSeparatorColor": .init(red: 0.776, green: 0.776, blue: 0.784),
        "separatorColor": .init(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.29),
        "systemGray6Color": .init(red: 0.949, green: 0.949, blue: 0.969),
        "systemGrayColor": .init(red: 0.557, green: 0.557, blue: 0.576),
        "systemBlueColor": .init(red: 0, green: 0.478, blue: 1),
        "tintColor": .init(red: 0, green: 0.478, blue: 1),
        "systemRedColor": .init(red: 1, green: 0.231, blue: 0.188),
        "systemGreenColor": .init(red: 0.204, green: 0.78, blue: 0.349),
        "systemOrangeColor": .init(red: 1, green: 0.584, blue: 0),
        "systemYellowColor": .init(red: 1, green: 0.8, blue: 0),
        "systemPinkColor": .init(red: 1, green: 0.176, blue: 0.333),
        "systemPurpleColor": .init(red: 0.686, green: 0.322, blue: 0.871),
        "systemTealColor": .init(red: 0.188, green: 0.69, blue: 0.78),
        "systemIndigoColor": .init(red: 0.345, green: 0.337, blue: 0.839),
    ]
}
