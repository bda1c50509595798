import Foundation
import SousApp
import SousCore
import SousStore

/// Carries out `AssistantEffect`s: answers typed and spoken questions about the cooking session.
public struct AssistantEffectHandler: EffectHandler {
    /// Nil inside if the built-in contract failed to load.
    private let assistant: LazyAssistant

    public init(assistant: Assistant? = nil) {
        self.assistant = LazyAssistant(assistant)
    }

    public func perform(_ effect: AssistantEffect) -> [AppAction] {
        switch effect {
        case .ask(let text, let session, let now, let units, let pending, let unsure):
            guard let assistant = assistant.value else { return [.failed(.assistantUnavailable)] }
            return [.cooking(.answered(assistant.respond(to: text, session: session, now: now, units: units, pending: pending, unsure: unsure)))]
        case .askAboutRecipe(let text, let session, let now, let units):
            guard let assistant = assistant.value else { return [.failed(.assistantUnavailable)] }
            return [.recipeAsk(.offlineAnswered(assistant.respond(to: text, session: session, now: now, units: units, pending: nil)))]
        case .adaptDiets(let recipe):
            guard let assistant = assistant.value, let id = recipe.id else { return [.failed(.assistantUnavailable)] }
            let knowledge = assistant.knowledge
            return [.diet(.optionsLoaded(recipeId: id, knowledge.diets.map { DietAdaptation.adapt(recipe, to: $0, knowledge: knowledge) }))]
        }
    }
}

/// The assistant, built on the first question rather than at start-up (compiling the grammar
/// would otherwise delay the first frame).
final class LazyAssistant: @unchecked Sendable {
    private let lock = NSLock()
    private var built: Assistant??

    init(_ given: Assistant?) {
        built = given.map { .some($0) }
    }

    var value: Assistant? {
        lock.withLock {
            if let built { return built }
            let made = try? Assistant.builtIn()
            built = .some(made)
            return made
        }
    }
}

extension EffectHandlers {
    /// The app's handlers over `database`; `voice` is the microphone and speaker (silent when
    /// there are none, as in `sous render` and the journey tests).
    public static func app(database: AppDatabase, now: @escaping @Sendable () -> Date = { Date() },
                           assistant: Assistant? = nil, voice: any EffectHandler<VoiceEffect> = SilentVoice(),
                           sync: (any EffectHandler<SyncEffect>)? = nil,
                           ai: any StreamingEffectHandler<AIEffect> = NoAI(),
                           memory: (any StreamingEffectHandler<MemoryEffect>)? = nil) -> EffectHandlers {
        EffectHandlers(store: StoreEffectHandler(database: database, now: now), transfer: TransferEffectHandler(database: database),
                       assistant: AssistantEffectHandler(assistant: assistant), voice: voice,
                       sync: sync ?? SyncEffectHandler(database: database, now: now), ai: ai,
                       memory: memory ?? MemoryEffectHandler(database: database, realTime: false, now: now, say: { _, _ in }))
    }
}
