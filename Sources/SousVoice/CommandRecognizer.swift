import Foundation
import SousCore

/// Speech to intents: a JSGF grammar from the contract, narrowed to the moment, decoded by
/// PocketSphinx, checked for out-of-grammar speech, then read by the same `IntentParser` as
/// typed text. Not thread-safe: use one recognizer from one thread (see `LiveVoiceInput`).
public final class CommandRecognizer: @unchecked Sendable {
    public let grammar: IntentGrammar
    public let options: Options
    public private(set) var context: ParseContext
    public private(set) var speechGrammar: SpeechGrammar
    /// The word graph decoded (nil when PocketSphinx reads the JSGF itself).
    public private(set) var wordGraph: FiniteStateGrammar?
    /// Grammar words whose pronunciation came from eSpeak NG, not the dictionary.
    public private(set) var guessedWords: [String] = []

    let parser: IntentParser
    /// The wake phrase's words when the grammar allows one before commands.
    let wakeWords: [String]?
    let lexicon: Lexicon
    let decoder: SphinxDecoder
    let phoneDecoder: SphinxDecoder?
    private var known: Set<String> = []
    /// The pronunciation dictionary's file: with the speech grammar, what a word graph is made from.
    private let dictionaryPath: String
    /// Phones of each grammar word, looked up once (`phoneCount`).
    var phoneCounts: [String: Int] = [:]
    /// The garbage loop's words in the current grammar (garbage-loop rejection only).
    private(set) var garbageWords: Set<String> = []

    /// Quiet before and after the sound of a whole clip in a quiet room: as much as the eval's
    /// clips have (`scripts/make-voice-eval.sh` pads 0.3 s), so files are judged alike.
    static let quietMargin = 300 * AudioClip.recognizerRate / 1000
    /// A file whose quietest 10 ms frame is this far (dB) under its loudest is a clean recording
    /// (`AudioClip.quietestFrameDepth`), given its quiet margins even when it has no pause.
    static let cleanRecordingDepth = 60.0

    /// Frames of speech (phone loop, 10 ms each) a command needs within its words.
    static let minimumSpeechFrames = 10

    /// Context-independent phones and narrow beams: the phone loop only needs a score, and with
    /// the defaults it took seconds per clip. Every second frame's scores are reused (`-ds 2`):
    /// the phone loop is half the acoustic scoring, and its scores only feed the rejection.
    static let phoneLoopArguments = ["-allphone_ci", "yes", "-beam", "1e-20", "-pbeam", "1e-20", "-lw", "2.0", "-ds", "2"]

    /// The grammar search: at most 1,000 active HMMs a frame (noisy frames spread the search
    /// widest), beams wider than the model's 1e-48 / 7e-29 (in noise the right path falls behind
    /// early and the model's beams drop it), and eight Gaussians a frame instead of four. Scores
    /// are relative to the best senone the search scored, so changing any of these moves the
    /// rejection's thresholds (docs/DECISIONS.md, "Decoding"; figures in docs/VOICE-LAB.md).
    static let grammarArguments = ["-maxhmmpf", "1000", "-beam", "1e-60", "-wbeam", "1e-40", "-pbeam", "1e-60", "-topn", "8"]

    static let grammarSearch = "commands"
    static let phoneSearch = "phones"

    public init(grammar: IntentGrammar, context: ParseContext = ParseContext(), model: VoiceModel = .standard,
                options: Options = Options()) throws(VoiceError) {
        try model.check()
        self.grammar = grammar
        self.options = options
        self.context = context
        do {
            parser = try IntentParser(grammar: grammar)
        } catch {
            throw VoiceError(.grammar, "the intents grammar does not compile: \(error)")
        }
        dictionaryPath = model.dictionary.path
        wakeWords = options.generator.wakePhrase.map { $0.lowercased().split(separator: " ").map(String.init) }
        decoder = try SphinxDecoder(model: model, dictionary: model.dictionary,
                                    extra: Self.withDefaults(Self.grammarArguments, options.decoderArguments))
        let decoder = decoder
        lexicon = Lexicon(lookup: { decoder.lookup($0) })
        if options.rejection.needsPhoneLoop {
            let phones = try SphinxDecoder(model: model, dictionary: model.dictionary, extra: Self.phoneLoopArguments)
            try phones.setPhoneLoop(model.phoneLanguageModel, name: Self.phoneSearch)
            phones.use(Self.phoneSearch)
            phoneDecoder = phones
        } else {
            phoneDecoder = nil
        }
        speechGrammar = SpeechGrammar(jsgf: "", words: [])
        try load(context)
    }

