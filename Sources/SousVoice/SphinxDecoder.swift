import CPocketSphinx
import Foundation
import SousCore

/// One PocketSphinx decoder. Not thread-safe: each instance is used from one thread at a time.
final class SphinxDecoder: @unchecked Sendable {
    struct Hypothesis: Hashable {
        var text: String
        /// The best path score (log domain, larger is better).
        var score: Int
        /// Frames of 10 ms the search saw (after voice activity removed the silence).
        var frames: Int
        /// The best path word by word (phone by phone for a phone loop), with fillers and silences.
        var segments: [Segment] = []
    }

    /// One word (or phone) of a best path: its frames (inclusive) and acoustic score.
    struct Segment: Hashable {
        var word: String
        var start: Int
        var end: Int
        var acousticScore: Int
    }

    private let decoder: OpaquePointer
    private let config: OpaquePointer

    /// A decoder on the model with a dictionary file; `extra` adds PocketSphinx options.
    init(model: VoiceModel, dictionary: URL, extra: [String] = []) throws(VoiceError) {
        sous_ps_silence_log()
        let arguments = ["sous", "-hmm", model.acousticModel.path, "-dict", dictionary.path, "-logfn", "/dev/null",
                         "-samprate", "\(AudioClip.recognizerRate)"] + extra
        var pointers = arguments.map { strdup($0) }
        defer { pointers.forEach { free($0) } }
        guard let config = sous_ps_config(Int32(pointers.count), &pointers) else {
            throw VoiceError(.model, "PocketSphinx refused its options: \(extra.joined(separator: " "))")
        }
        guard let decoder = ps_init(config) else {
            cmd_ln_free_r(config)
            throw VoiceError(.model, "PocketSphinx could not load the model at \(model.acousticModel.path)", fix: "install pocketsphinx-en-us")
        }
        self.config = config
        self.decoder = decoder
    }

    deinit {
        ps_free(decoder)
        cmd_ln_free_r(config)
    }

    /// The word's phones in the decoder's dictionary, or nil.
    func lookup(_ word: String) -> String? {
        guard let phones = ps_lookup_word(decoder, word) else { return nil }
        defer { sous_ps_free_string(phones) }
        return String(cString: phones)
    }

    /// Adds words with CMU phones; the active search is updated once at the end.
    func add(_ words: [(word: String, phones: String)]) {
        for (i, entry) in words.enumerated() {
            _ = ps_add_word(decoder, entry.word, entry.phones, i == words.count - 1 ? 1 : 0)
        }
    }

    /// Adds one word to the dictionary without touching the active search's language model.
    func addWordToDictionary(_ word: String, phones: String) {
        _ = ps_add_word(decoder, word, phones, 0)
    }

    /// Loads (or replaces) a JSGF grammar search named `name`.
    func setGrammar(_ jsgf: String, name: String) throws(VoiceError) {
        guard ps_set_jsgf_string(decoder, name, jsgf) == 0 else {
            throw VoiceError(.grammar, "PocketSphinx rejected the generated grammar")
        }
    }

    /// Loads (or replaces) a word-graph search named `name` (every arc probability 1).
    func setWordGraph(_ graph: FiniteStateGrammar, name: String) throws(VoiceError) {
        guard !graph.arcs.isEmpty else { throw VoiceError(.grammar, "the speech grammar says nothing") }
        let finals = graph.finals.sorted().map { Int32($0) }
        let from = graph.arcs.map { Int32($0.from) }, to = graph.arcs.map { Int32($0.to) }
        var words = graph.arcs.map { strdup($0.word) }
        defer { words.forEach { free($0) } }
        let result = words.withUnsafeMutableBufferPointer { wordPointers in
            wordPointers.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: wordPointers.count) { constWords in
                sous_ps_set_word_graph(decoder, name, Int32(graph.stateCount), Int32(graph.start), finals, Int32(finals.count),
                                       from, to, constWords, Int32(from.count))
            }
        }
        guard result == 0 else { throw VoiceError(.grammar, "PocketSphinx rejected the word graph") }
    }

    /// Loads the default language model interpolated with a small ARPA model as search `name`.
    func setBiasedLanguageModel(arpa: URL, name: String, baseWeight: Float) throws(VoiceError) {
        guard sous_ps_set_biased_lm(decoder, name, arpa.path, baseWeight) == 0 else {
            throw VoiceError(.model, "PocketSphinx could not mix the recipe's words into its language model")
        }
    }

    /// Loads a phone-loop search (every phone sequence) from a phone language model.
    func setPhoneLoop(_ lm: URL, name: String) throws(VoiceError) {
        guard ps_set_allphone_file(decoder, name, lm.path) == 0 else {
            throw VoiceError(.model, "PocketSphinx could not load the phone model \(lm.path)")
        }
    }

    func use(_ search: String) {
        _ = ps_set_search(decoder, search)
    }

    /// The front end's noise estimate (`-remove_noise`) carries over from one utterance to the
    /// next, as on a stream from one kitchen: starting every utterance afresh (`ps_start_stream`)
    /// lost commands in loud rooms and let more chatter through (docs/DECISIONS.md, "Decoding").
    func startUtterance() {
        _ = ps_start_utt(decoder)
    }

    /// Feeds samples; returns whether the decoder's voice activity detector hears speech now.
    @discardableResult
    func process(_ samples: ArraySlice<Int16>, wholeUtterance: Bool = false) -> Bool {
        samples.withUnsafeBufferPointer { buffer in
            _ = ps_process_raw(decoder, buffer.baseAddress, buffer.count, 0, wholeUtterance ? 1 : 0)
        }
        return ps_get_in_speech(decoder) != 0
    }

    func endUtterance() -> Hypothesis? {
        _ = ps_end_utt(decoder)
        return hypothesis()
    }

    func hypothesis() -> Hypothesis? {
        var score: Int32 = 0
        guard let text = ps_get_hyp(decoder, &score) else { return nil }
        return Hypothesis(text: String(cString: text), score: Int(score), frames: Int(ps_get_n_frames(decoder)), segments: segments())
    }

    private func segments() -> [Segment] {
        var result: [Segment] = []
        var iterator = ps_seg_iter(decoder)
        while let segment = iterator {
            var start: Int32 = 0, end: Int32 = 0, acoustic: Int32 = 0, language: Int32 = 0, back: Int32 = 0
            ps_seg_frames(segment, &start, &end)
            _ = ps_seg_prob(segment, &acoustic, &language, &back)
            let word = ps_seg_word(segment).map { String(cString: $0) } ?? ""
            result.append(Segment(word: word, start: Int(start), end: Int(end), acousticScore: Int(acoustic)))
            iterator = ps_seg_next(segment)
        }
        return result
    }

    /// One whole clip through the active search.
    func decode(_ samples: [Int16]) -> Hypothesis? {
        startUtterance()
        process(samples[...], wholeUtterance: false)
        return endUtterance()
    }
}
