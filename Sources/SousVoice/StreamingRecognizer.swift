import Foundation
import SousCore

/// Commands from a stream of 16 kHz audio, decided as early as they can be, and judged by the
/// listening mode (`ListeningGate`) on the stream's own clock.
///
/// The endpointer finds speech. A little quiet (`.ahead`) and the audio so far is decoded at
/// once, while the quiet goes on. At the speaker's first short pause (in a quiet room) that
/// answer, when it is a command the gate acts on, is decided and the rest of the utterance is
/// dropped; otherwise the utterance is decided when the full end silence has passed (reusing the
/// decoding when nothing was said since). Decoding blocks the caller; the audio that arrives
/// meanwhile waits in the sound server's buffer and is caught up on after. Not thread-safe: one
/// stream, one thread.
public final class StreamingRecognizer: @unchecked Sendable {
    public enum Output: Sendable {
        case speechStarted
        /// A decision on one utterance and the gate's verdict on it. `latencyMilliseconds` runs
        /// from the last loud frame (the end of speech as the endpointer heard it) to the
        /// decision: the audio that had to arrive after it plus what remained of the decoding.
        /// `early`: decided at a pause, before the end silence. `atSample`: where in the stream it
        /// was decided; `decodedAtSample`: where its decoding began (earlier when decoded ahead).
        case decided(Recognition, ListeningGate.Verdict, latencyMilliseconds: Double, early: Bool, atSample: Int, decodedAtSample: Int)
        /// A wake-up (the wake phrase alone, or the talk key) ran out with no command.
        case asleep
    }

    public let recognizer: CommandRecognizer
    public private(set) var gate: ListeningGate
    private var endpointer: Endpointer
    /// The utterance decoded at its latest quiet, while nothing loud has come since.
    private var ahead: Decoding?
    /// Where the utterance in progress was found to begin (the stream's clock).
    private var speechStartedAt: Int?
    /// CPU time of every decoding so far, including those thrown away when speech went on.
    private var decodingMilliseconds = 0.0
    public private(set) var decodings = 0
    /// DeepFilterNet on the whole stream (nil: off or not installed). One state for the stream,
    /// always fed, so the room is learned once; what it cleaned goes to the endpointer while the
    /// room is loud, the stream as heard while it is quiet (`loud`).
    private let suppressor: DeepFilterSuppressor?
    /// The stream as heard, held back by the suppressor's lag so the two line up sample for sample
    /// (either can go on at any frame); the levels given with it likewise; cleaned samples short
    /// of a frame.
    private var rawPending: [Int16] = []
    private var heldLevels: [Double] = []
    private var cleanedPending: [Int16] = []
    /// The last `historyKept` samples as heard, aligned with what the endpointer had (ending at
    /// `samplesFed`): how loud the room is is read from them.
    private var history: [Int16] = []
    static let historyKept = 30 * AudioClip.recognizerRate
    /// The room over the last `roomWindow` samples as heard, decided between utterances: under
    /// `Options.suppressionBelowDecibels`, loud.
    private var loud = false
    private var roomSNR: Double?
    static let roomWindow = 3 * AudioClip.recognizerRate
    /// The room is first judged on this much of the stream (the endpointer waits for it).
    static let firstJudgement = AudioClip.recognizerRate / 3
    private var opening: (heard: [Int16], cleaned: [Int16], levels: [Double]?) = ([], [], nil)
    /// Where the room was last judged (`samplesFed`), and how often it is.
    private var judgedAt = 0
    static let judgementInterval = AudioClip.recognizerRate / 4

    public init(recognizer: CommandRecognizer, endpointing: Endpointer.Settings = Endpointer.Settings(), mode: ListeningMode = .always) {
        self.recognizer = recognizer
        endpointer = Endpointer(settings: endpointing)
        gate = ListeningGate(mode: mode)
        suppressor = recognizer.options.neuralSuppression
            ? DeepFilterSuppressor.standard(attenuationLimit: recognizer.options.suppressionLimitDecibels) : nil
        if suppressor != nil {
            rawPending = [Int16](repeating: 0, count: DeepFilterSuppressor.delay)
            heldLevels = [Double](repeating: 0, count: DeepFilterSuppressor.delay / Endpointer.frame)
        }
    }

