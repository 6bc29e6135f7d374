import PlumbLayout

/// A design device of Interface Builder's "View as" bar, by the id Xcode writes in
/// `<device id="retina4_7" orientation="portrait"/>`: its screen in points, its safe-area insets
/// with no bars (status bar, sensor housing, home indicator) in each orientation, and the size
/// classes it has.
///
/// The table covers the phones and iPads of Xcode 6 to 16. Sizes are the screens' point sizes;
/// safe areas are what the iOS version current for each device gives (Docs/interface-builder.md
/// lists the sources and the uncertain entries).
public struct Device: Sendable, Hashable {
    /// Phone or tablet: decides size classes and default margins.
    public enum Idiom: String, Sendable, Hashable {
        /// An iPhone.
        case phone
        /// An iPad.
        case pad
    }

    /// Xcode's id (`retina4_7`).
    public var id: String
    /// What Xcode's device menu calls it (`iPhone 8`).
    public var name: String
    /// Phone or pad.
    public var idiom: Idiom
    /// The screen in portrait, in points.
    public var portraitSize: Size
    /// Safe-area insets in portrait with no navigation or tab bar.
    public var portraitSafeArea: EdgeInsets
    /// Safe-area insets in landscape (home button on the right) with no bars.
    public var landscapeSafeArea: EdgeInsets
    /// Pixels per point (2 or 3): Interface Builder rounds frames to this grid.
    public var scale: Double

    /// Creates a value from its parts.
    public init(id: String, name: String, idiom: Idiom, portraitSize: Size, portraitSafeArea: EdgeInsets,
                landscapeSafeArea: EdgeInsets, scale: Double) {
        self.id = id
        self.name = name
        self.idiom = idiom
        self.portraitSize = portraitSize
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.scale = scale
    }

    /// The screen size in an orientation.
    public func size(landscape: Bool) -> Size {
        landscape ? Size(width: portraitSize.height, height: portraitSize.width) : portraitSize
    }

    /// The safe area in an orientation.
    public func safeArea(landscape: Bool) -> EdgeInsets { landscape ? landscapeSafeArea : portraitSafeArea }

    /// UIKit's size classes for the device in an orientation: iPads are regular in both; phones
    /// are compact-width, regular-height in portrait, and compact-height in landscape, where
    /// the 414-point-wide and larger phones (Plus, Max, XR) become regular-width.
    public func sizeClass(landscape: Bool) -> SizeClassCombination {
        switch idiom {
        case .pad: return SizeClassCombination(width: .regular, height: .regular)
        case .phone:
            guard landscape else { return SizeClassCombination(width: .compact, height: .regular) }
            return SizeClassCombination(width: portraitSize.width >= 414 ? .regular : .compact, height: .compact)
        }
    }

    /// The root view's system minimum layout margins (left and right; top and bottom are 0):
    /// 20 on iPads and on phones 414 points wide or more, 16 on the others.
    public var systemMinimumMargin: Double { idiom == .pad || portraitSize.width >= 414 ? 20 : 16 }

    /// The device for an Xcode id, or nil for an id the table does not know.
    public static func named(_ id: String) -> Device? { table[id] }

