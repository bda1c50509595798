/// Maps eSpeak NG's IPA phonemes (American English voice) onto the CMU phone set of the model.
///
/// eSpeak gives phoneme names separated by `_`, stress marks on vowels ("d_ᵻ_ɡ_l_ˈeɪ_z"). Each
/// name is looked up whole, then split greedily into the longest known pieces; marks are dropped.
public enum PhonemeMapper {
    /// The 39 phones of the en-us acoustic model.
    public static let cmuPhones: Set<String> = [
        "AA", "AE", "AH", "AO", "AW", "AY", "B", "CH", "D", "DH", "EH", "ER", "EY", "F", "G", "HH", "IH", "IY",
        "JH", "K", "L", "M", "N", "NG", "OW", "OY", "P", "R", "S", "SH", "T", "TH", "UH", "UW", "V", "W", "Y", "Z", "ZH",
    ]

    static let table: [String: [String]] = [
        // Consonants.
        "p": ["P"], "b": ["B"], "t": ["T"], "d": ["D"], "k": ["K"], "ɡ": ["G"], "g": ["G"],
        "f": ["F"], "v": ["V"], "θ": ["TH"], "ð": ["DH"], "s": ["S"], "z": ["Z"], "ʃ": ["SH"], "ʒ": ["ZH"],
        "h": ["HH"], "tʃ": ["CH"], "dʒ": ["JH"], "m": ["M"], "n": ["N"], "ŋ": ["NG"], "l": ["L"],
        "ɹ": ["R"], "r": ["R"], "w": ["W"], "j": ["Y"], "ɾ": ["T"], "ʔ": ["T"], "x": ["K"], "ç": ["HH"],
        "ɬ": ["L"], "ʍ": ["W"], "nʲ": ["N"], "ɲ": ["N", "Y"], "ts": ["T", "S"], "dz": ["D", "Z"],
        "n̩": ["AH", "N"], "l̩": ["AH", "L"], "m̩": ["AH", "M"],
        // Vowels.
        "i": ["IY"], "iː": ["IY"], "ɪ": ["IH"], "ᵻ": ["IH"], "ɨ": ["IH"], "e": ["EY"], "eɪ": ["EY"],
        "ɛ": ["EH"], "æ": ["AE"], "a": ["AE"], "ɐ": ["AH"], "ɑ": ["AA"], "ɑː": ["AA"], "ɒ": ["AA"],
        "ɔ": ["AO"], "ɔː": ["AO"], "o": ["OW"], "oː": ["OW"], "oʊ": ["OW"], "əʊ": ["OW"], "ʊ": ["UH"],
        "u": ["UW"], "uː": ["UW"], "ʌ": ["AH"], "ə": ["AH"], "ɚ": ["ER"], "ɜ": ["ER"], "ɜː": ["ER"],
        "aɪ": ["AY"], "aʊ": ["AW"], "ɔɪ": ["OY"], "y": ["UW"], "ø": ["ER"], "œ": ["ER"],
        // Vowel clusters eSpeak writes as one name.
        "əl": ["AH", "L"], "iə": ["IY", "AH"], "ɛɹ": ["EH", "R"], "ɪɹ": ["IH", "R"], "ʊɹ": ["UH", "R"],
        "ɑːɹ": ["AA", "R"], "ɔːɹ": ["AO", "R"], "oːɹ": ["AO", "R"], "ɔɹ": ["AO", "R"], "aɪɚ": ["AY", "ER"],
        "aɪə": ["AY", "AH"], "eə": ["EH", "R"], "ɜːɹ": ["ER"], "aɪɹ": ["AY", "R"], "aʊɚ": ["AW", "ER"],
    ]

    /// Marks that carry no phone: stress, length, syllable breaks, ties, nasalisation.
    static let ignored: Set<Character> = ["ˈ", "ˌ", ".", "‿", "͡", "̃", "ʰ", "'", ",", "-"]

    /// CMU phones for eSpeak's `_`-separated IPA, e.g. "d_ᵻ_ɡ_l_ˈeɪ_z" -> "D IH G L EY Z".
    public static func cmuPhones(fromIPA ipa: String) -> [String] {
        var phones: [String] = []
        for word in ipa.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            for name in word.split(separator: "_") {
                phones += map(String(name.filter { !ignored.contains($0) }))
            }
        }
        // Two identical vowels in a row ("z_ˈæ_æ") read as one.
        return phones.enumerated().filter { i, p in i == 0 || p != phones[i - 1] || !isVowel(p) }.map(\.element)
    }

    static func map(_ name: String) -> [String] {
        if name.isEmpty { return [] }
        if let whole = table[name] { return whole }
        if let plain = table[name.replacingOccurrences(of: "ː", with: "")] { return plain }
        var result: [String] = []
        var rest = Substring(name)
        while !rest.isEmpty {
            var matched = false
            for length in stride(from: min(3, rest.count), through: 1, by: -1) {
                if let phones = table[String(rest.prefix(length))] {
                    result += phones
                    rest = rest.dropFirst(length)
                    matched = true
                    break
                }
            }
            if !matched { rest = rest.dropFirst() }
        }
        return result
    }

    static func isVowel(_ phone: String) -> Bool {
        ["AA", "AE", "AH", "AO", "AW", "AY", "EH", "ER", "EY", "IH", "IY", "OW", "OY", "UH", "UW"].contains(phone)
    }
}
