/// Carries out one domain's effects (database, files, assistant, voice) off the UI thread;
/// what it returns is fed back to the reducer as actions.
///
/// Each conformer switches exhaustively over its `Handled` enum, with no `default`.
public protocol EffectHandler<Handled>: Sendable {
    associatedtype Handled: Sendable
    func perform(_ effect: Handled) -> [AppAction]
}

/// One handler per background domain; `AppRuntime` routes each effect to its domain's handler.
/// (`.terminal` effects are the run loop's own.)
public struct EffectHandlers: Sendable {
    public var store: any EffectHandler<StoreEffect>
    public var transfer: any EffectHandler<TransferEffect>
    public var assistant: any EffectHandler<AssistantEffect>
    public var voice: any EffectHandler<VoiceEffect>
    public var sync: any EffectHandler<SyncEffect>
    public var ai: any StreamingEffectHandler<AIEffect>
    public var memory: any StreamingEffectHandler<MemoryEffect>

    public init(store: any EffectHandler<StoreEffect>, transfer: any EffectHandler<TransferEffect>,
                assistant: any EffectHandler<AssistantEffect>, voice: any EffectHandler<VoiceEffect>,
                sync: any EffectHandler<SyncEffect> = NoSync(), ai: any StreamingEffectHandler<AIEffect> = NoAI(),
                memory: any StreamingEffectHandler<MemoryEffect> = NoMemories()) {
        self.store = store
        self.transfer = transfer
        self.assistant = assistant
        self.voice = voice
        self.sync = sync
        self.ai = ai
        self.memory = memory
    }
}

/// A kitchen with no sync (tests, `sous render`): never in a family, nothing to load.
public struct NoSync: EffectHandler {
    public init() {}

    public func perform(_ effect: SyncEffect) -> [AppAction] {
        switch effect {
        case .loadStatus: return [.sync(.statusLoaded(SyncStatusSnapshot(setup: SyncSetup(server: nil, family: nil), last: nil, openConflicts: 0)))]
        case .run: return [.sync(.finished(.notSetUp))]
        case .quiet, .loadConflicts, .restore: return []
        }
    }
}

/// Carries out a domain whose work runs long and answers piece by piece (a streamed answer):
/// `post` hands each result to the run loop's inbox as it comes. `perform` may block its
/// thread until the work is done, so the runtime calls it off the serial effects queue.
public protocol StreamingEffectHandler<Handled>: Sendable {
    associatedtype Handled: Sendable
    func perform(_ effect: Handled, post: @escaping @Sendable ([AppAction]) -> Void)
}

/// No AI (tests, `sous render`): nothing is found, nothing is sent.
public struct NoAI: StreamingEffectHandler {
    public init() {}

    public func perform(_ effect: AIEffect, post: @escaping @Sendable ([AppAction]) -> Void) {
        switch effect {
        case .loadStatus, .saveProvider, .setKey, .deleteKey, .recordConsent, .cancel:
            return
        case .generate(let id, _, _), .ask(let id, _, _):
            post([.ai(.failed(id: id, .noProvider))])
        case .proposePlan(let id, _, _):
            post([.planForMe(.generationFailed(id: id, .noProvider))])
        case .applyPlan:
            post([.planForMe(.applyFailed("there is no cookbook here"))])
        }
    }
}

/// A voice layer that is not there (tests, `sous render`): nothing is heard or said, and the
/// sound server is never asked.
public struct SilentVoice: EffectHandler {
    public init() {}

    public func perform(_ effect: VoiceEffect) -> [AppAction] {
        switch effect {
        case .configure, .context, .paused, .listenNow, .announce, .continueSaying, .stopSpeaking, .findMicrophones:
            return []
        }
    }
}

/// No memories (tests, `sous render`): none are found; recording and playback say why not.
public struct NoMemories: StreamingEffectHandler {
    public init() {}

    public func perform(_ effect: MemoryEffect, post: @escaping @Sendable ([AppAction]) -> Void) {
        switch effect {
        case .load(let recipeId):
            post([.memory(.loaded(recipeId: recipeId, items: [], questions: []))])
        case .record:
            post([.memory(.recordFailed("recording is not available here"))])
        case .play:
            post([.memory(.playbackFailed("playback is not available here"))])
        case .stopRecording, .cancelRecording, .setPaused, .seek, .stopPlayback, .saveTranscript, .delete:
            return
        }
    }
}
