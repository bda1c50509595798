/// Finds utterances in a stream of 16 kHz samples by their energy: a voice activity detector
/// with an adaptive noise floor, so a command is acted on right after the speaker stops.
///
/// Pure and deterministic: feed chunks, get back finished utterances (with a little audio from
/// before speech started, so the first consonant is not clipped).
public struct Endpointer: Sendable {
    public struct Settings: Hashable, Sendable {
        /// Speech is this many times (in energy) above the noise floor: 3.2 ≈ 5 dB.
        public var startRatio: Double = 3.2
        /// Frames (10 ms) above the threshold before speech counts as started.
        public var startFrames = 8
        /// Silence (ms) that ends an utterance.
        public var endSilenceMilliseconds = 400
        /// Audio kept from before the start (ms).
        public var preRollMilliseconds = 250
        /// Utterances longer than this are cut (a radio left on).
        public var maxSeconds = 8.0
        /// The quietest floor assumed (digital silence would make any click "speech").
        public var minimumFloor = 200.0 * 200.0

        public init() {}
    }

    public enum Event: Hashable, Sendable {
        case speechStarted
        case utterance([Int16])
    }

    public let settings: Settings
    static let frame = 160
    private var floor: Double
    private var pending: [Int16] = []
    private var history: [Int16] = []
    private var utterance: [Int16] = []
    private var loudFrames = 0
    private var quietFrames = 0
    private var inSpeech = false

    public init(settings: Settings = Settings()) {
        self.settings = settings
        floor = settings.minimumFloor
    }

    public var isInSpeech: Bool { inSpeech }

    /// Feeds samples; returns what happened in them, in order.
    public mutating func feed(_ samples: [Int16]) -> [Event] {
        pending += samples
        var events: [Event] = []
        var start = 0
        while start + Self.frame <= pending.count {
            let frame = Array(pending[start..<start + Self.frame])
            start += Self.frame
            if let event = process(frame) { events.append(event) }
        }
        pending.removeFirst(start)
        return events
    }

    /// Ends the stream: an utterance still open is returned as finished.
    public mutating func finish() -> [Event] {
        guard inSpeech else { return [] }
        inSpeech = false
        defer { utterance = [] }
        return [.utterance(utterance + pending)]
    }

    private mutating func process(_ frame: [Int16]) -> Event? {
        let energy = frame.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(frame.count)
        let loud = energy > floor * settings.startRatio
        if !inSpeech {
            history += frame
            let keep = (settings.preRollMilliseconds / 10 + settings.startFrames) * Self.frame
            if history.count > keep { history.removeFirst(history.count - keep) }
            if loud {
                loudFrames += 1
            } else {
                loudFrames = 0
                // The floor follows the background slowly upwards and quickly downwards.
                floor = max(settings.minimumFloor, energy < floor ? 0.7 * floor + 0.3 * energy : 0.98 * floor + 0.02 * energy)
            }
            guard loudFrames >= settings.startFrames else { return nil }
            inSpeech = true
            quietFrames = 0
            utterance = history
            history = []
            return .speechStarted
        }
        utterance += frame
        quietFrames = loud ? 0 : quietFrames + 1
        let tooLong = Double(utterance.count) / 16_000 >= settings.maxSeconds
        guard quietFrames * 10 >= settings.endSilenceMilliseconds || tooLong else { return nil }
        inSpeech = false
        loudFrames = 0
        defer { utterance = [] }
        return .utterance(utterance)
    }
}
