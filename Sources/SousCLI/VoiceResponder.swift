import Foundation
import SousContract
import SousCore

/// What `sous listen` says back for a heard command: the assistant's answer in that moment
/// (the recipe at that step), exactly as a typed question would get it. Nothing is stored.
struct VoiceResponder {
    let assistant: Assistant

    init(grammar: IntentGrammar) throws {
        assistant = try Assistant.builtIn(grammar: grammar)
    }

    func response(to match: IntentMatch, heard: String, recipe: Recipe?, step: Int?, now: Date = Date()) -> String {
        var session = recipe.map { CookingSession(recipe: $0, now: now) }
        if let step, session != nil { session?.apply(.goToStep(step), now: now) }
        return assistant.respond(to: match, query: heard, session: session, now: now).display
    }
}
