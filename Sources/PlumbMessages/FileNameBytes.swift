/// File names as the system has them: bytes, not always UTF-8. A Swift `String` holds only
/// valid Unicode, so a name with other bytes (Latin-1 from an old archive, say) could neither
/// be given on the command line nor opened. The command line keeps each such byte as a private
/// use character, U+F780 + (byte − 0x80), in the path string, and every open turns them back
/// into the same bytes: the file opens, and messages show the character escaped
/// (`\u{F7E9}` for the byte 0xE9) rather than a wrong letter.
public enum FileNameBytes {
    /// The first private use scalar that stands for a byte (0x80 ↦ U+F780).
    static let base: UInt32 = 0xF700

    /// A command-line argument as a string: its UTF-8 as is, every byte that is not part of
    /// valid UTF-8 as its private use character.
    public static func string(_ bytes: [UInt8]) -> String {
        if let valid = String(validating: bytes, as: UTF8.self) { return valid }
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            let length = validSequenceLength(bytes, at: index)
            if length > 0, let decoded = String(validating: bytes[index..<index + length], as: UTF8.self) {
                scalars.append(contentsOf: decoded.unicodeScalars)
                index += length
            } else {
                scalars.append(Unicode.Scalar(base + UInt32(bytes[index])) ?? "\u{FFFD}")
                index += 1
            }
        }
        return String(scalars)
    }

    /// The bytes to give the system for `path`: UTF-8, with each private use character of
    /// ``string(_:)`` back to its byte; NUL-terminated.
    public static func cString(_ path: String) -> [CChar] {
        var bytes: [CChar] = []
        bytes.reserveCapacity(path.utf8.count + 1)
        for scalar in path.unicodeScalars {
            if (base + 0x80...base + 0xFF).contains(scalar.value) {
                bytes.append(CChar(bitPattern: UInt8(scalar.value - base)))
            } else {
                for unit in String(scalar).utf8 { bytes.append(CChar(bitPattern: unit)) }
            }
        }
        bytes.append(0)
        return bytes
    }

    /// The length of the valid UTF-8 sequence starting at `index`, or 0 if none starts there.
    private static func validSequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        for k in 1..<length where bytes[index + k] & 0xC0 != 0x80 { return 0 }
        return length
    }
}
