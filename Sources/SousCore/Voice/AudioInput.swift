/// A microphone the sound server offers: its PulseAudio source name and a description for people.
public struct AudioInput: Hashable, Sendable, Codable {
    public var name: String
    public var description: String

    public init(name: String, description: String) {
        self.name = name
        self.description = description
    }
}

/// What Sous found to listen to, for Settings > Microphone.
public enum MicrophoneSearch: Hashable, Sendable {
    /// No sound server answered (none running, or no permission).
    case noServer
    /// A recording (`--audio-file`) stands in for the microphone; the server was not asked.
    case recording
    /// The server's microphones (monitors of outputs left out, so possibly none), and whether
    /// its default input is such a monitor: it records what the computer plays, not the room.
    case found([AudioInput], defaultIsMonitor: Bool)

    /// The microphones found (none unless the server answered).
    public var microphones: [AudioInput] {
        if case .found(let inputs, _) = self { return inputs }
        return []
    }
}
