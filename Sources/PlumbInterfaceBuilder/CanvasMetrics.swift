import PlumbLayout

/// What Interface Builder's canvas draws around a view controller's view, in one table: the
/// status bar, the navigation, tab and tool bars of "Simulated Metrics", and how far a solved
/// frame may be from a saved one before a view counts as misplaced.
///
/// Sources (public facts; Docs/interface-builder.md repeats them):
/// * status bar: 20 points on every device without a sensor housing (Apple, Human Interface
///   Guidelines for iOS 7–12, "Bars"; UIApplication.statusBarFrame on those devices). Devices with
///   a sensor housing report their own safe-area top (``Device``): 44 on iPhone X/XS/11 Pro, and
///   on the iPhone XR/11 in documents saved before build 20000 (saved frames up to build 19455
///   show 44), 48 after (iOS 14's; builds 23094 on show it); 47, 50, 59 and 62 on later phones.
/// * navigation bar 44 points (32 on a phone in landscape, 50 on an iPad from iOS 12), a large
///   title adds 52, a prompt 30; tab bar 49 (32 on a phone in landscape), toolbar 44 (32):
///   UINavigationBar, UITabBar and UIToolbar `sizeThatFits` on iOS 11–17, the heights Xcode's
///   canvas draws and saves in `<navigationBar key="navigationBar">` frames. A navigation bar
///   at the top of a sheet (iOS 13 on, saved at y = 0 on a device with a status bar) is 56
///   (habitica-ios's presented navigation controllers, 7 of them, saved 428 × 56 at y = 0).
/// * the top layout guide of a document without safe-area guides (`useSafeAreas` absent), under
///   no top bar: 0 from Xcode 11 (toolsVersion 15000) on, the status bar before. The saved
///   frames say so: WavesWallet-iOS's `Dex.storyboard` (10 controllers) and ChatSecure-iOS's
///   `Purchase.storyboard` (Xcode 11) put views pinned to the guide at y = 0; every earlier file
///   of the corpus at 20.
/// * files without `<device>` (Xcode 6 and 7, "Any/Any" 600 × 600 canvas): Interface Builder
///   simulated the status bar by default ("Inferred"), so the root's top 20 points are under it.
enum CanvasMetrics {
    /// The status bar on devices without a sensor housing, and on the canvas of documents
    /// without a `<device>`.
    static let legacyStatusBarHeight = 20.0
    /// The layout margins of the window a controller's root is shown in (UIView's default), which
    /// a root that preserves its superview's margins takes where its own are smaller.
    static let windowLayoutMargin = 8.0
    static let navigationBarHeight = 44.0
    static let compactNavigationBarHeight = 32.0
    static let padNavigationBarHeight = 50.0
    static let sheetNavigationBarHeight = 56.0
    static let largeTitleHeight = 52.0
    static let promptHeight = 30.0
    static let tabBarHeight = 49.0
    static let compactTabBarHeight = 32.0
    static let toolbarHeight = 44.0
    static let compactToolbarHeight = 32.0

    /// How far (points, in any of x, y, width, height) a solved frame may be from the frame
    /// Interface Builder saved before the view counts as misplaced: more than this, and "Update
    /// Frames" would move it. Xcode saves frames on the device's pixel grid (½ point on 2×
    /// screens, ⅓ on 3×) and marks views misplaced by a single point (1× era files on the real
    /// corpus, Docs/interface-builder.md); Plumb rounds its frames to the same grid, so half a
    /// point separates a real move from the two roundings.
    static let misplacementTolerance = 0.5

    /// The first Interface Builder build (`toolsVersion`) of Xcode 12 (iOS 14).
    static let xcode12ToolsVersion = 17_000
    static let xcode11ToolsVersion = 15_000
    /// From which build the canvas draws a status bar on phones without a sensor housing
    /// again: from Xcode 11 (15000) on, those phones were drawn without one. Safe-area pins of
    /// that era on iPhone 8-class devices all imply a top of 0, or 44 under a navigation bar
    /// (WordPressAuthenticator's `GetStarted`, AltStore, stepik, IBLinter, edx, RadarCOVID;
    /// builds 15400 to 21507), and navigation bars were saved at y = 0; Xcode 10's files (14113
    /// to 14490) and those of builds 21701 (owncloud's passcode xib), 22154 and later show 20.
    /// The build between 21507 and 21701 is Plumb's choice.
    static let statusBarReturnToolsVersion = 21_600
    /// From which build the canvas gives the iPhone XR/11 (`retina6_1`) its iOS 14 safe-area
    /// top, 48, instead of 44 (Plumb policy between the evidence: files saved by builds 17701,
    /// 18122, 19162 and 19455 put views pinned to the safe area 44 down, or their navigation bar
    /// at 44; builds 23094 and 23504 at 48; no file of the corpus lies between).
    static let iPhone11SafeAreaToolsVersion = 20_000

