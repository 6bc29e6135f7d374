// libFuzzer driver for the console-log reader (built by Scripts/fuzz.sh): any bytes must be read
// (blocks found, unreadable lines skipped with their numbers) and every block found explained
// (rebuilt, solved, a fix searched) without trapping.
import PlumbConsoleLog

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var reader = ConsoleLogReader()
    var line: [UInt8] = []
    var isCut = false
    for byte in UnsafeBufferPointer(start: data, count: size) {
        if byte == 0x0A {
            reader.consume(line: line[...], isCut: isCut)
            line.removeAll(keepingCapacity: true)
            isCut = false
        } else if line.count < ConsoleLogReader.maximumLineLength {
            line.append(byte)
        } else {
            isCut = true
        }
    }
    reader.consume(line: line[...], isCut: isCut)
    reader.finish()
    for conflict in reader.conflicts {
        let e = ConsoleLogExplainer.explain(conflict)
        // Every member of the minimal set is a listed constraint or one PlumbLayout made.
        for member in e.minimalSet where member.constraint.map({ c in !conflict.constraints.contains(c) }) ?? false {
            fatalError("a minimal-set member that the block does not list")
        }
    }
    return 0
}
