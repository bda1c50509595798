import Foundation
import SousContract
import SousCore
import SousTestSupport
import Testing

/// Every phrasing of `Phrasings/`, with the accuracy printed.
@Suite struct AssistantPhrasingTableTests {
    /// The share of `path`'s phrasings read right, printed with every misreading.
    static func accuracy(_ path: String, name: String, tolerance: IntentParser.Tolerance = .standard, quiet: Bool = false) throws -> (rows: Int, percent: Double) {
        let grammar = try IntentContract.builtIn()
        let parser = try IntentParser(grammar: grammar, tolerance: tolerance)
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
    static func falseAccepts(tolerance: IntentParser.Tolerance = .standard, quiet: Bool = false) throws -> (rows: Int, accepted: [String]) {
        let parser = try IntentParser(grammar: IntentContract.builtIn(), tolerance: tolerance)
        let sentences = try PhrasingTable.negatives()
        var accepted: [String] = []
        for text in sentences {
            let match = parser.parse(text)
            if !match.isUnknown { accepted.append("  \"\(text)\": read as \(match.intent) \(match.slots) score \(String(format: "%.2f", match.score)) skipped \(match.skipped)") }
        }
        if !quiet {
            let rate = sentences.isEmpty ? 0 : Double(accepted.count) * 100 / Double(sentences.count)
            print("Assistant negatives: \(accepted.count)/\(sentences.count) false accepts (\(String(format: "%.1f", rate))%)")
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

    /// Phrasings the grammar was never tuned on: the honest figures for unseen sentences.
    ///
    /// Whole-sentence matching understood 23/46, 19/43 and 15/38 of them; tolerant matching 32/46,
    /// 33/43 and 29/38. The bars guard against getting worse; docs/DECISIONS.md ("Tolerant
    /// matching") says how each table was written and used.
    @Test(arguments: [
        Holdout(path: PhrasingTable.holdoutPath, name: "holdout phrasings", minPercent: 69),
        Holdout(path: PhrasingTable.holdout2Path, name: "second holdout phrasings", minPercent: 75),
        Holdout(path: PhrasingTable.holdout3Path, name: "third holdout phrasings", minPercent: 75),
    ])
    func holdoutTableDoesNotGetWorse(_ table: Holdout) throws {
        let (count, percent) = try Self.accuracy(table.path, name: table.name)
        #expect(count >= 30)
        #expect(percent >= table.minPercent)
    }

    /// Chatter a kitchen hears must not become commands.
    @Test func negativeTableStaysUnknown() throws {
        let (count, accepted) = try Self.falseAccepts()
        #expect(count >= 60)
        #expect(accepted.count * 50 <= count, "at most 2% of chatter may be read as a command")
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
