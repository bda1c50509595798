import ArgumentParser
import Foundation
import SousAI
import SousCore
import SousStore

/// `sous ai ask RECIPE "question"`: the provider's answer about one recipe, streamed to
/// standard output as it arrives.
struct AIAskCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ask",
        abstract: "Ask your AI provider about a recipe; the answer streams as it is written.",
        discussion: "The provider is sent the recipe (title, servings, ingredient lines, steps) and your question; nothing else."
    )

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var ai: AIOptions
    @Argument(help: "The recipe: its id or the start of its title.") var recipe: String
    @Argument(help: "The question, e.g. \"can I make this ahead?\".") var question: String
    @Option(help: "Cook this many servings (the provider is told).") var servings: Int?
    @Flag(help: "Print one JSON object when the answer is complete.") var json = false

    func validate() throws {
        if question.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError("ask a question") }
        if question.count > 2000 { throw ValidationError("keep the question under 2,000 characters") }
        if let servings, !(1...1000).contains(servings) { throw ValidationError("--servings must be between 1 and 1000") }
    }

    static let instructions = """
        You are the sous-chef in Sous, a cooking app, helping someone cook the recipe below. \
        Answer the question briefly and practically, in plain text without Markdown, in the \
        units the recipe uses.
        """

    /// The recipe as the provider sees it.
    static func context(_ recipe: Recipe, servings: Int?) -> String {
        var lines = ["Recipe: \(recipe.title) (serves \(recipe.servings))"]
        if let servings, servings != recipe.servings { lines.append("The cook is making \(servings) servings.") }
        lines.append("Ingredients:")
        lines += recipe.ingredients.map { "- \($0.text)" }
        lines.append("Steps:")
        lines += recipe.instructions.map { "\($0.step). \($0.text)" }
        return lines.joined(separator: "\n")
    }

    func run() throws {
        let db = try database.open()
        let found = try RecipeLookup.find(recipe, in: db)
        let request = AIRequest(system: Self.instructions + "\n\n" + Self.context(found, servings: servings),
                                messages: [AIMessage(.user, question)], maxTokens: 1024)
        let json = self.json
        do {
            let provider = try AIRun.provider(ai, db: db, sends: "the recipe \"\(found.title)\" (ingredients and steps) and your question")
            let answer = try AIRun.blocking {
                var text = ""
                do {
                    for try await piece in provider.streamChat(request) {
                        text += piece
                        if !json { Self.write(piece) }
                    }
                    // A cancelled stream just ends; say so rather than pass half an answer as whole.
                    if Task.isCancelled { throw AIError.cancelled }
                    await provider.shutdown()
                } catch {
                    await provider.shutdown()
                    if !text.isEmpty, !json { Self.write("\n") }
                    throw Task.isCancelled ? AIError.cancelled : error
                }
                return text
            }
            if json {
                try Output.json(Answer(recipe: found.title, question: question, answer: answer, provider: provider.config.label))
            } else if !answer.hasSuffix("\n") {
                Self.write("\n")
            }
        } catch let error as AIError {
            let failure = AIRun.failure(error)
            Output.error(failure.message)
            throw ExitCode(failure.code)
        }
    }

    struct Answer: Encodable {
        var recipe: String
        var question: String
        var answer: String
        var provider: String
    }

    /// A piece of the answer, shown at once and made terminal-safe.
    static func write(_ piece: String) {
        FileHandle.standardOutput.write(Data(TerminalSafe.sanitized(piece, keepNewlines: true).utf8))
    }
}
