import Foundation
import SousCore

/// Free speech to text with PocketSphinx's large-vocabulary model (`en-us.lm.bin` and the CMU
/// dictionary), optionally biased toward a recipe's own words. Slow next to command recognition
/// (a large search): meant for recordings, after they are made. One thread at a time.
public final class Dictation: @unchecked Sendable {
    private let decoder: SphinxDecoder
    private let lock = NSLock()
    public let biased: Bool
    /// Words of the bias the dictionary lacked, said through eSpeak NG's phonemes.
    public private(set) var addedWords: [String] = []

    /// `baseWeight` is the large model's share of the mix (the rest is the bias model's).
    public init(model: VoiceModel = .standard, bias: BiasLanguageModel? = nil, baseWeight: Float = 0.9,
                guess: @escaping Lexicon.Guesser = Lexicon.espeakGuess) throws(VoiceError) {
        try model.check()
        guard FileManager.default.fileExists(atPath: model.languageModel.path) else {
            throw VoiceError(.model, "\(model.languageModel.path) is missing", fix: "install pocketsphinx-en-us")
        }
        // A whole recording is decoded at once, so its cepstral mean is taken over all of it ("batch"):
        // the default running estimate starts from a generic mean and misheard the first seconds of
        // each recording (a lone 3 s clip: 6 of 8 words wrong, against 1 after a warm-up).
        decoder = try SphinxDecoder(model: model, dictionary: model.dictionary, extra: ["-lm", model.languageModel.path, "-cmn", "batch"])
        guard let bias, !bias.isEmpty else {
            biased = false
            return
        }
        let decoder = self.decoder
        let lexicon = Lexicon(lookup: { decoder.lookup($0) }, guess: guess)
        let (entries, _) = lexicon.entries(for: bias.vocabulary.sorted())
        let added = entries.filter { !$0.fromDictionary }
        // Dictionary only (no language-model update): the bias model brings these words' probabilities.
        for entry in added { decoder.addWordToDictionary(entry.word, phones: entry.phones) }
        addedWords = added.map(\.word)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("sous-bias-\(UUID().uuidString).arpa")
        defer { try? FileManager.default.removeItem(at: file) }
        do { try bias.arpa().write(to: file, atomically: true, encoding: .utf8) } catch {
            throw VoiceError(.model, "cannot write the recipe's word model to \(file.path)")
        }
        try decoder.setBiasedLanguageModel(arpa: file, name: "biased", baseWeight: baseWeight)
        decoder.use("biased")
        biased = true
    }

    /// The words heard in the clip, lower case, fillers and silences left out. `suppression`: how
    /// far DeepFilterNet may bring the room's noise down first (nil: not at all; it is skipped when
    /// not installed). The transcript is made from the cleaned audio; the recording is not changed.
    public func transcribe(_ clip: AudioClip, suppression: Double? = nil) -> String {
        var audio = clip.sampleRate == AudioClip.recognizerRate ? clip : clip.resampled(to: AudioClip.recognizerRate)
        if let suppression, let suppressor = DeepFilterSuppressor.standard(attenuationLimit: suppression) {
            audio.samples = suppressor.denoised(audio.samples)
        }
        lock.lock()
        defer { lock.unlock() }
        guard let hypothesis = decoder.decode(audio.samples) else { return "" }
        return hypothesis.text.split(separator: " ").map { word in
            // Alternative pronunciations come back as "word(2)".
            word.firstIndex(of: "(").map { String(word[..<$0]) } ?? String(word)
        }.joined(separator: " ")
    }
}