    /// `defaults` with each option `extra` sets replaced by its value there.
    static func withDefaults(_ defaults: [String], _ extra: [String]) -> [String] {
        let given = Set(stride(from: 0, to: extra.count, by: 2).map { extra[$0] })
        let kept = stride(from: 0, to: defaults.count - 1, by: 2).filter { !given.contains(defaults[$0]) }.flatMap { [defaults[$0], defaults[$0 + 1]] }
        return kept + extra
    }

    /// Narrows the grammar to a new moment (another recipe, step count or set of timers).
    public func setContext(_ context: ParseContext) throws(VoiceError) {
        guard context != self.context else { return }
        try load(context)
        self.context = context
    }

    private func load(_ context: ParseContext) throws(VoiceError) {
        var generatorOptions = options.generator
        if case .garbageLoop = options.rejection {
            let vocabulary = Set(JSGFGenerator(grammar: grammar, options: generatorOptions).speechGrammar(for: context).words)
            generatorOptions.garbageWords = GarbageWords.list.filter { !vocabulary.contains($0) }
        }
        garbageWords = Set(generatorOptions.garbageWords)
        let built = JSGFGenerator(grammar: grammar, options: generatorOptions).speechGrammar(for: context)
        let newWords = built.words.filter { !known.contains($0) }
        let (entries, missing) = lexicon.entries(for: newWords)
        let added = entries.filter { !$0.fromDictionary }
        if !added.isEmpty { decoder.add(added.map { ($0.word, $0.phones) }) }
        guessedWords = (guessedWords + added.map(\.word)).sorted()
        if !missing.isEmpty {
            throw VoiceError(.grammar, "no pronunciation for: \(missing.joined(separator: ", "))", fix: "check eSpeak NG is installed (espeak-ng-data)")
        }
        // The garbage loop repeats (`+`), which the word graph does not take: PocketSphinx reads that one.
        if options.wordGraph, garbageWords.isEmpty {
            let graph: FiniteStateGrammar
            do {
                let decoder = decoder
                graph = try Self.wordGraphs.graph(for: built.jsgf, dictionary: dictionaryPath) { () throws(FiniteStateGrammar.ParseError) in
                    try FiniteStateGrammar(speech: built.jsgf, phones: { decoder.lookup($0) })
                }
            } catch {
                throw VoiceError(.grammar, "the speech grammar does not compile: \(error)")
            }
            try decoder.setWordGraph(graph, name: Self.grammarSearch)
            wordGraph = graph
        } else {
            try decoder.setGrammar(built.jsgf, name: Self.grammarSearch)
            wordGraph = nil
        }
        decoder.use(Self.grammarSearch)
        known.formUnion(newWords)
        speechGrammar = built
    }

    /// A loud room's utterance: its SNR estimate is under the line, and it is not a clean
    /// recording (one with a quiet frame 60 dB under its loudest is never a room's noise). A clean
    /// file with no pause between its words has no quiet frame to show the room, and its estimate
    /// came out as low as a noisy room's.
    private func suppresses(_ clip: AudioClip, snr: Double, forced: Bool = false) -> Bool {
        (options.noiseSuppression || forced) && snr < options.noiseSuppressionBelowDecibels
            && (clip.quietestFrameDepth ?? 0) < Self.cleanRecordingDepth
    }

    /// Recognises one clip (any rate; resampled to 16 kHz). `streamed`: an utterance the
    /// endpointer cut from a stream, judged by `Options.streamedRejection`.
    ///
    /// `roomSNR`: for an utterance already cleaned (a suppressed stream's), the SNR of the room as
    /// heard, which the rejection weighs instead of the cleaned audio's.
    public func recognize(_ clip: AudioClip, streamed: Bool = false, roomSNR: Double? = nil) -> Recognition {
        var resampled = clip.sampleRate == AudioClip.recognizerRate ? clip : clip.resampled(to: AudioClip.recognizerRate)
        // A whole file is its own room: a suppressor of its own. A stream's utterances come cleaned.
        var suppressionCPU = 0.0
        var room = roomSNR
        if !streamed, options.neuralSuppression, DeepFilterNet.availability.installation != nil {
            let heard = NoiseSuppression.estimatedSNR(resampled.samples)
            if heard < options.suppressionBelowDecibels,
               let suppressor = DeepFilterSuppressor.standard(attenuationLimit: options.suppressionLimitDecibels) {
                if options.roomSNRWhenSuppressed { room = heard }
                resampled.samples = suppressor.denoised(resampled.samples)
                suppressionCPU = suppressor.cpuMilliseconds
            }
        }
        var result = recognizeResampled(resampled, streamed: streamed, roomSNR: options.roomSNRWhenSuppressed ? room : nil)
        result.cpuMilliseconds += suppressionCPU
        return result
    }

