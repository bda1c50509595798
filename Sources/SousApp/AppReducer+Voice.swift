import SousCore

/// The microphone and speech as the indicator shows them, on their own slice (`\.voice`).
enum VoiceReducer {
    /// Voice control switched off in Settings: nothing heard or said is shown any more.
    static func turnedOff(_ voice: inout VoiceStatus) -> Reduction {
        voice = VoiceStatus()
        return .none
    }

    /// A new listening mode starts asleep, and v no longer pauses outside "always": listen again.
    static func listeningModeChanged(to mode: ListeningMode, _ voice: inout VoiceStatus) -> Reduction {
        voice.isAwake = false
        guard voice.isPaused, mode != .always else { return .none }
        voice.isPaused = false
        return [.voice(.paused(false))]
    }
}

extension AppReducer {
    /// The microphone's events: what was heard goes to the assistant exactly as typed text does.
    static func reduceVoice(_ state: inout AppState, _ action: VoiceAction) -> [Effect] {
        switch action {
        case .microphonesFound(let search):
            state.microphoneSearch = search
            return []
        case .speechUnavailable(let problem):
            state.banner = Banner(.warning, "Sous cannot speak aloud: \(problem). Answers still show on screen.")
            return []
        case .toggled, .listening, .speechStarted, .heard, .rejected, .unavailable, .speaking, .awake:
            guard state.settings.voiceEnabled else {
                if action == .toggled { state.banner = Banner(.info, "Voice is off: turn on Voice control in Settings.") }
                return []
            }
            if state.voice.isPaused, case .heard = action { return [] }
            return reduceListening(&state, action)
        }
    }

    /// The talk key and the microphone's events, with voice on.
    static func reduceListening(_ state: inout AppState, _ action: VoiceAction) -> [Effect] {
        switch action {
        case .toggled:
            if let missing = missingMicrophone(state.microphoneSearch) {
                // Said at once, rather than "Listening for a command…" until the recogniser gives up.
                state.voice.isAwake = false
                // The voice layer's own reason, when it gave one, says more.
                if case .unavailable = state.voice.phase {} else { state.voice.phase = .unavailable(missing) }
                state.banner = Banner(.warning, "\(missing.prefix(1).uppercased() + missing.dropFirst()): Sous cannot hear you. Type with :, or connect a microphone and press v.")
                return [.voice(.findMicrophones)]
            }
            guard state.settings.listening == .always else {
                // The talk key: whatever was being said stops, and the next command is taken.
                state.voice.isAwake = true
                return [.voice(.stopSpeaking), .voice(.listenNow)]
            }
            state.voice.isPaused.toggle()
            return [.voice(.stopSpeaking), .voice(.paused(state.voice.isPaused))]
        case .awake(let awake):
            state.voice.isAwake = awake
            // "Say it again" holds while a command is still taken without the wake phrase.
            state.voice.missed = false
            // The wake phrase alone ends an utterance: no longer hearing, now waiting for the command.
            if state.voice.phase == .hearing { state.voice.phase = .listening }
        case .listening:
            // Sous's own voice, heard and let go while it speaks, does not end the speaking.
            if state.voice.phase != .speaking { state.voice.phase = .listening }
        case .speechStarted:
            // Push to talk before the key: the speech is not listened to, so do not say "Hearing".
            if state.settings.listening == .pushToTalk, !state.voice.isAwake { break }
            // While Sous speaks, the microphone hears Sous (only "stop" is taken): it is still
            // speaking, and "say stop" is what the cook needs to see.
            if state.voice.phase == .speaking { break }
            state.voice.phase = .hearing
        case .unavailable(let reason):
            state.voice.phase = .unavailable(reason)
        case .speaking(let speaking):
            state.voice.phase = speaking ? .speaking : .listening
        case .rejected(let guess, _):
            state.voice.lastRejected = guess
            // Chatter while nobody spoke to Sous is not worth a word; a command after the wake
            // phrase or the talk key is.
            if state.voice.isAwake { state.voice.missed = true }
            if state.voice.phase != .speaking { state.voice.phase = .listening }
        case .heard(let text, let confidence):
            state.voice.isAwake = false
            state.voice.missed = false
            state.voice.lastHeard = text
            state.voice.confidence = confidence
            guard var cooking = state.cooking else {
                state.banner = Banner(.info, "Heard “\(text)”: voice commands work while cooking (open a recipe, press c).")
                state.voice.phase = .listening
                return []
            }
            state.voice.phase = .thinking
            cooking.isThinking = true
            cooking.isShown = true
            state.cooking = cooking
            return [.assistant(.ask(text, session: cooking.session, now: state.now, units: cooking.units, pending: cooking.pending,
                                    unsure: confidence < VoiceStatus.sureConfidence))]
        case .microphonesFound, .speechUnavailable:
            break
        }
        return []
    }

    /// Why nothing can be heard, when the sound server's answer says so: no server, or a server
    /// with no microphone (monitors of outputs do not count). Nil while unasked or with one.
    static func missingMicrophone(_ search: MicrophoneSearch?) -> String? {
        switch search {
        case .noServer: "no sound server"
        case .found(let inputs, _) where inputs.isEmpty: "no microphone found"
        default: nil
        }
    }

    /// What to say when the step changes and the cook asked for steps read aloud.
    static func stepReading(after result: CookingResult, in state: AppState) -> [Effect] {
        guard state.settings.voiceEnabled, state.settings.speakSteps,
              result.events.contains(where: { if case .stepChanged = $0 { true } else { false } }) else { return [] }
        return [.voice(.announce(SpokenText.speakable(result.session.reading(stepAt: result.session.stepIndex))))]
    }

    /// The recogniser's expectations follow the session: its ingredients, step count, timers,
    /// and whether a question waits for yes or no.
    static func voiceContext(before: ParseContext?, after: ParseContext?, in state: AppState) -> [Effect] {
        guard state.settings.voiceEnabled else { return [] }
        return before == after ? [] : [.voice(.context(after))]
    }
}
