// libFuzzer driver for the workload-file reader (built by Scripts/fuzz.sh): any bytes must either
// parse or be refused with a WorkloadError naming a line and column; nothing may trap.
import PlumbBenchmarks

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? WorkloadParser.parse(bytes: bytes, file: "fuzz.txt")
    return 0
}
