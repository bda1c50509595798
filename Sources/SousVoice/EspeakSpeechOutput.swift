import Foundation
import SousCore

/// Speech output through eSpeak NG and PulseAudio, on a background queue.
///
/// `speak` replaces whatever is being said. With no sound device, each text is written to
/// `fallbackFolder` as a WAV (when given) and `lastError` says why; the UI still shows the text.
/// `onSpeakingChanged` lets the owner mute the voice input meanwhile (half-duplex).
public final class EspeakSpeechOutput: SpeechOutput, @unchecked Sendable {
    private let queue = DispatchQueue(label: "sous-speech")
    private let lock = NSLock()
    private let speaker: Speaker
    private var speaking = false
    private var generation = 0
    private var settings: SpeechVoiceSettings
    private let fallbackFolder: URL?
    private let onSpeakingChanged: @Sendable (Bool) -> Void
    private var error: VoiceError?

    /// `reference`: where what is played is noted for the microphone's echo canceller.
    public init(settings: SpeechVoiceSettings = SpeechVoiceSettings(), device: String? = nil, fallbackFolder: URL? = nil,
                reference: PlaybackReference? = nil, onSpeakingChanged: @escaping @Sendable (Bool) -> Void = { _ in }) {
        self.settings = settings
        speaker = Speaker(device: device, reference: reference)
        self.fallbackFolder = fallbackFolder
        self.onSpeakingChanged = onSpeakingChanged
    }

    public var isSpeaking: Bool { lock.withLock { speaking } }

    /// Why the last text could not be spoken aloud (no sound device, no voice), if it could not.
    public var lastError: VoiceError? { lock.withLock { error } }

    public var problem: String? { lastError?.description }

    public func update(_ settings: SpeechVoiceSettings) {
        lock.withLock { self.settings = settings }
    }

    public func speak(_ text: String) {
        let ticket = lock.withLock { () -> Int in
            generation += 1
            return generation
        }
        speaker.stop()
        say(text, ticket: ticket)
    }

    /// Queued behind what is being said (the serial queue plays one clip after another); a
    /// `speak` or `stop` meanwhile moves the generation on, and this is dropped.
    public func speakAfter(_ text: String) {
        say(text, ticket: lock.withLock { generation })
    }

    private func say(_ text: String, ticket: Int) {
        let settings = lock.withLock { self.settings }
        queue.async { [self] in
            guard lock.withLock({ ticket == generation }) else { return }
            setSpeaking(true)
            defer { setSpeaking(false) }
            do {
                let clip = try EspeakEngine.shared.synthesize(text, settings: settings)
                guard lock.withLock({ ticket == generation }) else { return }
                do {
                    try speaker.play(clip)
                    lock.withLock { error = nil }
                } catch let failure {
                    record(failure)
                    if let fallbackFolder {
                        try? WAVFile.write(clip, to: fallbackFolder.appendingPathComponent("sous-speech-\(ticket).wav"))
                    }
                }
            } catch let failure {
                record(failure)
            }
        }
    }

    public func stop() {
        lock.withLock { generation += 1 }
        speaker.stop()
    }

    /// Waits until everything asked for so far has been spoken (or failed); for tests and `sous say`.
    public func waitUntilDone() {
        queue.sync {}
    }

    private func record(_ failure: any Error) {
        let voiceError = failure as? VoiceError ?? VoiceError(.synthesis, "\(failure)")
        lock.withLock { error = voiceError }
    }

    private func setSpeaking(_ value: Bool) {
        lock.withLock { speaking = value }
        onSpeakingChanged(value)
    }
}