    /// A switch's alignment rectangle leaves out 2 points on its right: its frame is 51 wide and
    /// its constraints hold a rectangle 49 wide. Every switch of the corpus pinned by its
    /// trailing edge (8, saved by Xcode 7, 11 and 14) sits 2 points further right than its
    /// constraint's constant says; one pinned by its leading edge sits where it says.
    static let switchAlignmentRectInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)

    /// A slider's alignment rectangle leaves out 2 points on each side and 1 at the bottom:
    /// sliders placed by constraints are saved 4 points wider and a point taller than their
    /// constraints say (P119-DrawPad's five `height == 29` saved 30 high and 2 points left of
    /// their leading constant; Slidebar's `width == 114` saved 118 wide; pocket-casts', RxSwift's
    /// and entourage's 2 points past both edges).
    static let sliderAlignmentRectInsets = EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)

    /// A segmented control's alignment rectangle leaves out a point at the bottom: controls
    /// placed by constraints are saved a point taller than their constraints say (QuaRang's
    /// control saved 32 high at y 123, the view pinned 20 below its bottom saved at 174; vlc's
    /// views under its control a point lower than their constants; stepik's and habitica's
    /// controls pinned at top and bottom saved 28 and 31 high where the constraints give 27
    /// and 30).
    static let segmentedControlAlignmentRectInsets = EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)

    /// The alignment rectangle insets of the controls that have them, by element name.
    static let alignmentRectInsets: [String: EdgeInsets] = [
        "switch": switchAlignmentRectInsets, "slider": sliderAlignmentRectInsets,
        "segmentedControl": segmentedControlAlignmentRectInsets,
    ]

    /// The first build of Xcode 9 (iOS 11: safe areas, the 11/16 table cell margins); earlier
    /// documents are drawn with iOS 10's rules (cell content views with 8-point margins).
    static let xcode9ToolsVersion = 13_000

    /// A table cell's margins before iOS 11 (`UITableViewCell.layoutMargins`), which its content
    /// view takes when it preserves its superview's margins.
    static let legacyCellMargins = EdgeInsets(top: 8, left: 15, bottom: 8, right: 15)

    /// Table cell content view margins from iOS 11 on: 11 top and bottom, 16 on the sides, 20
    /// on a screen wider than 375 points (the table's margins, which its cells take) unless the
    /// cell is narrower than 320. Saved frames: 20 in cells 358, 388, 393 and 406 wide on such
    /// screens (keepassium, ECEResto, entourage, habitica), 16 on 320- and 375-point screens and
    /// in a 107-point table on a 428-point one.
    static func cellMargins(width: Double, screenWidth: Double) -> EdgeInsets {
        let side: Double = screenWidth > 375 && width >= 320 ? 20 : 16
        return EdgeInsets(top: 11, left: side, bottom: 11, right: side)
    }

    /// The builds whose canvas draws a phone with a sensor housing with twice its portrait
    /// safe area, top and bottom. Every safe-area pin of the four documents of the corpus saved
    /// by them says so: IQKeyboardManager's `ScrollView` (24127, iPhone 11: a view 5 below the
    /// safe area saved at 101 = 2 × 48 + 5, one 5 above its bottom ending at 823 = 896 − 2 × 34 − 5),
    /// keepassium's onboarding (23727, iPhone 14 Pro-class: 2 × 59), vlc's donation xibs (24506)
    /// and home-assistant's launch screen (25094, a bottom of 68). Documents of 23504 and
    /// earlier, iPads, phones without a housing and Xcode's own templates (`32700.99.1234`)
    /// keep single insets. Plumb draws the canvas these documents were saved from.
    static let doubledSafeAreaToolsVersions = 23_727..<32_700

    /// The device as the Interface Builder that saved the document draws it: builds before
    /// ``iPhone11SafeAreaToolsVersion`` give the iPhone XR/11 (`retina6_1`) the iOS 13 safe
    /// area, 44 points; ``doubledSafeAreaToolsVersions`` double a housing's portrait insets.
    static func device(_ device: Device, toolsVersion: String?) -> Device {
        guard let text = toolsVersion, let build = Int(text.prefix { $0.isNumber }) else { return device }
        var drawn = device
        if device.id == "retina6_1", build < iPhone11SafeAreaToolsVersion {
            drawn.portraitSafeArea.top = 44
            drawn.landscapeSafeArea.left = 44
            drawn.landscapeSafeArea.right = 44
        }
        if doubledSafeAreaToolsVersions.contains(build), device.idiom != .pad, device.portraitSafeArea.top > legacyStatusBarHeight {
            drawn.portraitSafeArea.top *= 2
            drawn.portraitSafeArea.bottom *= 2
        }
        return drawn
    }
}
