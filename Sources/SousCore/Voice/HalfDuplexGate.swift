/// Half-duplex: while Sous speaks, what it hears is ignored except a request to stop.
///
/// Its own voice coming back through the microphone must not become a command.
public struct HalfDuplexGate: Hashable, Sendable {
    /// Intents that still act while Sous is speaking.
    public var allowedWhileSpeaking: Set<String>

    public init(allowedWhileSpeaking: Set<String> = ["stopSpeaking"]) {
        self.allowedWhileSpeaking = allowedWhileSpeaking
    }

    /// Whether a heard intent may act now.
    public func admits(_ intent: String, speaking: Bool) -> Bool {
        !speaking || allowedWhileSpeaking.contains(intent)
    }
}
