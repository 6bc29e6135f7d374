// libFuzzer driver for the console-log reader (built by Scripts/fuzz.sh): any bytes must be read
// (blocks found, unreadable lines skipped with their numbers) and every block found explained
// (rebuilt, solved, a fix searched) without trapping.
import PlumbConsoleLog

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    // Fed in one buffer, as a file is read (the last line without a newline too).
    var feed = ConsoleLogFeed()
    feed.feed(UnsafeBufferPointer(start: data, count: size))
    let reader = feed.finish()
    for conflict in reader.conflicts {
        let e = ConsoleLogExplainer.explain(conflict)
        // Every member of the minimal set is a listed constraint or one PlumbLayout made.
        for member in e.minimalSet where member.constraint.map({ c in !conflict.constraints.contains(c) }) ?? false {
            fatalError("a minimal-set member that the block does not list")
        }
    }
    return 0
}
