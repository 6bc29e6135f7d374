// libFuzzer driver for the .layout reader (built by Scripts/fuzz.sh): any bytes must either load
// (then lay out and diagnose without trapping) or be refused with errors naming line and column.
import PlumbDiagnostics
import PlumbFormats
import PlumbLayout

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let source = LayoutSource(path: "fuzz.layout", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    guard let model = try? LayoutFile.load(source: source) else { return 0 }
    // Small inputs only go on to the layout pass: the point is the reader, and a solve of a
    // pathological file is bounded by plumb's own limits, not by this driver.
    if size < 2_000 {
        model.root.layout(in: Size(width: 375, height: 667))
        _ = Diagnostics.diagnose(model.root)
    }
    return 0
}