    private func recognizeResampled(_ resampled: AudioClip, streamed: Bool, roomSNR: Double?) -> Recognition {
        let snr = roomSNR ?? NoiseSuppression.estimatedSNR(resampled.samples)
        let loud = suppresses(resampled, snr: snr, forced: true)
        // A loud room's noise may be steady (a fan: suppressing it helps) or changing (clatter,
        // voices: suppressing it harms). Both hearings are judged; the surer one is kept.
        // Audio DeepFilterNet cleaned is heard once, as it is, and scored at the room's SNR.
        guard roomSNR == nil else { return hear(resampled, snr: snr, suppressed: false, streamed: streamed, roomSNR: true) }
        guard options.bothHearings, !options.noiseSuppression, loud else {
            return hear(resampled, snr: snr, suppressed: options.noiseSuppression && loud, streamed: streamed)
        }
        // The suppressed hearing first: the decoder's noise estimate carries over to the next
        // utterance, and should be the room's as heard, as with one hearing.
        let suppressed = hear(resampled, snr: snr, suppressed: true, streamed: streamed)
        let heard = hear(resampled, snr: snr, suppressed: false, streamed: streamed)
        var kept = suppressed.confidence > heard.confidence ? suppressed : heard
        kept.cpuMilliseconds = heard.cpuMilliseconds + suppressed.cpuMilliseconds
        kept.decodeMilliseconds = heard.decodeMilliseconds + suppressed.decodeMilliseconds
        return kept
    }

