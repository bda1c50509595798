/// Finds utterances in a stream of 16 kHz samples by their energy: a voice activity detector
/// with an adaptive noise floor, so a command is acted on right after the speaker stops.
///
/// The floor is the quietest smoothed frame of the last two seconds (minimum statistics), so it
/// learns a loud room in the first 200 ms and follows it during speech too: the pauses between
/// words are the room. A floor that moved only between utterances took a loud room for speech
/// and never heard the utterance end.
///
/// Pure and deterministic: feed chunks, get back finished utterances (with a little audio from
/// before speech started, so the first consonant is not clipped).
///
/// A short quiet inside speech reports a `.pause` with the audio so far: the owner may decode it
/// at once and, when it is a whole command, act on it without waiting for the full end silence
/// (`abandon()` then drops the rest of the utterance). Before either, a shorter quiet reports
/// `.ahead` with the audio so far, so the owner can decode it while the quiet goes on and have the
/// answer ready when the pause or the end comes; `.resumed` says speech went on after it.
/// Measured: see docs/DECISIONS.md, "Voice latency".
public struct Endpointer: Sendable {
    public struct Settings: Hashable, Sendable {
        /// Speech is this many times (in energy) above the noise floor: 3.2 ≈ 5 dB.
        public var startRatio: Double = 3.2
        /// Frames (10 ms) above the threshold before speech counts as started.
        public var startFrames = 8
        /// Silence (ms) that ends an utterance.
        public var endSilenceMilliseconds = 400
        /// Quiet (ms) inside speech after which a `.pause` offers the audio so far; nil: never.
        public var pauseMilliseconds: Int? = 150
        /// Quiet (ms) after which `.ahead` offers the audio so far, when a pause may follow (a
        /// quiet room); nil: never. Speech often pauses this long inside a command, so the
        /// decoding is a guess that `.resumed` may throw away. Starting later saved CPU but lost
        /// commands: the quiet heard so far pads the decoding, and how much of a word's tail is
        /// in it matters (docs/VOICE-LAB.md).
        public var aheadOfPauseMilliseconds: Int? = 30
        /// The same in an utterance already longer than `longUtteranceSeconds` (with its
        /// pre-roll): 80. Decoding so much takes longer than the 120 ms from 30 ms of quiet to the
        /// pause, so the early start gains little there, while people's talk has many 30-80 ms
        /// gaps, each a decoding of everything said so far.
        public var aheadInLongUtteranceMilliseconds = 80
        /// How long (s, with the pre-roll) an utterance is before it counts as long, above.
        public var longUtteranceSeconds = 3.0
        /// The same where only the end silence decides (a loud room); nil: never. Off: in noise,
        /// weak speech after the short quiet is not loud enough to count as going on, so the
        /// decoding ahead missed the end of the command.
        public var aheadOfEndMilliseconds: Int? = nil
        /// A command heard at a pause that the grammar can go on from ("can I get a large latte"
        /// [with oat milk], "set a timer for five minutes" [for the rice]) waits for the end
        /// silence instead: people pause inside a long command (docs/DECISIONS.md, "Voice
        /// latency"). Read by `StreamingRecognizer`.
        public var holdCommandThatGoesOn = true
        /// Only commands of this many words or more are held: a short one ("stop", "next step") is
        /// said in one breath and wanted at once, even where the grammar could go on ("stop the timer").
        public var holdMinimumWords = 3
        /// Pauses are offered only when the utterance's loudest frame is this many times (in
        /// energy) above the floor: 250 = 24 dB, between the peaks of speech in a quiet room and
        /// in a loud one. In a noisier room quiet and weak speech look alike, and deciding at a
        /// "pause" cut commands (docs/DECISIONS.md, "Voice latency").
        public var pauseMinimumPeakRatio = 250.0
        /// Quiet (ms) after which a loud room's utterance (one whose peak is under
        /// `pauseMinimumPeakRatio`) is offered as a `.loudPause`; nil: never. The recognizer acts
        /// on it only when the command is accepted by `loudPauseMargin` or more (with at least
        /// `loudPauseMinimumWords`, said before the quiet, in a room of `loudPauseMinimumSNR` or
        /// more), and otherwise waits for the end silence and decodes the whole utterance again
        /// (docs/DECISIONS.md, "Voice latency").
        public var loudPauseMilliseconds: Int? = 150
        /// How far over the rejection threshold a command decoded at a `.loudPause` must be to
        /// act: with no margin, more chatter was acted on early.
        public var loudPauseMargin = 4.0
        /// Fewer words than this are not acted on at a `.loudPause`: in noise a stop consonant
        /// can read as 150 ms of quiet, and the start of a longer command is most easily taken for
        /// a short one ("jump" of "jump to step seven" was acted on as "done").
        public var loudPauseMinimumWords = 2
        /// Under this estimated SNR (dB) no loud pause is decided at all: quiet and weak speech
        /// look alike there, and deciding early cost commands.
        public var loudPauseMinimumSNR = 18.0
        /// An utterance longer than this (seconds, with its pre-roll) offers nothing before its
        /// end: no `.ahead`, `.pause` or `.loudPause`. The longest command in the eval sets is
        /// under 4 s; each offer is a decoding of everything said so far, so long talk (the
        /// radio) cost more at every new pause, up to the 8 s cut (`maxSeconds`).
        public var offersUpToSeconds = 5.0
        /// Audio kept from before the start (ms).
        public var preRollMilliseconds = 250
        /// Utterances longer than this are cut (a radio left on).
        public var maxSeconds = 8.0
        /// The quietest floor assumed (digital silence would make any click "speech").
        public var minimumFloor = 200.0 * 200.0
        /// Frames (10 ms) over which the floor is the minimum.
        public var floorWindowFrames = 200
        /// Frames heard before speech can start (the floor is learnt first).
        public var learningFrames = 20
        /// Weight of a new frame in the smoothed energy (0.3: about 30 ms).
        public var smoothing = 0.3

