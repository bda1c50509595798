/// Why voice input or output does not work, in words a cook can act on.
public struct VoiceError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        /// The PocketSphinx model or dictionary is missing.
        case model
        /// No PulseAudio/PipeWire server, no microphone, or no permission.
        case microphone
        /// No sound output device.
        case soundOutput
        /// An audio file that cannot be read or is in an unsupported format.
        case audioFile
        /// The grammar could not be built or loaded into the recognizer.
        case grammar
        /// The synthesizer failed.
        case synthesis
    }

    public var kind: Kind
    public var message: String
    /// What to do about it ("install pocketsphinx-en-us", "use --out F.wav").
    public var fix: String?

    public init(_ kind: Kind, _ message: String, fix: String? = nil) {
        self.kind = kind
        self.message = message
        self.fix = fix
    }

    public var description: String {
        fix.map { "\(message) (\($0))" } ?? message
    }
}
