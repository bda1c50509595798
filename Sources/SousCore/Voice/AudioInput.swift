/// A microphone the sound server offers: its PulseAudio source name and a description for people.
public struct AudioInput: Hashable, Sendable, Codable {
    public var name: String
    public var description: String

    public init(name: String, description: String) {
        self.name = name
        self.description = description
    }
}
