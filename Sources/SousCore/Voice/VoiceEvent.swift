/// What a voice input reports, in order, for the overlay's indicator and the reducer.
public enum VoiceEvent: Hashable, Sendable {
    /// The microphone (or file) is open and the recognizer is waiting for speech.
    case listening
    /// Speech started (voice activity); the indicator can show that it hears something.
    case speechStarted
    /// A command was heard: the words, a 0...1 confidence, and the parser's reading of them.
    case heard(Heard)
    /// Speech that is not a command (chatter, the radio), with the best guess for the log.
    case rejected(guess: String?, confidence: Double)
    /// A command is expected now: the wake phrase was heard alone, or the talk key pressed.
    case awake
    /// The wait for a command after the wake phrase or the talk key ran out.
    case asleep
    /// Input stopped for good or could not start; the app keeps running without voice.
    case error(VoiceError)
    /// Input ended (end of file, or `stop()`).
    case stopped

    /// One recognised command.
    public struct Heard: Hashable, Sendable {
        public var text: String
        public var confidence: Double
        public var match: IntentMatch
        /// Milliseconds from the end of speech to this event.
        public var decodeMilliseconds: Double

        public init(text: String, confidence: Double, match: IntentMatch, decodeMilliseconds: Double) {
            self.text = text
            self.confidence = confidence
            self.match = match
            self.decodeMilliseconds = decodeMilliseconds
        }
    }
}
