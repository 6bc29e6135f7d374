#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The peak resident memory of one `plumb bench` workload.
///
/// On Linux the kernel's high-water mark is reset before the workload (writing `5` to
/// `/proc/self/clear_refs`) and read after it (`VmHWM` in `/proc/self/status`): the peak of that
/// workload alone. Where the reset is refused, the figure is the process's peak so far (an upper
/// bound, including earlier workloads); where `/proc` is missing, `getrusage`'s `ru_maxrss`,
/// the same kind of bound. ``source`` says which one was measured.
public struct PeakMemory: Sendable {
    /// How the figure was measured.
    public enum Source: String, Sendable {
        /// VmHWM after a reset: this workload's peak.
        case workload = "vmhwm-reset"
        /// VmHWM without a reset: the process's peak so far.
        case process = "vmhwm-process"
        /// getrusage's ru_maxrss: the process's peak so far.
        case rusage = "ru_maxrss-process"
    }

    /// The peak resident memory.
    public var kibibytes: Int
    /// How it was measured.
    public var source: Source

    /// Resets the high-water mark; false where the kernel refuses (then the peak is the process's).
    public static func reset() -> Bool {
        let fd = open("/proc/self/clear_refs", O_WRONLY)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        let written = "5".utf8CString.withUnsafeBufferPointer { write(fd, $0.baseAddress, 1) }
        return written == 1
    }

    /// The peak since `reset()` (if `wasReset`) or since the process started.
    public static func measure(wasReset: Bool) -> PeakMemory {
        if let hwm = vmHWM() { return PeakMemory(kibibytes: hwm, source: wasReset ? .workload : .process) }
        var usage = rusage()
        #if canImport(Darwin)
        getrusage(RUSAGE_SELF, &usage)
        let kib = Int(usage.ru_maxrss) / 1024  // bytes on Darwin
        #else
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        let kib = Int(usage.ru_maxrss)  // kibibytes on Linux
        #endif
        return PeakMemory(kibibytes: kib, source: .rusage)
    }

    /// `VmHWM:   12345 kB` from /proc/self/status, in KiB.
    private static func vmHWM() -> Int? {
        let fd = open("/proc/self/status", O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, 4096) }
            guard n > 0 else { break }
            bytes += buffer[0..<n]
        }
        let text = String(decoding: bytes, as: UTF8.self)
        for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.dropFirst(6).filter(\.isNumber))
        }
        return nil
    }

    /// The text line printed after a workload's results (comparison harnesses read RESULT lines only).
    public func line(impl: String, workload: String) -> String {
        "MEMORY\t\(impl)\t\(workload)\tpeak_kib=\(kibibytes)\t\(source.rawValue)\n"
    }
}
