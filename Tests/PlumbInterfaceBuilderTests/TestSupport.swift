import Foundation
import PlumbDiagnostics
import PlumbInterfaceBuilder
import PlumbLayout
import Testing

/// The hand-written documents in `Fixtures/`, next to this file.
enum Fixture {
    static var directory: String {
        let file = #filePath
        guard let slash = file.lastIndex(of: "/") else { return "Fixtures" }
        return String(file[..<slash]) + "/Fixtures"
    }

    static func path(_ name: String) -> String { "\(directory)/\(name)" }

    static func load(_ name: String, size: Size? = nil) throws -> InterfaceBuilderDocument {
        try InterfaceBuilderDocument.load(contentsOf: path(name), size: size)
    }
}

/// A document made from text in a test.
func document(_ text: String, path: String = "Inline.storyboard", size: Size? = nil) throws -> InterfaceBuilderDocument {
    try InterfaceBuilderDocument.parse(Array(text.utf8), path: path, size: size)
}

/// A storyboard Xcode 14 saved (toolsVersion 21701) with one view controller scene, "Main", on
/// `device`: its view `root` (`rootAttributes` added to the element, a frame of `rootSize`)
/// holds `subviews` and `constraints`, and has the safe area guide `safe`.
func controllerStoryboard(device: String = "retina4_7", rootAttributes: String = "", rootSize: String = "width=\"375\" height=\"667\"",
                          subviews: String = "", constraints: String = "") throws -> InterfaceBuilderDocument {
    try document("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="portrait"/>
            <scenes>
                <!--Main-->
                <scene sceneID="scn">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill"\(rootAttributes) id="root">
                                <rect key="frame" x="0.0" y="0.0" \(rootSize)/>
                                <subviews>\(subviews)</subviews>
                                <constraints>\(constraints)</constraints>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """)
}

/// The error a text is refused with, or nil if it loads.
func refusal(_ text: String, path: String = "Inline.storyboard") -> InterfaceBuilderError? {
    do {
        _ = try InterfaceBuilderDocument.parse(Array(text.utf8), path: path)
        return nil
    } catch {
        return error
    }
}

extension InterfaceBuilderDocument {
    /// The scene named `name`.
    func scene(_ name: String) throws -> InterfaceBuilderScene {
        try #require(scenes.first { $0.name == name }, "no scene \(name) in \(scenes.map(\.name))")
    }
}

extension InterfaceBuilderScene {
    /// Built and laid out for a combination (default: the design one).
    func laidOut(_ sizeClass: SizeClassCombination? = nil) -> InterfaceBuilderLayout {
        let layout = layout(for: sizeClass)
        layout.layOut()
        return layout
    }
}

extension InterfaceBuilderLayout {
    /// The frame of the view with an Interface Builder id.
    func frame(_ id: String) throws -> Rect {
        try #require(view(id: id), "no view \(id)").frame
    }
}

/// The line (1-based) of the first line of a fixture containing `text`.
func line(of text: String, in fixture: String) throws -> Int {
    let contents = try String(contentsOfFile: Fixture.path(fixture), encoding: .utf8)
    for (i, line) in contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where line.contains(text) {
        return i + 1
    }
    Issue.record("\(text) not in \(fixture)")
    return 0
}

extension SizeClassCombination {
    static let compactRegular = SizeClassCombination(width: .compact, height: .regular)
    static let compactCompact = SizeClassCombination(width: .compact, height: .compact)
    static let regularCompact = SizeClassCombination(width: .regular, height: .compact)
    static let regularRegular = SizeClassCombination(width: .regular, height: .regular)
}
