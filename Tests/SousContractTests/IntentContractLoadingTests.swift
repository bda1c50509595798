import Foundation
import SousContract
import SousCore
import Testing

@Suite struct IntentContractLoadingTests {
    static let minimal = """
    slotTypes:
      duration: {kind: duration}
    rules:
      timer: "timer | alarm"
    intents:
      - name: setTimer
        description: Start a countdown.
        slots: {duration: duration}
        patterns:
          - "set a <timer> for {duration}"
        samples:
          - say: "set a timer for 2 minutes"
            slots: {duration: 120}
      - name: unknown
        description: Fallback.
    """

    func error(_ yaml: String, over base: IntentGrammar? = nil) -> ContractError? {
        do {
            _ = try IntentContract.load(yaml: yaml, file: "user.yaml", over: base)
            return nil
        } catch {
            return error
        }
    }

    @Test func minimalFileLoads() throws {
        let grammar = try IntentContract.load(yaml: Self.minimal, file: "user.yaml")
        #expect(grammar.intents.map(\.name) == ["setTimer", "unknown"])
    }

    @Test func unknownRuleNamesFileAndLine() {
        let yaml = Self.minimal.replacingOccurrences(of: "<timer>", with: "<clock>")
        #expect(error(yaml) == ContractError(file: "user.yaml", reason: "intent setTimer, pattern 1: unknown rule <clock>", line: 10))
    }

    @Test func unknownSlotTypeIsReported() {
        let yaml = Self.minimal.replacingOccurrences(of: "for {duration}\"", with: "for {duration} {who:person}\"")
        #expect(error(yaml)?.reason == "intent setTimer, pattern 1: unknown slot type 'person' for {who}")
        #expect(error(yaml)?.line == 10)
    }

    @Test func unbalancedBracketsShowTheColumn() {
        let yaml = Self.minimal.replacingOccurrences(of: "set a <timer>", with: "set [a <timer>")
        let failure = error(yaml)
        #expect(failure?.line == 10)
        #expect(failure?.reason.contains("missing ']'") == true)
        #expect(failure?.reason.contains("column 5") == true)
    }

    @Test func sampleThatMissesItsIntentIsReported() {
        let yaml = Self.minimal.replacingOccurrences(of: "say: \"set a timer for 2 minutes\"", with: "say: \"make me a sandwich\"")
        #expect(error(yaml) == ContractError(file: "user.yaml", reason: "intent setTimer, sample 1: \"make me a sandwich\" parses as unknown", line: 12))
    }

    @Test func sampleWithWrongSlotsIsReported() {
        let yaml = Self.minimal.replacingOccurrences(of: "{duration: 120}", with: "{duration: 100}")
        #expect(error(yaml)?.reason == "intent setTimer, sample 1: \"set a timer for 2 minutes\" gives slots {duration: 120s}, expected {duration: 100s}")
    }

    @Test func yamlSyntaxErrorHasALine() {
        let failure = error("intents:\n  - name: a\n    patterns: [\"x\"\n  - name: b\n")
        #expect(failure?.file == "user.yaml")
        #expect(failure?.line != nil)
        #expect(failure?.reason.hasPrefix("YAML syntax") == true)
    }

    @Test func misspeltKeysAreErrors() {
        #expect(error("intent:\n  - name: a\n")?.reason.hasPrefix("unknown key 'intent'") == true)
        #expect(error("intents:\n  - name: a\n    pattern: [x]\n")?.line == 3)
    }

    @Test func requestsAreReadAndTheirKeysChecked() throws {
        let builtIn = try IntentContract.builtIn()
        #expect(builtIn.requests.openings.contains("could you") && builtIn.requests.closings == ["please"])
        #expect(builtIn.requests.verbs.contains("repeat"))
        let grammar = try IntentContract.load(yaml: "requests:\n  openings: [kindly]\n  verbs: [go]\n", file: "user.yaml")
        #expect(grammar.requests == IntentGrammar.Requests(openings: ["kindly"], verbs: ["go"]))
        #expect(error("requests:\n  opening: [kindly]\n")?.reason.hasPrefix("unknown key 'opening' in requests") == true)
        #expect(error("requests: [kindly]\n")?.reason == "requests must be a map")
    }

    @Test func answerAndConfirmFlagsAreReadAndMustBeBooleans() throws {
        let builtIn = try IntentContract.builtIn()
        #expect(builtIn.intents.filter(\.answer).map(\.name) == ["yes", "no"])
        #expect(builtIn.intents.filter(\.confirm).map(\.name) == ["cancelAllTimers"])
        let yaml = Self.minimal.replacingOccurrences(of: "  - name: setTimer\n", with: "  - name: setTimer\n    answer: maybe\n")
        #expect(error(yaml)?.reason == "setTimer.answer must be true or false")
    }

    @Test func emptyFileIsAnEmptyGrammar() throws {
        #expect(try IntentContract.load(yaml: "", file: "user.yaml") == IntentGrammar())
    }

    @Test func userFileAddsAPhrasingOverTheBuiltIn() throws {
        let builtIn = try IntentContract.builtIn()
        let user = """
        fillers: [yo]
        slotTypes:
          unitSystem:
            kind: values
            values: {metric: [sensible units]}
        intents:
          - name: nextStep
            patterns: ["onwards and upwards"]
            samples:
              - say: "yo onwards and upwards"
          - name: tasteCheck
            description: Remind the cook to taste.
            patterns: ["should i taste <the> <step>"]
            samples:
              - say: "should I taste this step"
          - name: convertUnits
            samples:
              - say: "show me in sensible units"
                slots: {system: metric}
        """
        let merged = try IntentContract.load(yaml: user, file: "mine.yaml", over: builtIn)
        let parser = try IntentParser(grammar: merged)
        #expect(parser.parse("onwards and upwards").intent == "nextStep")
        #expect(parser.parse("should I taste this step").intent == "tasteCheck")
        #expect(parser.parse("next step").intent == "nextStep")
        #expect(merged.intents.count == builtIn.intents.count + 1)
    }

    @Test func userSampleErrorsPointIntoTheUserFile() throws {
        let builtIn = try IntentContract.builtIn()
        let user = "intents:\n  - name: nextStep\n    samples:\n      - say: \"banana\"\n"
        let failure = error(user, over: builtIn)
        #expect(failure?.line == 4)
        #expect(failure?.reason.contains("\"banana\" parses as unknown") == true)
    }

    @Test func loadsAFileFromDisk() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("intents-\(UUID().uuidString).yaml")
        try Self.minimal.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try IntentContract.load(fileAt: url).intents.count == 2)
        #expect(throws: ContractError.self) { try IntentContract.load(fileAt: url.appendingPathExtension("missing")) }
    }

    @Test func lineAppearsInTheDescription() {
        #expect(ContractError(file: "a.yaml", reason: "bad", line: 3).description == "a.yaml:3: bad")
    }
}
