#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import PlumbCLI

exit(PlumbCLI.run(Array(CommandLine.arguments.dropFirst())))
