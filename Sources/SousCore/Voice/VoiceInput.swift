/// Hears commands: a live microphone or an audio file behind one interface.
///
/// `start` opens the input with a grammar narrowed to `context` and returns the events; call
/// `updateContext` when the recipe, step count or timers change (the grammar is rebuilt before the
/// next utterance). `stop` ends the stream with `.stopped`. While `isMuted` (Sous is speaking),
/// only the stop-speaking intent is reported; everything else is dropped (half-duplex).
public protocol VoiceInput: AnyObject, Sendable {
    func start(context: ParseContext) -> AsyncStream<VoiceEvent>
    func updateContext(_ context: ParseContext)
    func setMuted(_ muted: Bool)
    /// The talk key: act on the next command even without the wake phrase (push-to-talk and
    /// wake-word modes); cuts nothing by itself.
    func listenNow()
    func stop()
}

/// Speaks text aloud: `speak` returns at once and replaces anything still being said.
public protocol SpeechOutput: AnyObject, Sendable {
    func speak(_ text: String)
    /// Says `text` once what is being said now has been said (a streamed answer, sentence by
    /// sentence); `stop` cuts both.
    func speakAfter(_ text: String)
    /// Cuts speech at once.
    func stop()
    /// Whether speech is playing now (the voice input is muted meanwhile).
    var isSpeaking: Bool { get }
    /// Voice, rate and pitch for what is said next.
    func update(_ settings: SpeechVoiceSettings)
    /// Why the last text could not be played aloud (no sound device), if it could not.
    var problem: String? { get }
}

extension SpeechOutput {
    /// Outputs that cannot queue say it at once.
    public func speakAfter(_ text: String) { speak(text) }
}

/// Settings for speech output, as in Settings: eSpeak NG voice, words per minute, pitch.
public struct SpeechVoiceSettings: Hashable, Sendable {
    public var voice: String
    /// 80...450 words per minute.
    public var rate: Int
    /// 0...100.
    public var pitch: Int

    public init(voice: String = "en-us", rate: Int = 175, pitch: Int = 50) {
        self.voice = voice
        self.rate = min(max(rate, 80), 450)
        self.pitch = min(max(pitch, 0), 100)
    }
}