        public init() {}
    }

    public enum Event: Hashable, Sendable {
        case speechStarted
        /// The speaker has been quiet a little: the utterance so far, to decode ahead.
        case ahead([Int16])
        /// The speaker paused: the utterance so far (it may still go on).
        case pause([Int16])
        /// The speaker paused in a loud room: the utterance so far, to act on only when sure.
        case loudPause([Int16])
        /// Speech went on after `.ahead`, `.pause` or `.loudPause`.
        case resumed
        case utterance([Int16])
    }

    public let settings: Settings
    public static let frame = 160
    private var level: Double?
    /// Smoothed energies of the last `floorWindowFrames` frames, a ring.
    private var recent: [Double] = []
    private var recentNext = 0
    private var pending: [Int16] = []
    private var pendingLevels: [Double] = []
    private var history: [Int16] = []
    private var utterance: [Int16] = []
    /// A gain a frame for `history` and `utterance`: under 1 where the given level was under
    /// the frame's own energy (Sous's echo only), to bring it down to the room in what is decoded.
    private var historyGains: [Double] = []
    private var utteranceGains: [Double] = []
    private var loudFrames = 0
    private var quietFrames = 0
    private var inSpeech = false
    private var paused = false
    private var offeredAhead = false
    /// The loudest smoothed frame of the utterance so far.
    private var peak = 0.0
    /// Samples fed so far, and the end of the last loud frame (for latency figures).
    public private(set) var samplesFed = 0
    public private(set) var lastLoudSample = 0

    public init(settings: Settings = Settings()) {
        self.settings = settings
    }

    /// The noise floor in energy (mean square) now.
    public var floor: Double {
        max(settings.minimumFloor, recent.min() ?? settings.minimumFloor)
    }

    private mutating func remember(_ level: Double) {
        if recent.count < max(settings.floorWindowFrames, 1) {
            recent.append(level)
        } else {
            recent[recentNext] = level
            recentNext = (recentNext + 1) % recent.count
        }
    }

    public var isInSpeech: Bool { inSpeech }

    /// How long it has been quiet inside the utterance (0 outside speech).
    public var quietMilliseconds: Int { inSpeech ? quietFrames * 10 : 0 }

    /// Drops the utterance in progress (it was acted on at a pause); the next speech starts anew.
    public mutating func abandon() {
        inSpeech = false
        paused = false
        offeredAhead = false
        loudFrames = 0
        utterance = []
        history = []
        utteranceGains = []
        historyGains = []
    }

    /// Feeds samples; returns what happened in them, in order. `levels`, when given, are the
    /// energies to judge speech by, one a frame in order, instead of the samples' own: an echo
    /// canceller's, which hears Sous's own voice left over as quiet (the samples, with that
    /// left-over echo, are still what is decoded). With levels, feed whole 10 ms frames, so each
    /// level meets its own frame.
    public mutating func feed(_ samples: [Int16], levels: [Double]? = nil) -> [Event] {
        pending += samples
        if let levels { pendingLevels += levels }
        var events: [Event] = []
        var start = 0
        while start + Self.frame <= pending.count {
            let frame = Array(pending[start..<start + Self.frame])
            start += Self.frame
            samplesFed += Self.frame
            let given = pendingLevels.isEmpty ? nil : pendingLevels.removeFirst()
            events += process(frame, level: given)
        }
        pending.removeFirst(start)
        return events
    }

