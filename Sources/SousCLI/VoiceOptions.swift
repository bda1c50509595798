import ArgumentParser
import Foundation
import SousContract
import SousCore
import SousStore
import SousVoice

/// Options shared by the voice commands: the intents contract and the recipe moment.
struct VoiceGrammarOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Another intents file (same format) for both the grammar and the parser.", valueName: "file"))
    var contract: String?
    @Option(help: ArgumentHelp("The active recipe (id or start of title): its ingredients and steps narrow the grammar.", valueName: "recipe"))
    var recipe: String?
    @Option(help: ArgumentHelp("The current step of the recipe.", valueName: "n"))
    var step: Int?
    @Option(help: ArgumentHelp("A running timer's name (repeat for more).", valueName: "name"))
    var timer: [String] = []
    @Flag(help: "A yes/no question waits for its answer: the grammar offers yes and no.")
    var question = false

    func grammar() throws -> IntentGrammar {
        guard let contract else { return try IntentContract.builtIn() }
        return try IntentContract.load(fileAt: URL(fileURLWithPath: contract))
    }

    /// The recipe (when given) and the parse context it makes.
    func moment(database: DatabaseOptions) throws -> (recipe: Recipe?, context: ParseContext) {
        guard let recipe else { return (nil, ParseContext(timerNames: timer, questionPending: question)) }
        let found = try RecipeLookup.find(recipe, in: try database.open())
        let names = found.ingredients.map(\.name).filter { !$0.isEmpty }
        return (found, ParseContext(ingredientNames: names, timerNames: timer, stepCount: found.instructions.count, questionPending: question))
    }
}
