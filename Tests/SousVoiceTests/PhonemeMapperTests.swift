import Foundation
import Testing
@testable import SousVoice

@Suite struct PhonemeMapperTests {
    @Test(arguments: [
        ("d_ᵻ_ɡ_l_ˈeɪ_z", "D IH G L EY Z"),
        ("dʒ_ˈuː_l_iə_n", "JH UW L IY AH N"),
        ("b_ɹ_ˈɛ_d_k_ɹ_ʌ_m_z", "B R EH D K R AH M Z"),
        ("tʃ_ˈɪ_f_ə_n_ˌeɪ_d", "CH IH F AH N EY D"),
        ("ð_ə k_w_ˈɪ_k", "DH AH K W IH K"),
        ("h_ˈɪɹ", "HH IH R"),
        ("s_ˈɪ_ŋ", "S IH NG"),
        ("m_ˈɛ_ʒ_ɚ", "M EH ZH ER"),
        ("b_ˈɔɪ k_ˈaʊ", "B OY K AW"),
        ("z_ˈæ_æ_ɾ_ɚ", "Z AE T ER"),
    ])
    func ipaMapsToCMUPhones(ipa: String, cmu: String) {
        #expect(PhonemeMapper.cmuPhones(fromIPA: ipa).joined(separator: " ") == cmu)
    }

    @Test func everyMappedPhoneIsInTheModelsPhoneSet() {
        let all = PhonemeMapper.table.values.flatMap { $0 }
        #expect(all.allSatisfy { PhonemeMapper.cmuPhones.contains($0) })
        #expect(PhonemeMapper.cmuPhones.count == 39)
    }

    @Test func unknownSymbolsAreSkippedNotGuessed() {
        #expect(PhonemeMapper.cmuPhones(fromIPA: "k_ˈæ_☃_t") == ["K", "AE", "T"])
        #expect(PhonemeMapper.cmuPhones(fromIPA: "") == [])
    }

    @Test func espeakGivesPronunciationsForWordsTheDictionaryLacks() throws {
        for word in ["deglaze", "julienne", "chiffonade", "brunoise"] {
            let phones = try #require(Lexicon.espeakGuess(word), "\(word)")
            let list = phones.split(separator: " ").map(String.init)
            #expect(list.count >= 3 && list.allSatisfy { PhonemeMapper.cmuPhones.contains($0) }, "\(word): \(phones)")
        }
        #expect(Lexicon.espeakGuess("deglaze") == "D IH G L EY Z")
    }

    @Test func lexiconPrefersTheDictionary() {
        let lexicon = Lexicon(lookup: { $0 == "butter" ? "B AH T ER" : nil }, guess: { $0 == "deglaze" ? "D IH G L EY Z" : nil })
        let (entries, missing) = lexicon.entries(for: ["butter", "deglaze", "zzz"])
        #expect(entries == [
            Lexicon.Entry(word: "butter", phones: "B AH T ER", fromDictionary: true),
            Lexicon.Entry(word: "deglaze", phones: "D IH G L EY Z", fromDictionary: false),
        ])
        #expect(missing == ["zzz"])
    }

    @Test func dictionaryFileReadsFirstVariantsOnly() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dict-\(UUID().uuidString).dict")
        try "butter B AH T ER\nread R IY D\nread(2) R EH D\n".write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let dictionary = try PronunciationDictionary(contentsOf: url)
        #expect(dictionary["read"] == "R IY D")
        #expect(dictionary.entries.count == 2)
        #expect(dictionary.fileText(for: ["read", "zzz", "butter"]) == "butter B AH T ER\nread R IY D\n")
    }
}
