import Foundation
import SousContract
import SousCore
import SousStore
import SousTestSupport

/// The assistant's cost per utterance (parse and answer) and the workstate write per change.
struct AssistantBenchmark {
    var rounds = 20
    var writes = 500

    func run() throws {
        let grammar = try IntentContract.builtIn()
        let assistant = try Assistant.builtIn(grammar: grammar)
        var utterances = grammar.intents.flatMap { $0.samples.map(\.say) }
        let contractCount = utterances.count
        if let table = try? IntentContract.addedSamples(yaml: PhrasingTable.yaml(), file: PhrasingTable.path, over: grammar) {
            utterances += table.map(\.sample.say)
        }
        let recipe = try StarterCookbook.archive(now: Date()).recipes.first { $0.title == "Lemon Tart" }!
        var session = CookingSession(recipe: recipe, now: Date(timeIntervalSince1970: 0))
        session.apply(.addTimer(name: "rice", seconds: 600), now: Date(timeIntervalSince1970: 0))
        let now = Date(timeIntervalSince1970: 60)
        out("\n== Assistant: parse and answer, \(utterances.count) utterances (\(contractCount) contract samples, \(utterances.count - contractCount) table phrasings) x \(rounds) ==")
        var samples: [Double] = []
        for _ in 0..<rounds {
            for text in utterances {
                samples.append(Stopwatch.time { _ = assistant.respond(to: text, session: session, now: now, units: .metric) })
            }
        }
        out("per utterance: p50 \(Stopwatch.format(Stopwatch.percentile(samples, 50))) ms, p99 \(Stopwatch.format(Stopwatch.percentile(samples, 99))) ms, max \(Stopwatch.format(samples.max() ?? 0)) ms")
        try writeBenchmark(recipe)
    }

    /// Saves the workstate after each change, as cooking mode does, on a real database file.
    func writeBenchmark(_ recipe: Recipe) throws {
        let path = NSTemporaryDirectory() + "sous-bench-workstate.sqlite"
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        let database = try AppDatabase.open(path: path)
        let stored = try RecipeRepository(database).insert(recipe)
        let repository = WorkstateRepository(database)
        var session = CookingSession(recipe: stored, now: Date(timeIntervalSince1970: 0))
        let commands: [CookingCommand] = [.addTimer(name: "rice", seconds: 600), .nextStep, .addTimer(name: "oven", seconds: 1500),
                                          .adjustTimer(name: "rice", seconds: 60), .previousStep, .cancelTimer(name: "rice"),
                                          .markStepDone(nil), .cancelTimer(name: "oven")]
        var samples: [Double] = []
        for i in 0..<writes {
            session.apply(commands[i % commands.count], now: Date(timeIntervalSince1970: Double(i)))
            samples.append(try Stopwatch.time { try repository.save(session.workstate) })
        }
        out("workstate write per change (\(writes) changes, WAL file, 0-2 timers): p50 \(Stopwatch.format(Stopwatch.percentile(samples, 50))) ms, p99 \(Stopwatch.format(Stopwatch.percentile(samples, 99))) ms")
    }
}