    /// Every device of the table, by id.
    public static let table: [String: Device] = {
        var devices: [String: Device] = [:]
        func phone(_ id: String, _ name: String, _ w: Double, _ h: Double, top: Double, bottom: Double, side: Double,
                   scale: Double) {
            devices[id] = Device(id: id, name: name, idiom: .phone, portraitSize: Size(width: w, height: h),
                                 portraitSafeArea: EdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
                                 landscapeSafeArea: EdgeInsets(top: 0, left: side, bottom: bottom > 0 ? 21 : 0, right: side),
                                 scale: scale)
        }
        func pad(_ id: String, _ name: String, _ w: Double, _ h: Double, top: Double, bottom: Double) {
            let insets = EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
            devices[id] = Device(id: id, name: name, idiom: .pad, portraitSize: Size(width: w, height: h),
                                 portraitSafeArea: insets, landscapeSafeArea: insets, scale: 2)
        }
        // Phones with a home button: a 20-point status bar in portrait, none in landscape.
        phone("retina3_5", "iPhone 4s", 320, 480, top: 20, bottom: 0, side: 0, scale: 2)
        phone("retina4_0", "iPhone SE (1st generation)", 320, 568, top: 20, bottom: 0, side: 0, scale: 2)
        phone("retina4_7", "iPhone 8", 375, 667, top: 20, bottom: 0, side: 0, scale: 2)
        phone("retina5_5", "iPhone 8 Plus", 414, 736, top: 20, bottom: 0, side: 0, scale: 3)
        // Phones with a sensor housing: home indicator 34 (21 in landscape).
        phone("retina5_9", "iPhone 11 Pro", 375, 812, top: 44, bottom: 34, side: 44, scale: 3)
        phone("retina6_5", "iPhone 11 Pro Max", 414, 896, top: 44, bottom: 34, side: 44, scale: 3)
        phone("retina6_1", "iPhone 11", 414, 896, top: 48, bottom: 34, side: 48, scale: 2)
        phone("retina5_4", "iPhone 13 mini", 375, 812, top: 50, bottom: 34, side: 50, scale: 3)
        phone("retina6_0", "iPhone 13", 390, 844, top: 47, bottom: 34, side: 47, scale: 3)
        phone("retina6_7", "iPhone 13 Pro Max", 428, 926, top: 47, bottom: 34, side: 47, scale: 3)
        phone("retina6_12", "iPhone 15", 393, 852, top: 59, bottom: 34, side: 59, scale: 3)
        phone("retina6_72", "iPhone 15 Pro Max", 430, 932, top: 59, bottom: 34, side: 59, scale: 3)
        phone("retina6_3", "iPhone 16 Pro", 402, 874, top: 62, bottom: 34, side: 62, scale: 3)
        phone("retina6_9", "iPhone 16 Pro Max", 440, 956, top: 62, bottom: 34, side: 62, scale: 3)
        // iPads: a 20-point status bar; the rounded-corner models 24 and a 20-point home indicator.
        pad("ipad9_7", "iPad (9.7-inch)", 768, 1024, top: 20, bottom: 0)
        pad("ipad7_9", "iPad mini (7.9-inch)", 768, 1024, top: 20, bottom: 0)
        pad("ipad10_2", "iPad (10.2-inch)", 810, 1080, top: 20, bottom: 0)
        pad("ipad10_5", "iPad Pro (10.5-inch)", 834, 1112, top: 20, bottom: 0)
        pad("ipad12_9", "iPad Pro (12.9-inch, 2nd generation)", 1024, 1366, top: 20, bottom: 0)
        pad("ipad11", "iPad Pro (11-inch)", 834, 1194, top: 24, bottom: 20)
        pad("ipad10_9rounded", "iPad Air (10.9-inch)", 820, 1180, top: 24, bottom: 20)
        pad("ipad12_9rounded", "iPad Pro (12.9-inch)", 1024, 1366, top: 24, bottom: 20)
        pad("ipad8_3", "iPad mini (8.3-inch)", 744, 1133, top: 24, bottom: 20)
        return devices
    }()

    /// Stand-ins for size-class combinations the document's own device does not have: an
    /// iPhone 8 (compact width, both heights), an iPhone 8 Plus in landscape (regular width,
    /// compact height) and a 9.7-inch iPad (regular, regular).
    static func standIn(for sizeClass: SizeClassCombination) -> (device: Device, landscape: Bool)? {
        switch (sizeClass.width, sizeClass.height) {
        case (.compact, .regular): return table["retina4_7"].map { ($0, false) }
        case (.compact, .compact): return table["retina4_7"].map { ($0, true) }
        case (.regular, .compact): return table["retina5_5"].map { ($0, true) }
        case (.regular, .regular): return table["ipad9_7"].map { ($0, false) }
        default: return nil
        }
    }
}