    /// Whether the stream is cleaned by DeepFilterNet.
    public var suppresses: Bool { suppressor != nil }

    /// CPU time of every decoding so far (those thrown away when speech went on too), and of the
    /// noise suppression.
    public var cpuMilliseconds: Double { decodingMilliseconds + (suppressor?.cpuMilliseconds ?? 0) }

    /// Samples fed so far (the stream's clock, at 16 kHz).
    public var samplesFed: Int { endpointer.samplesFed }

    /// The talk key: the next command acts without the wake phrase.
    public func listenNow() {
        gate.listenNow(at: samplesFed)
    }

    /// `levels`: the energies to find speech by, one a 10 ms frame (an echo canceller's; see
    /// `Endpointer.feed`).
    public func feed(_ samples: [Int16], levels: [Double]? = nil) -> [Output] {
        guard let suppressor else { return endpoint(samples, levels: levels) }
        rawPending += samples
        if let levels { heldLevels += levels }
        cleanedPending += suppressor.process(samples)
        let whole = min(cleanedPending.count, rawPending.count) / Endpointer.frame * Endpointer.frame
        var cleaned = Array(cleanedPending.prefix(whole)), heard = Array(rawPending.prefix(whole))
        cleanedPending.removeFirst(whole)
        rawPending.removeFirst(whole)
        history += heard
        if history.count > Self.historyKept * 2 { history.removeFirst(history.count - Self.historyKept) }
        let frames = whole / Endpointer.frame
        var given = levels == nil ? nil : (0..<frames).map { _ in heldLevels.isEmpty ? Double.infinity : heldLevels.removeFirst() }
        // The stream's first third of a second waits until the room has been judged on it.
        if roomSNR == nil {
            opening.heard += heard
            opening.cleaned += cleaned
            opening.levels = given.map { (opening.levels ?? []) + $0 }
            guard history.count >= Self.firstJudgement else { return [] }
            (heard, cleaned, given) = (opening.heard, opening.cleaned, opening.levels)
            opening = ([], [], nil)
        }
        // The room is judged between utterances only, so an utterance is heard one way throughout;
        // and a quarter second at a time (3 s of energies sorted on every 40 ms read was needless).
        if !endpointer.isInSpeech, roomSNR == nil || samplesFed - judgedAt >= Self.judgementInterval {
            judgedAt = samplesFed
            let snr = NoiseSuppression.estimatedSNR(Array(history.suffix(Self.roomWindow)))
            roomSNR = snr
            loud = snr < recognizer.options.suppressionBelowDecibels
        }
        let frameCount = heard.count / Endpointer.frame
        guard loud else { return endpoint(heard, levels: given) }
        guard let given else { return endpoint(cleaned, levels: nil) }
        // Speech is what both hear: the canceller (not Sous's own echo) and the suppressor (not
        // the room's noise). The lower of the two levels, frame by frame.
        let lower = (0..<frameCount).map { frame in
            let own = cleaned[frame * Endpointer.frame..<(frame + 1) * Endpointer.frame].reduce(0.0) { $0 + Double($1) * Double($1) } / Double(Endpointer.frame)
            return min(given[frame], own)
        }
        return endpoint(cleaned, levels: lower)
    }

    /// Samples as the endpointer takes them (cleaned, when the stream is).
    private func endpoint(_ samples: [Int16], levels: [Double]?) -> [Output] {
        var outputs: [Output] = []
        // Frame by frame, so an utterance acted on at a pause is dropped before anything after it.
        var start = samples.startIndex, frame = 0
        while start < samples.endIndex {
            if gate.expire(at: samplesFed) { outputs.append(.asleep) }
            let end = min(start + Endpointer.frame, samples.endIndex)
            let level = levels.flatMap { frame < $0.count ? [$0[frame]] : nil }
            outputs += handle(endpointer.feed(Array(samples[start..<end]), levels: level))
            start = end
            frame += 1
        }
        return outputs
    }

