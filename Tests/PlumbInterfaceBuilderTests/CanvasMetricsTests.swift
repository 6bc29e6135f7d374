import PlumbDiagnostics
import PlumbInterfaceBuilder
import PlumbLayout
import Testing

/// Rule 2 of issue 12: bars and insets as Xcode's canvas draws them, and misplacement judged
/// against Xcode's own marks.
@Suite("Interface Builder: canvas metrics and misplacement")
struct CanvasMetricsTests {
    /// A storyboard with one controller whose view holds `subviews` and `constraints`.
    func storyboard(tools: String? = "21701", device: String? = "retina4_7", safeAreas: Bool = true,
                    controllerExtra: String = "", scenesBefore: String = "", subviews: String = "",
                    constraints: String = "") throws -> InterfaceBuilderDocument {
        let toolsAttribute = tools.map { " toolsVersion=\"\($0)\"" } ?? ""
        let deviceElement = device.map { "<device id=\"\($0)\" orientation=\"portrait\"/>" } ?? ""
        return try document("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"\(toolsAttribute) targetRuntime="iOS.CocoaTouch" useAutolayout="YES"\(safeAreas ? " useSafeAreas=\"YES\"" : "")>
                \(deviceElement)
                <scenes>
                    \(scenesBefore)
                    <!--Main-->
                    <scene sceneID="scn">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <view key="view" id="root">
                                    <subviews>\(subviews)</subviews>
                                    <constraints>\(constraints)</constraints>
                                    <viewLayoutGuide key="safeArea" id="safe"/>
                                </view>
                                \(controllerExtra)
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)
    }

    func safeTop(_ doc: InterfaceBuilderDocument) throws -> Double {
        try doc.scene("Main").laidOut().safeAreaInsets.top
    }

    @Test func theIPhone11HasTheSafeAreaOfTheXcodeThatSavedTheFile() throws {
        #expect(try safeTop(storyboard(tools: "16096", device: "retina6_1")) == 44)  // Xcode 11: iOS 13
        #expect(try safeTop(storyboard(tools: "19455", device: "retina6_1")) == 44)  // saved frames: still 44
        #expect(try safeTop(storyboard(tools: "23094", device: "retina6_1")) == 48)  // iOS 14 on
        #expect(try safeTop(storyboard(device: "retina4_7")) == 20)
        #expect(try safeTop(storyboard(device: "retina6_12")) == 59)
    }

    /// The canvas of builds 23727 to 32699 draws a housing's portrait safe area twice over
    /// (IQKeyboardManager, keepassium, vlc, home-assistant); earlier builds, Xcode's templates
    /// and phones without a housing keep theirs.
    @Test func someBuildsDrawAHousingsSafeAreaTwiceOver() throws {
        #expect(try safeTop(storyboard(tools: "24127", device: "retina6_1")) == 96)
        #expect(try safeTop(storyboard(tools: "23727", device: "retina6_12")) == 118)
        #expect(try safeTop(storyboard(tools: "23504", device: "retina6_12")) == 59)
        #expect(try safeTop(storyboard(tools: "32700.99.1234", device: "retina6_12")) == 59)
        #expect(try safeTop(storyboard(tools: "24127", device: "retina4_7")) == 20)
        let doc = try storyboard(tools: "24127", device: "retina6_1")
        #expect(try doc.scene("Main").laidOut().safeAreaInsets.bottom == 68)
    }

