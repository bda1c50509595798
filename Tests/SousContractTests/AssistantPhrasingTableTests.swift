import Foundation
import SousContract
import SousCore
import SousTestSupport
import Testing

/// Every phrasing of `Phrasings/`, with the accuracy printed.
@Suite struct AssistantPhrasingTableTests {
    /// Built once: training the fallback takes a moment in a debug build.
    static let standardReader = Result { try TypedIntentReader(grammar: IntentContract.builtIn()) }

    static func reader(_ tolerance: IntentParser.Tolerance, _ threshold: TypedIntentReader.Threshold) throws -> TypedIntentReader {
        if tolerance == .standard, threshold == .standard { return try standardReader.get() }
        return try TypedIntentReader(grammar: IntentContract.builtIn(), tolerance: tolerance, threshold: threshold)
    }

    /// The share of `path`'s phrasings read right, printed with every misreading.
    static func accuracy(_ path: String, name: String, tolerance: IntentParser.Tolerance = .standard,
                         threshold: TypedIntentReader.Threshold = .standard, quiet: Bool = false) throws -> (rows: Int, percent: Double) {
        let grammar = try IntentContract.builtIn()
        let parser = try Self.reader(tolerance, threshold)
        let rows = try IntentContract.addedSamples(yaml: PhrasingTable.yaml(path), file: path, over: grammar)
        var wrong: [String] = []
        for (intent, sample) in rows {
            let match = parser.parse(sample.say, context: sample.context)
            if match.intent != intent || match.slots != sample.slots {
                wrong.append("  \"\(sample.say)\": expected \(intent) \(sample.slots), got \(match.intent) \(match.slots)")
            }
        }
        let right = rows.count - wrong.count
        let percent = rows.isEmpty ? 0 : Double(right) * 100 / Double(rows.count)
        if quiet { return (rows.count, percent) }
        print("Assistant \(name): \(right)/\(rows.count) right (\(String(format: "%.1f", percent))%)")
        if !wrong.isEmpty { print("Misread:\n" + wrong.joined(separator: "\n")) }
        return (rows.count, percent)
    }

    /// The negative table's sentences read as an intent, printed with the rate.
    static func falseAccepts(_ path: String = PhrasingTable.negativesPath, name: String = "negatives",
                             tolerance: IntentParser.Tolerance = .standard, threshold: TypedIntentReader.Threshold = .standard,
                             quiet: Bool = false) throws -> (rows: Int, accepted: [String]) {
        let parser = try Self.reader(tolerance, threshold)
        let sentences = try PhrasingTable.negatives(path)
        var accepted: [String] = []
        for text in sentences {
            let match = parser.parse(text)
            if !match.isUnknown { accepted.append("  \"\(text)\": read as \(match.intent) \(match.slots) score \(String(format: "%.2f", match.score)) skipped \(match.skipped)") }
        }
        if !quiet {
            let rate = sentences.isEmpty ? 0 : Double(accepted.count) * 100 / Double(sentences.count)
            print("Assistant \(name): \(accepted.count)/\(sentences.count) false accepts (\(String(format: "%.1f", rate))%)")
            if !accepted.isEmpty { print("Accepted:\n" + accepted.joined(separator: "\n")) }
        }
        return (sentences.count, accepted)
    }

    @Test func tableIsLargeCoversEveryIntentAndIsAtLeast95PercentRight() throws {
        let grammar = try IntentContract.builtIn()
        let rows = try IntentContract.addedSamples(yaml: PhrasingTable.yaml(), file: PhrasingTable.path, over: grammar)
        #expect(Set(rows.map(\.intent)) == Set(grammar.intents.map(\.name)), "every intent has phrasings")
        let (count, percent) = try Self.accuracy(PhrasingTable.path, name: "phrasing table")
        #expect(count >= 150)
        #expect(percent >= 95)
    }

    /// A table the grammar was never tuned on, with the share it must keep.
    struct Holdout: CustomTestStringConvertible, Sendable {
        var path: String
        var name: String
        var minPercent: Double
        var testDescription: String { name }
    }

