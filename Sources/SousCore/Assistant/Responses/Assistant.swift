import Foundation

/// Understands a typed or spoken question and answers it for the session being cooked.
///
/// Pure: the parser, the knowledge base and the inputs decide the answer; nothing is read from
/// a clock or a disk. Build it once (`Assistant.builtIn()` in SousContract) and share it.
public struct Assistant: Sendable {
    /// Typed text's reader: the contract's patterns, then the tolerant fallback.
    public let reader: TypedIntentReader
    /// The patterns alone, as speech is read.
    public var parser: IntentParser { reader.parser }
    public let knowledge: KitchenKnowledge
    /// Intents marked `confirm: true` in the contract.
    public let confirming: Set<String>

    /// Intents that undo work; heard with low confidence they are asked about first ("Did you say…").
    public static let destructive: Set<String> = ["cancelTimer", "cancelAllTimers", "startOver"]

    /// Queries are stored and shown cut to this many characters.
    public static let maxQueryCharacters = 200

    public init(grammar: IntentGrammar, knowledge: KitchenKnowledge) throws(GrammarError) {
        reader = try TypedIntentReader(grammar: grammar)
        self.knowledge = knowledge
        confirming = Set(grammar.intents.filter(\.confirm).map(\.name))
    }

    /// Reads `text` as typed (patterns, then the fallback) in the session's context and answers it.
    ///
    /// `pending` is the last response if it asked for confirmation: "yes" then applies its
    /// commands, "no" drops them, anything else drops them and is answered as usual.
    ///
    /// `unsure`: the words were heard with low confidence; a destructive command (cancel a timer,
    /// start over) is then asked about first instead of done.
    public func respond(to text: String, session: CookingSession?, now: Date, units: UnitSystem = .asWritten,
                        pending: AssistantResponse? = nil, unsure: Bool = false) -> AssistantResponse {
        let match = reader.parse(text, context: session?.parseContext ?? ParseContext())
        return respond(to: match, query: text, session: session, now: now, units: units, pending: pending, unsure: unsure)
    }

    /// Answers an intent already parsed (by this parser, or by speech recognition with the same grammar).
    public func respond(to match: IntentMatch, query: String, session: CookingSession?, now: Date,
                        units: UnitSystem = .asWritten, pending: AssistantResponse? = nil, unsure: Bool = false) -> AssistantResponse {
        let context = Context(match: match, session: session, now: now, units: units, pending: pending)
        var answer = self.answer(context)
        if confirming.contains(match.intent), !answer.commands.isEmpty { answer.confirm = true }
        if unsure, Self.destructive.contains(match.intent), !answer.commands.isEmpty, !answer.confirm {
            var ask = Answer("Did you say “\(Self.cleaned(query))”? Say yes to do it, or no.", commands: answer.commands)
            ask.confirm = true
            answer = ask
        }
        let display = answer.display
        return AssistantResponse(
            query: Self.cleaned(query), intent: match.intent, slots: match.slots, score: match.score,
            reply: SpokenText.speakable(answer.spoken ?? display), display: display, commands: answer.commands,
            confirm: answer.confirm, units: answer.units, stopsSpeaking: answer.stopsSpeaking, addsNote: answer.addsNote
        )
    }

    /// What one answer needs to know.
    struct Context {
        var match: IntentMatch
        var session: CookingSession?
        var now: Date
        var units: UnitSystem
        var pending: AssistantResponse?

        func text(_ slot: String) -> String? {
            if case .text(let t) = match.slots[slot] { return t }
            if case .value(let v) = match.slots[slot] { return v }
            return nil
        }

        func number(_ slot: String) -> Int? {
            if case .number(let n) = match.slots[slot] { return n }
            return nil
        }

        func seconds(_ slot: String) -> Int? {
            if case .duration(let s) = match.slots[slot] { return Int(s.rounded()) }
            return nil
        }
    }

    static let needsRecipe = "Open a recipe to cook first; then I can read its steps, keep its timers and scale it."