    /// One hearing of a clip at the recognizer's rate, as heard or with the room's noise suppressed.
    /// `roomSNR`: `snr` is the room's as heard, and is what the rejection weighs, floor or not.
    private func hear(_ resampled: AudioClip, snr: Double, suppressed: Bool, streamed: Bool, roomSNR: Bool = false) -> Recognition {
        // A quarter second of silence each side: a clip that starts with speech loses its first
        // phone to the decoder's voice activity detector (measured: "next step" went unheard).
        // And a faint noise floor (about -56 dBFS): exact digital zeros (synthesized speech, padded
        // files) upset the decoder's noise estimate, and clean clips decoded worse than noisy ones.
        let started = DispatchTime.now().uptimeNanoseconds
        let preparing = ThreadClock()
        var speech = suppressed ? NoiseSuppression.denoised(resampled.samples) : resampled.samples
        // A very quiet room gets a noise floor: measured on clean clips, the rejection scores
        // were worse than with pink noise 20 dB under the voice, and right commands were lost.
        var decodedSNR = snr
        // A quiet file cut tight around its words scored lower than the same words with the
        // quiet around them that the eval's clips (and the endpointer's utterances) have:
        // "next step" 0.53 against 0.79. Such a file is judged with that quiet added first:
        // one that had a quiet room's floor, or a clean recording with no pause in it at all
        // ("set a timer for an hour" from `sous say` was taken for a noisy room).
        var clip = AudioClip(samples: speech, sampleRate: AudioClip.recognizerRate)
        var floored = suppressed ? nil : options.noiseFloorDecibels.flatMap { clip.withNoiseFloor(decibelsBelowLevel: $0) }
        if !streamed, !suppressed, let decibels = options.noiseFloorDecibels,
           floored != nil || (clip.quietestFrameDepth ?? 0) >= Self.cleanRecordingDepth {
            clip = clip.withQuietMargins(Self.quietMargin)
            if clip.samples.count != speech.count, let raised = clip.withNoiseFloor(decibelsBelowLevel: decibels) { floored = raised }
        }
        if let floored {
            speech = floored.samples
            if !roomSNR { decodedSNR = NoiseSuppression.estimatedSNR(speech) }
        }
        let pad = [Int16](repeating: 0, count: AudioClip.recognizerRate / 4)
        let audio = AudioClip(samples: pad + speech + pad, sampleRate: AudioClip.recognizerRate).dithered()
        let preparation = preparing.milliseconds
        // The whole utterance at once: cepstral mean normalisation then uses this clip's own mean,
        // where the model's prior mean lost a third of clean commands.
        // The grammar and the phone loop are independent decoders: on two cores they run side by
        // side, so the answer comes in the time of the slower pass instead of both.
        let decoders = [decoder] + (phoneDecoder.map { [$0] } ?? [])
        let passes = PassResults(count: decoders.count)
        let samples = audio.samples
        DispatchQueue.concurrentPerform(iterations: decoders.count) { i in
            let clock = ThreadClock()
            decoders[i].startUtterance()
            decoders[i].process(samples[...], wholeUtterance: true)
            passes.set(i, decoders[i].endUtterance(), cpu: clock.milliseconds)
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
        let phones = passes.hypotheses.count > 1 ? passes.hypotheses[1] : nil
        var result = decide(passes.hypotheses[0], phones: phones, audioSeconds: audio.seconds, elapsed: elapsed,
                            cpu: preparation + passes.cpu.reduce(0, +), suppressed: suppressed, floored: floored != nil,
                            snr: decodedSNR, streamed: streamed)
        if suppressed, let points = options.secondOpinionPoints, let margin = result.rejectionMargin,
           margin < 0, margin >= -points - wakeAllowance(streamed: streamed) {
            result = secondOpinion(audioSeconds: audio.seconds, points: points, unsuppressed: resampled.samples, pad: pad,
                                   first: passes.hypotheses[0], phones: phones, cpu: preparation + passes.cpu.reduce(0, +),
                                   started: started, snr: decodedSNR, streamed: streamed)
        }
        // Frames count from the start of the padded audio; a file may also have had quiet added.
        result.spokenEndSeconds = streamed ? result.spokenEndSeconds.map { $0 - Double(pad.count) / Double(AudioClip.recognizerRate) } : nil
        result.noiseSuppressed = suppressed
        result.noiseFloorRaised = floored != nil
        result.scoredSNR = decodedSNR.isFinite ? decodedSNR : nil
        result.estimatedSNR = snr.isFinite ? snr : nil
        return result
    }

    /// Whether the grammar can go on after these words (the decoder's text, wake phrase and all):
    /// a command heard at a pause may be the start of a longer one. False without a word graph.
    public func goesOn(after text: String) -> Bool {
        wordGraph?.goesOn(after: text.split(separator: " ").map(String.init)) ?? false
    }

    /// How far under acceptance (in score points) a command that begins with the wake phrase,
    /// or is said once Sous was addressed, may be and still act, since it is taken at
    /// `wakeConfidence` rather than 0.5: the second opinion covers that band too. 0 when always
    /// listening.
    func wakeAllowance(streamed: Bool) -> Double {
        guard wakeWords != nil || options.addressable, case .combined(let score) = streamed ? options.streamedRejection : options.rejection else { return 0 }
        let p = min(max(options.wakeConfidence, 0.01), 0.5)
        return -score.confidenceScale * log(p / (1 - p))
    }

    /// In a loud room the suppressor can turn noise into something command-like, and it can
    /// also save a command. An utterance just short of acceptance is decoded once more, as
    /// heard (no suppression, no floor, grammar only); when both hear the same words, the
    /// agreement is evidence and is worth `points` (docs/DECISIONS.md, "Noise suppression: two
    /// hearings in a loud room"). Runs for a fifth of
    /// the utterances in a loud room and none in a quiet one.
    private func secondOpinion(audioSeconds: Double, points: Double, unsuppressed: [Int16], pad: [Int16],
                               first: SphinxDecoder.Hypothesis?, phones: SphinxDecoder.Hypothesis?, cpu: Double,
                               started: UInt64, snr: Double, streamed: Bool) -> Recognition {
        let clock = ThreadClock()
        let audio = AudioClip(samples: pad + unsuppressed + pad, sampleRate: AudioClip.recognizerRate).dithered()
        decoder.startUtterance()
        decoder.process(audio.samples[...], wholeUtterance: true)
        let second = decoder.endUtterance()
        let agreed = second != nil && second?.text == first?.text
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
        var judged = decide(first, phones: phones, audioSeconds: audioSeconds, elapsed: elapsed, cpu: cpu + clock.milliseconds,
                            suppressed: true, floored: false, snr: snr, streamed: streamed, bonus: agreed ? points : 0)
        judged.secondOpinionAgreed = agreed
        return judged
    }
}

/// The passes' hypotheses and CPU times, written from the threads that ran them.
private final class PassResults: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var hypotheses: [SphinxDecoder.Hypothesis?]
    private(set) var cpu: [Double]

    init(count: Int) {
        hypotheses = Array(repeating: nil, count: count)
        cpu = Array(repeating: 0, count: count)
    }

    func set(_ index: Int, _ hypothesis: SphinxDecoder.Hypothesis?, cpu milliseconds: Double) {
        lock.withLock {
            hypotheses[index] = hypothesis
            cpu[index] = milliseconds
        }
    }
}

/// CPU time of the calling thread since the clock was made (the one-core cost of a pass).
struct ThreadClock {
    private let start = ThreadClock.now()

    var milliseconds: Double { ThreadClock.now() - start }

    private static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) * 1000 + Double(spec.tv_nsec) / 1_000_000
    }
}

extension CommandRecognizer.Options {
    /// The options as a listening mode needs them, the same in the app and in `sous listen`: the
    /// wake phrase in the grammar (wake-phrase mode), polite closings ("..., please") wherever Sous
    /// is addressed, and commands just short of acceptance kept for when Sous was addressed.
    public mutating func listen(_ mode: ListeningMode, wakePhrase: String = ListeningMode.defaultWakePhrase) {
        generator.wakePhrase = mode == .wakeWord ? wakePhrase : nil
        generator.closings = mode != .always
        addressable = mode != .always
    }
}
