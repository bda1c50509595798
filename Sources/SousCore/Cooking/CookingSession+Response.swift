import Foundation

extension CookingSession {
    /// Records the exchange (last intent, question and answer) and applies the response's
    /// commands, unless it is asking for confirmation first.
    ///
    /// The reply to show and say is the response's own; the result's events tell a screen what
    /// changed (a timer started, the recipe finished).
    public func applying(_ response: AssistantResponse, now: Date) -> CookingResult {
        var session = self
        var events: [CookingEvent] = []
        if !response.confirm {
            for command in response.commands { events += session.apply(command, now: now).events }
        }
        session.apply(.recordExchange(intent: response.intent, query: response.query, reply: response.display), now: now)
        return CookingResult(session: session, reply: response.display, events: events)
    }
}
