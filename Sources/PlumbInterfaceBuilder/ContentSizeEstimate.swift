import PlumbLayout

/// The intrinsic size of a control whose design frame the document does not hold (Xcode 8 and
/// earlier wrote no `<rect key="frame">` for views placed by constraints).
///
/// Text is measured with the system font's metrics (``SystemFontMeasurer``, in the era of the
/// Xcode that saved the file) at the element's font and rounded to the design device's pixels,
/// and each control adds the padding UIKit's default style draws around it. Only determinacy depends on these numbers in the check
/// (a view with an intrinsic size is pinned by its hugging and compression resistance
/// whatever the size is); frames come out approximate, and without a saved frame there is
/// nothing to call misplaced.
enum ContentSizeEstimate {
    /// Vertical padding of a button, a text field and a segmented control around one line of
    /// text (UIKit: a 15 pt system button is 30 tall, an 18 pt line and 6 above and below).
    static let controlVerticalPadding = 12.0
    /// Horizontal padding of a rounded-rect text field around its text.
    static let textFieldHorizontalPadding = 14.0
    /// `UITextView`'s default `textContainerInset` (8 above and below) and its line fragment
    /// padding (5 on each side).
    static let textViewPadding = Size(width: 10, height: 16)

    /// Fixed frame sizes UIKit gives controls that draw no text (a switch's and a slider's
    /// alignment rectangles are smaller: ``CanvasMetrics/alignmentRectInsets``).
    static let fixedSizes: [String: Size] = [
        "switch": Size(width: 51, height: 31),
        "stepper": Size(width: 94, height: 32),
        "activityIndicatorView": Size(width: 20, height: 20),
        "pageControl": Size(width: 39, height: 26),
        "slider": Size(width: View.noIntrinsicMetric, height: 31),
        "progressView": Size(width: View.noIntrinsicMetric, height: 4),
        "searchBar": Size(width: View.noIntrinsicMetric, height: 56),
        "navigationBar": Size(width: View.noIntrinsicMetric, height: 44),
        "toolbar": Size(width: View.noIntrinsicMetric, height: 44),
        "tabBar": Size(width: View.noIntrinsicMetric, height: 49),
        "datePicker": Size(width: 320, height: 216),
        "pickerView": Size(width: 320, height: 216),
    ]

    /// The estimated content size of `element`, or nil when there is nothing to measure (an
    /// image view: its image's size is not in the document).
    static func of(_ element: DocumentElement, measurer: any TextMeasurer, scale: Double?) -> Size? {
        if let fixed = fixedSizes[element.name] { return fixed }
        let font = FontMetrics(element: element).font
        func text(_ s: String, lines: Int = 1) -> Size {
            TextMeasure.size(of: s, font: font, numberOfLines: lines, scale: scale, measurer: measurer)
        }
        switch element.name {
        case "label":
            let lines = Int(element["numberOfLines"] ?? "1") ?? 1
            return text(element["text"] ?? "", lines: max(lines, 0))
        case "button":
            let title = element.children("state").first { $0["key"] == "normal" }?["title"] ?? element["title"] ?? ""
            let size = text(title)
            return Size(width: size.width, height: size.height + controlVerticalPadding)
        case "textField":
            let size = text(element["text"] ?? element["placeholder"] ?? "")
            return Size(width: size.width + textFieldHorizontalPadding, height: size.height + controlVerticalPadding)
        case "textView":
            let size = text(element["text"] ?? "", lines: 0)
            return Size(width: size.width + textViewPadding.width, height: size.height + textViewPadding.height)
        case "segmentedControl":
            let titles = element.child("segments")?.children("segment").compactMap { $0["title"] } ?? []
            let widest = titles.map { text($0).width }.max() ?? 0
            return Size(width: Double(max(titles.count, 1)) * (widest + controlVerticalPadding),
                        height: TextMeasure.roundedUp(measurer.lineMetrics(for: Font(pointSize: 13)).lineHeight, scale: scale)
                            + controlVerticalPadding)
        default:
            return nil
        }
    }
}