    /// A chunk from the audio source: its levels, and an utterance in progress dropped first when
    /// it began in what the source says was Sous's own voice (one begun before, a cook's "stop"
    /// said just before a clip, is kept).
    public func feed(_ chunk: AudioChunk) -> [Output] {
        if chunk.ownVoiceBefore > 0, endpointer.isInSpeech, let started = speechStartedAt,
           started >= samplesFed - chunk.ownVoiceBefore {
            endpointer.abandon()
            ahead = nil
        }
        return feed(chunk.samples, levels: chunk.levels)
    }

    /// The stream ended: an utterance still open is decided (with what the suppressor still held).
    public func finish() -> [Output] {
        var outputs: [Output] = []
        if let suppressor {
            // What the suppressor still holds, and the stream as heard that lines up with it.
            let cleaned = cleanedPending + suppressor.process([Int16](repeating: 0, count: DeepFilterSuppressor.delay + Endpointer.frame * 3))
            outputs = endpoint(loud ? cleaned : Array((rawPending + [Int16](repeating: 0, count: cleaned.count)).prefix(cleaned.count)), levels: nil)
            cleanedPending = []
            rawPending = []
        }
        return outputs + handle(endpointer.finish())
    }

    /// A whole recording as the microphone would deliver it (`chunk` samples at a time, 40 ms by
    /// default), then the end of the stream.
    public func decisions(in samples: [Int16], chunk: Int = AudioClip.recognizerRate / 25) -> [Output] {
        var outputs: [Output] = []
        for start in stride(from: 0, to: samples.count, by: max(chunk, 1)) {
            outputs += feed(Array(samples[start..<min(start + chunk, samples.count)]))
        }
        return outputs + finish()
    }

    private func handle(_ events: [Endpointer.Event]) -> [Output] {
        var outputs: [Output] = []
        for event in events {
            switch event {
            case .speechStarted:
                ahead = nil
                // The endpointer calls it speech after `startFrames` loud frames: it began then.
                speechStartedAt = samplesFed - endpointer.settings.startFrames * Endpointer.frame
                outputs.append(.speechStarted)
            case .ahead(let samples):
                // Push to talk decodes nothing before the key (an utterance in progress counts).
                guard gate.shouldDecode(at: samplesFed) else { continue }
                ahead = Decoding(result: decode(withRoomTone(samples)), startedAt: samplesFed)
            case .pause(let samples):
                guard gate.shouldDecode(at: samplesFed) else { continue }
                let decoding = ahead ?? Decoding(result: decode(withRoomTone(samples)), startedAt: samplesFed)
                ahead = decoding
                // Act now only on what the gate acts on: a wake phrase misheard before the pause
                // ("feed two") must not end the utterance; the whole of it is decided at the end.
                guard decoding.result.isCommand, gate.wouldAct(on: decoding.result, at: samplesFed),
                      !holds(decoding.result) else { continue }
                endpointer.abandon()
                ahead = nil
                outputs.append(decided(decoding, early: true))
                return outputs
            case .loudPause(let samples):
                // A loud room: act only on a command well over the threshold. Otherwise the
                // decoding is thrown away, so that the end decodes the whole utterance: soft
                // speech after the pause may not be loud enough to count as going on. Not decoded
                // at all in a very loud room (`loudPauseMinimumSNR`: deciding early cost commands
                // there, and a decoding also moves the decoder's noise estimate). Nor acted on
                // when the command's words run on into the quiet: people pause after the wake
                // phrase, and "hello kitchen," and the room after it became "hello kitchen halve
                // it". Nor on a single word, which may be the start of a longer command cut at a
                // stop consonant.
                ahead = nil
                guard gate.shouldDecode(at: samplesFed) else { continue }
                let soFar = withRoomTone(samples)
                guard (loud ? roomSNR : nil) ?? NoiseSuppression.estimatedSNR(soFar) >= endpointer.settings.loudPauseMinimumSNR else { continue }
                let decoding = Decoding(result: decode(soFar), startedAt: samplesFed)
                let result = decoding.result
                guard result.isCommand, saidBeforeThePause(result, utteranceSamples: samples.count),
                      result.heardWordCount >= endpointer.settings.loudPauseMinimumWords,
                      (result.rejectionMargin ?? -.infinity) >= endpointer.settings.loudPauseMargin,
                      gate.wouldAct(on: result, at: samplesFed), !holds(result) else { continue }
                endpointer.abandon()
                outputs.append(decided(decoding, early: true))
                return outputs
            case .resumed:
                ahead = nil
            case .utterance(let samples):
                defer { ahead = nil }
                guard gate.shouldDecode(at: samplesFed) else { continue }
                outputs.append(decided(ahead ?? Decoding(result: decode(samples), startedAt: samplesFed), early: false))
            }
        }
        return outputs
    }

