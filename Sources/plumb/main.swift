#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import PlumbCLI

// argv's bytes, not CommandLine.arguments: a file name that is not UTF-8 must keep its bytes.
let arguments = (1..<Int(CommandLine.argc)).map { index -> [UInt8] in
    guard let pointer = CommandLine.unsafeArgv[index] else { return [] }
    let count = strlen(pointer)
    return pointer.withMemoryRebound(to: UInt8.self, capacity: count) { Array(UnsafeBufferPointer(start: $0, count: count)) }
}
exit(PlumbCLI.run(argumentBytes: arguments))
