import PlumbLayout

/// A width and a height size class, as Interface Builder's variations name them
/// (`heightClass=regular-widthClass=compact`); `.unspecified` is IB's "Any". Findings say which
/// combination they apply to with ``label`` (`wC hR`, Xcode's own shorthand).
public struct SizeClassCombination: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The width, in points.
    public var width: SizeClass
    /// The height, in points.
    public var height: SizeClass

    /// Creates a value from its parts.
    public init(width: SizeClass, height: SizeClass) {
        self.width = width
        self.height = height
    }

    /// "Any" in both: the base configuration of Xcode 6 and 7 documents.
    public static let any = SizeClassCombination(width: .unspecified, height: .unspecified)

    /// The four combinations real devices have: iPhone portrait (wC hR), iPhone landscape
    /// (wC hC), large iPhone landscape (wR hC), iPad (wR hR).
    public static let concrete: [SizeClassCombination] = [
        SizeClassCombination(width: .compact, height: .regular),
        SizeClassCombination(width: .compact, height: .compact),
        SizeClassCombination(width: .regular, height: .compact),
        SizeClassCombination(width: .regular, height: .regular),
    ]

    /// Xcode's shorthand: `wC hR`, `wR hAny`, `wAny hAny`.
    public var label: String { "w\(Self.letter(width)) h\(Self.letter(height))" }

    /// A readable form, as Plumb prints it.
    public var description: String { label }

    /// The traits a layout pass for this combination runs with.
    public var traits: TraitCollection { TraitCollection(horizontalSizeClass: width, verticalSizeClass: height) }

    /// The variation key Interface Builder writes for it (`default` for Any/Any).
    public var variationKey: String {
        switch (width, height) {
        case (.unspecified, .unspecified): "default"
        case (let w, .unspecified): "widthClass=\(w)"
        case (.unspecified, let h): "heightClass=\(h)"
        case (let w, let h): "heightClass=\(h)-widthClass=\(w)"
        }
    }

    /// Whether a variation written for `key` applies to this combination (an unspecified class
    /// in the key matches any).
    func isMatched(by key: VariationKey) -> Bool {
        (key.width == nil || key.width == width) && (key.height == nil || key.height == height)
    }

    private static func letter(_ sizeClass: SizeClass) -> String {
        switch sizeClass {
        case .compact: "C"
        case .regular: "R"
        case .unspecified: "Any"
        }
    }

    private var rank: Int { Self.rank(width) * 3 + Self.rank(height) }
    private static func rank(_ c: SizeClass) -> Int { c == .compact ? 0 : c == .regular ? 1 : 2 }

    /// The order findings and reports are sorted in.
    public static func < (a: SizeClassCombination, b: SizeClassCombination) -> Bool { a.rank < b.rank }
}

/// A parsed `<variation key="…">`: the size classes it is written for (nil = any), ordered by
/// how specific it is. Keys about other traits (`userInterfaceIdiom=mac`) do not parse.
struct VariationKey: Hashable {
    var width: SizeClass?
    var height: SizeClass?

    /// `default`, `widthClass=compact`, `heightClass=regular-widthClass=compact`, …
    init?(_ key: String) {
        if key == "default" { return }
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, let sizeClass = VariationKey.sizeClass(pair[1]) else { return nil }
            switch pair[0] {
            case "widthClass": width = sizeClass
            case "heightClass": height = sizeClass
            default: return nil
            }
        }
    }

    /// `compact` or `regular` (a variation names one; "any" is its absence).
    private static func sizeClass(_ text: Substring) -> SizeClass? {
        SizeClass(name: String(text)).flatMap { $0 == .unspecified ? nil : $0 }
    }

    /// The order variations apply in: `default`, then width only, then height only, then both
    /// (the most specific wins).
    var specificity: Int { (width == nil ? 0 : 1) + (height == nil ? 0 : 2) }

    /// The concrete combinations this key applies to.
    var concreteCombinations: [SizeClassCombination] {
        SizeClassCombination.concrete.filter { $0.isMatched(by: self) }
    }
}
