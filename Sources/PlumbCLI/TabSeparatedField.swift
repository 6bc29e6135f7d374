/// A field of the tab-separated text Plumb reads and writes (`plumb measure --batch`, baselines):
/// a tab, a line feed, a carriage return and a backslash inside a field are written `\t`,
/// `\n`, `\r` and `\\`, so that a line is always one record and a tab always separates.
enum TabSeparatedField {
    static func escape(_ field: String) -> String {
        var out = ""
        for c in field {
            switch c {
            case "\\": out += "\\\\"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.append(c)
            }
        }
        return out
    }

    /// The escapes back to their characters; any other escaped character stands for itself.
    static func unescape(_ field: Substring) -> String {
        guard field.contains("\\") else { return String(field) }
        var out = ""
        var escaping = false
        for c in field {
            if escaping {
                out.append(c == "t" ? "\t" : c == "n" ? "\n" : c == "r" ? "\r" : c)
                escaping = false
            } else if c == "\\" {
                escaping = true
            } else {
                out.append(c)
            }
        }
        return out
    }
}
