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
        let tableCount = utterances.count - contractCount
        // Unseen phrasings and chatter: most take the tolerant second pass, the slow path.
        for path in [PhrasingTable.holdoutPath, PhrasingTable.holdout2Path, PhrasingTable.holdout3Path] {
            if let table = try? IntentContract.addedSamples(yaml: PhrasingTable.yaml(path), file: path, over: grammar) {
                utterances += table.map(\.sample.say)
            }
        }
        utterances += (try? PhrasingTable.negatives()) ?? []
        let recipe = try StarterCookbook.archive(now: Date()).recipes.first { $0.title == "Lemon Tart" }!
        var session = CookingSession(recipe: recipe, now: Date(timeIntervalSince1970: 0))
        session.apply(.addTimer(name: "rice", seconds: 600), now: Date(timeIntervalSince1970: 0))
        let now = Date(timeIntervalSince1970: 60)
        out("\n== Assistant: parse and answer, \(utterances.count) utterances (\(contractCount) contract samples, \(tableCount) table phrasings, \(utterances.count - contractCount - tableCount) holdout and negative) x \(rounds) ==")
        let context = session.parseContext
        let parse = measure(utterances) { _ = assistant.parser.parse($0, context: context) }
        let strictParser = try IntentParser(grammar: grammar, tolerance: .strict)
        let strict = measure(utterances) { _ = strictParser.parse($0, context: context) }
        let soup = measure(Self.wordSoup(count: 100, words: 16)) { _ = assistant.parser.parse($0, context: context) }
        let answer = measure(utterances) { _ = assistant.respond(to: $0, session: session, now: now, units: .metric) }
        out("parse only:       \(parse.summary)")
        out("parse, strict:    \(strict.summary) (whole-sentence patterns only, no tolerant pass)")
        out("parse, word soup: \(soup.summary) (16 grammar words each, the tolerant pass's worst case)")
        out("parse and answer: \(answer.summary)")
        if ProcessInfo.processInfo.environment["SOUS_BENCH_SLOWEST"] != nil {
            for (ms, text) in parse.medians.sorted(by: { $0.0 > $1.0 }).prefix(10) { out("  \(Stopwatch.format(ms)) ms  parse \(text)") }
            for (ms, text) in answer.medians.sorted(by: { $0.0 > $1.0 }).prefix(10) { out("  \(Stopwatch.format(ms)) ms  \(text)") }
        }
        try writeBenchmark(recipe)
    }

    /// Sentences of `words` words the grammar and number reader care about, in random order:
    /// nothing covers them whole, so each takes the tolerant pass with many partial matches.
    static func wordSoup(count: Int, words: Int) -> [String] {
        let pool = ["set", "a", "timer", "for", "and", "half", "an", "hour", "minutes", "step", "go", "to", "the",
                    "how", "much", "of", "cancel", "rice", "double", "it", "next", "back", "what", "is", "me", "again"]
        var state: UInt64 = 7
        return (0..<count).map { _ in
            (0..<words).map { _ in
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return pool[Int(state >> 33) % pool.count]
            }.joined(separator: " ")
        }
    }

    /// Timings of `body` over every utterance, `rounds` times after one untimed round.
    func measure(_ utterances: [String], _ body: (String) -> Void) -> (summary: String, medians: [(Double, String)]) {
        var all: [Double] = []
        var perUtterance = Array(repeating: [Double](), count: utterances.count)
        for text in utterances { body(text) } // warm-up round, not timed
        for _ in 0..<rounds {
            for (i, text) in utterances.enumerated() {
                let ms = Stopwatch.time { body(text) }
                all.append(ms)
                perUtterance[i].append(ms)
            }
        }
        let medians = perUtterance.enumerated().map { (Stopwatch.percentile($1, 50), utterances[$0]) }
        let worst = Stopwatch.percentile(medians.map(\.0), 99)
        let summary = "p50 \(Stopwatch.format(Stopwatch.percentile(all, 50))) ms, p99 \(Stopwatch.format(Stopwatch.percentile(all, 99))) ms; "
            + "p99 of per-utterance medians \(Stopwatch.format(worst)) ms"
        return (summary, medians)
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
