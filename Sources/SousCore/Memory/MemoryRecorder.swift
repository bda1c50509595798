import Foundation

/// The recorder of a spoken memory as a value: states and the events that move between them.
/// Audio arrives as chunks with their loudness; the machine decides when the recording ends (a
/// key, a set length of silence after speech, the maximum length) and what a failure keeps.
/// No clock or device here: the host feeds it and acts on the state.
public struct MemoryRecorder: Hashable, Sendable {
    public enum State: Hashable, Sendable {
        case idle
        /// A question chosen, waiting for the cook to start.
        case ready
        /// Reading the question aloud, opening the microphone.
        case preparing
        /// Elapsed seconds recorded, and the last chunk's level (dBFS, at most 0).
        case recording(elapsed: Double, level: Double)
        /// The audio is kept; the transcript is being made.
        case processing(StopReason)
        case transcribed(String)
        /// What went wrong; `kept` says whether the audio so far was saved.
        case error(String, kept: Bool)
        /// Stopped by the cook without keeping anything.
        case cancelled
    }

    public enum StopReason: String, Hashable, Sendable {
        case key, silence, maxLength, endOfAudio, microphoneLost, diskFull
    }

    public enum Event: Hashable, Sendable {
        case choose
        case start
        case microphoneOpened
        /// `seconds` of audio at `level` dBFS.
        case audio(seconds: Double, level: Double)
        case stopKey
        case endOfAudio
        case cancel
        case microphoneLost
        case diskFull
        case transcribed(String)
        case failed(String)
    }

    public struct Limits: Hashable, Sendable {
        /// Quiet this long after speech ends the recording.
        public var silenceSeconds: Double
        /// Nobody speaking for this long from the start ends it too.
        public var leadInSeconds: Double
        public var maxSeconds: Double
        /// Below this a chunk is silence (dBFS).
        public var silenceLevel: Double

        public init(silenceSeconds: Double = 3, leadInSeconds: Double = 10, maxSeconds: Double = 300, silenceLevel: Double = -40) {
            self.silenceSeconds = silenceSeconds
            self.leadInSeconds = leadInSeconds
            self.maxSeconds = maxSeconds
            self.silenceLevel = silenceLevel
        }
    }

    public private(set) var state: State = .idle
    public private(set) var elapsed: Double = 0
    public private(set) var heardSpeech = false
    private var quietFor: Double = 0
    public let limits: Limits

    public init(limits: Limits = Limits()) {
        self.limits = limits
    }

    public var isRecording: Bool {
        if case .recording = state { return true }
        return false
    }

    /// Whether the audio recorded so far should be kept (stopped, not cancelled).
    public var keepsAudio: Bool {
        switch state {
        case .processing, .transcribed: true
        case .error(_, let kept): kept
        default: false
        }
    }

    /// Applies an event; one that makes no sense in the current state is ignored.
    public mutating func handle(_ event: Event) {
        switch (state, event) {
        case (.idle, .choose), (.cancelled, .choose), (.transcribed, .choose), (.error, .choose):
            self = MemoryRecorder(limits: limits)
            state = .ready
        case (.idle, .start), (.ready, .start):
            state = .preparing
        case (.preparing, .microphoneOpened):
            state = .recording(elapsed: 0, level: -120)
        case (.recording, .audio(let seconds, let level)):
            record(seconds: seconds, level: level)
        case (.recording, .stopKey):
            stop(.key)
        case (.recording, .endOfAudio):
            stop(.endOfAudio)
        case (.ready, .cancel), (.preparing, .cancel), (.recording, .cancel), (.processing, .cancel):
            state = .cancelled
        case (.preparing, .microphoneLost):
            state = .error("the microphone could not be opened", kept: false)
        case (.recording, .microphoneLost):
            lost(.microphoneLost, "the microphone was lost")
        case (.recording, .diskFull):
            lost(.diskFull, "the disk is full")
        case (.processing, .transcribed(let text)):
            state = .transcribed(text)
        case (.processing, .failed(let message)):
            // The recording is kept; only its transcript failed.
            state = .error(message, kept: true)
        case (.preparing, .failed(let message)), (.recording, .failed(let message)):
            state = .error(message, kept: false)
        default:
            break
        }
    }

    private mutating func record(seconds: Double, level: Double) {
        elapsed += seconds
        state = .recording(elapsed: elapsed, level: level)
        if level >= limits.silenceLevel {
            heardSpeech = true
            quietFor = 0
        } else {
            quietFor += seconds
        }
        if elapsed >= limits.maxSeconds {
            stop(.maxLength)
        } else if heardSpeech ? quietFor >= limits.silenceSeconds : elapsed >= limits.leadInSeconds {
            stop(.silence)
        }
    }

    private mutating func stop(_ reason: StopReason) {
        state = .processing(reason)
    }

    /// A device failure mid-recording keeps what was recorded when there is any.
    private mutating func lost(_ reason: StopReason, _ what: String) {
        if elapsed > 0 {
            state = .processing(reason)
        } else {
            state = .error("\(what) before anything was recorded", kept: false)
        }
    }

    /// Loudness of samples in dBFS (root mean square against full scale), -120 for silence.
    public static func level(of samples: some Collection<Int16>) -> Double {
        guard !samples.isEmpty else { return -120 }
        let sum = samples.reduce(0.0) { $0 + Double($1) * Double($1) }
        let rms = (sum / Double(samples.count)).squareRoot() / 32_768
        return rms <= 0 ? -120 : max(-120, 20 * log10(rms))
    }
}
