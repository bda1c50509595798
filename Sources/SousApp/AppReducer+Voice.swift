import Foundation
import SousCore

/// The microphone and speech as the indicator shows them, on their own slice: the status
/// (`\.voice`) and what the sound server offered (`AppState.voiceSlice`).
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

/// What the voice feature owns: the indicator's status and what the sound server offered.
struct VoiceSlice: Equatable {
    var status: VoiceStatus
    var microphoneSearch: MicrophoneSearch?
}

extension AppState {
    /// Voice's slice, over the two stored properties the views read.
    var voiceSlice: VoiceSlice {
        get { VoiceSlice(status: voice, microphoneSearch: microphoneSearch) }
        set {
            voice = newValue.status
            microphoneSearch = newValue.microphoneSearch
        }
    }
}

extension VoiceReducer {
    /// What the microphone's events read from around them.
    struct Context: Equatable {
        var voiceEnabled: Bool
        var listening: ListeningMode
        /// A recipe is being cooked: what is heard goes to its assistant.
        var isCooking: Bool

        init(voiceEnabled: Bool = true, listening: ListeningMode = .always, isCooking: Bool = false) {
            self.voiceEnabled = voiceEnabled
            self.listening = listening
            self.isCooking = isCooking
        }

        init(_ app: AppState) {
            self.init(voiceEnabled: app.settings.voiceEnabled, listening: app.settings.listening, isCooking: app.cooking != nil)
        }
    }

    /// The microphone's events: what was heard goes to the assistant exactly as typed text does.
    static func reduce(_ slice: inout VoiceSlice, _ action: VoiceAction, _ context: Context) -> Reduction {
        switch action {
        case .microphonesFound(let search):
            slice.microphoneSearch = search
            return .none
        case .speechUnavailable(let problem):
            return Reduction(banner: Banner(.warning, "Sous cannot speak aloud: \(problem). Answers still show on screen."))
        case .toggled, .listening, .speechStarted, .heard, .rejected, .unavailable, .speaking, .awake:
            guard context.voiceEnabled else {
                return action == .toggled ? Reduction(banner: Banner(.info, "Voice is off: turn on Voice control in Settings.")) : .none
            }
            if slice.status.isPaused, case .heard = action { return .none }
            return listening(&slice, action, context)
        }
    }

    /// The talk key and the microphone's events, with voice on.
    static func listening(_ slice: inout VoiceSlice, _ action: VoiceAction, _ context: Context) -> Reduction {
        switch action {
        case .toggled:
            if let missing = missingMicrophone(slice.microphoneSearch) {
                // Said at once, rather than "Listening for a command…" until the recogniser gives up.
                slice.status.isAwake = false
                // The voice layer's own reason, when it gave one, says more.
                if case .unavailable = slice.status.phase {} else { slice.status.phase = .unavailable(missing) }
                return Reduction([.voice(.findMicrophones)],
                                 banner: Banner(.warning, "\(missing.prefix(1).uppercased() + missing.dropFirst()): Sous cannot hear you. Type with :, or connect a microphone and press v."))
            }
            guard context.listening == .always else {
                // The talk key: whatever was being said stops, and the next command is taken.
                slice.status.isAwake = true
                return [.voice(.stopSpeaking), .voice(.listenNow)]
            }
            slice.status.isPaused.toggle()
            return [.voice(.stopSpeaking), .voice(.paused(slice.status.isPaused))]
        case .awake(let awake):
            slice.status.isAwake = awake
            // "Say it again" holds while a command is still taken without the wake phrase.
            slice.status.missed = false
            // The wake phrase alone ends an utterance: no longer hearing, now waiting for the command.
            if slice.status.phase == .hearing { slice.status.phase = .listening }
        case .listening:
            // Sous's own voice, heard and let go while it speaks, does not end the speaking.
            if slice.status.phase != .speaking { slice.status.phase = .listening }
        case .speechStarted:
            // Push to talk before the key: the speech is not listened to, so do not say "Hearing".
            if context.listening == .pushToTalk, !slice.status.isAwake { break }
            // While Sous speaks, the microphone hears Sous (only "stop" is taken): it is still
            // speaking, and "say stop" is what the cook needs to see.
            if slice.status.phase == .speaking { break }
            slice.status.phase = .hearing
        case .unavailable(let reason):
            slice.status.phase = .unavailable(reason)
        case .speaking(let speaking):
            slice.status.phase = speaking ? .speaking : .listening
        case .rejected(let guess, _):
            slice.status.lastRejected = guess
            // Chatter while nobody spoke to Sous is not worth a word; a command after the wake
            // phrase or the talk key is.
            if slice.status.isAwake { slice.status.missed = true }
            if slice.status.phase != .speaking { slice.status.phase = .listening }
        case .heard(let text, let confidence):
            slice.status.isAwake = false
            slice.status.missed = false
            slice.status.lastHeard = text
            slice.status.confidence = confidence
            guard context.isCooking else {
                slice.status.phase = .listening
                return Reduction(banner: Banner(.info, "Heard “\(text)”: voice commands work while cooking (open a recipe, press c)."))
            }
            slice.status.phase = .thinking
            return Reduction(requests: [.askInKitchen(text, unsure: confidence < VoiceStatus.sureConfidence)])
        case .microphonesFound, .speechUnavailable:
            break
        }
        return .none
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
}

extension AppReducer {
    static func reduceVoice(_ state: inout AppState, _ action: VoiceAction) -> [Effect] {
        scope(&state, \.voiceSlice, VoiceReducer.Context.init(_:)) { VoiceReducer.reduce(&$0, action, $1) }
    }

    /// A command heard while cooking goes to the assistant, and the overlay shows its answer.
    static func askInKitchen(_ text: String, unsure: Bool, now: Date, _ cooking: inout CookingState?) -> [Effect] {
        guard var shown = cooking else { return [] }
        shown.isThinking = true
        shown.isShown = true
        cooking = shown
        return [.assistant(.ask(text, session: shown.session, now: now, units: shown.units, pending: shown.pending, unsure: unsure))]
    }

    /// The recogniser's expectations follow the session: its ingredients, step count, timers,
    /// and whether a question waits for yes or no.
    static func voiceContext(before: ParseContext?, after: ParseContext?, in state: AppState) -> [Effect] {
        guard state.settings.voiceEnabled else { return [] }
        return before == after ? [] : [.voice(.context(after))]
    }
}
