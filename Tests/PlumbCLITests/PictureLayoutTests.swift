import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import PlumbCLI
import PlumbLayout

/// The geometry pictures rely on, without a browser: boxes placed apart, texts cut to fit.
/// (Scripts/check-pictures.py measures the same pictures in Chromium.)
@Suite("Pictures: placement and text")
struct PictureLayoutTests {
    @Test func placedBoxesNeverOverlapAndStayInTheArea() {
        var placer = BoxPlacer(area: Rect(x: 0, y: 0, width: 100, height: 100))
        let size = Size(width: 30, height: 10)
        let wanted = [Point(x: 10, y: 10), Point(x: 50, y: 50)]
        #expect(placer.place(size, at: wanted) == Point(x: 10, y: 10))
        // The first candidate is taken now (and within the gap of it): the next one is given.
        #expect(placer.place(size, at: wanted) == Point(x: 50, y: 50))
        #expect(placer.place(size, at: [Point(x: 20, y: 15)]) == nil)
        // Outside the area: refused.
        #expect(placer.place(size, at: [Point(x: 80, y: 0)]) == nil)
        // An occupied box (a view's text) is avoided, wherever it lies in the grid's cells.
        placer.occupy(Rect(x: 0, y: 70, width: 100, height: 20))
        #expect(placer.place(size, at: [Point(x: 60, y: 75), Point(x: 60, y: 30)]) == Point(x: 60, y: 30))
    }

    @Test func middleTruncationKeepsBothEndsAndFits() {
        let font = PictureText.font(11)
        let path = "Sources/App/Features/Onboarding/Storyboards/Base.lproj/Onboarding.storyboard"
        let width = 200.0
        let short = PictureText.middle(path, font, width: width)
        #expect(PictureText.width(short, font) <= width + TextMeasure.pixelTolerance)
        #expect(short.contains("…"))
        #expect(short.hasPrefix("Sources/"))
        #expect(short.hasSuffix(".storyboard"))
        #expect(PictureText.middle("Done", font, width: width) == "Done")
    }

    @Test func wrappedTextEndsWithAnEllipsisWhenLinesRunOut() {
        let font = PictureText.font(17)
        let text = "Sense uses your location to keep your sleep data in the right time zone wherever you go"
        let lines = PictureText.wrapped(text, font, width: 150, numberOfLines: 0, maxLines: 2)
        #expect(lines.count == 2)
        #expect(lines[1].hasSuffix("…"))
        #expect(lines.allSatisfy { PictureText.width($0, font) <= 150 + TextMeasure.pixelTolerance })
        // One line asked: the paragraphs run together and are cut at the tail.
        let one = PictureText.wrapped("First\nSecond line that is long", font, width: 80, numberOfLines: 1, maxLines: 3)
        #expect(one.count == 1)
        #expect(one[0].hasPrefix("First"))
    }

    /// A view a billion points high, and values past a Double's range, draw (no trap in the
    /// conversions, no grid of a billion cells) as well-formed XML.
    @Test func astronomicalFramesStillDraw() throws {
        let path = NSTemporaryDirectory() + "plumb-huge-\(UUID().uuidString).layout"
        var text = "size 375x667\nview root { label v0 \"Hello there\"; label v1 \"Hello there\"; label v2 \"Hello\" }\n"
        text += "v0.top == root.top; v0.leading == root.leading; v0.width == 1e8; v0.height == 1e9\n"
        for i in 1...2 { text += "v\(i).top == root.top; v\(i).leading == root.leading; v\(i).width == 1e9 * v\(i - 1).width; v\(i).height == 1e9 * v\(i - 1).height\n" }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = run(["render", path])
        #expect(r.status < 2)
        #expect(XMLParser(data: Data(r.output.utf8)).parse())
    }

    /// The captions of every picture of Layouts/, as the renderer wrote them (position and
    /// stated width), do not overlap and lie in the picture's view box.
    @Test(arguments: layoutFiles())
    func captionsOfEveryLayoutAreApart(_ path: String) throws {
        let r = runInRepository(["render", path])
        #expect(r.status < 2)
        let svg = r.output
        let viewBox = try #require(attribute("viewBox", of: "<svg ", in: svg)?.split(separator: " ").compactMap { Double($0) })
        let picture = Rect(x: viewBox[0], y: viewBox[1], width: viewBox[2], height: viewBox[3])
        let metrics = PictureText.metrics(SVGRenderer.captionFont)
        var boxes: [Rect] = []
        for element in svg.components(separatedBy: "<text class=\"caption\"").dropFirst() {
            guard let x = number("x", element), let y = number("y", element), let width = number("textLength", element) else {
                Issue.record("a caption without x, y or textLength in \(path)")
                continue
            }
            boxes.append(Rect(x: x, y: y - metrics.ascender, width: width, height: metrics.lineHeight))
        }
        #expect(!boxes.isEmpty)
        for (i, a) in boxes.enumerated() {
            #expect(a.minX >= picture.minX && a.maxX <= picture.maxX && a.minY >= picture.minY && a.maxY <= picture.maxY)
            for b in boxes[(i + 1)...] {
                let overlap = a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
                #expect(!overlap, "captions at \(a) and \(b) overlap in \(path)")
            }
        }
    }

    /// An attribute of the first `element` (`<svg `) of `svg`.
    private func attribute(_ name: String, of element: String, in svg: String) -> String? {
        guard let start = svg.firstRange(of: element) else { return nil }
        return text(name, String(svg[start.upperBound...].prefix { $0 != ">" }))
    }

    private func text(_ name: String, _ s: String) -> String? {
        guard let r = s.firstRange(of: " \(name)=\"") else { return nil }
        let rest = s[r.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    private func number(_ name: String, _ s: String) -> Double? {
        // Only the element's own attributes: up to its first '>'.
        let head = s.prefix { $0 != ">" }
        return text(name, String(head)).flatMap(Double.init)
    }
}
