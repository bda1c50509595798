import SousCore

extension AppState {
    /// What the voice layer should be doing now: the one source it is configured from.
    public var voiceSetup: VoiceSetup {
        guard settings.voiceEnabled else { return .off }
        return VoiceSetup(listening: VoiceSetup.Listening(mode: settings.listening, wakePhrase: settings.wakePhrase, microphone: settings.microphone),
                          speech: SpeechVoiceSettings(voice: settings.voiceName, rate: settings.voiceRate, pitch: settings.voicePitch),
                          context: cooking?.speechContext, isPaused: voice.isPaused)
    }
}
