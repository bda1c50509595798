import SousCore

extension AppState {
    /// What the voice layer should be doing now: the one source it is configured from.
    public var voiceSetup: VoiceSetup {
        guard settings.voiceEnabled else { return .off }
        return VoiceSetup(listening: VoiceSetup.Listening(mode: settings.listening, wakePhrase: settings.wakePhrase, microphone: settings.microphone,
                                                                  suppression: settings.suppressionLimit),
                          speech: SpeechVoiceSettings(voice: settings.voiceName, rate: settings.voiceRate, pitch: settings.voicePitch),
                          context: cooking?.speechContext, isPaused: voice.isPaused)
    }

    /// The part of `voiceSetup` that opens devices, compared after every action (cheaply: without
    /// the recogniser's context, which changes through `.voice(.context)`).
    var voiceDevices: VoiceDevicesKey {
        guard settings.voiceEnabled else { return VoiceDevicesKey() }
        return VoiceDevicesKey(mode: settings.listening, wakePhrase: settings.wakePhrase, microphone: settings.microphone,
                               voice: settings.voiceName, rate: settings.voiceRate, pitch: settings.voicePitch,
                               suppression: settings.noiseSuppression)
    }
}

/// What the voice devices were opened with; all nil when voice is off.
struct VoiceDevicesKey: Equatable {
    var mode: ListeningMode?
    var wakePhrase: String?
    var microphone: String??
    var voice: String?
    var rate: Int?
    var pitch: Int?
    var suppression: Int?
}
