/// Texts lengthened and accented as translations typically make them, to find layouts that
/// break in another language before translating (`plumb diagnose --pseudo-localize`).
///
/// "Sign in" becomes "[Šíĝñ íñ]", "Create your account" "[Çŕéáťé ýóúŕ áççóúñť ~~~~~]": every
/// ASCII letter takes an accent (so that missing glyph support and clipped accents show), and
/// the text grows by ``expansion`` of its length (at least two characters, the brackets),
/// about what German or Finnish add to English strings of a few words.
public enum PseudoLocalization {
    /// How much longer a text becomes, as a fraction of its length in characters.
    public static let expansion = 0.4

    /// The pseudo-localized form of `text`: each line accented, bracketed and lengthened.
    public static func transform(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard !line.isEmpty else { return String(line) }
            let accented = String(line.map { accents[$0] ?? $0 })
            let extra = Swift.max(2, Int((Double(line.count) * expansion).rounded(.up)))
            let padding = extra > 3 ? " " + String(repeating: "~", count: extra - 3) : ""
            return "[" + accented + padding + "]"
        }.joined(separator: "\n")
    }

    private static let accents: [Character: Character] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let marked = Array("áƀçđéƒĝĥíĵķĺɱñóƥʠŕšťúʋŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹϺÑÓƤǪŔŠŤÚƲŴẊÝŽ")
        return Dictionary(uniqueKeysWithValues: zip(plain, marked))
    }()
}
