// libFuzzer driver for the Interface Builder importer (built by Scripts/fuzz.sh): any bytes must
// either import (then lay out and diagnose every scene without trapping) or be refused with an
// InterfaceBuilderError naming line and column.
import PlumbInterfaceBuilder

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let document = try? InterfaceBuilderDocument.parse(bytes, path: "fuzz.storyboard") else { return 0 }
    // Small documents only go on to layout and diagnosis (the point is the importer).
    if size < 4_000 { _ = document.diagnose() }
    return 0
}
