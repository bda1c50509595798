/// Half-duplex: while Sous speaks, what it hears is ignored except a request to stop.
///
/// Its own voice coming back through the microphone must not become a command.
public struct HalfDuplexGate: Hashable, Sendable {
    /// Intents that still act while Sous is speaking.
    public var allowedWhileSpeaking: Set<String>
    /// Points under the rejection threshold at which a request to stop is still acted on while
    /// Sous speaks: its voice left over in the microphone takes a cook's "stop" just under the
    /// line, and a false stop costs only the rest of a reading (docs/DECISIONS.md, "Stop over
    /// Sous's own voice").
    public var stopLenience: Double

    public init(allowedWhileSpeaking: Set<String> = ["stopSpeaking"], stopLenience: Double = HalfDuplexGate.defaultStopLenience) {
        self.allowedWhileSpeaking = allowedWhileSpeaking
        self.stopLenience = stopLenience
    }

    public static let defaultStopLenience = 20.0

    /// Whether a rejected guess read as `intent`, `margin` points from the threshold, acts
    /// while Sous speaks.
    public func admitsRejected(_ intent: String, margin: Double, speaking: Bool) -> Bool {
        speaking && allowedWhileSpeaking.contains(intent) && margin >= -stopLenience
    }

    /// Whether a heard intent may act now.
    public func admits(_ intent: String, speaking: Bool) -> Bool {
        !speaking || allowedWhileSpeaking.contains(intent)
    }
}
