import SousCore

/// What `sous listen` says back for a heard command: the hook the assistant engine plugs into.
///
/// The real answer comes from the assistant (`Assistant.respond`) when it is wired in; until then
/// `PlaceholderResponder` answers with the intent's description from the contract.
protocol VoiceResponder {
    func response(to match: IntentMatch, recipe: Recipe?, step: Int?) -> String
}

/// PLACEHOLDER until the assistant engine is merged: "[placeholder] <intent description>".
struct PlaceholderResponder: VoiceResponder {
    let grammar: IntentGrammar

    func response(to match: IntentMatch, recipe: Recipe?, step: Int?) -> String {
        let description = grammar.intent(named: match.intent)?.description ?? match.intent
        return "[placeholder] \(description)"
    }
}
