import ArgumentParser
import Foundation
import SousContract
import SousCore
import SousStore

/// `sous ask`: what the cooking assistant understands and answers, for one typed question.
struct AskCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ask",
        abstract: "Ask the cooking assistant, as if typed in cooking mode.",
        discussion: "Nothing is saved unless --apply is given; then the recipe's cooking session (step, timers, scale, swaps) is updated in the database."
    )

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "What you would say or type, e.g. \"how much butter do I need\".") var text: String
    @Option(help: "The recipe being cooked: its id or the start of its title.") var recipe: String?
    @Option(help: "The step you are on (1-based).") var step: Int?
    @Option(help: "Cook this many servings.") var servings: Int?
    @Option(help: "Answer amounts as written (original), in metric or in US units (default: your setting).") var units: UnitSystem?
    @Flag(help: "Print one JSON object.") var json = false
    @Flag(help: "Save the changes to the recipe's cooking session.") var apply = false
    @Flag(help: "With --apply, confirm a request that asks first (cancelling every timer).") var yes = false

    func validate() throws {
        if let servings, !(1...1000).contains(servings) { throw ValidationError("--servings must be between 1 and 1000") }
        if let step, step < 1 { throw ValidationError("--step counts from 1") }
        if apply, recipe == nil { throw ValidationError("--apply needs --recipe: changes are saved to that recipe's cooking session") }
    }

    func run() throws {
        let db = try database.open()
        let now = Date()
        let assistant = try Assistant.builtIn()
        let chosenUnits = try units ?? SettingsRepository(db).load().units
        var session = try recipe.map { try startingSession($0, db: db, now: now) }
        if let step, let current = session {
            guard step <= current.stepCount else {
                throw CommandFailure(description: "--step \(step): \(current.recipe.title) has \(current.stepCount) steps")
            }
            session?.workstate.stepIndex = step - 1
        }
        if let servings { session?.apply(.rescaleServings(servings), now: now) }
        var response = assistant.respond(to: text, session: session, now: now, units: chosenUnits)
        var applied = false
        if apply, var current = session {
            if response.confirm, yes { response.confirm = false }
            current = current.applying(response, now: now).session
            try WorkstateRepository(db).save(current.workstate)
            session = current
            applied = !response.confirm
        }
        let output = AskOutput(response: response, applied: applied, workstate: session?.workstate)
        if json {
            try Output.json(output)
        } else {
            output.printText(needsYes: response.confirm && apply)
        }
    }

    /// The recipe's stored session, or a new one at step 1.
    func startingSession(_ reference: String, db: AppDatabase, now: Date) throws -> CookingSession {
        let found = try RecipeLookup.find(reference, in: db)
        if let id = found.id, let stored = try WorkstateRepository(db).workstate(recipeId: id) {
            return CookingSession(recipe: found, workstate: stored)
        }
        return CookingSession(recipe: found, now: now)
    }
}

/// What `sous ask` prints.
struct AskOutput: Encodable {
    var response: AssistantResponse
    var applied: Bool
    var workstate: CookingWorkstate?

    enum Keys: String, CodingKey {
        case query, intent, slots, score, reply, display, commands, confirm, units, stopsSpeaking, applied, workstate
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(response.query, forKey: .query)
        try c.encode(response.intent, forKey: .intent)
        try c.encode(response.slots.mapValues(SlotJSON.init), forKey: .slots)
        try c.encode((response.score * 1000).rounded() / 1000, forKey: .score)
        try c.encode(response.reply, forKey: .reply)
        try c.encode(response.display, forKey: .display)
        try c.encode(response.commands.map(\.description), forKey: .commands)
        try c.encode(response.confirm, forKey: .confirm)
        try c.encodeIfPresent(response.units, forKey: .units)
        try c.encode(response.stopsSpeaking, forKey: .stopsSpeaking)
        try c.encode(applied, forKey: .applied)
        try c.encodeIfPresent(workstate, forKey: .workstate)
    }

    func printText(needsYes: Bool) {
        Output.line("intent: \(response.intent) (score \(String(format: "%.2f", response.score)))")
        if !response.slots.isEmpty {
            Output.line("slots: " + response.slots.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))
        }
        Output.line("reply: \(response.reply)")
        if response.display != response.reply { Output.line("display: \(response.display)") }
        if !response.commands.isEmpty { Output.line("commands: " + response.commands.map(\.description).joined(separator: ", ")) }
        if response.confirm {
            Output.line(needsYes ? "not applied: this asks first; add --yes to confirm" : "confirm: asks before applying")
        }
        if applied, let workstate {
            Output.line("saved: step \(workstate.stepIndex + 1), \(workstate.timers.count) timer(s), scale \(workstate.scaleFactor)")
        }
    }
}

/// A slot value as plain JSON: numbers stay numbers, durations are seconds.
struct SlotJSON: Encodable {
    var value: SlotValue

    init(_ value: SlotValue) { self.value = value }

    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch value {
        case .number(let n): try c.encode(n)
        case .duration(let s): try c.encode(s)
        case .text(let t), .value(let t): try c.encode(t)
        }
    }
}