    /// Phrasings the grammar was never tuned on, and the everyday table's tuning part.
    ///
    /// Whole-sentence matching understood 23/46, 19/43 and 15/38 of the holdouts; tolerant matching
    /// 32/46, 33/43 and 29/38; with the typed fallback and the wider contract (issue 25) 40/46,
    /// 40/43 and 33/38. The everyday table's tuning part went from 56/139 to 139/139; its first
    /// never-tuned part, read once at the end of the first round, from 46/89 to 77/89 (86.5%; tuned
    /// on since), the second, read once at the end of the second, 47/60 (78.3%). The bars
    /// guard against getting worse; docs/DECISIONS.md ("Tolerant matching", "Everyday phrasings
    /// and the typed fallback") says how each table was written and used.
    @Test(arguments: [
        Holdout(path: PhrasingTable.holdoutPath, name: "holdout phrasings", minPercent: 84),
        Holdout(path: PhrasingTable.holdout2Path, name: "second holdout phrasings", minPercent: 90),
        Holdout(path: PhrasingTable.holdout3Path, name: "third holdout phrasings", minPercent: 84),
        Holdout(path: PhrasingTable.everydayPath, name: "everyday phrasings, tuning part", minPercent: 97),
        Holdout(path: PhrasingTable.everydayUntunedPath, name: "everyday phrasings, first never-tuned part", minPercent: 84),
        Holdout(path: PhrasingTable.everydayUntuned2Path, name: "everyday phrasings, second never-tuned part", minPercent: 75),
    ])
    func holdoutTableDoesNotGetWorse(_ table: Holdout) throws {
        let (count, percent) = try Self.accuracy(table.path, name: table.name)
        #expect(count >= 30)
        #expect(percent >= table.minPercent)
    }

    /// The fallback's readings with their similarity, to choose `TypedIntentReader.Threshold`
    /// (docs/DECISIONS.md). Prints only; `SOUS_FALLBACK_SWEEP=1` to run. Reads tuning tables only.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["SOUS_FALLBACK_SWEEP"] != nil))
    func fallbackSweep() throws {
        let grammar = try IntentContract.builtIn()
        print("similarity | main | everyday (tuning) | negatives | kitchen chatter (tuning)")
        for similarity in [2, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65] {
            let threshold = TypedIntentReader.Threshold(similarity: similarity, margin: 0)
            let main = try Self.accuracy(PhrasingTable.path, name: "", threshold: threshold, quiet: true)
            let everyday = try Self.accuracy(PhrasingTable.everydayPath, name: "", threshold: threshold, quiet: true)
            let negatives = try Self.falseAccepts(threshold: threshold, quiet: true)
            let kitchen = try Self.falseAccepts(PhrasingTable.kitchenNegativesPath, threshold: threshold, quiet: true)
            let f = { (x: Double) in String(format: "%.1f%%", x) }
            print("\(similarity > 1 ? "off" : String(similarity)) | \(f(main.percent)) | \(f(everyday.percent)) | \(negatives.accepted.count)/\(negatives.rows) | \(kitchen.accepted.count)/\(kitchen.rows)")
        }
        let reader = try TypedIntentReader(grammar: grammar, threshold: TypedIntentReader.Threshold(similarity: 0, margin: 0))
        let tables = [PhrasingTable.path, PhrasingTable.everydayPath]
        for path in tables {
            for (intent, sample) in try IntentContract.addedSamples(yaml: PhrasingTable.yaml(path), file: path, over: grammar)
            where reader.parser.parse(sample.say, context: sample.context).isUnknown {
                guard let match = reader.fallback(sample.say, context: sample.context) else { continue }
                let ok = match.intent == intent && match.slots == sample.slots ? "RIGHT" : "WRONG"
                print("\(ok) \(String(format: "%.2f", match.score)) \(sample.say) -> \(match.intent) \(match.slots)")
            }
        }
        for path in [PhrasingTable.negativesPath, PhrasingTable.kitchenNegativesPath] {
            for text in try PhrasingTable.negatives(path) where reader.parser.parse(text).isUnknown {
                guard let match = reader.fallback(text) else { continue }
                print("NEG   \(String(format: "%.2f", match.score)) \(text) -> \(match.intent) \(match.slots)")
            }
        }
    }

    /// A table of talk not meant for Sous, with the share it may act on.
    struct Negatives: CustomTestStringConvertible, Sendable {
        var path: String
        var name: String
        var minRows: Int
        var testDescription: String { name }
    }