    /// A command heard at a pause that could be the start of a longer one waits for the end.
    private func holds(_ result: Recognition) -> Bool {
        endpointer.settings.holdCommandThatGoesOn && result.heardWordCount >= endpointer.settings.holdMinimumWords
            && recognizer.goesOn(after: result.guess ?? "")
    }

    /// Whether the command's last word ends before the quiet that made the pause (give or take
    /// `pauseWordOverrun`), so that the room after the words is not part of it. Unknown: no.
    /// The quiet is the endpointer's count after the whole chunk, up to 30 ms more than at the
    /// pause itself: the check errs strict by that much, well inside the overrun.
    private func saidBeforeThePause(_ result: Recognition, utteranceSamples: Int) -> Bool {
        guard let end = result.spokenEndSeconds else { return false }
        let quietStarts = Double(utteranceSamples) / Double(AudioClip.recognizerRate) - Double(endpointer.quietMilliseconds) / 1000
        return end <= quietStarts + Self.pauseWordOverrun
    }

    /// How far into the pause's quiet a word may be heard to end: a word's last, weak sound
    /// (a released stop, a fricative) can be quieter than the endpointer's line.
    static let pauseWordOverrun = 0.1

    /// A decoding and the stream sample at which it began.
    private struct Decoding {
        var result: Recognition
        var startedAt: Int
    }

    private func decided(_ decoding: Decoding, early: Bool) -> Output {
        let verdict = gate.judge(decoding.result, at: samplesFed)
        // Decoded ahead, the answer is ready when the decoding ends or the decision point comes,
        // whichever is later; the audio keeps arriving while it decodes.
        let decodingSamples = decoding.result.decodeMilliseconds * Double(AudioClip.recognizerRate) / 1000
        let ready = max(Double(samplesFed), Double(decoding.startedAt) + decodingSamples)
        let latency = (ready - Double(endpointer.lastLoudSample)) * 1000 / Double(AudioClip.recognizerRate)
        return .decided(decoding.result, verdict, latencyMilliseconds: latency, early: early, atSample: samplesFed,
                        decodedAtSample: decoding.startedAt)
    }

    /// The utterance so far, lengthened with its own trailing quiet to the full end silence: the
    /// rejection scores are per frame and were chosen on utterances with that much quiet, so
    /// fewer quiet frames scored worse and rejected right commands.
    private func withRoomTone(_ samples: [Int16]) -> [Int16] {
        let settings = endpointer.settings
        let quietMilliseconds = endpointer.quietMilliseconds
        guard quietMilliseconds > 0, settings.endSilenceMilliseconds > quietMilliseconds else { return samples }
        let quiet = Array(samples.suffix(quietMilliseconds * AudioClip.recognizerRate / 1000))
        let missing = (settings.endSilenceMilliseconds - quietMilliseconds) * AudioClip.recognizerRate / 1000
        guard !quiet.isEmpty else { return samples }
        var padded = samples
        padded.reserveCapacity(samples.count + missing)
        while padded.count < samples.count + missing {
            padded += quiet.prefix(samples.count + missing - padded.count)
        }
        return padded
    }

    private func decode(_ samples: [Int16]) -> Recognition {
        // A loud room's utterance was cleaned: the rejection weighs it as heard (the same span of
        // the stream before cleaning), as its weights were fitted on heard utterances.
        let heardSNR = loud ? NoiseSuppression.estimatedSNR(Array(history.suffix(samples.count))) : nil
        let result = recognizer.recognize(AudioClip(samples: samples, sampleRate: AudioClip.recognizerRate), streamed: true,
                                          roomSNR: heardSNR)
        decodingMilliseconds += result.cpuMilliseconds
        decodings += 1
        return result
    }
}

extension Recognition {
    /// Accepted and read as a known intent.
    public var isCommand: Bool {
        heard != nil && match.map { !$0.isUnknown } ?? false
    }
}
