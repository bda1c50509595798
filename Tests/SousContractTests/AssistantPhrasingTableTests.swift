import SousContract
import SousCore
import SousTestSupport
import Testing

/// Every phrasing of `Phrasings/assistant-phrasings.yaml`, with the accuracy printed.
@Suite struct AssistantPhrasingTableTests {
    struct Row: Sendable {
        var intent: String
        var sample: IntentSample
    }

    static func rows() throws -> [Row] {
        let grammar = try IntentContract.builtIn()
        return try IntentContract.addedSamples(yaml: PhrasingTable.yaml(), file: PhrasingTable.path, over: grammar)
            .map { Row(intent: $0.intent, sample: $0.sample) }
    }

    @Test func tableIsLargeCoversEveryIntentAndIsAtLeast95PercentRight() throws {
        let grammar = try IntentContract.builtIn()
        let parser = try IntentParser(grammar: grammar)
        let rows = try Self.rows()
        #expect(rows.count >= 150)
        #expect(Set(rows.map(\.intent)) == Set(grammar.intents.map(\.name)), "every intent has phrasings")
        var wrong: [String] = []
        for row in rows {
            let match = parser.parse(row.sample.say, context: row.sample.context)
            if match.intent != row.intent || match.slots != row.sample.slots {
                wrong.append("  \"\(row.sample.say)\": expected \(row.intent) \(row.sample.slots), got \(match.intent) \(match.slots)")
            }
        }
        let right = rows.count - wrong.count
        let percent = Double(right) * 100 / Double(rows.count)
        print("Assistant phrasing table: \(right)/\(rows.count) right (\(String(format: "%.1f", percent))%)")
        if !wrong.isEmpty { print("Misread:\n" + wrong.joined(separator: "\n")) }
        #expect(percent >= 95, "accuracy \(right)/\(rows.count)")
    }
}
