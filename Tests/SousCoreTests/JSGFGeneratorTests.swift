import Testing
@testable import SousCore

@Suite struct JSGFGeneratorTests {
    static func grammar() throws -> IntentGrammar {
        IntentGrammar(
            intents: [
                IntentDefinition(name: "goToStep", slots: ["step": "stepNumber"], patterns: [try PatternParser.parse("[go] to <step> {step}")]),
                IntentDefinition(name: "howMuch", slots: ["ingredient": "ingredient"], patterns: [try PatternParser.parse("how much {ingredient}")]),
                IntentDefinition(name: "setTimer", slots: ["duration": "duration", "name": "timerName"],
                                 patterns: [try PatternParser.parse("set [a] timer for {duration} [for [the] {name}]")]),
                IntentDefinition(name: "scale", slots: ["factor": "factor"], patterns: [try PatternParser.parse("{factor} it")]),
                IntentDefinition(name: "unknown"),
            ],
            rules: ["step": try PatternParser.parse("step | instruction")],
            slotTypes: [
                "stepNumber": SlotType(kind: .number, min: 1, max: 50),
                "ingredient": SlotType(kind: .ingredient),
                "duration": SlotType(kind: .duration),
                "timerName": SlotType(kind: .timerName),
                "factor": SlotType(kind: .values, values: [SlotType.Value("2", synonyms: ["double"]), SlotType.Value("1/2")]),
            ],
            fillers: ["please", "um"],
            normalize: ["what's": "what is"]
        )
    }

    func rule(_ name: String, in jsgf: String) -> String? {
        jsgf.split(separator: "\n").first { $0.hasPrefix("<\(name)> = ") }.map(String.init)
    }

    @Test func headerAndOnePublicRuleNamingEveryIntent() throws {
        let jsgf = JSGFGenerator(grammar: try Self.grammar()).speechGrammar().jsgf
        let lines = jsgf.split(separator: "\n")
        #expect(lines[0] == "#JSGF V1.0;")
        #expect(lines[1] == "grammar sous;")
        #expect(lines.filter { $0.hasPrefix("public ") }.count == 1)
        #expect(lines[2].contains("<i_goToStep> | <i_howMuch> | <i_setTimer> | <i_scale>"))
        #expect(!jsgf.contains("unknown"), "the fallback intent has no speech")
        #expect(rule("i_goToStep", in: jsgf) == "<i_goToStep> = [ go ] to <r_step> <s_stepNumber_steps>;")
        #expect(rule("r_step", in: jsgf) == "<r_step> = ( step | instruction );")
    }

    @Test func answersAreOfferedOnlyWhileAQuestionWaits() throws {
        var grammar = try Self.grammar()
        grammar.intents.insert(IntentDefinition(name: "yes", patterns: [try PatternParser.parse("yes | sure")], answer: true), at: 0)
        let idle = JSGFGenerator(grammar: grammar).speechGrammar(for: ParseContext(stepCount: 3))
        #expect(!idle.jsgf.contains("i_yes") && !idle.words.contains("sure"), "\"yes\" with nothing asked is a word for noise to fit")
        #expect(idle.omittedIntents.isEmpty, "left out for the moment, not for want of words")
        let asked = JSGFGenerator(grammar: grammar).speechGrammar(for: ParseContext(stepCount: 3, questionPending: true))
        #expect(rule("i_yes", in: asked.jsgf) == "<i_yes> = ( yes | sure );")
        #expect(asked.jsgf.contains("( <i_yes> | <i_goToStep>"))
    }