    /// Ends the stream: an utterance still open is returned as finished.
    public mutating func finish() -> [Event] {
        guard inSpeech else { return [] }
        inSpeech = false
        paused = false
        offeredAhead = false
        defer { utterance = []; utteranceGains = [] }
        return [.utterance(heard + pending)]
    }

    private mutating func process(_ frame: [Int16], level given: Double?) -> [Event] {
        let own = frame.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(frame.count)
        let energy = given ?? own
        let gain = given.map { $0 < own && own > 0 ? ($0 / own).squareRoot() : 1 } ?? 1
        let smoothed = level.map { (1 - settings.smoothing) * $0 + settings.smoothing * energy } ?? energy
        level = smoothed
        remember(smoothed)
        let learning = recent.count < settings.learningFrames && recent.count < settings.floorWindowFrames
        let loud = !learning && smoothed > floor * settings.startRatio
        if loud { lastLoudSample = samplesFed }
        if !inSpeech {
            history += frame
            historyGains.append(gain)
            let keep = (settings.preRollMilliseconds / 10 + settings.startFrames) * Self.frame
            if history.count > keep {
                historyGains.removeFirst((history.count - keep) / Self.frame)
                history.removeFirst(history.count - keep)
            }
            loudFrames = loud ? loudFrames + 1 : 0
            guard loudFrames >= settings.startFrames else { return [] }
            inSpeech = true
            paused = false
            offeredAhead = false
            peak = smoothed
            quietFrames = 0
            utterance = history
            utteranceGains = historyGains
            history = []
            historyGains = []
            return [.speechStarted]
        }
        utterance += frame
        utteranceGains.append(gain)
        peak = max(peak, smoothed)
        var events: [Event] = []
        if loud {
            quietFrames = 0
            if paused || offeredAhead {
                paused = false
                offeredAhead = false
                events.append(.resumed)
            }
        } else {
            quietFrames += 1
            if Double(utterance.count) / 16_000 <= settings.offersUpToSeconds {
                events += offers()
            }
        }
        let tooLong = Double(utterance.count) / 16_000 >= settings.maxSeconds
        guard quietFrames * 10 >= settings.endSilenceMilliseconds || tooLong else { return events }
        inSpeech = false
        paused = false
        offeredAhead = false
        loudFrames = 0
        defer { utterance = []; utteranceGains = [] }
        return events + [.utterance(heard)]
    }

    /// The quiet (ms) after which a quiet room's utterance is offered ahead of its pause.
    private var aheadOfPause: Int? {
        guard let ahead = settings.aheadOfPauseMilliseconds else { return nil }
        let long = Double(utterance.count) / 16_000 > settings.longUtteranceSeconds
        return long ? max(ahead, settings.aheadInLongUtteranceMilliseconds) : ahead
    }

    /// In a quiet stretch of an utterance: the audio so far, to decode ahead, and the pause.
    private mutating func offers() -> [Event] {
        var events: [Event] = []
        let pauseMayCome = settings.pauseMilliseconds != nil && peak >= floor * settings.pauseMinimumPeakRatio
        if let ahead = pauseMayCome ? aheadOfPause : settings.aheadOfEndMilliseconds, !offeredAhead, !paused, quietFrames * 10 >= ahead {
            offeredAhead = true
            events.append(.ahead(heard))
        }
        if let pause = settings.pauseMilliseconds, !paused, quietFrames * 10 >= pause, pauseMayCome {
            paused = true
            events.append(.pause(heard))
        } else if let pause = settings.loudPauseMilliseconds, !paused, quietFrames * 10 >= pause, !pauseMayCome {
            paused = true
            events.append(.loudPause(heard))
        }
        return events
    }

    /// Frames kept whole before a frame that is (the start of a word the echo gate heard a
    /// moment late: its smoothing and onset).
    static let gainLookahead = 8

    /// The utterance as it is decoded: where levels were given, the frames that held only Sous's
    /// echo are brought down to the room (all but the few before the cook's speech).
    private var heard: [Int16] {
        guard utteranceGains.contains(where: { $0 < 1 }) else { return utterance }
        var out = utterance
        let frames = min(utteranceGains.count, out.count / Self.frame)
        for index in 0..<frames {
            let gain = utteranceGains[index..<min(index + Self.gainLookahead + 1, frames)].max() ?? 1
            guard gain < 1 else { continue }
            for i in index * Self.frame..<(index + 1) * Self.frame {
                out[i] = Int16((Double(out[i]) * gain).rounded())
            }
        }
        return out
    }
}
