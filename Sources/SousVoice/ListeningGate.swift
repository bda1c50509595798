import SousCore

/// When a decided utterance may act, by listening mode (pure; time is the stream's sample count).
///
/// `.always`: every accepted command. `.wakeWord`: a command that begins with the wake phrase, or
/// any command while awake (the phrase was said alone, or the talk key pressed, less than
/// `awakeSamples` ago). `.pushToTalk`: only while awake, and nothing is decoded otherwise. A
/// wake-up takes one command, and while awake a command is taken at the wake phrase's
/// confidence (`Recognition.heardWhenAddressed`), as if said in one breath with the phrase.
public struct ListeningGate: Sendable {
    public enum Verdict: Equatable, Sendable {
        /// Act on this command.
        case act(String, IntentMatch)
        /// The wake phrase alone: a command is expected now.
        case wake
        /// Not a command, or not one to act on now.
        case ignore(guess: String?, confidence: Double)
    }

    public let mode: ListeningMode
    /// The answer that confirms an unsure command: only ever taken at full confidence.
    static let confirmingIntent = "yes"
    /// How long a wake-up waits for a command: 8 s of audio.
    public static let awakeSamples = 8 * AudioClip.recognizerRate
    private var awakeUntil: Int?

    public init(mode: ListeningMode) {
        self.mode = mode
    }

    /// The talk key (or the wake phrase alone) at stream position `sample`.
    public mutating func listenNow(at sample: Int) {
        awakeUntil = sample + Self.awakeSamples
    }

    public func isAwake(at sample: Int) -> Bool {
        awakeUntil.map { sample < $0 } ?? false
    }

    /// Ends a wake-up whose time ran out; true when one just did (to say so).
    public mutating func expire(at sample: Int) -> Bool {
        guard let until = awakeUntil, sample >= until else { return false }
        awakeUntil = nil
        return true
    }

    /// Whether utterances need decoding now (push-to-talk decodes only once the key is pressed).
    public func shouldDecode(at sample: Int) -> Bool {
        mode != .pushToTalk || isAwake(at: sample)
    }

    /// Whether `judge` would act on (or wake for) this result now, without changing anything.
    public func wouldAct(on result: Recognition, at sample: Int) -> Bool {
        var copy = self
        if case .ignore = copy.judge(result, at: sample) { return false }
        return true
    }

    public mutating func judge(_ result: Recognition, at sample: Int) -> Verdict {
        let ignored = Verdict.ignore(guess: result.guess, confidence: result.confidence)
        if mode == .wakeWord, result.wakePhraseHeard, !result.isCommand {
            listenNow(at: sample)
            return .wake
        }
        if let heard = result.heard, let match = result.match, result.isCommand {
            if mode != .always {
                guard result.wakePhraseHeard || isAwake(at: sample) else { return ignored }
                awakeUntil = nil
            }
            return .act(heard, match)
        }
        // Addressed a moment ago: the command is taken at the wake phrase's confidence, as it
        // would be said in one breath with the phrase (people pause after it). Not a "yes":
        // a question wakes the gate too, and a yes confirms what Sous was unsure of.
        if mode != .always, isAwake(at: sample), let heard = result.heardWhenAddressed,
           let match = result.matchWhenAddressed, !match.isUnknown, match.intent != Self.confirmingIntent {
            awakeUntil = nil
            return .act(heard, match)
        }
        return ignored
    }
}
