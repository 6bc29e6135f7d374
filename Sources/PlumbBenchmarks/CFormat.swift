#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Formats numbers with the C library's `printf` conversions, so that the output is exactly
/// what the C++ harness (kiwi_bench) prints for the same value: `%.4f`, `%.9g`, `%.6g`, ….
public enum CFormat {
    /// `printf(format, value)` for one `double` conversion such as `%.4f` or `%.9g`.
    public static func format(_ format: String, _ value: Double) -> String {
        var capacity = 64
        while true {
            var buffer = [CChar](repeating: 0, count: capacity)
            let needed = withVaList([value]) { vsnprintf(&buffer, capacity, format, $0) }
            guard needed >= 0 else { return value.description }
            if Int(needed) < capacity {
                return String(decoding: buffer.prefix(Int(needed)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            capacity = Int(needed) + 1
        }
    }

    /// `%.4f`: milliseconds in the RESULT lines.
    public static func fixed4(_ value: Double) -> String { format("%.4f", value) }

    /// `%.<precision>g`.
    public static func general(_ value: Double, precision: Int) -> String { format("%.\(precision)g", value) }
}