    func answer(_ c: Context) -> Answer {
        switch c.match.intent {
        case "yes": return confirmed(c)
        case "no": return Answer(c.pending?.confirm == true ? "Okay, I left everything as it was." : "Okay.")
        case "help": return Answer(Self.helpText)
        case "explainTechnique": return explain(c)
        case "convertUnits": return convertUnits(c)
        case "stopSpeaking":
            var answer = Answer("")
            answer.stopsSpeaking = true
            return answer
        case "substituteIngredient": return substitute(c)
        case IntentMatch.unknownIntent: return unknown(c)
        default: break
        }
        guard let session = c.session else { return Answer(Self.needsRecipe) }
        switch c.match.intent {
        case "nextStep": return run([.nextStep], session, c)
        case "previousStep": return run([.previousStep], session, c)
        case "repeatStep": return repeatLast(session, c)
        case "goToStep": return run([.goToStep(c.number("step") ?? 1)], session, c)
        case "startOver": return run([.goToStep(1)], session, c)
        case "markStepDone": return run([.markStepDone(c.number("step"))], session, c)
        case "currentStep": return Answer(session.stepCount == 0 ? CookingSession.noStepsReply : "You are on " + lowerFirst(session.reading(stepAt: session.stepIndex)))
        case "whatIsNext": return whatIsNext(session)
        case "pause": return run([.pause], session, c)
        case "resume": return run([.resume], session, c)
        case "setTimer": return run([.addTimer(name: c.text("name"), seconds: c.seconds("duration") ?? 0)], session, c)
        case "startStepTimer": return run([.startStepTimer], session, c)
        case "cancelTimer": return run([.cancelTimer(name: c.text("name"))], session, c)
        case "cancelAllTimers": return cancelAll(session, c)
        case "addTime": return run([.adjustTimer(name: c.text("name"), seconds: c.seconds("duration") ?? 0)], session, c)
        case "checkTimer": return checkTimer(session, c)
        case "howLongLeft": return howLongLeft(session, c)
        case "howLongToCook": return howLongToCook(session, c)
        case "whatTemperature": return whatTemperature(session, c)
        case "scaleServings": return scale(session, c)
        case "whatIngredients": return whatIngredients(session, c)
        case "readIngredients": return readIngredients(session, c)
        case "howMuch": return howMuch(session, c)
        case "addNote":
            // Said by the recorder itself (it stops listening first), so the reply is not spoken.
            var answer = Answer("Recording a note on step \(session.stepIndex + 1): speak now; a pause ends it.", spoken: "")
            answer.addsNote = true
            return answer
        default: return Answer(Self.helpText)
        }
    }

    /// The commands tried on a copy of the session: their replies, or the refusal and no commands.
    func run(_ commands: [CookingCommand], _ session: CookingSession, _ c: Context) -> Answer {
        var copy = session
        var replies: [String] = []
        for command in commands {
            let result = copy.apply(command, now: c.now)
            guard result.isAccepted else { return Answer(result.reply) }
            if !result.reply.isEmpty { replies.append(result.reply) }
        }
        return Answer(replies.joined(separator: " "), commands: commands)
    }

    /// "Yes" to a pending question: its commands, applied now.
    func confirmed(_ c: Context) -> Answer {
        guard let pending = c.pending, pending.confirm else { return Answer("There is nothing to confirm.") }
        guard let session = c.session else { return Answer(Self.needsRecipe) }
        return run(pending.commands, session, c)
    }

    /// "Say that again": the last answer, else the current step.
    func repeatLast(_ session: CookingSession, _ c: Context) -> Answer {
        if let last = session.workstate.lastResponse, !last.isEmpty {
            return Answer(last)
        }
        return run([.repeatStep], session, c)
    }

    func lowerFirst(_ text: String) -> String { text.prefix(1).lowercased() + text.dropFirst() }

    /// Terminal-safe, on one line, at most `maxQueryCharacters`.
    static func cleaned(_ query: String) -> String {
        let safe = TerminalSafe.sanitized(query).trimmingSpaces
        return safe.count > maxQueryCharacters ? String(safe.prefix(maxQueryCharacters - 1)) + "…" : safe
    }
}