    /// Chatter a kitchen hears must not become commands: at most 5% of each table (issue 25's bar;
    /// the patterns alone acted on 1/100 and 1/50, the fallback adds a few, docs/DECISIONS.md).
    @Test(arguments: [
        Negatives(path: PhrasingTable.negativesPath, name: "negatives", minRows: 60),
        Negatives(path: PhrasingTable.kitchenNegativesPath, name: "kitchen chatter, tuning part", minRows: 40),
        Negatives(path: PhrasingTable.kitchenNegativesUntunedPath, name: "kitchen chatter, never-tuned part", minRows: 20),
    ])
    func negativeTableStaysUnknown(_ table: Negatives) throws {
        let (count, accepted) = try Self.falseAccepts(table.path, name: table.name)
        #expect(count >= table.minRows)
        #expect(accepted.count * 20 <= count, "at most 5% of chatter may be read as a command")
    }

    /// Every table under strict and tolerant settings, for choosing `Tolerance.standard`
    /// (docs/DECISIONS.md, "Tolerant matching"). Prints only; `SOUS_TOLERANCE_SWEEP=1` to run.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["SOUS_TOLERANCE_SWEEP"] != nil))
    func toleranceSweep() throws {
        var settings: [(String, IntentParser.Tolerance)] = [("strict", .strict)]
        for (start, end) in [(0, 0), (1, 0), (2, 0), (1, 1), (2, 2)] {
            for skips in 1...3 {
                for score in [0.5, 0.6, 0.7] {
                    settings.append(("skips \(skips), score \(score), real words at start \(start) end \(end)",
                                     IntentParser.Tolerance(maxSkips: skips, minScore: score, wordsAtStart: start, wordsAtEnd: end)))
                }
            }
        }
        print("setting | main | holdout | holdout2 | holdout3 (read after choosing) | false accepts")
        for (name, tolerance) in settings {
            let main = try Self.accuracy(PhrasingTable.path, name: "main", tolerance: tolerance, quiet: true)
            let holdout = try Self.accuracy(PhrasingTable.holdoutPath, name: "holdout", tolerance: tolerance, quiet: true)
            let holdout2 = try Self.accuracy(PhrasingTable.holdout2Path, name: "holdout2", tolerance: tolerance, quiet: true)
            let holdout3 = try Self.accuracy(PhrasingTable.holdout3Path, name: "holdout3", tolerance: tolerance, quiet: true)
            let negatives = try Self.falseAccepts(tolerance: tolerance, quiet: true)
            let f = { (x: Double) in String(format: "%.1f%%", x) }
            print("\(name) | \(f(main.percent)) | \(f(holdout.percent)) | \(f(holdout2.percent)) | \(f(holdout3.percent)) | \(negatives.accepted.count)/\(negatives.rows)")
        }
        guard ProcessInfo.processInfo.environment["SOUS_TOLERANCE_SWEEP"] == "verbose" else { return }
        // Every tolerant reading with no score floor, to see where right and wrong readings fall.
        let grammar = try IntentContract.builtIn()
        let strict = try IntentParser(grammar: grammar, tolerance: .strict)
        let loose = try IntentParser(grammar: grammar, tolerance: IntentParser.Tolerance(maxSkips: 3, minScore: 0, wordsAtStart: 3, wordsAtEnd: 3))
        for path in [PhrasingTable.path, PhrasingTable.holdoutPath, PhrasingTable.holdout2Path] {
            for (intent, sample) in try IntentContract.addedSamples(yaml: PhrasingTable.yaml(path), file: path, over: grammar)
            where strict.parse(sample.say, context: sample.context).isUnknown {
                let match = loose.parse(sample.say, context: sample.context)
                guard !match.isUnknown else { continue }
                let ok = match.intent == intent && match.slots == sample.slots ? "RIGHT" : "WRONG"
                print("\(ok) \(String(format: "%.2f", match.score)) \(sample.say) -> \(match.intent) \(match.slots) skipped \(match.skipped)")
            }
        }
        for text in try PhrasingTable.negatives() {
            let match = loose.parse(text)
            guard !match.isUnknown else { continue }
            print("NEG   \(String(format: "%.2f", match.score)) \(text) -> \(match.intent) \(match.slots) skipped \(match.skipped)")
        }
    }
}