    /// "the five one" and "the one one" were what kitchen talk became ("we need to buy more olive
    /// oil" as "read me the five one"): after "the" a step is an ordinal, after "step" a cardinal.
    @Test func aStepAfterTheIsAnOrdinalAndAfterStepACardinal() throws {
        var grammar = try Self.grammar()
        grammar.intents[0].patterns.append(try PatternParser.parse("[go] to the {step} <step>"))
        let jsgf = JSGFGenerator(grammar: grammar).speechGrammar(for: ParseContext(stepCount: 3)).jsgf
        #expect(rule("i_goToStep", in: jsgf) == "<i_goToStep> = [ go ] to <r_step> <s_stepNumber_steps> | [ go ] to the <s_stepNumber_ordinals> <r_step>;")
        #expect(rule("s_stepNumber_ordinals", in: jsgf) == "<s_stepNumber_ordinals> = ( first | second | third | last );")
        #expect(rule("s_stepNumber_steps", in: jsgf) == "<s_stepNumber_steps> = ( one | two | three );")
        let parser = try IntentParser(grammar: grammar)
        #expect(parser.parse("go to the second step").slots["step"] == .number(2), "the ordinal still reads as its number")
    }

    @Test func aContractionWrittenInThePatternIsOfferedAsSaidAndExpanded() throws {
        var grammar = try Self.grammar()
        grammar.intents.insert(IntentDefinition(name: "whatIsNext", patterns: [try PatternParser.parse("what's next | what is in it")]), at: 0)
        let speech = JSGFGenerator(grammar: grammar).speechGrammar()
        #expect(rule("i_whatIsNext", in: speech.jsgf) == "<i_whatIsNext> = ( ( what's | what is ) next | what is in it );",
                "only where the contract writes the contraction")
        #expect(speech.words.contains("what's") && speech.words.contains("is"))
        let heard = try IntentParser(grammar: grammar).parse("what's next")
        #expect(heard.intent == "whatIsNext", "what the decoder says back parses like typed text")
    }

    @Test func stepNumbersStopAtTheRecipesStepCount() throws {
        let jsgf = JSGFGenerator(grammar: try Self.grammar()).speechGrammar(for: ParseContext(stepCount: 3)).jsgf
        #expect(rule("s_stepNumber_steps", in: jsgf) == "<s_stepNumber_steps> = ( one | two | three );")
        let open = JSGFGenerator(grammar: try Self.grammar()).speechGrammar().jsgf
        #expect(rule("s_stepNumber_steps", in: open)?.contains("fifty") == true)
    }

    @Test func ingredientAndTimerSlotsListTheMoment() throws {
        let context = ParseContext(ingredientNames: ["unsalted butter", "Flour"], timerNames: ["pasta"], stepCount: 2)
        var options = JSGFGenerator.Options()
        options.fallbackTimerNames = ["oven"]
        let speech = JSGFGenerator(grammar: try Self.grammar(), options: options).speechGrammar(for: context)
        #expect(rule("s_ingredient", in: speech.jsgf) == "<s_ingredient> = ( unsalted butter | flour | butter );")
        #expect(rule("s_timer_name", in: speech.jsgf) == "<s_timer_name> = ( pasta | unsalted butter | flour | butter | oven );")
        #expect(speech.words.contains("unsalted"))
    }

    @Test func withNoRecipeTheFallbackIngredientsAreOffered() throws {
        var options = JSGFGenerator.Options()
        options.fallbackIngredients = ["eggs", "olive oil"]
        let jsgf = JSGFGenerator(grammar: try Self.grammar(), options: options).speechGrammar().jsgf
        #expect(rule("s_ingredient", in: jsgf) == "<s_ingredient> = ( eggs | olive oil | oil );")
    }

    @Test func valuesWithDigitsAreLeftOutAndEmptySlotsDropTheirIntent() throws {
        var grammar = try Self.grammar()
        let jsgf = JSGFGenerator(grammar: grammar).speechGrammar().jsgf
        #expect(rule("s_factor", in: jsgf) == "<s_factor> = double;", "\"2\" and \"1/2\" cannot be spoken as written")
        grammar.slotTypes["factor"] = SlotType(kind: .values, values: [SlotType.Value("1/2")])
        let speech = JSGFGenerator(grammar: grammar).speechGrammar()
        #expect(speech.omittedIntents == ["scale"])
        #expect(!speech.jsgf.contains("i_scale"))
    }

    @Test func fillersAreOptionalAroundCommandsWhenAsked() throws {
        var options = JSGFGenerator.Options()
        options.fillers = true
        let jsgf = JSGFGenerator(grammar: try Self.grammar(), options: options).speechGrammar().jsgf
        #expect(jsgf.contains("public <command> = [ <filler> ] ( <i_goToStep>"))
        #expect(rule("filler", in: jsgf) == "<filler> = ( please | um );")
        options.fillers = false
        #expect(!JSGFGenerator(grammar: try Self.grammar(), options: options).speechGrammar().jsgf.contains("filler"))
    }

    /// "could you repeat that" was heard as "go to the eighth step" and acted on: people open
    /// requests politely, but optional words before every command fit every breath. An opening
    /// goes only where a request verb starts the pattern, inside the optional part it starts.
    @Test func aPoliteOpeningComesOnlyBeforeARequestVerbAndAClosingAfterACommand() throws {
        var grammar = try Self.grammar()
        grammar.rules["tell"] = try PatternParser.parse("tell me | show me")
        grammar.rules["what"] = try PatternParser.parse("what | tell me")
        grammar.intents.insert(IntentDefinition(name: "ingredients", patterns: [
            try PatternParser.parse("<tell> the ingredients"), try PatternParser.parse("<what> ingredients"),
            try PatternParser.parse("(read | list) the ingredients | ingredients"),
        ]), at: 0)
        grammar.requests = IntentGrammar.Requests(openings: ["please", "could you", "3 times"], closings: ["please"],
                                                  verbs: ["go", "set", "tell", "show", "read", "double"])
        grammar.slotTypes["factor"]?.values[0].synonyms.append("two times")
        let options = JSGFGenerator.Options(fillers: false, closings: true)
        let jsgf = JSGFGenerator(grammar: grammar, options: options).speechGrammar(for: ParseContext(stepCount: 3)).jsgf
        #expect(rule("request_opening", in: jsgf) == "<request_opening> = ( please | could you );", "an opening with digits cannot be said")
        #expect(rule("request_closing", in: jsgf) == "<request_closing> = please;")
        #expect(jsgf.contains("<i_scale> ) [ <request_closing> ];"), "a closing after any whole command")
        let always = JSGFGenerator(grammar: grammar, options: JSGFGenerator.Options(fillers: false)).speechGrammar(for: ParseContext(stepCount: 3)).jsgf
        #expect(!always.contains("request_closing"), "no closing where nothing else keeps chatter out")
        #expect(always.contains("request_opening"))
        #expect(rule("i_goToStep", in: jsgf) == "<i_goToStep> = [ [ <request_opening> ] go ] to <r_step> <s_stepNumber_steps>;",
                "never \"could you to step two\"")
        #expect(rule("i_setTimer", in: jsgf)?.hasPrefix("<i_setTimer> = [ <request_opening> ] set [ a ] timer") == true)
        #expect(rule("i_howMuch", in: jsgf) == "<i_howMuch> = how much <s_ingredient>;", "not before a question")
        #expect(rule("i_scale", in: jsgf) == "<i_scale> = ( <request_opening> <s_factor_requests> | <s_factor> ) it;",
                "before a value that is a request (\"could you double it\"), not before any other (\"could you two times it\")")
        #expect(rule("s_factor_requests", in: jsgf) == "<s_factor_requests> = double;")
        #expect(rule("s_factor", in: jsgf) == "<s_factor> = ( double | two times );")
        #expect(rule("i_ingredients", in: jsgf) == "<i_ingredients> = [ <request_opening> ] <r_tell> the ingredients"
                + " | <r_what> ingredients | ( ( [ <request_opening> ] read | list ) the ingredients | ingredients );",
                "before a rule whose every branch is a request, and before the request branch of a choice")

        grammar.requests = IntentGrammar.Requests(openings: ["please"], verbs: [])
        let plain = JSGFGenerator(grammar: grammar, options: options).speechGrammar(for: ParseContext(stepCount: 3)).jsgf
        #expect(!plain.contains("request_"), "no verbs, no openings; no closings, no closing")
    }

    @Test func aGarbageLoopCompetesWithTheCommands() throws {
        var options = JSGFGenerator.Options()
        options.fillers = false
        options.garbageWords = ["weather", "radio", "two words"]
        let jsgf = JSGFGenerator(grammar: try Self.grammar(), options: options).speechGrammar().jsgf
        #expect(jsgf.contains(" | <garbage>;"))
        #expect(rule("garbage", in: jsgf) == "<garbage> = ( weather | radio )+;")
    }

    /// The unit agrees with the amount and the article with the unit ("an hour", "two hours",
    /// never "a hour" or "two hour"); hours stop at 12; a unit alone only after "another" or "an
    /// extra" ("add another minute", never "remind me in minute").
    @Test func durationsAreSpokenWithAgreeingUnits() throws {
        var grammar = try Self.grammar()
        grammar.intents[2].patterns.append(try PatternParser.parse("add ({duration} | (another | an extra) {duration})"))
        let speech = JSGFGenerator(grammar: grammar).speechGrammar()
        let duration = try #require(rule("s_duration", in: speech.jsgf))
        #expect(duration.contains("<d_amount> minutes | <d_seconds> seconds | <d_hours> hours"))
        #expect(duration.contains("( a | one ) minute [ and a half ] | ( a | one ) second | ( an | one ) hour [ and a half ]"))
        #expect(!duration.contains("| minute |") && !duration.hasSuffix("second );"), "no unit alone: \(duration)")
        #expect(rule("d_amount", in: speech.jsgf)?.contains("ninety") == true)
        // Seconds go in fives: "ninety seconds" is not lost to "nineteen seconds".
        let seconds = try #require(rule("d_seconds", in: speech.jsgf))
        #expect(seconds.contains("ninety") && seconds.contains("forty five") && seconds.contains("fifteen"))
        #expect(!seconds.contains("nineteen") && !seconds.contains("twelve") && !seconds.contains("( two |"), "\(seconds)")
        #expect(rule("d_hours", in: speech.jsgf)?.contains("twelve") == true)
        #expect(rule("d_hours", in: speech.jsgf)?.contains("thirteen") == false)
        #expect(rule("i_setTimer", in: speech.jsgf)?.contains("add ( <s_duration> | ( another | an extra ) <s_duration_more> )") == true)
        #expect(try #require(rule("s_duration_more", in: speech.jsgf)).hasSuffix("| hour | minute | second );"))
        #expect(speech.words.contains("minutes") && speech.words.allSatisfy { $0.allSatisfy(\.isLetter) })
        let parser = try IntentParser(grammar: grammar)
        #expect(parser.parse("add another minute").slots["duration"] == .duration(60))
        #expect(parser.parse("add two hours").slots["duration"] == .duration(7200))
    }

    @Test(arguments: [(0, "zero"), (7, "seven"), (42, "forty two"), (90, "ninety"), (110, "one hundred ten")])
    func spokenNumbersReadBack(value: Int, words: String) {
        #expect(SpokenNumber.words(value) == words)
        let tokens = words.split(separator: " ")
        #expect(NumberWords.parse(prefixOf: tokens)?.value == value)
    }

    @Test func ordinalsReadBackThroughTheParser() throws {
        #expect(SpokenNumber.ordinal(3) == "third")
        #expect(SpokenNumber.ordinal(21) == "twenty first")
        #expect(SpokenNumber.ordinal(100) == nil)
        let parser = try IntentParser(grammar: try Self.grammar())
        for n in [1, 2, 3, 12, 20, 21, 33] {
            let match = parser.parse("go to step \(SpokenNumber.words(n)!)")
            #expect(match.slots["step"] == .number(n))
        }
    }

    @Test func everyGeneratedCommandParsesToItsIntent() throws {
        let parser = try IntentParser(grammar: try Self.grammar())
        let context = ParseContext(ingredientNames: ["unsalted butter"], timerNames: ["rice"], stepCount: 4)
        #expect(parser.parse("how much butter", context: context).slots["ingredient"] == .text("unsalted butter"))
        #expect(parser.parse("set a timer for twenty five minutes for the rice", context: context).slots["duration"] == .duration(1500))
        #expect(parser.parse("set timer for an hour and a half", context: context).slots["duration"] == .duration(5400))
        #expect(parser.parse("go to step last", context: context).slots["step"] == .number(4))
    }
}
