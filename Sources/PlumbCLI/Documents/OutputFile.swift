#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import PlumbMessages

/// The one way a command writes a file it was asked for (`render -o`, `diagnose
/// --write-baseline`).
enum OutputFile {
    /// Writes the file; returns the system's message on failure.
    static func write(_ text: String, to path: String) -> String? {
        guard let file = fopen(FileNameBytes.cString(path), "wb") else { return String(cString: strerror(errno)) }
        var ok = true
        var text = text
        text.withUTF8 { buffer in
            if let base = buffer.baseAddress, buffer.count > 0 {
                ok = fwrite(base, 1, buffer.count, file) == buffer.count
            }
        }
        if fclose(file) != 0 { ok = false }
        return ok ? nil : String(cString: strerror(errno))
    }
}