    @Test func documentsWithoutADeviceHaveTheStatusBar() throws {
        #expect(try safeTop(storyboard(tools: "7706", device: nil, safeAreas: false)) == 20)
        // Hidden with <nil key="simulatedStatusBarMetrics"/>.
        #expect(try safeTop(storyboard(tools: "7706", device: nil, safeAreas: false,
                                       controllerExtra: "<nil key=\"simulatedStatusBarMetrics\"/>")) == 0)
    }

    /// Xcode 11 and later draw a controller of a document without safe-area guides, under no
    /// top bar, with a top layout guide of length 0 (WavesWallet-iOS's `Dex.storyboard`: ten
    /// controllers saved their views pinned to the top guide at y = 0); Xcode 10 and earlier
    /// with the status bar. A navigation bar still brings its status bar.
    @Test func legacyTopGuidesFromXcode11OnHaveNoStatusBar() throws {
        #expect(try safeTop(storyboard(tools: "15400", safeAreas: false)) == 0)
        #expect(try safeTop(storyboard(tools: "14460", safeAreas: false)) == 20)
        #expect(try safeTop(storyboard(tools: "14460", safeAreas: false,
                                       controllerExtra: "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" prompted=\"NO\"/>")) == 64)
    }

    /// From Xcode 11 to Xcode 13 the canvas drew phones without a sensor housing with no status
    /// bar at all: a safe area from 0, or from 44 under a navigation bar (WordPressAuthenticator's
    /// `GetStarted`, AltStore, stepik, edx: builds 15400 to 21507); Xcode 10 and 14.1 on draw it.
    /// Phones with a housing keep theirs.
    @Test func phonesWithoutAHousingHadNoStatusBarFromXcode11To13() throws {
        #expect(try safeTop(storyboard(tools: "15705")) == 0)
        #expect(try safeTop(storyboard(tools: "21507")) == 0)
        #expect(try safeTop(storyboard(tools: "15400", safeAreas: false,
                                       controllerExtra: "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" prompted=\"NO\"/>")) == 44)
        #expect(try safeTop(storyboard(tools: "14460")) == 20)
        #expect(try safeTop(storyboard(tools: "21701")) == 20)
        #expect(try safeTop(storyboard(tools: "16096", device: "retina6_1")) == 44)
    }

    /// A view placed by flexible autoresizing masks keeps its frame, and constraints hold its
    /// alignment rectangle: a switch saved 51 wide in a document with Auto Layout off stays 51
    /// wide (IQKeyboardManager's demo saved eleven such switches).
    @Test func autoresizingMasksKeepTheFrameOfAViewWithAlignmentInsets() throws {
        let doc = try controllerStoryboard(rootSize: "width=\"320\" height=\"568\"", subviews: """
            <switch opaque="NO" contentMode="scaleToFill" id="toggle"><rect key="frame" x="251" y="100" width="51" height="31"/><autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/></switch>
            """)
        #expect(try doc.scene("Main").laidOut().frame("toggle") == Rect(x: 251, y: 100, width: 51, height: 31))
    }

    /// A switch's constraints hold its alignment rectangle, 2 points narrower on the right than
    /// its 51-point frame: pinned 16 from the trailing edge, its frame ends 14 from it, where
    /// Xcode saves it, and it is not misplaced.
    @Test func aSwitchsFrameReachesTwoPointsPastItsTrailingConstraint() throws {
        let doc = try storyboard(subviews: """
            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="toggle"><rect key="frame" x="310" y="100" width="51" height="31"/></switch>
            """, constraints: """
            <constraint firstAttribute="trailing" secondItem="toggle" secondAttribute="trailing" constant="16" id="k1"/>
            <constraint firstItem="toggle" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="k2"/>
            """)
        let layout = try doc.scene("Main").laidOut()
        #expect(try layout.frame("toggle") == Rect(x: 310, y: 100, width: 51, height: 31))
        #expect(doc.diagnose().findings.allSatisfy { $0.finding.kind != .misplacedView })
    }

    /// A segmented control's constraints hold a rectangle a point shorter than its frame: a view
    /// pinned 20 below a control saved 32 high at y = 100 sits at 151 (QuaRang, RxSwift, vlc).
    @Test func aSegmentedControlsBottomIsAPointAboveItsFrame() throws {
        let doc = try storyboard(subviews: """
            <segmentedControl opaque="NO" contentMode="left" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg"><rect key="frame" x="20" y="100" width="200" height="32"/></segmentedControl>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="below"><rect key="frame" x="20" y="151" width="200" height="40"/></view>
            """, constraints: """
            <constraint firstItem="seg" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="k1"/>
            <constraint firstItem="seg" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k2"/>
            <constraint firstItem="below" firstAttribute="top" secondItem="seg" secondAttribute="bottom" constant="20" id="k3"/>
            <constraint firstItem="below" firstAttribute="leading" secondItem="seg" secondAttribute="leading" id="k4"/>
            <constraint firstItem="below" firstAttribute="width" constant="200" id="k5"/>
            <constraint firstItem="below" firstAttribute="height" constant="40" id="k6"/>
            """)
        let layout = try doc.scene("Main").laidOut()
        #expect(try layout.frame("seg") == Rect(x: 20, y: 100, width: 200, height: 32))
        #expect(try layout.frame("below") == Rect(x: 20, y: 151, width: 200, height: 40))
    }

    /// A cell whose content view has no saved frame (Xcode 6 and 7) is its row less the
    /// separator, one point on the 1× canvas of a document without a device; a table without
    /// separators gives the content view the whole row.
    @Test func aContentViewWithoutAFrameIsItsRowLessTheSeparator() throws {
        func contentHeight(separator: String) throws -> Double {
            let doc = try document("""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="9531" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                    <scenes>
                        <scene sceneID="scn"><objects>
                            <tableViewController id="tvc" sceneMemberID="viewController">
                                <tableView key="view" style="plain" separatorStyle="\(separator)" rowHeight="44" id="table">
                                    <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                    <prototypes>
                                        <tableViewCell reuseIdentifier="c" rowHeight="181" id="cell">
                                            <rect key="frame" x="0.0" y="22" width="600" height="181"/>
                                            <tableViewCellContentView key="contentView" id="content"/>
                                        </tableViewCell>
                                    </prototypes>
                                </tableView>
                            </tableViewController>
                        </objects></scene>
                    </scenes>
                </document>
                """)
            return try doc.scene("Table View Cell \"c\"").laidOut().size.height
        }
        #expect(try contentHeight(separator: "default") == 180)
        #expect(try contentHeight(separator: "none") == 181)
    }

    /// A slider's alignment rectangle leaves out 2 points on each side and 1 at the bottom.
    @Test func aSlidersFrameReachesPastItsConstraints() throws {
        let doc = try storyboard(subviews: """
            <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="slide"><rect key="frame" x="18" y="100" width="339" height="31"/></slider>
            """, constraints: """
            <constraint firstItem="slide" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
            <constraint firstAttribute="trailing" secondItem="slide" secondAttribute="trailing" constant="20" id="k2"/>
            <constraint firstItem="slide" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="k3"/>
            """)
        #expect(try doc.scene("Main").laidOut().frame("slide") == Rect(x: 18, y: 100, width: 339, height: 31))
        #expect(doc.diagnose().findings.allSatisfy { $0.finding.kind != .misplacedView })
    }

    @Test func barsFromSimulatedMetricsAndTheNavigationControllersSavedBar() throws {
        let nav = """
            <scene sceneID="nav"><objects>
                <navigationController id="nc" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" id="bar"><rect key="frame" x="0.0" y="BAR_Y" width="375" height="44"/></navigationBar>
                    <connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="sg"/></connections>
                </navigationController>
            </objects></scene>
            """
        // Under a navigation bar saved below the status bar: 20 + 44.
        #expect(try safeTop(storyboard(scenesBefore: nav.replacingOccurrences(of: "BAR_Y", with: "20"))) == 64)
        // Saved at the very top (a sheet, which Xcode 11 and later draw without a status bar): 44.
        #expect(try safeTop(storyboard(scenesBefore: nav.replacingOccurrences(of: "BAR_Y", with: "0"))) == 44)
        // Explicit metrics: a tab bar at the bottom.
        let tabbed = try storyboard(controllerExtra: "<simulatedTabBarMetrics key=\"simulatedBottomBarMetrics\"/>")
        #expect(try tabbed.scene("Main").laidOut().safeAreaInsets.bottom == 49)
    }

    /// A navigation controller (its bar saved under a 20-point status bar) whose root
    /// controller "first" holds `firstContent` (metrics, a navigation item, connections), for
    /// the scenes before "Main".
    func navigationRoot(_ firstContent: String) -> String {
        """
        <scene sceneID="nav"><objects>
            <navigationController id="nc" sceneMemberID="viewController">
                <navigationBar key="navigationBar" id="bar"><rect key="frame" x="0.0" y="20" width="375" height="44"/></navigationBar>
                <connections><segue destination="first" kind="relationship" relationship="rootViewController" id="sg1"/></connections>
            </navigationController>
        </objects></scene>
        <scene sceneID="firstScene"><objects>
            <viewController id="first" sceneMemberID="viewController">
                <view key="view" id="firstRoot"><viewLayoutGuide key="safeArea" id="firstSafe"/></view>
                \(firstContent)
            </viewController>
        </objects></scene>
        """
    }

    /// "Inferred" metrics follow a push: pushed from a controller that shows no top bar, the
    /// main controller shows none either (Xcode saved hello/suripu-ios's pushed controllers so).
    @Test func aControllerPushedFromOneWithoutATopBarInfersNone() throws {
        func scenes(sourceMetrics: String) -> String {
            navigationRoot(sourceMetrics + "<connections><segue destination=\"vc\" kind=\"show\" id=\"sg2\"/></connections>")
        }
        // Pushed from a controller under the bar: under the bar too (20 + 44).
        #expect(try safeTop(storyboard(scenesBefore: scenes(sourceMetrics: ""))) == 64)
        // Pushed from one whose metrics say no top bar: the status bar alone.
        #expect(try safeTop(storyboard(scenesBefore: scenes(sourceMetrics: "<nil key=\"simulatedTopBarMetrics\"/>"))) == 20)
        // Its own metrics still win.
        #expect(try safeTop(storyboard(controllerExtra: "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" prompted=\"NO\"/>",
                                       scenesBefore: scenes(sourceMetrics: "<nil key=\"simulatedTopBarMetrics\"/>"))) == 64)
    }

    /// A controller shown from one in no navigation stack is presented modally: its root, saved
    /// shorter than the screen, is a sheet below the status bar (corona-warn-app's "Exposure
    /// Detection", 414 × 842 on a 414 × 896 screen, saved its content at y = 0). Embedded in a
    /// container, the same root still sits under the status bar as Xcode draws the child.
    @Test func aShortRootPresentedModallyIsASheetBelowTheStatusBar() throws {
        func doc(segue: String, metrics: String = "") throws -> InterfaceBuilderDocument {
            try document("""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                    <device id="retina4_7" orientation="portrait"/>
                    <scenes>
                        <scene sceneID="homeScene"><objects>
                            <viewController id="home" sceneMemberID="viewController">
                                <view key="view" id="homeRoot"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
                                <connections>\(segue)</connections>
                            </viewController>
                        </objects></scene>
                        <!--Main-->
                        <scene sceneID="scn"><objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="637"/>
                                    <viewLayoutGuide key="safeArea" id="safe"/>
                                </view>
                                \(metrics)
                            </viewController>
                        </objects></scene>
                    </scenes>
                </document>
                """)
        }
        #expect(try safeTop(doc(segue: "<segue destination=\"vc\" kind=\"show\" id=\"s\"/>")) == 0)
        #expect(try safeTop(doc(segue: "<segue destination=\"vc\" kind=\"presentation\" id=\"s\"/>")) == 0)
        #expect(try safeTop(doc(segue: "", metrics: "<modalPageSheetSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>")) == 0)
        #expect(try safeTop(doc(segue: "<segue destination=\"vc\" kind=\"embed\" id=\"s\"/>")) == 20)
        #expect(try safeTop(doc(segue: "")) == 20)
    }

    /// On a phone a `showDetail` from a controller in a navigation stack pushes (a split view
    /// collapses to its primary column's stack), under the bar (habitica's News and Stable).
    @Test func aShowDetailFromANavigationStackPushesOnAPhone() throws {
        let scenes = navigationRoot("<connections><segue destination=\"vc\" kind=\"showDetail\" id=\"sg2\"/></connections>")
        #expect(try safeTop(storyboard(scenesBefore: scenes)) == 64)
    }

    /// A xib on an iPhone 8 holding `objects` before one top-level view `top` of `height`
    /// (`inside` added to it), laid out.
    func xibTopView(tools: String = "21701", objects: String = "", height: Int = 667, inside: String = "") throws
        -> InterfaceBuilderLayout {
        let doc = try document("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    \(objects)
                    <view contentMode="scaleToFill" id="top">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        \(inside)
                    </view>
                </objects>
            </document>
            """, path: "Inline.xib")
        return try #require(doc.scenes.first).laidOut()
    }

    /// A screen-sized top-level view of a xib with simulated metrics of its own is drawn under
    /// them (nextcloud's GithubPermalink view: 20 + 44 on an iPhone 8).
    @Test func aXibViewsOwnSimulatedBarsCount() throws {
        #expect(try xibTopView().safeAreaInsets.top == 20)
        let bar = "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" prompted=\"NO\"/>"
        #expect(try xibTopView(inside: bar).safeAreaInsets.top == 64)
    }

    /// File's Owner's `view` is the root of the controller that loads the xib: at a size of
    /// its own it is drawn under the device's status bar, over nothing at the bottom, with a
    /// controller's root margins (ProtonVPN's 414 × 657 view: a top of 44 on the iPhone 11;
    /// mage's sign-up view: the top margin 20 down). Another top-level view of that size gets
    /// no safe area.
    @Test func filesOwnersViewIsAControllersRoot() throws {
        func laidOut(owner: String) throws -> InterfaceBuilderLayout {
            try xibTopView(tools: "24506", objects: """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="SignUpViewController">
                    <connections><outlet property="view" destination="\(owner)" id="out"/></connections>
                </placeholder>
                """, height: 876, inside: "<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>")
        }
        let owned = try laidOut(owner: "top")
        #expect(owned.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(owned.root.layoutMargins.top == 0 && owned.root.layoutMargins.left == 16)
        let plain = try laidOut(owner: "elsewhere")
        #expect(plain.safeAreaInsets == .zero)
    }

    /// A controller's root that preserves its superview's margins takes the window's 8 where
    /// its own are smaller: 8 at the top and bottom (AltStore's sign-in), 16 on the sides.
    @Test func aRootPreservingItsSuperviewsMarginsTakesTheWindows() throws {
        func margins(_ preserves: Bool) throws -> EdgeInsets {
            let root = preserves ? " preservesSuperviewLayoutMargins=\"YES\"" : ""
            return try controllerStoryboard(rootAttributes: root).scene("Main").laidOut().root.layoutMargins
        }
        #expect(try margins(true) == EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
        #expect(try margins(false) == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    }

    /// A text style sets its lines its leading apart: a four-line Subhead label saved 78 high
    /// (17.9 + 3 × 20) has its last baseline 3.7 above its bottom, and a label 50 below that
    /// baseline sits where vlc's credit-card form saved it.
    @Test func aTextStyleSpacesItsLinesByItsLeading() throws {
        let doc = try storyboard(tools: "22505", subviews: """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Four lines" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="para"><rect key="frame" x="20" y="100" width="300" height="78"/><fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/></label>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Below" translatesAutoresizingMaskIntoConstraints="NO" id="below"><rect key="frame" x="20" y="208" width="50" height="21"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
            """, constraints: """
            <constraint firstItem="para" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
            <constraint firstItem="para" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
            <constraint firstItem="below" firstAttribute="firstBaseline" secondItem="para" secondAttribute="lastBaseline" constant="50" id="c3"/>
            <constraint firstItem="below" firstAttribute="leading" secondItem="para" secondAttribute="leading" id="c4"/>
            """)
        let y = try doc.scene("Main").laidOut().frame("below").minY
        #expect(Swift.abs(y - 207.8) < 0.6)
    }

    /// A segue from a bar button item pushes like any other (sdm-produtos-ios's "+").
    @Test func aBarButtonItemsSeguePushes() throws {
        let scenes = navigationRoot("""
            <navigationItem key="navigationItem" title="List" id="item">
                <barButtonItem key="rightBarButtonItem" title="+" id="add">
                    <connections><segue destination="vc" kind="show" id="sg2"/></connections>
                </barButtonItem>
            </navigationItem>
            """)
        #expect(try safeTop(storyboard(scenesBefore: scenes)) == 64)
    }

    /// A root Xcode marked stale is laid out on the screen, below the opaque navigation bar it
    /// does not extend under: 736 − 20 − 44 = 672 high, nothing over it (duckduckgo's Feedback).
    @Test func aStaleRootStartsBelowAnOpaqueBar() throws {
        let doc = try document("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina5_5" orientation="portrait"/>
                <scenes>
                    <scene sceneID="nav"><objects>
                        <navigationController id="nc" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" translucent="NO" id="bar"><rect key="frame" x="0.0" y="20" width="414" height="44"/></navigationBar>
                            <connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="sg1"/></connections>
                        </navigationController>
                    </objects></scene>
                    <!--Main-->
                    <scene sceneID="scn"><objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" misplaced="YES" id="root"><rect key="frame" x="0.0" y="0.0" width="414" height="666"/>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """)
        let layout = try doc.scene("Main").laidOut()
        #expect(layout.size == Size(width: 414, height: 672))
        #expect(layout.safeAreaInsets.top == 0)
    }

    @Test func aRootShorterThanTheScreenStartsBelowTheBarsItDoesNotExtendUnder() throws {
        // 667 − 64 − 49 = 554: opaque bars, the view between them, nothing over it.
        let between = try document("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <!--Main-->
                    <scene sceneID="scn"><objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="SIZE"/></view>
                            EDGES
                            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                            <simulatedTabBarMetrics key="simulatedBottomBarMetrics" translucent="NO"/>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """.replacingOccurrences(of: "SIZE", with: "554").replacingOccurrences(of: "EDGES", with: ""))
        let insets = try between.scene("Main").laidOut().safeAreaInsets
        #expect((insets.top, insets.bottom) == (0, 0))
    }

    @Test func beforeSafeAreasMarginsAreMeasuredFromTheEdges() throws {
        let views = """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/></view>
            """
        let pinned = """
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="k1"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k2"/>
            <constraint firstItem="box" firstAttribute="width" constant="100" id="k3"/>
            <constraint firstItem="box" firstAttribute="height" constant="100" id="k4"/>
            """
        let legacy = try storyboard(tools: "7706", device: nil, safeAreas: false, subviews: views, constraints: pinned)
        #expect(try legacy.scene("Main").laidOut().frame("box").minY == 0)
        let modern = try storyboard(subviews: views, constraints: pinned)
        #expect(try modern.scene("Main").laidOut().frame("box").minY == 20)
    }

    @Test func aViewForcedRightToLeftFlipsItsSubviewsLeadingAndTrailing() throws {
        let views = """
            <view semanticContentAttribute="forceRightToLeft" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="back"><rect key="frame" x="319" y="7" width="40" height="30"/></view>
                </subviews>
                <directionalEdgeInsets key="directionalLayoutMargins" top="0.0" leading="16" bottom="0.0" trailing="4"/>
                <constraints>
                    <constraint firstItem="back" firstAttribute="leading" secondItem="bar" secondAttribute="leadingMargin" id="b1"/>
                    <constraint firstItem="back" firstAttribute="centerY" secondItem="bar" secondAttribute="centerY" id="b2"/>
                    <constraint firstItem="back" firstAttribute="width" constant="40" id="b3"/>
                    <constraint firstItem="back" firstAttribute="height" constant="30" id="b4"/>
                </constraints>
            </view>
            """
        let pinned = """
            <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k1"/>
            <constraint firstItem="bar" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="k2"/>
            <constraint firstItem="bar" firstAttribute="top" secondItem="safe" secondAttribute="top" id="k3"/>
            <constraint firstItem="bar" firstAttribute="height" constant="44" id="k4"/>
            """
        let layout = try storyboard(subviews: views, constraints: pinned).scene("Main").laidOut()
        #expect(try layout.frame("bar") == Rect(x: 0, y: 20, width: 375, height: 44))
        // The bar decides: its leading margin (16) is on the right.
        #expect(try layout.frame("back") == Rect(x: 319, y: 7, width: 40, height: 30))
    }

    /// A percentage inset is a share of the room the view leaves: 50 % of 667 − 20 is 323.5
    /// (IQKeyboardManager's `MainSwift.storyboard`: `minY="75.00%"` with `height="144"` in a cell
    /// 180 high is 27, just under a label 18 high at 9).
    @Test func xcode8FrameInsetsAreFrames() throws {
        let doc = try storyboard(subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><frame key="frameInset" minX="10" minY="50%" width="30" height="20"/></view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="cell"><frame key="frameInset" minY="100" width="342" height="180"/>
              <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><frame key="frameInset" minX="15" minY="5.56%" width="178" height="18"/></view>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="b"><frame key="frameInset" minX="15" minY="75.00%" width="259" height="144"/></view>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="c"><frame key="frameInset" maxX="10%" maxY="20" width="42" height="30"/></view>
              </subviews>
            </view>
            """)
        let layout = try doc.scene("Main").laidOut()
        func saved(_ id: String) throws -> Rect? { layout.record(for: try #require(layout.view(id: id)))?.designFrame }
        #expect(try saved("box") == Rect(x: 10, y: 323.5, width: 30, height: 20))
        #expect(try saved("cell") == Rect(x: 0, y: 100, width: 342, height: 180))
        let a = try #require(try saved("a")), b = try #require(try saved("b"))
        #expect(abs(a.minY - 9) < 0.01 && abs(b.minY - 27) < 1e-9)
        #expect(abs(b.minY - a.maxY) < 0.01)
        #expect(try saved("c") == Rect(x: 270, y: 130, width: 42, height: 30))
    }

    /// A box the constraints put at x = 20, saved at `savedX`, with or without Xcode's mark.
    func misplaced(savedX: String, marked: Bool, tools: String? = "21701") throws -> [InterfaceBuilderFinding] {
        let doc = try storyboard(tools: tools, subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO"\(marked ? " misplaced=\"YES\"" : "") id="box"><rect key="frame" x="\(savedX)" y="100" width="100" height="100"/></view>
            """, constraints: """
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="k1"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k2"/>
            <constraint firstItem="box" firstAttribute="width" constant="100" id="k3"/>
            <constraint firstItem="box" firstAttribute="height" constant="100" id="k4"/>
            """)
        return doc.diagnose().findings.filter { $0.finding.kind == .misplacedView }
    }

    @Test func misplacementBeyondTheToleranceAgainstXcodesMarks() throws {
        // Within half a point: in place.
        #expect(try misplaced(savedX: "20.4", marked: false, tools: nil).isEmpty)
        // One point off, marked by Xcode: a warning that says the mark agrees.
        let marked = try misplaced(savedX: "21", marked: true)
        #expect(marked.map(\.finding.severity) == [.warning])
        #expect(marked.first?.elementID == "box")
        #expect(marked.first?.finding.explanation.contains("Xcode's saved mark agrees") == true)
        // Saved by Xcode without the mark: Xcode had it in place, so Plumb's difference is a note.
        let unmarked = try misplaced(savedX: "21", marked: false)
        #expect(unmarked.map(\.finding.severity) == [.note])
        // Not saved by Interface Builder (no toolsVersion): a warning, and no word of marks.
        let handWritten = try misplaced(savedX: "30", marked: false, tools: nil)
        #expect(handWritten.map(\.finding.severity) == [.warning])
        #expect(handWritten.first?.finding.explanation.contains("Xcode saved it before") == false)
    }
}
